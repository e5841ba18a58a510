import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What holdout-21 and tuning-21 found once read (stop 37): names that hold a drink word but are
/// eaten, British and brand names, where a food was bought, milk said by its fat alone, and the
/// weights of slices, halves and pieces.
@Suite("Plain words: read from holdout-21")
struct ReadFromTheLastHoldoutTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aBiscuitOrASweetNamedWithADrinkWordIsEaten() throws {
        // Rich Tea, bourbons and custard creams were refused; wine gums were a cup of gummies (937 kcal).
        #expect(try expectOne("a rich tea", named: "Cookie, butter or sugar")?.amount.grams == 8)
        #expect(try expectOne("a bourbon biscuit", named: "Cookie, chocolate sandwich")?.amount.grams == 13)
        try expectOne("3 custard creams", named: "Cookie, vanilla sandwich")
        #expect(try expectOne("wine gums", named: "Candy, gummy")?.amount.grams ?? 999 < 50)
        // A sherry was a sherry gelatin dessert; the tea and the bourbon are still drinks.
        #expect(try expectOne("a sherry", named: "Alcoholic beverage, wine, dessert")?.amount.grams == 75)
        try expectOne("a cup of tea", named: "Tea")
        try expectOne("a bourbon", named: "Whiskey")
    }

    @Test func britishAndBrandNamesAreTheFoodsTheyName() throws {
        // Each was refused, or another product (a Krispy Kreme was an iced coffee).
        try expectOne("a krispy kreme", named: "Doughnut, yeast type")
        try expectOne("a cornetto", named: "Ice cream cone, chocolate")
        #expect(try expectOne("a kinder bueno", named: "Cookie, chocolate wafer")?.amount.grams == 43)
        try expectOne("quorn mince", named: "MEATLESS CRUMBLES")
        try expectOne("a veggie chilli", named: "Chili, vegetarian")
        #expect(try expectOne("a saveloy", named: "Frankfurter, pork")?.amount.grams == 70)
        #expect(try expectOne("3 chipolatas", named: "Pork sausage")?.amount.grams == 60)
        try expectOne("siu mai", named: "Wonton, dumpling or pot sticker, steamed")
        try expectOne("crispy duck", named: "Duck, roasted, skin eaten")
        #expect(try expectOne("a super noodles", named: "Soup, ramen noodle")?.amount.grams == 90)
        try expectOne("smoked brisket", named: "Beef, brisket")
        // BBQ sauce was a product's 60 g; basmati a rice and chicken meal; paneer palak paneer;
        // grated cheese Parmesan.
        #expect(try expectOne("bbq sauce", named: "Barbecue sauce")?.amount.grams == 34)
        try expectOne("200g cooked basmati", named: "Rice, white, cooked")
        #expect(try expectOne("100g paneer", named: "Cheese, paneer")?.amount.grams == 100)
        try expectOne("palak paneer", named: "Palak Paneer")
        try expectOne("grated cheese", named: "Cheese, Cheddar")
    }

    @Test func milkSaidByItsFatAloneIsMilk() throws {
        // "150ml semi skimmed" was 150 g of reduced-fat pancakes.
        #expect(try expectOne("125ml semi skimmed", named: "Milk, reduced fat")?.amount.grams == 125)
        let tea = try log("tea with semi skimmed")
        #expect(tea.count == 2 && tea[1].name.hasPrefix("Milk, reduced fat") && tea[1].amount.grams == 30, "\(describe(tea))")
    }

    @Test func whereAFoodWasBoughtIsSetAsideWhenNothingIsNamedWithIt() throws {
        try expectOne("costa flat white", named: "Coffee, Latte")
        #expect(try expectOne("30g grated mature cheddar", named: "Cheese, Cheddar")?.amount.grams == 30)
        try expectOne("a full size scotch egg", named: "Scotch egg")
        try expectOne("peppered mackerel fillet", named: "Fish, mackerel")
        try expectOne("a takeaway tub of egg fried rice", named: "Rice, fried")
    }

    @Test func slicesHalvesAndPiecesWeighWhatTheyAre() throws {
        // Three dried apricots were three fresh ones' weight (105 g); cucumber slices one slice;
        // apple slices were refused.
        #expect(try expectOne("three dried apricots", named: "Apricot, dried")?.amount.grams == 21)
        #expect(try expectOne("cucumber slices", named: "Cucumber")?.amount.grams == 21)
        #expect(try expectOne("apple slices", named: "Apple, raw")?.amount.grams == 182)
        #expect(try log("apple slices with peanut butter").count == 2)
        // A jelly was 21 g; a pitta bread a slice of bread; a ball of mozzarella one 30 g serving.
        #expect(try expectOne("jello", named: "Gelatin dessert")?.amount.grams == 120)
        #expect(try expectOne("a pitta bread", named: "Bread, pita")?.amount.grams == 60)
        #expect(try expectOne("a ball of mozzarella", named: "FRESH MOZZARELLA BALL")?.amount.grams == 125)
        #expect(try expectOne("frozen yogurt", named: "Frozen yogurt")?.amount.grams == 144)
        #expect(try expectOne("a squirt of ketchup", named: "Ketchup")?.amount.grams ?? 0 < 20)
        // Pigs in blankets were 110 g American sausage rolls, roast potatoes whole potatoes, a
        // slice of black pudding a 75 g piece, half a cantaloupe half a cup.
        #expect(try expectOne("4 pigs in blankets", named: "Pig in a blanket")?.amount.grams == 88)
        #expect(try expectOne("4 roast potatoes", named: "Potato, roasted")?.amount.grams == 260)
        #expect(try expectOne("a slice of black pudding", named: "Blood sausage")?.amount.grams == 35)
        #expect(try expectOne("half a cantaloupe", named: "Cantaloupe")?.amount.grams == 276)
        #expect(try expectOne("2 oatcakes", named: "WALKERS, THICK & CRUNCHY OATCAKES")?.amount.grams == 22)
        #expect(try expectOne("a pack of belvita", named: "NABISCO BELVITA")?.amount.grams == 50)
    }

    @Test func dishesSaidTheBritishWayAreTheirFoods() throws {
        // Chips with cheese or mayo are a chip shop's; a boiled egg and soldiers was egg bread.
        let chips = try log("chips and cheese")
        #expect(chips.first?.name.hasPrefix("Potato, french fries") == true, "\(describe(chips))")
        let soldiers = try log("a boiled egg and soldiers")
        #expect(soldiers.count == 2 && soldiers[0].name.hasPrefix("Egg, whole, cooked, hard-boiled"), "\(describe(soldiers))")
        // Jelly with ice cream or custard is the set dessert, a half cup of it.
        let jelly = try log("jelly and custard")
        #expect(jelly.first?.name == "Gelatin dessert" && jelly.first?.amount.grams == 120, "\(describe(jelly))")
        // A scone with jam and cream is one scone and its spreads, not a cream tea of two.
        #expect(try log("a scone with jam and cream").count == 3)
    }
}
