import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What tuning-26 found on its first run (stop 42): coffee-shop orders said with every
/// modifier, how and in what a food was cooked said after it, meal prep and single serves,
/// and foods of home cooking and diets said by their everyday names.
@Suite("Plain words: read from tuning-26")
struct ReadFromTuning26Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aCoffeeOrderIsTheDrinkItsModifiersMake() throws {
        // Skinny is nonfat milk and a sugar-free syrup: the surveys' nonfat latte, not a flavoured one.
        #expect(try expectOne("grande skinny vanilla latte", named: "Coffee, Latte, nonfat")?.amount.grams
            .map { abs($0 - 473.2) < 0.1 } == true)
        try expectOne("large sugar free hazelnut oat milk latte", named: "Coffee, Latte")
        try expectOne("an oat milk vanilla latte", named: "Coffee, Latte, flavored")
        try expectOne("a skim mocha", named: "Coffee, Cafe Mocha, nonfat")
        try expectOne("tall nonfat chai tea latte", named: "Chai latte")
        // A chain's name is where it was bought.
        try expectOne("a starbucks grande caramel macchiato", named: "Coffee, Latte, flavored")
    }

    @Test func theMilkOfAnOrderSaidAfterIt() throws {
        // The skim milk was a 237 g glass of it beside the latte.
        let dunkin = try log("dunkin medium iced latte, skim milk, extra shot")
        #expect(dunkin.first?.name == "Coffee, Iced Latte, nonfat" && dunkin.count == 2, "\(describe(dunkin))")
        // Oat milk was 30 g of it beside an iced latte.
        try expectOne("a large iced latte with oat milk", named: "Coffee, Iced Latte")
        // Milk after a black coffee is still added to it.
        #expect(try log("a coffee, skim milk").count == 2)
    }

    @Test func aVentiIcedDrinkIsTwentyFourOunces() throws {
        // It was a hot venti's 20 fl oz.
        let iced = try expectOne("a venti iced caramel macchiato", named: "Coffee, Iced Latte, flavored")
        #expect(iced?.amount.grams.map { abs($0 - 709.8) < 0.1 } == true)
        #expect(try expectOne("a venti latte", named: "Coffee, Latte")?.amount.grams.map { abs($0 - 591.5) < 0.1 } == true)
    }

    @Test func aWordSaidOfBothFoodsJoinedByWithIsNoTrap() throws {
        // Checking whether a name joins the two foods trapped (a range whose bounds crossed) when
        // one word was said of both: the process died.
        #expect(try !log("chicken with chicken gravy").isEmpty)
        // Meat sauce alone is a bolognese, not an Alfredo sauce with meat; the pasta it is on keeps its dish.
        try expectOne("a cup of meat sauce", named: "Spaghetti sauce with meat")
        #expect(try !log("spaghetti with meat sauce").isEmpty)
    }

    @Test func howAndInWhatAFoodWasCooked() throws {
        // The fat was read as part of the egg's name, which named nothing.
        let breakfast = try log("3 strips bacon and 2 eggs fried in butter")
        #expect(breakfast.count == 2 && breakfast[1].name == "Egg, whole, cooked, fried" && breakfast[1].amount.grams == 100,
                "\(describe(breakfast))")
        // Tuna in oil is still its own food.
        #expect(try log("tuna in oil").first?.name.lowercased().contains("oil") == true)
        // Air-fried wings were battered wings fried in oil (678 kcal).
        try expectOne("6 air fried chicken wings", named: "Chicken wing, baked, coated")
        // A cooking word after the amount was part of the name.
        #expect(try expectOne("sweet potato 200g baked", named: "Sweet potato, baked, no added fat")?.amount.grams == 200)
        // "fried bubble and squeak" was refused: the composed dish is already fried.
        try expectOne("bubble and squeak, fried", named: "Bubble and squeak")
    }

    @Test func mealPrepAndSingleServesNameNoFood() throws {
        // "meal prep" was part of the chili's name; "single serve" a pot of guacamole.
        #expect(try log("meal prep turkey chili, about 1.5 cups").first?.name.lowercased().contains("chili") == true)
        let lasagna = try log("stouffer's lasagna with meat sauce, single serve")
        #expect(!lasagna.contains { $0.name.lowercased().contains("guac") }, "\(describe(lasagna))")
        // Meat sauce is a bolognese, not an Alfredo sauce with meat.
        #expect(lasagna.last?.name == "Spaghetti sauce with meat", "\(describe(lasagna))")
    }

    @Test func everydayNamesOfHomeAndDietFoods() throws {
        try expectOne("80g dry oats", named: "Oats, raw")
        try expectOne("3 potato latkes", named: "Potato pancake")
        try expectOne("4 falafel balls", named: "Falafel")
        try expectOne("1 cup split pea soup with ham", named: "Soup, split pea, with meat")
        // Marinara was a 429 kcal per 100 g product, and a cup of it a penne dish.
        try expectOne("a cup of marinara", named: "Spaghetti sauce")
        // Icing on a cinnamon roll is in it; said alone it is frosting, not a brownie.
        #expect(try log("a cinnamon roll with icing").count == 1)
        #expect(try log("a tablespoon of icing").first?.name.hasPrefix("Frostings") == true)
        try expectOne("celsius energy drink", named: "Beverages, Energy Drink, sugar free")
        try expectOne("small bag of skinny pop", named: "Popcorn, NFS")
        // Muscle Milk was a malted milkshake (438 kcal).
        #expect(try log("muscle milk protein shake").first?.name.lowercased().contains("protein") == true)
        // Irish brands said before the food.
        #expect(try log("a cup of barry's tea with milk").first?.name.hasPrefix("Tea") == true)
        #expect(try log("a packet of tayto crisps").first?.name == "Potato chips, NFS")
        try expectOne("a msemen", named: "Bread, paratha")
    }

    @Test func chipsFromAChipShopAreFries() throws {
        // They were 200 g of crisps (1 064 kcal).
        try expectOne("200g of chips from the chippy", named: "Potato, french fries, NFS")
        #expect(try log("chips from the shop").first?.name == "Potato chips, NFS")
    }

    @Test func coffeeOrderWordsAreReadPurely() {
        #expect(PlainWordsResolver.coffeeOrder("skinny vanilla latte") == "latte nonfat")
        #expect(PlainWordsResolver.coffeeOrder("iced sugar free caramel almond milk latte") == "iced latte nonfat")
        #expect(PlainWordsResolver.coffeeOrder("iced caramel macchiato") == "iced caramel macchiato")
        // A word that is no modifier leaves the order to the other rules.
        #expect(PlainWordsResolver.coffeeOrder("pumpkin bread latte") == nil)
        // Nor is there an order without a modifier.
        #expect(PlainWordsResolver.coffeeOrder("latte") == nil)
    }
}
