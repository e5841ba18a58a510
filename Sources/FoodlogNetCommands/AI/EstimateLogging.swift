import AIAnalysis
import CLIKit
import FoodJournal
import FoodlogCommands
import FoodlogSupport
import Foundation

/// `snap ... --log` and `estimate ... --log`: the estimate's items become journal entries (source
/// `ai`, each item's confidence, the photo stored once by its SHA-256 and referred to by every
/// entry of the meal). On a terminal the person first accepts, edits or cancels (`MealReview`);
/// without one, the entries are logged directly.
enum EstimateLogging {
    /// `--log` and the options `add` has for when and which meal.
    static let log: Option<Bool> = .flag("log", short: "l", help: "Add the result to the food journal (asks first on a terminal).")
    static let options: [any OptionDeclaration] = [log] + EntryLogging.options

    /// Checks `--date`, `--at`, `--meal` before any provider is asked (nil without `--log`).
    static func target(_ arguments: ParsedArguments, context: CommandContext) throws -> EntryLogging.Target? {
        guard arguments[log] else {
            for option in EntryLogging.options where arguments.isGiven(option) {
                throw EstimateLogError.needsLog(option: "--" + option.declaration.spec.name)
            }
            return nil
        }
        return try EntryLogging.target(arguments, context: context)
    }

    /// One entry per item of the estimate, named, weighed and numbered as the model said (the
    /// index's numbers for a database match), with the item's known nutrients beyond macros.
    static func entries(_ estimate: MealEstimate, time: LocalTime, meal: Meal?) -> [NewEntry] {
        estimate.items.map { item in
            NewEntry(time: time, meal: meal, name: item.name, amount: Amount(grams: item.grams > 0 ? item.grams : nil),
                     nutrients: Nutrients(kcal: item.macros.calories, protein: item.macros.protein,
                                          carbs: item.macros.carbs, fat: item.macros.fat, details: item.nutrients),
                     source: .ai, confidence: item.confidence, reference: item.matchedID)
        }
    }

    /// Shows the estimate (as `snap`/`estimate` do), then reviews and logs it. With `--json`, the
    /// estimate object gains a `logged` array of the journal entries.
    static func showAndLog(_ estimate: MealEstimate, photo: ImageInput?, target: EntryLogging.Target?,
                           arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        guard let target else {
            AIRuntime.show(estimate, json: arguments[AIRuntime.Options.json], context: context)
            return .success
        }
        var new = entries(estimate, time: target.time, meal: target.meal)
        guard !new.isEmpty else {
            AIRuntime.show(estimate, json: arguments[AIRuntime.Options.json], context: context)
            throw EstimateLogError.nothingToLog
        }
        let json = arguments[AIRuntime.Options.json]
        if !json { AIRuntime.show(estimate, json: false, context: context) }
        if context.console.stdinIsTerminal && context.console.stdoutIsTerminal {
            context.output.flush()
            let clock = (target.time.hour < 10 ? "0" : "") + "\(target.time.hour):" + (target.time.minute < 10 ? "0" : "") + "\(target.time.minute)"
            let mealName = target.resolvedMeal.rawValue + " on " + target.time.date.description + " " + clock
            switch MealReview.review(new, mealName: mealName, ask: askOnTerminal, tell: { printError($0) }) {
            case .cancel: throw EstimateLogError.cancelled
            case .log(let reviewed): new = reviewed
            }
        }
        if let photo {
            let hash = try PhotoStore(dataDirectory: context.paths.data).store(photo.bytes, fileExtension: fileExtension(photo.format))
            for index in new.indices { new[index].photo = hash }
        }
        var logged: [JournalEntry] = []
        for entry in new { logged.append(try target.journal.add(entry)) }
        if json {
            for note in estimate.notes { printError("foodlog: note: " + note) }
            guard case .object(var members) = estimate.jsonValue else { return .success }
            members.append(("logged", .array(logged.map(EntryLogging.json))))
            context.print(JSONValue.object(members).rendered())
        } else {
            for entry in logged { context.print(EntryLogging.line(entry)) }
        }
        return .success
    }

    static func fileExtension(_ format: ImageFormat) -> String { format == .jpeg ? "jpg" : format.rawValue }

    /// A prompt on standard error, one answer from standard input.
    static func askOnTerminal(_ prompt: String) -> String? {
        FoodlogSupport.OutputStream.standardError.write(prompt)
        FoodlogSupport.OutputStream.standardError.flush()
        return readLine()
    }
}

/// Why an estimate was not logged.
enum EstimateLogError: UserFacingError, Equatable {
    case cancelled
    case nothingToLog
    case needsLog(option: String)

    var message: String {
        switch self {
        case .cancelled: return "cancelled; nothing was logged"
        case .nothingToLog: return "the estimate has no items; nothing was logged (try 'foodlog add' with numbers)"
        case .needsLog(let option): return "\(option) says when a logged meal was eaten; add --log to log it, or drop \(option)"
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .cancelled: return .failure
        case .nothingToLog: return .dataError
        case .needsLog: return .usage
        }
    }
}
