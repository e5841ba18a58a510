import FoodJournal
import FoodlogSupport
import OpenFoodFacts
import Testing
@testable import FoodlogCommands
@testable import FoodlogNetCommands

/// The pure parts of `add --barcode`: an Open Food Facts product as a loggable food, and the amount logged.
@Suite struct BarcodeEntryTests {
    static let time = LocalTime(date: LocalDate(year: 2026, month: 11, day: 20), hour: 8, minute: 0, utcOffset: 0)
    static let nutella = CatalogFood(id: "3017620422003", name: "Ferrero Nutella", kind: .product,
                                     per100g: Nutrients(kcal: 539, protein: 6.3, carbs: 57.5, fat: 30.9), servingGrams: 15)

    @Test func aProductBecomesAFoodWithItsBrandAndServing() throws {
        let product = OFFProduct(code: "3017620422003", name: "Nutella", brand: "Ferrero", servingGrams: 15,
                                 per100: OFFNutrition(kcal: 539, protein: 6.3, carbs: 57.5, fat: 30.9, sugars: 56.3))
        #expect(try NetAddCommand.food(product) == Self.nutella)
        let named = OFFProduct(code: "1", name: "Ferrero Rocher", brand: "Ferrero", per100: OFFNutrition(kcal: 600))
        #expect(try NetAddCommand.food(named).name == "Ferrero Rocher")
        #expect(throws: OFFError.noNutrition(barcode: "2", name: "product 2")) {
            try NetAddCommand.food(OFFProduct(code: "2", per100: OFFNutrition(protein: 3)))
        }
    }

    @Test func aProductsNutrientsPer100gGoWithTheFoodAndScaleWithTheAmount() throws {
        let product = OFFProduct(code: "3029330003533", name: "Crousti Moelleux", per100: OFFNutrition(kcal: 246, protein: 9.5, carbs: 41, fat: 3.4),
                                 nutrients: NutrientValues([.fiber: 6.7, .sodium: 440]))
        let food = try NetAddCommand.food(product)
        #expect(food.per100g.details == NutrientValues([.fiber: 6.7, .sodium: 440]))
        #expect(food.per100g.scaled(by: 0.5).details == NutrientValues([.fiber: 3.35, .sodium: 220]))
    }

    @Test func amounts() throws {
        let serving = try BarcodeEntry.entry(Self.nutella, grams: nil, servings: nil, time: Self.time, meal: nil)
        #expect(serving.amount == Amount(grams: 15, servings: 1) && serving.source == .barcode && serving.reference == "3017620422003")
        let two = try BarcodeEntry.entry(Self.nutella, grams: nil, servings: 2, time: Self.time, meal: .snack)
        #expect(two.amount == Amount(grams: 30, servings: 2) && two.meal == .snack)
        #expect(abs(two.nutrients.kcal - 161.7) < 1e-9)
        let weighed = try BarcodeEntry.entry(Self.nutella, grams: 100, servings: nil, time: Self.time, meal: nil)
        #expect(weighed.amount == Amount(grams: 100) && weighed.nutrients == Self.nutella.per100g)
        var noServing = Self.nutella
        noServing.servingGrams = nil
        #expect(throws: AddError.noServingSize(name: "Ferrero Nutella")) {
            try BarcodeEntry.entry(noServing, grams: nil, servings: 1, time: Self.time, meal: nil)
        }
    }
}
