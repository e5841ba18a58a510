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
            guard let kcal = try JournalArguments.nonNegative(arguments, "kcal", upTo: 20_000) else {
                throw ArgumentError.missingArgument(what: "--kcal N (or --entry ID to copy a logged entry)", command: "fav add")
            }
            let grams = try JournalArguments.positive(arguments, "grams")
            let servings = try JournalArguments.positive(arguments, "servings", upTo: 1000)
            favorite = Favorite(name: name, amount: Amount(grams: grams, servings: servings),
                                nutrients: Nutrients(kcal: kcal, protein: try JournalArguments.nonNegative(arguments, "protein", upTo: 2000),
                                                     carbs: try JournalArguments.nonNegative(arguments, "carbs", upTo: 2000),
                                                     fat: try JournalArguments.nonNegative(arguments, "fat", upTo: 2000)))
        }
        try journal.addFavorite(favorite)
        context.print("saved favorite '\(favorite.name)': \(JournalRendering.number(favorite.nutrients.kcal)) kcal"
                      + (favorite.amount.text.isEmpty ? "" : " per " + favorite.amount.text))
        return .success
    }
}
