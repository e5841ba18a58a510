import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog edit ID ...`: correct an entry; the old values stay in the history for `undo`.
public enum EditCommand: Command {
    public static let spec = CommandSpec(
        path: ["edit"], abstract: "correct a logged entry (amount, numbers, nutrients, name, time, meal)",
        usage: "ID", positionals: .dynamic("entry"),
        options: JournalArguments.amountOptions + JournalArguments.nutrientOptions + [
            Options.name, Options.date, Options.at, Options.meal, Options.json,
        ] + NutrientOptions.entry.all,
        discussion: """
        ID is the id 'foodlog today' and 'foodlog log' show, or its first characters when unique.
        A new --grams or --servings without new numbers scales all the nutrients: 'foodlog edit k3f9 --grams 200'.
        With new numbers nothing is scaled. Nutrients beyond the macros are set for the amount eaten, in the
        units of food labels: 'foodlog edit k3f9 --fiber 5 --sodium 300 --vitamin-c 12'.
        'foodlog undo' reverts the edit.
        """)

    enum Options {
        static let name: Option<String?> = .text("name", value: "TEXT", help: "New name.")
        static let date: Option<String?> = .text("date", short: "d", value: "D", help: "New day: " + JournalArguments.dateHelp + ".")
        static let at: Option<String?> = .text("at", value: "HH:MM", help: "New time of day.")
        static let meal: Option<Meal?> = .choice("meal", short: "m", value: "MEAL", help: "breakfast, lunch, dinner or snack.")
        static let json: Option<Bool> = .flag("json", help: "Print the entry as it is now, as JSON.")
    }

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        guard arguments.positionals.count == 1 else {
            if arguments.positionals.isEmpty { throw arguments.missing("the entry ID") }
            throw arguments.unexpected(arguments.positionals[1])
        }
        let journal = JournalArguments.journal(context)
        var changes = EntryChanges()
        changes.grams = arguments[JournalArguments.grams]
        changes.servings = arguments[JournalArguments.servings]
        changes.kcal = arguments[JournalArguments.kcal]
        changes.protein = arguments[JournalArguments.protein]
        changes.carbs = arguments[JournalArguments.carbs]
        changes.fat = arguments[JournalArguments.fat]
        changes.details = NutrientOptions.entry.values(arguments)
        changes.meal = arguments[Options.meal]
        if let name = arguments[Options.name] {
            guard !name.trimmingSpaces.isEmpty else { throw ArgumentError.invalidValue(option: "name", value: name, expected: "a name") }
            changes.name = String(name.trimmingSpaces)
        }
        if arguments[Options.date] != nil || arguments[Options.at] != nil {
            let current = try journal.locate(arguments.positionals[0]).entry
            let date = try JournalArguments.date(arguments, Options.date, today: journal.today()) ?? current.date
            let clock = try JournalArguments.clock(arguments, Options.at) ?? (current.time.hour, current.time.minute)
            changes.time = journal.zone.localTime(date: date, hour: clock.hour, minute: clock.minute)
        }
        guard !changes.isEmpty else {
            throw arguments.missing("something to change, e.g. --grams 200, --kcal 250 or --fiber 5")
        }
        let entry = try journal.edit(arguments.positionals[0], changes: changes)
        if arguments[Options.json] {
            context.print(JournalRendering.json(entry).rendered())
        } else {
            context.print("edited " + JournalRendering.line(entry))
            if !entry.nutrients.details.isEmpty {
                context.print("  " + NutrientRendering.summary(entry.nutrients.details))
            }
        }
        return .success
    }
}
