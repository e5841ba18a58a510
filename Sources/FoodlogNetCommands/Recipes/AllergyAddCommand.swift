import CLIKit
import FoodlogCommands
import FoodlogSupport
import Recipes

/// `foodlog allergy add NAME...`: saves allergies that every `foodlog recipe` honours.
public enum AllergyAddCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.allergyAdd, usage: "NAME...",
        options: [],
        discussion: "Names: " + Allergen.allCases.map(\.name).joined(separator: ", ")
            + " (also dairy, tree-nuts, wheat, soya, sulfites, ...).\nSaved in $XDG_CONFIG_HOME/foodlog/allergies, one per line.")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw arguments.missing("allergy name, e.g. 'foodlog allergy add nuts'")
        }
        let allergies = try arguments.positionals.map { text throws(AllergyNameError) in try Allergen(parsing: text) }
        let added = try RecipeRuntime.allergyStore(context).add(allergies)
        let already = allergies.filter { !added.contains($0) }
        if !added.isEmpty { context.print("Saved: " + TerminalText.escaped(added.map(\.name).joined(separator: ", ")) + ".") }
        if !already.isEmpty { context.print("Already saved: " + TerminalText.escaped(already.map(\.name).joined(separator: ", ")) + ".") }
        return .success
    }
}
