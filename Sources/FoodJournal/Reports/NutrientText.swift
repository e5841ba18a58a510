import FoodlogSupport

/// Nutrient amounts as people read them, shared by the views and the Markdown export.
public enum NutrientText {
    /// `18`, `2.4`, `0.08`: whole numbers from 10 up, one decimal from 1, two below.
    public static func number(_ value: Double) -> String {
        NumberText.rounded(value, places: value >= 10 ? 0 : (value >= 1 ? 1 : 2))
    }

    /// `18 g`, `2.4 µg`.
    public static func amount(_ value: Double, _ nutrient: Nutrient) -> String { nutrient.amountText(value) }

    /// `fiber 18 g (12 of 14 entries)`: a total that says what it rests on.
    public static func total(_ nutrient: Nutrient, _ total: NutrientTotals.Total) -> String {
        "\(name(nutrient)) \(amount(total.sum, nutrient)) (\(total.entriesWithData) of \(total.entries) \(total.entries == 1 ? "entry" : "entries"))"
    }

    /// The label in running text: `fiber`, `vitamin B12`, `saturated fat`.
    public static func name(_ nutrient: Nutrient) -> String { nutrient.label.prefix(1).lowercased() + nutrient.label.dropFirst() }
}
