/// Units of mass, which convert to grams exactly whatever the food.
///
/// Volumes (ml, cups, spoons) and counts (pieces, cloves) depend on the food, so they go to
/// `HouseholdMeasures` and are otherwise estimated.
public enum MassUnit {
    /// Grams in `quantity` of `unit`, or nil when the unit is not a unit of mass.
    public static func grams(quantity: Double, unit: String) -> Double? {
        guard let factor = gramsPerUnit[normalize(unit)] else { return nil }
        return quantity * factor
    }

    static let gramsPerUnit: [String: Double] = [
        "g": 1, "gr": 1, "gram": 1, "grams": 1, "gramme": 1, "grammes": 1,
        "kg": 1000, "kilo": 1000, "kilos": 1000, "kilogram": 1000, "kilograms": 1000,
        "mg": 0.001, "milligram": 0.001, "milligrams": 0.001,
        "oz": 28.349523125, "ounce": 28.349523125, "ounces": 28.349523125,
        "lb": 453.59237, "lbs": 453.59237, "pound": 453.59237, "pounds": 453.59237,
    ]

    static func normalize(_ unit: String) -> String {
        var text = unit.lowercased().trimmingWhitespace()
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
