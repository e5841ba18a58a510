import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog log`: one day or a range, with a per-day kcal chart for ranges.
public enum LogCommand: Command {
    public static let spec = CommandSpec(
        path: ["log"], abstract: "show the journal for a day or a range of days",
        usage: "",
        options: [Options.date, Options.from, Options.to, Options.summary, Options.json],
        discussion: """
        Without dates, shows today. Examples:
          foodlog log --date yesterday
          foodlog log --from -6            (the last seven days)
          foodlog log --from 2026-11-01 --to 2026-11-30 --summary
        """,
        acceptsPositionals: false)

    /// Longest range shown at once.
    enum Options {
        static let date: Option<String?> = .text("date", short: "d", value: "D", help: "One day: " + JournalArguments.dateHelp + ".")
        static let from: Option<String?> = .text("from", value: "D", help: "First day of a range.")
        static let to: Option<String?> = .text("to", value: "D", help: "Last day of a range (default: today).")
        static let summary: Option<Bool> = .flag("summary", help: "For a range, only the per-day chart and averages.")
        static let json: Option<Bool> = .flag("json", help: "Print JSON (see docs/journal.md).")
    }

    static let maximumDays = 3660

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let today = JournalArguments.journal(context).today()
        let date = try JournalArguments.date(arguments, Options.date, today: today)
        var from = try JournalArguments.date(arguments, Options.from, today: today)
        var to = try JournalArguments.date(arguments, Options.to, today: today)
        if date != nil, from != nil { throw ArgumentError.conflicting("--date", "--from") }
        if date != nil, to != nil { throw ArgumentError.conflicting("--date", "--to") }
        if from == nil, to != nil { throw arguments.missing("--from D to go with --to") }
        if let date { from = date; to = date }
        let start = from ?? today
        let end = to ?? today
        guard start <= end else {
            throw ArgumentError.invalidValue(option: "to", value: end.description, expected: "a day on or after --from \(start)")
        }
        guard end.dayNumber - start.dayNumber < maximumDays else {
            throw ArgumentError.invalidValue(option: "from", value: start.description, expected: "a range of at most \(maximumDays) days")
        }
        return try DayViews.show(from: start, to: end, json: arguments[Options.json], summaryOnly: arguments[Options.summary],
                                 context: context)
    }
}
