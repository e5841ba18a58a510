import Testing
import TestSupport
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// A dish no table weighs, or one whose usual serving is known only by its last word, weighed as
/// its products are sold: the median label serving of the products named first with every word said.
@Suite("Plain words: a dish weighed as its products are sold")
struct ProductServingTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aDishNoTableWeighsIsOneAsItsProductsAreSold() throws {
        // The survey's creme brulee has no portion; the pots and desserts sold weigh 93-170 g.
        let creme = try #require(try log("a creme brulee").first)
        #expect(creme.name == "Creme brulee")
        #expect(creme.amount.grams == 150, "\(creme.amount)")
        #expect(try log("2 creme brulees").first?.amount.grams == 300)
    }

    @Test func aServingKnownOnlyByTheLastWordGivesWayWhenItsEnergyCannotBeOneOfIt() throws {
        // "sandwich" is 200 g, 473 kcal of an ice cream sandwich; one sold weighs 52-150 g.
        let sandwich = try #require(try log("an ice cream sandwich").first)
        #expect(sandwich.name.hasPrefix("Ice cream sandwich"))
        let grams = try #require(sandwich.amount.grams)
        #expect((50...110).contains(grams), "\(grams) g")
        // Pieces keep their own weight: a label serving of nuggets is several of them.
        let nuggets = try #require(try log("6 chicken nuggets").first?.amount.grams)
        #expect(nuggets == 96, "\(nuggets) g")
    }

    @Test func theMedianIsOfProductsNamedFirstWithEveryWordSaid() throws {
        // "ALMONDS, CREME BRULEE" (28 g) and "LINDT, CREME BRULEE MILK CHOCOLATE" (40 g) are other foods.
        let item = ParsedItem(quantity: 1, unit: .count, food: "creme brulee", text: "a creme brulee")
        #expect(try PlainWordsResolver.productsServing(item, catalog: catalog) == 150)
        // Too few products say a serving: no weight is made up.
        let rare = ParsedItem(quantity: 1, unit: .count, food: "quokka brulee", text: "a quokka brulee")
        #expect(try PlainWordsResolver.productsServing(rare, catalog: catalog) == nil)
        // Only counts: a bowl or grams are weighed otherwise.
        var bowl = item
        bowl.unit = .bowl
        #expect(try PlainWordsResolver.productsServing(bowl, catalog: catalog) == nil)
    }

    @Test func aProductSoldByTheTeaspoonUnderAMeatsNameIsNotTheDish() throws {
        // "a portion of tandoori chicken" was "ORGANIC TANDOORI CHICKEN", a spice blend: 4 g, 10 kcal.
        let logged = try? log("a portion of tandoori chicken")
        #expect(logged.map { $0.allSatisfy { ($0.amount.grams ?? 0) >= 10 } } ?? true, "\(logged?.map { "\($0.name) \($0.amount)" } ?? [])")
        let spice = CatalogFood(id: "s", name: "ORGANIC TANDOORI CHICKEN", kind: .product, per100g: Nutrients(kcal: 270), servingGrams: 3.7)
        let catalog = TableCatalog(foods: [spice])
        let item = ParsedItem(quantity: 1, unit: .serving, food: "tandoori chicken", text: "a portion of tandoori chicken")
        #expect(try PlainWordsResolver.resolve([item], catalog: catalog).resolved.isEmpty, "refused, with the spice as a candidate")
    }
}

