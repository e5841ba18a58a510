import Testing
@testable import Recipes

/// A fixed table of generic foods, standing in for the food index.
struct TableFoods: IngredientNutrition {
    var foods: [String: FoodMatch]
    func match(_ ingredient: String) -> FoodMatch? { foods[ingredient.lowercased()] }

    static let standard = TableFoods(foods: [
        "eggs": FoodMatch(id: "01123", name: "Egg, whole, raw, fresh", kcalPer100g: 143, proteinPer100g: 12.56,
                          carbsPer100g: 0.72, fatPer100g: 9.51),
        "spinach": FoodMatch(id: "11457", name: "Spinach, raw", kcalPer100g: 23, proteinPer100g: 2.86,
                             carbsPer100g: 3.63, fatPer100g: 0.39),
    ])
}

/// A household-measures table with one entry.
struct CupsOfTomatoes: HouseholdMeasures {
    func grams(quantity: Double, unit: String, food: String) -> Double? {
        unit == "cup" && food == "cherry tomatoes" ? quantity * 149 : nil
    }
}

@Suite("Nutrition per serving")
struct NutritionCalculatorTests {
    func ingredient(_ name: String, _ quantity: Double, _ unit: String, _ estimate: Macros) -> RecipeIngredient {
        RecipeIngredient(name: name, quantity: quantity, unit: unit, estimate: estimate)
    }

    @Test("matched ingredients weighed in grams are computed from the database, not estimated")
    func allMatched() {
        let recipe = Recipe(name: "Eggs and spinach", durationMinutes: 10, difficulty: .easy, servings: 2,
                            ingredients: [ingredient("eggs", 200, "g", Macros(grams: 200, kcal: 999, protein: 0, carbs: 0, fat: 0)),
                                          ingredient("spinach", 0.1, "kg", Macros(grams: 100, kcal: 999, protein: 0, carbs: 0, fat: 0))],
                            steps: ["Cook."])
        let nutrition = NutritionCalculator(foods: TableFoods.standard).nutrition(of: recipe)
        #expect(!nutrition.estimated)
        #expect(abs(nutrition.perServing.kcal - (286 + 23) / 2) < 1e-9)
        #expect(abs(nutrition.perServing.protein - (25.12 + 2.86) / 2) < 1e-9)
        #expect(nutrition.ingredients.map(\.matchedID) == ["01123", "11457"])
        #expect(nutrition.ingredients.allSatisfy { $0.weightSource == .unit })
    }

    @Test("unmatched ingredients use the provider's estimate and mark the recipe estimated")
    func unmatched() {
        let feta = Macros(grams: 60, kcal: 159, protein: 8.5, carbs: 2.5, fat: 12.8)
        let recipe = Recipe(name: "Eggs and feta", durationMinutes: 10, difficulty: .easy, servings: 1,
                            ingredients: [ingredient("eggs", 100, "g", .zero), ingredient("feta", 60, "g", feta)],
                            steps: ["Cook."])
        let nutrition = NutritionCalculator(foods: TableFoods.standard).nutrition(of: recipe)
        #expect(nutrition.estimated)
        #expect(nutrition.ingredients[1].estimated)
        #expect(nutrition.ingredients[1].matchedID == nil)
        #expect(abs(nutrition.perServing.kcal - (143 + 159)) < 1e-9)
    }

    @Test("a provider estimate is rescaled to an exact weight when the unit is a mass")
    func rescaledEstimate() {
        let recipe = Recipe(name: "Feta", durationMinutes: 1, difficulty: .easy, servings: 1,
                            ingredients: [ingredient("feta", 4, "oz", Macros(grams: 100, kcal: 265, protein: 14, carbs: 4, fat: 21))],
                            steps: ["Eat."])
        let line = NutritionCalculator(foods: nil).nutrition(of: recipe).ingredients[0]
        #expect(abs(line.macros.grams - 113.398) < 0.001)
        #expect(abs(line.macros.kcal - 265 * 1.13398) < 0.01)
        #expect(line.estimated)
    }

    @Test("household measures turn cups into grams; without them the weight is the provider's and estimated")
    func householdMeasures() {
        let recipe = Recipe(name: "Tomatoes", durationMinutes: 1, difficulty: .easy, servings: 1,
                            ingredients: [ingredient("cherry tomatoes", 2, "cup", Macros(grams: 300, kcal: 54, protein: 2.6, carbs: 11.6, fat: 0.6))],
                            steps: ["Eat."])
        let foods = TableFoods(foods: ["cherry tomatoes": FoodMatch(id: "11529", name: "Tomatoes, red, ripe, raw",
                                                                    kcalPer100g: 18, proteinPer100g: 0.88,
                                                                    carbsPer100g: 3.89, fatPer100g: 0.2)])
        let measured = NutritionCalculator(foods: foods, measures: CupsOfTomatoes()).nutrition(of: recipe)
        #expect(measured.ingredients[0].weightSource == .householdMeasure)
        #expect(abs(measured.ingredients[0].macros.grams - 298) < 1e-9)
        #expect(!measured.estimated)
        let guessed = NutritionCalculator(foods: foods).nutrition(of: recipe)
        #expect(guessed.ingredients[0].weightSource == .provider)
        #expect(abs(guessed.ingredients[0].macros.kcal - 54) < 1e-9)
        #expect(guessed.estimated)
    }

    @Test("mass units", arguments: [(1.0, "kg", 1000.0), (2, "lbs", 907.18474), (250, "g", 250), (3, "Grams", 3),
                                    (500, "mg", 0.5)])
    func massUnits(quantity: Double, unit: String, grams: Double) {
        #expect(abs((MassUnit.grams(quantity: quantity, unit: unit) ?? -1) - grams) < 1e-9)
    }

    @Test("volumes and counts are not masses")
    func notMass() {
        #expect(MassUnit.grams(quantity: 1, unit: "cup") == nil)
        #expect(MassUnit.grams(quantity: 1, unit: "ml") == nil)
        #expect(MassUnit.grams(quantity: 1, unit: "") == nil)
    }
}

@Suite("Food name matching")
struct FoodNameMatchTests {
    @Test("accepted matches", arguments: [("eggs", "Egg, whole, raw, fresh"), ("feta", "Cheese, feta"),
                                          ("baby spinach", "Spinach, baby"), ("chicken breast", "Chicken, breast, boneless, skinless, raw"),
                                          ("extra virgin olive oil", "Olive oil"), ("2 garlic cloves, minced", "Garlic, raw"),
                                          ("Red onions", "Onions, red, raw"), ("cherry tomatoes", "Tomatoes, cherry, raw")])
    func accepted(ingredient: String, food: String) {
        #expect(FoodNameMatch.covers(ingredient: ingredient, food: food))
    }

    @Test("rejected matches", arguments: [("cherry tomatoes", "Cherries, raw"), ("cherry tomatoes", "Tomatoes, raw"),
                                          ("peanut butter", "Butter, NFS"), ("coconut milk", "Milk, whole"),
                                          ("fresh", "Spinach, raw")])
    func rejected(ingredient: String, food: String) {
        #expect(!FoodNameMatch.covers(ingredient: ingredient, food: food))
    }
}
