import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What holdout-33 found when it was read (stop 49), after it had been counted unread: when a
/// food was had, said around it in words no table held, and a pint said alone.
@Suite("Plain words: read from holdout-33")
struct ReadFromHoldout33Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aTimeOfDaySaidWithAHyphenIsNoPartOfTheFood() throws {
        // Both were refused: no food is named "greek yogurt mid-morning".
        try expectOne("a greek yogurt mid-morning", named: "Yogurt, Greek")
        let coffee = try log("mid-morning a cappuccino and a biscotti")
        #expect(coffee.map(\.name) == ["Coffee, Cappuccino", "Cookie, biscotti"], "\(describe(coffee))")
    }

    @Test func aFoodHadAsWellIsThatFood() throws {
        // "then toast as well" was refused.
        let breakfast = try log("had a bowl of cornflakes and then toast as well")
        #expect(breakfast.count == 2 && breakfast[1].name.hasPrefix("Bread"), "\(describe(breakfast))")
    }

    @Test func aPintSaidAloneIsOfBeer() throws {
        // It was refused as "a pint steak": the pint had been read as the steak's amount.
        let dinner = try log("steak and chips and a pint")
        #expect(dinner.map(\.name).last == "Beer" && dinner.count == 3, "\(describe(dinner))")
        try expectOne("2 pints", named: "Beer")
        // A pint of something else is that.
        try expectOne("a pint of milk", named: "Milk")
    }

    @Test func aSharingBagHoldsMoreThanOne() throws {
        // It was the single bag's 28 g.
        let bag = try #require(try log("share bag of doritos").first)
        #expect(grams(bag) == 130, "\(describe([bag]))")
        #expect(try log("sharing bag of maltesers").first.map(grams) == 130)
    }
}
