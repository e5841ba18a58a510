import CLIKit
import FoodlogCommands
import FoodlogSupport
import Recipes

/// `foodlog recipes`: saved recipes, newest first.
public enum RecipesCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.recipes, usage: "",
        options: [json, limit],
        discussion: """
        Subcommands:
          foodlog recipes show ID      the full recipe (ID may be a unique prefix)
          foodlog recipes rm ID        delete it
          foodlog recipes log ID --servings 1   add servings to the food journal
        """,
        acceptsPositionals: false)

    static let json: Option<Bool> = .flag("json", help: "Print a JSON array of summaries (see docs/recipes.md).")
    static let limit: Option<Int?> = .integer("limit", short: "n", value: "N", in: 1...Int.max, help: "Show at most N recipes (default: all).")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let limit = arguments[Self.limit]
        var (recipes, damaged) = try RecipeRuntime.store(context).list()
        RecipeRuntime.report(damaged)
        if let limit { recipes = Array(recipes.prefix(limit)) }
        if arguments[json] {
            context.print(RecipeJSON.list(recipes).rendered())
        } else if recipes.isEmpty {
            context.print("No saved recipes yet. Make one: foodlog recipe eggs spinach feta")
        } else {
            for line in RecipeText.list(recipes, console: context.console) { context.print(line) }
        }
        return .success
    }
}
