import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What tuning-33 found (stop 49): travel days and nights out, typed as "n" for "and", with
/// the airport, the hotel or the train said before the food.
@Suite("Plain words: read from tuning-33")
struct ReadFromTuning33Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func nIsAnd() throws {
        // It was the cola alone.
        try expectOne("jack n coke", named: "Whiskey and cola")
        // Refused: no food is named "chicken parmi n chips".
        let parmi = try log("chicken parmi n chips")
        #expect(parmi.count == 2 && parmi[1].name.hasPrefix("Potato, french fries"), "\(describe(parmi))")
        // Four'N Twenty's pie keeps its name.
        try expectOne("four n twenty pie", named: "Aussie meat pie")
    }

    @Test func wherePlaceOrShopSaidBeforeAFoodIsNoPartOfIt() throws {
        // Each was refused: no food is named with the airport, the train's cafe car or the news stand.
        try expectOne("changi airport laksa", named: "Chicken laksa")
        try expectOne("amtrak cafe car cheeseburger", named: "Cheeseburger")
        #expect(try expectOne("hudson news trail mix small bag", named: "Trail mix").map(grams) == 40)
    }

    @Test func aPlaceAndAMealSaidBeforeAFoodAreNoPartOfIt() throws {
        // Refused: no food is named "hotel brekkie avocado toast" or "dublin airport irish".
        let hotel = try log("hotel brekkie avo toast and a long black")
        #expect(hotel.count == 3 && hotel[0].name.hasPrefix("Bread") && hotel[1].name.hasPrefix("Avocado"), "\(describe(hotel))")
        let airport = try log("dublin airport full irish + pot of tea")
        #expect(airport.map(\.name) == ["Full English breakfast", "Tea, hot, leaf, black"], "\(describe(airport))")
    }

    @Test func wordsBeforeAFoodThatSayNoPlaceStay() throws {
        // Set aside without a place or a time, these were a breakfast of bacon strips, a soba
        // without its chicken, a cheeseburger from a school cafeteria beside the tacos.
        // A food station is no place said after a food (a stir fry was its vegetables alone), nor
        // a midnight meal a soy meal, nor places alone a carving station's turkey.
        for phrase in ["jianbing for bfast at the station", "wagamama chicken yaki soba",
                       "midnight meal at the nurses station, chicken korma and naan", "airport hotel station",
                       "3 hard shell tacos, taco tuesday in the cafeteria", "stir fry station noodles w chicken"] {
            #expect((try? log(phrase)) == nil, "\(phrase): \((try? log(phrase)).map(describe) ?? "")")
        }
    }

    @Test func aHashbrownIsAHashBrown() throws {
        // It was a boxed "Cheesy Hashbrowns" dinner, 200 g.
        try expectOne("a hashbrown", named: "Potato, hash brown")
    }

    @Test func packsOfInstantNoodlesAreEachAPacket() throws {
        // Two packs were 700 g of dry noodles, 3 080 kcal; mi goreng alone 350 g.
        #expect(try expectOne("2 packs of mi goreng", named: "Soup, ramen noodle, any flavor, dry").map(grams) == 174)
        #expect(try expectOne("mi goreng", named: "Soup, ramen noodle, any flavor, dry").map(grams) == 87)
    }

    @Test func aDoppioIsADoubleEspresso() throws {
        // Both were refused; the misspelt one was read "espresso double espresso".
        #expect(try expectOne("espresso doppio", named: "Coffee, espresso").map(grams) == 60)
        #expect(try expectOne("expresso doppio", named: "Coffee, espresso").map(grams) == 60)
    }

    @Test func aSpiritSaidWithItsMixerIsTheMixedDrink() throws {
        // Refused: no food is named "rum coke" or "vodka lemonade".
        try expectOne("rum coke", named: "Rum and cola")
        #expect(try log("double vodka lemonade").first?.name == "Vodka and lemonade")
    }

    @Test func teaAndToastAsBritainAndIrelandSayThem() throws {
        // A pot of tea was refused; it pours two cups.
        #expect(try expectOne("a pot of tea", named: "Tea, hot, leaf, black").map(grams) == 474)
        // Rounds of toast were refused: no food is named "round toast".
        let toast = try log("2 rounds of toast w butter")
        #expect(toast.first.map(grams) == 58 && toast.count == 2, "\(describe(toast))")
        try expectOne("a slice of dry toast", named: "Bread, white")
        // A full Irish was 30 g of Irish shortbread; an Ulster fry was refused.
        try expectOne("full irish", named: "Full English breakfast")
        try expectOne("ulster fry", named: "Full English breakfast")
    }

    @Test func aCaféShortensItsNames() throws {
        // A pain au choc and a muesli typed "musli" were refused; a hot choc was chocolate milk.
        try expectOne("pain au choc", named: "Croissant, chocolate")
        try expectOne("hot choc", named: "Hot chocolate")
        #expect(try log("musli w yoghurt n berries").first?.name.hasPrefix("MUESLI") == true)
    }

    @Test func aCountSaidBeforeWhereAFoodWasHadIsItsCount() throws {
        // Refused: no food is named "pastel de nata x2".
        let tarts = try #require(try log("pastel de nata x2 at lisbon airport").first)
        let one = try #require(try log("a pastel de nata").first)
        #expect(tarts.name.hasPrefix("Pastel de nata") && grams(tarts) == 2 * grams(one), "\(describe([tarts, one]))")
    }

    @Test func whyAFoodWasHadIsNoPartOfIt() throws {
        // Refused: no food is named "warm milk to get back to sleep".
        try expectOne("glass of warm milk to get back to sleep", named: "Milk")
    }
}
