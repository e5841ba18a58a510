import CLIKit
import FoodlogCommands
import FoodlogSupport
import Recipes

/// `foodlog recipes show ID`: one saved recipe in full.
public enum RecipesShowCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.recipesShow, usage: "ID",
        options: [json])

    static let json: Option<Bool> = .flag("json", help: "Print one JSON object (see docs/recipes.md).")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let id = try RecipeRuntime.singleID(arguments)
        try RecipeRuntime.show(try RecipeRuntime.store(context).load(id: id), json: arguments[json], context: context)
        return .success
    }
}

extension RecipeRuntime {
    /// The one ID positional of `recipes show|rm|log`.
    static func singleID(_ arguments: ParsedArguments) throws -> String {
        guard let id = arguments.positionals.first else {
            throw arguments.missing("recipe ID (see 'foodlog recipes')")
        }
        guard arguments.positionals.count == 1 else {
            throw arguments.unexpected(arguments.positionals[1])
        }
        return id
    }
}
