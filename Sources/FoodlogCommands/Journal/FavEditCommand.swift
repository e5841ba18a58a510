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
        changes.kcal = try JournalArguments.number(arguments, "kcal", .entryKcal)
        changes.protein = try JournalArguments.number(arguments, "protein", .entryMacro)
        changes.carbs = try JournalArguments.number(arguments, "carbs", .entryMacro)
        changes.fat = try JournalArguments.number(arguments, "fat", .entryMacro)
        changes.grams = try JournalArguments.number(arguments, "grams", .entryGrams)
        changes.servings = try JournalArguments.number(arguments, "servings", .entryServings)
        guard !changes.isEmpty else {
            throw ArgumentError.missingArgument(what: "something to change, e.g. --kcal 190 or --rename NEW", command: "fav edit")
        }
        let favorite = try JournalArguments.journal(context).editFavorite(named: name, changes: changes)
        context.print(TerminalText.escaped("updated favorite '\(favorite.name)': \(JournalRendering.number(favorite.nutrients.kcal)) kcal"
                      + (favorite.amount.text.isEmpty ? "" : " per " + favorite.amount.text)))
        return .success
    }
}
