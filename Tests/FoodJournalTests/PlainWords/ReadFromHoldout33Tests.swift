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

    @Test func howAFoodWasComeByOrHowSureTheAmountIsIsNoPartOfIt() throws {
        // Refused: no food is named "grabbed a flat white" or "maybe a handful cashew".
        try expectOne("grabbed a flat white on the way to work", named: "Coffee, Latte")
        try expectOne("maybe a handful of cashews", named: "Cashews")
        try expectOne("snacked on some grapes", named: "Grapes")
        // "um like three": the three cookies are read (it was two, 26 g).
        #expect(try expectOne("um like three chocolate chip cookies", named: "Cookie, chocolate chip").map(grams) == 38.7)
        // An amount said after a food with such words is still its amount: two handfuls, not one.
        let popcorn = try #require(try log("popcorn, like 2 handfuls").first)
        let handful = try #require(try log("a handful of popcorn").first)
        #expect(abs(grams(popcorn) - 2 * grams(handful)) < 0.2, "\(describe([popcorn, handful]))")
    }

    @Test func foodsListedWithoutCommasAreEachLogged() throws {
        // Refused: no food is named "tuna sandwich a bag crisp". The foods stay in the order said.
        let lunch = try log("a tuna sandwich a bag of crisps and a coke")
        #expect(lunch.count == 3 && lunch[0].name.hasPrefix("Tuna") && lunch[1].name.hasPrefix("Potato chips")
                && lunch[2].name.contains("cola"), "\(describe(lunch))")
        // A list said so starts with an amount: "kfc 2 pc original" is no KFC coleslaw beside waffles.
        #expect((try? log("kfc 2 pc original")) == nil)
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
