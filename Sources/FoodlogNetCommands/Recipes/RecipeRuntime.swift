import AIAnalysis
import CLIKit
import FoodIndex
import FoodlogCommands
import FoodlogSupport
import Foundation
import Recipes

/// Wires the recipe commands to a command's context: allergies (saved and flags), the provider
/// chain (through `AIRuntime`'s settings), the recipe store and the food index for nutrition.
enum RecipeRuntime {
    static func store(_ context: CommandContext) -> RecipeStore { RecipeStore(dataDirectory: context.paths.data) }

    static func allergyStore(_ context: CommandContext) -> AllergyStore { AllergyStore(configDirectory: context.paths.config) }

    /// Saved allergies merged with `--allergy` flags (saved first), unless `--ignore-saved-allergies`.
    static func allergies(_ arguments: ParsedArguments, context: CommandContext) throws -> [Allergen] {
        var result = arguments[RecipeCommand.Options.ignoreSavedAllergies] ? [] : try allergyStore(context).load()
        for text in arguments[RecipeCommand.Options.allergy] {
            let allergen: Allergen
            do { allergen = try Allergen(parsing: text) } catch {
                throw ArgumentError.invalidValue(option: "allergy", value: text,
                                                 expected: "one of " + Allergen.allCases.map(\.name).joined(separator: ", "))
            }
            if !result.contains(allergen) { result.append(allergen) }
        }
        return result
    }

    /// Nutrition from the generic foods of the product index when one opens; estimates otherwise.
    static func nutrition(index: String?, context: CommandContext,
                          progress: @Sendable (String) -> Void) -> NutritionCalculator {
        let location = IndexLocation.resolve(option: index, environment: context.environment, paths: context.paths)
        guard let index = try? ProductIndex(directory: location.directory) else {
            progress("no product index at \(location.directory); nutrition will be the provider's estimate")
            return NutritionCalculator(foods: nil, measures: RecipeHouseholdMeasures())
        }
        return NutritionCalculator(foods: RecipeFoodMatching(index: index), measures: RecipeHouseholdMeasures())
    }

    /// Reads a receipt photo from a path or standard input (`-`).
    static func readPhoto(_ source: String, context: CommandContext) throws(ImageError) -> ImageInput {
        if source == "-" {
            if context.console.stdinIsTerminal {
                throw .unreadable(source: "standard input",
                                  reason: "it is a terminal, not a photo; pipe one in, e.g. 'cat receipt.jpg | foodlog recipe --receipt -'")
            }
            return try ImageInput(bytes: AIRuntime.readStandardInput(), source: "standard input")
        }
        return try ImageInput(contentsOfFile: source)
    }

    /// Reports damaged recipe files on stderr, one line each, without failing the command.
    static func report(_ damaged: [StorageError]) {
        for error in damaged { printError("foodlog: warning: " + error.message) }
    }

    /// Prints a recipe as JSON or text. A saved recipe is re-checked against the allergies saved
    /// since it was made, so an old recipe is never passed off as safe: each violation is a
    /// warning on stderr and in `allergy_warnings`.
    static func show(_ stored: StoredRecipe, extra: [(String, JSONValue)] = [], json: Bool,
                     context: CommandContext) throws {
        let warnings = try newAllergyViolations(stored, context: context)
        for warning in warnings {
            printError("foodlog: warning: this recipe contains \(warning); it was made before that allergy was saved")
        }
        if json {
            let extra = extra + [("allergy_warnings", .array(warnings.map { .string($0.description) }))]
            context.print(RecipeJSON.recipe(stored, extra: extra).rendered())
        } else {
            for line in RecipeText.recipe(stored, console: context.console) { context.print(line) }
        }
    }

    /// Violations of saved allergies the recipe was not checked against when it was made.
    static func newAllergyViolations(_ stored: StoredRecipe, context: CommandContext) throws -> [AllergenViolation] {
        let unchecked = try allergyStore(context).load().filter { !stored.allergies.contains($0) }
        return AllergenChecker(allergies: unchecked).violations(in: stored.recipe)
    }
}
