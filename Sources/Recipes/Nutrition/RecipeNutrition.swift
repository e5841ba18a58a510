import AIAnalysis
import FoodlogSupport

/// Nutrition of a recipe, per serving and per ingredient, with where each number came from.
public struct RecipeNutrition: Codable, Equatable, Sendable {
    /// Per serving: the sum over ingredients divided by servings.
    public var perServing: Macros
    /// True when any ingredient's numbers are estimated rather than computed from the database.
    public var estimated: Bool
    public var ingredients: [IngredientNutritionLine]
    /// Fiber, sugars, sodium... per serving: each the sum over the ingredients that know it,
    /// divided by servings, with how many ingredients that is (fewer than all: a partial value).
    public var nutrientsPerServing: NutrientSum

    /// Without `nutrientsPerServing`, none is known (over all the ingredients).
    public init(perServing: Macros, estimated: Bool, ingredients: [IngredientNutritionLine],
                nutrientsPerServing: NutrientSum? = nil) {
        self.perServing = perServing
        self.estimated = estimated
        self.ingredients = ingredients
        self.nutrientsPerServing = nutrientsPerServing ?? NutrientSum(values: NutrientValues(), counts: [:], parts: ingredients.count)
    }

    enum CodingKeys: String, CodingKey { case perServing, estimated, ingredients, nutrientsPerServing, nutrientIngredients }

    /// Recipes saved before nutrients were kept read with none known.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        perServing = try container.decode(Macros.self, forKey: .perServing)
        estimated = try container.decode(Bool.self, forKey: .estimated)
        ingredients = try container.decode([IngredientNutritionLine].self, forKey: .ingredients)
        nutrientsPerServing = NutrientSum(values: NutrientCoding.decode(container, .nutrientsPerServing),
                                          counts: NutrientCoding.decodeCounts(container, .nutrientIngredients), parts: ingredients.count)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(perServing, forKey: .perServing)
        try container.encode(estimated, forKey: .estimated)
        try container.encode(ingredients, forKey: .ingredients)
        if !nutrientsPerServing.values.isEmpty {
            try container.encode(NutrientCoding(nutrientsPerServing.values), forKey: .nutrientsPerServing)
            try container.encode(NutrientCoding.encodeCounts(nutrientsPerServing.counts), forKey: .nutrientIngredients)
        }
    }
}

/// One ingredient's share of the recipe's nutrition.
public struct IngredientNutritionLine: Codable, Equatable, Sendable {
    /// How the weight was found.
    public enum WeightSource: String, Codable, Sendable {
        /// Converted from a unit of mass (g, kg, oz, lb): exact.
        case unit
        /// Converted through the household-measures table.
        case householdMeasure = "household_measure"
        /// The provider's own estimate.
        case provider
    }

    public var ingredient: String
    /// For the whole recipe, not per serving.
    public var macros: Macros
    public var weightSource: WeightSource
    /// The database food the numbers came from; nil when they are the provider's estimate.
    public var matchedID: String?
    public var matchedName: String?
    /// Fiber, sugars, sodium... for the whole recipe's amount: the matched food's where the
    /// database knows them, the provider's estimate (scaled to the weight used) otherwise.
    public var nutrients: NutrientValues

    /// Whether this line is an estimate: the weight or the values did not come from data.
    public var estimated: Bool { weightSource == .provider || matchedID == nil }

    public init(ingredient: String, macros: Macros, weightSource: WeightSource, matchedID: String?, matchedName: String?,
                nutrients: NutrientValues = NutrientValues()) {
        self.ingredient = ingredient
        self.macros = macros
        self.weightSource = weightSource
        self.matchedID = matchedID
        self.matchedName = matchedName
        self.nutrients = nutrients
    }

    enum CodingKeys: String, CodingKey { case ingredient, macros, weightSource, matchedID, matchedName, nutrients }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ingredient = try container.decode(String.self, forKey: .ingredient)
        macros = try container.decode(Macros.self, forKey: .macros)
        weightSource = try container.decode(WeightSource.self, forKey: .weightSource)
        matchedID = try container.decodeIfPresent(String.self, forKey: .matchedID)
        matchedName = try container.decodeIfPresent(String.self, forKey: .matchedName)
        nutrients = NutrientCoding.decode(container, .nutrients)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ingredient, forKey: .ingredient)
        try container.encode(macros, forKey: .macros)
        try container.encode(weightSource, forKey: .weightSource)
        try container.encodeIfPresent(matchedID, forKey: .matchedID)
        try container.encodeIfPresent(matchedName, forKey: .matchedName)
        if !nutrients.isEmpty { try container.encode(NutrientCoding(nutrients), forKey: .nutrients) }
    }
}

/// Computes nutrition per serving from the generic foods database where ingredients match it,
/// falling back to the provider's estimate, ingredient by ingredient, where they do not. For the
/// nutrients beyond macros the fallback is nutrient by nutrient: a matched food's value wins
/// wherever the database knows it, the provider's stands where it does not.
public struct NutritionCalculator: Sendable {
    public var foods: (any IngredientNutrition)?
    public var measures: (any HouseholdMeasures)?

    public init(foods: (any IngredientNutrition)?, measures: (any HouseholdMeasures)? = nil) {
        self.foods = foods
        self.measures = measures
    }

    public func nutrition(of recipe: Recipe) -> RecipeNutrition {
        var lines: [IngredientNutritionLine] = []
        for ingredient in recipe.ingredients {
            lines.append(line(for: ingredient))
        }
        let total = lines.reduce(Macros.zero) { $0 + $1.macros }
        let servingShare = 1 / Double(recipe.servings)
        return RecipeNutrition(perServing: total.scaled(by: servingShare),
                               estimated: lines.contains(where: \.estimated), ingredients: lines,
                               nutrientsPerServing: NutrientSum(lines.map(\.nutrients)).scaled(by: servingShare))
    }

    func line(for ingredient: RecipeIngredient) -> IngredientNutritionLine {
        let weight: (Double, IngredientNutritionLine.WeightSource)
        if let grams = MassUnit.grams(quantity: ingredient.quantity, unit: ingredient.unit) {
            weight = (grams, .unit)
        } else if let grams = measures?.grams(quantity: ingredient.quantity, unit: ingredient.unit, food: ingredient.name),
                  grams.isFinite, grams >= 0 {
            weight = (grams, .householdMeasure)
        } else {
            weight = (ingredient.estimate.grams, .provider)
        }
        // The provider's numbers belong to its own weight estimate; scale them to the weight used.
        var macros = ingredient.estimate
        var nutrients = ingredient.nutrients
        if weight.1 != .provider, ingredient.estimate.grams > 0 {
            macros = ingredient.estimate.scaled(by: weight.0 / ingredient.estimate.grams)
            nutrients = ingredient.nutrients.scaled(by: weight.0 / ingredient.estimate.grams)
        }
        macros.grams = weight.0
        guard let match = foods?.match(ingredient.name) else {
            return IngredientNutritionLine(ingredient: ingredient.name, macros: macros, weightSource: weight.1,
                                           matchedID: nil, matchedName: nil, nutrients: nutrients)
        }
        return IngredientNutritionLine(ingredient: ingredient.name, macros: match.macros(grams: weight.0),
                                       weightSource: weight.1, matchedID: match.id, matchedName: match.name,
                                       nutrients: nutrients.overlaid(with: match.nutrientsPer100g.scaled(by: weight.0 / 100)))
    }
}
