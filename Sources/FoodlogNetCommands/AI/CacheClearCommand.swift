import AIAnalysis
import CLIKit
import FoodlogCommands
import FoodlogSupport

/// `foodlog cache clear`: forgets cached AI answers.
public enum CacheClearCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.cacheClear, usage: "", options: [],
        discussion: "Removes the answers under $XDG_CACHE_HOME/foodlog/ai/; the next snap or estimate asks a provider again.",
        acceptsPositionals: false)

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let cache = AnswerCache(cacheDirectory: context.paths.cache, now: Platform.wallClockSeconds)
        do {
            let removed = try cache.clear()
            context.print(TerminalText.escaped("removed \(removed) cached answer\(removed == 1 ? "" : "s") from \(cache.directory)"))
            return .success
        } catch {
            throw CacheClearError.cannotRemove(path: cache.directory)
        }
    }
}

/// The cache could not be cleared.
enum CacheClearError: UserFacingError {
    case cannotRemove(path: String)
    var message: String {
        switch self {
        case .cannotRemove(let path): return "cannot remove files in \(path); check its permissions"
        }
    }
    var exitCode: ExitCode { .ioError }
}
