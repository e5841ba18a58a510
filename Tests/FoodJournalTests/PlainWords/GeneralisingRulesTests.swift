import Testing
import TestSupport
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// The rules that make plain words generalise beyond the phrase sets (issue 15, part 1): energy
/// bounds by kind, dish names mapped to the survey's generic dish, the closest generic dish,
/// containers and sizes. Pure rules are checked on values; the rest on the embedded index.
@Suite("Plain words: rules by kind of food")
struct GeneralisingRulesTests {
    static func food(_ name: String, kcal: Double, kind: CatalogFood.Kind = .generic) -> CatalogFood {
        CatalogFood(id: name, name: name, kind: kind, per100g: Nutrients(kcal: kcal))
    }

    static func item(_ food: String, quantity: Double = 1, unit: FoodUnit = .count, amountSaid: Bool = true) -> ParsedItem {
        ParsedItem(quantity: quantity, unit: unit, food: food, text: food, amountSaid: amountSaid)
    }

    @Test func energyOutsideWhatTheKindCanHoldIsRefused() {
        // A seasoning at 0 kcal, a sauce at 57 kcal per 100 g, a 28 g croissant: not what was said.
        #expect(!PlausibleEnergy.allows(Self.food("Seasoning", kcal: 0), grams: 5, item: Self.item("croissant")))
        #expect(!PlausibleEnergy.allows(Self.food("GREEN CURRY", kcal: 57), grams: 350, item: Self.item("green curry")))
        #expect(!PlausibleEnergy.allows(Self.food("Croissant, apple", kcal: 380), grams: 28, item: Self.item("croissant")))
        #expect(PlausibleEnergy.allows(Self.food("Croissant, butter", kcal: 406), grams: 57, item: Self.item("croissant")))
        // Per item only when a count was said: "2 croissants" is two of them.
        #expect(PlausibleEnergy.allows(Self.food("Croissant, butter", kcal: 406), grams: 114,
                                       item: Self.item("croissant", quantity: 2)))
        // Grams said are checked per 100 g only; a head the table does not know checks nothing.
        #expect(PlausibleEnergy.allows(Self.food("Croissant, butter", kcal: 406), grams: 20,
                                       item: Self.item("croissant", quantity: 20, unit: .gram)))
        #expect(PlausibleEnergy.allows(Self.food("Zzz", kcal: 9000), grams: 1, item: Self.item("zzz")))
    }

    @Test func aFriedFoodMayHoldMoreEnergyAndACombinationIsNotJudgedByOneHead() {
        let friedSalmon = Self.food("Fish, salmon, fried", kcal: 307)
        #expect(!PlausibleEnergy.allows(friedSalmon, grams: 150, item: Self.item("salmon", quantity: 150, unit: .gram)))
        #expect(PlausibleEnergy.allows(friedSalmon, grams: 150, item: Self.item("fried salmon", quantity: 150, unit: .gram)))
        #expect(PlausibleEnergy.allows(Self.food("Gin and tonic", kcal: 84), grams: 250, item: Self.item("gin and tonic")))
    }

    /// "Oatmeal with raisins" named as one food is oatmeal with raisins added: judged by the
    /// oatmeal, with room for the addition, so an oatmeal raisin cookie is not it.
    @Test func aFoodWithSomethingAddedIsJudgedByTheFoodBeforeWith() {
        let item = Self.item("oatmeal with raisin", amountSaid: false)
        #expect(!PlausibleEnergy.allows(Self.food("Cookie, oatmeal, with raisins", kcal: 450), grams: 234, item: item))
        #expect(PlausibleEnergy.allows(Self.food("Oatmeal, with raisins", kcal: 110), grams: 234, item: item))
        #expect(PlausibleEnergy.allows(Self.food("Oatmeal, with raisins and brown sugar", kcal: 190), grams: 234, item: item),
                "the addition may bring up to 1.6 times the most oatmeal holds")
        #expect(PlausibleEnergy.allows(Self.food("Anything", kcal: 900), grams: 100, item: Self.item("zzz with yyy")),
                "an unknown head before 'with' checks nothing")
    }

    /// A spirit named with its mixer or as its cocktail ("a whiskey sour", "a vodka soda") is a
    /// drink of its glass; the spirit alone is a shot. Said without "and", a spirit and mixer is
    /// weighed by the name `DishNames` reads it as ("vodka and soda"), not listed again.
    @Test func aCocktailIsADrinkNotAShot() {
        #expect(TypicalServings.serving(for: ["whiskey", "sour"]) == 120)
        #expect(TypicalServings.serving(for: ["vodka", "and", "soda"]) == 250)
        #expect(PlainWordsResolver.drinkServing(Self.item("vodka soda")) == 250)
        #expect(PlainWordsResolver.drinkServing(Self.item("rum coke")) == 250)
        #expect(PlainWordsResolver.drinkServing(Self.item("crumpet")) == nil, "a stand-in dish keeps the serving of what was said")
        #expect(TypicalServings.serving(for: ["gin", "martini"]) == 90)
        #expect(TypicalServings.serving(for: ["whiskey"]) == TypicalServings.serving(for: ["shot", "of", "whiskey"]))
    }

    /// A name whose first part ends in what was said after "with" is a food of the addition
    /// ("Salad dressing, coleslaw" for "salad with dressing"), unless that part joins foods itself.
    @Test func aNameOfTheAdditionIsNotTheDish() {
        #expect(PlainWordsResolver.namesTheAddition("Salad dressing, coleslaw", wanted: "salad with dressing"))
        #expect(!PlainWordsResolver.namesTheAddition("Spaghetti with meat sauce", wanted: "spaghetti with meat sauce"))
        #expect(!PlainWordsResolver.namesTheAddition("Egg sandwich on bagel", wanted: "bagel with egg sandwich"),
                "a name joining foods itself is judged as the combination")
    }

    @Test func theBoundsAreOfTheHeadOfWhatWasSaid() throws {
        let pie = try #require(PlausibleEnergy.bounds(for: ["apple", "pie"]))
        #expect(pie.per100g?.contains(300) == true)
        #expect(PlausibleEnergy.bounds(for: ["apple", "crumble"]) == nil, "an unknown head is not judged by 'apple'")
        #expect(PlausibleEnergy.bounds(for: ["mar", "bar"]) != nil, "keys are read singular, as items are parsed")
    }

    @Test func dishNamesAreRewrittenOnceLongestFirst() {
        #expect(DishNames.rewrite("onion bhaji") == "fritter")
        #expect(DishNames.rewrite("glass prosecco") == "glass wine sparkling")
        #expect(DishNames.rewrite("rye toast") == "rye bread toasted")
        #expect(DishNames.rewrite("french toast") == "french toast", "a row's own words are not read again")
        #expect(DishNames.rewrite("chapatis") == "chappatti", "an s the singular rule kept")
        #expect(DishNames.rewrite("vodka tonic") == "vodka and tonic")
        #expect(DishNames.rewrite("apple") == "apple")
    }

    @Test func containersSizesAndShotsParse() throws {
        let mug = try #require(try PlainWordsParser.parse("a mug of hot chocolate").first)
        #expect(mug.unit == .mug)
        #expect(mug.food == "hot chocolate")
        let glass = try #require(try PlainWordsParser.parse("a large glass of red wine").first)
        #expect(glass.unit == .glass)
        #expect(glass.size == "large")
        #expect(glass.food == "red wine")
        let espresso = try #require(try PlainWordsParser.parse("a double espresso").first)
        #expect(espresso.quantity == 2)
        #expect(espresso.food == "espresso")
        #expect(try PlainWordsParser.parse("a double cheeseburger").first?.food == "double cheeseburger",
                "double is a shot measure only before a drink served by the shot")
        let steak = try #require(try PlainWordsParser.parse("a 200g sirloin steak").first)
        #expect(steak.quantity == 200)
        #expect(steak.unit == .gram)
        #expect(try PlainWordsParser.parse("a pot of greek yogurt").first?.unit == .serving)
        #expect(try PlainWordsParser.parse("2 rashers of bacon").first?.unit == .piece)
        #expect(try PlainWordsParser.parse("a packet of cheese and onion crisps").count == 1,
                "two foods before a dish word name that dish")
    }

    @Test func aWordAloneStandsForADishOnlyWhenItIsOne() {
        #expect(PlainWordsResolver.isDishHead("samosa"))
        #expect(PlainWordsResolver.isDishHead("curry"))
        #expect(!PlainWordsResolver.isDishHead("leg"))
    }

    @Test func aSubIsOrderedByItsLength() throws {
        let six = try #require(try PlainWordsParser.parse("a 6 inch turkey sub").first)
        #expect(six.food == "turkey sub" && six.quantity == 1)
        let footlong = try #require(try PlainWordsParser.parse("a footlong turkey sub").first)
        #expect(footlong.food == "turkey sub" && footlong.quantity == 2, "a footlong is two six-inch subs")
        #expect(try PlainWordsParser.parse("a subway footlong").first?.food == "sub")
        #expect(try PlainWordsParser.parse("2 footlong hot dogs").first?.quantity == 4)
        // A length is a sub's only when a sub is named; a pizza's inches are its size (it was
        // twelve pizzas).
        let pizza = try #require(try PlainWordsParser.parse("a 12 inch pizza").first)
        #expect(pizza.quantity == 1 && pizza.size == "medium" && pizza.food == "pizza")
    }

    @Test func aStickIsAUnitOnlyBeforeOf() throws {
        #expect(try PlainWordsParser.parse("a stick of celery").first?.unit == .stick)
        #expect(try PlainWordsParser.parse("a stick of butter").first?.food == "butter")
        #expect(try PlainWordsParser.parse("celery sticks").first?.unit == .count, "sticks of a food, not a unit")
        let butter = try #require(HouseholdMeasures.food(named: "butter"))
        #expect(HouseholdMeasures.grams(of: butter, unit: .stick, size: nil) == 113, "a US stick is a quarter pound")
    }

    @Test func aRackOfRibsIsADozenRibs() throws {
        let half = try #require(try PlainWordsParser.parse("half a rack of ribs").first)
        #expect(half.food == "rib" && half.quantity == 6)
    }

    @Test func anAnimalsPartNotSaidIsAnotherFoodWhereverTheNameListsIt() {
        #expect(!PlainWordsResolver.plausible(Self.food("Chicken, feet, boiled", kcal: 215), said: ["chicken"]))
        #expect(!PlainWordsResolver.plausible(Self.food("Chicken, neck or ribs", kcal: 245), said: ["chicken"]))
        #expect(PlainWordsResolver.plausible(Self.food("Chicken, feet, boiled", kcal: 215), said: ["chicken", "feet"]))
    }
}

