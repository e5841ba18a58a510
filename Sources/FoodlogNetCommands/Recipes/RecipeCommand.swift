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
        CommandTable.recipe, usage: "INGREDIENT...",
        options: [Options.receipt, Options.allergy, Options.ignoreSavedAllergies, Options.json, AIRuntime.Options.provider,
                  AIRuntime.Options.noCache, Options.noSave, Options.index, AIRuntime.Options.verbose],
        discussion: """
        The recipe is checked against every allergy (derived ingredients included: nuts covers pesto and
        marzipan, milk covers butter and feta, ...). A recipe that breaks one is asked for again, at most
        twice; it is never shown. Allergies saved with 'foodlog allergy add' apply unless --ignore-saved-allergies.
        Examples:
          foodlog recipe eggs spinach feta "cherry tomatoes" --allergy nuts --allergy shellfish
          foodlog recipe --receipt receipt.jpg
          cat receipt.jpg | foodlog recipe --receipt - --json
        """)

    enum Options {
        static let receipt: Option<String?> = .text("receipt", short: "r", value: "PHOTO", completion: .file,
                                                    help: "Read the ingredients off a grocery receipt photo ('-' for standard input).")
        static let allergy: Option<[String]> = Option.text("allergy", short: "a", value: "NAME",
                                                           help: "An allergy to honour, added to the saved ones (repeatable; see 'foodlog allergy list').")
            .repeatable()
        static let ignoreSavedAllergies: Option<Bool> = .flag("ignore-saved-allergies",
                                                              help: "Use only the --allergy flags, not the allergies saved with 'foodlog allergy add'.")
        static let json: Option<Bool> = .flag("json", help: "Print one JSON object (see docs/recipes.md).")
        static let noSave: Option<Bool> = .flag("no-save", help: "Do not keep the recipe in 'foodlog recipes'.")
        static let index: Option<String?> = .text("index", value: "DIR", completion: .directory,
                                                  help: "Compute nutrition from this product index instead of the default.")
    }

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let allergies = try RecipeRuntime.allergies(arguments, context: context)
        let photo = try arguments[Options.receipt].map { try RecipeRuntime.readPhoto($0, context: context) }
        if photo == nil, arguments.positionals.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw arguments.missing("ingredients (or --receipt PHOTO)")
        }
        let choices = AIRuntime.Choices(provider: arguments[AIRuntime.Options.provider]?.rawValue,
                                        readsCache: !arguments[AIRuntime.Options.noCache], verbose: arguments[AIRuntime.Options.verbose],
                                        index: arguments[Options.index])
        let progress = AIRuntime.progressSink(verbose: choices.verbose, context: context)
        let generator = RecipeGenerator(client: try AIRuntime.chain(choices, context: context), progress: progress)

        var kitchen = arguments.positionals
        var receiptItems: [ReceiptItem] = []
        if let photo {
            let (receipt, _) = try generator.readReceipt(image: photo)
            receiptItems = receipt.items
            kitchen = receipt.ingredientNames + kitchen
            if !arguments[Options.json] {
                let listed = receipt.items.map { item in item.quantity.map { "\(item.name) (\($0))" } ?? item.name }
                context.print(context.console.style("From the receipt: ", .bold) + TerminalText.escaped(listed.joined(separator: ", ")))
                context.print("")
            }
        }
        let generated = try generator.recipe(from: kitchen, allergies: allergies)
        let nutrition = RecipeRuntime.nutrition(index: choices.index, context: context, progress: progress).nutrition(of: generated.recipe)
        let now = context.now()
        func build(_ id: String) -> StoredRecipe {
            StoredRecipe(id: id, createdAt: now, source: photo == nil ? .ingredients : .receipt, kitchen: generated.kitchen,
                         excluded: generated.excluded, allergies: allergies.sorted(), provider: generated.provider,
                         model: generated.model, recipe: generated.recipe, nutrition: nutrition)
        }
        let stored = arguments[Options.noSave] ? build("unsaved") : try RecipeRuntime.store(context).save(build)
        var extra: [(String, JSONValue)] = [("saved", .bool(!arguments[Options.noSave])), ("cached", .bool(generated.cached)),
                                            ("attempts", .integer(generated.attempts))]
        if photo != nil {
            extra.append(("receipt_items", .array(receiptItems.map { item in
                .object([("name", .string(item.name)), ("quantity", item.quantity.map(JSONValue.string) ?? .null)])
            })))
        }
        try RecipeRuntime.show(stored, extra: extra, json: arguments[Options.json], context: context)
        if !arguments[Options.json], !arguments[Options.noSave] {
            context.print("")
            context.print(context.console.style("Saved as \(stored.id). Log a serving: foodlog recipes log \(stored.id) --servings 1", .dim))
        }
        return .success
    }
}
