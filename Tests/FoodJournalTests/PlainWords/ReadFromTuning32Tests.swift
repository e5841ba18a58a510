import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What tuning-32 found on its first run (stop 48): meals said to a phone, in whole sentences that
/// open with the meal and the time, take a word back, and end with why or when; wine said by its
/// colour; a Monster by its can.
@Suite("Plain words: read from tuning-32")
struct ReadFromTuning32Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func howASentenceOpensIsNoPartOfTheFood() throws {
        // Each was refused: "so for we had lasagne", "uh was a ham sandwich", "after the gym a protein shake".
        let dinner = try log("so for dinner we had lasagne and a side salad")
        #expect(dinner.first?.name.hasPrefix("Lasagna") == true && dinner.count == 2, "\(describe(dinner))")
        let lunch = try log("uh lunch was a ham sandwich plus an apple and then a kitkat")
        #expect(lunch.count == 3 && lunch[0].name.hasPrefix("Ham sandwich") && lunch[2].name.hasPrefix("KITKAT"), "\(describe(lunch))")
        let gym = try log("after the gym a protein shake and a banana")
        #expect(gym.count == 2 && gym[1].name.hasPrefix("Banana"), "\(describe(gym))")
        try expectOne("dinner was a big bowl of chili", named: "Chili")
        try expectOne("heated up a tin of baked beans", named: "Baked beans")
        #expect(PlainWordsParser.withoutSentence(["for", "dinner"]) == ["for", "dinner"])
        // The meal alone names no food (it was asked as "for with mashed potatoes and peas").
        #expect(throws: PlainWordsParser.Failure(fragment: "for dinner", reason: "names no food")) {
            try PlainWordsParser.parse("for dinner")
        }
    }

    @Test func aWordTakenBackIsCorrected() throws {
        #expect(PlainWordsParser.corrected(["two", "egg", "actually", "no", "three", "egg"]) == ["three", "egg"])
        #expect(PlainWordsParser.corrected(["a", "latte", "no", "wait", "a", "flat", "white"]) == ["a", "flat", "white"])
        #expect(PlainWordsParser.corrected(["two", "eggs", "no", "wait", "three"]) == ["three", "eggs"])
        let eggs = try #require(try log("two eggs actually no three eggs").first)
        #expect(grams(eggs) == 150, "\(describe([eggs]))")
    }

    @Test func whyAndWhenSaidAfterAFoodIsNoPartOfIt() throws {
        // Each was refused.
        try expectOne("a pear mid afternoon", named: "Pear, raw")
        try expectOne("ate four jaffa cakes oops", named: "Jaffa cake")
        try expectOne("had a bowl of chicken noodle soup cause i was sick", named: "Soup, chicken noodle")
        try expectOne("a spoonful of nutella straight from the jar", named: "Chocolate hazelnut spread")
    }

    @Test func aPourIsTheAmountPoured() throws {
        // Refused: no food was named "pour pinot noir" (tuning-25 says "a 5 oz pour of chardonnay").
        #expect(try expectOne("a 6oz pour of pinot noir", named: "Wine, red").map { (170...171).contains(grams($0)) } == true)
    }

    @Test func wineSaidByItsColour() throws {
        // It was 234 g of raw red potatoes.
        try expectOne("large glass of red", named: "Wine, red")
        try expectOne("a bottle of white with dinner", named: "Wine, white")
        try expectOne("a glass of red bull", named: "Energy Drink")
    }

    @Test func aDelisScoopIsHalfACup() throws {
        // Refused: no household measure for a scoop of coleslaw.
        #expect(try expectOne("a scoop of coleslaw", named: "Coleslaw").map(grams) == 118.3)
        // A product keeps its own scoop: the gelato with a label serving is still chosen.
        #expect(try expectOne("2 scoops of pistachio gelato", named: "GELATO, PISTACHIO").map(grams) == 132)
    }

    @Test func bitsOfToastAreSlicesAndBiscuitsWithTeaAreCookies() throws {
        // Refused: no food was named "bit toast".
        let toast = try log("two bits of toast with vegemite")
        #expect(toast.first?.name.hasPrefix("Bread") == true && toast.first.map(grams) == 58, "\(describe(toast))")
        // Two biscuits with tea were 120 g of American scone-like biscuits.
        let tea = try log("a cup of tea and two biscuits")
        #expect(tea.count == 2 && tea[1].name.hasPrefix("Cookie"), "\(describe(tea))")
        try expectOne("biscuits and gravy", named: "Biscuit with gravy")
    }

    @Test func aMonsterIsItsCan() throws {
        // It was a 250 g energy drink, the size of a Red Bull.
        #expect(try expectOne("a monster", named: "Energy drink (Monster)").map(grams) == 500)
    }
}
