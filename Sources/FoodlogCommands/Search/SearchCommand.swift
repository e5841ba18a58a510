import CLIKit
import FoodIndex
import FoodlogSupport

/// `foodlog search QUERY...`: ranked products from the local index, offline.
public enum SearchCommand: Command {
    public static let spec = CommandSpec(
        path: ["search"], abstract: "search foods and products offline",
        usage: "QUERY...", positionals: .dynamic("food"),
        options: [
            .option("limit", short: "n", value: "N", help: "Number of results (default 10, at most 1000)."),
            .flag("json", help: "Print a JSON array (see README, 'JSON output')."),
            .flag("explain", help: "Show how each result's score was computed."),
            .option("kind", value: "KIND", completion: .choices(["generic", "branded"]), help: "Only generic foods or only branded products."),
            .option("index", value: "DIR", completion: .directory, help: "Search this index directory instead of the default."),
            .option("k1", value: "X", help: "BM25 k1 for this query (default: the index's, 1.2)."),
            .option("b", value: "X", help: "BM25 b for this query (default: the index's, 0.75)."),
            .flag("exact", help: "No prefix or typo matching."),
            .flag("interactive", short: "i", help: "Search as you type (on a terminal): arrows move, Enter prints the choice, Esc cancels."),
            HistorySetting.option,
        ],
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

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let query = arguments.positionals.joined(separator: " ")
        if arguments.flag("interactive") { return try interactive(query, arguments: arguments, context: context) }
        guard !query.trimmingSpaces.isEmpty else { throw ArgumentError.missingArgument(what: "search words", command: "search") }
        var options = SearchOptions()
        options.limit = try arguments.integer("limit", default: 10, in: 1...1000)!
        options.k1 = try arguments.decimal("k1", in: 0...10)
        options.b = try arguments.decimal("b", in: 0...1)
        options.explain = arguments.flag("explain")
        if let kind = try arguments.choice("kind", from: ["generic", "branded"]) {
            options.kind = kind == "generic" ? .generic : .branded
        }
        if arguments.flag("exact") { options.prefix = false; options.fuzzy = false }
        let location = IndexLocation.resolve(option: arguments.value("index"), environment: context.environment, paths: context.paths)
        let index = try ProductIndex(directory: location.directory)
        let limit = options.limit
        let json = arguments.flag("json")
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
        if let kind = try arguments.choice("kind", from: ["generic", "branded"]) { options.kind = kind == "generic" ? .generic : .branded }
        if arguments.flag("exact") { options.prefix = false; options.fuzzy = false }
        let location = IndexLocation.resolve(option: arguments.value("index"), environment: context.environment, paths: context.paths)
        // One searcher for the session: its scratch memory is paged in by the first keys, not by every key.
        let searcher = Searcher(index: try ProductIndex(directory: location.directory))
        let history = try HistorySetting.enabled(arguments, context: context) ? YourFoods.load(context, index: searcher.index) : nil
        searcher.prepareForSession()
        var picker = InteractivePicker<RankedHit>(query: query, search: {
            try HistoryFirstSearch.search($0, options: options, shown: options.limit, history: history, searcher: searcher, prefix: true)
        }, label: SearchRendering.pickerLabel)
        guard let hit = TerminalSession.pick(&picker, prompt: "search: ") else { return .failure }
        if arguments.flag("json") {
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
