import Testing
import TestSupport
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// Foods said as they are served or ordered: eggs by how the yolk is fried, a food in a bun, a
/// bowl of oats, a plate of meat or of loaded fries, a fast-food meal of pieces, filled pasta.
@Suite("Plain words: foods as they are served")
struct OrderedAsServedTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test(arguments: ["two eggs over easy", "an egg over medium", "2 eggs sunny side up", "a sunny side up egg"])
    func eggsOrderedByTheirYolkAreFried(_ phrase: String) throws {
        // "over easy" was refused: no food is named with all of "egg over easy".
        let egg = try log(phrase)
        #expect(egg.count == 1 && egg[0].name.hasPrefix("Egg, whole") && egg[0].name.contains("fried"), "\(describe(egg))")
    }

    @Test func eggsOnABagelAreOnItsTwoHalves() throws {
        // Two fried eggs on a bagel were on two bagels (198 g); on toast, one a slice. Since
        // stop 38 the eggs are listed first, as said.
        let bagel = try log("two fried eggs on a bagel")
        #expect(bagel.count == 2 && bagel[1].name == "Bagel" && bagel[1].amount.grams == 99, "\(describe(bagel))")
        let toast = try log("two poached eggs on toast")
        #expect(toast.count == 2 && toast[1].amount.grams == 58, "\(describe(toast))")
    }

    @Test func aSideOfADishIsTheDishNotAChainsSideSalad() throws {
        // "a side caesar salad" was McDonald's side salad, 17 kcal: "side" was kept over "caesar".
        try expectOne("a side caesar salad", named: "Caesar salad")
    }

    @Test func aFoodInABunIsTheFoodAndTheBun() throws {
        // It was refused.
        let brat = try log("a bratwurst in a bun")
        #expect(brat.map(\.name) == ["Bratwurst", "Roll, white, hot dog bun"], "\(describe(brat))")
        #expect(brat.last?.amount.grams == 44)
        let roll = try log("a sausage in a roll")
        #expect(roll.count == 2 && roll[1].name == "Roll, white, soft", "\(describe(roll))")
        // A sandwich food comes in its own bun: one entry.
        #expect(try log("a hot dog in a bun").count == 1)
    }

    @Test(arguments: ["a bowl of oats", "a bowl of steel cut oats", "a bowl of rolled oats", "a bowl of steel cut oatmeal"])
    func aBowlOfOatsIsOatmeal(_ phrase: String) throws {
        // It was 81 g of raw oats (307 kcal), or refused.
        try expectOne(phrase, named: "Oatmeal")
    }

    @Test func aPlateOfMeatIsAMealsPortionOfIt() throws {
        // It was 450 g (1130 kcal), two cups of a dish.
        let roast = try log("a plate of pot roast")
        #expect(roast.map(\.name) == ["Beef, pot roast"] && roast[0].amount.grams == 225, "\(describe(roast))")
        // It was refused: a plate had no weight for it.
        #expect(try log("a plate of brisket").first?.amount.grams == 225)
        // A meat eaten by the piece keeps a plate of pieces, and a meat said with a side is no
        // plate of meat alone.
        #expect(try log("a plate of chicken wings").first.flatMap(\.amount.grams).map { $0 > 300 } == true)
        #expect(try log("a plate of lamb chops").first.flatMap(\.amount.grams).map { $0 > 225 } == true)
    }

    @Test func aMealOfPiecesHoldsAServingOfThem() throws {
        // It was one 16 g nugget with the fries and the drink.
        let meal = try log("a chicken nugget meal")
        #expect(meal.count == 3 && meal[0].amount.grams == 96, "\(describe(meal))")
        // A count said is kept.
        #expect(try log("a 10 piece nugget meal").first?.amount.grams == 160)
    }

    @Test func aPlateOfFriesWithToppingsIsAChipShopPortion() throws {
        // It was refused as a plate of a packaged product.
        let fries = try log("a plate of loaded fries")
        #expect(fries.map(\.name) == ["Potato, french fries, with cheese"] && fries[0].amount.grams == 250, "\(describe(fries))")
    }

    @Test func filledPastaIsCookedAndFilledAsSaid() throws {
        // It was canned ravioli (232 kcal a bowl).
        #expect(try log("a bowl of ravioli").map(\.name) == ["Ravioli, cheese-filled, no sauce"])
        #expect(try log("tortellini").map(\.name) == ["Tortellini, cheese-filled, no sauce"])
        // It was a dry product weighed as cooked pasta (789 kcal a bowl).
        #expect(try log("a bowl of chicken tortellini").map(\.name) == ["Tortellini, meat-filled, no sauce"])
        // Said canned, it is canned.
        #expect(try log("canned ravioli").first?.name == "Ravioli, cheese-filled, canned")
    }

    @Test func dishesNamedOtherwise() throws {
        // A French onion dip (60 kcal) for a sandwich.
        #expect(try log("a french dip").map(\.name) == ["French dip sandwich"])
        // Refused.
        #expect(try log("a bowl of ful medames").map(\.name) == ["Fava beans, cooked"])
        #expect(try log("a plate of pierogies").first?.name == "Pierogi")
    }

    @Test func aPlateOfADishNoTableWeighsIsAMealsPortion() throws {
        // Refused: a plate had no weight for either.
        #expect(try log("a plate of sesame chicken").map { "\($0.name) \($0.amount.grams ?? 0)" } == ["Sesame chicken 300.0"])
        // (Chilaquiles have had a usual serving since stop 31, 250 g, and a plate of them is a plate of that.)
        #expect(try log("a plate of chilaquiles").first?.amount.grams == 375)
        // A plate of two foods the index names as one stays refused with candidates. (A chicken-fried
        // steak, refused here in stop 30, is the survey's country-fried steak since stop 31:
        // `NamedByCutAndKindTests`.)
        // Since stop 36 a roast chicken with its vegetables is a composed dish (`ComposedDishes`).
        #expect(try log("a plate of roast chicken and vegetables").map(\.name) == ["Roast chicken and vegetables"])
        // A food the tables count is no dish: a plate of eggs is three of them, not 300 g, and a
        // plate of scrambled eggs (a serving of two) is refused; a plate of rice, which the tables
        // do not count, is a dish's.
        #expect(try log("a plate of eggs").first?.amount.grams == 150)
        #expect(throws: (any Error).self) { try log("a plate of scrambled eggs") }
        #expect(try log("a plate of rice").first?.amount.grams == 300)
    }

    @Test func aProductMadeLighterIsNotTheFoodSaid() throws {
        // It was "Progresso Light Chicken Pot Pie Style Soup", 92 kcal a bowl.
        let soup = try log("a bowl of chicken pot pie soup")
        #expect(soup.count == 1 && !soup[0].name.lowercased().contains("light"), "\(describe(soup))")
    }

    @Test(arguments: ["chicken", "roast chicken", "baked chicken", "200g chicken", "a plate of chicken"])
    func chickenSaidAloneIsRoastChicken(_ phrase: String) throws {
        // Each was ground chicken ("baked chicken" a chicken bratwurst).
        let entries = try log(phrase)
        #expect(entries.map(\.name) == ["Chicken breast, rotisserie, skin eaten"], "\(phrase): \(describe(entries))")
    }

    @Test func chickenSaidCookedOtherwiseIsCookedSo() throws {
        #expect(try log("grilled chicken").map(\.name) == ["Chicken fillet, grilled"])
        // It was "Bratwurst, chicken, cooked": a sausage of a meat is no plain meat.
        #expect(try log("100g cooked chicken").first.map { !$0.name.contains("Bratwurst") } == true)
        #expect(try log("beef jerky").first?.name == "Beef jerky")
    }

    @Test func aPieceIsWhatAPieceOfItIs() throws {
        // A whole 841 g pizza (2315 kcal); now the slice a piece is.
        let pizza = try log("a piece of pizza")
        #expect(pizza.count == 1 && pizza[0].amount.grams.map { $0 < 150 } == true, "\(describe(pizza))")
        #expect(try log("2 pieces of pizza").first?.amount.grams == pizza.first.flatMap(\.amount.grams).map { $0 * 2 })
        // 17 g of apple butter.
        #expect(try log("a piece of fruit").map { "\($0.name) \($0.amount.grams ?? 0)" } == ["Fruit, NFS 150.0"])
        // 350 g of steak teriyaki.
        #expect(try log("a piece of steak").map { "\($0.name) \($0.amount.grams ?? 0)" } == ["Beef, steak, NFS 200.0"])
    }

    @Test func pizzaByTheSliceOrTheWholeOne() throws {
        // Each was a product's whole 14-inch pizza, 841 g (2315 kcal).
        let plain = try log("pizza")
        #expect(plain.first?.amount.grams.map { $0 > 150 && $0 < 250 } == true, "\(describe(plain))")
        #expect(try log("a serving of pizza").first?.amount.grams == plain.first?.amount.grams)
        #expect(try log("a pizza").first?.amount.grams == 650)
        // A product sold as a smaller whole pizza keeps its own.
        #expect(try log("a personal pizza").first.flatMap(\.amount.grams).map { $0 < 300 } == true)
    }

    @Test func servingsOfTheirOwn() throws {
        // A dry noodle product weighed as cooked: 350 g, 1274 kcal.
        #expect(try log("spaetzle").map { "\($0.name) \($0.amount.grams ?? 0)" } == ["Noodles, egg, enriched, cooked 200.0"])
        // One 30 g tender.
        #expect(try log("chicken tenders").first?.amount.grams == 160)
        // A sandwich's 200 g.
        #expect(try log("ice cream sandwich").first?.amount.grams == 70)
    }

    @Test func aNameAddingAnotherBreadOrDishIsAnotherFood() throws {
        // "Ham biscuit sandwich", 644 kcal.
        #expect(try log("a ham sandwich").first?.name.hasPrefix("Ham sandwich") == true)
        // "Sausage biscuit sandwich".
        #expect(try log("a sausage sandwich").first.map { !$0.name.contains("biscuit") } == true)
        // "Chicken curry with rice": chicken with rice is the survey's chicken and rice, a plate of it.
        let rice = try log("chicken with rice")
        #expect(rice.map { "\($0.name) \($0.amount.grams ?? 0)" } == ["Chicken or turkey and rice, no sauce 450.0"], "\(describe(rice))")
        #expect(try log("chicken and rice").first?.name == "Chicken or turkey and rice, no sauce")
        // "Cookie, bar, with chocolate".
        #expect(try log("a chocolate bar").first?.name == "Candies, milk chocolate")
    }

    @Test func aPieceOfCheeseOrSushiAsEaten() throws {
        // 105 g of cheddar (430 kcal).
        #expect(try log("a piece of cheese").first?.amount.grams == 28.35)
        // One 35 g piece.
        #expect(try log("sushi").first?.amount.grams == 210)
    }

    @Test func aFoodSaidWithoutAnAmountIsAServingOfIt() throws {
        // 53.5 g (products' median label serving) and 49 g: no one counts rice.
        #expect(try log("rice").first?.amount.grams == 158)
        #expect(try log("brown rice and chicken breast").first?.amount.grams == 202)
        // One 31 g floret.
        #expect(try log("broccoli").first.flatMap(\.amount.grams).map { $0 > 31 } == true)
        // A food eaten whole stays one of it.
        #expect(try log("apple").first?.amount.grams == 182)
    }

    @Test func aWordSaidAloneIsItsCommonestFood() throws {
        // Ranch-style chili beans.
        #expect(try log("a tablespoon of ranch").first?.name == "Ranch dressing")
        // A meatball sub.
        #expect(try log("a sub").first?.name == "Turkey sandwich or sub, restaurant")
        #expect(try log("a meatball sub").first?.name == "Meatball sandwich or sub")
        // 57 g of cotija cheese; a cheese named queso keeps its name.
        #expect(try log("a bowl of queso").first?.name == "Cheese dip")
        #expect(try log("chips and queso").last?.name == "Cheese dip")
        // Refused: a slice had no weight for "swiss".
        #expect(try log("a slice of swiss").first?.name == "Cheese, Swiss")
        // A cooked cucumber, 300 g.
        #expect(try log("a cucumber").map { "\($0.name) \($0.amount.grams ?? 0)" } == ["Cucumber, raw 300.0"])
        #expect(try log("a cup of cucumber").first?.name == "Cucumber, raw")
        // A baked potato with 117 g of a "LOADED FRIES" product, then the surveys' potato with cheese;
        // since stop 37 the composed dish, with its bacon, sour cream and butter.
        #expect(try log("a loaded baked potato").map(\.name) == ["Loaded baked potato"])
    }

    @Test(arguments: ["a cup of earl grey", "english breakfast tea", "peppermint tea", "a cup of rooibos"])
    func aTeaSaidByItsBlendIsBrewedTea(_ phrase: String) throws {
        // "a cup of earl grey" was 237 g of a dry tea product, 920 kcal; the others were refused or products.
        let tea = try expectOne(phrase, named: "Tea, hot")
        #expect(tea.map { $0.nutrients.kcal < 10 } == true, "\(phrase): \(tea.map(\.nutrients.kcal) ?? -1) kcal")
    }

    @Test func britishTakeawayAndBakery() throws {
        // 15 g of lemon drizzle cookies.
        #expect(try log("a slice of lemon drizzle").first?.name == "Cake or cupcake, lemon")
        // Refused, each; builder's tea is tea with milk.
        #expect(try log("a cup of builders tea").map(\.name) == ["Tea, hot, leaf, black", "Milk, whole"])
        #expect(try log("mushy peas").first?.amount.grams == 100)
        #expect(try log("a steak pie").first?.name == "Pot pie, beef")
        // Since stop 36 a lamb shish is the takeaway's, in a pitta with salad (`ComposedDishes`).
        #expect(try log("a lamb shish").first?.name == "Lamb shish kebab (takeaway, in pitta)")
        #expect(try log("a bowl of sambar").first?.name == "Sambar, vegetable stew")
        // The chips were crisps and the fish unbattered once mushy peas came after them.
        let supper = try log("fish and chips with mushy peas")
        #expect(supper.map(\.name).prefix(2) == ["Fish, NS as to type, fried", "Potato, french fries, NFS"] && supper.count == 3,
                "\(describe(supper))")
    }

    @Test func threeFoodsJoinedByAndAreThree() throws {
        // It was 280 g of salsa: "burrito chips salsa" read as one dish.
        let meal = try log("a burrito and chips and salsa")
        #expect(meal.count == 3 && meal[0].name.hasPrefix("Burrito"), "\(describe(meal))")
        // Refused: no food is named with all of "wine some cheese".
        #expect(try log("a glass of wine and some cheese").count == 2)
    }

    @Test(arguments: [
        ("a pat of butter", "Butter", 4.7), ("a dollop of sour cream", "Sour cream", 29.6), ("a drizzle of honey", "Honey", 21.0),
        ("a sprinkle of cheese", "Cheese, Cheddar", 7.1),
    ])
    func aMeasureSaidByHowItIsAddedIsSpoons(_ phrase: String, _ name: String, _ grams: Double) throws {
        // Each was refused, or a product named with the word ("FAT FREE CHEESE SPRINKLES").
        let entries = try log(phrase)
        #expect(entries.count == 1 && entries[0].name.hasPrefix(name) && entries[0].amount.grams.map { abs($0 - grams) < 0.1 } == true,
                "\(phrase): \(describe(entries))")
    }

    @Test func aMainAndASideAreTheFoodsSaid() throws {
        // Crisps: British chicken and chips are fries.
        #expect(try log("chicken and chips").last?.name.hasPrefix("Potato, french fries") == true)
        // "Sweet and sour pork with rice", "Shrimp creole, with rice" (and 6 g of shrimp after).
        #expect(try log("pork and rice").first.map { !$0.name.lowercased().contains("sweet") } == true)
        let shrimp = try log("shrimp and rice")
        #expect(shrimp.count == 2 && shrimp[0].name.hasPrefix("Shrimp") && shrimp[0].amount.grams.map { $0 > 40 } == true, "\(describe(shrimp))")
        // One egg.
        #expect(try log("ham and eggs").last?.amount.grams == 100)
        // Refused.
        #expect(try log("peanut butter toast").count == 2)
        // Ham and potatoes in cheese sauce beside the croissant.
        #expect(try log("a croissant with ham and cheese").count == 1)
    }

    @Test func piecesAndSlicesOfTheirOwnWeight() throws {
        // Refused: no measure for a count of it.
        #expect(try log("a yogurt tube").first?.amount.grams == 57)
        // 60 g, a label's serving of several.
        #expect(try log("two chocolate truffles").first?.amount.grams == 25)
        // 120 g, a slice of layer cake.
        #expect(try log("a slice of angel food cake").first?.amount.grams == 50)
    }
}
