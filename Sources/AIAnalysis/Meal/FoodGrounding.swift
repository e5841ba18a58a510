import FoodlogSupport

/// A food from the local index offered to the model as a reference, with values per 100 g.
public struct GroundingFood: Sendable, Equatable {
    public var id: String
    public var name: String
    public var kcal: Double?
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?
    /// The nutrients beyond macros the index knows for it, per 100 g.
    public var nutrients: NutrientValues

    public init(id: String, name: String, kcal: Double?, protein: Double?, carbs: Double?, fat: Double?,
                nutrients: NutrientValues = NutrientValues()) {
        self.id = id
        self.name = name
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.nutrients = nutrients
    }

    /// The values for `grams` of this food; a value the database lacks is taken from `fallback`.
    public func macros(grams: Double, fallback: Macros) -> Macros {
        let factor = grams / 100
        return Macros(calories: kcal.map { $0 * factor } ?? fallback.calories, protein: protein.map { $0 * factor } ?? fallback.protein,
                      carbs: carbs.map { $0 * factor } ?? fallback.carbs, fat: fat.map { $0 * factor } ?? fallback.fat)
    }

    /// The nutrients of `grams` of this food laid over `model`'s: for each nutrient the index
    /// knows, the index's value scaled to the grams wins; the others stay the model's.
    public func groundedNutrients(grams: Double, over model: NutrientValues) -> NutrientValues {
        model.overlaid(with: nutrients.scaled(by: grams / 100))
    }
}

/// Finds foods in a local database that match a meal description, so the prompt can ground the
/// model's numbers in real data. The command layer adapts `FoodIndex` to this.
public protocol FoodGrounding: Sendable {
    /// Foods closest to `phrase` (one food's words, e.g. "grilled chicken breast"), best first.
    func foods(matching phrase: String, limit: Int) -> [GroundingFood]
}

/// Splits a description into per-food phrases and gathers grounding candidates for them.
public enum GroundingQuery {
    /// Words that carry quantities, not foods.
    static let unitWords: Set<String> = [
        "g", "gr", "gram", "grams", "kg", "mg", "ml", "l", "oz", "ounce", "ounces", "lb", "lbs", "cup", "cups",
        "tbsp", "tsp", "tablespoon", "tablespoons", "teaspoon", "teaspoons", "slice", "slices", "piece", "pieces",
        "a", "an", "of", "some", "the", "half", "one", "two", "three", "four", "five", "bowl", "plate", "glass",
        "handful", "serving", "servings", "small", "medium", "large", "big",
    ]

    /// "grilled chicken breast 150g and a cup of rice, salad" → ["grilled chicken breast", "rice", "salad"].
    public static func phrases(_ text: String) -> [String] {
        var pieces: [String] = [text.lowercased()]
        for separator in [",", ";", "+", "&", "\n", " and ", " with ", " plus "] {
            pieces = pieces.flatMap { $0.components(separatedBy: separator) }
        }
        var result: [String] = []
        for piece in pieces {
            let words = piece.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" && $0 != "'" }).map(String.init)
            let kept = words.filter { word in
                !unitWords.contains(word) && !word.allSatisfy({ $0.isNumber || $0 == "." })
                    && !(word.first?.isNumber == true && unitWords.contains(String(word.drop(while: { $0.isNumber || $0 == "." }))))
            }
            let phrase = kept.joined(separator: " ")
            if !phrase.isEmpty, !result.contains(phrase) { result.append(phrase) }
        }
        return result
    }

    /// Up to `perPhrase` foods for each phrase, de-duplicated by id, at most `limit` in all.
    public static func candidates(for text: String, using grounding: any FoodGrounding, perPhrase: Int = 3, limit: Int = 12) -> [GroundingFood] {
        var result: [GroundingFood] = []
        for phrase in phrases(text) {
            for food in grounding.foods(matching: phrase, limit: perPhrase) where !result.contains(where: { $0.id == food.id }) {
                result.append(food)
                if result.count >= limit { return result }
            }
        }
        return result
    }
}
