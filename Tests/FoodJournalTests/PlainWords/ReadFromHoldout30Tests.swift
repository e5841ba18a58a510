import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What holdout-30 found once read (stop 46): a log typed in a hurry (w/o, shortened words, a
/// full stop after a unit, counts, sizes and halves said after the food, the container said
/// after it) and food from the pantry and the freezer (ready meals, tins, who made it and when).
@Suite("Plain words: read from holdout-30")
struct ReadFromHoldout30Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func shorthandIsReadAsTheWordsMeant() throws {
        // "w/o dressing" was read as "with" a food named "o dressing", and refused.
        let salad = try log("side salad w/o dressing")
        #expect(salad.count == 1 && salad[0].name.lowercased().contains("salad") && !salad[0].name.lowercased().contains("dressing"),
                "\(describe(salad))")
        try expectOne("burger w/o bun", named: "Beef, ground, patty")
        // Refused: no food was named with "avo", "cauli" or "expresso".
        let toast = try log("avo toast")
        #expect(toast.map(\.name).sorted() == ["Avocado, raw", "Bread, white"], "\(describe(toast))")
        try expectOne("cauli rice 1 cup", named: "Cauliflower")
        try expectOne("expresso", named: "Coffee, espresso")
        // "oz." was no unit: refused.
        #expect(try expectOne("sirloin 6 oz.", named: "Beef, steak, sirloin").map(grams) == 170.1)
        #expect(PlainWordsParser.tokens("6 oz. approx.") == ["6", "oz", "approx"])
        #expect(PlainWordsParser.tokens("2.5 oz") == ["2.5", "oz"])
        // Said alone, "w/o" and "ready meal" name no food (they were nopales "without salt" and a
        // potato "ready-to-heat").
        #expect(throws: (any Error).self) { try PlainWordsParser.item("w/o") }
        #expect(throws: (any Error).self) { try PlainWordsParser.item("ready meal") }
    }

    @Test func countsSizesAndHalvesSaidAfterTheFoodCount() throws {
        // Refused: the count said before how it was cooked, or before its size.
        #expect(try expectOne("eggs x3 fried", named: "Egg, whole, cooked, fried").map(grams) == 150)
        // A grilled courgette was a 600 kcal loaf of zucchini bread.
        let courgette = try expectOne("courgette 1 medium grilled", named: "Squash, summer, zucchini")
        #expect(courgette.map(grams) == 196)
        #expect(try expectOne("avocado half", named: "Avocado").map(grams) == 100.5)
        // A number that names the dish is still no count.
        try expectOne("chicken 65", named: "Chicken 65")
    }

    @Test func aContainerSaidAfterTheFoodIsOneOfIt() throws {
        // A "coke can" was Coca-Cola Life by its name's "Can", 92 kcal.
        #expect(try expectOne("coke can", named: "Soft drink, cola").map(grams) == 370)
        #expect(try expectOne("2 coke cans", named: "Soft drink, cola").map(grams) == 740)
        #expect(try expectOne("tuna can in water", named: "CHUNK TUNA IN WATER").map(grams) == 120)
        // Small, as said before the bag.
        #expect(try expectOne("m&ms small bag", named: "Chocolate candy, candy shell").map(grams) == 48)
        // Strips of bacon were veggie bacon strips.
        #expect(try expectOne("3 bacon strips", named: "Bacon").map(grams) == 34.5)
        // A tea bag, a spice bag (Ireland's takeaway dish) and a snack pack (a pudding) are no containers.
        for (said, food) in [("a tea bag", "tea bag"), ("a spice bag", "spice bag"), ("a snack pack", "snack pack")] {
            #expect(try PlainWordsParser.item(said).food == food, "\(said)")
        }
    }

    @Test func whoMadeItAndItsReadyMealAreNoPartOfTheFood() throws {
        // Refused: no food was named with "i made on sunday", "ready meal for one", or "enchilada meal".
        let chili = try log("a bowl of the turkey chili I made on Sunday")
        #expect(chili.count == 1 && chili[0].name.lowercased().contains("chili"), "\(describe(chili))")
        #expect(try PlainWordsParser.item("soup that we froze last week").food == "soup")
        #expect(try PlainWordsParser.item("a lasagne mum made").food == "lasagne")
        // A ready meal for one is a supermarket's, 400 g.
        #expect(try expectOne("a frozen lasagne ready meal for one", named: "Lasagna").map(grams) == 400)
        try expectOne("a frozen enchilada meal", named: "Enchilada")
        // A dinner said frozen is still a ready meal's, not refused for its unsaid sides.
        #expect(try PlainWordsParser.item("a frozen turkey dinner").food == "frozen turkey dinner")
    }

    @Test func aBoxNamedForNoDishIsWhatItHolds() throws {
        // Was a snack box of beef sticks and Colby beside the three foods said (909 kcal).
        let box = try log("a snack box with cheese, grapes and crackers")
        #expect(box.count == 3 && !box.contains { $0.name.uppercased().contains("SNACK BOX") }, "\(describe(box))")
    }

    @Test func aSlipInFoodsSaidTogetherIsRespelledBeforeTheyAreReadApart() throws {
        // Was ham beside a cheese sandwich: the slip was respelled after "&" had split it.
        try expectOne("ham & cheese sandwitch", named: "Ham sandwich on wheat, with cheese")
    }

    @Test func tinsAndBowlsWeighWhatTheyHold() throws {
        // Refused: "a can has no standard weight".
        #expect(try expectOne("a whole tin of Spam", named: "Spam").map(grams) == 340)
        #expect(try expectOne("a can of ravioli", named: "Ravioli").map(grams) == 425)
        // A pouch of microwave rice is 250 g, said before or after the rice (was a cup, or refused).
        #expect(try expectOne("a microwave rice pouch", named: "Rice, white, cooked").map(grams) == 250)
        #expect(try PlainWordsParser.item("half a pouch of rice").quantity == 125)
        // Raisin bran said alone was 186 g, 683 kcal.
        #expect(try expectOne("raisin bran", named: "Cas Frm Orgnc Raisin Bran").map(grams) == 59)
    }
}
