import CLIKit
import FoodJournal
import FoodlogSupport

/// What the journal commands share: opening the journal from the context, and reading dates,
/// times, meals and nutrient numbers from the command line.
enum JournalArguments {
    /// The user's journal, in their time zone (`TZ`), on the injected clock.
    static func journal(_ context: CommandContext) -> Journal {
        Journal(dataDirectory: context.paths.data, zone: TimeZoneRule.from(tz: EnvironmentVariable.timeZone.read(context.environment)),
                now: context.now)
    }

    static let dateHelp = "YYYY-MM-DD, 'today', 'yesterday' or -N (N days ago)"

    /// A date option: `YYYY-MM-DD`, `today`, `yesterday`, or `-N` days ago.
    static func date(_ arguments: ParsedArguments, _ option: Option<String?>, today: LocalDate) throws(ArgumentError) -> LocalDate? {
        guard let text = arguments[option] else { return nil }
        return try parseDate(text, option: option.name, today: today)
    }

    static func parseDate(_ text: String, option: String, today: LocalDate) throws(ArgumentError) -> LocalDate {
        switch text.lowercased() {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        default: break
        }
        if text.hasPrefix("-"), let days = Int(text.dropFirst()), (0...36_600).contains(days) { return today.adding(days: -days) }
        guard let date = LocalDate(text) else {
            throw .invalidValue(option: option, value: text, expected: "a date as " + dateHelp)
        }
        return date
    }

