import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What tuning-31 found on its first reading (stop 47): the working day and new parents. Whose
/// food it was, the break or shift it was eaten on, a label before a dash, and the names of
/// drinks and snacks at work.
@Suite("Plain words: read from tuning-31")
struct ReadFromTuning31Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func whoseFoodItWasIsNoPartOfIt() throws {
        // Each was refused: no food was named with "the toddler abandoned" or "my mum dropped off".
        #expect(try expectOne("half a banana the toddler abandoned", named: "Banana, raw").map(grams) == 59)
        try expectOne("3 dino nuggets my toddler left", named: "Chicken nuggets")
        try expectOne("cold toast soldiers the toddler didnt eat", named: "Bread")
        try expectOne("2 slices of banana bread my mum dropped off", named: "Banana bread")
        // Who batch cooked it is set aside with what they did, as before.
        try expectOne("portion of the shepherd's pie we batch cooked before the baby", named: "Shepherd's pie")
        try expectOne("batch cooked chilli from the freezer", named: "Chili")
        // A food named for a baby stays that food.
        try expectOne("the baby carrots", named: "Carrots, baby")
    }

    @Test func theBreakOrTheShiftItWasEatenOnIsNoPartOfIt() throws {
        // Each was refused.
        try expectOne("cherry tomatoes on break", named: "Tomatoes")
        try expectOne("margarita on the rocks at happy hour", named: "Margarita")
        try expectOne("a hash brown before work", named: "Potato, hash brown")
        #expect(try log("3 rice cakes w pb while feeding").count == 2)
        #expect(try PlainWordsParser.item("few jelly babies to keep me going on nights").food == "jelly baby")
    }

    @Test func aLabelBeforeADashSaysWhatTheListAfterItWas() throws {
        // Refused: "meal deal - chicken" and "3 am on nights - instant mash" named no food.
        let deal = try log("tesco meal deal - chicken and bacon sandwich, mccoys and a coke zero")
        #expect(deal.count == 3 && deal.first?.name.hasPrefix("Chicken") == true, "\(describe(deal))")
        #expect(try log("3am on nights - instant mash pot and a coffee").count == 2)
        // A dash with no list after it is no label.
        #expect(try PlainWordsParser.parse("chicken - grilled").count <= 2)
    }

    @Test func sugarsCountedAfterADrinkAreStirredIntoIt() throws {
        // Refused: no food was named with "tea 2 sugar".
        #expect(try log("tea 2 sugars").map(\.name) == ["Tea, hot, leaf, black", "Sugar, white, granulated or lump"])
        #expect(try log("tea milk 2 sugars").count == 3)
        #expect(try log("cafe con leche grande 2 sugars").count == 2)
        // Sugar cookies counted are cookies.
        try expectOne("2 sugar cookies", named: "Cookie")
    }

    @Test func drinksAndSnacksAtWorkByTheirNames() throws {
        // Each was refused.
        #expect(try expectOne("pint of bulmers", named: "Hard cider").map(grams) == 473.2)
        try expectOne("2 medium glasses of sauv blanc", named: "Wine, white")
        try expectOne("red stripe", named: "Beer")
        try expectOne("peanut m&ms", named: "Chocolate candy, candy shell with nuts")
        try expectOne("a muesli bar", named: "GRANOLA BAR")
        #expect(try log("3 medjool dates stuffed with pb").count == 2)
        // Half of nachos shared; a third of a tube of crisps (it was 50 g of frozen squid tubes beside them).
        #expect(try expectOne("shared nachos, had about half", named: "Nachos").map(grams) == 125)
        try expectOne("pringles, about a third of the tube", named: "PRINGLES")
        // A salad bar's bowl is salad, not a product named "Pressed Salad Bar" (688 kcal).
        #expect(try log("salad bar bowl w ranch").first?.name.hasPrefix("Mixed salad greens") == true)
    }

    @Test func latinAmericanDishesByTheirOwnNames() throws {
        // Each was refused.
        for (phrase, name) in [("prato de feijoada", "Feijoada"), ("papa rellena", "Fried stuffed potatoes, Puerto Rican style"),
                               ("glass of coquito", "Eggnog, alcoholic"), ("suco de maracuja", "Passion fruit juice"),
                               ("arroz chaufa", "Rice, fried")] {
            try expectOne(phrase, named: name)
        }
        #expect(try log("pernil w/ white rice").map(\.name).first == "Pork, roast")
        #expect(try expectOne("cafezinho", named: "Coffee, Cuban").map(grams) == 60)
        // Black-eyed peas were a product's canned ones (62 kcal a half cup): the survey spells them as one word.
        try expectOne("1/2 cup black eyed peas", named: "Blackeyed peas")
        // A brat on a bun was a brand's "BRAT BUNS" beside a hot dog bun; Italian beef was refused.
        #expect(try log("brat on a bun with sauerkraut").first?.name == "Bratwurst")
        try expectOne("italian beef sandwich", named: "Italian beef sandwich")
        // Com tam is Vietnam's broken rice, whatever "com" is in Portuguese.
        #expect(try log("com tam with grilled pork chop").first?.name.hasPrefix("Rice") == true)
    }
}
