import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// Staples of diet and family logging said by their everyday names, written at stop 42 from
/// knowledge of what people log (not from a phrase set): each was refused or another food.
@Suite("Plain words: everyday staples by their names")
struct EverydayStaplesTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func drinksByTheirBrands() throws {
        // A juice box and a glass of juice were acerola juice.
        try expectOne("a juice box", named: "Fruit juice, NFS")
        try expectOne("a glass of juice", named: "Fruit juice, NFS")
        try expectOne("an apple juice box", named: "Apple juice, 100%")
        try expectOne("a monster zero", named: "Energy drink, sugar free (Monster)")
        try expectOne("a zero sugar gatorade", named: "Sports drink, low calorie")
        try expectOne("a lacroix", named: "Water, carbonated, flavored")
        #expect(try log("a fairlife protein shake").first?.name.lowercased().contains("protein shake") == true)
    }

    @Test func aFrostyIsWendys() throws {
        // It was a lemon cookie named "Frosty Lemon", 15 g.
        try expectOne("a medium frosty", named: "Wendy's chocolate Frosty (small)")
        // Frosties are a cereal.
        #expect(try log("a bowl of frosties").first?.name.hasPrefix("Cereal") == true)
    }

    @Test func aGreekSaladIsDressedAndHoldsItsFeta() throws {
        // It was 136 g of "GREEK SALAD TOPPERS"; the survey's Greek salad is undressed (48 kcal per 100 g).
        try expectOne("a greek salad", named: "Greek salad")
        #expect(try log("greek salad with feta").map(\.name) == ["Greek salad"])
    }

    @Test func ketoAndDietStaples() throws {
        try expectOne("a tablespoon of mct oil", named: "Coconut oil")
        try expectOne("a slice of ezekiel bread", named: "Bread, sprouted wheat")
        try expectOne("bulletproof coffee", named: "Bulletproof coffee")
        #expect(try expectOne("1/2 cup dry oatmeal", named: "Oats, raw")?.amount.grams == 40.5)
        // "single serve" was part of the yogurt's name.
        #expect(try log("a single serve container of greek yogurt").first?.name.hasPrefix("Yogurt, Greek") == true)
    }
}
