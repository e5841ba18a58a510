import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// Amounts and qualifiers as people type them in a log: a count after the food ("eggs x2"), a
/// heaped spoon, a small plate, a milk named without "milk" ("a soy latte"), and a food said to be
/// meatless, which no meat is.
@Suite("Plain words: amounts and qualifiers as people type them")
struct SaidAsPeopleTypeTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aCountSaidAfterTheFood() throws {
        // "eggs x2" was refused: no food is named "egg x2".
        #expect(try expectOne("eggs x2", named: "Egg")?.amount.grams == 100)
        #expect(try expectOne("banana x 3", named: "Banana")?.amount.grams == 354)
        // Said before what came with it, the count is of the first food only.
        let breakfast = try log("eggs x2 and toast")
        #expect(breakfast.count == 2 && breakfast[0].amount.grams == 100 && breakfast[1].name.hasPrefix("Bread"), "\(describe(breakfast))")
        // Said after what it came with, or of a food named with "and", it is that food's count.
        let toast = try log("toast with eggs x2")
        #expect(toast.count == 2 && toast[1].amount.grams == 100, "\(describe(toast))")
        #expect(try log("mac and cheese x2").count == 1)
        // Tabs between the words are read as spaces.
        #expect(try log("eggs\tx\t2").map { $0.amount.grams } == [100])
        #expect(PlainWordsParser.endsWithCount(["egg", "x2"]) && PlainWordsParser.endsWithCount(["egg", "x", "2"]))
        #expect(!PlainWordsParser.endsWithCount(["x2"]) && !PlainWordsParser.endsWithCount(["egg", "xl"]))
    }

    @Test func howFullASpoonIs() throws {
        // "a heaped tablespoon of peanut butter" and "a level teaspoon of sugar" were refused.
        #expect(try expectOne("a heaped tablespoon of peanut butter", named: "Peanut butter")?.amount.grams == 32)
        #expect(try expectOne("a level teaspoon of sugar", named: "Sugar")?.amount.grams == 4.2)
    }

    @Test func aPlateHasASize() throws {
        // A small plate of pasta was a full plate, 450 g.
        let small = try expectOne("a small plate of pasta", named: "Pasta")
        let full = try expectOne("a plate of pasta", named: "Pasta")
        #expect(small.map { $0.amount.grams! } == full.map { $0.amount.grams! * 0.75 })
    }

    @Test func aMilkSaidWithoutMilk() throws {
        // "a soy latte" was refused: no food is named with "soy latte".
        try expectOne("a soy latte", named: "Coffee, Latte")
        try expectOne("an oat flat white", named: "Coffee, Latte")
    }

    @Test func aMeatlessFoodIsNoMeat() throws {
        // "a vegetarian sausage roll" was "Pig in a blanket", vegan nuggets chicken nuggets.
        #expect(throws: (any Error).self) { try log("a vegetarian sausage roll") }
        #expect(throws: (any Error).self) { try log("vegan chicken nuggets") }
        #expect(ContradictedQualifiers.contradicts("Pig in a blanket", said: ["vegetarian", "sausage", "roll"]))
        #expect(!ContradictedQualifiers.contradicts("Sausage, meatless", said: ["vegetarian", "sausage"]))
        #expect(!ContradictedQualifiers.contradicts("Chili, vegetarian", said: ["vegetarian", "chili"]))
        try expectOne("a veggie burger", named: "Veggie burger")
    }

    @Test func aRotisserieChickenCountedIsTheBird() throws {
        // "a whole rotisserie chicken" was a rotisserie wing, 35 g; a quarter of one 9 g.
        #expect(try log("a whole rotisserie chicken").first?.amount.grams == TypicalServings.wholeChicken)
        #expect(try log("half a rotisserie chicken").first?.amount.grams == TypicalServings.wholeChicken / 2)
        // Said without an amount, some of it; a part of one is that part.
        #expect(try log("rotisserie chicken").first.map { $0.amount.grams! < 200 } == true)
        #expect(try log("a rotisserie chicken breast").first.map { $0.amount.grams! < 200 } == true)
        // A wing is no chicken said plainly.
        #expect(try log("a rotisserie chicken").first.map { !$0.name.lowercased().contains("wing") } == true)
    }

    @Test func minceIsGroundMeatAndLeanIsLean() throws {
        // "250g mince" was refused; lean beef mince and lean ground beef were 70% lean, 30% fat.
        try expectOne("250g mince", named: "Beef, ground")
        try expectOne("a mince pie", named: "Pie, mince")
        let lean = try expectOne("lean ground beef", named: "Beef, ground")
        #expect(lean.map { !$0.name.contains("70%") && !$0.name.contains("80%") } == true)
        // A share said is the share said.
        #expect(try log("4oz 80/20 ground beef").first.map { $0.name.contains("80%") } == true)
    }

    @Test func aBowlOfAGrainIsCooked() throws {
        // "a bowl of oat bran" was 355 g of it raw, 873 kcal.
        let bran = try expectOne("a bowl of oat bran", named: "Oat bran")
        #expect(bran.map { $0.name.contains("cooked") } == true)
    }

    @Test func chipsListedWithAHotMainAreFries() throws {
        // "steak, chips and peas" logged a bag of crisps, as "a sandwich, chips and an apple" still does.
        let steak = try log("steak, chips and peas")
        #expect(steak.count == 3 && steak[1].name.contains("french fries"), "\(describe(steak))")
        let sandwich = try log("a sandwich, chips and an apple")
        #expect(sandwich.count == 3 && sandwich[1].name.hasPrefix("Potato chips"), "\(describe(sandwich))")
    }

    @Test func aMeatNobodySaidIsNoPartOfTheDish() throws {
        // "mushroom rice" was "Beef and rice with mushroom sauce", 608 kcal.
        #expect(throws: (any Error).self) { try log("mushroom rice") }
        // A fish or lamb burger was a beef cheeseburger: the meat said was dropped for the closest dish.
        try expectOne("a fish burger", named: "Fish sandwich")
        #expect(throws: (any Error).self) { try log("a lamb burger") }
    }

    @Test func anOmeletOfAFillingTheIndexDoesNotName() throws {
        // "a spinach omelette" was refused; it is the omelet and the spinach.
        let spinach = try log("a spinach omelette")
        #expect(spinach.count == 2 && spinach[0].name.contains("omelet") && spinach[1].name.hasPrefix("Spinach"), "\(describe(spinach))")
        // Its eggs counted, one omelet of them (it was three omelets, 450 g).
        let counted = try log("a 3 egg spinach omelette")
        #expect(counted.count == 2 && counted[0].amount.grams == 183, "\(describe(counted))")
        // A word the tables do not know as a food is no filling to log apart.
        #expect(try log("a veggie omelette").count == 1)
    }

    @Test func aNumberAfterTheArticleWithoutAUnitIsPartOfTheName() throws {
        // "a 4 cheese pizza" was four whole pizzas, 2 600 g; "a 99 flake" 99 servings of barley flakes.
        #expect(try log("a 4 cheese pizza").map { $0.amount.grams! } == [TypicalServings.wholePizzas["medium"]!])
        #expect(try log("a 99 flake").map { $0.amount.grams } == [ComposedDishes.dish(named: "99 flake")?.servingGrams])
        // An amount with its unit, or a count of eggs, is still the amount.
        #expect(try expectOne("a 200g steak", named: "Beef")?.amount.grams == 200)
        #expect(try expectOne("a 3 egg omelette", named: "Egg")?.amount.grams == 183)
    }

    @Test func aPizzaSaidByItsInches() throws {
        // "a 12 inch pizza" was twelve pizza doughs, refused for its carbohydrate.
        #expect(try log("a 12 inch pizza").map { $0.amount.grams! } == [TypicalServings.wholePizzas["medium"]!])
        #expect(try log("a 16-inch pepperoni pizza").map { $0.amount.grams! } == [TypicalServings.wholePizzas["extra large"]!])
        var words = ["a", "10", "inch", "pizza"]
        #expect(PlainWordsParser.takePizzaSize(&words) == "small" && words == ["a", "pizza"])
        var sub = ["a", "6", "inch", "sub"]
        #expect(PlainWordsParser.takePizzaSize(&sub) == nil && sub.count == 4)
    }

    @Test func drinksAndLeavesByTheirOtherNames() throws {
        // A shot of nothing else was refused ("names no food"); a Dr Pepper was gummy candies,
        // 298 kcal; a craft IPA a ginger beer; rocket was refused.
        try expectOne("an extra shot", named: "Coffee, espresso")
        try expectOne("a dr pepper", named: "Soft drink, pepper type")
        try expectOne("a craft ipa", named: "Beer")
        try expectOne("a handful of rocket", named: "Arugula")
    }

    @Test func aFootlongOfAFillingIsASub() throws {
        // "a footlong turkey" was 170 g of turkey meat, a footlong chicken teriyaki 700 g of the dish.
        let turkey = try expectOne("a footlong turkey", named: "Turkey sandwich or sub")
        #expect(turkey?.amount.grams == 500)
        // A hot dog is sold by the foot itself: two of it.
        #expect(try expectOne("a footlong hot dog", named: "Hot dog")?.amount.grams == 200)
    }

    @Test func chainMenuItemsByWhatTheyAre() throws {
        // A Chipotle chicken bowl was a chicken ramen bowl; a taco shell was a taco's 90 g (428 kcal);
        // a McDouble was refused (nothing weighed it).
        try expectOne("a chipotle chicken bowl", named: "Burrito bowl, chicken")
        #expect(try expectOne("a taco shell", named: "Taco shell")?.amount.grams == 13)
        try expectOne("a mcdouble", named: "McDouble")
    }

    @Test func aDishOfNoMeatIsNotTheMeatOne() throws {
        // "a vegetable biryani" was "Biryani with meat": the survey's vegetable one was held
        // lighter than any biryani can be, and the closest dish dropped "vegetable".
        try expectOne("a vegetable biryani", named: "Biryani with vegetables")
        // A meat said is a meat: a beef pho is the survey's pho with meat.
        try expectOne("a bowl of beef pho", named: "Soup, pho, with meat")
    }

    @Test func takeawayPortionsAndMassNouns() throws {
        // Sesame chicken with rice was a restaurant's order, 547 g (1 603 kcal); falafel said
        // plainly was one ball, 17 g; fattoush a 30 g pot of it.
        #expect(try log("sesame chicken with rice").first?.amount.grams == 200)
        #expect(try expectOne("falafel", named: "Falafel")?.amount.grams == 68)
        #expect(try expectOne("a falafel", named: "Falafel")?.amount.grams == 17)
        // Since stop 37 fattoush is the composed salad with its dressing and pitta, not a 200 g tub of it.
        #expect(try log("fattoush").first?.name == "Fattoush")
    }

    @Test func shorthandTypedInALog() throws {
        // "2 tbsp pb" was cinnamon rolls ("PB Flky CinnRls"); OJ, EVOO, chkn and a G&T were refused.
        try expectOne("2 tbsp pb", named: "Peanut butter")
        try expectOne("a glass of oj", named: "Orange juice")
        try expectOne("1 tbsp evoo", named: "Olive oil")
        try expectOne("chkn breast 150g", named: "Chicken breast")
        try expectOne("a g&t", named: "Gin and tonic")
        // Sizes abbreviated: "1 lg egg", "2 med apples" were refused.
        #expect(try expectOne("1 lg egg", named: "Egg")?.amount.grams == 50)
        #expect(try expectOne("2 med apples", named: "Apple")?.amount.grams == 364)
    }

    @Test func drinksByTheirMeasure() throws {
        // A non-alcoholic beer was the regular one, an alcohol-free one a higher-alcohol one.
        try expectOne("an alcohol free beer", named: "Beer, nonalcoholic")
        // A Baileys was a hazelnut coffee creamer; a liqueur is a 50 ml measure.
        #expect(try expectOne("a baileys", named: "Liqueur, cream")?.amount.grams == 50)
        // A Tom Collins was refused: nothing weighed it.
        try expectOne("a tom collins", named: "Tom Collins")
    }

    @Test func aLittleOfAFoodAndHowASliceIsCut() throws {
        // "a bit of chocolate" was 237 g of chocolate bars with bits in, 1 145 kcal; "a little
        // cheese" was refused.
        let bit = try log("a bit of chocolate")
        #expect(bit.count == 1 && bit[0].amount.grams! < 30 && !bit[0].name.contains("BITS"), "\(describe(bit))")
        #expect(try expectOne("a little cheese", named: "Cheese").map { abs($0.amount.grams! - 28.35 / 2) < 0.01 } == true)
        // Little Gem is a lettuce, not a little of one.
        try expectOne("a little gem lettuce", named: "ORGANIC LITTLE GEM LETTUCE")
        // "a thick slice of bread" was a maple French toast bread.
        try expectOne("a thick slice of bread", named: "Bread, white")
    }

    @Test func madeWithAndSticksOfAVegetable() throws {
        // "porridge made with milk" was refused; carrot sticks were a ranch-dip product.
        let porridge = try log("a bowl of porridge made with milk")
        #expect(porridge.count == 2 && porridge[1].name.hasPrefix("Milk"), "\(describe(porridge))")
        let carrots = try log("carrot sticks and hummus")
        #expect(carrots.count == 2 && carrots[0].name == "Carrots, raw", "\(describe(carrots))")
    }

    @Test func howWhatComesWithAFoodIsSaid() throws {
        // "salad with olive oil" was a cup of oil, 216 g, 1 944 kcal: oil added is a tablespoon.
        let salad = try log("salad drizzled with olive oil")
        #expect(salad.count == 2 && salad[1].name == "Olive oil" && salad[1].amount.grams == 13.5, "\(describe(salad))")
        // "pancakes with blueberries" was refused as a handful of pancakes.
        try expectOne("pancakes topped with blueberries", named: "Pancakes, blueberry")
        // "w/" is "with"; "on the side" is beside it (both were refused).
        let yogurt = try log("yogurt w/ granola")
        #expect(yogurt.count == 2 && yogurt[1].name.contains("granola"), "\(describe(yogurt))")
        #expect(try log("chicken with rice on the side").isEmpty == false)
    }

    @Test func countsOfSmallPiecesAndParts() throws {
        // "15 chips" were fifteen 28 g bags, 2 234 kcal; a chocolate chip cookie is still a cookie.
        #expect(try expectOne("15 chips", named: "Potato chips")?.amount.grams == 30)
        #expect(try expectOne("chips", named: "Potato chips")?.amount.grams == 28)
        #expect(try expectOne("a chocolate chip cookie", named: "Cookie, chocolate chip").map { $0.amount.grams! > 10 } == true)
        // "1 and 1/2 cups of rice", "half a dozen wings" were refused.
        #expect(try expectOne("1 and 1/2 cups of rice", named: "Rice")?.amount.grams == 237)
        #expect(try expectOne("half a dozen wings", named: "Chicken wing")?.amount.grams == 210)
    }

    @Test func nutsCountedOneByOne() throws {
        // Five walnuts were five cups of them, 585 g, 3 828 kcal; a walnut is 4 g.
        #expect(try expectOne("5 walnuts", named: "Nuts, walnuts")?.amount.grams == 20)
        #expect(try expectOne("20 pistachios", named: "Nuts, pistachio")?.amount.grams == 14)
        // Said without a count, a handful; a peanut butter sandwich is no peanut.
        #expect(try expectOne("walnuts", named: "Nuts, walnuts").map { abs($0.amount.grams! - 28.35) < 0.01 } == true)
        #expect(try expectOne("a peanut butter sandwich", named: "Peanut butter sandwich")?.amount.grams == 100)
        // A soft drink said by its name is a can of it, as a coke is (a root beer was 8 fl oz).
        #expect(try expectOne("a ginger ale", named: "Beverages, carbonated, ginger ale")?.amount.grams == 370)
    }
}
