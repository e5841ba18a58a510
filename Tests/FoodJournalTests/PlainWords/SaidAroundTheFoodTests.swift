import Testing
import TestSupport
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What is said around a food that is not another food: where it was bought, "a few", how it is
/// served ("with pulp"), a pizza's size, a wedge of lime, and words the tables name as said.
@Suite("Plain words: what is said around the food")
struct SaidAroundTheFoodTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func whereItCameFromIsNotTheFood() throws {
        let item = try #require(try PlainWordsParser.parse("a chicken sandwich from chick fil a").first)
        #expect(item.food == "chicken sandwich")
        #expect(try PlainWordsParser.parse("a latte at work").first?.food == "latte")
        #expect(try PlainWordsParser.parse("a few crackers").first?.quantity == 3)
    }

    @Test func howAFoodIsServedIsNotASecondFood() throws {
        // "with pulp" was naranjilla pulp, 120 g, beside the juice.
        let juice = try log("a glass of orange juice with pulp")
        #expect(juice.count == 1 && juice.first?.name.lowercased().contains("orange juice") == true, "\(juice.map(\.name))")
        #expect(juice.first.map { !$0.name.lowercased().contains("no pulp") } == true)
        #expect(try log("a coke with ice").count == 1)
    }

    @Test func aPizzaOrderedBySizeIsWhole() throws {
        #expect(try log("a medium pepperoni pizza").first?.amount.grams == 650)
        #expect(try log("2 large pizzas").first?.amount.grams == 1700)
        #expect(try log("a slice of large pizza").first?.amount.grams.map { $0 < 150 } == true, "a slice stays a slice")
    }

    @Test func aWedgeOfCitrusIsAWedge() throws {
        let lime = try #require(try log("a shot of tequila with lime").last)
        #expect(lime.name.lowercased().hasPrefix("lime") && lime.amount.grams == 10, "a whole lime was 67 g")
    }

    @Test func foodsSaidAloneOrAsTheTablesNameThem() throws {
        // "vegetables" was "Vegetable curry", 350 g; "cooked oats" "Oat bran, cooked"; an egg sandwich an egg white one.
        let vegetables = try #require(try log("vegetables").first)
        #expect(vegetables.name.lowercased().contains("mixed") && vegetables.amount.grams == 90, "\(vegetables.name)")
        #expect(try log("a cup of cooked oats").first?.name == "Oatmeal, NFS")
        #expect(try log("an egg sandwich").first.map { !$0.name.lowercased().contains("white") } == true)
        #expect(try log("a meat pie").first?.name == "Pot pie, beef")
        #expect(try log("a bowl of chicken congee").first?.name == "Congee")
    }
}
