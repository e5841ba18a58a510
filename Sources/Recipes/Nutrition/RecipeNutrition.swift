/// Nutrition of a recipe, per serving and per ingredient, with where each number came from.
public struct RecipeNutrition: Codable, Equatable, Sendable {
    /// Per serving: the sum over ingredients divided by servings.
    public var perServing: Macros
    /// True when any ingredient's numbers are estimated rather than computed from the database.
    public var estimated: Bool
    public var ingredients: [IngredientNutritionLine]

    public init(perServing: Macros, estimated: Bool, ingredients: [IngredientNutritionLine]) {
        self.perServing = perServing
        self.estimated = estimated
        self.ingredients = ingredients
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

    /// Whether this line is an estimate: the weight or the values did not come from data.
    public var estimated: Bool { weightSource == .provider || matchedID == nil }

    public init(ingredient: String, macros: Macros, weightSource: WeightSource, matchedID: String?, matchedName: String?) {
        self.ingredient = ingredient
        self.macros = macros
        self.weightSource = weightSource
        self.matchedID = matchedID
        self.matchedName = matchedName
    }
}

/// Computes nutrition per serving from the generic foods database where ingredients match it,
/// falling back to the provider's estimate, ingredient by ingredient, where they do not.
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
        return RecipeNutrition(perServing: total.scaled(by: 1 / Double(recipe.servings)),
                               estimated: lines.contains(where: \.estimated), ingredients: lines)
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
        guard let match = foods?.match(ingredient.name) else {
            // The provider's macros belong to its own weight estimate; scale them to the weight used.
            var macros = ingredient.estimate
            if weight.1 != .provider, ingredient.estimate.grams > 0 {
                macros = ingredient.estimate.scaled(by: weight.0 / ingredient.estimate.grams)
            }
            macros.grams = weight.0
            return IngredientNutritionLine(ingredient: ingredient.name, macros: macros, weightSource: weight.1,
                                           matchedID: nil, matchedName: nil)
        }
        return IngredientNutritionLine(ingredient: ingredient.name, macros: match.macros(grams: weight.0),
                                       weightSource: weight.1, matchedID: match.id, matchedName: match.name)
    }
}
