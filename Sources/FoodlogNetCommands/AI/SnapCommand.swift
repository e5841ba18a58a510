import AIAnalysis
import CLIKit
import FoodlogCommands
import FoodlogSupport
import Foundation

/// `foodlog snap PHOTO|-`: estimate a meal from a photo.
public enum SnapCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.snap, usage: "PHOTO|-", positionals: .file,
        options: [note] + AIRuntime.estimateOptions + EstimateLogging.options,
        discussion: """
        The photo's type is read from its bytes (JPEG, PNG, WebP, GIF, HEIC); '-' reads it from standard input.
        Providers are tried in order (config [ai] providers, or FOODLOG_PROVIDERS); see docs/ai.md.
        --log adds the items to the food journal with the photo (asking first on a terminal: accept, edit, cancel).
        Examples:
          foodlog snap lunch.jpg
          cat lunch.jpg | foodlog snap - --json
          foodlog snap dinner.jpg --log --meal dinner
        """)

    static let note: Option<String?> = .text("note", value: "TEXT", help: "A hint for the model, e.g. \"the bowl is 500 ml\".")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        guard let source = arguments.positionals.first else {
            throw arguments.missing("photo path (or '-' for standard input)")
        }
        guard arguments.positionals.count == 1 else { throw arguments.unexpected(arguments.positionals[1]) }
        let target = try EstimateLogging.target(arguments, context: context)
        let photo = try readPhoto(source, context: context)
        let note = arguments[Self.note]
        let choices = AIRuntime.Choices(estimate: arguments)
        let estimator = try AIRuntime.estimator(choices, context: context, groundingText: note != nil)
        let estimate: MealEstimate
        do {
            estimate = try estimator.estimate(photo: photo, note: note, advanced: arguments[AIRuntime.Options.advanced])
        } catch {
            return try AIRuntime.fail(error, queued: {
                QueuedRequest(kind: .snap, text: note, image: photo.bytes, advanced: arguments[AIRuntime.Options.advanced], provider: choices.provider)
            }, arguments: arguments, context: context)
        }
        return try EstimateLogging.showAndLog(estimate, photo: photo, target: target, arguments: arguments, context: context)
    }

    /// Reads and checks the photo at `source` (`-` for standard input).
    static func readPhoto(_ source: String, context: CommandContext) throws(ImageError) -> ImageInput {
        if source == "-" {
            if context.console.stdinIsTerminal {
                throw .unreadable(source: "standard input", reason: "it is a terminal, not a photo; pipe one in, e.g. 'cat photo.jpg | foodlog snap -'")
            }
            return try ImageInput(bytes: AIRuntime.readStandardInput(limit: ImageInput.maxBytes + 1), source: "standard input")
        }
        return try ImageInput(contentsOfFile: source)
    }
}
