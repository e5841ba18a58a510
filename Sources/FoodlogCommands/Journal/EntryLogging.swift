import CLIKit
import FoodJournal
import FoodlogSupport

/// What commands outside the journal group need to log entries the way `foodlog add` does:
/// the `--date`, `--at` and `--meal` options, the journal and time they select, and the printed
/// form of a logged entry. Used by `snap --log`, `estimate --log` and `add --barcode` in `foodlog-net`.
public enum EntryLogging {
    /// `--date`, `--at`, `--meal`, with the same meaning and help as in `foodlog add`.
    public static var options: [any OptionDeclaration] { when.all }

    static let when = JournalArguments.WhenOptions(
        date: .text("date", short: "d", value: "D", help: "Day eaten, with --log: " + JournalArguments.dateHelp + "."),
        at: .text("at", value: "HH:MM", help: "Time eaten, with --log (24-hour clock; default now)."),
        meal: .choice("meal", short: "m", value: "MEAL", help: "With --log: breakfast, lunch, dinner or snack (default: from the time)."))

    /// Where and when new entries go.
    public struct Target {
        public let journal: Journal
        public let time: LocalTime
        /// nil: from the time of day.
        public let meal: Meal?

        /// The meal the entries will be filed under.
        public var resolvedMeal: Meal { meal ?? Meal.from(hour: time.hour) }
    }

    /// The user's journal and the time and meal the options choose (checked before any network call).
    public static func target(_ arguments: ParsedArguments, context: CommandContext) throws -> Target {
        let journal = JournalArguments.journal(context)
        let meal = arguments[when.meal]
        return Target(journal: journal, time: try JournalArguments.entryTime(arguments, when, journal: journal, meal: meal), meal: meal)
    }

    /// `logged <id> ...`, the line `foodlog add` prints for an entry.
    public static func line(_ entry: JournalEntry) -> String { "logged " + JournalRendering.line(entry) }

    /// An entry as `foodlog add --json` prints it.
    public static func json(_ entry: JournalEntry) -> JSONValue { JournalRendering.json(entry) }
}
