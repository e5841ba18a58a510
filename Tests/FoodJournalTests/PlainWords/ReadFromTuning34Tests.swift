import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What tuning-34 found (stop 50): vague, partial and shared portions (a share of a dish split
/// among friends, bites and sips off someone else's plate, most of a bowl), and vegetables and
/// sides said in British, Australian and Indian words.
@Suite("Plain words: read from tuning-34")
struct ReadFromTuning34Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    /// Grams logged for `phrase`, one food named `prefix`; nil (and a recorded issue) otherwise.
    func one(_ phrase: String, _ prefix: String) throws -> Double? { try expectOne(phrase, named: prefix).map(grams) }

    /// Whether `grams` is `share` of `whole`, to the tenth of a gram both are rounded to.
    func isShare(_ grams: Double?, _ share: Double, of whole: Double) -> Bool { grams.map { abs($0 - whole * share) <= 0.15 } ?? false }

    @Test func aShareSaidIsThatPartOfTheFood() throws {
        // Each was refused: "shared … with my wife", "three ways", "shared with my mum" named no food.
        let slice = try #require(try one("a slice of cheesecake", "Cheesecake"))
        #expect(isShare(try one("Shared a slice of cheesecake with my wife.", "Cheesecake"), 1.0 / 2, of: slice))
        let nachos = try #require(try one("a large nachos", "Nachos"))
        #expect(isShare(try one("split a large nachos three ways", "Nachos"), 1.0 / 3, of: nachos))
        let lamington = try #require(try one("one lamington", "Lamington"))
        #expect(isShare(try one("one lamington, shared with my mum", "Lamington"), 1.0 / 2, of: lamington))
        let pizza = try log("a pizza"), shared = try log("a pizza shared with 3 friends")
        #expect(pizza.count == 1 && shared.count == 1 && isShare(grams(shared[0]), 0.25, of: grams(pizza[0])), "\(describe(shared))")
        // Those listed with "and" count too: "2 friends" was a fruit snack beside half the pizza.
        let more = try log("a pizza shared with my wife and 2 friends")
        #expect(more.count == 1 && isShare(grams(more[0]), 0.25, of: grams(pizza[0])), "\(describe(more))")
        #expect(isShare(try one("one lamington, shared with my mum and my sister", "Lamington"), 1.0 / 3, of: lamington))
        // "I had maybe half" after "we split" is that half, not a half of a half.
        let fries = try #require(try one("a plate of loaded fries", "Potato, french fries, with cheese"))
        #expect(isShare(try one("We split a plate of loaded fries, I had maybe half", "Potato, french fries, with cheese"), 0.5, of: fries))
    }

    @Test func aShareOfNoOneCountedIsNotGuessed() throws {
        // "With the kids" counts no one: it is not read as a share (nor as a food).
        #expect((try? log("a pizza shared with the kids")) == nil)
        // Split pea soup is no share.
        try expectOne("split pea soup", named: "Soup, split pea")
    }

    @Test func whosePlateItCameOffIsNoPartOfTheFood() throws {
        // Each was refused: a friend's, a mate's, the kids' (with the apostrophe after the s).
        #expect(try one("a bite of my friend's tiramisu", "Tiramisu").map { (13...17).contains($0) } == true)
        #expect(try one("a few sips of my mate's guinness", "Beer") == 88.7)
        let yoghurt = try log("a few spoonfuls of the kids' yoghurt")
        #expect(yoghurt.count == 1 && yoghurt[0].name.hasPrefix("Yogurt"), "\(describe(yoghurt))")
        try expectOne("stole a few dumplings off my friend's plate", named: "Dumpling")
        try expectOne("a few roast potatoes off the tray", named: "Potato, roasted")
    }

    @Test func someOfAnothersHelpingIsAThirdOfIt() throws {
        // It was the whole helping: a korma of 350 g, onion rings of 100 g.
        let korma = try #require(try one("chicken korma", "CHICKEN KORMA"))
        #expect(isShare(try one("some of my friend's chicken korma", "CHICKEN KORMA"), 1.0 / 3, of: korma))
        let rings = try #require(try one("onion rings", "Restaurant, family style, onion rings"))
        #expect(isShare(try one("some onion rings off my friend's plate", "Restaurant, family style, onion rings"), 1.0 / 3, of: rings))
    }

    @Test func aBiteOfAFoodMeasuredByNoSpoonIsFifteenGrams() throws {
        // Each was refused: no household measure for a tablespoon of it.
        #expect(try one("a couple of bites of a scotch egg", "Scotch egg") == 30)
        #expect(try one("a few bites of tourtiere", "Tourtiere") == 45)
        // A nibble is half a bite (a croissant has a spoon measure of its own).
        #expect(try one("a nibble of my friend's croissant", "Croissant").map { (5...9).contains($0) } == true)
    }

    @Test func mostOfAndOneOrTwoAreThoseParts() throws {
        // "most of a bowl of pho" was refused; "two or three pieces" read "or three" as a food.
        let bowl = try #require(try one("a bowl of pho", "Soup, pho"))
        #expect(isShare(try one("most of a bowl of pho", "Soup, pho"), 0.75, of: bowl))
        let hole = try #require(try one("a timbit", "Doughnut holes"))
        #expect(isShare(try one("a timbit or two", "Doughnut holes"), 1.5, of: hole))
        let two = try #require(try one("2 cookies", "Cookie"))
        #expect(isShare(try one("two or three cookies", "Cookie"), 1.25, of: two))
    }

    @Test func aMeasureSaidAfterAFoodIsItsAmount() throws {
        // "small handful" was no food; "small bag" was a bag.
        try expectOne("sultanas, small handful", named: "PCC, ORGANIC SULTANA")
        #expect(try one("crisps, small bag", "Potato chips") == 28)
    }

    @Test func aHandfulOfALightFoodIsACupOfIt() throws {
        // A handful of popcorn was an ounce, three and a half cups of it.
        #expect(try one("handful of popcorn", "Popcorn") == 11)
        #expect(try one("a handful of pretzels", "Pretzels") == 28.3)
    }

    @Test func halfOfOneWithItsToppingIsHalfOfTheToppingToo() throws {
        // Half a crumpet had a whole crumpet's butter; half a dosa a whole bowl of sambar.
        let whole = try log("a crumpet with butter"), half = try log("half a crumpet with butter")
        #expect(whole.count == 2 && half.count == 2 && isShare(grams(half[1]), 0.5, of: grams(whole[1])), "\(describe(half))")
        let dosa = try log("a dosa with some sambar"), halfDosa = try log("half a dosa with some sambar")
        #expect(dosa.count == 2 && halfDosa.count == 2 && isShare(grams(halfDosa[1]), 0.5, of: grams(dosa[1])), "\(describe(halfDosa))")
        // Two crumpets keep one helping of butter: only a part of one scales what it came with.
        let two = try log("2 crumpets with butter")
        #expect(two.count == 2 && grams(two[1]) == grams(whole[1]), "\(describe(two))")
    }

    @Test func aPieceOfMeatInASauceIsAChunkOfIt() throws {
        // Two pieces of orange chicken were two helpings, 500 g.
        #expect(try one("a couple pieces of my kid's orange chicken", "Orange chicken").map { $0 < 50 } == true)
        // A food with a piece of its own keeps it.
        #expect(try one("a piece of chicken", "Chicken").map { $0 >= 80 } == true)
    }

    @Test func whoItWasEatenWithIsNoFood() throws {
        // The friends were a fruit snack ("Fruit Friends"), the mum refused.
        let dinner = try log("dinner with friends, lasagna")
        #expect(dinner.count == 1 && dinner[0].name.hasPrefix("Lasagna"), "\(describe(dinner))")
        try expectOne("coffee with my mum", named: "Coffee, brewed")
        #expect((try? log("dinner with friends")) == nil)
        // Who alone is no food: "with my mum" was a baby's rice biscuit, "shared with" fry-shaped potato sticks.
        for phrase in ["with my mum", "shared with", "split between us"] {
            #expect((try? log(phrase)) == nil, "\(phrase): \((try? log(phrase)).map(describe) ?? "")")
        }
    }

    @Test func aPartOfAMeasureSaidLastIsTheAmount() throws {
        // Refused: no food is named "canned peach in syrup half a cup".
        let before = try #require(try one("half a cup of canned peaches in syrup", "Peach, canned"))
        #expect(try one("canned peaches in syrup half a cup", "Peach, canned") == before)
    }

    @Test func whosePlateSaidFirstIsNoPartOfTheFood() throws {
        // Refused: no food is named "son pbj".
        let whole = try #require(try one("a pb&j", "Peanut butter and jelly sandwich"))
        #expect(isShare(try one("finished my son's pb&j, about half", "Peanut butter and jelly sandwich"), 0.5, of: whole))
    }

    @Test func garlicAVegetableIsCookedWithIsTwoCloves() throws {
        // It was a cup of garlic, 136 g.
        let spinach = try log("sauteed spinach with garlic")
        #expect(spinach.count == 2 && spinach[1].name.hasPrefix("Garlic") && grams(spinach[1]) == 6, "\(describe(spinach))")
    }

    @Test func aSmallPieceIsSmallerThanAPiece() throws {
        // A small piece of cornbread was a piece of it.
        let piece = try #require(try one("a piece of cornbread", "Cornbread"))
        #expect(isShare(try one("a small piece of cornbread", "Cornbread"), 0.75, of: piece))
    }

    @Test func vegetablesSaidInOtherWords() throws {
        // Each was refused.
        try expectOne("mashed swede", named: "Rutabaga, cooked")
        try expectOne("frozen mixed veg, 1 cup", named: "Vegetables, mixed")
        try expectOne("baingan bharta", named: "Vegetable curry")
        let rotis = try log("two rotis and a bit of sabzi")
        #expect(rotis.count == 2 && rotis[1].name == "Vegetable curry", "\(describe(rotis))")
        // It was a chocolate V8 protein shake.
        try expectOne("a can of v8", named: "Mixed vegetable juice")
    }
}
