import FoodJournal
import FoodlogSupport

/// How nutrients beyond the macros look: amounts with their units, totals that say how many
/// entries they rest on, the `foodlog nutrients` table and its `--json` object (docs/journal.md).
enum NutrientRendering {
    // MARK: JSON

    /// `{"fiber":2.6,"sodium":480}`: the known values in `Nutrient` order, in each nutrient's unit.
    static func json(_ values: NutrientValues) -> JSONValue {
        .object(values.known.map { ($0.nutrient.key, .rounded($0.value, places: 3)) })
    }

    /// `{"fiber":{"total":18,"unit":"g","entries_with_data":12,"entries":14},...}`.
    static func json(_ totals: NutrientTotals) -> JSONValue {
        .object(totals.known.map { nutrient, total in
            (nutrient.key, .object([("total", .rounded(total.sum, places: 3)), ("unit", .string(nutrient.unit.ascii)),
                                    ("entries_with_data", .integer(total.entriesWithData)), ("entries", .integer(total.entries))]))
        })
    }

    static func json(_ report: NutrientReport) -> [(String, JSONValue)] {
        [("from", .string(report.from.description)), ("to", .string(report.to.description)),
         ("days", .integer(report.days)), ("days_logged", .integer(report.daysLogged)),
         ("entries", .integer(report.totals.entries)), ("entries_without_data", .integer(report.totals.entriesWithoutData)),
         ("nutrients", .array(report.rows.map(json))),
         ("low", .array(report.low.map { .string($0.nutrient.key) }))]
    }

    static func json(_ row: NutrientReport.Row) -> JSONValue {
        .object([("key", .string(row.nutrient.key)), ("label", .string(row.nutrient.label)), ("unit", .string(row.nutrient.unit.ascii)),
                 ("kind", .string(row.nutrient.goal == .limit ? "limit" : "target")),
                 ("total", .rounded(row.total.sum, places: 3)), ("per_day", .rounded(row.perDay, places: 3)),
                 ("reference", .rounded(row.reference, places: 3)), ("reference_is_goal", .bool(row.isGoal)),
                 ("fraction", .rounded(row.fraction, places: 3)), ("status", .string(row.status.rawValue)),
                 ("entries_with_data", .integer(row.total.entriesWithData)), ("entries", .integer(row.total.entries))])
    }

    // MARK: Text

    static func number(_ value: Double) -> String { NutrientText.number(value) }

    /// `fiber 6 g, sodium 450 mg, vitamin C 2 mg`: an entry's known nutrients in one line.
    static func summary(_ values: NutrientValues) -> String {
        values.known.map { "\($0.nutrient.name) \(NutrientText.amount($0.value, $0.nutrient))" }.joined(separator: ", ")
    }

    /// The width of a bar's inside; with the other columns a row stays within 80 columns.
    static let barWidth = 10

    /// The nutrient table of `report` and its closing lines; `period` names the days in the
    /// "low" line (`this week`, `today`, `on 2026-11-20`).
    static func lines(_ report: NutrientReport, period: String, console: Console) -> [String] {
        guard report.totals.entries > 0 else { return ["  nothing logged"] }
        guard !report.rows.isEmpty else {
            return ["  no entry has nutrients beyond macros; set some: foodlog edit ID --fiber 5"]
        }
        struct Cells { var label, percent, flag, amount, coverage: String; var fraction: Double; var style: TextStyle }
        let cells = report.rows.map { row -> Cells in
            let percent = NumberText.percent(row.fraction).map { $0 > 999 ? ">999%" : "\($0)%" } ?? "-"
            let flag: String
            let style: TextStyle
            switch row.status {
            case .over: (flag, style) = ("OVER", .red)
            case .low: (flag, style) = ("low", .yellow)
            case .ok: (flag, style) = ("", .green)
            }
            return Cells(label: row.nutrient.label, percent: percent, flag: flag,
                         amount: "\(number(row.perDay)) / \(number(row.reference)) \(row.nutrient.unit.rawValue)" + (row.isGoal ? "*" : " "),
                         coverage: "\(row.total.entriesWithData) of \(row.total.entries)", fraction: row.fraction, style: style)
        }
        let labelWidth = cells.map(\.label.count).max() ?? 0
        let amountTitle = report.daysLogged > 1 ? "per day / ref" : "amount / ref"
        let amountWidth = max(cells.map(\.amount.count).max() ?? 0, amountTitle.count)
        let coverageWidth = max(cells.map(\.coverage.count).max() ?? 0, "entries".count)
        // Bar, percent and flag: "[" + bar + "]" + " " + 5 + " " + 4.
        let header = "  " + "".padding(labelWidth + 1) + "% of daily value".padding(barWidth + 2 + 11) + "  "
            + amountTitle.leftPadding(amountWidth) + "  " + "entries".leftPadding(coverageWidth)
        var lines = [console.style(header, .dim)]
        for cell in cells {
            let filled = JournalRendering.columns(cell.fraction, of: barWidth)
            let bar = "[" + console.style(String(repeating: "█", count: filled), cell.style)
                + String(repeating: "░", count: barWidth - filled) + "]"
            let flag = (cell.flag.isEmpty ? "" : console.style(cell.flag, cell.style)) + String(repeating: " ", count: 4 - cell.flag.count)
            let line = "  " + cell.label.padding(labelWidth + 1) + bar + " " + cell.percent.leftPadding(5) + " " + flag
                + "  " + cell.amount.leftPadding(amountWidth) + "  " + cell.coverage.leftPadding(coverageWidth)
            lines.append(line)
        }
        if report.rows.contains(where: \.isGoal) { lines.append("  * your goal ('foodlog goal set'); the others are FDA daily values") }
        let low = report.low
        lines.append("low \(period): " + (low.isEmpty ? "nothing"
            : low.map { "\($0.nutrient.name) (\(NumberText.percent($0.fraction).map { "\($0)%" } ?? "-"))" }.joined(separator: ", ")))
        let without = report.totals.entriesWithoutData
        if without > 0 {
            lines.append("\(without) of \(report.totals.entries) \(report.totals.entries == 1 ? "entry" : "entries") \(without == 1 ? "has" : "have") no nutrients "
                         + "beyond macros (typed numbers, older entries)")
        }
        return lines
    }

    /// The title of a report: one day, or a range with the days its averages divide by.
    static func title(_ report: NutrientReport) -> String {
        let entries = "\(report.totals.entries) \(report.totals.entries == 1 ? "entry" : "entries")"
        if report.from == report.to { return "Nutrients, \(report.from.weekdayName) \(report.from) (\(entries))" }
        return "Nutrients per day, \(report.from) to \(report.to) (\(report.daysLogged) \(report.daysLogged == 1 ? "day" : "days") logged, \(entries))"
    }
}

extension Nutrient {
    /// The label in running text: `fiber`, `vitamin B12`, `saturated fat`.
    var name: String { NutrientText.name(self) }
}
