import CLIKit
import FoodlogSupport

/// The version printed by `foodlog --version` and sent in `User-Agent` headers.
public let foodlogVersion = "0.1.0"

/// Runs one command line to completion and returns the process exit code.
///
/// Every error that reaches here is printed as a single `foodlog: ` line (the set's program) on standard error; no
/// stack trace, no partial output on standard output after it. Messages can quote untrusted text
/// (paths, queries, provider answers): `printError` shows its control characters escaped, so the
/// line can neither drive the terminal nor break into two.
public enum Runner {
    /// Where a binary sends the commands it does not link.
    public enum Delegate {
        /// Replace this process with the named executable found beside this one.
        case sibling(String)
    }

    public static func main(_ set: CommandSet, delegate: Delegate?, context: CommandContext) -> Int32 {
        let words = Array(context.processArguments.dropFirst())
        let code: ExitCode
        do {
            code = try run(words, set: set, delegate: delegate, context: context)
        } catch let error as UserFacingError {
            context.output.flush()
            printError(set.program + ": " + error.message)
            return error.exitCode.rawValue
        } catch {
            context.output.flush()
            printError(set.program + ": unexpected error: \(error)")
            return ExitCode.software.rawValue
        }
        context.output.flush()
        return code.rawValue
    }

    static func run(_ words: [String], set: CommandSet, delegate: Delegate?, context: CommandContext) throws -> ExitCode {
        guard let first = words.first, first != "--help", first != "-h" else {
            context.print(HelpText.overview(set))
            return words.isEmpty ? .usage : .success
        }
        if first == "--version" || first == "version" {
            context.print("\(set.program) \(foodlogVersion)")
            return .success
        }
        if first == "help" {
            let topic = Array(words.dropFirst())
            if topic.isEmpty { context.print(HelpText.overview(set)); return .success }
            return try run(topic + ["--help"], set: set, delegate: delegate, context: context)
        }
        if set.isDelegated(first), case .sibling(let name)? = delegate {
            try handOff(to: name, context: context)
        }
        guard let node = set.node(words) else {
            throw ArgumentError.unknownCommand(first, program: set.program, suggestion: ArgumentParser.closest(first, among: set.topLevelNames))
        }
        switch node {
        case .group(let group, let rest):
            return try runGroup(group, rest: rest, set: set, context: context)
        case .command(let command, let rest):
            let subcommands = set.subcommands(of: command.spec.path)
            if let word = rest.first, !subcommands.isEmpty, !command.spec.acceptsPositionals, !word.hasPrefix("-") {
                throw unknownSubcommand(word, of: command.spec, subcommands: subcommands, program: set.program)
            }
            let arguments = try ArgumentParser.parse(rest, spec: command.spec, program: set.program)
            if arguments.helpRequested {
                context.print(command.spec.helpText(program: set.program, subcommands: subcommands))
                return .success
            }
            var context = context
            context.commandSet = set
            return try command.run(arguments, context: context)
        }
    }

    /// `foodlog goal` alone (or with `--help`) prints the group's subcommands; any other word is
    /// blamed as an unknown subcommand, an option as a missing one.
    static func runGroup(_ group: CommandSpec, rest: [String], set: CommandSet, context: CommandContext) throws -> ExitCode {
        let subcommands = set.subcommands(of: group.path)
        let command = group.invocation(program: set.program)
        guard let word = rest.first, !["--help", "-h"].contains(word) else {
            context.print(group.groupHelpText(program: set.program, subcommands: subcommands))
            return .success
        }
        if word.hasPrefix("-") {
            let names = subcommands.compactMap(\.path.last).joined(separator: ", ")
            throw ArgumentError.missingArgument(what: "subcommand before '\(TextExcerpt.escaped(word, limit: 80))' (\(names))", command: command)
        }
        throw unknownSubcommand(word, of: group, subcommands: subcommands, program: set.program)
    }

    static func unknownSubcommand(_ word: String, of parent: CommandSpec, subcommands: [CommandSpec], program: String) -> ArgumentError {
        .unknownSubcommand(word, program: program, parent: parent.path.joined(separator: " "),
                           suggestion: ArgumentParser.closest(word, among: subcommands.compactMap(\.path.last)))
    }

    /// Replaces this process with the sibling executable, passing the same words.
    static func handOff(to name: String, context: CommandContext) throws -> Never {
        context.output.flush()
        let own = Platform.executablePath() ?? context.processArguments[0]
        let path = PathString.join(PathString.directory(of: own), name)
        _ = Platform.exec(path, arguments: [path] + context.processArguments.dropFirst())
        throw DelegationError.siblingMissing(path: path, reason: Platform.describe(errno: Platform.errno))
    }
}

/// The networked half of foodlog could not be started.
public enum DelegationError: UserFacingError {
    case siblingMissing(path: String, reason: String)

    public var message: String {
        switch self {
        case .siblingMissing(let path, let reason):
            return "cannot start \(path) (\(reason)); build it with 'swift build' (which builds both executables) and keep the two side by side"
        }
    }

    public var exitCode: ExitCode { .software }
}
