import AIAnalysis
import FoodJournal
import FoodlogSupport
import Recipes
import Testing
@testable import FoodlogNetCommands

/// What `snap --log` and `estimate --log` hand the journal: each item's known nutrients beyond
/// macros in `Nutrients.details`, unknown ones absent, and rescaled with the grams on review.
@Suite struct EstimateNutrientEntryTests {
    static let time = LocalTime(date: LocalDate(year: 2026, month: 11, day: 20), hour: 12, minute: 30, utcOffset: 0)

    static let estimate = MealEstimate(
        title: "Lunch",
        items: [
            MealItem(name: "milk", grams: 200, macros: AIAnalysis.Macros(calories: 122, protein: 6.6, carbs: 9.2, fat: 6.6), confidence: 0.9,
                     source: .database, matchedID: "usda:746782", nutrients: NutrientValues([.sugars: 9.6, .sodium: 86, .calcium: 246])),
            MealItem(name: "toast", grams: 30, macros: AIAnalysis.Macros(calories: 80, protein: 3, carbs: 15, fat: 1), confidence: 0.8,
                     source: .estimate, matchedID: nil),
        ],
        total: AIAnalysis.Macros(calories: 202, protein: 9.6, carbs: 24.2, fat: 7.6), confidence: 0.85, provider: "p", model: "m",
        cached: false, totalMismatch: false)

    @Test func eachEntryCarriesItsItemsKnownNutrients() {
        let entries = EstimateLogging.entries(Self.estimate, time: Self.time, meal: .lunch)
        #expect(entries.map(\.nutrients.details) == [NutrientValues([.sugars: 9.6, .sodium: 86, .calcium: 246]), NutrientValues()])
        #expect(entries[0].nutrients.kcal == 122 && entries[0].reference == "usda:746782")
        #expect(entries[1].nutrients.details[.fiber] == nil)
    }

    @Test func newGramsOnReviewRescaleTheNutrientsToo() throws {
        let entry = EstimateLogging.entries(Self.estimate, time: Self.time, meal: .lunch)[0]
        var answers = ["100", "", "", "", ""]
        let edited = try #require(MealReview.edit(entry, ask: { _ in answers.isEmpty ? nil : answers.removeFirst() }, tell: { _ in }))
        #expect(edited.nutrients.details == NutrientValues([.sugars: 4.8, .sodium: 43, .calcium: 123]))
    }
}

/// `recipes log`: the entry carries the per-serving nutrients every ingredient knew, times the
/// servings; a partial sum stays unknown in the journal.
@Suite struct RecipeNutrientEntryTests {
    @Test func onlyNutrientsEveryIngredientKnewAreLogged() {
        let lines = [
            IngredientNutritionLine(ingredient: "beans", macros: Recipes.Macros(grams: 200, kcal: 264, protein: 18, carbs: 47, fat: 1),
                                    weightSource: .unit, matchedID: "usda:beans", matchedName: "Beans",
                                    nutrients: NutrientValues([.fiber: 17.4, .sodium: 2])),
            IngredientNutritionLine(ingredient: "salsa", macros: Recipes.Macros(grams: 100, kcal: 30, protein: 1, carbs: 6, fat: 0),
                                    weightSource: .unit, matchedID: nil, matchedName: nil, nutrients: NutrientValues([.sodium: 600])),
        ]
        let nutrition = RecipeNutrition(perServing: Recipes.Macros(grams: 150, kcal: 147, protein: 9.5, carbs: 26.5, fat: 0.5), estimated: true,
                                        ingredients: lines, nutrientsPerServing: NutrientSum(lines.map(\.nutrients)).scaled(by: 0.5))
        let recipe = Recipe(name: "Bean bowl", durationMinutes: 10, difficulty: .easy, servings: 2,
                            ingredients: [RecipeIngredient(name: "beans", quantity: 200, unit: "g", estimate: .zero),
                                          RecipeIngredient(name: "salsa", quantity: 100, unit: "g", estimate: .zero)],
                            steps: ["Mix."])
        let stored = StoredRecipe(id: "b3an5x", createdAt: 0, source: .ingredients, kitchen: [], excluded: [], allergies: [],
                                  provider: "p", model: "m", recipe: recipe, nutrition: nutrition)
        let entry = RecipeJournalEntry.make(stored, servings: 1.5, meal: .dinner, time: EstimateNutrientEntryTests.time)
        #expect(entry.nutrients.details == NutrientValues([.sodium: 451.5]))
        #expect(entry.nutrients.kcal == 220.5)
    }
}
