import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What holdout-34 found once read (stop 50), after it was counted unread: travel days and nights
/// out, with beers by brand poured by the schooner and the pitcher, and bottles split at the table.
@Suite("Plain words: read from holdout-34")
struct ReadFromHoldout34Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aBottleSplitAtTheTableIsAShareOfIt() throws {
        // Both were refused.
        #expect(try expectOne("bottle of prosecco split between 3 of us", named: "Wine, sparkling").map(grams) == 250)
        #expect(try expectOne("bottle of wine between the two of us", named: "Wine, red").map(grams) == 375)
    }

    @Test func glassesAndJugsABarPoursIn() throws {
        // Each was refused: a schooner, a middy or a pitcher was read as part of the beer's name.
        #expect(try expectOne("schooner of tooheys new", named: "Beer").map(grams) == 425)
        #expect(try expectOne("a middy of xxxx gold", named: "Beer").map(grams) == 285)
        #expect(try expectOne("pitcher of miller lite split 4 ways", named: "Alcoholic beverage, beer, light").map(grams) == 443.5)
        // A schooner said alone is still of beer, and a named schooner keeps its dish.
        let pub = try log("steak and chips and a schooner")
        #expect(pub.count == 3 && pub[2].name == "Beer" && grams(pub[2]) == 425, "\(describe(pub))")
        try expectOne("schooner of vb", named: "Victoria Bitter")
    }

    @Test func lagersAndSpiritsByBrand() throws {
        // Each was refused ("fosters" is read "foster", as items are).
        try expectOne("warm can of fosters", named: "Beer")
        try expectOne("2 cans of tecate", named: "Beer")
        try expectOne("bottle of steinlager", named: "Beer")
        try expectOne("can of bundy and coke", named: "Rum and cola")
    }

    @Test func howColdItWasIsNoPartOfItsMeasure() throws {
        // A warm can of beer was a can of Mug root beer.
        try expectOne("warm can of beer", named: "Beer")
    }

    @Test func aPartOfOneSaidInFigures() throws {
        // "1/2 a cinnabon" was refused: no food is named "a cinnabon".
        let whole = try #require(try expectOne("a bagel", named: "Bagel").map(grams))
        #expect(try expectOne("1/2 a bagel", named: "Bagel").map(grams) == whole / 2)
        try expectOne("1/2 a cinnabon", named: "Cinnabon")
        // Half of a bar of a weight said is half that weight.
        #expect(try expectOne("half of a 100g chocolate bar", named: "C").map(grams) == 50)
    }

    @Test func howTheEaterFeltIsNoFood() throws {
        // "jet lagged" was refused as a food after the pizza.
        let pizza = try log("2 slices cold leftover pizza at 2am, jet lagged")
        #expect(pizza.count == 1 && pizza[0].name.lowercased().contains("pizza"), "\(describe(pizza))")
        try expectOne("jetlagged, a banana", named: "Banana")
        #expect((try? log("jetlagged")) == nil)
    }

    @Test func countsAndContainerSizesAsPacksSayThem() throws {
        // "lil packet" and "8ct" were read as part of the food's name.
        try expectOne("lil packet of almonds", named: "Nuts, almonds")
        let nuggets = try log("chickfila nuggets 8ct w/ polynesian sauce")
        #expect(nuggets.count == 2 && nuggets[0].name.hasPrefix("Chicken nuggets"), "\(describe(nuggets))")
        // A bird's quarter keeps its side whole; half of a food said beside another is that half only.
        let nandos = try log("nando's quarter chicken with peri chips"), chips = try log("peri chips")
        #expect(nandos.count == 2 && chips.count == 1 && grams(nandos[1]) == grams(chips[0]), "\(describe(nandos))")
    }

    @Test func aFullBreakfastKeepsItsFullWithTheShopSetAside() throws {
        // It was 117 g of English walnuts: "full" was set aside with the shop, as in "full size".
        let breakfast = try log("wetherspoons full english at stansted + a pint of carling")
        #expect(breakfast.map(\.name) == ["Full English breakfast", "Beer"], "\(describe(breakfast))")
        try expectOne("a full size scotch egg", named: "Scotch egg")
    }

    @Test func chipsOrderedByASizeAreFries() throws {
        // A large chips was a 28 g bag of crisps.
        let chips = try log("large chips and a can of irn bru")
        #expect(chips.count == 2 && chips[0].name.hasPrefix("Potato, french fries"), "\(describe(chips))")
        // A bag of them is crisps, and with a dip tortilla chips.
        try expectOne("a small bag of chips", named: "Potato chips")
        let salsa = try log("large chips and salsa")
        #expect(salsa.count == 2 && salsa[0].name.hasPrefix("Tortilla chips"), "\(describe(salsa))")
    }

    @Test func aCafeCremeAndAPackOfNatto() throws {
        // A café crème was vanilla creme cookies; natto a cup of it, 175 g, where a pack is 45 g.
        let cafe = try log("pain au chocolat + cafe creme at cdg")
        #expect(cafe.count == 2 && cafe[1].name == "Coffee, cafe con leche", "\(describe(cafe))")
        #expect(try expectOne("natto", named: "Natto").map(grams) == 45)
    }

    @Test func drinksAndDishesSaidShort() throws {
        // Each was refused.
        let bar = try log("g and t and a handful of wasabi peas")
        #expect(bar.map(\.name) == ["Gin and tonic", "Wasabi peas"], "\(describe(bar))")
        try expectOne("frozen marg", named: "Frozen margarita")
        #expect(try expectOne("eggs benny", named: "Egg, Benedict").map(grams) == 270)
        try expectOne("dodger dog", named: "Hot dog")
        let breakfast = try log("medialunas x3 and cafe con leche")
        #expect(breakfast.count == 2 && breakfast[0].name == "Croissant", "\(describe(breakfast))")
        let roll = try log("brötchen w butter, salami, gouda and a soft egg")
        #expect(roll.count == 5 && roll[0].name.hasPrefix("Roll, hard"), "\(describe(roll))")
    }
}
