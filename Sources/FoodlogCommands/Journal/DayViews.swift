import CLIKit
import FoodJournal
import FoodlogSupport

/// Shows one day or a range of days: what `today` and `log` print.
enum DayViews {
    /// Prints the days `from...to`; one day as a day view, several with a kcal chart; `nutrients`
    /// adds one day's nutrient table (`today --nutrients`).
    static func show(from: LocalDate, to: LocalDate, json: Bool, summaryOnly: Bool, nutrients: Bool = false,
                     context: CommandContext) throws -> ExitCode {
        let journal = JournalArguments.journal(context)
        let (days, damaged) = try JournalArguments.days(from: from, to: to, journal: journal)
        if from == to, let day = days.first {
            if json {
                guard case .object(var members) = JournalRendering.json(day) else { return .software }
                members.append(("problems", JournalArguments.problemsJSON(damaged)))
                context.print(JSONValue.object(members).rendered())
            } else {
                for line in JournalRendering.day(day, console: context.console) { context.print(line) }
                if nutrients {
                    context.print("")
                    context.print(context.console.style("Nutrients", .bold))
                    let period = day.date == journal.today() ? "today" : "on \(day.date)"
                    for line in NutrientRendering.lines(NutrientReport([day]), period: period, console: context.console) { context.print(line) }
                }
            }
            return .success
        }
        let logged = days.filter { !$0.entries.isEmpty }
        let totals = days.reduce(Nutrients.zero) { $0 + $1.totals }
        let average = logged.isEmpty ? Nutrients.zero : totals.scaled(by: 1 / Double(logged.count))
        if json {
            context.print(JSONValue.object([
                ("from", .string(from.description)), ("to", .string(to.description)),
                ("days", .array(days.map(JournalRendering.json))),
                ("totals", .object(JournalRendering.nutrients(totals))),
                ("nutrient_totals", NutrientRendering.json(days.reduce(NutrientTotals()) { $0 + $1.nutrientTotals })),
                ("days_logged", .integer(logged.count)),
                ("average_per_logged_day", .object(JournalRendering.nutrients(average))),
                ("problems", JournalArguments.problemsJSON(damaged)),
            ]).rendered())
            return .success
        }
        if !summaryOnly {
            for day in logged {
                for line in JournalRendering.day(day, console: context.console) { context.print(line) }
                context.print("")
            }
        }
        context.print(context.console.style("kcal per day, \(from) to \(to)", .bold))
        for line in JournalRendering.chart(days, console: context.console) { context.print(line) }
        context.print("\(logged.count) of \(days.count) days logged; average \(JournalRendering.number(average.kcal)) kcal, "
                      + "P \(JournalRendering.number(average.protein, places: 1)) C \(JournalRendering.number(average.carbs, places: 1)) "
                      + "F \(JournalRendering.number(average.fat, places: 1)) per logged day")
        return .success
    }
}
