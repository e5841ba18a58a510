import AIAnalysis
import CLIKit
import FoodJournal
import FoodlogCommands
import FoodlogSupport
import Recipes

/// `foodlog recipes log ID --servings N`: adds servings of a saved recipe to the food journal.
public enum RecipesLogCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.recipesLog, usage: "ID", positionals: .dynamic("recipe"),
        options: [servings, meal, json])

    static let servings: Option<Double> = Option.decimal("servings", short: "s", value: "N", in: 0.01...100,
                                                         help: "How many servings were eaten (default 1; fractions allowed).")
        .defaulting(to: 1)
    static let meal: Option<Meal?> = .choice("meal", short: "m", value: "MEAL",
                                             help: "breakfast, lunch, dinner or snack (default: from the time of day).")
    static let json: Option<Bool> = .flag("json", help: "Print the journal entry as JSON.")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let id = try RecipeRuntime.singleID(arguments)
        let servings = arguments[Self.servings]
        let meal = arguments[Self.meal]
        let stored = try RecipeRuntime.store(context).load(id: id)
        for warning in try RecipeRuntime.newAllergyViolations(stored, context: context) {
            printError("foodlog: warning: this recipe contains \(warning); it was made before that allergy was saved")
        }
        let now = context.now()
        let journal = Journal(dataDirectory: context.paths.data, zone: .from(tz: EnvironmentVariable.timeZone.read(context.environment)), now: { now })
        let entry = try journal.add(RecipeJournalEntry.make(stored, servings: servings, meal: meal, time: journal.currentTime()))
        if arguments[json] {
            context.print(JSONValue.object([
                ("entry_id", .string(entry.id)), ("recipe_id", .string(stored.id)), ("name", .string(entry.name)),
                ("servings", .rounded(servings)), ("meal", .string(entry.meal.rawValue)),
                ("time", .string(entry.time.description)), ("grams", .rounded(entry.amount.grams, places: 1)),
                ("kcal", .rounded(entry.nutrients.kcal, places: 0)), ("protein", .rounded(entry.nutrients.protein, places: 1)),
                ("carbs", .rounded(entry.nutrients.carbs, places: 1)), ("fat", .rounded(entry.nutrients.fat, places: 1)),
                ("estimated", .bool(stored.nutrition.estimated)),
                ("nutrients", NutrientOutput.values(entry.nutrients.details)),
            ]).rendered())
        } else {
            let count = JSONValue.format(servings)
            context.print("Logged \(count) serving\(servings == 1 ? "" : "s") of \(TerminalText.escaped(stored.recipe.name)) to \(entry.meal.rawValue): "
                + "\(NumberText.rounded(entry.nutrients.kcal)) kcal (entry \(entry.id)).")
        }
        return .success
    }
}

/// The journal entry for servings of a recipe: pure, so the numbers are testable. Its nutrients
/// beyond macros are only those every ingredient knew: a sum over some of them would be an
/// undercount the journal could not tell from a known amount.
enum RecipeJournalEntry {
    static func make(_ stored: StoredRecipe, servings: Double, meal: Meal?, time: LocalTime) -> NewEntry {
        let per = stored.nutrition.perServing
        return NewEntry(time: time, meal: meal, name: stored.recipe.name,
                        amount: Amount(grams: per.grams * servings, servings: servings),
                        nutrients: Nutrients(kcal: per.kcal * servings, protein: per.protein * servings,
                                             carbs: per.carbs * servings, fat: per.fat * servings,
                                             details: stored.nutrition.nutrientsPerServing.complete.scaled(by: servings)),
                        source: stored.nutrition.estimated ? .ai : .generic,
                        confidence: stored.nutrition.estimated ? 0.7 : nil,
                        reference: "recipe:" + stored.id)
    }
}
