import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What holdout-25 found once read (stop 41): a size or a drained tin said after the food, a
/// powder stirred into water, a brand's name on a food the index cannot weigh as the shop's, sides
/// said with how they were cooked, and dishes and sweets said the way Canadians, the British and
/// the Irish say them.
@Suite("Plain words: read from holdout-25")
struct ReadFromHoldout25Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aSizeSaidAfterAFoodIsItsSize() throws {
        // "grande" after a comma named no food: the whole phrase was refused.
        #expect(try PlainWordsParser.parse("a pumpkin spice latte, grande").map(\.size) == ["large"])
        #expect(try PlainWordsParser.parse("a regular coffee").first?.size == "medium")
        // A regular or medium poutine is a takeaway box of it, not a medium fries (117 g).
        #expect(try expectOne("a regular poutine", named: "Potato, french fries, with cheese")?.amount.grams == 350)
        #expect(try expectOne("a large poutine", named: "Potato, french fries, with cheese")?.amount.grams == 525)
    }

    @Test func aTinDrainedIsTheFoodWithoutItsLiquid() throws {
        // "drained" was a food of its own: 90 g of boiled asparagus.
        for phrase in ["a 400g tin of chickpeas, drained", "a 400g can of chickpeas, drained and rinsed"] {
            let tin = try log(phrase)
            #expect(tin.count == 1 && tin[0].amount.grams == 240, "\(describe(tin))")
        }
        // A weight said of no tin is the weight eaten.
        #expect(try PlainWordsParser.parse("200g chickpeas, drained").map(\.quantity) == [200])
        // Said of a tin, the food is the canned one, not one cooked from dried (163 kcal per 100 g, not 146).
        try expectOne("a 400g tin of chickpeas, drained", named: "Chickpeas, from canned")
        try expectOne("a can of black beans", named: "Black beans, from canned")
        try expectOne("a can of tuna", named: "Fish, tuna")
        try expectOne("a tin of baked beans", named: "Baked beans")
    }

    @Test func aPowderInWaterIsThePowderWithWater() throws {
        // "whey protein in water" named no food: it is the powder and the water, as "with water" is.
        let shake = try log("a scoop of whey protein in water")
        #expect(shake.map(\.name) == ["Beverages, Protein powder whey based", "Water, NFS"] && shake[0].amount.grams == 30,
                "\(describe(shake))")
        // Water said of another food is part of its name.
        #expect(try PlainWordsParser.parse("a can of tuna in water").first?.food == "tuna in water")
    }

    @Test func aShopsFoodTheIndexCannotWeighIsThePlainFood() throws {
        // The brand's product has no can, and "sun-maid raisin" named nothing.
        try expectOne("a can of campbell's chicken noodle soup", named: "Soup, chicken noodle")
        #expect(try expectOne("a 1.5 oz box of sun-maid raisins", named: "Raisins")?.amount.grams.map { abs($0 - 42.5) < 0.1 } == true)
        // A food found once the brand was set aside stands where it was said: the beans were
        // listed after the toast.
        let beans = try log("half a tin of heinz baked beans on two slices of toast")
        #expect(beans.map(\.name) == ["Baked beans", "Bread, white"], "\(describe(beans))")
        // A brand said after "with" is a food of its own, not a shop to set aside.
        let club = try log("a chicken club sandwich with walkers")
        #expect(club.count == 2 && club[1].name == "Potato chips, NFS", "\(describe(club))")
    }

    @Test func tomatoSauceOnASausageInBreadIsKetchup() throws {
        // It was 60 g of "Tomato chili sauce".
        let sizzle = try log("sausage in bread with tomato sauce")
        #expect(sizzle.last?.name == "Ketchup", "\(describe(sizzle))")
    }

    @Test func sidesAreWhatWasSaidCookedAsSaid() throws {
        // Roast potatoes with gravy were "Chicken or turkey and potatoes with gravy", then mashed ones.
        let roast = try log("roast potatoes with gravy")
        #expect(roast.map(\.name) == ["Potato, roasted, NFS", "Gravy, NFS"], "\(describe(roast))")
        // "chicken and spicy rice" was one dish the index does not name, refused.
        let nandos = try log("nandos half chicken and spicy rice")
        #expect(nandos.count == 2 && nandos[0].amount.grams == 300, "\(describe(nandos))")
        // A sandwich on brown bread is the sandwich: the bread was logged again beside it.
        let sandwich = try log("cheese and pickle sandwich on brown bread")
        #expect(sandwich.map(\.name) == ["Cheese sandwich, NFS"], "\(describe(sandwich))")
    }

    @Test func aSquareOfABarIsASmallPieceOfIt() throws {
        // Four squares were four 45 g bars, 963 kcal.
        #expect(try expectOne("4 squares of cadbury dairy milk", named: "Candies, milk chocolate")?.amount.grams == 24)
    }

    @Test func aScoopIsAServingSpoons() throws {
        // A scoop of potato salad or of peanut butter had no weight; it is a deli's half cup, a spread's two tablespoons.
        #expect(try expectOne("a scoop of potato salad", named: "Potato salad")?.amount.grams == 125)
        #expect(try expectOne("a scoop of peanut butter", named: "Peanut butter")?.amount.grams == 32)
    }

    @Test func dishesAndSweetsSaidTheirOwnWay() throws {
        for (phrase, name) in [("a honey cruller", "Doughnuts, french crullers, glazed"), ("a bottle of molson canadian", "Beer"),
                               ("a regular oreo mcflurry", "Oreo McFlurry")] {
            try expectOne(phrase, named: name)
        }
        #expect(try expectOne("a kit kat chunky", named: "Candies, KIT KAT Wafer Bar")?.amount.grams == 40)
        // A tuna mayo baguette was refused.
        try expectOne("pret tuna mayo baguette", named: "Tuna salad sandwich")
        // A chicken fillet roll was a 40 g egg roll.
        #expect(try expectOne("a chicken fillet roll from the deli", named: "Chicken fillet sandwich, NFS")?.amount.grams == 250)
        // Five Peeps were five 32 g bunnies; two chocolate HobNobs two plain ones.
        #expect(try log("5 marshmallow peeps").first?.amount.grams == 42.5)
        #expect(try log("a couple of chocolate hobnobs").first?.amount.grams == 38)
    }
}
