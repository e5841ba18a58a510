import FoodJournal
import FoodlogSupport

/// A nutrition label for one food, as `foodlog show` and `foodlog product` print it: energy and
/// macros, then every known nutrient with its percent of the daily value, per 100 g and per
/// serving when the serving's weight is known. Pure: values in, lines out (within 80 columns).
public struct NutritionLabel: Sendable {
    /// Per 100 g (or 100 ml for a drink labelled so).
    public var kcal: Double?
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?
    public var nutrients: NutrientValues
    /// `100 g` or `100 ml`: what the values are given for.
    public var basis: String
    /// Grams (or ml) in one serving, when known.
    public var servingGrams: Double?

    public init(kcal: Double?, protein: Double?, carbs: Double?, fat: Double?, nutrients: NutrientValues,
                basis: String = "100 g", servingGrams: Double?) {
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.nutrients = nutrients
        self.basis = basis
        self.servingGrams = servingGrams.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    /// The label's table; %DV is per serving when the serving is known, else per `basis`.
    public func lines(console: Console) -> [String] {
        let factor = servingGrams.map { $0 / 100 }
        let unit = basis.hasSuffix("ml") ? "ml" : "g"
        var rows: [[String]] = []
        func row(_ label: String, _ value: Double?, _ unitText: String, places: Int, percent: String = "") {
            guard let value else { return }
            let serving = factor.map { NumberText.rounded(value * $0, places: places) + " " + unitText } ?? ""
            rows.append([label, NumberText.rounded(value, places: places) + " " + unitText, serving, percent])
        }
        row("Energy", kcal, "kcal", places: 0)
        row("Protein", protein, "g", places: 1)
        row("Carbohydrates", carbs, "g", places: 1)
        row("Fat", fat, "g", places: 1)
        for (nutrient, value) in nutrients.known {
            let amount = value * (factor ?? 1)
            let percent = NumberText.percent(amount / nutrient.dailyValue).map { "\($0)%" } ?? ""
            let serving = factor.map { NutrientText.amount(value * $0, nutrient) } ?? ""
            rows.append([nutrient.label, NutrientText.amount(value, nutrient), serving, percent])
        }
        guard !rows.isEmpty else { return ["  no nutrition facts"] }
        let servingTitle = servingGrams.map { "per serving (\(NumberText.rounded($0, places: 1)) \(unit))" } ?? ""
        let headers = ["", "per \(basis)", servingTitle, nutrients.isEmpty ? "" : "% DV"]
        var widths = headers.map(\.count)
        for cells in rows { for (column, cell) in cells.enumerated() { widths[column] = max(widths[column], cell.count) } }
        func line(_ cells: [String]) -> String {
            var text = "  " + cells[0] + String(repeating: " ", count: widths[0] - cells[0].count)
            for column in 1..<cells.count where widths[column] > 0 { text += "  " + cells[column].leftPadding(widths[column]) }
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        var lines = [console.style(line(headers), .dim)]
        lines += rows.map(line)
        if !nutrients.isEmpty {
            lines.append("  % DV: share of the FDA daily value " + (servingGrams == nil ? "in \(basis)" : "per serving")
                         + "; unknown nutrients left out")
        }
        return lines
    }
}
