import Testing
import TestSupport
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// Words said bare or in an unusual order: a meat alone, a unit after the food, an English plural
/// the index's singular rule keeps, a raw food named "unprepared", a dish read as another dish.
@Suite("Plain words: bare meats, trailing units, plurals, dishes read as others")
struct BareWordsTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aMeatSaidAloneIsAServingOfIt() throws {
        // "beef" was "Beef and broccoli", 350 g; "a steak" "Steak teriyaki"; "ham" "Ham stroganoff".
        for (phrase, grams) in [("beef", 85.0), ("a serving of pork", 85), ("ham", 85), ("2 turkey", 170), ("a steak", 200)] {
            let entries = try log(phrase)
            #expect(entries.count == 1 && entries.first?.amount.grams == grams, "\(phrase): \(entries.map { "\($0.name) \($0.amount)" })")
            let words = PlainWordsResolver.words(entries.first?.name ?? "")
            #expect(words.isDisjoint(with: ["broccoli", "teriyaki", "stroganoff", "jerky"]), "\(phrase): \(entries.first?.name ?? "")")
        }
        // Said with a dish word, the dish: "beef stew" is not a plain serving of beef.
        #expect(try log("beef stew").first?.amount.grams != 85)
    }

    @Test func aUnitSaidAfterTheFoodIsTheUnit() throws {
        let item = try #require(try PlainWordsParser.parse("a pepperoni pizza slice").first)
        #expect(item.unit == .slice && item.food == "pepperoni pizza" && item.quantity == 1)
        let pieces = try #require(try PlainWordsParser.parse("3 chicken pieces").first)
        #expect(pieces.unit == .piece && pieces.food == "chicken" && pieces.quantity == 3)
        #expect(try PlainWordsParser.parse("pizza slice").first?.unit == .slice, "without an article too")
        #expect(try log("a pepperoni pizza slice").first?.name.lowercased().contains("pizza") == true)
    }

    @Test func englishPluralsInIsAreSingular() throws {
        #expect(PlainWordsParser.singular("kiwis") == "kiwi" && PlainWordsParser.singular("salamis") == "salami")
        #expect(PlainWordsParser.singular("radis") == "radis", "French words in -is stay as the index reads them")
        let kiwis = try #require(try log("two kiwis").first)
        #expect(kiwis.name.lowercased().hasPrefix("kiwi"))
    }

    @Test func aFoodNamedUnpreparedIsRawAndACookedOneComesFirst() throws {
        // It was "Pork sausage, link/patty, unprepared", 150 g; SR28's cooked patty is 27 g.
        let patties = try #require(try log("two sausage patties").first)
        #expect(!patties.name.contains("unprepared") && patties.amount.grams == 54, "\(patties.name) \(patties.amount)")
    }

    @Test func aDishReadAsAnotherIsJudgedAsThatOne() throws {
        // A Spanish tortilla is an omelet; judged by "tortilla", a flatbread's energy, it was a flour tortilla.
        let tortilla = try #require(try log("a slice of spanish tortilla").first)
        #expect(tortilla.name.lowercased().contains("omelet") && tortilla.amount.grams == 150)
        // A cheese stick is string cheese, not a restaurant's 228 g of fried mozzarella sticks.
        let stick = try #require(try log("a cheese stick").first)
        #expect(stick.amount.grams.map { $0 < 60 } == true, "\(stick.name) \(stick.amount)")
        #expect(try log("a cup of pretzels").first?.amount.grams == 42)
        #expect(try log("a bowl of miso ramen").first?.name.lowercased().contains("ramen") == true)
    }
}
