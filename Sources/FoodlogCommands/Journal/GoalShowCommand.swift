import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog goal show`: the goals in effect on a day.
public enum GoalShowCommand: Command {
    public static let spec = CommandSpec(
        path: ["goal", "show"], abstract: "show the daily goals",
        usage: "",
        options: [date, json],
        acceptsPositionals: false)

    static let date: Option<String?> = .text("date", short: "d", value: "D", help: "The goals of another day.")
    static let json: Option<Bool> = .flag("json", help: "Print the goals as JSON (null where none).")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let journal = JournalArguments.journal(context)
        let date = try JournalArguments.date(arguments, Self.date, today: journal.today()) ?? journal.today()
        let (goals, damaged) = try journal.goals(on: date)
        JournalArguments.warn(damaged, journal: journal)
        JournalArguments.warnOutOfRange([DaySummary(date: date, entries: [], goals: goals)])
        show(goals, from: date, json: arguments[json], context: context)
        return .success
    }

    static func show(_ goals: Goals, from date: LocalDate, json: Bool, context: CommandContext) {
        if json {
            context.print(JSONValue.object([("date", .string(date.description)), ("goals", JournalRendering.json(goals))]).rendered())
            return
        }
        guard !goals.isEmpty else {
            context.print("no goals set; set them with 'foodlog goal set --kcal 2000 --protein 150'")
            return
        }
        let flagged = Set(goals.implausibleFields.map(\.field))
        func cell(_ value: Double, _ field: String, _ places: Int) -> String {
            JournalRendering.cell(value, places: places, field: field, of: flagged)
        }
        var parts: [String] = []
        if let kcal = goals.kcal { parts.append("\(cell(kcal, "kcal", 0)) kcal") }
        if let protein = goals.protein { parts.append("protein \(cell(protein, "protein", 1)) g") }
        if let carbs = goals.carbs { parts.append("carbs \(cell(carbs, "carbs", 1)) g") }
        if let fat = goals.fat { parts.append("fat \(cell(fat, "fat", 1)) g") }
        for (nutrient, value) in goals.details.known {
            let amount = flagged.contains(nutrient.key) ? cell(value, nutrient.key, 1) : NutrientText.number(value)
            parts.append("\(nutrient.name) \(amount) \(nutrient.unit.rawValue)")
        }
        for line in wrapped("goals from \(date): ", parts) { context.print(line) }
    }

    /// `parts` after `lead`, comma-separated, in lines of at most `JournalRendering.lineWidth`
    /// (goals for many nutrients), continued with an indent.
    static func wrapped(_ lead: String, _ parts: [String]) -> [String] {
        var lines: [String] = []
        var line = lead
        for (index, part) in parts.enumerated() {
            let text = part + (index < parts.count - 1 ? "," : "")
            if line != lead, line.count + 1 + text.count > JournalRendering.lineWidth {
                lines.append(line)
                line = "  " + text
            } else {
                line += (line == lead ? "" : " ") + text
            }
        }
        lines.append(line)
        return lines
    }
}
