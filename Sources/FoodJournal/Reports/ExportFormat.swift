import FoodlogSupport

/// Renders days of the journal for other people and tools: CSV (RFC 4180), JSON or Markdown, with
/// one row per item (time and source included) and a total per day. Nutrients beyond the macros
/// are CSV columns after the others, one per nutrient in `Nutrient` order with its unit in the
/// header (`fiber_g`, `sodium_mg`, `vitamin_d_ug`; empty when unknown), keys of JSON's
/// `nutrients`, and a line under each Markdown day. Pure: text in, text out.
public enum ExportFormat: String, CaseIterable, Sendable {
    case csv, json, md

    /// The whole export as text, ending with a newline.
    public func render(_ days: [DaySummary], from: LocalDate, to: LocalDate) -> String {
        switch self {
        case .csv: return ExportFormat.csv(days)
        case .json: return ExportFormat.json(days, from: from, to: to).rendered() + "\n"
        case .md: return ExportFormat.markdown(days, from: from, to: to)
        }
    }

    static let csvHeader = ["row", "date", "time", "meal", "id", "name", "grams", "servings", "kcal", "protein", "carbs", "fat",
                            "source", "confidence", "ref"] + Nutrient.allCases.map { "\($0.key)_\($0.unit.ascii)" }

    /// A nutrient value to 4 significant digits (copper's 0.0784 mg and sodium's 2300 mg alike).
    static func detail(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "" }
        return JSONValue.format(EventCoding.significant(value, digits: 4))
    }

    static func csv(_ days: [DaySummary]) -> String {
        var lines = [csvHeader.joined(separator: ",")]
        for day in days where !day.entries.isEmpty {
            for entry in day.entries {
                lines.append([
                    "item", day.date.description, entry.time.clock, entry.meal.rawValue, entry.id, entry.name,
                    decimal(entry.amount.grams), decimal(entry.amount.servings), decimal(entry.nutrients.kcal),
                    decimal(entry.nutrients.protein), decimal(entry.nutrients.carbs), decimal(entry.nutrients.fat),
                    entry.source.rawValue, decimal(entry.confidence), entry.reference ?? "",
                ].map(csvField).joined(separator: ",") + Nutrient.allCases.map { "," + detail(entry.nutrients.details[$0]) }.joined())
            }
            lines.append((["total", day.date.description, "", "", "", "", "", "", decimal(day.totals.kcal), decimal(day.totals.protein),
                           decimal(day.totals.carbs), decimal(day.totals.fat), "", "", ""]
                          + Nutrient.allCases.map { detail(day.nutrientTotals[$0]?.sum) }).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// A CSV field, quoted when it holds a comma, quote or line break.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
    }

    /// A value to 0.1; an out-of-range one (1e300 in a hand-edited line) as it is, never lost.
    static func decimal(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "" }
        guard abs(value) < NumberText.digitLimit else { return JSONValue.format(value) }
        return JSONValue.format((value * 10).rounded() / 10)
    }

    static func json(_ days: [DaySummary], from: LocalDate, to: LocalDate) -> JSONValue {
        func nutrients(_ value: Nutrients, details: NutrientValues) -> JSONValue {
            .object([("kcal", .rounded(value.kcal, places: 1)), ("protein", .rounded(value.protein, places: 1)),
                     ("carbs", .rounded(value.carbs, places: 1)), ("fat", .rounded(value.fat, places: 1))]
                    + details.known.map { ($0.nutrient.key, .rounded($0.value, places: 3)) })
        }
        let rendered: [JSONValue] = days.filter { !$0.entries.isEmpty }.map { day in
            .object([
                ("date", .string(day.date.description)),
                ("items", .array(day.entries.map { entry in
                    .object([("id", .string(entry.id)), ("time", .string(entry.time.description)), ("meal", .string(entry.meal.rawValue)),
                             ("name", .string(entry.name)), ("grams", .rounded(entry.amount.grams, places: 1)),
                             ("servings", .rounded(entry.amount.servings, places: 2)), ("nutrients", nutrients(entry.nutrients, details: entry.nutrients.details)),
                             ("source", .string(entry.source.rawValue)), ("confidence", .rounded(entry.confidence, places: 2)),
                             ("ref", entry.reference.map(JSONValue.string) ?? .null),
                             ("out_of_range", .array(entry.implausibleFields.map { .string($0.field) }))])
                })),
                ("totals", nutrients(day.totals, details: NutrientValues(Dictionary(uniqueKeysWithValues:
                    day.nutrientTotals.known.map { ($0.nutrient, $0.total.sum) })))),
                ("entries_with_data", .object(day.nutrientTotals.known.map { ($0.nutrient.key, .integer($0.total.entriesWithData)) })),
                ("entries", .integer(day.entries.count)),
            ])
        }
        return .object([("from", .string(from.description)), ("to", .string(to.description)), ("days", .array(rendered))])
    }

    static func markdown(_ days: [DaySummary], from: LocalDate, to: LocalDate) -> String {
        func cell(_ text: String) -> String { text.replacingAll("|", with: "\\|").replacingAll("\n", with: " ") }
        var lines = ["# Food journal \(from) to \(to)", ""]
        let logged = days.filter { !$0.entries.isEmpty }
        if logged.isEmpty { lines.append("Nothing logged.") }
        for day in logged {
            lines += ["## \(day.date.weekdayName) \(day.date)", "",
                      "| time | meal | food | amount | kcal | protein | carbs | fat | source |",
                      "|---|---|---|---:|---:|---:|---:|---:|---|"]
            for entry in day.entries {
                var source = entry.source.rawValue
                if let confidence = entry.confidence, let percent = NumberText.percent(confidence) { source += " (\(percent)%)" }
                lines.append("| \(entry.time.clock) | \(entry.meal.rawValue) | \(cell(entry.name)) | \(entry.amount.text) | "
                             + "\(decimal(entry.nutrients.kcal)) | \(decimal(entry.nutrients.protein)) | \(decimal(entry.nutrients.carbs)) | "
                             + "\(decimal(entry.nutrients.fat)) | \(source) |")
            }
            lines.append("| | | **Total** | | **\(decimal(day.totals.kcal))** | **\(decimal(day.totals.protein))** | "
                         + "**\(decimal(day.totals.carbs))** | **\(decimal(day.totals.fat))** | |")
            let known = day.nutrientTotals.known
            if !known.isEmpty {
                lines.append("")
                lines.append("Nutrients: " + known.map { NutrientText.total($0.nutrient, $0.total) }.joined(separator: ", ") + ".")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n") + (lines.last == "" ? "" : "\n")
    }
}
