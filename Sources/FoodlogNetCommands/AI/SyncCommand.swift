import AIAnalysis
import CLIKit
import FoodlogCommands
import FoodlogSupport

/// `foodlog sync`: sends requests queued with `--queue` while offline.
public enum SyncCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.sync, usage: "",
        options: [json, verbose],
        discussion: "Each answered request is printed and removed from the queue; the others stay for the next sync.",
        acceptsPositionals: false)

    static let json: Option<Bool> = .flag("json", help: "Print one JSON object per answered request, one per line.")
    static let verbose: Option<Bool> = .flag("verbose", short: "v", help: "Show progress on stderr even when it is not a terminal.")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let queue = RequestQueue(dataDirectory: context.paths.data)
        let ids = queue.ids()
        guard !ids.isEmpty else {
            printError("foodlog: nothing queued")
            return .success
        }
        var remaining = 0
        var lastError: (any UserFacingError)?
        for id in ids {
            do {
                let request = try queue.load(id)
                let choices = AIRuntime.Choices(provider: request.provider, verbose: arguments[verbose])
                let estimator = try AIRuntime.estimator(choices, context: context, groundingText: request.text != nil)
                let estimate: MealEstimate
                switch request.kind {
                case .snap:
                    let photo = try ImageInput(bytes: request.image ?? [], source: "queued photo \(id)")
                    estimate = try estimator.estimate(photo: photo, note: request.text, advanced: request.advanced)
                case .estimate:
                    estimate = try estimator.estimate(description: request.text ?? "", advanced: request.advanced)
                }
                if !arguments[json] { context.print("# queued \(id)") }
                AIRuntime.show(estimate, json: arguments[json], context: context)
                context.output.flush()
                queue.remove(id)
            } catch let error as any UserFacingError {
                remaining += 1
                lastError = error
                printError("foodlog: \(id): \(error.message)")
            }
        }
        guard remaining > 0 else { return .success }
        printError("foodlog: \(remaining) request(s) still queued; run 'foodlog sync' again later")
        return lastError?.exitCode ?? .unavailable
    }
}
