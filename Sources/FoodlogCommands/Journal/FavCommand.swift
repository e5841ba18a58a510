import CLIKit
import FoodlogSupport

/// `foodlog fav`: lists the favorites subcommands.
public enum FavCommand: Command {
    public static let spec = CommandSpec(path: ["fav"], abstract: "favorites: 'fav add|list|rm|move|edit'",
                                         usage: "add|list|rm|move|edit ...", options: [])

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        try CommandGroup.run("fav", [FavAddCommand.self, FavListCommand.self, FavRemoveCommand.self, FavMoveCommand.self,
                                     FavEditCommand.self], arguments: arguments, context: context)
    }
}
