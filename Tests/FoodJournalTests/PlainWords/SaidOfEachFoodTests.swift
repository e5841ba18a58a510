import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// Words count for the food they were said of, and a name's words count for what they say: a
/// food said after "with" is not described by the words of the one before it, a name's "NS as to
/// major flour" leaves the flour unsaid rather than naming another bread, and a word said after
/// the food (a pulled pork plate, egg whites scrambled, a roast beef dinner) is read as it would be
/// before it.
@Suite("Plain words: what is said of each food")
struct SaidOfEachFoodTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func wordsSaidOfOneFoodAreNotSaidOfTheOther() throws {
        // The ice cream with a slice of cake was an ice cream cake, 120 g (340 kcal).
        let cake = try log("a slice of chocolate cake with ice cream")
        #expect(cake.count == 2 && cake[1].name.hasPrefix("Ice cream") && !cake[1].name.lowercased().contains("cake"),
                "\(describe(cake))")
        // The tofu with stir-fried vegetables was fried tofu.
        let tofu = try log("stir fried vegetables with tofu")
        #expect(tofu.count == 2 && tofu[1].name.hasPrefix("Tofu") && !tofu[1].name.lowercased().contains("fried"),
                "\(describe(tofu))")
        // The second food is still said in the plural: two waffles, not one.
        let waffles = try log("chicken and waffles")
        #expect(waffles.count == 2 && waffles[1].name.hasPrefix("Waffle") && waffles[1].amount.grams == 150, "\(describe(waffles))")
    }

    @Test func wordsANameLeavesUnspecifiedAreNoOtherFood() throws {
        // Toasted bread was Cuban bread, and a bread roll a bran roll: "NS as to major flour"
        // held two words no one said.
        try expectOne("toasted bread", named: "Bread, NS as to major flour")
        try expectOne("a bread roll", named: "Roll, NS as to major flour")
        #expect(PlainWordsResolver.unspecifiedWords("Bread, NS as to major flour, toasted") == ["major", "flour"])
        #expect(PlainWordsResolver.unspecifiedWords("Bread, Cuban, toasted").isEmpty)
    }

    @Test func wordsSaidAfterTheFoodAreReadAsBeforeIt() throws {
        // A dinner of a food is a plate of it: "a roast beef dinner" was refused (no count of it).
        #expect(try expectOne("a roast beef dinner", named: "Beef, roast")?.amount.grams == 225)
        // A frozen one is a ready meal, not a plate.
        #expect(try PlainWordsParser.parse("a frozen turkey dinner").first?.unit == .count)
        #expect(try PlainWordsParser.parse("a steak dinner").first.map { ($0.unit, $0.food) } ?? (.count, "") == (.plate, "steak"))
        // How it was cooked, said after it, is said of it: "eggs scrambled" were one egg (50 g).
        #expect(try PlainWordsParser.parse("eggs scrambled").first?.food == "scrambled egg")
        let eggs = try #require(try expectOne("eggs scrambled", named: "Egg, whole, cooked, scrambled")?.amount.grams)
        #expect(eggs > 100)
        // Not a roast that is the dish itself.
        #expect(try PlainWordsParser.parse("a pot roast").first?.food == "pot roast")
    }

    @Test func aPlateOfADishIsWeighedByWhatItIsNotWhatItComesIn() throws {
        // "Pulled pork in barbecue sauce" is pulled pork: a plate of it was refused for the sauce
        // its name says it comes in.
        for phrase in ["a plate of pulled pork", "a pulled pork plate"] {
            #expect(try expectOne(phrase, named: "Pulled pork in barbecue sauce")?.amount.grams == 300)
        }
    }

    @Test func aCupOfPiecesHoldsAirBetweenThem() throws {
        // A cup of frozen berries was a cup of water's weight, 237 g; berries fill one with 142 g.
        let berries = try #require(try expectOne("a cup of frozen berries", named: "Berries, frozen")?.amount.grams)
        let fries = try #require(try expectOne("a cup of sweet potato fries", named: "Sweet potato fries")?.amount.grams)
        #expect(abs(berries - 142) < 1 && abs(fries - 142) < 1, "\(berries) g, \(fries) g")
        // What is said in the plural but packs a cup as a mash does keeps a cup of water's weight.
        let beans = try #require(try expectOne("a cup of refried beans", named: "Refried beans")?.amount.grams)
        let grits = try #require(try expectOne("a cup of grits", named: "Grits")?.amount.grams)
        #expect(abs(beans - 237) < 1 && abs(grits - 237) < 1, "\(beans) g, \(grits) g")
    }
}
