import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What tuning-30 found on its first reading (stop 46): portions said after a comma, amounts
/// said in words after the food, a pot said after it, food cooked on a barbecue or eaten during
/// a race, and the words of Australian and New Zealand barbecues.
@Suite("Plain words: read from tuning-30")
struct ReadFromTuning30Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aPortionOrAPartSaidAfterACommaIsOfTheFoodBefore() throws {
        // Refused: "small piece" and "ate about half" named no food.
        #expect(try PlainWordsParser.parse("poached salmon, small piece").map(\.size) == ["small"])
        let half = try PlainWordsParser.parse("spaghetti and meatballs, ate about half")
        #expect(half.count == 1 && half.first?.quantity == 0.5, "\(half)")
    }

    @Test func anAmountSaidInWordsAfterTheFoodCounts() throws {
        // Refused: no food was named with "one scoop" or "half cup".
        #expect(try expectOne("ice cream one scoop", named: "Ice cream").map(grams) == 66)
        #expect(try expectOne("mashed sweet potato half cup", named: "Sweet potato").map(grams) == 100)
        // A number in a name before a unit that begins names stays the name.
        try expectOne("fiber one bar", named: "Fiber One")
    }

    @Test func aPotSaidAfterTheFoodIsOneOfIt() throws {
        // Refused: no food was named with "yoghurt pot".
        #expect(try expectOne("yoghurt pot", named: "Yogurt").map(grams) == 170)
        // A pot roast and a hot pot are dishes.
        try expectOne("a pot roast", named: "Beef, pot roast")
        try expectOne("a hot pot", named: "Hot pot")
    }

    @Test func whereAndWhenItWasCookedOrEatenIsNoPartOfIt() throws {
        // Refused: no food was named with "on the barbie" or "for the bike ride".
        try expectOne("prawns on the barbie", named: "Shrimp, grilled")
        try expectOne("jam sandwich for the bike ride", named: "Jelly sandwich")
        #expect(try PlainWordsParser.item("4 gels during the marathon").food == "gel")
        // The only "gel" the index names holds 83 kcal per 100 g: no energy gel, so refused.
        #expect(throws: (any Error).self) { try log("4 gels during the marathon") }
        #expect(try PlainWordsParser.item("a paper plate of pulled pork").unit == .plate)
    }

    @Test func australianBarbecueWordsAreTheFoodsMeant() throws {
        // Hot chips were a bag of crisps (28 g); snags were refused.
        #expect(try expectOne("hot chips", named: "Potato, french fries").map(grams) == 117)
        let snags = try log("2 snags in bread with tomato sauce")
        #expect(snags.first?.name == "Sausage, NFS" && snags.count == 3, "\(describe(snags))")
        // Pav is Mumbai's bread roll in pav bhaji.
        try expectOne("pav bhaji", named: "Pav bhaji")
    }
}
