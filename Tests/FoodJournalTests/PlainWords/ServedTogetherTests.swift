import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// How foods said together, or said by what they are served in, are served: a pot of noodles is a
/// packet of instant noodles, curry chips are chips under curry sauce, beans on a jacket potato
/// are the two, a meat pie is a pie for one, chicken and salad is no chicken salad.
@Suite("Plain words: served together")
struct ServedTogetherTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aPotOrABowlOfInstantNoodlesIsOnePacket() throws {
        // "a bowl of instant ramen" was a bowl of the dry block, 245 g, 1 078 kcal; "a pot of
        // noodles" a cup of cooked pasta.
        for phrase in ["a bowl of instant ramen", "a pot of noodles", "a cup of instant noodles", "a pot noodle"] {
            #expect(try expectOne(phrase, named: "Soup, ramen noodle, any flavor, dry")?.amount.grams == 87)
        }
        #expect(try log("1 cup noodles").first?.name.hasPrefix("Soup, ramen") == false)
    }

    @Test func chipsWithAPastyAreAChipShops() throws {
        // "a cornish pasty with chips" was a 28 g bag of crisps beside it.
        let pasty = try log("a cornish pasty with chips")
        #expect(pasty.count == 2 && pasty[1].name.hasPrefix("Potato, french fries") && pasty[1].amount.grams == 250, "\(describe(pasty))")
    }

    @Test func sushiRollsCountedBySixArePieces() throws {
        // "6 california rolls" were six whole rolls, 1.4 kg; two are still two rolls.
        #expect(try expectOne("6 california rolls", named: "Sushi roll, California")?.amount.grams == 172.5)
        #expect(try expectOne("2 california rolls", named: "Sushi roll, California")?.amount.grams == 460)
    }

    @Test func aPlateListedWithoutItsComma() throws {
        // "fish chips and peas" was "FISH & CHIPS" (a 28 g snack) and peas; "steak chips and peas"
        // steak and onion crisps; "ham egg and chips" lost the ham.
        for (phrase, main) in [("fish chips and peas", "Fish"), ("steak chips and peas", "Beef, steak"),
                               ("ham egg and chips", "Ham"), ("pie chips and gravy", "Pie")] {
            let plate = try log(phrase)
            #expect(plate.count == 3 && plate[0].name.hasPrefix(main) && plate.contains { $0.name.hasPrefix("Potato, french fries") },
                    "\(phrase): \(describe(plate))")
        }
        // A breakfast sandwich is no plate: "bacon egg and cheese" keeps its cheese with it.
        #expect(try log("a bacon egg and cheese biscuit").count == 1)
    }

    @Test func honeySaidAloneIsASpoonful() throws {
        // "tea with milk and honey" logged a cup of honey, 339 g (1 031 kcal).
        let tea = try log("tea with milk and honey")
        #expect(tea.last?.name == "Honey" && tea.last?.amount.grams == 21, "\(describe(tea))")
        #expect(try expectOne("honey", named: "Honey")?.amount.grams == 21)
        #expect(try expectOne("a cup of honey", named: "Honey")?.amount.grams == 339)
    }

    @Test func aDrinkPowderIsNoDrink() throws {
        // "a mug of ovaltine" was 355 g of the malted drink mix (1 522 kcal), "a slimfast" a cup of
        // a shake powder labelled as a smoothie (1 001 kcal): both are refused now.
        #expect(throws: (any Error).self) { try log("a mug of ovaltine") }
        #expect(throws: (any Error).self) { try log("a slimfast") }
        try expectOne("a scoop of protein powder", named: "Beverages, Protein powder")
    }

    @Test func vegetablesBesideAHotMainAreCooked() throws {
        // "steak and broccoli" was raw broccoli, 46 g; carrots beside chicken a raw carrot.
        #expect(try log("steak and broccoli").last?.name.hasPrefix("Broccoli, fresh, cooked") == true)
        #expect(try log("chicken and carrots").last?.name.hasPrefix("Carrots, fresh, cooked") == true)
        // Not as a snack with a dip, nor Caribbean rice and peas.
        #expect(try log("carrots and hummus").first?.name.hasPrefix("Carrots, raw") == true)
        try expectOne("rice and peas", named: "Beans and rice")
    }

    @Test func aPBAndJIsOneSandwich() throws {
        // "a pb and j" was refused: "j" was read as a second food.
        #expect(try expectOne("a pb and j", named: "Peanut butter and jelly sandwich")?.amount.grams == 110)
    }

    @Test func whatANameDeniesWeighsNothing() throws {
        // "moo shu pork" ("Moo Shu pork, without Chinese pancake") was a pancake's 50 g.
        #expect(try expectOne("moo shu pork", named: "Moo Shu pork")?.amount.grams == 300)
        // Brussels sprouts said beside bacon are cooked, not raw.
        #expect(try log("brussels sprouts with bacon").first?.name.contains("cooked") == true)
    }

    @Test func curryChipsAndPoppadoms() throws {
        // "curry chips" were a 28 g bag of curried kale chips; "poppadoms" one poppadom.
        let chips = try log("curry chips")
        #expect(chips.count == 2 && chips[0].name.hasPrefix("Potato, french fries") && chips[0].amount.grams == 250
                && chips[1].name.hasPrefix("Curry sauce"), "\(describe(chips))")
        #expect(try expectOne("poppadoms", named: "Papad")?.amount.grams == 24)
    }

    @Test func aToppingOnAJacketPotato() throws {
        // "baked beans on a jacket potato" was refused: "baked bean on a" was read as the filling.
        // Since stop 38 the beans are listed first, as said.
        let potato = try log("baked beans on a jacket potato")
        #expect(potato.count == 2 && potato[1].name.hasPrefix("Potato, baked") && potato[0].name.hasPrefix("Baked beans"),
                "\(describe(potato))")
    }

    @Test func aPieOfAMeatIsAPieForOne() throws {
        // "a chicken pie" was a slice of a pie's 125 g; a sweet pie is still a slice.
        #expect(try expectOne("a chicken pie", named: "Pot pie, chicken")?.amount.grams == 240)
        #expect(try expectOne("a beef pie", named: "Pot pie, beef")?.amount.grams == 240)
        #expect(try expectOne("a slice of cherry pie", named: "Pie, cherry")?.amount.grams ?? 999 < 200)
    }

    @Test func twoFoodsAreNoCompoundOfThem() throws {
        // "chicken and salad" was "Chicken or turkey salad with egg", a chicken salad.
        let plate = try log("chicken and salad")
        #expect(plate.count == 2 && plate[1].name.hasPrefix("Mixed salad greens"), "\(describe(plate))")
        // Names that part their foods by a comma or a joining word still name the combination.
        try expectOne("nachos with cheese", named: "Nachos, cheese only")
        try expectOne("a quesadilla with chicken", named: "Quesadilla, chicken")
        try expectOne("rice and beans", named: "Beans and rice")
    }

    @Test func dishesTheSurveysWeighNot() throws {
        // Refused for want of a measure: fried okra, a snow cone, a Shirley Temple.
        #expect(try expectOne("fried okra", named: "Fried okra")?.amount.grams == 100)
        #expect(try expectOne("a snow cone", named: "Snow cone")?.amount.grams == 150)
        #expect(try expectOne("a shirley temple", named: "Shirley Temple")?.amount.grams == 250)
    }

    @Test func aBatteredFishIsAChipShopsFriedFish() throws {
        // "battered cod and chips" was refused ("fried battered cod"); "a battered cod" was a
        // 98 g frozen fillet named battered.
        let plate = try log("battered cod and chips")
        #expect(plate.count == 2 && plate[0].name == "Fish, cod, fried" && plate[1].name.hasPrefix("Potato, french fries"), "\(describe(plate))")
        #expect(try expectOne("a battered cod", named: "Fish, cod, fried")?.amount.grams == 150)
    }
}
