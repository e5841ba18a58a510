import FoodlogSupport

/// How much of a nutrient one portion of food (a meal item, a recipe ingredient) can plausibly
/// hold, so a model's value is believed only inside it. The per-100 g ceiling of the nutrient
/// table scaled to the portion's grams (so never more grams of fiber than the portion weighs,
/// never more sodium than the same weight of table salt), and, since both are parts of a macro,
/// sugars at most the carbs and saturated fat at most the fat (5 % and half a gram of slack for
/// rounding).
public enum PortionNutrients {
    /// The largest believable amount of `nutrient` in `grams` of food with `carbs` and `fat`
    /// grams, in the nutrient's unit. 0 for a portion of 0 g.
    public static func ceiling(_ nutrient: Nutrient, grams: Double, carbs: Double, fat: Double) -> Double {
        let scaled = nutrient.maximumPer100g * max(0, grams) / 100
        switch nutrient {
        case .sugars: return min(scaled, carbs * 1.05 + 0.5)
        case .saturatedFat: return min(scaled, fat * 1.05 + 0.5)
        default: return scaled
        }
    }

    /// Whether `value` is a believable amount of `nutrient` for the portion.
    public static func isPlausible(_ value: Double, _ nutrient: Nutrient, grams: Double, carbs: Double, fat: Double) -> Bool {
        value.isFinite && value >= 0 && value <= ceiling(nutrient, grams: grams, carbs: carbs, fat: fat)
    }
}
