import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What holdout-31 found when it was read (stop 47), after it had been counted unread: the words
/// of care homes and of British, Irish, Australian, New Zealand, South African and Canadian food,
/// how a food was cut or seasoned, and dishes of those places the index names no food for.
@Suite("Plain words: read from holdout-31")
struct ReadFromHoldout31Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func tinnedIsCanned() throws {
        // Refused: no food was named with "tinned".
        try expectOne("tinned peaches", named: "Peach, canned")
        try expectOne("tinned salmon sandwich", named: "Salmon sandwich")
    }

    @Test func whoServedItAndTheMealItWasAreNoPartOfIt() throws {
        // Refused: no food was named with "meals on wheels", "care home lunch" or "stadium".
        try expectOne("meals on wheels beef stew", named: "Stew, beef")
        let lunch = try log("care home lunch minced beef and mashed potato")
        #expect(lunch.map(\.name).first == "Beef, ground" && lunch.count == 2, "\(describe(lunch))")
        try expectOne("stadium nachos", named: "Nachos")
        // Lunch meat is a food, not a meal's meat (it became "Meat extender" once "lunch" was set aside).
        try expectOne("lunch meat", named: "Ham, prepackaged or deli, luncheon meat")
    }

    @Test func howAFoodWasCutOrSeasonedIsNoFood() throws {
        // Refused: "grape cut in half" and "sliced" named no food.
        try expectOne("a handful of grapes cut in half", named: "Grapes, raw")
        #expect(try PlainWordsParser.parse("a small apple, peeled and sliced").count == 1)
        // Salt and pepper shaken on were 6 g of salt and 119 g of raw peppers; vinegar on chips 16 g of balsamic.
        try expectOne("eggs with salt and pepper", named: "Egg")
        try expectOne("fries with salt and vinegar", named: "Potato, french fries")
        // A sauce of that name stays a dish.
        try expectOne("salt and pepper chicken", named: "Salt and pepper chicken")
    }

    @Test func regionalWordsAreTheFoodsMeant() throws {
        // Each was refused.
        let dunked = try log("a ginger nut dunked in tea")
        #expect(dunked.map(\.name) == ["Cookie, gingersnaps", "Tea, hot, leaf, black"], "\(describe(dunked))")
        try expectOne("icy pole", named: "Frozen novelties, ice type, pop")
        try expectOne("fairy floss", named: "Candy, cotton")
        try expectOne("half a roast chook", named: "Chicken")
        try expectOne("couple handfuls of gorp", named: "Trail mix")
        try expectOne("a bowl of Flahavans porridge", named: "Oatmeal")
        try expectOne("seafood chowder", named: "Soup, New England clam chowder")
        #expect(try expectOne("2 fig rolls", named: "Cookie, fig bar").map(grams) == 38)
        #expect(try expectOne("a stubby of beer", named: "Beer").map(grams) == 356)
        // Boost Plus was an elderberry "immunity boost" shot (35 kcal): its "plus" joins no second food.
        try expectOne("one carton of boost plus", named: "NUTRITIONAL SHAKE")
        // A dram was refused; it is a fluid ounce, not a 44 g shot.
        #expect(try expectOne("a wee dram of whisky", named: "Whiskey").map { (28...31).contains(grams($0)) } == true)
    }

    @Test func dishesOfThosePlacesAreComposedOfTheirParts() throws {
        // Each was refused, or a brand's rye bread for fairy bread.
        for (phrase, name) in [("burger with the lot", "Burger with the lot"), ("malva pudding", "Malva pudding"),
                               ("nanaimo bar", "Nanaimo bar"), ("tater tot hotdish", "Tater tot hotdish"),
                               ("fairy bread", "Fairy bread"), ("cucumber sandwiches", "Cucumber sandwiches"),
                               ("potato scallop", "Potato scallop"), ("deep fried mars bar", "Deep-fried Mars bar"),
                               ("cod in parsley sauce", "Fish in parsley sauce")] {
            try expectOne(phrase, named: name)
        }
        // Four of a platter's six pinwheels.
        #expect(try expectOne("4 tortilla pinwheels", named: "Tortilla pinwheels").map(grams) == 86.7)
        // Cod said with a sauce beside it is the two foods, as before.
        #expect(try log("cod with parsley sauce").count == 2)
    }

    @Test func weightsOfWhatWasSaid() throws {
        // Two squares were two sheets (28 g); a can of Vienna sausages was refused; a fair's turkey
        // leg was 105 g of raw turkey; evaporated milk on tinned pears was a cup (244 g).
        #expect(try expectOne("graham crackers 2 squares", named: "Graham crackers").map(grams) == 14)
        #expect(try expectOne("can of vienna sausages", named: "Vienna sausage").map(grams) == 130)
        #expect(try expectOne("turkey leg at the fair", named: "Turkey, drumstick").map(grams) == 300)
        let pears = try log("tinned pears with evaporated milk")
        #expect(pears.count == 2 && pears.last.map(grams) == 30, "\(describe(pears))")
        // ", boil in the bag" says how it came, not a bag of boil-in-bag rice.
        try expectOne("cod in white sauce, boil in the bag", named: "Fish in parsley sauce")
    }
}
