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
        // A place or "a few" with no food is no food ("from" alone was "Potato, scalloped, from fresh").
        for fragment in ["from", "a few from", "at"] {
            #expect(throws: PlainWordsParser.Failure.self, "\(fragment)") { try PlainWordsParser.parse(fragment) }
        }
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

    @Test func aMilkSaidBeforeACoffeeShopDrinkIsItsOwn() throws {
        // "an almond milk latte" was refused; a latte is made of its milk, not given more of it.
        // Since stop 38 one made with a milk as thin as almond drink is the nonfat one.
        let latte = try log("an almond milk latte")
        #expect(latte.count == 1 && latte.first?.name == "Coffee, Latte, nonfat", "\(latte.map(\.name))")
        let coffee = try log("an oat milk coffee")
        #expect(coffee.count == 2 && coffee.last?.name.lowercased().contains("oat") == true, "milk is added to coffee")
        #expect(try log("250ml of semi skimmed milk").first?.name.lowercased().contains("reduced fat") == true)
    }

    @Test func aSaladAloneIsGreensAndItsDressingIsNamed() throws {
        // "salad" was "Cabbage salad, NFS" (coleslaw); "with ranch" ranch-style beans, 253 g.
        let salad = try log("a bowl of salad with ranch")
        #expect(salad.first?.name.lowercased().contains("salad greens") == true, "\(salad.map(\.name))")
        #expect(salad.last?.name.lowercased().contains("ranch dressing") == true && salad.last?.amount.grams == 30)
        #expect(try log("a cup of watermelon chunks").first?.name == "Watermelon, raw")
    }

    @Test func aDishNamedWithACookingWordIsTheDish() throws {
        // "a grilled cheese" was 28 g of cheese; an omelette said with a vegetable is an egg omelet.
        let sandwich = try #require(try log("a grilled cheese").first)
        #expect(sandwich.name.hasPrefix("Grilled cheese sandwich") && sandwich.amount.grams == 130)
        #expect(try log("a veggie omelette").first?.name.lowercased().contains("omelet") == true)
        #expect(try log("a cup of iced tea").first?.name.hasPrefix("Tea, iced") == true, "it was bubble tea")
    }

    @Test func aBreadSaidWithItsFillingIsNeverThePlainBread() throws {
        // "a chicken pita" was a 60 g pita, "a tuna bagel" a plain bagel: now refused, with candidates.
        for phrase in ["a chicken pita", "a tuna bagel"] {
            let logged = try? log(phrase)
            #expect(logged.map { $0.allSatisfy { !$0.name.hasPrefix("Bread, pita") && $0.name != "Bagel" } } ?? true, "\(phrase)")
        }
        #expect(try log("a lamb shawarma").first?.name == "Gyro sandwich", "a filling still drops for a dish that is no bread")
    }
}

