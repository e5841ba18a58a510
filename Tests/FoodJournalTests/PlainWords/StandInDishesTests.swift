import Testing
import TestSupport
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// Dishes of many cuisines the surveys do not name, logged as the generic dish made the same way
/// (issue 15: "a dish not named word for word maps to the closest generic dish"); each was refused.
@Suite("Plain words: stand-in dishes")
struct StandInDishesTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test(arguments: [
        ("a plate of nasi goreng", "Rice, fried"), ("a plate of pad see ew", "Lo mein"), ("a bowl of bun bo hue", "Soup, pho"),
        ("a plate of chicken katsu", "Chicken fillet, breaded"), ("a tonkatsu", "Pork, chop, coated"),
        ("a steak and kidney pie", "Pot pie, beef"), ("a macaron", "Cookie, meringue"), ("a vegetable korma", "Vegetable curry"),
        ("a glass of white wine spritzer", "Wine spritzer"), ("a gin martini", "Martini"),
        ("a bowl of pad thai with shrimp", "Pad Thai with seafood"),
    ])
    func aDishTheSurveysLackIsTheOneMadeTheSameWay(_ phrase: String, _ name: String) throws {
        let entries = try log(phrase)
        #expect(entries.count == 1 && entries.first?.name.hasPrefix(name) == true, "\(phrase): \(entries.map(\.name))")
    }
}
