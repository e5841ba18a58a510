import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What holdout-22 and tuning-22 found once read (stop 38): dishes served as several pieces,
/// where a food was bought said before a combination, toppings listed as said, mixers, plant
/// milks, British, Irish, Australian and Indian words for foods, and foods weighed dry or raw.
@Suite("Plain words: read from holdout-22")
struct ReadFromHoldout22Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aCountOfADishServedAsSeveralPiecesCountsThePieces() throws {
        // "6 takoyaki" were six plates (786 g, 2 287 kcal); "2 gulab jamun" two servings of two.
        let takoyaki = try #require(ComposedDishes.dish(named: "takoyaki"))
        #expect(try expectOne("6 takoyaki", named: "Takoyaki")?.amount.grams == takoyaki.servingGrams)
        #expect(try expectOne("takoyaki", named: "Takoyaki")?.amount.grams == takoyaki.servingGrams)
        let jamun = try #require(ComposedDishes.dish(named: "gulab jamun"))
        #expect(try expectOne("2 gulab jamun", named: "Gulab jamun")?.amount.grams == jamun.servingGrams)
        #expect(try expectOne("3 gulab jamun", named: "Gulab jamun")?.amount.grams == jamun.servingGrams * 1.5)
        // One said with an article is the dish as served: "a pani puri" is its plate of six.
        let puri = try #require(ComposedDishes.dish(named: "pani puri"))
        #expect(try expectOne("a pani puri", named: "Pani puri")?.amount.grams == puri.servingGrams)
        // A stick of suya is one of a serving's three skewers; two slices of kaya toast one sandwich.
        let suya = try #require(ComposedDishes.dish(named: "suya"))
        #expect(try expectOne("a stick of suya", named: "Beef suya")?.amount.grams == suya.servingGrams / 3)
        let kaya = try #require(ComposedDishes.dish(named: "kaya toast"))
        #expect(try expectOne("2 slices of kaya toast", named: "Kaya toast")?.amount.grams == kaya.servingGrams)
        // "a 2 egg shakshuka" is one pan of it, not two.
        let shakshuka = try #require(ComposedDishes.dish(named: "shakshuka"))
        #expect(try expectOne("a 2 egg shakshuka", named: "Shakshuka")?.amount.grams == shakshuka.servingGrams)
    }

    @Test func whereACombinationWasBoughtIsSetAsideBeforeItsFoodsAreRead() throws {
        // Each was split in two: 200 g of sandwich avocado beside a chicken breast; oat milk beside
        // a latte; broccoli beside beef.
        try expectOne("a pret chicken and avocado sandwich", named: "Chicken fillet sandwich")
        try expectOne("a costa flat white with oat milk", named: "Coffee, Latte")
        try expectOne("a takeaway beef and broccoli", named: "Beef and broccoli")
        // A food the tables know with the word keeps it: a microwave burrito is a frozen one.
        #expect(try expectOne("a microwave burrito", named: "Burrito")?.amount.grams == 150)
    }

    @Test func aToppingOnABaseIsListedAsSaid() throws {
        let eggs = try log("2 poached eggs on toast")
        #expect(eggs.map(\.name) == ["Egg, whole, cooked, poached", "Bread, white"], "\(describe(eggs))")
        let beans = try log("beans on toast with cheese")
        #expect(beans.count == 3 && beans[0].name == "Baked beans" && beans[1].name == "Bread, white", "\(describe(beans))")
    }

    @Test func aJuiceOnASpiritIsAMixerAndAThinPlantMilkMakesANonfatDrink() throws {
        // The juice was a cup of it (237 g).
        let double = try log("a double vodka and cranberry")
        #expect(double.count == 2 && double[0].amount.grams == 88 && double[1].amount.grams == 150, "\(describe(double))")
        // An almond milk flat white was a whole-milk latte (102 kcal); oat milk is as rich as milk.
        try expectOne("a flat white with almond milk", named: "Coffee, Latte, nonfat")
        try expectOne("an almond latte", named: "Coffee, Latte, nonfat")
        #expect(try expectOne("a latte with oat milk", named: "Coffee, Latte")?.name == "Coffee, Latte")
    }

    @Test func britishIrishAustralianAndIndianWordsAreTheFoodsTheyName() throws {
        // Curd was tofu (225 g beside an aloo paratha); cheese curds a soybean "curd cheese".
        try expectOne("a bowl of curd", named: "Yogurt, plain, whole milk")
        try expectOne("a tbsp lemon curd", named: "LEMON CURD")
        try expectOne("a handful of cheese curds", named: "Cheese, Cheddar")
        try expectOne("eggy bread", named: "French toast")
        try expectOne("a tin of beans", named: "Baked beans")
        try expectOne("porridge made with water", named: "Oatmeal")
        let pie = try log("a meat pie with tomato sauce")
        #expect(pie.count == 2 && pie[1].name == "Ketchup", "\(describe(pie))")
        // Chips from the chippy were a 28 g bag of crisps.
        #expect(try expectOne("large chips from the chippy", named: "Potato, french fries")?.amount.grams == 375)
        let parma = try log("a chicken parma with chips")
        #expect(parma.count == 2 && parma[0].name == "Chicken or turkey parmigiana" && parma[1].name.hasPrefix("Potato, french fries"),
                "\(describe(parma))")
        let pie2 = try log("steak and ale pie with mash")
        #expect(pie2.count == 2 && pie2[0].name == "Pot pie, beef", "\(describe(pie2))")
    }

    @Test func foodsSaidDryOrRawAreWeighedUncooked() throws {
        // Dry rice was cooked rice (80 g, 103 kcal); dry spaghetti was refused; raw chicken a
        // rotisserie breast.
        try expectOne("80g dry basmati rice", named: "Rice, white, long grain, unenriched, raw")
        try expectOne("60g dry spaghetti", named: "Pasta, dry")
        try expectOne("100g raw chicken breast", named: "Chicken, breast, boneless, skinless, raw")
        // Half of a weight said is half of it (it was refused).
        #expect(try expectOne("half a 400g tin of chickpeas", named: "Chickpeas")?.amount.grams == 200)
    }

    @Test func chainItemsAreTheDishAsTheChainSellsIt() throws {
        // Each was refused, or another food (a 6-inch Subway tuna was 150 g of tuna).
        for (phrase, name) in [("a wendy's baconator", "Wendy's Baconator"), ("a 6 inch subway tuna", "Subway tuna sub"),
                               ("a tim hortons double double", "Tim Hortons double double"),
                               ("a taco bell crunchwrap supreme", "Crunchwrap Supreme")] {
            let dish = try #require(ComposedDishes.dish(named: try PlainWordsParser.parse(phrase).first?.food ?? ""), "\(phrase)")
            #expect(try expectOne(phrase, named: name)?.amount.grams == dish.servingGrams, "\(phrase)")
        }
        // A bottle of a drink sold in one is the bottle as sold (275 ml), not 12 fl oz.
        let wkd = try #require(ComposedDishes.dish(named: "wkd"))
        #expect(try expectOne("a bottle of wkd", named: "WKD")?.amount.grams == wkd.servingGrams)
        try expectOne("a 4 finger kit kat", named: "Candies, KIT KAT Wafer Bar")
        // The Krispy Kreme said alone is still the survey's yeast doughnut.
        try expectOne("a krispy kreme", named: "Doughnut, yeast type")
    }

    @Test func mixersBarsAndSmallFruitAreTheUsualOnes() throws {
        // A Jack and Coke was a canned jack mackerel beside a cola; a vodka Diet Coke a 44 g shot.
        try expectOne("a jack and coke", named: "Whiskey and cola")
        try expectOne("a jack and diet coke", named: "Whiskey and diet cola")
        #expect(try expectOne("a vodka diet coke", named: "Vodka and diet cola")?.amount.grams == 250)
        // An iced coffee with milk was an iced mocha made with non-dairy milk; a chai latte a
        // dirty chai (with espresso).
        let iced = try log("an iced coffee with milk")
        #expect(iced.count == 2 && iced[0].name.hasPrefix("Iced Coffee") && iced[1].name.hasPrefix("Milk"), "\(describe(iced))")
        try expectOne("a chai latte", named: "Chai latte")
        // A Clif Bar was the children's Z bar (36 g); satsumas and turkey dinosaurs are weighed as sold.
        #expect(try expectOne("a clif bar", named: "Nutrition bar (Clif Bar)")?.amount.grams == 68)
        #expect(try expectOne("2 satsumas", named: "Tangerine")?.amount.grams == 140)
        #expect(try expectOne("3 turkey dinosaurs", named: "Turkey, nuggets")?.amount.grams == 75)
    }

    @Test func aWordThatOnlySaysHowAFoodIsNamesNone() throws {
        // "dry" was 140 g of bulgur, "raw" an abiyuch, "a fillet" an emu's: each is refused now.
        for phrase in ["dry", "80g dry", "raw", "uncooked", "cooked", "a fillet"] {
            #expect(throws: (any Error).self, "\(phrase)") { try log(phrase) }
        }
        // Said with a food, the word says how it is, as before.
        try expectOne("80g dry basmati rice", named: "Rice, white, long grain, unenriched, raw")
        try expectOne("a salmon fillet", named: "Fish, salmon")
        try expectOne("a steak", named: "Beef, steak")
    }

    @Test func piecesServingsAndMeasuresWeighWhatTheyHold() throws {
        // Ten Pringles were ten 28 g servings (1 501 kcal); Marie biscuits were refused at 7 g.
        #expect(try expectOne("10 pringles", named: "PRINGLES")?.amount.grams == 18)
        #expect(try expectOne("2 marie biscuits", named: "Marie biscuit")?.amount.grams == 14)
        #expect(try expectOne("a dragon fruit", named: "Dragon fruit")?.amount.grams == 200)
        #expect(try expectOne("2 slices of roast beef", named: "Beef, roast")?.amount.grams == 90)
        // A meat said with its gravy was the gravy's 60 g.
        #expect(try expectOne("roast chicken with gravy", named: "Chicken with gravy")?.amount.grams == 250)
        #expect(try expectOne("a tin of rice pudding", named: "Pudding, rice")?.amount.grams == 400)
        let tea = try log("tea with skimmed milk")
        #expect(tea.count == 2 && tea[1].amount.grams == 30, "\(describe(tea))")
        let dip = try log("half a tub of houmous with carrot sticks")
        #expect(dip.count == 2 && (dip[0].amount.grams ?? 0) > 100, "\(describe(dip))")
        // A tub of a takeaway's sauce is a cup of it (it was 100 g); a bottle of Kopparberg 500 ml.
        #expect(try expectOne("a tub of curry sauce", named: "Curry sauce")?.amount.grams ?? 0 > 200)
        #expect(try expectOne("a bottle of kopparberg", named: "Hard cider")?.amount.grams == 500)
        // A serving of a food made with nuts is no ounce of nuts: a serving of almond milk is a cup.
        #expect(try expectOne("a serving of almond milk", named: "Almond milk")?.amount.grams ?? 0 > 200)
        // The meat said after a curry is in it, the rice beside it (it was chicken and rice, 450 g).
        let curry = try log("panang curry with chicken and rice")
        #expect(curry.count == 2 && curry[0].name.hasPrefix("Panang curry") && curry[1].name.hasPrefix("Rice"), "\(describe(curry))")
    }
}
