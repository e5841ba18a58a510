import CLIKit
import FoodlogSupport

/// One `foodlog` subcommand: its spec (options, help) and what it does.
///
/// Commands are plain types with a static `run`, so the full command set can be listed, dispatched
/// and tested without any global state. Everything a command needs from the outside world comes
/// through `CommandContext`.
public protocol Command: Sendable {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode
}

/// Everything a command may touch outside its own logic: injected so tests can run commands
/// in-process with a fake environment, clock and output.
public struct CommandContext: @unchecked Sendable {
    /// Terminal facts: colour, whether prompts are allowed.
    public var console: Console
    /// XDG directories for data, config and cache.
    public var paths: FoodlogPaths
    /// Environment lookup (`FOODLOG_INDEX`, API keys, ...).
    public var environment: (String) -> String?
    /// Where results go.
    public var output: FoodlogSupport.OutputStream
    /// Seconds since the epoch, now.
    public var now: () -> Double
    /// The words the process was started with (for handing a command to `foodlog-net`).
    public var processArguments: [String]
    /// The command set the running command was dispatched from (for completions and man pages).
    public var commandSet: CommandSet?
    /// Takes an object the command is done with but need not free, because the process exits
    /// next (`ProcessLifetime`); in-process contexts let it go.
    public var keepUntilExit: (AnyObject) -> Void = { _ in }

    public init(console: Console, paths: FoodlogPaths, environment: @escaping (String) -> String?,
                output: FoodlogSupport.OutputStream, now: @escaping () -> Double, processArguments: [String]) {
        self.console = console
        self.paths = paths
        self.environment = environment
        self.output = output
        self.now = now
        self.processArguments = processArguments
    }

    /// The context of this process.
    public static func live(arguments: [String] = CommandLine.arguments) -> CommandContext {
        var context = CommandContext(console: .current(), paths: .resolve(), environment: Platform.environment,
                                     output: .standardOutput, now: Platform.wallClockSeconds, processArguments: arguments)
        context.keepUntilExit = ProcessLifetime.keep
        return context
    }

    /// Writes one line of output. On a terminal, any control character a renderer missed is
    /// shown escaped (`TerminalText.escapedKeepingLines`); the program's own colour stays.
    public func print(_ line: String) {
        output.write(console.stdoutIsTerminal ? TerminalText.escapedKeepingLines(line, keepingColour: true) : line)
        output.write("\n")
    }
}
