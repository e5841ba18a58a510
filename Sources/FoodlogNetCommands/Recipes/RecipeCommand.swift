import AIAnalysis
import CLIKit
import FoodlogCommands
import FoodlogSupport
import Foundation
import Recipes

/// `foodlog recipe INGREDIENT...` or `foodlog recipe --receipt PHOTO|-`: a recipe from what is in
/// the kitchen, checked against allergies, with nutrition per serving, saved for later.
public enum RecipeCommand: Command {
    public static let spec = CommandSpec(
        path: ["recipe"], abstract: "suggest a recipe from ingredients or a receipt photo, honouring allergies (AI)",
        usage: "INGREDIENT...",
        options: [
            .option("receipt", short: "r", value: "PHOTO", completion: .file, help: "Read the ingredients off a grocery receipt photo ('-' for standard input)."),
            .option("allergy", short: "a", value: "NAME", repeatable: true,
                    help: "An allergy to honour, added to the saved ones (repeatable; see 'foodlog allergy list')."),
            .flag("ignore-saved-allergies", help: "Use only the --allergy flags, not the allergies saved with 'foodlog allergy add'."),
            .flag("json", help: "Print one JSON object (see docs/recipes.md)."),
            .option("provider", short: "p", value: "NAME", completion: .choices(["openai", "anthropic", "gemini", "compatible"]), help: "Use only this provider: openai, anthropic, gemini or compatible."),
            .flag("no-cache", help: "Ask a provider even if the answer is cached (the new answer is cached)."),
            .flag("no-save", help: "Do not keep the recipe in 'foodlog recipes'."),
            .option("index", value: "DIR", completion: .directory, help: "Compute nutrition from this product index instead of the default."),
            .flag("verbose", short: "v", help: "Show progress on stderr even when it is not a terminal."),
        ],
        discussion: """
        The recipe is checked against every allergy (derived ingredients included: nuts covers pesto and
        marzipan, milk covers butter and feta, ...). A recipe that breaks one is asked for again, at most
        twice; it is never shown. Allergies saved with 'foodlog allergy add' apply unless --ignore-saved-allergies.
        Examples:
          foodlog recipe eggs spinach feta "cherry tomatoes" --allergy nuts --allergy shellfish
          foodlog recipe --receipt receipt.jpg
          cat receipt.jpg | foodlog recipe --receipt - --json
        """)

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let allergies = try RecipeRuntime.allergies(arguments, context: context)
        let photo = try arguments.value("receipt").map { try RecipeRuntime.readPhoto($0, context: context) }
        if photo == nil, arguments.positionals.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw ArgumentError.missingArgument(what: "ingredients (or --receipt PHOTO)", command: "recipe")
        }
        let progress = AIRuntime.progressSink(arguments, context: context)
        let generator = RecipeGenerator(client: try RecipeRuntime.chain(arguments, context: context), progress: progress)

        var kitchen = arguments.positionals
        var receiptItems: [ReceiptItem] = []
        if let photo {
            let (receipt, _) = try generator.readReceipt(image: photo)
            receiptItems = receipt.items
            kitchen = receipt.ingredientNames + kitchen
            if !arguments.flag("json") {
                let listed = receipt.items.map { item in item.quantity.map { "\(item.name) (\($0))" } ?? item.name }
                context.print(context.console.style("From the receipt: ", .bold) + TerminalText.escaped(listed.joined(separator: ", ")))
                context.print("")
            }
        }
        let generated = try generator.recipe(from: kitchen, allergies: allergies)
        let nutrition = RecipeRuntime.nutrition(arguments, context: context, progress: progress).nutrition(of: generated.recipe)
        let now = context.now()
        func build(_ id: String) -> StoredRecipe {
            StoredRecipe(id: id, createdAt: now, source: photo == nil ? .ingredients : .receipt, kitchen: generated.kitchen,
                         excluded: generated.excluded, allergies: allergies.sorted(), provider: generated.provider,
                         model: generated.model, recipe: generated.recipe, nutrition: nutrition)
        }
        let stored = arguments.flag("no-save") ? build("unsaved") : try RecipeRuntime.store(context).save(build)
        var extra: [(String, JSONValue)] = [("saved", .bool(!arguments.flag("no-save"))), ("cached", .bool(generated.cached)),
                                            ("attempts", .integer(generated.attempts))]
        if photo != nil {
            extra.append(("receipt_items", .array(receiptItems.map { item in
                .object([("name", .string(item.name)), ("quantity", item.quantity.map(JSONValue.string) ?? .null)])
            })))
        }
        try RecipeRuntime.show(stored, extra: extra, arguments: arguments, context: context)
        if !arguments.flag("json"), !arguments.flag("no-save") {
            context.print("")
            context.print(context.console.style("Saved as \(stored.id). Log a serving: foodlog recipes log \(stored.id) --servings 1", .dim))
        }
        return .success
    }
}
