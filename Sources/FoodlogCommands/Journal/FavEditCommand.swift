import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog fav edit NAME ...`: change a favorite's name, amount or numbers.
public enum FavEditCommand: Command {
    public static let spec = CommandSpec(
        path: ["fav", "edit"], abstract: "change a favorite",
        usage: "NAME...", positionals: .dynamic("fav"),
        options: [.option("rename", value: "NEW", help: "New name (shortened with a notice when too long).")]
            + JournalArguments.nutrientOptions + JournalArguments.amountOptions)

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let name = try FavoriteNames.existing(arguments, command: "fav edit")
        var changes = FavoriteChanges()
        if let rename = arguments.value("rename") {
            let (newName, shortened) = Favorite.normalizedName(rename)
            guard !newName.isEmpty else { throw ArgumentError.invalidValue(option: "rename", value: rename, expected: "a name") }
            if shortened {
                printError("foodlog: note: favorite names are at most \(Favorite.maximumNameLength) characters; renamed to '\(newName)'")
            }
            changes.name = newName
        }
        changes.kcal = try JournalArguments.nonNegative(arguments, "kcal", upTo: 20_000)
        changes.protein = try JournalArguments.nonNegative(arguments, "protein", upTo: 2000)
        changes.carbs = try JournalArguments.nonNegative(arguments, "carbs", upTo: 2000)
        changes.fat = try JournalArguments.nonNegative(arguments, "fat", upTo: 2000)
        changes.grams = try JournalArguments.positive(arguments, "grams")
        changes.servings = try JournalArguments.positive(arguments, "servings", upTo: 1000)
        guard !changes.isEmpty else {
            throw ArgumentError.missingArgument(what: "something to change, e.g. --kcal 190 or --rename NEW", command: "fav edit")
        }
        let favorite = try JournalArguments.journal(context).editFavorite(named: name, changes: changes)
        context.print("updated favorite '\(favorite.name)': \(JournalRendering.number(favorite.nutrients.kcal)) kcal"
                      + (favorite.amount.text.isEmpty ? "" : " per " + favorite.amount.text))
        return .success
    }
}
