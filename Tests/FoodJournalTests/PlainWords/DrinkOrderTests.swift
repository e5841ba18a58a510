import Testing
import TestSupport
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// Drinks as they are ordered: a wine by its grape, a spirit on the rocks, the milk a coffee is
/// made with, a splash of milk, soda alone.
@Suite("Plain words: drinks as they are ordered")
struct DrinkOrderTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test(arguments: [
        ("a glass of merlot", "Wine, red"), ("a glass of cabernet sauvignon", "Wine, red"), ("a glass of pinot noir", "Wine, red"),
        ("a glass of chardonnay", "Wine, white"), ("a glass of sauvignon blanc", "Wine, white"), ("a glass of pinot grigio", "Wine, white"),
    ])
    func aWineSaidByItsGrapeIsTheTableWine(_ phrase: String, _ name: String) throws {
        // Merlot was refused; chardonnay was a strawberry chardonnay sorbet.
        let entries = try log(phrase)
        #expect(entries.map(\.name) == [name] && entries[0].amount.grams == 150, "\(entries.map { "\($0.name) \($0.amount)" })")
    }

    @Test func howASpiritIsPouredIsNoFood() throws {
        for phrase in ["a whiskey on the rocks", "whiskey on ice", "a scotch neat", "a bourbon straight up"] {
            let entries = try log(phrase)
            #expect(entries.map(\.name) == ["Whiskey"], "\(phrase): \(entries.map(\.name))")
        }
    }

    @Test func aSplashOrADashIsSpoonsOfWhatIsPoured() throws {
        // "a splash of milk" was refused.
        let splash = try log("a cup of coffee with a splash of milk")
        #expect(splash.last?.name.hasPrefix("Milk") == true && splash.last?.amount.grams.map { abs($0 - 30) < 1 } == true,
                "\(splash.map { "\($0.name) \($0.amount)" })")
        let dash = try log("tea with a dash of milk")
        #expect(dash.last?.amount.grams.map { abs($0 - 15) < 1 } == true)
        #expect(try PlainWordsParser.parse("a splash of milk") == [
            ParsedItem(quantity: 2, unit: .tablespoon, food: "milk", text: "a splash of milk"),
        ])
    }

    @Test func theMilkACoffeeIsMadeWithIsNoSecondFood() throws {
        // Each was the drink and a cup of milk or a splash of plant milk beside it.
        #expect(try log("a cappuccino with skim milk").map(\.name) == ["Coffee, Cappuccino, nonfat"])
        #expect(try log("a latte with skim milk").map(\.name) == ["Coffee, Latte, nonfat"])
        #expect(try log("a cappuccino with oat milk").map(\.name) == ["Coffee, Cappuccino"])
        // Since stop 38 one made with a milk as thin as almond drink is the nonfat one.
        #expect(try log("a flat white with almond milk").map(\.name) == ["Coffee, Latte, nonfat"])
        // A skim or skinny one, said before the drink, is nonfat (both were refused).
        #expect(try log("a skinny latte").map(\.name) == ["Coffee, Latte, nonfat"])
        #expect(try log("a skim milk cappuccino").map(\.name) == ["Coffee, Cappuccino, nonfat"])
        // Milk added to black coffee is still milk.
        #expect(try log("coffee with milk").count == 2)
    }

    @Test func aSoftDrinkSaidByItsBrandIsASoftDrink() throws {
        // It was refused.
        #expect(try log("a can of irn bru").map(\.name) == ["Soft drink, NFS"])
    }

    @Test func sodaAloneIsASoftDrink() throws {
        // Both were refused: no food is named "soda" alone.
        #expect(try log("a glass of soda").map(\.name) == ["Soft drink, NFS"])
        #expect(try log("a can of diet soda").map(\.name) == ["Soft drink, NFS, diet"])
        #expect(try log("a glass of white wine and soda").map(\.name) == ["Wine spritzer"])
        // Soda water and club soda are not soft drinks.
        #expect(try log("a glass of soda water").first?.name.contains("Soft drink") == false)
    }

    @Test func aMochaLatteIsACafeMocha() throws {
        // It was a 411 g iced mocha latte product at 168 kcal.
        #expect(try log("a mocha latte").map(\.name) == ["Coffee, Cafe Mocha"])
    }

    @Test func cafeWordsOfOtherCountriesAreTheirDrinks() throws {
        // Both were refused.
        #expect(try log("a long black").map(\.name) == ["Coffee, brewed"])
        let cortado = try log("a cortado")
        #expect(cortado.map(\.name) == ["Coffee, Latte"] && cortado.first?.amount.grams == 120, "\(cortado.map(\.amount))")
        // It was a coconut water iced coffee product.
        #expect(try log("a glass of iced water").map(\.name) == ["Water, NFS"])
    }

    @Test func aSpiritWithAFruitJuiceTheSurveysDoNotMixIsBoth() throws {
        // "a vodka cranberry" was refused; "a gin and cranberry" was gin and 15 g of raw cranberries.
        // Since stop 38 the juice is a mixer's 150 ml, not a glass of it.
        for phrase in ["a vodka cranberry", "a gin and cranberry", "a vodka orange juice"] {
            let entries = try log(phrase)
            #expect(entries.count == 2 && entries[1].name.lowercased().contains("juice")
                    && entries[1].amount.grams.map { $0 >= 150 } == true,
                    "\(phrase): \(entries.map { "\($0.name) \($0.amount)" })")
        }
        // A mixed drink the surveys name stays one.
        #expect(try log("a rum and coke").map(\.name) == ["Rum and cola"])
    }

    @Test func aShotSaidAfterTheSpiritIsTheMeasure() throws {
        // It was refused: no food is named "tequila shot".
        let shots = try log("two tequila shots")
        #expect(shots.map(\.name) == ["Tequila"] && shots.first?.amount.grams.map { abs($0 - 88.7) < 0.5 } == true)
    }

    @Test func aMartiniIsAPourOfIt() throws {
        // "a martini" was a pomegranate martini mixer, a cup of it; an espresso martini was refused.
        let martini = try log("a martini")
        #expect(martini.map(\.name) == ["Martini"] && martini.first?.amount.grams == 90, "\(martini.map(\.amount))")
        #expect(try log("an espresso martini").map(\.name) == ["Martini"])
    }

    @Test func aSmoothieWithFruitIsMadeOfIt() throws {
        // It was a smoothie, a banana and a handful of spinach.
        #expect(try log("a smoothie with banana and spinach").map(\.name) == ["Fruit smoothie, NFS"])
        // A shake made up with milk has the milk besides.
        #expect(try log("a protein shake with milk").count == 2)
    }

    @Test func kefirIsADrink() throws {
        // A glass of it was refused.
        #expect(try log("a glass of kefir").first?.amount.grams.map { abs($0 - 236.6) < 0.1 } == true)
    }
}
