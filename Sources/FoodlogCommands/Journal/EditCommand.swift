import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog edit ID ...`: correct an entry; the old values stay in the history for `undo`.
public enum EditCommand: Command {
    public static let spec = CommandSpec(
        path: ["edit"], abstract: "correct a logged entry (amount, numbers, name, time, meal)",
        usage: "ID", positionals: .dynamic("entry"),
        options: JournalArguments.amountOptions + JournalArguments.nutrientOptions + [
            .option("name", value: "TEXT", help: "New name."),
            .option("date", short: "d", value: "D", help: "New day: " + JournalArguments.dateHelp + "."),
            .option("at", value: "HH:MM", help: "New time of day."),
            .option("meal", short: "m", value: "MEAL", completion: .choices(["breakfast", "lunch", "dinner", "snack"]), help: "breakfast, lunch, dinner or snack."),
            .flag("json", help: "Print the entry as it is now, as JSON."),
        ],
        discussion: """
        ID is the id 'foodlog today' and 'foodlog log' show, or its first characters when unique.
        A new --grams or --servings without new numbers scales the nutrients: 'foodlog edit k3f9 --grams 200'.
        'foodlog undo' reverts the edit.
        """)

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        guard arguments.positionals.count == 1 else {
            if arguments.positionals.isEmpty { throw ArgumentError.missingArgument(what: "the entry ID", command: "edit") }
            throw ArgumentError.unexpectedArgument(arguments.positionals[1], command: "edit")
        }
        let journal = JournalArguments.journal(context)
        var changes = EntryChanges()
        changes.grams = try JournalArguments.number(arguments, "grams", .entryGrams)
        changes.servings = try JournalArguments.number(arguments, "servings", .entryServings)
        changes.kcal = try JournalArguments.number(arguments, "kcal", .entryKcal)
        changes.protein = try JournalArguments.number(arguments, "protein", .entryMacro)
        changes.carbs = try JournalArguments.number(arguments, "carbs", .entryMacro)
        changes.fat = try JournalArguments.number(arguments, "fat", .entryMacro)
        changes.meal = try JournalArguments.meal(arguments)
        if let name = arguments.value("name") {
            guard !name.trimmingSpaces.isEmpty else { throw ArgumentError.invalidValue(option: "name", value: name, expected: "a name") }
            changes.name = String(name.trimmingSpaces)
        }
        if arguments.value("date") != nil || arguments.value("at") != nil {
            let current = try journal.locate(arguments.positionals[0]).entry
            let date = try JournalArguments.date(arguments, "date", today: journal.today()) ?? current.date
            let clock = try JournalArguments.clock(arguments) ?? (current.time.hour, current.time.minute)
            changes.time = journal.zone.localTime(date: date, hour: clock.hour, minute: clock.minute)
        }
        guard !changes.isEmpty else {
            throw ArgumentError.missingArgument(what: "something to change, e.g. --grams 200 or --kcal 250", command: "edit")
        }
        let entry = try journal.edit(arguments.positionals[0], changes: changes)
        if arguments.flag("json") {
            context.print(JournalRendering.json(entry).rendered())
        } else {
            context.print("edited " + JournalRendering.line(entry))
        }
        return .success
    }
}
