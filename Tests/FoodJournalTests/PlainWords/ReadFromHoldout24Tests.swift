import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What holdout-24 found once read (stop 40): a burger read as a part of one, how a food was cooked
/// said after it, a brand said before a count, toppings on a counted base, a flavoured yogurt
/// taken for fruit on yogurt, punnets, and dishes said the way people say them.
@Suite("Plain words: read from holdout-24")
struct ReadFromHoldout24Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aQuarterPounderIsABurgerWithOrWithoutAnArticle() throws {
        // Without "a", "quarter" was read as a quarter of one burger: 50 g.
        #expect(try expectOne("quarter pounder with cheese", named: "Quarter Pounder with cheese")?.amount.grams == 200)
        #expect(try PlainWordsParser.parse("quarter pounder").first?.quantity == 1)
        // A quarter of something else is still a quarter.
        #expect(try PlainWordsParser.parse("quarter cup of oats").first?.quantity == 0.25)
    }

    @Test func howAFoodWasCookedSaidAfterItIsHowItWasCooked() throws {
        // "scrambled" after a comma was read as a food of its own, and refused.
        let whites = try #require(try expectOne("6 egg whites, scrambled", named: "Egg, white, cooked"))
        #expect(whites.amount.grams.map { $0 > 150 } == true)
        let parsed = try PlainWordsParser.parse("chicken breast, grilled")
        #expect(parsed.count == 1 && parsed[0].food == "grilled chicken breast", "\(parsed)")
    }

    @Test func aBrandSaidBeforeACountGoesWithTheFood() throws {
        let kfc = try log("kfc 2 piece original recipe and mashed potatoes")
        #expect(kfc.count == 2 && kfc[0].name.hasPrefix("KFC Original Recipe"), "\(describe(kfc))")
        #expect(try PlainWordsParser.parse("kfc 2 piece original recipe").first?.quantity == 2)
    }

    @Test func aToppingOnACountedBaseIsOnThatManyOfIt() throws {
        // Both were refused, or a toasted-bread product of 45 g a slice.
        let cakes = try log("peanut butter on 2 rice cakes")
        #expect(cakes.map(\.name) == ["Peanut butter, smooth style, with salt", "Rice cake"] && cakes[1].amount.grams == 18,
                "\(describe(cakes))")
        let toast = try log("avocado on 2 slices of toast")
        #expect(toast.count == 2 && toast[1].name == "Bread, white" && toast[1].amount.grams == 58, "\(describe(toast))")
        // A topping said smashed is still a topping: it was a whole avocado. Since stop 46 it is a
        // café's half of one (80 g), as "smashed avo on toast" always was, not a sliced topping's 50 g.
        let smashed = try log("toast with smashed avocado")
        #expect(smashed.count == 2 && smashed[1].amount.grams == 80, "\(describe(smashed))")
    }

    @Test func fruitWithAYogurtIsFruitNotAFlavour() throws {
        // "Yogurt, Greek, Blueberry, CHOBANI" was taken for yogurt with blueberries.
        let bowl = try log("greek yogurt with blueberries")
        #expect(bowl.count == 2 && bowl[1].name == "Blueberries, raw", "\(describe(bowl))")
        // Fruit said as such is still a fruit yogurt.
        try expectOne("yogurt with fruit", named: "Yogurt, NS as to type of milk, fruit")
    }

    @Test func aMeatNobodySaidMadeIntoAnotherFoodIsThatFood() throws {
        // "cooked beef" was "Beef, bacon, cooked" (382 kcal for 85 g); corned beef was its hash.
        try expectOne("cooked beef", named: "Beef, NFS")
        #expect(try expectOne("corned beef", named: "Beef, corned")?.amount.grams == 85)
        try expectOne("a corned beef hash", named: "Corned beef hash")
        // A cottage pie was a turkey and bacon product; it is the survey's shepherd's pie.
        try expectOne("a cottage pie", named: "Shepherd's pie")
    }

    @Test func whatACakeIsIcedWithAndWhatAFoodIsCookedInAreNoFoods() throws {
        // The surveys' cakes are iced: the frosting was a second food.
        try expectOne("carrot cake with cream cheese frosting", named: "Cake or cupcake, carrot")
        // A slow cooker was refused as part of the food's name.
        try expectOne("slow cooker pulled pork", named: "Pulled pork")
        // Berries in a food are no handful of berries: a blueberry muffin was an ounce.
        #expect(try expectOne("blueberry muffin", named: "Muffin, fruit")?.amount.grams == 113)
        try expectOne("strawberry banana smoothie", named: "FRUIT SMOOTHIE")
        // A sausage in bread is the sausage and a slice of bread.
        #expect(try log("a sausage in bread").map(\.name) == ["Sausage, NFS", "Bread, white"])
    }

    @Test func aPunnetWeighsWhatTheShopSellsAndAThermosIsNoFood() throws {
        // A punnet was refused as a batch.
        #expect(try expectOne("a punnet of blueberries", named: "Blueberries")?.amount.grams == 125)
        #expect(try expectOne("a punnet of strawberries", named: "Strawberries")?.amount.grams == 400)
        #expect(try expectOne("a 400g punnet of strawberries", named: "Strawberries")?.amount.grams == 400)
        try expectOne("leftover chili in a thermos", named: "Chili")
    }

    @Test func dishesSaidTheWayPeopleSayThem() throws {
        for (phrase, name) in [("spag bol", "OLIVE GARDEN, spaghetti with meat sauce"), ("10 timbits", "Doughnut holes"),
                               ("3 carne asada street tacos", "Taco, corn tortilla, beef"),
                               ("fried sweet plantains", "Plantains, yellow, fried"), ("pancit bihon", "Lo mein"),
                               ("2 mandazi", "Doughnut, yeast type"), ("a bowl of hungarian goulash", "Stew, beef"),
                               ("a bowl of red lentil soup", "Soup, lentil"), ("a cafe au lait", "Coffee, cafe con leche"),
                               ("quest bar", "Nutrition bar or meal replacement bar"),
                               ("a can of spaghettios", "Pasta with tomato sauce, no meat, canned")] {
            try expectOne(phrase, named: name)
        }
        // A pork gyro in a pita was the pita's 60 g; a doner kebab the 250 g of a gyro.
        #expect(try expectOne("pork gyro pita", named: "Gyro sandwich")?.amount.grams == 250)
        #expect(try expectOne("doner kebab", named: "Gyro sandwich")?.amount.grams == 350)
        #expect(try expectOne("a can of spaghettios", named: "Pasta with tomato sauce")?.amount.grams == 448)
        #expect(try expectOne("a cappuccino", named: "Coffee, Cappuccino")?.amount.grams == 355)
        #expect(try expectOne("a slice of sourdough toast", named: "Bread, french or vienna")?.amount.grams == 50)
        // Bought at Woolworths or Chipotle: where, not what.
        try expectOne("a woolies roast chicken", named: "Chicken")
        let burrito = try log("chipotle steak burrito with guac")
        #expect(burrito.first?.name == "Burrito, beef, cheese", "\(describe(burrito))")
    }
}
