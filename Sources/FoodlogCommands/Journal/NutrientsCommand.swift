import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog nutrients`: each nutrient beyond the macros against its daily value or goal, for a
/// day, the last seven days or a range.
public enum NutrientsCommand: Command {
    public static let spec = CommandSpec(
        path: ["nutrients"], abstract: "show fiber, sodium, vitamins... against daily values, for a day or a week",
        usage: "",
        options: [Options.date, Options.week, Options.from, Options.to, Options.json],
        discussion: """
        Each nutrient some entry knows, with a bar and its percent of the FDA daily value (or of your
        goal: 'foodlog goal set --fiber 30'); for several days, the daily average over the days logged.
        Limits (sodium, sugars, saturated fat, cholesterol) are flagged OVER when passed; targets (fiber,
        potassium, vitamins, minerals) are flagged low when not reached. Totals count only the entries
        that know a nutrient, and say how many: 12 of 14. The last line names the targets furthest below
        (among those known for at least half the entries). Without dates, today. Examples:
          foodlog nutrients --week
          foodlog nutrients --from 2026-11-01 --to 2026-11-30 --json
        """,
        acceptsPositionals: false)

    enum Options {
        static let date: Option<String?> = .text("date", short: "d", value: "D", help: "One day: " + JournalArguments.dateHelp + ".")
        static let week: Option<Bool> = .flag("week", short: "w", help: "The last seven days, today included.")
        static let from: Option<String?> = .text("from", value: "D", help: "First day of a range.")
        static let to: Option<String?> = .text("to", value: "D", help: "Last day of a range (default: today).")
        static let json: Option<Bool> = .flag("json", help: "Print JSON (see docs/journal.md).")
    }

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let journal = JournalArguments.journal(context)
        let today = journal.today()
        let date = try JournalArguments.date(arguments, Options.date, today: today)
        let from = try JournalArguments.date(arguments, Options.from, today: today)
        let to = try JournalArguments.date(arguments, Options.to, today: today)
        let week = arguments[Options.week]
        if date != nil, week { throw ArgumentError.conflicting("--date", "--week") }
        if date != nil, from != nil || to != nil { throw ArgumentError.conflicting("--date", from != nil ? "--from" : "--to") }
        if week, from != nil || to != nil { throw ArgumentError.conflicting("--week", from != nil ? "--from" : "--to") }
        if from == nil, to != nil { throw arguments.missing("--from D to go with --to") }
        let start = date ?? from ?? (week ? today.adding(days: -6) : today)
        let end = date ?? to ?? today
        guard start <= end else {
            throw ArgumentError.invalidValue(option: "to", value: end.description, expected: "a day on or after --from \(start)")
        }
        guard end.dayNumber - start.dayNumber < LogCommand.maximumDays else {
            throw ArgumentError.invalidValue(option: "from", value: start.description, expected: "a range of at most \(LogCommand.maximumDays) days")
        }
        let period = week ? "this week" : start == end ? (start == today ? "today" : "on \(start)") : "from \(start) to \(end)"
        return try show(from: start, to: end, period: period, json: arguments[Options.json], context: context)
    }

    static func show(from: LocalDate, to: LocalDate, period: String, json: Bool, context: CommandContext) throws -> ExitCode {
        let journal = JournalArguments.journal(context)
        let (days, damaged) = try JournalArguments.days(from: from, to: to, journal: journal)
        let report = NutrientReport(days)
        if json {
            context.print(JSONValue.object(NutrientRendering.json(report) + [("problems", JournalArguments.problemsJSON(damaged))]).rendered())
            return .success
        }
        context.print(context.console.style(NutrientRendering.title(report), .bold))
        for line in NutrientRendering.lines(report, period: period, console: context.console) { context.print(line) }
        return .success
    }
}
