import Testing
@testable import FoodlogSupport

@Suite struct NutrientTests {
    @Test func keysAreUniqueAndRoundTripThroughOptionNames() {
        let keys = Nutrient.allCases.map(\.key)
        #expect(Set(keys).count == keys.count)
        for nutrient in Nutrient.allCases {
            #expect(Nutrient(key: nutrient.key) == nutrient)
            #expect(Nutrient(key: String(nutrient.optionName.dropFirst(2))) == nutrient)
        }
        #expect(Nutrient.saturatedFat.optionName == "--saturated-fat")
        #expect(Nutrient(key: "protein") == nil)
    }

    @Test func limitsAndTargetsFollowTheLabel() {
        #expect(Nutrient.sodium.goal == .limit && Nutrient.sodium.dailyValue == 2300 && Nutrient.sodium.unit == .milligrams)
        #expect(Nutrient.fiber.goal == .target && Nutrient.fiber.dailyValue == 28 && Nutrient.fiber.unit == .grams)
        #expect(Nutrient.vitaminD.unit == .micrograms && Nutrient.vitaminD.unit.ascii == "ug")
        for nutrient in Nutrient.allCases {
            #expect(nutrient.dailyValue > 0 && nutrient.dailyValue < nutrient.maximumPer100g * 100)
            if nutrient.unit == .grams { #expect(nutrient.maximumPer100g == 100) }
        }
    }

    @Test func unknownStaysUnknownAndBadNumbersAreDropped() {
        var values = NutrientValues()
        #expect(values[.fiber] == nil && values.isEmpty)
        values[.fiber] = 0
        #expect(values[.fiber] == 0, "a known zero is not unknown")
        values[.sodium] = .nan
        values[.iron] = -1
        values[.calcium] = .infinity
        #expect(values.count == 1)
        values[.fiber] = nil
        #expect(values.isEmpty)
    }

    @Test func scalingOverlayAndOrder() {
        let per100g = NutrientValues([.sodium: 400, .fiber: 3, .vitaminC: 10])
        let portion = per100g.scaled(by: 1.5)
        #expect(portion[.sodium] == 600 && portion[.fiber] == 4.5)
        #expect(portion.known.map(\.nutrient) == [.fiber, .sodium, .vitaminC])
        let model = NutrientValues([.fiber: 9, .sugars: 5])
        let merged = model.overlaid(with: per100g)
        #expect(merged[.fiber] == 3, "the overlay (grounded) wins")
        #expect(merged[.sugars] == 5 && merged.count == 4)
    }
}
