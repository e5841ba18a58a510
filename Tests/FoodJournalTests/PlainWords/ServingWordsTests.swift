import Testing
import TestSupport
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What "a serving" and "an order" of a food weigh, and kinds of food named with a plural word.
@Suite("Plain words: servings, orders and plural kinds")
struct ServingWordsTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aServingOfAFoodOfSmallPiecesIsHalfACup() throws {
        // One floret (31 g) or one sprout (19 g) was the serving; a serving of vegetables is half a cup.
        #expect(try log("a serving of broccoli").first?.amount.grams == 45.5)
        #expect(try log("a serving of roasted brussels sprouts").first?.amount.grams == 78)
        // A food eaten by the piece is the pieces a serving holds: two eggs (one until stop 30
        // counted eggs two to a serving); nuts are an ounce, not half a cup.
        #expect(try log("a serving of eggs").first?.amount.grams == 100)
        let almonds = try #require(try log("a serving of almonds").first?.amount.grams)
        #expect(almonds <= 30, "\(almonds) g")
        let piece = [FoodPortion(unit: .cup, size: nil, grams: 156), FoodPortion(unit: .piece, size: nil, grams: 19)]
        #expect(PlainWordsResolver.portionGrams(piece, unit: .serving, size: nil) == 78)
        let whole = [FoodPortion(unit: .cup, size: nil, grams: 125), FoodPortion(unit: .piece, size: nil, grams: 182)]
        #expect(PlainWordsResolver.portionGrams(whole, unit: .serving, size: nil) == 182)
        #expect(PlainWordsResolver.portionGrams([FoodPortion(unit: .cup, size: nil, grams: 210)], unit: .serving, size: nil) == nil,
                "a dish with only a cup has no serving here; the dish tables weigh it")
    }

    @Test func aKindNamedWithAPluralWordFitsItsFoods() {
        // "brussels sprout" is read "brussel sprout", as names are: a cup was 237 g of water's weight.
        let portions = UsualPortions().portions(ofFoodNamed: "Brussels sprouts, fresh, cooked, fat added")
        #expect(portions.contains { $0.unit == .cup && $0.grams == 156 })
    }

    @Test func aServingOfAFoodEatenByThePieceSaidInThePluralIsThePieces() throws {
        // "an order of mozzarella sticks" was one 32 g stick (101 kcal) once "order" was a serving.
        let sticks = try #require(try log("an order of mozzarella sticks").first)
        #expect(sticks.amount.grams == 180, "\(sticks.name) \(sticks.amount)")
        #expect(try log("a serving of mozzarella stick").first?.amount.grams != 180, "said in the singular, one")
    }

    @Test func dessertsAndSandwichesOfTheirUsualSize() throws {
        // A bowl of banana pudding was 355 g (568 kcal), a sloppy joe a food-service 95 g, a
        // scoop of gelato had no weight.
        #expect(try log("a bowl of banana pudding").first?.amount.grams == 150)
        #expect(try log("a sloppy joe").first?.amount.grams == 220)
        #expect(try log("a scoop of gelato").first?.amount.grams == 66)
    }

    @Test func anOrderIsAServing() throws {
        #expect(FoodUnit.words["order"] == .serving && FoodUnit.words["orders"] == .serving)
        let fries = try #require(try log("a large order of fries").first)
        #expect(fries.name == "Potato, french fries, fast food" && fries.amount.grams == 154)
    }

    @Test func sourdoughToastIsFrenchBreadByTheBakerysSlice() throws {
        let toast = try #require(try log("a slice of sourdough toast").first)
        #expect(toast.name == "Bread, french or vienna (includes sourdough)" && toast.amount.grams == 50)
    }

    @Test func aBowlOfADishWithASmallServingIsThatServing() throws {
        // A bowl of a dish was its usual serving only from 200 g; a crumble (150 g) was refused as
        // a product without a bowl, a pasta salad was 355 g (710 kcal).
        #expect(try log("a bowl of tuna pasta salad").first?.amount.grams == 150)
        #expect(try log("a bowl of apple crumble").first?.amount.grams == 150)
        #expect(try log("a bowl of ramen").first?.amount.grams == 450, "a larger dish keeps its own")
    }

    @Test func aPlateOfAMeatSaidAloneIsAMealsPortionOfIt() throws {
        // It was half as much again as a serving, 127.5 g, until stop 30 made a plate of any
        // food that is all meat (a pot roast, a brisket, chicken) 8 oz.
        #expect(try log("a plate of chicken").first?.amount.grams == 225)
        // "a plate of chicken and broccoli" was refused: a plate of chicken had no weight. The
        // plate holds both, so the chicken is one serving beside the broccoli (stop 29).
        let plate = try log("a plate of chicken and broccoli")
        #expect(plate.count == 2 && plate.first?.amount.grams == 85, "\(plate.map { "\($0.name) \($0.amount)" })")
    }
}

