import AIAnalysis
import CLIKit
import FoodlogCommands
import FoodlogSupport

/// `foodlog estimate TEXT...`: estimate a meal from a description.
public enum EstimateCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.estimate, usage: "TEXT...|-",
        options: AIRuntime.estimateOptions + EstimateLogging.options,
        discussion: """
        With no TEXT (or '-'), the description is read from standard input, e.g. from a speech-to-text tool.
        Foods found in the local index are offered to the model so numbers can come from the database.
        A vague description still gets an estimate, with a confidence below 0.8.
        --log adds the items to the food journal (asking first on a terminal: accept, edit, cancel).
        Examples:
          foodlog estimate "grilled chicken breast 150g and a cup of rice"
          echo "two eggs and toast" | foodlog estimate --json
          foodlog estimate "a bowl of oatmeal with a banana" --log --meal breakfast
        """)

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let target = try EstimateLogging.target(arguments, context: context)
        var text = arguments.positionals.filter { $0 != "-" }.joined(separator: " ")
        if text.isEmpty {
            guard !context.console.stdinIsTerminal || arguments.positionals.contains("-") else {
                throw arguments.missing("meal description (as words, or piped on standard input)")
            }
            text = String(decoding: AIRuntime.readStandardInput(), as: UTF8.self)
        }
        let description = StructuredRequest.normalize(text).isEmpty ? "" : text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        guard !description.isEmpty else {
            throw arguments.missing("meal description (the text was empty)")
        }
        guard description.count <= 4000 else {
            throw ArgumentError.invalidValue(option: "text", value: TextExcerpt.escaped(description, limit: 20), expected: "at most 4000 characters")
        }
        let choices = AIRuntime.Choices(estimate: arguments)
        let estimator = try AIRuntime.estimator(choices, context: context, groundingText: true)
        let estimate: MealEstimate
        do {
            estimate = try estimator.estimate(description: description, advanced: arguments[AIRuntime.Options.advanced])
        } catch {
            return try AIRuntime.fail(error, queued: {
                QueuedRequest(kind: .estimate, text: description, image: nil, advanced: arguments[AIRuntime.Options.advanced], provider: choices.provider)
            }, arguments: arguments, context: context)
        }
        return try EstimateLogging.showAndLog(estimate, photo: nil, target: target, arguments: arguments, context: context)
    }
}
