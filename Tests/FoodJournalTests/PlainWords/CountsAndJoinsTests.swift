import Testing
import TestSupport
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// Where a count said belongs, what a plate of pieces holds, a filling a product's name joins
/// to the dish with "&", and a bread said after the meat it holds.
@Suite("Plain words: counts on a base, plates of pieces, joined fillings")
struct CountsAndJoinsTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aCountSaidOfAToppingOnABreadIsOfTheTopping() throws {
        // It was two slices of toast and one egg.
        let eggs = try log("two poached eggs on toast")
        let egg = try #require(eggs.first { $0.name.hasPrefix("Egg") })
        let bread = try #require(eggs.first { $0.name.hasPrefix("Bread") })
        #expect(egg.amount.grams == 100 && bread.amount.grams == 58, "\(eggs.map { "\($0.name) \($0.amount)" })")
        // At most two slices under any number of eggs; without a count, one slice and one helping.
        let three = try log("3 eggs on toast")
        #expect(three.first { $0.name.hasPrefix("Egg") }?.amount.grams == 150)
        #expect(three.first { $0.name.hasPrefix("Bread") }?.amount.grams == 58)
        let beans = try log("beans on toast")
        #expect(beans.first { $0.name.hasPrefix("Bread") }?.amount.grams == 29)
        #expect(beans.first { $0.name == "Baked beans" }?.amount.grams == 200)
    }

    @Test func aPlateOfAFoodEatenByThePieceIsHalfAsMuchAgainAsAServing() throws {
        // Six wings of 35 g are a serving; a plate holds nine. It had no standard weight.
        let wings = try #require(try log("a plate of chicken wings").first)
        #expect(wings.name.lowercased().contains("wing") && wings.amount.grams == 315, "\(wings.amount)")
        #expect(try log("a plate of nuggets").first?.amount.grams == 144)
    }

    @Test func aFillingJoinedToTheDishByAndIsInIt() {
        let calzone = CatalogFood(id: "c", name: "CALZONE PEPPERONI & CHEESE", kind: .product, per100g: Nutrients(kcal: 301))
        #expect(PlainWordsResolver.plausible(calzone, said: ["pepperoni", "calzone"]))
        // Only a filling, and only after what was said: jelly joined to peanut butter is another food.
        let sandwich = CatalogFood(id: "p", name: "PEANUT BUTTER & JELLY", kind: .product, per100g: Nutrients(kcal: 380))
        #expect(!PlainWordsResolver.plausible(sandwich, said: ["peanut", "butter"]))
        let cheese = CatalogFood(id: "k", name: "CHEESE & PEPPERONI", kind: .product, per100g: Nutrients(kcal: 380))
        #expect(!PlainWordsResolver.plausible(cheese, said: ["calzone"]), "nothing said comes before the join")
    }

    @Test func aBreadSaidAfterItsMeatIsFilled() throws {
        // It was the plain biscuit's 60 g (223 kcal); SR28's sausage biscuit is 111 g.
        let biscuit = try #require(try log("a sausage biscuit").first)
        #expect(biscuit.name == "Fast foods, biscuit, with sausage")
        #expect(biscuit.amount.grams.map { (100...130).contains($0) } == true, "\(biscuit.amount)")
        #expect(TypicalServings.serving(for: ["ham", "croissant"]) == 117)
        #expect(TypicalServings.serving(for: ["biscuit"]) == 60, "a plain biscuit stays a biscuit")
        #expect(PlausibleEnergy.bounds(for: ["sausage", "biscuit"])?.perItem?.contains(450) == true)
    }

    @Test func aSoftBoiledEggIsABoiledEgg() throws {
        for phrase in ["a soft boiled egg", "a soft-boiled egg"] {
            let egg = try #require(try log(phrase).first)
            #expect(egg.name.lowercased().contains("boiled") && egg.amount.grams == 50, "\(phrase): \(egg.name) \(egg.amount)")
        }
    }
}
