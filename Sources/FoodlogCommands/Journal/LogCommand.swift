import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog log`: one day or a range, with a per-day kcal chart for ranges.
public enum LogCommand: Command {
    public static let spec = CommandSpec(
        path: ["log"], abstract: "show the journal for a day or a range of days",
        usage: "",
        options: [
            .option("date", short: "d", value: "D", help: "One day: " + JournalArguments.dateHelp + "."),
            .option("from", value: "D", help: "First day of a range."),
            .option("to", value: "D", help: "Last day of a range (default: today)."),
            .flag("summary", help: "For a range, only the per-day chart and averages."),
            .flag("json", help: "Print JSON (see docs/journal.md)."),
        ],
        discussion: """
        Without dates, shows today. Examples:
          foodlog log --date yesterday
          foodlog log --from -6            (the last seven days)
          foodlog log --from 2026-11-01 --to 2026-11-30 --summary
        """,
        acceptsPositionals: false)

    /// Longest range shown at once.
    static let maximumDays = 3660

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let today = JournalArguments.journal(context).today()
        let date = try JournalArguments.date(arguments, "date", today: today)
        var from = try JournalArguments.date(arguments, "from", today: today)
        var to = try JournalArguments.date(arguments, "to", today: today)
        if date != nil, arguments.value("from") != nil { throw ArgumentError.conflicting("--date", "--from") }
        if date != nil, arguments.value("to") != nil { throw ArgumentError.conflicting("--date", "--to") }
        if from == nil, to != nil { throw ArgumentError.missingArgument(what: "--from D to go with --to", command: "log") }
        if let date { from = date; to = date }
        let start = from ?? today
        let end = to ?? today
        guard start <= end else {
            throw ArgumentError.invalidValue(option: "to", value: end.description, expected: "a day on or after --from \(start)")
        }
        guard end.dayNumber - start.dayNumber < maximumDays else {
            throw ArgumentError.invalidValue(option: "from", value: start.description, expected: "a range of at most \(maximumDays) days")
        }
        return try DayViews.show(from: start, to: end, json: arguments.flag("json"), summaryOnly: arguments.flag("summary"),
                                 context: context)
    }
}
