import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What tuning-25 found on its first run (stop 41): pieces of fried and battered dishes, a box of
/// a counted number, pie à la mode, sugar dusted on, and dishes said the way cafés, bars and
/// takeaways across several cuisines name them.
@Suite("Plain words: read from tuning-25")
struct ReadFromTuning25Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func piecesOfBatteredAndFriedDishesWeighOnePiece() throws {
        // Four pieces were four 150 g servings of tempura (1 440 kcal); five croquetas five 60 g ones.
        #expect(try log("4 pieces shrimp tempura").first?.amount.grams == 80)
        #expect(try log("5 ham croquetas").first?.amount.grams == 150)
        // A beignet had no weight at all.
        #expect(try expectOne("3 beignets", named: "Beignet")?.amount.grams == 150)
        // A counted cocktail is its glass: two old fashioneds were one 90 g glass.
        #expect(try expectOne("two old fashioneds", named: "Old fashioned")?.amount.grams == 180)
    }

    @Test func aContainerOfANumberIsThatNumber() throws {
        #expect(try PlainWordsParser.parse("a box of 10 timbits").map(\.quantity) == [10])
        #expect(try PlainWordsParser.parse("a bag of 6 donuts").map(\.food) == ["donut"])
        // A container said with no number keeps its own weight.
        #expect(try PlainWordsParser.parse("a box of raisins").first?.quantity == 1)
    }

    @Test func alaModeIsWithAScoopOfVanillaIceCream() throws {
        let pie = try log("apple pie a la mode")
        #expect(pie.map(\.name) == ["Pie, apple", "Ice cream, vanilla"] && pie.last?.amount.grams == 66, "\(describe(pie))")
    }

    @Test func sugarDustedOnIsTwoTeaspoons() throws {
        // Powdered sugar "with" a funnel cake or French toast was 100 g of it.
        let funnel = try log("funnel cake with powdered sugar")
        #expect(funnel.count == 2 && funnel[1].amount.grams == 8, "\(describe(funnel))")
    }

    @Test func pancakesWithPekingDuckAreChinesePancakes() throws {
        // Three pancakes "and hoisin" were three American pancakes, 150 g.
        let duck = try log("peking duck with 3 pancakes and hoisin")
        #expect(duck.count == 3 && duck[1].name == "Chinese pancake" && duck[1].amount.grams == 60, "\(describe(duck))")
    }

    @Test func whereAToppingSitsIsNoFood() throws {
        // "on top" was part of the egg's name, which named nothing.
        let rice = try log("nasi goreng with a fried egg on top")
        #expect(rice.count == 2 && rice[1].name.hasPrefix("Egg, whole, cooked, fried"), "\(describe(rice))")
    }

    @Test func dishesByTheCupAndThePint() throws {
        // A cup of tabbouleh was a cup of water's weight; misir wot and shandy had no measure by volume.
        #expect(try expectOne("1 cup tabbouleh", named: "Tabbouleh")?.amount.grams == 160)
        try expectOne("a cup of misir wat", named: "Misir wot")
        #expect(try expectOne("a pint of shandy", named: "Shandy")?.amount.grams.map { abs($0 - 473.2) < 0.1 } == true)
        #expect(try expectOne("2 spam musubi", named: "Spam musubi")?.amount.grams == 304)
    }

    @Test func dishesSaidTheWayPlacesNameThem() throws {
        for (phrase, name) in [("two shots of jameson", "Whiskey"), ("a classic cinnabon", "Cinnabon Classic Roll"),
                               ("an ahi poke bowl", "POKE BOWL"), ("2 slices of jamon serrano", "Ham, prosciutto")] {
            try expectOne(phrase, named: name)
        }
        // In-N-Out's animal style was refused; a double double said with it is the burger, not a coffee.
        try expectOne("in-n-out double-double animal style", named: "In-N-Out Double-Double cheeseburger, animal style")
        try expectOne("a double double animal style", named: "In-N-Out Double-Double cheeseburger, animal style")
        // Jasmine rice was a brown jasmine rice product; a souvlaki pita was refused.
        try expectOne("a cup of jasmine rice", named: "Rice, white, cooked")
        #expect(try expectOne("a chicken souvlaki pita", named: "Gyro sandwich")?.amount.grams == 250)
    }
}
