import CLIKit
import FoodlogCommands
import FoodlogSupport
import Recipes

/// `foodlog allergy list`: the saved allergies and what each covers.
public enum AllergyListCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.allergyList, usage: "",
        options: [all, json],
        acceptsPositionals: false)

    static let all: Option<Bool> = .flag("all", help: "List every allergy foodlog knows, marking the saved ones.")
    static let json: Option<Bool> = .flag("json", help: "Print a JSON array of {name, saved, covers}.")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let saved = try RecipeRuntime.allergyStore(context).load()
        let shown = arguments[all] ? Allergen.allCases : saved
        if arguments[json] {
            context.print(JSONValue.array(shown.map { allergen in
                .object([("name", .string(allergen.name)), ("saved", .bool(saved.contains(allergen))),
                         ("covers", .string(allergen.summary))])
            }).rendered())
        } else if shown.isEmpty {
            context.print("No allergies saved. Add one: foodlog allergy add nuts  (see 'foodlog allergy list --all')")
        } else {
            var table = TextTable(headers: ["Allergy", "Saved", "Covers"], alignments: [.left, .left, .left])
            for allergen in shown { table.append([allergen.name, saved.contains(allergen) ? "yes" : "", allergen.summary]) }
            for line in table.render(headerStyle: { context.console.style($0, .bold) }) { context.print(line) }
        }
        return .success
    }
}
