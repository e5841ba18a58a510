import CLIKit
import FoodlogCommands
import FoodlogSupport
import Recipes

/// `foodlog recipes rm ID`: deletes a saved recipe.
public enum RecipesRemoveCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.recipesRemove, usage: "ID",
        options: [json])

    static let json: Option<Bool> = .flag("json", help: "Print the removed recipe's id and name as JSON.")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let id = try RecipeRuntime.singleID(arguments)
        let removed = try RecipeRuntime.store(context).remove(id: id)
        if arguments[json] {
            context.print(JSONValue.object([("removed", .string(removed.id)), ("name", .string(removed.recipe.name))]).rendered())
        } else {
            context.print(TerminalText.escaped("Removed \(removed.id) (\(removed.recipe.name))."))
        }
        return .success
    }
}
