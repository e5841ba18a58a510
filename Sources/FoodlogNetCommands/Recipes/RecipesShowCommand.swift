import CLIKit
import FoodlogCommands
import FoodlogSupport
import Recipes

/// `foodlog recipes show ID`: one saved recipe in full.
public enum RecipesShowCommand: Command {
    public static let spec = CommandSpec(
        path: ["recipes", "show"], abstract: "show a saved recipe",
        usage: "ID",
        options: [.flag("json", help: "Print one JSON object (see docs/recipes.md).")])

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let id = try RecipeRuntime.singleID(arguments, command: "recipes show")
        try RecipeRuntime.show(try RecipeRuntime.store(context).load(id: id), arguments: arguments, context: context)
        return .success
    }
}

extension RecipeRuntime {
    /// The one ID positional of `recipes show|rm|log`.
    static func singleID(_ arguments: ParsedArguments, command: String) throws -> String {
        guard let id = arguments.positionals.first else {
            throw ArgumentError.missingArgument(what: "recipe ID (see 'foodlog recipes')", command: command)
        }
        guard arguments.positionals.count == 1 else {
            throw ArgumentError.unexpectedArgument(arguments.positionals[1], command: command)
        }
        return id
    }
}
