import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog today`: today's entries by meal, totals and progress against the goals.
public enum TodayCommand: Command {
    public static let spec = CommandSpec(
        path: ["today"], abstract: "show what you ate today, by meal, against your goals",
        usage: "",
        options: [json, nutrients],
        discussion: """
        Days follow your local time zone (TZ). Damaged journal lines are reported on standard error
        (and under "problems" in JSON) and never hide the other entries.
        --nutrients adds fiber, sodium, vitamins... against their daily values ('foodlog nutrients');
        the JSON always has them (each entry's "nutrients", the day's "nutrient_totals").
        Cron: foodlog today --json > ~/diary/$(date +%F).json
        """,
        acceptsPositionals: false)

    static let json: Option<Bool> = .flag("json", help: "Print the day as JSON (see docs/journal.md).")
    static let nutrients: Option<Bool> = .flag("nutrients", short: "n", help: "Also show the nutrients beyond macros against their daily values.")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let today = JournalArguments.journal(context).today()
        return try DayViews.show(from: today, to: today, json: arguments[json], summaryOnly: false,
                                 nutrients: arguments[nutrients], context: context)
    }
}
