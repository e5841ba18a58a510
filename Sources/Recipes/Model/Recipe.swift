import FoodlogSupport

/// A recipe as foodlog shows and keeps it: validated, with numbered steps.
///
/// Values come from a provider's answer through `RecipeAnswerDecoder`, which rejects anything
/// missing, negative or empty, so code holding a `Recipe` may rely on every field.
public struct Recipe: Codable, Equatable, Sendable {
    public var name: String
    /// Total time from start to table, in whole minutes (at least 1).
    public var durationMinutes: Int
    public var difficulty: Difficulty
    /// How many people the quantities feed (1 to 100).
    public var servings: Int
    /// At least one ingredient.
    public var ingredients: [RecipeIngredient]
    /// The steps in order; step 1 is `steps[0]`. None is empty.
    public var steps: [String]

    public init(name: String, durationMinutes: Int, difficulty: Difficulty, servings: Int,
                ingredients: [RecipeIngredient], steps: [String]) {
        self.name = name
        self.durationMinutes = durationMinutes
        self.difficulty = difficulty
        self.servings = servings
        self.ingredients = ingredients
        self.steps = steps
    }
}

/// How hard a recipe is to cook.
public enum Difficulty: String, Codable, CaseIterable, Sendable {
    case easy, medium, hard
}

/// One ingredient with its quantity, and the provider's own estimate of its weight, macros and
/// other nutrients, used where the generic foods database has no match (or lacks a value).
public struct RecipeIngredient: Codable, Equatable, Sendable {
    public var name: String
    /// The amount in `unit`, greater than zero.
    public var quantity: Double
    /// The unit as written: "g", "ml", "cup", "tbsp", "piece", "clove", ...
    public var unit: String
    /// The provider's estimate for this quantity: weight and macros.
    public var estimate: Macros
    /// The provider's plausible estimates of fiber, sugars, saturated fat and sodium for
    /// `estimate.grams`; unknown ones absent (and all of them in recipes saved before they were asked).
    public var nutrients: NutrientValues

    public init(name: String, quantity: Double, unit: String, estimate: Macros, nutrients: NutrientValues = NutrientValues()) {
        self.name = name
        self.quantity = quantity
        self.unit = unit
        self.estimate = estimate
        self.nutrients = nutrients
    }

    enum CodingKeys: String, CodingKey { case name, quantity, unit, estimate, nutrients }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        quantity = try container.decode(Double.self, forKey: .quantity)
        unit = try container.decode(String.self, forKey: .unit)
        estimate = try container.decode(Macros.self, forKey: .estimate)
        nutrients = NutrientCoding.decode(container, .nutrients)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(quantity, forKey: .quantity)
        try container.encode(unit, forKey: .unit)
        try container.encode(estimate, forKey: .estimate)
        if !nutrients.isEmpty { try container.encode(NutrientCoding(nutrients), forKey: .nutrients) }
    }
}

/// Weight and macros of an amount of food. All values are non-negative.
public struct Macros: Codable, Equatable, Sendable {
    public var grams: Double
    public var kcal: Double
    public var protein: Double
    public var carbs: Double
    public var fat: Double

    public init(grams: Double, kcal: Double, protein: Double, carbs: Double, fat: Double) {
        self.grams = grams
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
    }

    public static let zero = Macros(grams: 0, kcal: 0, protein: 0, carbs: 0, fat: 0)

    public static func + (lhs: Macros, rhs: Macros) -> Macros {
        Macros(grams: lhs.grams + rhs.grams, kcal: lhs.kcal + rhs.kcal, protein: lhs.protein + rhs.protein,
               carbs: lhs.carbs + rhs.carbs, fat: lhs.fat + rhs.fat)
    }

    /// Every value multiplied by `factor` (e.g. 1 / servings).
    public func scaled(by factor: Double) -> Macros {
        Macros(grams: grams * factor, kcal: kcal * factor, protein: protein * factor, carbs: carbs * factor,
               fat: fat * factor)
    }
}