/// The same rules through the real resolution path on the embedded index.
@Suite("Plain words: rules by kind of food, on the embedded index")
struct GeneralisingIndexTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aDishNamedOtherwiseIsTheSurveysGenericDish() throws {
        let prosecco = try #require(try log("a glass of prosecco").first)
        #expect(prosecco.name == "Wine, sparkling")
        #expect(prosecco.amount.grams == 125, "a glass of sparkling wine is a 125 ml pour")
        let bhajis = try log("2 onion bhajis")
        #expect(bhajis.first?.name.hasPrefix("Fritter") == true)
        #expect(bhajis.first?.amount.grams == 100)
    }

    @Test func aDishNotNamedWordForWordIsTheClosestGenericDish() throws {
        let doughnut = try #require(try log("a jam doughnut").first)
        #expect(doughnut.name.hasPrefix("Doughnut"))
        let gyro = try #require(try log("a chicken gyro").first)
        #expect(gyro.name == "Gyro sandwich")
        // A curry of a meat the surveys lack is the curry of the nearest meat they have; ground
        // lamb on a skewer is their lamb loaf; a dish of another cuisine the one made the same way.
        #expect(try log("a lamb curry").first?.name == "Beef curry")
        #expect(try log("a turkey curry").first?.name == "Chicken curry")
        #expect(try log("a lamb kofta").first?.name == "Lamb kofta", "composed since stop 36")
        // Shakshuka and japchae were the survey's huevos rancheros and lo mein; composed since stop 38.
        #expect(try log("shakshuka").first?.name.hasPrefix("Shakshuka") == true)
        #expect(try log("a bowl of japchae").first?.name.hasPrefix("Japchae") == true)
        // An onigiri was 120 g of rice; since stop 37 it is the composed rice ball with its filling and nori.
        #expect(try log("an onigiri").first?.name == "Tuna mayo onigiri (rice ball)")
        // A lamb chop or a lamb stew the surveys name is still lamb.
        #expect(try log("a lamb chop").first?.name.lowercased().contains("lamb") == true)
    }

    @Test func aHandfulOfAnEnergyDenseFoodIsAnOunce() throws {
        for phrase in ["a handful of trail mix", "a handful of crisps"] {
            let grams = try #require(try log(phrase).first?.amount.grams)
            // An ounce, or a cup of it where that weighs less (a cup of crisps is 28 g).
            #expect(abs(grams - 28.35) < 0.5, "\(phrase): \(grams) g")
        }
        let grapes = try #require(try log("a handful of grapes").first)
        #expect(grapes.amount.grams.map { $0 > 60 } == true, "grapes keep half a cup")
    }

    @Test func aPlateOfADishIsAMealsPortion() throws {
        #expect(PlainWordsResolver.plateGrams(usualServing: 200) == 300)
        #expect(PlainWordsResolver.plateGrams(usualServing: 350) == 450, "at most about two cups")
        #expect(PlainWordsResolver.plateGrams(usualServing: 105) == nil, "a slice of cake is no dish")
        let nachos = try #require(try log("a plate of nachos").first)
        #expect(nachos.amount.grams.map { abs($0 - 375) < 0.01 } == true, "\(nachos.name) \(nachos.amount)")
        #expect(throws: (any Error).self) { try log("a plate of cheese") }
    }

    @Test func sidesAndMealsAreWhatTheyAreServedAs() throws {
        // Fries ordered by size are a chain's, at its sized servings.
        let large = try #require(try log("large fries").first)
        #expect(large.name == "Potato, french fries, fast food" && large.amount.grams == 154)
        #expect(try log("small fries").first?.amount.grams == 71)
        // Chips with a hot main are fries; beans with a jacket potato a side of baked beans.
        #expect(try log("cod and chips").map(\.name).last?.contains("french fries") == true)
        let beans = try #require(try log("a jacket potato with beans").last)
        #expect(beans.name == "Baked beans" && beans.amount.grams == 200)
        // A fast-food meal is the item, fries and a soft drink.
        let meal = try log("a big mac meal")
        #expect(meal.count == 3 && meal.first?.name.hasPrefix("Big Mac") == true && meal.last?.name == "Soft drink, cola")
        // A curry named by its style takes the nearest meat too; dried fruit is a handful by the ounce.
        #expect(try log("a lamb rogan josh").first?.name == "Beef curry")
        let apricots = try #require(try log("a handful of dried apricots").first?.amount.grams)
        #expect(abs(apricots - 28.35) < 0.01)
        #expect(try log("a can of sardines").first?.amount.grams == 92)
        // Eight pieces of a sushi roll are one roll, not eight.
        let roll = try #require(try log("8 pieces of california roll").first)
        #expect(roll.name == "Sushi roll, California" && roll.amount.grams == 230)
    }

    @Test func aPieceIsOfTheUsualSizeNotTheLargeOne() throws {
        #expect(try log("3 pancakes").first?.amount.grams == 150)
        #expect(try log("a large pancake").first?.amount.grams == 77)
    }

    @Test func containersOfDrinksAndFoodsHaveTheirSize() throws {
        #expect(try log("a can of red bull").first?.amount.grams == 250)
        #expect(try log("a bottle of wine").first?.amount.grams == 750)
        #expect(try log("a can of baked beans").first?.amount.grams == 415)
        #expect(try log("a can of tuna").first?.amount.grams == 120, "a 5 oz can, drained")
        #expect(try log("a can of chickpeas").first?.amount.grams == 250)
        let wine = try #require(try log("a large glass of red wine").first)
        #expect(wine.amount.grams.map { $0 > 200 } == true, "a large glass is half as much again")
    }

    @Test func aDishWithoutAnAmountIsOneServingOfIt() throws {
        let eggs = try #require(try log("scrambled eggs").first)
        #expect(eggs.amount.grams == 110, "a serving of scrambled eggs is two eggs")
        let bar = try #require(try log("a snickers bar").first)
        #expect(bar.nutrients.kcal > 200, "one bar, not a fun-size serving")
    }

    @Test func aCountOfAFoodSoldBySeveralPiecesIsThatManyPieces() throws {
        #expect(PieceWeights.piece(said: ["ginger", "snaps"]) == 7)
        #expect(PieceWeights.piece(said: ["reese's", "peanut", "butter", "cups"]) == 21, "the longest key said")
        #expect(PieceWeights.piece(said: ["chocolate", "chip", "cookie"]) == nil)
        // A label serving is four snaps or two cups: two of them are two pieces, not two servings.
        #expect(try log("2 ginger snaps").first?.amount.grams == 14)
        #expect(try log("2 reese's peanut butter cups").first?.amount.grams == 42)
    }

    @Test func dishesAndDrinksNamedOtherwiseAreTheSurveysFood() throws {
        #expect(DishNames.rewrite("goulash") == "stew beef")
        #expect(DishNames.rewrite("chicken tagine") == "chicken stew")
        #expect(DishNames.rewrite("m&m") == "chocolate candy candy shell")
        #expect(DishNames.rewrite("banana smoothie") == "fruit smoothie", "a smoothie named by its fruit")
        #expect(DishNames.rewrite("strawberry banana smoothie") == "strawberry fruit smoothie")
        #expect(try log("a bowl of goulash").first?.name == "Stew, beef")
        #expect(try log("a cup of jello").first?.name.hasPrefix("Gelatin dessert") == true)
        let shank = try #require(try log("a lamb shank").first)
        #expect(shank.name.hasPrefix("Lamb") && shank.amount.grams == 200, "the meat off one braised shank")
        #expect(try log("a packet of m&ms").first?.amount.grams == 48, "a standard 1.69 oz pack")
        #expect(try log("a bowl of shredded wheat").first?.name.hasPrefix("Cereal, shredded wheat") == true)
        #expect(try log("a bowl of tonkotsu ramen").first?.name.hasPrefix("Ramen bowl") == true, "a ramen named by its broth")
        // Drinks the word list knows are poured by the glass or the cup.
        #expect(try log("a glass of eggnog").first?.name == "Eggnog")
        #expect(try log("a bloody mary").first?.name == "Bloody Mary")
        #expect(try log("an oreo").first?.name.contains("COOKIE") == true, "an Oreo is a cookie, not an Oreo cone")
    }

    @Test func aBreakfastSandwichIsSaidByItsFillingsAndItsBread() throws {
        #expect(DishNames.breakfastSandwich("sausage and egg muffin") == "egg sandwich on english muffin with sausage")
        #expect(DishNames.breakfastSandwich("egg and cheese bagel") == "egg sandwich on bagel")
        #expect(DishNames.breakfastSandwich("bacon egg and cheese biscuit") == "egg sandwich on biscuit with bacon")
        #expect(DishNames.breakfastSandwich("egg bagel") == nil, "an egg bagel is a kind of bagel")
        #expect(DishNames.breakfastSandwich("cheese and bacon muffin") == nil, "no egg: a savoury muffin")
        #expect(DishNames.breakfastSandwich("blueberry and egg muffin") == nil)
        let muffin = try #require(try log("a sausage and egg muffin").first)
        #expect(muffin.name.hasPrefix("Egg sandwich on English muffin, with sausage"))
        #expect(try log("an egg and cheese bagel").first?.name.contains("sausage") == false, "no meat that was not said")
    }

    @Test func aDishWithoutAPartOfItIsTakenOnlyWhenNoWholeOneIs() throws {
        #expect(PlainWordsResolver.deniesPart("Cobb salad, no dressing", said: ["cobb", "salad"]))
        #expect(!PlainWordsResolver.deniesPart("Cobb salad, no dressing", said: ["cobb", "salad", "dressing"]))
        #expect(PlainWordsResolver.plausible(GeneralisingRulesTests.food("Cobb salad, no dressing", kcal: 93), said: ["cobb", "salad"]),
                "a part denied is no other food")
        let cobb = try #require(try log("a cobb salad").first)
        #expect(cobb.nutrients.kcal >= 250, "a Cobb salad is a meal, not a 100 g label serving")
        let caesar = try #require(try log("a caesar salad").first)
        #expect(caesar.amount.grams.map { $0 >= 150 } == true, "a product's 100 g is no serving of a salad")
    }

    @Test func dishesOfPastaCakeAndGrainsWeighWhatTheyAreServedAs() throws {
        // Pasta with a tomato sauce is one dish; a filled pasta keeps its own.
        let spaghetti = try log("a bowl of spaghetti with tomato sauce")
        #expect(spaghetti.count == 1 && spaghetti.first?.name.hasPrefix("Pasta with tomato-based sauce") == true)
        #expect(try log("ravioli with tomato sauce").first?.name.hasPrefix("Ravioli") == true)
        #expect(try log("a bowl of penne").first?.name == "Pasta, cooked", "a pasta shape is cooked pasta, not a dry product")
        #expect(try log("a slice of pound cake").first?.amount.grams == 75, "a loaf cake's slice, not a layer cake's wedge")
        #expect(try log("a bowl of grits").first?.amount.grams == 257, "a cup of cooked grits")
        #expect(try log("chicken parmesan").first?.name == "Chicken or turkey parmigiana")
        #expect(try log("a chicken souvlaki").first?.name.lowercased().contains("chicken") == true, "a kabob of the meat said")
    }

    @Test func aNameWithAnotherFoodOrAnUnsaidAdditionIsNotWhatWasSaid() throws {
        // A dip or a casserole made of the food is another food; cream unsaid is another version.
        #expect(!PlainWordsResolver.plausible(GeneralisingRulesTests.food("EVERYTHING BAGEL HUMMUS", kcal: 250), said: ["everything", "bagel"]))
        #expect(!PlainWordsResolver.plausible(GeneralisingRulesTests.food("CHICKEN TACO BAKE", kcal: 150), said: ["chicken", "taco"]))
        // A filling listed after the dish is in it: the survey's taco with cheese is a taco.
        #expect(PlainWordsResolver.plausible(GeneralisingRulesTests.food("Taco, corn tortilla, chicken, cheese", kcal: 211), said: ["chicken", "taco"]))
        #expect(try log("3 chicken tacos").first?.name.hasPrefix("Taco") == true)
        #expect(try log("a bowl of tomato soup").first?.name.contains("cream") == false)
    }

    @Test func aChipShopsFishIsFriedAndItsChipsAPortion() throws {
        let meal = try log("cod and chips")
        #expect(meal.first?.name == "Fish, cod, fried")
        #expect(meal.last?.amount.grams == PlainWordsResolver.chipShopChips)
        #expect(try log("grilled cod and chips").first?.name.contains("fried") == false, "a cooking word said is kept")
    }

    @Test func aFoodCookedInASauceIsNotTheSauce() throws {
        let item = ParsedItem(quantity: 1, unit: .count, food: "beef in black bean sauce", text: "beef in black bean sauce", amountSaid: false)
        #expect(try PlainWordsResolver.closestDish(item, catalog: catalog, portions: portions) == nil)
        #expect(((try? log("beef in black bean sauce")) ?? []).allSatisfy { !$0.name.hasPrefix("Black bean sauce") })
    }

    @Test func aSubIsTheSurveysSandwichOrSub() throws {
        let footlong = try #require(try log("a footlong turkey sub").first)
        #expect(footlong.name.hasPrefix("Turkey sandwich or sub") && footlong.amount.grams == 500)
    }

    @Test func dishesOfBritishMenusAndSpellingsAreTheSurveysFood() throws {
        #expect(try log("a portion of pilau rice").first?.name == "Rice pilaf")
        #expect(try log("rice and peas").first?.name.hasPrefix("Beans and rice") == true, "Caribbean rice and peas")
        #expect(try log("crispy aromatic duck").first?.name == "Duck, Peking")
        #expect(try log("a steak pasty").first?.name == "Cornish pasty", "a pasty is composed since stop 36")
        #expect(try log("a jam donut").first?.name.hasPrefix("Doughnut") == true, "donut is spelt doughnut")
        #expect(try log("2 scoops of mint choc chip ice cream").first?.name.lowercased().contains("mint chocolate chip") == true)
        // A cookie named by its flavour is a cookie, not a bowl of oatmeal.
        #expect(try log("an oatmeal raisin cookie").first?.amount.grams == 15)
    }

    @Test func aStickOrAStalkWeighsTheFoodsOwn() throws {
        #expect(try log("a stick of celery").first?.amount.grams == 40, "a medium stalk")
        #expect(try log("a stick of butter").first?.amount.grams == 113)
        #expect(try log("a stick of string cheese").first?.amount.grams == 28, "one piece of a food without a stick")
    }

    @Test func aCafeLatteIsATwelveOunceCupAndAFlavouredOneTheSurveys() throws {
        let vanilla = try #require(try log("a vanilla latte").first)
        #expect(vanilla.name == "Coffee, Latte, flavored" && vanilla.amount.grams == 355)
        #expect(try log("a small latte").first?.amount.grams.map { $0 < 300 } == true, "a size said is the size")
    }

    @Test func fastFoodStirFriesAndBakeryItemsAreWhatTheyAreCalledElsewhere() throws {
        #expect(try log("a filet o fish").first?.name == "McDONALD'S, FILET-O-FISH")
        let ribs = try #require(try log("half a rack of ribs").first)
        #expect(ribs.name.lowercased().contains("rib") && ribs.amount.grams == 300)
        #expect(try log("an almond croissant").first?.amount.grams.map { $0 >= 90 } == true, "a filled croissant weighs more")
        let stirFry = try #require(try log("chicken stir fry").first)
        #expect(stirFry.name.lowercased().contains("chicken") && stirFry.amount.grams == 350, "a plate, not a side of fries")
        #expect((try? log("tofu stir fry")).map { $0.allSatisfy { $0.name.lowercased().contains("tofu") } } ?? true,
                "never a vegetable stir fry without the tofu")
        #expect(try log("chana masala").first?.name.lowercased().contains("chickpea") == true)
        #expect(try log("a rice krispies treat").first?.amount.grams == 35)
    }

    @Test func aJacketPotatoIsLargeAndAServingSaidIsTheFoodsOwn() throws {
        #expect(try log("a jacket potato").first?.amount.grams == 299, "a baking potato, SR28's large one")
        #expect(try log("a baked potato").first?.amount.grams == 173)
        #expect(try log("a serving of guacamole").first?.amount.grams == 60, "its own serving, not a topping's spoonful")
        #expect(try log("nachos with guacamole").last?.amount.grams == 30, "an addition is a topping")
    }

    @Test func aPlateOfChipsIsAMealOfThemAndCornedBeefIsNotBeef() throws {
        #expect(try log("a plate of fries").first?.amount.grams == PlainWordsResolver.chipShopChips)
        #expect(try log("a beef patty").first?.name.lowercased().contains("corned") == false)
        #expect(try log("a corned beef sandwich").first?.name.lowercased().contains("corned") == true)
    }

    @Test func aDoubleMixedDrinkIsOneDrinkWithASecondMeasure() throws {
        let double = try log("a double gin and tonic")
        #expect(double.map(\.name) == ["Gin and tonic", "Gin"])
        #expect(double.first?.amount.grams == 250, "one glass, not two")
        #expect(try log("a double espresso").first?.amount.grams == 60, "a double shot is still two shots")
        #expect(try log("a vodka and coke").first?.amount.grams == 250, "a mixed drink by the glass, not a shot")
    }

    /// On the embedded index, which names an oatmeal raisin cookie but no such oatmeal.
    @Test func oatmealWithRaisinsIsNotLoggedAsACookie() throws {
        let names = try log("a bowl of oatmeal with raisins").map(\.name)
        #expect(!names.contains { $0.lowercased().contains("cookie") }, "\(names)")
        #expect(names.first?.hasPrefix("Oatmeal") == true, "\(names)")
    }

    /// What is stirred into or scattered on a bowl without an amount is a topping's worth (a small
    /// handful of raisins, a third of a cup of berries), and is the fruit itself: an addition
    /// needs a weight, and a berry cobbler's own serving once gave it one the berries lacked.
    @Test func fruitAndNutsOnABowlAreAToppingOfThemselves() throws {
        let oatmeal = try log("a bowl of oatmeal with raisins").map { ($0.name, $0.amount.grams ?? 0) }
        #expect(oatmeal.count == 2 && oatmeal[1].0.hasPrefix("Raisins") && oatmeal[1].1 == 15, "\(oatmeal)")
        let yogurt = try log("a bowl of yogurt with berries").map { ($0.name, $0.amount.grams ?? 0) }
        #expect(yogurt.count == 2 && yogurt[1].0.hasPrefix("Berries") && yogurt[1].1 == 50, "\(yogurt)")
    }

    @Test func aWhiskeySourIsTheGlassNotAShot() throws {
        let entries = try log("a whiskey sour")
        #expect(entries.map(\.amount.grams) == [120], "\(entries.map { ($0.name, $0.amount.grams) })")
    }

    /// "Salad with dressing" is a salad and its dressing: never "Salad dressing, coleslaw" (150 g
    /// of it, 606 kcal, was logged), and the dressing is salad dressing, a condiment's 30 g.
    @Test func aSaladWithDressingIsASaladAndItsDressing() throws {
        for phrase in ["salad with dressing", "a bowl of salad with ranch dressing"] {
            let entries = try log(phrase)
            let shown = entries.map { ($0.name, $0.amount.grams) }
            #expect(entries.count == 2, "\(phrase): \(shown)")
            #expect(entries.first?.name.lowercased().contains("dressing") == false, "\(phrase): \(shown)")
            #expect(entries.last.map { $0.name.lowercased().contains("dressing") && $0.amount.grams == 30 } == true,
                    "\(phrase): \(shown)")
        }
    }

    /// A serving of stuffing is SR28's half cup prepared, not a slice of the bread in its name.
    @Test func aServingOfStuffingIsHalfACup() throws {
        let entries = try log("a serving of stuffing")
        #expect(entries.map(\.amount.grams) == [100], "\(entries.map { ($0.name, $0.amount.grams) })")
    }

    /// A cup of a cooked whole grain is weighed as SR28 weighs it, not as a cup of water.
    @Test func aCupOfCookedBarleyIsNotACupOfWater() throws {
        let entries = try log("a cup of cooked barley")
        #expect(entries.map(\.amount.grams) == [157], "\(entries.map { ($0.name, $0.amount.grams) })")
    }
}
