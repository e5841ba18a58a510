import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog fav edit NAME ...`: change a favorite's name, amount or numbers.
public enum FavEditCommand: Command {
    public static let spec = CommandSpec(
        path: ["fav", "edit"], abstract: "change a favorite",
        usage: "NAME...", positionals: .dynamic("fav"),
        options: [rename] + JournalArguments.nutrientOptions + JournalArguments.amountOptions)

    static let rename: Option<String?> = .text("rename", value: "NEW", help: "New name (shortened with a notice when too long).")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let name = try FavoriteNames.existing(arguments)
        var changes = FavoriteChanges()
        if let rename = arguments[rename] {
            let (newName, shortened) = Favorite.normalizedName(rename)
            guard !newName.isEmpty else { throw ArgumentError.invalidValue(option: "rename", value: rename, expected: "a name") }
            if shortened {
                printError("foodlog: note: favorite names are at most \(Favorite.maximumNameLength) characters; renamed to '\(newName)'")
            }
            changes.name = newName
        }
        changes.kcal = arguments[JournalArguments.kcal]
        changes.protein = arguments[JournalArguments.protein]
        changes.carbs = arguments[JournalArguments.carbs]
        changes.fat = arguments[JournalArguments.fat]
        changes.grams = arguments[JournalArguments.grams]
        changes.servings = arguments[JournalArguments.servings]
        guard !changes.isEmpty else {
            throw arguments.missing("something to change, e.g. --kcal 190 or --rename NEW")
        }
        let favorite = try JournalArguments.journal(context).editFavorite(named: name, changes: changes)
        context.print(TerminalText.escaped("updated favorite '\(favorite.name)': \(JournalRendering.number(favorite.nutrients.kcal)) kcal"
                      + (favorite.amount.text.isEmpty ? "" : " per " + favorite.amount.text)))
        return .success
    }
}
