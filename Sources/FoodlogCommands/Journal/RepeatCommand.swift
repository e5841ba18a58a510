import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog repeat DATE [--meal M]`: logs a day's (or one meal's) entries again today, at the same
/// clock times and meals, with the same amounts, numbers and sources. On a terminal it shows them
/// and asks first; without one it logs them and prints what it logged, as `add` and `estimate
/// --log` do (no prompt without a terminal). Every entry is checked before any is written.
public enum RepeatCommand: Command {
    public static let spec = CommandSpec(
        path: ["repeat"], abstract: "log a day's (or a meal's) entries again today",
        usage: "DATE",
        options: [Options.meal, Options.yes, Options.json, Options.quiet],
        discussion: """
        DATE is \(JournalArguments.dateHelp).
        The entries are logged today at the times and meals they had. On a terminal they are shown
        first: Enter or y logs them, n cancels. Without a terminal (scripts, cron) they are logged
        at once and printed, as with --yes.
        Examples:
          foodlog repeat yesterday
          foodlog repeat 2026-11-24 --meal breakfast
          foodlog repeat -7 --meal lunch --json
        """)

    enum Options {
        static let meal: Option<Meal?> = .choice("meal", short: "m", value: "MEAL", help: "Only this meal's entries.")
        static let yes: Option<Bool> = .flag("yes", short: "y", help: "Log without asking (the default without a terminal).")
        static let json: Option<Bool> = .flag("json", help: "Print the logged entries as a JSON array.")
        static let quiet: Option<Bool> = .flag("quiet", short: "q", help: "Print nothing on success.")
    }

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        guard let text = arguments.positionals.first else {
            throw arguments.missing("the day to repeat, e.g. foodlog repeat yesterday")
        }
        if arguments.positionals.count > 1 { throw arguments.unexpected(arguments.positionals[1]) }
        let journal = JournalArguments.journal(context)
        let today = journal.today()
        guard let day = try? JournalArguments.parseDate(text, option: "date", today: today) else { throw RepeatError.badDate(text) }
        let meal = arguments[Options.meal]
        let snapshot = try journal.entries(from: day, to: day)
        JournalArguments.warn(snapshot.damaged, journal: journal)
        let chosen = snapshot.entries.filter { meal == nil || $0.meal == meal }
        guard !chosen.isEmpty else { throw RepeatError.nothingLogged(day: day, meal: meal) }
        let new = chosen.map { again($0, on: today, journal: journal) }
        // One implausible entry (a hand-edited line) refuses the whole day: nothing half-logged.
        for entry in new { try entry.checkPlausible() }

        if !arguments[Options.yes], context.console.stdinIsTerminal, context.console.stderrIsTerminal {
            printError("To log again today (\(today)):")
            for entry in chosen { printError("  " + JournalRendering.line(entry)) }
            guard confirm(ask: AddCommand.askOnTerminal) else { throw RepeatError.cancelled }
        }
        var logged: [JournalEntry] = []
        for entry in new { logged.append(try journal.add(entry)) }
        if arguments[Options.json] {
            context.print(JSONValue.array(logged.map(JournalRendering.json)).rendered())
        } else if !arguments[Options.quiet] {
            for entry in logged { context.print("logged " + JournalRendering.line(entry)) }
        }
        return .success
    }

    /// `entry` as a new entry on `day`, at the same clock time and meal.
    static func again(_ entry: JournalEntry, on day: LocalDate, journal: Journal) -> NewEntry {
        NewEntry(time: journal.zone.localTime(date: day, hour: entry.time.hour, minute: entry.time.minute), meal: entry.meal,
                 name: entry.name, amount: entry.amount, nutrients: entry.nutrients, source: entry.source,
                 confidence: entry.confidence, photo: entry.photo, reference: entry.reference)
    }

    /// Enter or y logs, n or q (or the end of input) cancels; three other answers cancel.
    static func confirm(ask: ([String], String) -> String?) -> Bool {
        for _ in 0..<3 {
            guard let answer = ask([], "Log them? [Y/n] ") else { return false }
            switch String(answer.trimmingSpaces).lowercased() {
            case "", "y", "yes": return true
            case "n", "no", "q", "quit": return false
            default: continue
            }
        }
        return false
    }
}

/// Why nothing was repeated.
enum RepeatError: UserFacingError, Equatable {
    case badDate(String)
    case nothingLogged(day: LocalDate, meal: Meal?)
    case cancelled

    var message: String {
        switch self {
        case .badDate(let text):
            return "'\(AddError.quoted(text))' is not a day; give it as \(JournalArguments.dateHelp), e.g. foodlog repeat yesterday"
        case .nothingLogged(let day, let meal):
            let what = meal.map { "no \($0.rawValue) entries" } ?? "no entries"
            return "\(what) on \(day) to repeat; 'foodlog log --date \(day)' shows that day"
        case .cancelled:
            return "not confirmed; nothing was logged"
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .badDate: return .usage
        case .nothingLogged: return .dataError
        case .cancelled: return .failure
        }
    }
}
