import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What holdout-27 found once read (stop 43), and tuning-27 on its first run: brands said for
/// the food they make, a food said on a dish, where and when a food was eaten said after it, a
/// bowl said after what is in it, and how a bird's skin or a topping's lightness was said.
@Suite("Plain words: read from holdout-27 and tuning-27")
struct ReadFromHoldout27Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aBrandSaidForTheFoodItMakesIsThatFood() throws {
        // Each was refused: the brand and a flavour, and no food word.
        try expectOne("yoplait light strawberry", named: "Yoplait Light Strawberry Yogurt")
        try expectOne("oikos triple zero vanilla", named: "Yogurt, Greek, nonfat, vanilla")
        try expectOne("white claw black cherry", named: "Hard seltzer")
        try expectOne("michelob ultra", named: "Alcoholic beverage, beer, light")
        #expect(try log("a glucerna shake").first?.name.lowercased().contains("nutritional shake") == true)
        // The brand's own food, said by its words, stays the brand's.
        #expect(try log("pringles").first?.name.hasPrefix("PRINGLES") == true)
        // Doritos said with their flavour were 250 g of cheese nachos, 665 kcal.
        let doritos = try log("bag of doritos nacho cheese from the vending machine")
        #expect(doritos.count == 1 && doritos[0].name.lowercased().contains("tortilla chips"), "\(describe(doritos))")
    }

    @Test func aBrandOnlyChangesItemsThatSayOne() {
        let plain = ParsedItem(quantity: 1, unit: .count, food: "greek yogurt", text: "greek yogurt")
        #expect(PlainWordsResolver.brandKinded(plain) == nil)
        let yoplait = ParsedItem(quantity: 1, unit: .count, food: "yoplait light strawberry", text: "yoplait light strawberry")
        #expect(PlainWordsResolver.brandKinded(yoplait)?.food == "yoplait light strawberry yogurt")
        let clif = ParsedItem(quantity: 1, unit: .count, food: "clif bar chocolate chip", text: "clif bar chocolate chip")
        #expect(PlainWordsResolver.brandKinded(clif)?.food == "clif chocolate chip bar")
        #expect(PlainWordsResolver.withoutBrand(PlainWordsResolver.brandKinded(clif)!)?.food == "chocolate chip bar")
        // A bar alone is too wide a family to stand for the brand's.
        #expect(PlainWordsResolver.brandKindAlone(clif) == nil)
        #expect(PlainWordsResolver.brandKindAlone(yoplait)?.food == "yogurt")
    }

    @Test func aFoodSaidOnADishIsTheFoodAndTheDish() throws {
        // Both were refused; the amount is the topping's, on a serving of the dish.
        let parfait = try log("1/3 cup granola on plain greek yogurt")
        #expect(parfait.map(\.name) == ["Cereal, granola", "Yogurt, Greek, NS as to type of milk, plain"], "\(describe(parfait))")
        let salad = try log("3 oz grilled chicken on a salad with light ranch")
        #expect(salad.count == 3 && salad[1].name == "Mixed salad greens, raw" && salad[2].name == "Ranch dressing, light",
                "\(describe(salad))")
        #expect(try log("a handful of blueberries on my porridge").count == 2)
    }

    @Test func whereAndWhenAFoodWasEatenNameNoFood() throws {
        try expectOne("a can of ginger ale on the flight", named: "Beverages, carbonated, ginger ale")
        try expectOne("leftover lasagna heated up in the office microwave", named: "Lasagna")
        try expectOne("ham and cheese sandwich for my packed lunch", named: "Ham sandwich")
        try expectOne("a cheeseburger off the grill", named: "Cheeseburger")
        try expectOne("medium baked potato, plain", named: "Potato, baked")
        // ", black" was a Black Russian beside the americano.
        try expectOne("tall americano, black", named: "Coffee, brewed")
        #expect(try log("a bacon roll and a cup of tea on the train").count == 2)
    }

    @Test func aBowlSaidAfterWhatIsInItIsThoseFoods() throws {
        // The last was a 450 g "RICE BOWL" product.
        let bowl = try log("ground turkey, black beans and rice bowl")
        #expect(bowl.count == 3 && bowl[2].name.hasPrefix("Rice, white, cooked"), "\(describe(bowl))")
        #expect(try log("quinoa, roasted chickpeas, kale and tahini bowl").count == 4)
        // A bowl named for its dish stays the dish.
        #expect(PlainWordsParser.listedBowl(["chicken", "broccoli", "poke bowl"], pieces: 2).last == "poke bowl")
        #expect(PlainWordsParser.listedBowl(["rice bowl"], pieces: 1) == ["rice bowl"])
        // Veggies said alone are vegetables, not a veggie burger.
        #expect(try log("chicken, rice and veggies").last?.name.hasPrefix("Vegetables, mixed") == true)
    }

    @Test func aLighterToppingIsStillASpoonful() throws {
        // It was a cup, 232 g.
        let bagel = try log("half a bagel with lox and light cream cheese")
        #expect(bagel.last?.name == "Cream cheese, light" && bagel.last?.amount.grams == 29, "\(describe(bagel))")
        // A side weighed only by the cup is half a cup (it was refused beside a main).
        let plate = try log("5 oz grilled tilapia with steamed green beans")
        #expect(plate.count == 2 && plate[1].amount.grams == 62.5, "\(describe(plate))")
    }

    @Test func aBirdsSkinNotEatenIsSaidManyWays() throws {
        // A baked skinless breast was raw chicken; the skin removed was refused.
        try expectOne("120g baked skinless chicken breast", named: "Chicken breast, rotisserie, skin not eaten")
        try expectOne("a chicken thigh with the skin removed", named: "Chicken thigh, rotisserie, skin not eaten")
        // Said raw, it is the raw meat as sold.
        try expectOne("200g raw skinless chicken breast", named: "Chicken, breast, boneless, skinless, raw")
    }

    @Test func howAFoodWasCookedAndCountedAfterIt() throws {
        // The fat's spoon was read as part of the egg's name, and "pan fried" as a fried dish.
        try expectOne("3 eggs fried in a teaspoon of butter", named: "Egg, whole, cooked, fried")
        try expectOne("100g pan fried tempeh", named: "Tempeh")
        // An ear said twice is one ear.
        try expectOne("a small ear of corn on the cob", named: "Corn, fresh, cooked")
        // A tallboy is a 16 fl oz can; a Subway sub said with its bread is that sandwich.
        #expect(try expectOne("a tallboy of pbr", named: "Beer")?.amount.grams.map { abs($0 - 473.2) < 0.1 } == true)
        try expectOne("subway 6 inch turkey on wheat, no cheese", named: "Turkey sandwich on wheat")
        try expectOne("subway veggie delite 6 inch", named: "Vegetable sandwich on wheat")
    }

    @Test func aBurgerWithoutItsBunIsItsPatty() throws {
        // A bunless cheeseburger was refused, a burger "without bun" a veggie burger on its bun.
        let bunless = try log("bunless bacon cheeseburger")
        #expect(bunless.map(\.name).first == "Beef, ground, patty" && bunless.count == 3, "\(describe(bunless))")
        try expectOne("a burger without the bun", named: "Beef, ground, patty")
        #expect(try log("lettuce wrap burger with mustard").count == 2)
        #expect(try log("a cheeseburger, no bun").first?.name == "Beef, ground, patty")
        // With its bun it is still the burger.
        #expect(try log("a cheeseburger").first?.name.lowercased().contains("cheeseburger") == true)
    }

    @Test func whatWasSaidWithNoneIsNotLogged() throws {
        // "with no sugar" was a no-sugar-added applesauce beside the coffee; "with no milk" a milk tea.
        try expectOne("coffee with no sugar", named: "Coffee, brewed")
        try expectOne("tea with no milk", named: "Tea, hot, leaf, black")
        // A name saying "no sugar added" is the food said so (it was refused as denying sugar).
        try expectOne("a scoop of no sugar added vanilla ice cream", named: "Ice creams, BREYERS, No Sugar Added")
    }

    @Test func spoonedCheesesAndLeafyGreensWeighAsTheyAre() throws {
        // A cup of ricotta was a cup of grated cheese, 113 g.
        #expect(try expectOne("half cup part skim ricotta", named: "Cheese, ricotta")?.amount.grams == 123)
        // Cottage cheese on bread is a quarter cup, not an ounce.
        #expect(try log("a slice of pumpernickel with cottage cheese").last?.amount.grams == 56)
        // Bok choy is the surveys' Chinese cabbage (it was refused).
        try expectOne("steamed bok choy", named: "Cabbage, Chinese, cooked")
    }

    @Test func aPackAndACountAreAsManyAsTheyHold() throws {
        // A pack of Pop-Tarts holds two (it was one's label serving, 52 g).
        #expect(try log("a pack of strawberry pop-tarts").first?.amount.grams == 104)
        #expect(try log("half a pack of strawberry pop-tarts").first?.amount.grams == 52)
        #expect(try log("2 packs of strawberry pop-tarts").first?.amount.grams == 208)
        // An absurd number of packs is refused, not trapped.
        #expect(throws: (any Error).self) { try log("99999999999999999999999 packs of strawberry pop-tarts") }
        // Grilled nuggets are no breaded ones ("Chicken nuggets, NFS", 307 kcal per 100 g).
        try expectOne("6 grilled nuggets", named: "GRILLED CHICKEN NUGGETS")
        try expectOne("6 nuggets", named: "Chicken nuggets, NFS")
    }

    @Test func everydayNamesSaidAloneAndWhatADishHolds() throws {
        // Decaf was a decaf cappuccino; Cheerios were Honey Nut; casein was refused; Light + Fit
        // was split at its "and"; Coffee mate beside a coffee was a cup of creamer.
        try expectOne("a cup of decaf", named: "Coffee, brewed, decaffeinated")
        try expectOne("a bowl of cheerios", named: "Cheerios Breakfast Cereal")
        #expect(try log("2 scoops casein with 1 cup skim milk").first?.name == "Beverages, Protein powder whey based")
        try expectOne("dannon light and fit yogurt", named: "Yogurt, Greek, plain, nonfat")
        #expect(try log("coffee with coffee mate").last?.amount.grams == 15)
        // Chili cheese fries are a basket (117 g); chips with wings are a chip shop's.
        #expect(try expectOne("chili cheese fries", named: "Potato, french fries, with chili and cheese")?.amount.grams == 250)
        #expect(try log("4 hot wings and chips from the chicken shop").last?.name == "Potato, french fries, NFS")
        // What the survey's pizza and sandwich hold is not logged again beside them.
        try expectOne("a slice of whole wheat pizza with veggies", named: "Pizza, cheese, whole wheat")
        try expectOne("turkey sandwich on whole wheat with mustard", named: "Turkey sandwich on wheat")
        // How strong a tea was brewed names no other tea (it was refused); a sloppy joe is the
        // survey's sandwich, not a caterer's tub of its filling.
        #expect(try log("a cup of weak tea").first?.name.hasPrefix("Beverages, tea") == true)
        try expectOne("a sloppy joe", named: "Sloppy joe sandwich")
        // A 3-egg omelette said with two fillings was refused.
        let omelette = try log("3 egg spinach and cheese omelette")
        #expect(omelette.first?.name == "Egg, whole, cooked, omelet" && omelette.first?.amount.grams == 183, "\(describe(omelette))")
    }
}
