import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// A vegetable said cooked and without an amount is a side of it cooked, a topping is on any
/// bread said as toast, and a name that joins an unsaid food to the one said is another food.
@Suite("Plain words: cooked sides and what a topping is on")
struct CookedSidesAndBasesTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aToppingIsOnToastOfAnyBread() throws {
        // "avocado on rye toast" logged the toast alone: only plain "toast" was a base.
        // Since stop 38 the topping is listed first, as said, and an egg on toast is fried.
        let rye = try log("avocado on rye toast")
        #expect(rye.count == 2 && rye[1].name.hasPrefix("Bread, rye") && rye[0].name.hasPrefix("Avocado"), "\(describe(rye))")
        // An egg on it is an egg on the toast, not "Bread, egg, toasted".
        let egg = try log("egg on white toast")
        #expect(egg.count == 2 && egg[1].name.hasPrefix("Bread, white") && egg[0].name.hasPrefix("Egg, whole, cooked, fried"),
                "\(describe(egg))")
    }

    @Test func aCookedVegetableSaidPlainlyIsHalfACupOfItCooked() throws {
        // Steamed broccoli was half a cup of it raw (45.5 g); half a cup cooked is 78 g.
        let broccoli = try expectOne("steamed broccoli", named: "Broccoli")
        #expect(broccoli.map { $0.name.contains("cooked") && $0.amount.grams == 78 } == true)
        // Steamed green beans were refused: nothing weighed one of them.
        let beans = try expectOne("steamed green beans", named: "Green beans")
        #expect(beans.map { $0.amount.grams == 62.5 } == true)
    }

    @Test func aNameJoiningAnUnsaidFoodIsAnotherFood() throws {
        // Boiled peas were "Peas and corn, cooked, no added fat".
        try expectOne("boiled peas", named: "Green peas")
        #expect(PlainWordsResolver.joinsUnsaidFood(["pea", "and", "corn", "cooked"], said: ["pea", "boiled"]))
        #expect(!PlainWordsResolver.joinsUnsaidFood(["pea", "and", "corn", "cooked"], said: ["pea", "corn"]))
    }

    @Test func aGlassOfASpiritIsADoubleMeasure() throws {
        // A glass of whiskey was a glass of juice's 8 fl oz: 237 g, 546 kcal.
        let whiskey = try expectOne("a glass of whiskey", named: "Whiskey")
        #expect(whiskey?.amount.grams == TypicalServings.glassOfSpirit)
        // A glass of a mixed drink stays a glass of it.
        let mixed = try expectOne("a glass of gin and tonic", named: "Gin and tonic")
        #expect(mixed.map { $0.amount.grams! > 200 } == true)
    }

    @Test func everySpiritIsAStrongDrink() throws {
        // Brandy was "Brandy and cola": at 231 kcal per 100 g it was judged a syrup, not a spirit.
        try expectOne("brandy", named: "Brandy")
        #expect(try log("brandy").first?.name == "Brandy")
        // Cognac was Belgian truffles.
        #expect(try log("a cognac").first?.name == "Brandy")
        // A Monster is its own can, not an energy drink's 250 ml.
        let monster = try expectOne("a monster energy drink", named: "Energy")
        #expect(monster?.amount.grams == 500)
    }

    @Test func aBoxOrACartonIsAServing() throws {
        // "a small box of raisins" was refused: no food is named "box raisin".
        try expectOne("a small box of raisins", named: "Raisins")
        // A carton, or a serving, of milk is a glass of it, not the splash added to coffee (30 g).
        let carton = try expectOne("a carton of milk", named: "Milk")
        #expect(carton.map { $0.amount.grams! > 200 } == true)
        let coffee = try log("coffee with milk")
        #expect(coffee.count == 2 && coffee[1].amount.grams == 30, "\(describe(coffee))")
    }

    @Test func aBarOfSomethingIsNoDrink() throws {
        // "a bar of dairy milk" was a litre carton of lactose-free milk, 250 g, then refused; since
        // stop 37 a name DishNames reads as a solid food is no drink, so it is the chocolate bar.
        #expect(try expectOne("a bar of dairy milk", named: "Candies, milk chocolate")?.amount.grams == 45)
        #expect(LiquidMeasure.saysBar(ParsedItem(quantity: 1, unit: .serving, food: "milk", text: "two bars of milk")))
        try expectOne("a bar of chocolate", named: "CHOCOLATE")
        // A pudding cup is a snack pot of about 100 g, not a dessert product's 269 g: since stop
        // 43 the survey's chocolate pudding (the snack cup's product was 182 kcal per 100 g).
        let pudding = try expectOne("a chocolate pudding cup", named: "Pudding, chocolate")
        #expect(pudding.map { $0.amount.grams! <= 113 } == true)
    }

    @Test func scallopsAreCountedByThePiece() throws {
        // Six scallops were six 3 oz servings, 510 g.
        let six = try expectOne("6 scallops", named: "Scallops")
        #expect(six?.amount.grams == 120)
        // Said without a count, a serving; said seared, the cooked ones (it was refused).
        #expect(try expectOne("scallops", named: "Scallops")?.amount.grams == 85)
        try expectOne("seared scallops", named: "Scallops")
    }

    @Test func dishesSaidTheBritishWayAndOnSkewers() throws {
        // Gammon is a ham steak (it was refused); an ice lolly an ice pop (refused); a fish finger
        // sandwich the fish sandwich (refused with the article, a fish finger's 28 g without).
        try expectOne("gammon", named: "Ham")
        try expectOne("an ice lolly", named: "Frozen novelties, ice type, pop")
        #expect(try expectOne("a fish finger sandwich", named: "Fish sandwich")?.amount.grams == 200)
        // Liver and onions is the survey's dish (refused: nothing weighed it).
        try expectOne("liver and onions", named: "Liver, beef or calves, and onions")
        // Satay skewers said without a count are a serving of four (one was 60 g).
        #expect(try expectOne("chicken satay skewers", named: "CHICKEN KABOBS")?.amount.grams == 240)
    }
}
