import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What tuning-24 found on its first run (stop 40): a guessed amount after a food, halves, a
/// measure said of a topping on a base, where a food came from in two words, and dishes said the
/// way British, Irish, Canadian and New Zealand people say them.
@Suite("Plain words: read from tuning-24")
struct ReadFromTuning24Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aGuessedAmountAfterAFoodIsItsAmount() throws {
        // "about" before the amount made it a food of its own ("half a cup"), refused.
        #expect(try expectOne("coleslaw, about half a cup", named: "Coleslaw")?.amount.grams.map { abs($0 - 118.3) < 0.1 } == true)
        #expect(try expectOne("cottage pie, about 300g", named: "Shepherd's pie")?.amount.grams == 300)
        // "browned" after a comma was a chicken product of its own.
        try expectOne("4 oz ground turkey, browned", named: "Turkey, Ground, cooked")
    }

    @Test func halvesAreHalfAsManyOfTheFood() throws {
        #expect(try PlainWordsParser.parse("4 deviled egg halves").first?.quantity == 2)
        try expectOne("4 deviled egg halves", named: "Egg, deviled")
    }

    @Test func aMeasureSaidOfAToppingOnABaseIsTheToppings() throws {
        // The measure was the bread's: 200 g of toast, a tablespoon of it.
        let beans = try log("200g beans on toast")
        #expect(beans.map(\.amount.grams) == [200, 29], "\(describe(beans))")
        let spread = try log("1 tbsp peanut butter on toast")
        #expect(spread.count == 2 && spread[1].amount.grams == 29 && spread[0].amount.grams == 16, "\(describe(spread))")
        // Half a tin on two slices was refused.
        let tin = try log("half a tin of baked beans on two slices of toast")
        #expect(tin.count == 2 && tin[1].amount.grams == 58, "\(describe(tin))")
    }

    @Test func dishesSaidTheWayPeopleSayThem() throws {
        for (phrase, name) in [("a salisbury steak tv dinner", "Salisbury steak"), ("gas station nachos with cheese", "Nachos"),
                               ("a mince and cheese pie", "Pot pie, beef"), ("a double double", "Tim Hortons double double"),
                               ("a cuppa", "Tea, hot, leaf, black")] {
            try expectOne(phrase, named: name)
        }
        // Brown sauce was brown rice with soy sauce.
        let roll = try log("a bacon roll with brown sauce")
        #expect(roll.last?.name == "Sauce, NFS", "\(describe(roll))")
    }
}
