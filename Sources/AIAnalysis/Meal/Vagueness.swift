/// Whether a description says how much was eaten. Without any quantity ("some chicken",
/// "chicken and rice") portion sizes are guesses, so the estimate's confidence is capped below
/// 0.8 whatever the model claims: the person is told to check the numbers.
public enum Vagueness {
    /// The highest confidence an estimate of a description without quantities may carry.
    public static let cap = 0.7

    static let quantityWords: Set<String> = [
        "a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "dozen", "half", "quarter",
        "g", "gr", "gram", "grams", "kg", "oz", "ounce", "ounces", "lb", "lbs", "ml", "l", "litre", "liter",
        "cup", "cups", "slice", "slices", "piece", "pieces", "bowl", "bowls", "plate", "plates", "glass", "glasses",
        "handful", "tbsp", "tsp", "tablespoon", "tablespoons", "teaspoon", "teaspoons", "spoon", "spoons",
        "serving", "servings", "portion", "portions", "small", "medium", "large", "can", "bottle", "bar", "scoop",
    ]

    /// True when the text has no number and no quantity word.
    public static func lacksQuantities(_ text: String) -> Bool {
        if text.contains(where: { $0.isNumber }) { return false }
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter })
        return !words.contains { quantityWords.contains(String($0)) }
    }

    /// The estimate with every confidence capped, and a note, when the description lacks quantities.
    public static func applied(to estimate: MealEstimate, description: String) -> MealEstimate {
        guard lacksQuantities(description) else { return estimate }
        var capped = estimate
        var changed = false
        for index in capped.items.indices where capped.items[index].confidence > cap {
            capped.items[index].confidence = cap
            changed = true
        }
        if capped.confidence > cap { capped.confidence = cap; changed = true }
        if changed { capped.notes.append("no quantities in the description; confidence capped at \(Int(cap * 100))%") }
        return capped
    }
}
