import CLIKit
import FoodlogSupport

/// `foodlog goal`: lists `goal set` and `goal show`.
public enum GoalCommand: Command {
    public static let spec = CommandSpec(path: ["goal"], abstract: "daily goals: 'goal set', 'goal show'", usage: "set|show ...", options: [])

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        try CommandGroup.run("goal", [GoalSetCommand.self, GoalShowCommand.self], arguments: arguments, context: context)
    }
}
