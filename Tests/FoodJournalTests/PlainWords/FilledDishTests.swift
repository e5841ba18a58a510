import Testing
import TestSupport
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// Dishes said by what fills them: two fillings joined by "and" before the dish, a bread said
/// after its filling, a sushi roll or a bun said by its filling.
@Suite("Plain words: dishes said by their fillings")
struct FilledDishTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func twoFillingsBeforeADishAreOneDish() throws {
        // It was ground chicken and a BLT.
        let sandwich = try log("a chicken and bacon sandwich")
        #expect(sandwich.map(\.name) == ["Chicken fillet sandwich, NFS"], "\(sandwich.map(\.name))")
        // It was cheddar beside a tomato sandwich.
        #expect(try log("a cheese and tomato sandwich").map(\.name) == ["Cheese sandwich, NFS"])
        // It was a slice of bacon and a Chinese egg roll with shrimp.
        let roll = try log("a bacon and egg roll")
        #expect(roll.count == 1 && roll[0].name.lowercased().contains("sandwich"), "\(roll.map(\.name))")
        // A croissant keeps its own weight as a filled bread; it was ham beside a cheese croissant.
        let croissant = try log("a ham and cheese croissant")
        #expect(croissant.count == 1 && croissant[0].name.lowercased().contains("croissant"), "\(croissant.map(\.name))")
        // The dish the index names with both fillings stays that dish.
        #expect(try log("a ham and cheese sandwich").map(\.name) == ["Ham sandwich on wheat, with cheese"])
        // Foods said apart stay apart.
        #expect(try log("eggs and bacon").count == 2)
    }

    @Test(arguments: [
        ("a falafel pita", "Falafel sandwich"), ("a falafel pitta", "Falafel sandwich"), ("a falafel roll", "Falafel sandwich"),
        ("a tuna bagel", "Tuna salad sandwich"), ("a chicken pita", "Chicken fillet sandwich"), ("a pulled pork bun", "Pork sandwich"),
    ])
    func aBreadSaidAfterItsFillingIsASandwichOfIt(_ phrase: String, _ name: String) throws {
        // Each was refused.
        let entries = try log(phrase)
        #expect(entries.count == 1 && entries[0].name.hasPrefix(name), "\(phrase): \(entries.map(\.name))")
    }

    @Test func breadsThatAreFoodsOfTheirOwnStayThem() throws {
        #expect(try log("a sausage roll").first?.name == "Pig in a blanket")
        #expect(try log("an egg roll").first?.name.hasPrefix("Egg roll") == true)
        // A pork bun said alone is a dim sum bao (it was refused).
        #expect(try log("a pork bun").first?.name == "Bao bun")
    }

    @Test(arguments: [
        ("a salmon roll", "Sushi roll, salmon"), ("an avocado roll", "Sushi roll, avocado"), ("a tuna roll", "Sushi roll tuna"),
        ("a cucumber roll", "Sushi roll, vegetable"), ("8 pieces of salmon roll", "Sushi roll, salmon"),
    ])
    func aSushiRollSaidByItsFillingIsTheSurveysRoll(_ phrase: String, _ name: String) throws {
        // "a tuna roll" was a 402 kcal spicy tuna roll product; salmon and avocado rolls were
        // refused or a salmon avocado product. One roll, of eight pieces.
        let entries = try log(phrase)
        #expect(entries.map(\.name) == [name], "\(phrase): \(entries.map(\.name))")
        #expect(entries.first?.amount.grams.map { (150...250).contains($0) } == true, "\(entries.map(\.amount))")
    }

    @Test func aToppingOnAnEnglishMuffinIsOnTheMuffin() throws {
        // It was refused: "on an english muffin" was no base.
        let entries = try log("a poached egg on an english muffin")
        // Since stop 38 the egg is listed first, as said.
        #expect(entries.map(\.name) == ["Egg, whole, cooked, poached", "Muffin, English"], "\(entries.map(\.name))")
    }

    @Test func aStirFryIsStirFriedAndKeepsItsTofu() throws {
        // A vegetable stir fry was the survey's beef one: "Asian stir fry vegetables" spells it "fry".
        #expect(try log("a bowl of vegetable stir fry").first?.name == "Asian stir fry vegetables, cooked, fat added")
        // A tofu stir fry is never the vegetables alone: it was refused with candidates, and since
        // stop 36 it is composed of its tofu, vegetables, oil and sauce (`ComposedDishes`).
        try expectOne("tofu stir fry", named: "Tofu stir fry")
    }

    @Test func aDishANameListsAFillingOfIsNoOtherDish() {
        // "roast chicken and vegetables" was "Quesadilla, chicken, with vegetables".
        let said: Set<String> = ["roast", "chicken", "and", "vegetable"]
        for name in ["Quesadilla, chicken, with vegetables", "Empanada, chicken, with vegetables"] {
            let food = CatalogFood(id: "q", name: name, kind: .generic, per100g: Nutrients(kcal: 270))
            #expect(!PlainWordsResolver.plausible(food, said: said), "\(name)")
        }
        // A condensed soup is diluted before it is eaten: it is not the bowl of soup said.
        let condensed = CatalogFood(id: "s", name: "Soup, pea, split with ham, canned, condensed", kind: .generic,
                                    per100g: Nutrients(kcal: 141))
        #expect(!PlainWordsResolver.plausible(condensed, said: ["split", "pea", "soup", "with", "ham"]))
    }

    @Test func twoFillingsBeforeASoupOrAStirFryAreOneDish() throws {
        // Each was split into a serving of meat and the rest of the dish.
        #expect(try log("a bowl of chicken and rice soup").count == 1)
        #expect(try log("a chicken and vegetable stir fry").count == 1)
    }

    @Test func aPlateOfAMainWithASideHoldsBoth() throws {
        // The main was a plate of its own (450 g of gyro) beside a cup of rice.
        let shawarma = try log("a plate of chicken shawarma with rice")
        #expect(shawarma.first?.amount.grams == ComposedDishes.dish(named: "chicken shawarma")?.servingGrams,
                "\(shawarma.map { "\($0.name) \($0.amount)" })")
        // A plate of a food eaten by the piece is still a plate of the pieces.
        #expect(try log("a plate of pancakes with bacon").first?.amount.grams == 225)
        // Fish and chips are a chip shop's: battered fish and 250 g of chips (it was plain fish and a side of fries).
        let chippy = try log("a plate of fish and chips")
        #expect(chippy.map(\.name) == ["Fish, NS as to type, fried", "Potato, french fries, NFS"]
                && chippy.last?.amount.grams == 250, "\(chippy.map { "\($0.name) \($0.amount)" })")
    }

    @Test func aFillingSaidBeforeAJacketPotatoIsInIt() throws {
        // It was the potato alone: the tuna was dropped.
        let potato = try log("a tuna mayo jacket potato")
        #expect(potato.count == 2 && potato[0].name.hasPrefix("Potato, baked") && potato[1].name.lowercased().contains("tuna"),
                "\(potato.map(\.name))")
    }

    @Test func anyTwoFoodsBeforeASoupAreOneSoup() throws {
        // It was 180 g of raw tomatoes beside a bowl of lentil soup.
        #expect(try log("a bowl of tomato and lentil soup").count == 1)
    }

    @Test func aDishOrderedBySizeIsScaledAsAContainerIs() throws {
        // A size said of a dish was dropped: a large doner kebab weighed a usual doner's 350 g.
        #expect(try log("a large doner kebab").first?.amount.grams == 525)
        #expect(try log("a small burrito").first?.amount.grams == 210)
        // Foods sold or grown by size keep their own: an egg, fries, a pizza, a name with the word.
        #expect(try log("a large egg").first?.amount.grams == 50)
        #expect(try log("a big mac").first?.amount.grams == 200)
    }

    @Test func aNaanSaidByItsFillingIsANaan() throws {
        // Both were refused.
        #expect(try log("a keema naan").first?.name == "Bread, naan")
        #expect(try log("a peshwari naan").first?.name == "Bread, naan")
    }

    @Test func theFillingsSaidAfterABreakfastSandwichAreIn() throws {
        // It was an egg sandwich and a slice of cheddar beside it; a bagel, an egg and cheese.
        #expect(try log("a breakfast sandwich with egg and cheese").map(\.name) == ["Egg sandwich on English muffin"])
        #expect(try log("a bagel with egg and cheese").map(\.name) == ["Egg sandwich on bagel"])
        // Spreads are no fillings: a bagel, cream cheese and jam.
        #expect(try log("a bagel with cream cheese and jam").count == 3)
    }

    @Test func aPlateSaidAfterTheFoodIsThePlate() throws {
        // It was refused: "falafel plate" was searched as a food.
        #expect(try log("a falafel plate with hummus").first?.name == "Falafel")
    }
}
