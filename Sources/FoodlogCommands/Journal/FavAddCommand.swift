import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog fav add NAME ...`: save a food to log again with `add --fav NAME`.
public enum FavAddCommand: Command {
    public static let spec = CommandSpec(
        path: ["fav", "add"], abstract: "save a favorite food",
        usage: "NAME...",
        options: JournalArguments.nutrientOptions + JournalArguments.amountOptions + [
            .option("entry", short: "e", value: "ID", completion: .dynamic("entry"), help: "Copy a logged entry (its amount and numbers)."),
        ],
        discussion: """
        Names are at most \(Favorite.maximumNameLength) characters (longer ones are shortened, with a notice) and
        compare without regard to case. Examples:
          foodlog fav add protein shake --kcal 180 --protein 30 --carbs 8 --fat 3 --servings 1
          foodlog fav add usual breakfast --entry k3f9x2ab
        """)

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let name = try FavoriteNames.new(arguments, command: "fav add")
        let journal = JournalArguments.journal(context)
        let favorite: Favorite
        if let id = arguments.value("entry") {
            if arguments.value("kcal") != nil { throw ArgumentError.conflicting("--entry", "--kcal") }
            let entry = try journal.locate(id).entry
            favorite = Favorite(name: name, amount: entry.amount, nutrients: entry.nutrients, source: entry.source,
                                confidence: entry.confidence, reference: entry.reference)
        } else {
            guard let kcal = try JournalArguments.number(arguments, "kcal", .entryKcal) else {
                throw ArgumentError.missingArgument(what: "--kcal N (or --entry ID to copy a logged entry)", command: "fav add")
            }
            let grams = try JournalArguments.number(arguments, "grams", .entryGrams)
            let servings = try JournalArguments.number(arguments, "servings", .entryServings)
            favorite = Favorite(name: name, amount: Amount(grams: grams, servings: servings),
                                nutrients: Nutrients(kcal: kcal, protein: try JournalArguments.number(arguments, "protein", .entryMacro),
                                                     carbs: try JournalArguments.number(arguments, "carbs", .entryMacro),
                                                     fat: try JournalArguments.number(arguments, "fat", .entryMacro)))
        }
        try journal.addFavorite(favorite)
        context.print(TerminalText.escaped("saved favorite '\(favorite.name)': \(JournalRendering.number(favorite.nutrients.kcal)) kcal"
                      + (favorite.amount.text.isEmpty ? "" : " per " + favorite.amount.text)))
        return .success
    }
}
