import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog fav list`: the favorites in their order.
public enum FavListCommand: Command {
    public static let spec = CommandSpec(
        path: ["fav", "list"], abstract: "list favorite foods",
        usage: "",
        options: [json],
        acceptsPositionals: false)

    static let json: Option<Bool> = .flag("json", help: "Print a JSON array (see docs/journal.md).")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let journal = JournalArguments.journal(context)
        let (favorites, damaged) = try journal.favorites()
        JournalArguments.warn(damaged, journal: journal)
        JournalArguments.warnOutOfRange(favorites)
        if arguments[json] {
            context.print(JSONValue.array(favorites.enumerated().map { JournalRendering.json($1, position: $0 + 1) }).rendered())
            return .success
        }
        guard !favorites.isEmpty else {
            context.print("no favorites yet; save one with 'foodlog fav add NAME --kcal N ...'")
            return .success
        }
        var table = TextTable(headers: ["#", "name", "amount", "kcal", "protein", "carbs", "fat"],
                              alignments: [.right, .left, .right, .right, .right, .right, .right])
        for (index, favorite) in favorites.enumerated() {
            let flagged = Set(favorite.implausibleFields.map(\.field))
            let amountMark = flagged.contains("grams") || flagged.contains("servings") ? JournalRendering.marker : ""
            table.append([String(index + 1), favorite.name, favorite.amount.text + amountMark,
                          JournalRendering.cell(favorite.nutrients.kcal, field: "kcal", of: flagged),
                          JournalRendering.cell(favorite.nutrients.protein, places: 1, field: "protein", of: flagged),
                          JournalRendering.cell(favorite.nutrients.carbs, places: 1, field: "carbs", of: flagged),
                          JournalRendering.cell(favorite.nutrients.fat, places: 1, field: "fat", of: flagged)])
        }
        for line in table.render(headerStyle: { context.console.style($0, .dim) }) { context.print(line) }
        return .success
    }
}
