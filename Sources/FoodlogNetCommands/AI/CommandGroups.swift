import CLIKit
import FoodlogCommands
import FoodlogSupport

/// `foodlog key` alone: names its subcommands instead of failing as an unknown command.
public enum KeyGroupCommand: Command {
    public static let spec = CommandSpec(
        path: ["key"], abstract: "store, list or remove AI provider keys",
        usage: "set PROVIDER | list | rm PROVIDER", options: [],
        discussion: """
        Subcommands:
          key set PROVIDER   store a key read from standard input (mode 600)
          key list           show which providers have a key, masked
          key rm PROVIDER    delete a stored key
        """)

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        try CommandGroup.missingSubcommand(group: "key", given: arguments.positionals.first, subcommands: ["set", "list", "rm"])
    }
}

/// `foodlog cache` alone: names its subcommand.
public enum CacheGroupCommand: Command {
    public static let spec = CommandSpec(
        path: ["cache"], abstract: "manage cached AI answers",
        usage: "clear", options: [],
        discussion: "Subcommands:\n  cache clear   remove cached AI answers")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        try CommandGroup.missingSubcommand(group: "cache", given: arguments.positionals.first, subcommands: ["clear"])
    }
}

enum CommandGroup {
    /// Fails with a usage error naming the subcommands (and the closest one to a typo).
    static func missingSubcommand(group: String, given: String?, subcommands: [String]) throws -> ExitCode {
        guard let given else {
            throw ArgumentError.missingArgument(what: "subcommand (\(subcommands.joined(separator: ", ")))", command: group)
        }
        throw ArgumentError.unknownCommand("\(group) \(given)",
                                           suggestion: ArgumentParser.closest(given, among: subcommands).map { "\(group) \($0)" })
    }
}
