import FoodlogSupport

/// The state of a search-as-you-type screen, with no terminal in it: the query, the results for
/// it and the highlighted one. Keys change the query; `settle` runs the search for it, so keys
/// that arrive together (fast typing, a paste) cost one search, not one each; `frame` draws it.
/// Results are remembered per query for the session, so Backspace redraws at once. Pure, so it
/// is tested and timed without a terminal.
struct InteractivePicker<Item> {
    enum Outcome { case editing, chosen(Item), cancelled }

    private(set) var query: String
    private(set) var items: [Item] = []
    private(set) var selected = 0
    private(set) var error: String?
    /// Whether `query` changed since the last search.
    private(set) var stale = false
    private var remembered: [String: [Item]] = [:]
    let search: (String) throws -> [Item]
    let label: (Item) -> String

    /// Queries whose results are kept; beyond it the memory starts again (a session types a few hundred keys).
    static var rememberedLimit: Int { 512 }

    init(query: String, search: @escaping (String) throws -> [Item], label: @escaping (Item) -> String) {
        self.query = query
        self.search = search
        self.label = label
        refresh()
    }

    /// Applies one key; returns whether the user chose, cancelled or goes on typing. Typing only
    /// changes the query; Enter and the arrows first bring the results up to date.
    mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .text(let text):
            query += String(String.UnicodeScalarView(text.unicodeScalars.filter { !TerminalText.isEscaped($0) }))
            stale = true
        case .backspace:
            if !query.isEmpty { query.removeLast(); stale = true }
        case .clearLine:
            query = ""
            stale = true
        case .up:
            settle()
            selected = max(0, selected - 1)
        case .down:
            settle()
            selected = min(max(0, items.count - 1), selected + 1)
        case .enter:
            settle()
            if selected < items.count { return .chosen(items[selected]) }
        case .cancel:
            return .cancelled
        case .other:
            break
        }
        return .editing
    }

    /// Runs the search for the current query if it changed.
    mutating func settle() {
        if stale { refresh() }
    }

    private mutating func refresh() {
        stale = false
        selected = 0
        error = nil
        guard !query.allSatisfy(\.isWhitespace) else { items = []; return }
        if let known = remembered[query] { items = known; return }
        do {
            items = try search(query)
            if remembered.count >= Self.rememberedLimit { remembered.removeAll(keepingCapacity: true) }
            remembered[query] = items
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
            lines.append(marker + TerminalText.escaped(label(item)))
        }
        let cut = lines.map { String($0.prefix(max(10, width - 1))) }  // OPOST stays on: "\n" returns the carriage
        var out = "\r" + esc + "J" + cut.joined(separator: "\n")
        out += esc + "\(cut.count - 1)A\r"
        let column = (prompt + query).count
        if column > 0 { out += esc + "\(min(column, max(10, width - 1)))C" }
        return out
    }
}
