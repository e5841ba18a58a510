import FoodJournal
import FoodlogSupport

/// How journal entries, days and ranges look on a terminal and in `--json`.
///
/// The JSON shapes are documented in docs/journal.md and stay stable: keys only get added.
enum JournalRendering {
    // MARK: JSON

    static func json(_ entry: JournalEntry) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(entry.id)), ("date", .string(entry.date.description)), ("time", .string(entry.time.description)),
            ("meal", .string(entry.meal.rawValue)), ("name", .string(entry.name)),
            ("grams", .rounded(entry.amount.grams, places: 1)), ("servings", .rounded(entry.amount.servings, places: 2)),
        ]
        members += nutrients(entry.nutrients)
        members.append(("nutrients", NutrientRendering.json(entry.nutrients.details)))
        members += [("source", .string(entry.source.rawValue)), ("confidence", .rounded(entry.confidence, places: 2)),
                    ("photo", entry.photo.map(JSONValue.string) ?? .null), ("ref", entry.reference.map(JSONValue.string) ?? .null),
                    ("out_of_range", .array(entry.implausibleFields.map { .string($0.field) }))]
        return .object(members)
    }

    static func nutrients(_ value: Nutrients) -> [(String, JSONValue)] {
        [("kcal", .rounded(value.kcal, places: 1)), ("protein", .rounded(value.protein, places: 1)),
         ("carbs", .rounded(value.carbs, places: 1)), ("fat", .rounded(value.fat, places: 1))]
    }

    static func json(_ goals: Goals) -> JSONValue {
        .object([("kcal", .rounded(goals.kcal, places: 1)), ("protein", .rounded(goals.protein, places: 1)),
                 ("carbs", .rounded(goals.carbs, places: 1)), ("fat", .rounded(goals.fat, places: 1)),
                 ("nutrients", NutrientRendering.json(goals.details))])
    }

    static func json(_ day: DaySummary) -> JSONValue {
        .object([
            ("date", .string(day.date.description)),
            ("entries", .array(day.entries.map(json))),
            ("meals", .object(day.meals.map { ($0.meal.rawValue, .object(nutrients($0.totals))) })),
            ("totals", .object(nutrients(day.totals))),
            ("nutrient_totals", NutrientRendering.json(day.nutrientTotals)),
            ("goals", day.goals.isEmpty ? .null : json(day.goals)),
            ("progress", .object(day.progress.map { ($0.name, .rounded($0.eaten / $0.goal, places: 3)) })),
        ])
    }

    static func json(_ favorite: Favorite, position: Int) -> JSONValue {
        var members: [(String, JSONValue)] = [("position", .integer(position)), ("name", .string(favorite.name)),
                                               ("grams", .rounded(favorite.amount.grams, places: 1)),
                                               ("servings", .rounded(favorite.amount.servings, places: 2))]
        members += nutrients(favorite.nutrients)
        members.append(("nutrients", NutrientRendering.json(favorite.nutrients.details)))
        members += [("source", .string(favorite.source.rawValue)), ("confidence", .rounded(favorite.confidence, places: 2))]
        return .object(members)
    }

    // MARK: Text

    /// Never traps: `-` for unknown, exponent form for absurd magnitudes.
    static func number(_ value: Double?, places: Int = 0) -> String {
        NumberText.rounded(value, places: min(places, 1))
    }

    /// Suffix of a value outside its plausible range (left out of totals).
    static let marker = "!"

    /// A number cell of an entry: the value, marked when `field` is out of range.
    static func cell(_ value: Double?, places: Int = 0, field: String, of flagged: Set<String>) -> String {
        guard flagged.contains(field), let value else { return number(value, places: places) }
        return NumberText.plain(value) + marker
    }

    /// `source`, with the confidence as a percentage when it is a sane one.
    static func sourceText(_ entry: JournalEntry) -> String {
        guard let confidence = entry.confidence, let percent = NumberText.percent(confidence) else { return entry.source.rawValue }
        return entry.source.rawValue + " \(percent)%"
    }

    /// One line for a logged entry: `k3f9x2ab  12:30 lunch  protein bar  210 kcal  P 20 C 22 F 7`,
    /// escaped for the terminal (the name and amount are the user's or a provider's text).
    static func line(_ entry: JournalEntry) -> String {
        let flagged = Set(entry.implausibleFields.map(\.field))
        var parts = [entry.id, entry.date.description + " " + entry.time.clock, entry.meal.rawValue, entry.name]
        if !entry.amount.text.isEmpty { parts.append(amountText(entry, flagged)) }
        parts.append(cell(entry.nutrients.kcal, field: "kcal", of: flagged) + " kcal")
        parts.append("P \(cell(entry.nutrients.protein, places: 1, field: "protein", of: flagged)) "
                     + "C \(cell(entry.nutrients.carbs, places: 1, field: "carbs", of: flagged)) "
                     + "F \(cell(entry.nutrients.fat, places: 1, field: "fat", of: flagged))")
        return TerminalText.escaped(parts.joined(separator: "  "))
    }

    static func amountText(_ entry: JournalEntry, _ flagged: Set<String>) -> String {
        entry.amount.text + (flagged.contains("grams") || flagged.contains("servings") ? marker : "")
    }

    static func title(_ meal: Meal) -> String { meal.rawValue.prefix(1).uppercased() + meal.rawValue.dropFirst() }

    /// A day grouped by meal, with totals, goals and progress bars.
    static func day(_ day: DaySummary, console: Console) -> [String] {
        var lines = [console.style("\(day.date.weekdayName) \(day.date)", .bold)]
        guard !day.entries.isEmpty else {
            lines.append("  nothing logged")
            lines += progress(day, console: console)
            return lines
        }
        var table = TextTable(headers: ["id", "food", "amount", "kcal", "protein", "carbs", "fat", "source"],
                              alignments: [.left, .left, .right, .right, .right, .right, .right, .left])
        var titles: [Int: String] = [:]
        for group in day.meals {
            titles[table.rows.count] = title(group.meal)
            table.append([])
            for entry in group.entries {
                let flagged = Set(entry.implausibleFields.map(\.field))
                table.append([entry.id, entry.name, amountText(entry, flagged),
                              cell(entry.nutrients.kcal, field: "kcal", of: flagged),
                              cell(entry.nutrients.protein, places: 1, field: "protein", of: flagged),
                              cell(entry.nutrients.carbs, places: 1, field: "carbs", of: flagged),
                              cell(entry.nutrients.fat, places: 1, field: "fat", of: flagged),
                              sourceText(entry) + (flagged.contains("confidence") ? marker : "")])
            }
            if day.meals.count > 1 {
                table.append(["", "", "", number(group.totals.kcal), number(group.totals.protein, places: 1),
                              number(group.totals.carbs, places: 1), number(group.totals.fat, places: 1), ""])
            }
        }
        table.append(["", "Total", "", number(day.totals.kcal), number(day.totals.protein, places: 1),
                      number(day.totals.carbs, places: 1), number(day.totals.fat, places: 1), ""])
        // Goals for nutrients beyond the macros have no column here ('today --nutrients' shows them).
        if day.goals.kcal != nil || day.goals.protein != nil || day.goals.carbs != nil || day.goals.fat != nil {
            let flagged = Set(day.goals.implausibleFields.map(\.field))
            table.append(["", "Goal", "", cell(day.goals.kcal, field: "kcal", of: flagged),
                          cell(day.goals.protein, places: 1, field: "protein", of: flagged),
                          cell(day.goals.carbs, places: 1, field: "carbs", of: flagged),
                          cell(day.goals.fat, places: 1, field: "fat", of: flagged), ""])
        }
        var rendered = table.render(maxWidths: [nil, foodWidth(table), amountWidth], headerStyle: { console.style($0, .dim) })
            .map { $0.isEmpty ? $0 : "  " + $0 }
        for (row, title) in titles where row + 1 < rendered.count { rendered[row + 1] = title }
        lines += rendered
        if !day.implausible.isEmpty { lines.append("  \(marker) out of range, not counted; fix with 'foodlog edit ID' or 'foodlog goal set'") }
        lines += progress(day, console: console)
        return lines
    }

    /// The widest a day view gets: a standard terminal, so `today` never wraps.
    static let lineWidth = 80
    static let amountWidth = 10

    /// The food column gets what the other columns (at their widest) and the indent leave of
    /// `lineWidth`, but at least 12 characters.
    static func foodWidth(_ table: TextTable) -> Int {
        var others = 2 + 2 * (table.headers.count - 1)
        for column in table.headers.indices where column != 1 {
            let widest = table.rows.reduce(table.headers[column].count) { max($0, column < $1.count ? $1[column].count : 0) }
            others += column == 2 ? min(widest, amountWidth) : widest
        }
        return max(12, lineWidth - others)
    }

    static func progress(_ day: DaySummary, console: Console) -> [String] {
        day.progress.map { item in
            let fraction = item.eaten / item.goal
            let label = item.name.padding(8)
            let percent = NumberText.percent(fraction).map { "\($0)%" } ?? "-"
            let text = "\(number(item.eaten, places: item.name == "kcal" ? 0 : 1)) / \(number(item.goal)) (\(percent))"
            let style: TextStyle = fraction > 1.1 ? .red : (fraction >= 0.9 ? .green : .yellow)
            return "  " + label + bar(fraction, width: 20, console: console, style: style) + "  " + text
        }
    }

    /// `[██████████░░░░░░░░░░]`; over 100% the bar is full and coloured.
    static func bar(_ fraction: Double, width: Int, console: Console, style: TextStyle) -> String {
        let filled = columns(fraction, of: width)
        return "[" + console.style(String(repeating: "█", count: filled), style) + String(repeating: "░", count: width - filled) + "]"
    }

    /// How many of `width` columns a fraction fills: 0 to `width`, whatever the fraction (NaN,
    /// negative, infinite), so no bar is ever sized from an unchecked number.
    static func columns(_ fraction: Double, of width: Int) -> Int {
        guard fraction.isFinite, fraction > 0 else { return 0 }
        return Int(min(Double(width), (fraction * Double(width)).rounded()))
    }

    /// The per-day kcal chart of a range: one row per day, a bar scaled so the goal sits at a fixed
    /// column marked `|`.
    static func chart(_ days: [DaySummary], console: Console) -> [String] {
        let width = 30
        let goalMax = days.compactMap(\.goals.plausibleOnly.kcal).max() ?? 0
        let eatenMax = days.map(\.totals.kcal).max() ?? 0
        let scale = max(goalMax * 1.25, eatenMax, 1)
        var lines: [String] = []
        for day in days {
            let kcal = day.totals.kcal
            let filled = columns(kcal / scale, of: width)
            var rest = Array(repeating: " ", count: width - filled)
            var marker = ""
            var style = TextStyle.bold
            if let goal = day.goals.plausibleOnly.kcal, goal > 0 {
                let at = min(width - 1, columns(goal / scale, of: width))
                if at >= filled { rest[at - filled] = "|" }
                let fraction = kcal / goal
                marker = NumberText.percent(fraction).map { "  \($0)%" } ?? ""
                style = fraction > 1.1 ? .red : (fraction >= 0.9 ? .green : .yellow)
            }
            var line = "\(day.date) \(day.date.weekdayName) \(number(kcal).leftPadding(5)) kcal "
                + (filled > 0 ? console.style(String(repeating: "█", count: filled), style) : "") + rest.joined() + marker
            while line.hasSuffix(" ") { line.removeLast() }
            lines.append(line)
        }
        return lines
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
    func leftPadding(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
