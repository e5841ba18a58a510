import FoodlogSupport

/// A generic food matched to an ingredient name, with its values per 100 g.
public struct FoodMatch: Sendable, Equatable {
    /// The food's id in its database (stable across runs), for `matched_id` in `--json`.
    public var id: String
    public var name: String
    public var kcalPer100g: Double
    public var proteinPer100g: Double
    public var carbsPer100g: Double
    public var fatPer100g: Double
    /// The nutrients beyond macros the database knows for it, per 100 g.
    public var nutrientsPer100g: NutrientValues

    public init(id: String, name: String, kcalPer100g: Double, proteinPer100g: Double, carbsPer100g: Double,
                fatPer100g: Double, nutrientsPer100g: NutrientValues = NutrientValues()) {
        self.id = id
        self.name = name
        self.kcalPer100g = kcalPer100g
        self.proteinPer100g = proteinPer100g
        self.carbsPer100g = carbsPer100g
        self.fatPer100g = fatPer100g
        self.nutrientsPer100g = nutrientsPer100g
    }

    /// Macros of `grams` of this food.
    public func macros(grams: Double) -> Macros {
        let factor = grams / 100
        return Macros(grams: grams, kcal: kcalPer100g * factor, protein: proteinPer100g * factor,
                      carbs: carbsPer100g * factor, fat: fatPer100g * factor)
    }
}

/// Where nutrition per serving looks ingredients up: the generic foods database in the app,
/// a fixed table in tests. Returns nil when nothing matches well enough to trust.
public protocol IngredientNutrition: Sendable {
    func match(_ ingredient: String) -> FoodMatch?
}

/// Converts household measures ("2 cups of rice", "1 clove garlic") to grams. The journal's
/// household-measures table answers this in the app; nil means the weight is unknown.
public protocol HouseholdMeasures: Sendable {
    func grams(quantity: Double, unit: String, food: String) -> Double?
}
