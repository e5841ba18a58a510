import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What holdout-35 (read at the start of stop 51) and tuning-35 found: how much of a food was
/// eaten said after it ("like three of them", "I had 3 slices"), second helpings, a measure said
/// after a food with no number, and foods named in Canadian, Irish, Australian, Korean, Chinese,
/// Persian and West African words.
@Suite("Plain words: read from holdout-35 and tuning-35")
struct ReadFromHoldout35Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    /// Grams logged for `phrase`, one food named `prefix`; nil (and a recorded issue) otherwise.
    func one(_ phrase: String, _ prefix: String) throws -> Double? { try expectOne(phrase, named: prefix).map(grams) }

    /// Whether `grams` is `times` the grams of `one`, to the tenth of a gram both are rounded to.
    func isTimes(_ grams: Double?, _ times: Double, _ one: Double?) -> Bool {
        guard let grams, let one else { return false }
        return abs(grams - one * times) <= 0.15 * max(1, times)
    }

    @Test func howManyWereEatenSaidAfterTheFood() throws {
        // Each was refused: "like three of them" and "i had 3 slices" named no food.
        let pierogi = try one("a pierogi", "Pierogi")
        #expect(isTimes(try one("leftover pierogi, like three of them", "Pierogi"), 3, pierogi))
        let nugget = try one("a chicken nugget", "Chicken nuggets")
        #expect(isTimes(try one("finished the kids' chicken nuggets, like four of them", "Chicken nuggets"), 4, nugget))
        let taco = try one("a taco", "Taco")
        #expect(isTimes(try one("4 tacos, ate two of them", "Taco"), 2, taco))
        let slices = try #require(try one("3 slices of pizza", ""))
        let mine = try log("we shared a pizza and I had 3 slices")
        #expect(mine.count == 1 && grams(mine[0]) == slices, "\(describe(mine))")
        // "maybe one and a half" is one amount, of the pancakes said before it; who finished
        // them is no part of the food.
        let pancake = try one("a pancake", "Pancakes")
        let pancakes = try log("Finished the kids' pancakes, maybe one and a half, with a bit of syrup")
        #expect(pancakes.count == 2 && pancakes[0].name.hasPrefix("Pancakes") && isTimes(grams(pancakes[0]), 1.5, pancake),
                "\(describe(pancakes))")
    }

    @Test func countsOfSpearsAndSticksSaidAfterTheFood() throws {
        // "6 spears" was a jar of dill pickle spears beside the asparagus.
        let asparagus = try log("grilled asparagus, 6 spears")
        #expect(asparagus.count == 1 && asparagus[0].name.hasPrefix("Asparagus"), "\(describe(asparagus))")
    }

    @Test func aSecondHelpingIsAHelping() throws {
        // "went back for seconds of chili" was refused; "seconds on" was a box of raisins.
        #expect(try one("went back for seconds of chili", "Chili") == (try one("chili", "Chili")))
        let mash = try log("seconds on mashed potatoes and gravy")
        #expect(!mash.isEmpty && mash.allSatisfy { !$0.name.uppercased().contains("SECOND") }, "\(describe(mash))")
        // A roast with its stuffing is a plate of it, not 100 g.
        #expect(try one("seconds of roast chicken and stuffing", "Chicken or turkey with stuffing") == 250)
    }

    @Test func aMeasureSaidAfterAFoodWithNoNumber() throws {
        // Each was refused: the measure was read as part of the food's name.
        #expect(try one("cherry tomatoes handful", "Tomatoes") == (try one("a handful of cherry tomatoes", "Tomatoes")))
        #expect(try one("fruit salad a bowl", "Fruit") == (try one("a bowl of fruit salad", "Fruit")))
        #expect(try one("dried mango slices, a handful", "PREMIUM DRIED MANGO").map { (28...28.5).contains($0) } == true)
        // A part of a measure is still read as one: half a cup of peas, 80 g.
        #expect(try one("boiled peas half a cup", "Green peas") == 80)
        #expect(try one("canned peaches in syrup half a cup", "Peach, canned") == 77)
    }

    @Test func foodsByTheirCanadianIrishAndAustralianNames() throws {
        try expectOne("half a beavertail", named: "Bread, dough, fried")
        try expectOne("a small slice of barmbrack", named: "Bread, raisin")
        try expectOne("peameal bacon", named: "Canadian bacon")
        try expectOne("rocket salad", named: "Arugula")
        try expectOne("rockmelon, a slice", named: "Cantaloupe")
        try expectOne("150g strawbs", named: "Strawberries, raw")
        try expectOne("a cinnamon scroll", named: "Pillsbury Grands! Cinnamon Rolls")
        try expectOne("aubergine curry", named: "Vegetable curry")
        let dip = try log("tzatziki with cucumber sticks")
        #expect(dip.count == 2 && dip[1].name.hasPrefix("Cucumber, raw"), "\(describe(dip))")
        try expectOne("2 anzac bikkies", named: "UNIBIC, ANZAC BISCUIT")
        // Corn on its cob is sweetcorn, not a seasoning for it.
        try expectOne("2 corn cobs with butter", named: "Corn, fresh, cooked")
    }

    @Test func foodsByTheirAsianMiddleEasternAndAfricanNames() throws {
        try expectOne("spinach namul", named: "Spinach")
        try expectOne("2 tea eggs", named: "Egg, whole, cooked, hard-boiled")
        #expect(try one("a youtiao", "Bread, dough, fried") == 60)
        try expectOne("tom yum goong", named: "TOM YUM SOUP")
        try expectOne("shish tawook 2 skewers", named: "CHICKEN KABOBS")
        try expectOne("a cup of chelo rice", named: "Rice, white, cooked")
        try expectOne("plate of dodo", named: "Plantains")
        try expectOne("groundnut soup", named: "Soup, peanut")
        #expect(try one("a vetkoek", "Bread, dough, fried") == 90)
    }

    @Test func anAmountOfEachFoodBefore() throws {
        // "one bowl each" named no food.
        let each = try log("dal and rice, one bowl each")
        let dal = try one("a bowl of dal", "Dal"), rice = try one("a bowl of rice", "Rice")
        #expect(each.count == 2 && grams(each[0]) == dal && grams(each[1]) == rice, "\(describe(each))")
        #expect(try one("bakso 1 mangkok", "Soup, Italian wedding") == (try one("a bowl of bakso", "Soup, Italian wedding")))
    }

    @Test func whereOrWhenSaidAloneAfterAFoodIsNoFood() throws {
        // "boots meal deal" was refused, "canteen friday" a T.G.I. Friday's side of fries.
        try expectOne("prawn mayo sandwich, boots meal deal", named: "Prawn mayo sandwich")
        let canteen = try log("chicken tikka masala and rice, canteen friday")
        #expect(canteen.count == 2 && !canteen.contains { $0.name.uppercased().contains("FRIDAY") }, "\(describe(canteen))")
        // The meal said before an amount, without a colon, is when it was eaten.
        #expect(try one("breakfast 2 eggs", "Egg") == (try one("2 eggs", "Egg")))
        #expect(try one("bfast 3 pandesal", "Roll, white, soft") == (try one("3 pandesal", "Roll, white, soft")))
        // An article left of a measure is no place: "edamame, a bowl" is a bowl of it.
        #expect(try one("edamame, a bowl", "Edamame") == 155)
    }

    @Test func saucesAndSugarAddedWithoutAnAmount() throws {
        // Oyster sauce over greens was a quarter cup (60 g); sugar cubes in tea 100 g of sugar.
        let greens = try log("chinese broccoli with oyster sauce")
        #expect(greens.count == 2 && grams(greens[1]) == 18, "\(describe(greens))")
        let tea = try log("3 glasses turkish tea w sugar cubes")
        #expect(tea.count == 2 && grams(tea[1]) == 8, "\(describe(tea))")
    }

    @Test func dishesOfFilipinoMalayAndAfricanHomesAndTheirServings() throws {
        #expect(try one("mujadara", "Rice, white, with lentils") == 250)
        #expect(try one("lechon", "Barbecue pork") == 150)
        #expect(try one("a siopao", "Bao bun") == 120)
        #expect(try one("shin ramyun", "Soup, ramen noodles") == 650)
        #expect(try one("a frube", "Yogurt") == 40)
        #expect(try one("go-gurt", "Yogurt") == 57)
        try expectOne("kitfo 150g", named: "Steak tartare")
        try expectOne("nyama choma", named: "Goat")
        try expectOne("boerewors", named: "Beef sausage")
        try expectOne("teh tarik", named: "Tea, hot, with milk")
        try expectOne("arroz caldo", named: "Congee")
        try expectOne("plate of dodo", named: "Plantains, yellow, fried")
        try expectOne("ethiopian coffee", named: "Coffee, brewed")
        // Shiro miso is a miso, not the Ethiopian shiro.
        try expectOne("a tablespoon of shiro miso", named: "Miso")
    }

    @Test func lunchboxSnacksByTheirNames() throws {
        // Each was refused.
        #expect(try one("a penguin biscuit", "Cookie, sugar wafer, chocolate-covered") == 25)
        #expect(try one("a club bar", "Cookie, sugar wafer, chocolate-covered") == 22)
        #expect(try one("a fruit shoot", "Fruit juice drink") == 275)
        #expect(try one("tiny teddies", "Graham crackers (Teddy Grahams)") == 25)
    }

    @Test func spellingsTypedInAHurry() throws {
        try expectOne("steamed broc", named: "Broccoli")
        try expectOne("side of kimchee", named: "Cabbage, kimchi")
        try expectOne("pad thia", named: "Pad Thai")
        // Bolognese sauce is a meat sauce, not an Alfredo with meat.
        try expectOne("3 spoonfuls of bolognese sauce", named: "Spaghetti sauce with meat")
    }
}
