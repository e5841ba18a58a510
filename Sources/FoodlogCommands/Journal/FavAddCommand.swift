import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog fav add NAME ...`: save a food to log again with `add --fav NAME`.
public enum FavAddCommand: Command {
    public static let spec = CommandSpec(
        path: ["fav", "add"], abstract: "save a favorite food",
        usage: "NAME...",
        options: JournalArguments.nutrientOptions + JournalArguments.amountOptions + [entry] + NutrientOptions.entry.all,
        discussion: """
        Names are at most \(Favorite.maximumNameLength) characters (longer ones are shortened, with a notice) and
        compare without regard to case. Examples:
          foodlog fav add protein shake --kcal 180 --protein 30 --carbs 8 --fat 3 --servings 1
          foodlog fav add oat bar --kcal 190 --fiber 4 --sodium 95 --grams 45
          foodlog fav add usual breakfast --entry k3f9x2ab
        """)

    static let entry: Option<String?> = .text("entry", short: "e", value: "ID", completion: .dynamic("entry"),
                                              help: "Copy a logged entry (its amount and numbers).")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let name = try FavoriteNames.new(arguments)
        let journal = JournalArguments.journal(context)
        let favorite: Favorite
        if let id = arguments[entry] {
            if let number = JournalArguments.givenNumber(arguments) { throw ArgumentError.conflicting("--entry", number) }
            let entry = try journal.locate(id).entry
            favorite = Favorite(name: name, amount: entry.amount, nutrients: entry.nutrients, source: entry.source,
                                confidence: entry.confidence, reference: entry.reference)
        } else {
            guard let kcal = arguments[JournalArguments.kcal] else {
                throw arguments.missing("--kcal N (or --entry ID to copy a logged entry)")
            }
            let grams = arguments[JournalArguments.grams]
            let servings = arguments[JournalArguments.servings]
            favorite = Favorite(name: name, amount: Amount(grams: grams, servings: servings),
                                nutrients: Nutrients(kcal: kcal, protein: arguments[JournalArguments.protein],
                                                     carbs: arguments[JournalArguments.carbs],
                                                     fat: arguments[JournalArguments.fat],
                                                     details: NutrientOptions.entry.values(arguments)))
        }
        try journal.addFavorite(favorite)
        context.print(TerminalText.escaped("saved favorite '\(favorite.name)': \(JournalRendering.number(favorite.nutrients.kcal)) kcal"
                      + (favorite.amount.text.isEmpty ? "" : " per " + favorite.amount.text)))
        return .success
    }
}
