import CLIKit
import FoodIndex
import FoodlogSupport

/// `foodlog search QUERY...`: ranked products from the local index, offline.
public enum SearchCommand: Command {
    public static let spec = CommandSpec(
        path: ["search"], abstract: "search foods and products offline",
        usage: "QUERY...", positionals: .dynamic("food"),
        options: [Options.limit, Options.json, Options.explain, Options.kind, Options.index, Options.k1, Options.b,
                  Options.exact, Options.interactive, HistorySetting.option],
        discussion: """
        The index is --index DIR, else $FOODLOG_INDEX, else $XDG_DATA_HOME/foodlog/index if it exists,
        else the installed PREFIX/share/foodlog/index beside PREFIX/bin/foodlog, else the index embedded
        in the repository (USDA FoodData Central foods).
        A query of 6-19 digits is looked up as a barcode first (UPC-A and EAN-13 forms match).
        Foods you logged before that match every word come first, marked '*' ("recent": true in JSON),
        at most half the list; --no-history or '[history] enabled = false' in the config turns this off.
        Nothing found exits 1 (with --json too, after printing []).
        Examples:
          foodlog search greek yogurt
          foodlog search chiken breast --limit 5 --json
          foodlog search 3017620422003
        """)

    enum Options {
        static let limit: Option<Int> = Option.integer("limit", short: "n", value: "N", in: 1...1000,
                                                       help: "Number of results (default 10, at most 1000).").defaulting(to: 10)
        static let json: Option<Bool> = .flag("json", help: "Print a JSON array (see README, 'JSON output').")
        static let explain: Option<Bool> = .flag("explain", help: "Show how each result's score was computed.")
        static let kind: Option<ProductKind?> = .choice("kind", value: "KIND", among: [.generic, .branded], named: { $0.name },
                                                        help: "Only generic foods or only branded products.")
        static let index: Option<String?> = .text("index", value: "DIR", completion: .directory, help: "Search this index directory instead of the default.")
        static let k1: Option<Double?> = .decimal("k1", value: "X", in: 0...10, help: "BM25 k1 for this query (default: the index's, 1.2).")
        static let b: Option<Double?> = .decimal("b", value: "X", in: 0...1, help: "BM25 b for this query (default: the index's, 0.75).")
        static let exact: Option<Bool> = .flag("exact", help: "No prefix or typo matching.")
        static let interactive: Option<Bool> = .flag("interactive", short: "i", help: "Search as you type (on a terminal): arrows move, Enter prints the choice, Esc cancels.")
    }

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        // Not `joined(separator:)`: its first call in a process looks up a protocol conformance
        // by scanning the binary's conformance records, a tenth of a search that matches nothing.
        var query = ""
        for (position, word) in arguments.positionals.enumerated() {
            if position > 0 { query += " " }
            query += word
        }
        if arguments[Options.interactive] { return try interactive(query, arguments: arguments, context: context) }
        guard !query.trimmingSpaces.isEmpty else { throw arguments.missing("search words") }
        var options = SearchOptions()
        options.limit = arguments[Options.limit]
        options.k1 = arguments[Options.k1]
        options.b = arguments[Options.b]
        options.explain = arguments[Options.explain]
        options.kind = arguments[Options.kind]
        if arguments[Options.exact] { options.prefix = false; options.fuzzy = false }
        let location = IndexLocation.resolve(option: arguments[Options.index], environment: context.environment, paths: context.paths)
        let index = try ProductIndex(directory: location.directory)
        defer { context.keepUntilExit(index) }
        let limit = options.limit
        let json = arguments[Options.json]
        // The table folds identical products into one line, so it asks for more to fill `limit` lines.
        if !json { options.limit = min(1000, limit * 3) }
        let history = try HistorySetting.enabled(arguments, context: context) ? YourFoods.load(context, index: index) : nil
        // Not as you type: every word must match yours whole ("egg" is not your eggnog).
        let hits = try HistoryFirstSearch.search(query, options: options, shown: limit, history: history,
                                                 searcher: Searcher(index: index), prefix: false)
        if json {
            context.print(JSONValue.array(hits.map { SearchRendering.json($0, explain: options.explain) }).rendered(pretty: false))
        }
        guard !hits.isEmpty else {
            // Exit 1 in both modes, like grep: `--json` still prints `[]` so a pipe gets valid JSON.
            printError("foodlog: no products match '\(TextExcerpt.escaped(query, limit: 80))'; try fewer or different words")
            return .failure
        }
        if json { return .success }
        for line in SearchRendering.table(hits, limit: limit, console: context.console, explain: options.explain) { context.print(line) }
        return .success
    }
}

extension SearchCommand {
    /// `search -i`: results redrawn on every keystroke; Enter prints the chosen product as
    /// `search` would (a table row, or JSON with --json) on standard output.
    static func interactive(_ query: String, arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        guard TerminalSession.available(context.console) else { throw TerminalSession.NeedsTerminal(command: "search") }
        var options = SearchOptions()
        options.limit = 10
        options.kind = arguments[Options.kind]
        if arguments[Options.exact] { options.prefix = false; options.fuzzy = false }
        let location = IndexLocation.resolve(option: arguments[Options.index], environment: context.environment, paths: context.paths)
        // One searcher for the session: its scratch memory is paged in by the first keys, not by every key.
        let searcher = Searcher(index: try ProductIndex(directory: location.directory))
        let history = try HistorySetting.enabled(arguments, context: context) ? YourFoods.load(context, index: searcher.index) : nil
        searcher.prepareForSession()
        var picker = InteractivePicker<RankedHit>(query: query, search: {
            try HistoryFirstSearch.search($0, options: options, shown: options.limit, history: history, searcher: searcher, prefix: true)
        }, label: SearchRendering.pickerLabel)
        guard let hit = TerminalSession.pick(&picker, prompt: "search: ") else { return .failure }
        if arguments[Options.json] {
            context.print(JSONValue.array([SearchRendering.json(hit, explain: false)]).rendered(pretty: false))
        } else {
            for line in SearchRendering.table([hit], limit: 1, console: context.console, explain: false) { context.print(line) }
        }
        return .success
    }
}

extension String {
    var trimmingSpaces: Substring {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
