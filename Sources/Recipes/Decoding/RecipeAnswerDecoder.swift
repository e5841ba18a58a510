import AIAnalysis
import FoodlogSupport

/// Turns a provider's recipe answer (JSON text) into a validated `Recipe`, or says exactly what
/// is wrong with it.
public enum RecipeAnswerDecoder {
    /// Most servings a recipe may claim; beyond this the answer is treated as nonsense.
    public static let maxServings = 100
    /// Longest duration accepted, in minutes (two days: long ferments and marinades).
    public static let maxMinutes = 2 * 24 * 60
    /// Largest ingredient quantity accepted, in any unit (10 000 g, 10 000 ml, 10 000 eggs).
    public static let maxQuantity = 10_000.0

    public static func decode(_ text: String) throws(AnswerError) -> Recipe {
        try validate(WireDecoding.decode(WireRecipe.self, from: text))
    }

    static func validate(_ wire: WireRecipe) throws(AnswerError) -> Recipe {
        let name = try requiredText(wire.name, "name")
        let minutes = try required(wire.durationMinutes, "duration_minutes")
        guard minutes > 0, minutes <= Double(maxMinutes) else {
            throw .outOfRange(field: "duration_minutes", value: format(minutes), expected: "1 to \(maxMinutes) minutes")
        }
        guard let difficultyText = wire.difficulty else { throw .missing(field: "difficulty") }
        guard let difficulty = Difficulty(rawValue: difficultyText.lowercased()) else {
            throw .outOfRange(field: "difficulty", value: "'\(difficultyText)'", expected: "easy, medium or hard")
        }
        let servings = try required(wire.servings, "servings")
        guard servings >= 1, servings <= Double(maxServings), servings == servings.rounded() else {
            throw .outOfRange(field: "servings", value: format(servings), expected: "a whole number from 1 to \(maxServings)")
        }
        guard let wireIngredients = wire.ingredients else { throw .missing(field: "ingredients") }
        guard !wireIngredients.isEmpty else { throw .empty(field: "ingredients") }
        var ingredients: [RecipeIngredient] = []
        for (index, item) in wireIngredients.enumerated() {
            ingredients.append(try validate(item, at: "ingredients[\(index)]"))
        }
        guard let wireSteps = wire.steps else { throw .missing(field: "steps") }
        guard !wireSteps.isEmpty else { throw .empty(field: "steps") }
        var steps: [String] = []
        for (index, step) in wireSteps.enumerated() {
            steps.append(try requiredText(step, "steps[\(index)]"))
        }
        return Recipe(name: name, durationMinutes: Int(saturating: minutes.rounded(.up)), difficulty: difficulty,
                      servings: Int(saturating: servings), ingredients: ingredients, steps: steps)
    }

    static func validate(_ item: WireIngredient, at path: String) throws(AnswerError) -> RecipeIngredient {
        let name = try requiredText(item.name, path + ".name")
        let quantity = try required(item.quantity, path + ".quantity")
        guard quantity >= 0 else { throw .negative(field: path + ".quantity", value: quantity) }
        guard quantity > 0 else { throw .outOfRange(field: path + ".quantity", value: "0", expected: "more than 0") }
        guard quantity <= maxQuantity else {
            throw .outOfRange(field: path + ".quantity", value: format(quantity), expected: "at most \(format(maxQuantity))")
        }
        let unit = (item.unit ?? "").trimmingWhitespace()
        guard item.unit != nil else { throw .missing(field: path + ".unit") }
        let grams = try nonNegative(item.grams, path + ".grams", upTo: PlausibleRange.entryGrams.upper)
        let estimate = Macros(grams: grams, kcal: try nonNegative(item.kcal, path + ".kcal", upTo: PlausibleRange.entryKcal.upper),
                              protein: try nonNegative(item.protein, path + ".protein", upTo: PlausibleRange.entryMacro.upper),
                              carbs: try nonNegative(item.carbs, path + ".carbs", upTo: PlausibleRange.entryMacro.upper),
                              fat: try nonNegative(item.fat, path + ".fat", upTo: PlausibleRange.entryMacro.upper))
        return RecipeIngredient(name: name, quantity: quantity, unit: unit, estimate: estimate, nutrients: nutrients(item, estimate))
    }

    /// The ingredient's plausible fiber, sugars, saturated fat and sodium for its estimated
    /// weight (`PortionNutrients`); a missing, null, non-numeric or implausible one stays unknown
    /// and does not make the recipe unusable.
    static func nutrients(_ item: WireIngredient, _ estimate: Macros) -> NutrientValues {
        var values = NutrientValues()
        for nutrient in MealPrompt.askedNutrients {
            guard case .number(let value)? = item.nutrient(nutrient),
                  PortionNutrients.isPlausible(value, nutrient, grams: estimate.grams, carbs: estimate.carbs, fat: estimate.fat)
            else { continue }
            values[nutrient] = value
        }
        return values
    }

    static func required(_ value: Double?, _ field: String) throws(AnswerError) -> Double {
        guard let value else { throw .missing(field: field) }
        guard value.isFinite else { throw .wrongType(field: field, expected: "a finite number") }
        return value
    }

    /// A number from 0 to `limit` (an ingredient's grams, kcal and macros: the per-entry
    /// `PlausibleRange`s, since one ingredient is at most one entry's worth).
    static func nonNegative(_ value: Double?, _ field: String, upTo limit: Double) throws(AnswerError) -> Double {
        let number = try required(value, field)
        guard number >= 0 else { throw .negative(field: field, value: number) }
        guard number <= limit else { throw .outOfRange(field: field, value: format(number), expected: "0 to \(format(limit))") }
        return number
    }

    static func requiredText(_ value: String?, _ field: String) throws(AnswerError) -> String {
        guard let value else { throw .missing(field: field) }
        let text = value.trimmingWhitespace()
        guard !text.isEmpty else { throw .empty(field: field) }
        return text
    }

    static func format(_ value: Double) -> String { JSONValue.format(value) }
}

extension String {
    /// The string without leading and trailing whitespace, with inner runs of whitespace (tabs,
    /// newlines) collapsed to one space: model text is shown on one line per field.
    func trimmingWhitespace() -> String {
        split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