    /// `--at HH:MM` (24-hour clock).
    static func clock(_ arguments: ParsedArguments, _ option: Option<String?>) throws(ArgumentError) -> (hour: Int, minute: Int)? {
        guard let text = arguments[option] else { return nil }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0..<24).contains(hour), (0..<60).contains(minute) else {
            throw .invalidValue(option: "at", value: text, expected: "a time as HH:MM on a 24-hour clock, e.g. 08:30 or 19:05")
        }
        return (hour, minute)
    }

    /// The options that say when a new entry was eaten: each command words their help its own way.
    struct WhenOptions: Sendable {
        var date: Option<String?>
        var at: Option<String?>
        var meal: Option<Meal?>

        var all: [any OptionDeclaration] { [date, at, meal] }
    }

    /// The time a new entry is for: now; `--at` today; `--date` at the same clock time (or the
    /// meal's usual time when `--meal` is given); or both.
    static func entryTime(_ arguments: ParsedArguments, _ options: WhenOptions, journal: Journal, meal: Meal?) throws(ArgumentError) -> LocalTime {
        let now = journal.currentTime()
        let date = try self.date(arguments, options.date, today: now.date) ?? now.date
        if let (hour, minute) = try clock(arguments, options.at) { return journal.zone.localTime(date: date, hour: hour, minute: minute) }
        if date == now.date { return now }
        let usual = meal.map(usualTime) ?? (now.hour, now.minute)
        return journal.zone.localTime(date: date, hour: usual.0, minute: usual.1)
    }

    /// The time a meal is assumed to be at when only a date is given.
    static func usualTime(_ meal: Meal) -> (Int, Int) {
        switch meal {
        case .breakfast: return (8, 0)
        case .lunch: return (12, 30)
        case .dinner: return (19, 0)
        case .snack: return (16, 0)
        }
    }

    /// The nutrient numbers of an entry or a favorite, each within its plausible range.
    static let kcal = number("kcal", value: "N", .entryKcal, help: "Energy in kcal.")
    static let protein = number("protein", value: "G", .entryMacro, help: "Protein in grams.")
    static let carbs = number("carbs", value: "G", .entryMacro, help: "Carbohydrates in grams.")
    static let fat = number("fat", value: "G", .entryMacro, help: "Fat in grams.")
    static let nutrientOptions: [any OptionDeclaration] = [kcal, protein, carbs, fat]

    /// The amount of an entry or a favorite.
    static let grams = number("grams", short: "g", value: "N", .entryGrams, help: "Amount in grams.")
    static let servings = number("servings", short: "s", value: "N", .entryServings, help: "Amount in servings.")
    static let amountOptions: [any OptionDeclaration] = [grams, servings]

    /// The first number option given, energy and macros first, then the other nutrients
    /// (`--kcal`, `--fiber`), for messages; nil when none was.
    static func givenNumber(_ arguments: ParsedArguments) -> String? {
        let options = [kcal, protein, carbs, fat] + NutrientOptions.entry.options.map(\.option)
        return options.first { arguments[$0] != nil }.map { "--" + $0.name }
    }

    /// A number option within a plausible range (`PlausibleRange.entryKcal`, ...), plain decimal only.
    static func number(_ name: String, short: Character? = nil, value: String, _ range: PlausibleRange, help: String) -> Option<Double?> {
        .decimal(name, short: short, value: value, in: range.lower...range.upper, help: help)
    }

    /// A goal option: 0 clears the goal, anything else must be inside `range` (checked by `goal`).
    static func goalOption(_ name: String, value: String, _ range: PlausibleRange, help: String) -> Option<Double?> {
        .decimal(name, value: value, in: 0...range.upper, help: help)
    }

    /// A goal option's value: 0 clears the goal, anything else must be inside `range` (a goal of
    /// 1e-10 kcal would make every day's progress infinite).
    static func goal(_ arguments: ParsedArguments, _ option: Option<Double?>, _ range: PlausibleRange) throws(ArgumentError) -> Double? {
        guard let value = arguments[option] else { return nil }
        guard value == 0 || range.contains(value) else {
            throw .invalidValue(option: option.name, value: arguments.typed(option) ?? "", expected: "0 (no goal) or \(range.bounds)")
        }
        return value
    }

    /// The days `from...to` with the goals in effect on each, after warning on standard error about
    /// damaged lines (journal and goals) and numbers out of range: what every view of days reads.
    static func days(from: LocalDate, to: LocalDate, journal: Journal) throws -> (days: [DaySummary], damaged: [DamagedLine]) {
        let snapshot = try journal.entries(from: from, to: to)
        let book = try journal.goalBook()
        let damaged = snapshot.damaged + book.damaged
        warn(damaged, journal: journal)
        let days = DaySummary.days(from: from, to: to, entries: snapshot.entries, goals: book.goals(on:))
        warnOutOfRange(days)
        return (days, damaged)
    }

    /// Prints one warning line per damaged journal line on standard error (they are skipped, not lost).
    static func warn(_ damaged: [DamagedLine], journal: Journal) {
        for line in damaged.prefix(20) {
            printError("foodlog: warning: damaged journal line skipped: \(PathString.join(journal.directory, line.file)) line \(line.line): \(line.reason); fix or delete that line")
        }
        if damaged.count > 20 { printError("foodlog: warning: \(damaged.count - 20) more damaged journal lines skipped") }
    }

    /// One warning line on standard error for journal numbers outside their plausible ranges
    /// (hand-edited or foreign lines): they are shown marked, left out of totals, never dropped.
    static func warnOutOfRange(_ days: [DaySummary]) {
        var entryItems: [String] = []
        var goalItems: [String] = []
        for day in days {
            for (entry, fields) in day.implausible {
                for field in fields {
                    if let entry { entryItems.append("entry \(entry.id): \(field)") } else if !goalItems.contains("goal: \(field)") {
                        goalItems.append("goal: \(field)")
                    }
                }
            }
        }
        warnOutOfRange(entryItems + goalItems, what: "journal numbers out of range, not counted",
                       fix: "'foodlog edit ID' or 'foodlog goal set'")
    }

    /// The same for favorites (`fav list`): shown marked, refused when logged.
    static func warnOutOfRange(_ favorites: [Favorite]) {
        let items = favorites.flatMap { favorite in favorite.implausibleFields.map { "favorite '\(favorite.name)': \($0)" } }
        warnOutOfRange(items, what: "favorite numbers out of range", fix: "'foodlog fav edit NAME'")
    }

    /// One line: the first three problems (each escaped and cut at 120 characters: an id or a
    /// name in a hand-edited line can be any length), how many more, and the fix.
    static func warnOutOfRange(_ items: [String], what: String, fix: String) {
        guard !items.isEmpty else { return }
        let shown = items.prefix(3).map { TextExcerpt.escaped($0, limit: 120) }.joined(separator: "; ") + (items.count > 3 ? "; and \(items.count - 3) more" : "")
        printError("foodlog: warning: \(what) (marked '!'): \(shown); fix with \(fix)")
    }

    static func problemsJSON(_ damaged: [DamagedLine]) -> JSONValue {
        .array(damaged.map { .object([("file", .string($0.file)), ("line", .integer($0.line)), ("reason", .string($0.reason))]) })
    }
}
