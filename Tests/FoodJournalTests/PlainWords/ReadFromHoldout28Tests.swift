import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What holdout-28 found once read (stop 44), and tuning-28 on its first run: hyphened names, an
/// amount said after a comma, foods said by a diet they suit or by a brand of chocolate, of crisps
/// or of meat made from plants, what is stirred into a large coffee, a burger's chips, and the
/// weights of chain and packet foods.
@Suite("Plain words: read from holdout-28 and tuning-28")
struct ReadFromHoldout28Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aHyphenedNameIsReadAsItsParts() throws {
        // Refused: the name's head was read in parts ("cheez", "it"), the said word whole.
        try expectOne("cheez-its", named: "Crackers, cheese (Cheez-It)")
        let handful = try expectOne("a handful of cheez-it crackers", named: "Crackers, cheese (Cheez-It)")
        #expect(handful.map(grams) == 28.3)
        // Thirty crackers are 33 g, not thirty 10 g snack crackers.
        #expect(try expectOne("30 cheez-its", named: "Crackers, cheese (Cheez-It)").map(grams) == 33)
    }

    @Test func anAmountSaidAfterAFoodIsItsAmount() throws {
        // ", 2 pack" was a can of sweet potatoes; ", 1 cup cooked" a food named "cooked".
        let cups = try log("peanut butter cups, 2 pack")
        #expect(cups.count == 1 && grams(cups[0]) == 42, "\(describe(cups))")
        let oatmeal = try log("oatmeal, 1 cup cooked")
        #expect(oatmeal.count == 1 && grams(oatmeal[0]) == 234, "\(describe(oatmeal))")
        try expectOne("quinoa, half a cup cooked", named: "Quinoa, cooked")
        // An amount of a food of its own stays that food.
        #expect(try log("a coffee, 2 sugars").count == 2)
    }

    @Test func aFoodSaidByADietIsTheFoodAsTheIndexNamesIt() throws {
        try expectOne("sugar-free popsicle", named: "Popsicle, no sugar added")
        #expect(try log("sugar free ice cream").first?.name.lowercased().contains("no sugar added") == true)
        try expectOne("a slice of vegan banana bread", named: "Banana bread")
        #expect(try expectOne("two 4 inch whole wheat pancakes", named: "Pancakes, whole grain").map(grams) == 76)
        let forms = PlainWordsResolver.dietForms(ParsedItem(quantity: 1, unit: .count, food: "sugar free popsicle", text: ""))
        #expect(forms.map(\.food) == ["popsicle no sugar added", "popsicle diet", "popsicle low calorie"])
        // A vegan food said by a meat's name is not the meat.
        #expect(PlainWordsResolver.dietForms(ParsedItem(quantity: 1, unit: .count, food: "vegan chicken nugget", text: "")).isEmpty)
        // Nothing else said, or no diet said: nothing to try.
        #expect(PlainWordsResolver.dietForms(ParsedItem(quantity: 1, unit: .count, food: "sugar free", text: "")).isEmpty)
        #expect(PlainWordsResolver.dietForms(ParsedItem(quantity: 1, unit: .count, food: "popsicle", text: "")).isEmpty)
    }

    @Test func brandsOfChocolateCrispsAndMeatFromPlants() throws {
        #expect(try log("6 quorn nuggets").first?.name.hasPrefix("MEATLESS") == true)
        let beyond = try log("beyond sausage and sauerkraut")
        #expect(beyond.first?.name == "Sausage, meatless" && beyond.count == 2, "\(describe(beyond))")
        try expectOne("a handful of cadbury mini eggs", named: "MINI EGGS MILK CHOCOLATE")
        try expectOne("a bag of lay's classic chips", named: "Potato chips")
        // A brand of meatless foods said with a food no meatless one is named is refused, not
        // logged as another meatless dish.
        #expect(throws: (any Error).self) { try log("3 gardein crispy tenders") }
    }

    @Test func mcDonaldsOwnWeighsAsItsOwn() throws {
        #expect(try expectOne("a mcdonald's cheeseburger", named: "Cheeseburger (McDonalds)").map(grams) == 119)
        #expect(try expectOne("a maccas cheeseburger", named: "Cheeseburger (McDonalds)").map(grams) == 119)
        #expect(try expectOne("a mcdonalds hamburger", named: "Hamburger (McDonalds)").map(grams) == 100)
        // Chips with a burger are a fast-food side of fries, sized as said (small chips were a chip
        // shop's 250 g, and "large fries" made the burger large).
        let meal = try log("maccas cheeseburger and small chips")
        #expect(meal.map(grams) == [119, 71] && meal[1].name.contains("french fries"), "\(describe(meal))")
        let large = try log("a big mac and large fries")
        #expect(large.map(grams) == [200, 154], "\(describe(large))")
        // A chip shop's main keeps its portion of chips.
        #expect(try log("cod and large chips").map(grams) == [225, 250])
    }

    @Test func sweetenersAndPackets() throws {
        let coffee = try log("coffee with 2 splenda")
        #expect(coffee.count == 2 && coffee[1].name == "Sugar substitute, sucralose, powder" && grams(coffee[1]) == 2,
                "\(describe(coffee))")
        #expect(try expectOne("a packet of sweet n low", named: "Sugar substitute, saccharin").map(grams) == 1)
        #expect(try log("a package of skittles").count == 1)
        #expect(try expectOne("a packet of ramen", named: "Soup, ramen noodle, any flavor, dry").map(grams) == 87)
        #expect(try expectOne("2 packets of ramen", named: "Soup, ramen noodle, any flavor, dry").map(grams) == 174)
        try expectOne("instant noodles chicken flavour", named: "Soup, ramen noodle, chicken flavor, dry")
        try expectOne("beef flavored instant ramen", named: "Soup, ramen noodle, beef flavor, dry")
        // A Cup Noodles is its 64 g cup.
        #expect(try expectOne("cup noodles chicken flavor", named: "Soup, ramen noodle, chicken flavor, dry").map(grams) == 64)
        #expect(try expectOne("a pack of twizzlers", named: "Candies, TWIZZLERS").map(grams) == 70)
        #expect(try expectOne("3 twizzlers", named: "Candies, TWIZZLERS").map(grams) == 33)
        try expectOne("16 oz crystal light lemonade", named: "Fruit flavored drink, diet")
    }

    @Test func howAndWithWhomAFoodWasEaten() throws {
        let salmon = try log("grilled salmon on a bed of spinach")
        #expect(salmon.count == 2 && salmon[1].name.hasPrefix("Spinach"), "\(describe(salmon))")
        #expect(try log("a large pizza all to myself").count == 1)
        #expect(try expectOne("two fingers of whiskey, neat", named: "Whiskey").map(grams) == 59.1)
        #expect(try log("2 sheets of matzo").count == 1)
        // Microwaved is cooked: it was raw broccoli, and ", microwaved" a dish of mushrooms.
        try expectOne("microwaved broccoli", named: "Broccoli, fresh, cooked")
        try expectOne("frozen bean and cheese burrito, microwaved", named: "Burrito, bean and cheese, frozen")
    }

    @Test func whatASmoothieIsMadeWithListedPastACommaIsInIt() throws {
        let smoothie = try log("a smoothie with strawberries, banana and almond milk")
        #expect(smoothie.count == 1, "\(describe(smoothie))")
        // A food after it with no list going on is a food of its own.
        #expect(try log("a smoothie with mango, toast").count == 2)
        #expect(PlainWordsParser.listGoesOn(["banana", "spinach and oat milk"]))
        #expect(!PlainWordsParser.listGoesOn(["banana", "a bagel"]))
        #expect(!PlainWordsParser.listGoesOn(["2 tbsp peanut butter and honey"]))
    }

    @Test func whatIsStirredIntoALargeCoffeeIsMore() throws {
        let large = try log("a large coffee with cream and sugar")
        #expect(large.map(grams) == [473.2, 30, 8.4], "\(describe(large))")
        let cup = try log("coffee with cream and sugar")
        #expect(cup.map(grams) == [236.6, 15, 4.2], "\(describe(cup))")
        // An amount said is the amount.
        #expect(try log("a large coffee with 1 sugar").map(grams) == [473.2, 4.2])
    }

    @Test func whatIsSaidAfterWithIsNotSaidOfTheFoodBefore() throws {
        // Five cups of shrimp cocktail, 3 005 kcal, beside the sauce.
        let shrimp = try log("5 jumbo shrimp with cocktail sauce")
        #expect(shrimp.count == 2 && shrimp[0].name.hasPrefix("Shrimp") && !shrimp[0].name.contains("cocktail")
                    && shrimp.reduce(0) { $0 + $1.nutrients.kcal } < 200, "\(describe(shrimp))")
        #expect(PlainWordsResolver.saidBefore("5 jumbo shrimp with cocktail sauce", joiner: "with", occurrence: 0) == "5 jumbo shrimp")
        #expect(PlainWordsResolver.saidBefore("with cocktail sauce", joiner: "with", occurrence: 0) == nil)
        #expect(PlainWordsResolver.saidBefore("toast with butter", joiner: "with", occurrence: 1) == nil)
    }

    @Test func whatADishHoldsAndWhatItWeighs() throws {
        try expectOne("3 chicken enchiladas with green sauce", named: "Enchilada, chicken")
        #expect(try expectOne("stuffed peppers with rice and ground beef", named: "Stuffed pepper, with rice and meat").map(grams) == 200)
        #expect(try expectOne("a twinkie", named: "Cake, snack cakes, creme-filled, sponge").map(grams) == 38.5)
        try expectOne("2 squares of chocolate fudge", named: "Chocolate candy, fudge")
        let timmies = try log("a maple dip donut and an ice capp")
        #expect(timmies.map(\.name) == ["Doughnut, yeast type", "Frozen coffee drink"] && grams(timmies[0]) == 60, "\(describe(timmies))")
        try expectOne("a chopped cheese", named: "Cheese steak sandwich")
        #expect(try expectOne("4 stuffed grape leaves", named: "Grape leaves stuffed with rice").map(grams) == 140)
        #expect(try expectOne("2 mini reese's cups", named: "REESE'S, PEANUT BUTTER MINI CUPS").map(grams) == 17)
        #expect(try expectOne("roast leg of lamb", named: "Lamb").map(grams) == 85)
        try expectOne("veggie wrap", named: "Vegetable sandwich wrap")
        try expectOne("1 cup whole wheat pasta", named: "Pasta, whole grain, cooked")
        #expect(try expectOne("2 tbsp ground flaxseed", named: "Flaxseed, ground").map(grams) == 14)
        #expect(try expectOne("a cornbread muffin", named: "Cornbread muffin").map(grams) == 65)
        #expect(try expectOne("2 slices of panettone", named: "PANETTONE").map(grams) == 180)
        // Half a bagel holds half a bagel's salmon (stop 50; it was the whole bagel's 56 g).
        let bagel = try log("half a plain bagel with smoked salmon")
        #expect(bagel.count == 2 && grams(bagel[1]) == 28, "\(describe(bagel))")
    }
}
