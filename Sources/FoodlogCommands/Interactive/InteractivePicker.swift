/// The state of a search-as-you-type screen, with no terminal in it: the query, the results for
/// it and the highlighted one. Each key gives the new state and, when the query changed, runs the
/// search again; `frame` draws it. Pure, so it is tested and timed without a terminal.
struct InteractivePicker<Item> {
    enum Outcome { case editing, chosen(Item), cancelled }

    private(set) var query: String
    private(set) var items: [Item] = []
    private(set) var selected = 0
    private(set) var error: String?
    let search: (String) throws -> [Item]
    let label: (Item) -> String

    init(query: String, search: @escaping (String) throws -> [Item], label: @escaping (Item) -> String) {
        self.query = query
        self.search = search
        self.label = label
        refresh()
    }

    /// Applies one key; returns whether the user chose, cancelled or goes on typing.
    mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .text(let text):
            query += String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
            refresh()
        case .backspace:
            if !query.isEmpty { query.removeLast(); refresh() }
        case .clearLine:
            query = ""
            refresh()
        case .up:
            selected = max(0, selected - 1)
        case .down:
            selected = min(max(0, items.count - 1), selected + 1)
        case .enter:
            if selected < items.count { return .chosen(items[selected]) }
        case .cancel:
            return .cancelled
        case .other:
            break
        }
        return .editing
    }

    private mutating func refresh() {
        selected = 0
        error = nil
        guard !query.allSatisfy(\.isWhitespace) else { items = []; return }
        do {
            items = try search(query)
        } catch {
            items = []
            self.error = String(describing: error)
        }
    }

    /// The screen: a prompt line and up to `rows` results, each cut to `width` columns, the chosen
    /// one marked; then the cursor goes back to the end of the prompt. Control characters in names
    /// never reach the terminal.
    func frame(prompt: String, rows: Int, width: Int) -> String {
        let esc = "\u{1B}["
        var lines = [prompt + query]
        if items.isEmpty {
            lines.append(query.allSatisfy(\.isWhitespace) ? "  type to search; Enter chooses, Esc cancels" : (error.map { "  \($0)" } ?? "  no match"))
        }
        for (position, item) in items.prefix(rows).enumerated() {
            let marker = position == selected ? "> " : "  "
            lines.append(marker + Self.printable(label(item)))
        }
        let cut = lines.map { String($0.prefix(max(10, width - 1))) }  // OPOST stays on: "\n" returns the carriage
        var out = "\r" + esc + "J" + cut.joined(separator: "\n")
        out += esc + "\(cut.count - 1)A\r"
        let column = (prompt + query).count
        if column > 0 { out += esc + "\(min(column, max(10, width - 1)))C" }
        return out
    }

    static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value) ? "?" : $0 }))
    }
}
