import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What tuning-29 found on its first run (stop 45): a log typed in a hurry, with slips of the
/// keys and a count said last, and food from the freezer or from last night.
@Suite("Plain words: read from tuning-29")
struct ReadFromTuning29Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aWordTypedWithASlipIsTheWordItMisspells() throws {
        // Each was refused: no food is named with all of "bannana", "croisant", "quesadila chicken".
        try expectOne("bannana", named: "Banana, raw")
        try expectOne("croisant", named: "Croissant")
        try expectOne("quesadila chicken", named: "Quesadilla, chicken")
        try expectOne("turkey sandwhich", named: "Turkey sandwich")
        #expect(try expectOne("brocoli 1 cup steamed", named: "Broccoli, fresh, cooked").map(grams) == 156)
        try expectOne("bacon egg & cheese sandwhich", named: "Egg sandwich on English muffin, with bacon")
        func respelled(_ food: String) throws -> String {
            try PlainWordsResolver.respelled(ParsedItem(quantity: 1, unit: .count, food: food, text: food), catalog: catalog).food
        }
        // A brand's word that no generic food spells is never respelled into one ("BAKERY EXPRESS").
        // Logged, "expresso" is an espresso since stop 46: the parser reads the common misspelling
        // as the word meant, before any respelling (`PlainWordsParser.saidOtherwise`).
        #expect(try respelled("expresso") == "expresso")
        #expect(try respelled("bannana") == "banana")
        // More slips than `mostSlips` in one food are not guessed at: each would cost searches.
        #expect(try respelled("bannana croisant brocoli quesadila") == "bannana croisant brocoli quesadila")
    }

    @Test func typingDistanceCountsKeystrokes() {
        #expect(PlainWordsResolver.typingDistance("bannana", "banana", limit: 1) == 1)
        // Two letters swapped are one slip.
        #expect(PlainWordsResolver.typingDistance("ceasar", "caesar", limit: 1) == 1)
        #expect(PlainWordsResolver.typingDistance("sandwhich", "sandwich", limit: 2) == 1)
        #expect(PlainWordsResolver.typingDistance("capucino", "cappuccino", limit: 2) == 2)
        #expect(PlainWordsResolver.typingDistance("salsa", "salsa", limit: 1) == 0)
        #expect(PlainWordsResolver.typingDistance("salsa", "pasta", limit: 1) == nil)
        #expect(PlainWordsResolver.typingDistance("kale", "", limit: 2) == nil)
        #expect(PlainWordsResolver.typingDistance("", "", limit: 0) == 0)
    }

    @Test func aBareCountSaidLastCountsTheFood() throws {
        // "coffee 2" was refused: no food is named with all of "coffee 2".
        #expect(try expectOne("coffee 2", named: "Coffee, brewed").map(grams) == 473.2)
        let wings = try expectOne("buffalo wings 6", named: "Chicken wing")
        #expect(wings.map(grams) == 210)
        #expect(PlainWordsParser.bareCountAtEnd(["capsicum", "1", "raw"])?.value == 1)
        // A number in a dish's name, or one past a count of pieces, is no count said last.
        try expectOne("chicken 65", named: "Chicken 65")
        #expect(PlainWordsParser.bareCountAtEnd(["chicken", "65"]) == nil)
        #expect(PlainWordsParser.bareCountAtEnd(["2", "eggs", "3"]) == nil)
        #expect(PlainWordsParser.bareCountAtEnd(["chicken", "1.5"]) == nil)
    }

    @Test func foodFromLastNightOrTheFreezerIsTheFood() throws {
        // Refused: no food is named with all of "last night butter chicken", "frozen pierogi".
        let curry = try log("last night's takeaway butter chicken with rice")
        #expect(curry.count == 2 && curry.first?.name.uppercased().contains("BUTTER CHICKEN") == true, "\(describe(curry))")
        try expectOne("cold leftover penne", named: "Pasta, cooked")
        #expect(try expectOne("6 frozen pierogies", named: "Pierogi").map(grams) == 240)
        let forms = PlainWordsResolver.dietForms(ParsedItem(quantity: 1, unit: .count, food: "frozen pierogi", text: ""))
        #expect(forms.map(\.food) == ["pierogi"])
        // A food named frozen is that food.
        try expectOne("frozen yogurt", named: "Frozen yogurt")
        #expect(throws: (any Error).self) { try log("leftovers") }
    }

    @Test func aLogTypedInShorthand() throws {
        // Refused: no food is named with all of "cheese pizza x3".
        let pizza = try log("cheese pizza x3 slices")
        #expect(pizza.count == 1 && pizza[0].name.lowercased().contains("pizza") && grams(pizza[0]) > 250, "\(describe(pizza))")
        // "the whole box" was 250 g of cheese; it is the box, as "a box" is.
        let box = try log("the whole box of kraft mac and cheese")
        #expect(box.map(\.name) == (try log("a box of kraft mac and cheese")).map(\.name) && box.first?.name.hasPrefix("Macaroni") == true,
                "\(describe(box))")
        try expectOne("a packet of 2 minute noodles", named: "Soup, ramen noodle, any flavor, dry")
        // Refused: "meal prep container of chicken" had no measure; what it holds is logged.
        let prep = try log("meal prep container of chicken, rice and broccoli")
        #expect(prep.count == 3 && prep.first?.name.hasPrefix("Chicken") == true, "\(describe(prep))")
        let tuna = try log("a can of tuna mixed with sweetcorn and mayo")
        #expect(tuna.count == 3 && tuna.first?.name.hasPrefix("Fish, tuna") == true, "\(describe(tuna))")
        #expect(try expectOne("beef stew bowl", named: "Stew, beef").map(grams) == 250)
        // What a smoothie was made with, listed past a comma, is in it, "and" or not.
        try expectOne("a smoothie with mango, banana and yogurt", named: "Fruit smoothie")
    }

    @Test func spoonsSaidLastAreOfTheFoodAfterTheJoiner() throws {
        // The apple was the tablespoon (8 g), the peanut butter a topping's 16 g.
        let apple = try log("apple + pb 1 tbsp")
        #expect(apple.map(\.name) == ["Apple, raw", "Peanut butter"] && apple.map(grams) == [182, 14.8], "\(describe(apple))")
        let coffee = try log("coffee with sugar 2 tsp")
        #expect(coffee.count == 2 && coffee.last.map(grams) == 8.4, "\(describe(coffee))")
        #expect(PlainWordsParser.spoonsToTheirFood(["apple", "+", "pb", "1", "tbsp"]) == ["apple", "+", "1", "tbsp", "pb"])
        // An amount of one food, said last, is its own: "butter 1 tbsp", and a weight stays where it was.
        #expect(PlainWordsParser.spoonsToTheirFood(["butter", "1", "tbsp"]) == ["butter", "1", "tbsp"])
        #expect(PlainWordsParser.spoonsToTheirFood(["rice", "and", "chicken", "200", "g"]) == ["rice", "and", "chicken", "200", "g"])
    }

    @Test func australiasWeetBixAreWeetabix() throws {
        // Refused: no food is named with "weet-bix".
        let bix = try log("two Weet-Bix with milk")
        #expect(bix.count == 2 && bix.first?.name == "Cereal, shredded wheat, plain" && bix.first.map(grams) == 38, "\(describe(bix))")
    }
}
