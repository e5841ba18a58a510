import Testing
import TestSupport
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// A drink word in a food's name does not make it a drink when its head is eaten: coffee cake,
/// milk chocolate and water crackers are weighed and judged as foods, not poured.
@Suite("Plain words: a drink is said by its head")
struct DrinkHeadTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aFoodWithADrinkWordIsADrinkOnlyWhenItsHeadIsNotEaten() {
        for food in ["coffee cake", "milk chocolate", "rum cake", "beer bread", "vodka sauce", "crackers, water",
                     "candies, milk chocolate", "cake, coffee, with icing"] {
            #expect(!PlainWordsResolver.isDrink(food), "\(food)")
        }
        for food in ["coffee", "iced coffee", "chocolate milk", "milk, whole", "rum and coke", "beverages, coffee, brewed",
                     "coffee with milk", "green tea"] {
            #expect(PlainWordsResolver.isDrink(food), "\(food)")
        }
        #expect(!PlainWordsResolver.isDrink("chocolate cake"), "no drink word at all")
    }

    @Test func aCakeOrAChocolateNamedWithADrinkIsLogged() throws {
        // Judged as a drink, any food over 200 kcal per 100 g was refused as a powder or a syrup.
        let cake = try #require(try log("a slice of coffee cake").first)
        #expect(cake.name.lowercased().contains("coffee cake"))
        #expect(try log("a piece of milk chocolate").first?.name.lowercased().contains("milk chocolate") == true)
        // A drink is still a drink: a cup of coffee is poured, not weighed as a cake.
        #expect(try log("a cup of coffee").first?.amount.grams.map { $0 > 200 } == true)
    }
}
