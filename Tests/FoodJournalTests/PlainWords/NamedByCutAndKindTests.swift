import Testing
import TestSupport
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// Foods said by their cut, their kind or where they come from, and weighed as one of them: a
/// steak by its cut, baby carrots and a zucchini, sashimi, dishes of many cuisines the surveys
/// name otherwise, a container or a basket of a food, a scoop of whey, leftovers.
@Suite("Plain words: foods named by their cut and kind")
struct NamedByCutAndKindTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aSteakSaidByItsCutIsARestaurantSteak() throws {
        // "a ribeye steak" was the survey's quarter-pound steak, 112 g (291 kcal).
        #expect(try expectOne("a ribeye steak", named: "Beef, steak, ribeye")?.amount.grams == 250)
        #expect(try expectOne("a ribeye", named: "Beef, steak, ribeye")?.amount.grams == 250)
        // A T-bone was refused, its hyphen against the name's; said with a weight, it is that weight.
        #expect(try expectOne("a t-bone steak", named: "Beef, steak, T-bone")?.amount.grams == 300)
        #expect(try expectOne("a t bone steak", named: "Beef, steak, T-bone")?.amount.grams == 300)
        let weighed = try #require(try expectOne("8 oz ribeye", named: "Beef, steak, ribeye")?.amount.grams)
        #expect(abs(weighed - 226.8) < 0.1)
    }

    @Test func babyCarrotsAndAZucchiniAreWeighedAsThemselves() throws {
        // Ten baby carrots were ten medium carrots, 610 g.
        #expect(try expectOne("10 baby carrots", named: "Carrots, baby, raw")?.amount.grams == 100)
        // Said in the plural with no count, a serving of them (USDA's 85 g), not one (10 g).
        let dip = try log("baby carrots with hummus")
        #expect(dip.first?.name == "Carrots, baby, raw" && dip.first?.amount.grams == 85, "\(describe(dip))")
        // A zucchini, grilled or by its British name, was a 60 g slice of zucchini bread (184 kcal).
        for phrase in ["a zucchini", "grilled zucchini", "a courgette"] {
            #expect(try expectOne(phrase, named: "Squash, summer, zucchini")?.amount.grams == 196)
        }
        try expectOne("a slice of zucchini bread", named: "Bread, zucchini")
    }

    @Test func sashimiIsRawFishOfTheKindSaid() throws {
        // "a plate of sashimi" was 225 g of raw ground beef: "sashimi" was read as "raw".
        // Stop 34: sashimi is served by the slice, eight to a serving (120 g), and a plate holds
        // half as much again.
        #expect(try expectOne("a plate of sashimi", named: "Fish, tuna, raw")?.amount.grams == 180)
        try expectOne("salmon sashimi", named: "Fish, salmon, raw")
    }

    @Test(arguments: [
        // Jollof, tandoori chicken and a shish kebab are composed dishes since stop 36 (`ComposedDishes`), lumpia since stop 38.
        ("a bowl of jollof rice", "Jollof rice"), ("a plate of tandoori chicken", "Tandoori chicken leg"),
        ("a bowl of harira", "Soup, lentil, with meat"), ("an elote", "Corn, fresh, cooked with butter"),
        ("a patty melt", "Cheeseburger"), ("an ice cream cone", "Ice cream cone, NFS"), ("a plate of souvlaki", "Pork, NFS"),
        ("a chicken souvlaki", "CHICKEN KABOBS"), ("a chicken shish kebab", "CHICKEN KABOBS"),
        ("a shish kebab", "Lamb shish kebab"), ("a plate of poutine", "Potato, french fries, with cheese"),
        ("arroz con pollo", "Chicken or turkey and rice"), ("a plate of char siu", "Barbecue pork"),
        ("a bowl of callaloo", "Greens, fresh, cooked"), ("a bag of popcorn chicken", "Chicken nuggets"),
        ("fettuccine alfredo", "Pasta with cream sauce"), ("bulgogi", "Beef, NFS"), ("two lumpia", "Lumpia"),
        ("a plate of pancit", "Lo mein"), ("a can of la croix", "SPARKLING WATER"), ("an aloo paratha", "Bread, paratha"),
        ("a plate of chicken adobo", "Adobo, with rice"), ("a plate of lemon chicken", "Restaurant, Chinese, lemon chicken"),
    ])
    func dishesOfManyCuisinesAreTheSurveysDishMadeSo(_ phrase: String, _ prefix: String) throws {
        // Each was refused or another food: jollof a packaged bowl, an elote an ice pop (16 g),
        // an ice cream cone 120 g of empty wafer cones (500 kcal), a souvlaki 69 kcal per 100 g
        // of a skewerless kabob, a patty melt a candy melt, fettuccine Alfredo a chicken product,
        // bulgogi chicken dumplings.
        try expectOne(phrase, named: prefix)
    }

    @Test func dishesAreWeighedAsServed() throws {
        // A patty melt is no 110 g patty, an elote no 90 g cob, a poutine a takeaway box.
        #expect(try expectOne("a patty melt", named: "Cheeseburger")?.amount.grams == 220)
        #expect(try expectOne("an elote", named: "Corn")?.amount.grams == 150)
        #expect(try expectOne("a serving of poutine", named: "Potato, french fries, with cheese")?.amount.grams == 350)
        #expect(try expectOne("a plate of poutine", named: "Potato, french fries, with cheese")?.amount.grams == 250)
        // A hard cider is bottled as a beer is (it was a cup, 237 g).
        #expect(try expectOne("a hard cider", named: "Hard cider")?.amount.grams == 355)
        // A British mince pie is the small individual one, not a slice of a US pie (125 g).
        #expect(try expectOne("a mince pie", named: "Pie, mince")?.amount.grams == 60)
        // Popcorn chicken is a fast-food box of it, not the ounce of popcorn its word weighed (28 g).
        #expect(try expectOne("a bag of popcorn chicken", named: "Chicken nuggets")?.amount.grams == 140)
        // Char siu is a takeaway portion of the pork, not the 60 g of sauce its name ends with.
        #expect(try expectOne("char siu", named: "Barbecue pork")?.amount.grams == 150)
    }

    @Test func anIceCreamConeIsNoIceCreamSaidAlone() throws {
        // Once the cone had a weight, "a tub of ice cream" was a cone: a cone is another food
        // unless said.
        #expect(try log("a tub of ice cream").first.map { !$0.name.lowercased().contains("cone") } == true)
        #expect(try log("a bowl of jelly and ice cream").last.map { !$0.name.lowercased().contains("cone") } == true)
    }

    @Test func aContainerOrABasketIsAServing() throws {
        // Both were refused: "container greek yogurt" and "basket onion ring" named no food.
        #expect(try expectOne("a container of greek yogurt", named: "Yogurt, Greek")?.amount.grams == 170)
        try expectOne("a basket of onion rings", named: "Restaurant, family style, onion rings")
    }

    @Test func aScoopOfWheyIsAScoopOfThePowder() throws {
        // It was refused, and "whey protein" alone could be a brownie made with it.
        #expect(try expectOne("a scoop of whey protein", named: "Beverages, Protein powder whey based")?.amount.grams == 30)
        #expect(try expectOne("2 scoops of whey", named: "Beverages, Protein powder whey based")?.amount.grams == 60)
        #expect(try expectOne("a scoop of protein powder", named: "Beverages, Protein powder")?.amount.grams == 30)
        // A bar or a shake of it stays one.
        try expectOne("a whey protein bar", named: "WHEY PROTEIN BAR")
        try expectOne("a whey protein shake", named: "PROTEIN SHAKE")
    }

    @Test func leftoversAreTheFood() throws {
        // "leftover lasagna" was refused; "leftover pizza" a dessert pizza.
        try expectOne("leftover lasagna", named: "Lasagna")
        #expect(try log("leftover pizza").map(\.name) == (try log("pizza")).map(\.name))
    }

    @Test func fillingsSaidAfterAnOmeletAreInIt() throws {
        // It was an omelet beside 400 g of "Ham or pork and potatoes with cheese sauce" (739 kcal).
        try expectOne("an omelette with ham and cheese", named: "HAM & CHEESE OMELET")
    }

    @Test func aSandwichOnABreadIsTheSandwich() throws {
        // "a turkey sandwich on rye" was refused: no food is named with all of its words.
        try expectOne("a turkey sandwich on rye", named: "Turkey sandwich")
        try expectOne("a ham sandwich on whole wheat", named: "Ham sandwich")
        // A name written for the user keeps its bread: a breakfast sandwich is on an English muffin.
        #expect(try expectOne("a breakfast sandwich with egg and cheese", named: "Egg sandwich on English muffin")?.amount.grams == 140)
    }

    @Test func sausageLinksAreLinks() throws {
        // Two turkey sausage links were 150 g of raw breakfast links; two links of a dinner sausage stay larger.
        #expect(try expectOne("two turkey sausage links", named: "Sausage, turkey, fresh, cooked")?.amount.grams == 56)
        #expect(try expectOne("3 breakfast links", named: "Pork sausage, link/patty, cooked")?.amount.grams == 84)
        #expect(try expectOne("two italian sausage links", named: "Italian sausage")?.amount.grams == 170)
    }

    @Test func aCupOfSaladLeavesIsALooseCup() throws {
        // It was 237 g, a cup of water's weight.
        #expect(try expectOne("a cup of mixed greens", named: "MIXED GREENS")?.amount.grams == 36)
        #expect(try expectOne("a cup of arugula", named: "Arugula")?.amount.grams == 20)
    }

    @Test func aFrozenPizzaIsASupermarketOne() throws {
        // It was a pizzeria's medium, 650 g (1742 kcal).
        #expect(try expectOne("a frozen pizza", named: "Pizza, cheese, from frozen")?.amount.grams == 450)
        #expect(try expectOne("half a frozen pizza", named: "Pizza, cheese, from frozen")?.amount.grams == 225)
    }

    @Test func shellfishBesideADishIsAServingOfIt() throws {
        // The clams were 251 g of a canned clam chowder.
        let pasta = try log("a plate of linguine with clams")
        #expect(pasta.count == 2 && pasta.last?.name == "Clams, NFS" && pasta.last?.amount.grams == 85, "\(describe(pasta))")
    }

    @Test func aTortaIsASandwichAndFrenchToastComesByTwo() throws {
        // A torta was 100 g of a "TORTAS" product (141 kcal); a plate of French toast was refused.
        #expect(try expectOne("a torta", named: "Sandwich, NFS")?.amount.grams == 200)
        #expect(try expectOne("a plate of french toast", named: "French toast")?.amount.grams == 195)
    }

    @Test func popcornAtTheCinemaIsATubOfIt() throws {
        // It was an ounce of popcorn (145 kcal): where it was bought was dropped.
        #expect(try expectOne("a medium popcorn at the movies", named: "Popcorn, movie theater")?.amount.grams == 165)
        let large = try #require(try expectOne("a large popcorn at the cinema", named: "Popcorn, movie theater")?.amount.grams)
        #expect(large > 200)
        // Bought anywhere else, it is popcorn.
        #expect(try expectOne("popcorn at home", named: "Popcorn, NFS")?.amount.grams == 28)
    }

    @Test func aPlateOfAMeatWithWhatItsNameSaysItComesWithIsAPlateOfMeat() throws {
        // It was refused: a plate had no weight for "roast beef with gravy".
        #expect(try expectOne("a plate of roast beef with gravy", named: "Beef with gravy")?.amount.grams == 225)
    }

    @Test func aSteakNamedByWhatIsOnItIsThatSteak() throws {
        // A pepper steak was 250 g of raw bell peppers (68 kcal): "steak" was read as a cut of the pepper.
        try expectOne("pepper steak", named: "Pepper steak")
        try expectOne("a plate of salisbury steak", named: "Salisbury steak")
        // A fish steak is still the fish.
        try expectOne("a tuna steak", named: "Fish, tuna")
        // A chicken-fried steak is the beef cutlet, a plate of it one 6 oz cutlet and a half (it
        // was refused, then 300 g and 918 kcal).
        #expect(try expectOne("a plate of chicken fried steak", named: "Beef, steak, country fried")?.amount.grams == 255)
        // A cheesesteak is the sandwich: it was a cheesesteak-flavoured meat stick, 300 g and 1500 kcal.
        #expect(try expectOne("a cheesesteak", named: "Cheese steak sandwich")?.amount.grams == 300)
        #expect(try expectOne("a cheese steak", named: "Cheese steak sandwich")?.amount.grams == 300)
    }

    @Test func takeawayMainsAreAServingOfThem() throws {
        // A plate of chicken adobo was 450 g of it (814 kcal), a bowl's worth of rice and all.
        #expect(try expectOne("a plate of chicken adobo", named: "Adobo")?.amount.grams == 300)
        // A toaster waffle is 35 g, not a 142 g label serving.
        #expect(try expectOne("an eggo waffle", named: "Kellogg's Eggo")?.amount.grams == 35)
    }

    @Test func aBowlOfOatsWithWhatIsStirredInIsOatmeal() throws {
        // It was 81 g of raw steel-cut oats (307 kcal) beside the berries.
        let bowl = try log("a bowl of steel cut oats with blueberries")
        #expect(bowl.map(\.name).first?.hasPrefix("Oatmeal") == true && bowl.count == 2, "\(describe(bowl))")
    }

    @Test func twoFoodsAreOneOnlyWhenANameIsTheirCombination() throws {
        // "a burger and fries" was only fries ("BURGER KING, french fries"), "a sandwich and chips"
        // a chocolate chip cookie sandwich (200 g, 850 kcal), "sausage and eggs" a Sausage McMuffin.
        #expect(try log("a burger and fries").count == 2)
        let lunch = try log("a sandwich and chips")
        #expect(lunch.count == 2 && lunch[0].name == "Sandwich, NFS", "\(describe(lunch))")
        let breakfast = try log("sausage and eggs")
        #expect(breakfast.count == 2 && breakfast[0].name.hasPrefix("Sausage"), "\(describe(breakfast))")
        // A name that is the combination, a restaurant's or the survey's, stays one food.
        try expectOne("spaghetti and meatballs", named: "DENNY'S, spaghetti and meatballs")
        try expectOne("rice and beans", named: "Beans and rice")
        try expectOne("mac and cheese", named: "Macaroni or noodles with cheese")
        try expectOne("turkey and stuffing", named: "Chicken or turkey with stuffing")
        try expectOne("a hot chocolate with whipped cream", named: "Hot chocolate / cocoa, with whipped cream")
    }

    @Test func sirloinIsBeefAndHotTeaIsTea() throws {
        // Six ounces of sirloin were veal; a hot tea was a bubble tea (130 kcal).
        try expectOne("6 oz sirloin", named: "Beef, steak, sirloin")
        #expect(try expectOne("a sirloin steak", named: "Beef, steak, sirloin")?.amount.grams == 200)
        try expectOne("a hot tea", named: "Tea, hot, leaf, black")
    }

    @Test func slicedTurkeyBreastAndChainsSaidWithTheirFood() throws {
        // Three slices of turkey breast were refused: a slice of a breast had no weight.
        #expect(try expectOne("3 slices of turkey breast", named: "Turkey breast")?.amount.grams == 84)
        // A doughnut said with its chain's name was refused.
        try expectOne("a dunkin donut", named: "Doughnut")
        try expectOne("a krispy kreme doughnut", named: "Doughnut")
    }

    @Test func aDishBesideASoupIsTwoFoods() throws {
        // "sushi and miso soup" was read as one soup of both, and refused.
        let lunch = try log("sushi and miso soup")
        #expect(lunch.count == 2 && lunch[0].name.hasPrefix("Sushi") && lunch[1].name.hasPrefix("Soup, miso"), "\(describe(lunch))")
    }

    @Test(arguments: ["had 2 eggs for breakfast", "I ate a banana", "i had a coffee", "just a coffee", "drank a beer"])
    func whoAteItIsNoPartOfTheFood(_ phrase: String) throws {
        // Each was refused: "had 2 egg" or "just a coffee" named no food.
        #expect(try log(phrase).count == 1)
    }

    @Test func aDeliEggSandwichIsTheSurveysEggSandwich() throws {
        // It was "BACON N EGGS" (50 g) beside a cheese sandwich.
        try expectOne("a bacon egg and cheese sandwich", named: "Egg sandwich on English muffin, with bacon")
    }

    @Test func whatEveryBurritoHoldsIsInIt() throws {
        // The rice and beans were a 350 g side of beans and rice (480 kcal) beside the burrito.
        try expectOne("a chicken burrito with rice and beans", named: "Burrito, chicken")
        // What is not always in one is still a second food.
        #expect(try log("a burrito with guacamole").count == 2)
    }

    @Test func cocktailsAndSeltzersByTheirMeasure() throws {
        // Each was refused ("no household measure for a count"), or a cup.
        #expect(try expectOne("a manhattan", named: "Manhattan")?.amount.grams == 90)
        #expect(try expectOne("a white russian", named: "White Russian")?.amount.grams == 150)
        #expect(try expectOne("a white claw", named: "Hard seltzer")?.amount.grams == 355)
        try expectOne("a cup of sake", named: "Alcoholic beverage, rice (sake)")
        #expect(try expectOne("chilaquiles", named: "Chilaquiles")?.amount.grams == 250)
    }

    @Test func cheesesNutsAndFruitByTheirOwnMeasures() throws {
        // A slice of provolone was 30 g of a ham and provolone baguette; a cup of peanuts was refused.
        try expectOne("a slice of provolone", named: "Cheese, Provolone")
        #expect(try expectOne("a cup of peanuts", named: "Peanuts")?.amount.grams == 146)
        // An ear of corn and a wedge of melon were refused ("ear corn", "wedge cantaloupe").
        #expect(try expectOne("an ear of corn", named: "Corn")?.amount.grams == 90)
        try expectOne("a wedge of cantaloupe", named: "Cantaloupe")
        // A handful of dates was refused; it is an ounce, as of any dried fruit.
        let dates = try #require(try expectOne("a handful of dates", named: "Date")?.amount.grams)
        #expect(abs(dates - 28.35) < 0.1)
        // A bowl of nuts was a cup of them (140 g, 854 kcal): it is a snack's bowl, 2 oz.
        let nuts = try #require(try expectOne("a bowl of almonds", named: "Nuts, almonds")?.amount.grams)
        #expect(abs(nuts - 56.7) < 0.1)
    }

    @Test func britishSnacksByTheirNames() throws {
        // A packet of Walkers was 237 g of a "WALKERS, MILK CHOCOLATE" (1183 kcal); two digestives
        // a nut-cluster product; a rice ball a cup of rice cooked in milk (341 kcal).
        #expect(try expectOne("a packet of walkers", named: "Potato chips")?.amount.grams == 28)
        #expect(try expectOne("two digestives", named: "Digestive biscuit")?.amount.grams == 30)
        #expect(try expectOne("a rice ball", named: "Rice, cooked, NFS")?.amount.grams == 120)
        // Satay said alone is chicken's, not a 69 kcal vegetable skewer.
        try expectOne("satay", named: "CHICKEN KABOBS")
    }

    @Test func takeawayDishesAndSpreadsAsServed() throws {
        // A plate of chow mein was 450 g of dry crispy noodles (2344 kcal); said with its meat it is
        // the restaurant's dish as before.
        try expectOne("a plate of chow mein", named: "Lo mein")
        try expectOne("chicken chow mein", named: "Restaurant, Chinese, chicken chow mein")
        // Tom yum and a microwave burrito were refused.
        try expectOne("a bowl of tom yum", named: "TOM YUM SOUP")
        try expectOne("a microwave burrito", named: "Burrito")
        // Four crab rangoon were 380 g (1079 kcal); a plate of Korean fried chicken was refused,
        // then wings (375 g), and is composed since stop 38: a plate is its six pieces.
        #expect(try expectOne("four crab rangoon", named: "CRAB RANGOON")?.amount.grams == 88)
        let chicken = try #require(ComposedDishes.dish(named: "korean fried chicken"))
        #expect(try expectOne("a plate of korean fried chicken", named: "Korean fried chicken")?.amount.grams == chicken.servingGrams)
        // A spoonful of Nutella was a Nutella-and-breadsticks pack.
        try expectOne("a spoonful of nutella", named: "Chocolate hazelnut spread")
        // Three egg whites were three 50 g eggs' worth (150 g); a large egg's white is 33 g.
        #expect(try expectOne("3 egg whites", named: "Egg, white, raw")?.amount.grams == 99)
    }

    @Test func bangersAreTwoSausagesAndASpoonOfSpreadIsHeavierThanWater() throws {
        // "bangers and mash" had one 75 g sausage: "bangers" was not read as a plural once it stood for sausage.
        let dinner = try log("bangers and mash")
        #expect(dinner.first?.amount.grams == 150, "\(describe(dinner))")
        // A spoonful of Nutella was 14.8 g, a tablespoon of water.
        #expect(try expectOne("a spoonful of nutella", named: "Chocolate hazelnut spread")?.amount.grams == 18.5)
        // A microwave burrito is a frozen one, 150 g (it was refused, then a restaurant's 280 g).
        #expect(try expectOne("a microwave burrito", named: "Burrito")?.amount.grams == 150)
    }

    @Test func dishesAndMeasuresPeopleSayByTheirOwnNames() throws {
        // Buffalo wings were boneless bites (399 kcal for six); eggplant parmesan by the plate was
        // refused as a packaged meal.
        try expectOne("6 buffalo wings", named: "Chicken wing")
        #expect(try expectOne("a plate of eggplant parmesan", named: "Eggplant parmesan casserole")?.amount.grams == 450)
        // A mocha is ordered as a latte is, 12 fl oz (it was a cup, 237 g).
        #expect(try expectOne("a mocha", named: "Coffee, Cafe Mocha")?.amount.grams == 355)
        // Chocolate with a churro was a 45 g bar; a knob of butter was refused.
        let churro = try log("a churro with chocolate")
        #expect(churro.count == 2 && churro[1].amount.grams == 20, "\(describe(churro))")
        #expect(try expectOne("a knob of butter", named: "Butter")?.amount.grams == 14.2)
    }
}
