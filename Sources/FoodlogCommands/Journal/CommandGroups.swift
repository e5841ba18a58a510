import CLIKit
import FoodlogSupport

/// `foodlog goal` and `foodlog fav` without a subcommand: list the subcommands.
enum CommandGroup {
    static func run(_ name: String, _ subcommands: [any Command.Type], arguments: ParsedArguments,
                    context: CommandContext) throws -> ExitCode {
        if let word = arguments.positionals.first {
            let names = subcommands.compactMap { $0.spec.path.last }
            throw ArgumentError.unknownCommand("\(name) \(word)", suggestion: ArgumentParser.closest(word, among: names).map { "\(name) \($0)" })
        }
        context.print("Usage: foodlog \(name) SUBCOMMAND")
        context.print("")
        for command in subcommands {
            context.print("  foodlog \(command.spec.path.joined(separator: " ")) \(command.spec.usage)")
            context.print("      \(command.spec.abstract)")
        }
        return .usage
    }
}

/// `foodlog goal`: lists `goal set` and `goal show`.
public enum GoalCommand: Command {
    public static let spec = CommandSpec(path: ["goal"], abstract: "daily goals: 'goal set', 'goal show'", usage: "set|show ...", options: [])

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        try CommandGroup.run("goal", [GoalSetCommand.self, GoalShowCommand.self], arguments: arguments, context: context)
    }
}

/// `foodlog fav`: lists the favorites subcommands.
public enum FavCommand: Command {
    public static let spec = CommandSpec(path: ["fav"], abstract: "favorites: 'fav add|list|rm|move|edit'",
                                         usage: "add|list|rm|move|edit ...", options: [])

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        try CommandGroup.run("fav", [FavAddCommand.self, FavListCommand.self, FavRemoveCommand.self, FavMoveCommand.self,
                                     FavEditCommand.self], arguments: arguments, context: context)
    }
}
