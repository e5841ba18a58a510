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
