import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog export`: the journal of a range as CSV, JSON or Markdown, for a coach, a doctor or a tool.
public enum ExportCommand: Command {
    public static let spec = CommandSpec(
        path: ["export"], abstract: "export the journal as CSV, JSON or Markdown",
        usage: "",
        options: [Options.from, Options.to, Options.format, Options.json],
        discussion: """
        One row per item with its time and source, and a total per day (CSV: rows with row=total).
        Written to standard output: foodlog export --from 2026-11-01 --to 2026-11-30 --format md > november.md
        """,
        acceptsPositionals: false)

    enum Options {
        static let from: Option<String?> = .text("from", value: "D", help: "First day: " + JournalArguments.dateHelp + ".")
        static let to: Option<String?> = .text("to", value: "D", help: "Last day (default today).")
        static let format: Option<ExportFormat> = Option.choice("format", value: "FORMAT", help: "csv (default), json or md.")
            .defaulting(to: .csv)
        static let json: Option<Bool> = .flag("json", help: "The same as --format json.")
    }

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let journal = JournalArguments.journal(context)
        let today = journal.today()
        guard let from = try JournalArguments.date(arguments, Options.from, today: today) else {
            throw arguments.missing("--from D, the first day to export")
        }
        let to = try JournalArguments.date(arguments, Options.to, today: today) ?? today
        guard from <= to else { throw ArgumentError.invalidValue(option: "to", value: to.description, expected: "a day on or after --from \(from)") }
        guard to.dayNumber - from.dayNumber < LogCommand.maximumDays else {
            throw ArgumentError.invalidValue(option: "from", value: from.description, expected: "a range of at most \(LogCommand.maximumDays) days")
        }
        var format = arguments[Options.format]
        if arguments[Options.json] {
            if arguments.isGiven(Options.format), format != .json { throw ArgumentError.conflicting("--json", "--format \(format.rawValue)") }
            format = .json
        }
        let snapshot = try journal.entries(from: from, to: to)
        let book = try journal.goalBook()
        JournalArguments.warn(snapshot.damaged, journal: journal)
        let days = DaySummary.days(from: from, to: to, entries: snapshot.entries, goals: book.goals(on:))
        JournalArguments.warnOutOfRange(days)
        // The export is the user's data, byte for byte, in a file or pipe; on a terminal its
        // control characters are shown escaped instead of driving the terminal.
        let text = format.render(days, from: from, to: to)
        context.output.write(context.console.stdoutIsTerminal ? TerminalText.escapedKeepingLines(text) : text)
        return .success
    }
}
