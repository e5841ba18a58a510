/// Lays out rows of cells in aligned columns for terminal output.
///
/// Cells usually hold untrusted text (product names, AI answers, journal entries), so every cell
/// and header is passed through `TerminalText.escaped` before it is measured: a control character
/// shows as a visible escape and can neither drive the terminal nor break the row into two lines.
public struct TextTable: Sendable {
    public enum Alignment: Sendable { case left, right }

    public var headers: [String]
    public var alignments: [Alignment]
    public var rows: [[String]] = []

    public init(headers: [String], alignments: [Alignment]) {
        precondition(headers.count == alignments.count, "one alignment per column")
        self.headers = headers
        self.alignments = alignments
    }

    public mutating func append(_ row: [String]) { rows.append(row) }

    /// The table as lines, cells escaped for the terminal; `maxWidths` truncates a column (after
    /// escaping, never inside an escape: `TextExcerpt.escaped`) with an ellipsis. `headerStyle` styles the header line after escaping, so the
    /// program's own colouring survives.
    public func render(maxWidths: [Int?] = [], headerStyle: (String) -> String = { $0 }) -> [String] {
        let columns = headers.count
        func clip(_ text: String, _ column: Int) -> String {
            let shown = TerminalText.escaped(text)
            guard column < maxWidths.count, let limit = maxWidths[column], shown.count > limit, limit > 1 else {
                return shown
            }
            return TextExcerpt.escaped(text, limit: limit - 1)
        }
        let body = rows.map { row in (0..<columns).map { clip($0 < row.count ? row[$0] : "", $0) } }
        let head = (0..<columns).map { clip(headers[$0], $0) }
        var widths = head.map(\.count)
        for row in body { for column in 0..<columns { widths[column] = max(widths[column], row[column].count) } }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for column in 0..<columns {
                let pad = String(repeating: " ", count: widths[column] - cells[column].count)
                parts.append(alignments[column] == .left ? cells[column] + pad : pad + cells[column])
            }
            var text = parts.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        return [headerStyle(line(head))] + body.map(line)
    }
}
