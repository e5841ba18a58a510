import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// Words count for the food they were said of, and a name's words count for what they say: a
/// food said after "with" is not described by the words of the one before it, a name's "NS as to
/// major flour" or a survey's category ("Spices, cinnamon") names no other food, and a word said
/// after the food (a pulled pork plate, eggs scrambled) is read as it would be before it, or
/// refused when it leaves part of the meal unsaid (a steak dinner). A cup of pieces holds air.
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
        // A dinner of a food holds sides no word names: "a steak dinner" was a frozen Salisbury
        // steak meal (292 kcal). It is refused, saying how to name them; a frozen one is a ready meal.
        // (A roast dinner of a meat is the British meal, its sides known: `RoastDinnerTests`.)
        for phrase in ["a steak dinner", "a fried chicken dinner"] {
            #expect(throws: PlainWordsParser.Failure.self) { try PlainWordsParser.parse(phrase) }
        }
        do {
            _ = try PlainWordsParser.parse("a fried chicken dinner")
        } catch {
            #expect(error.reason.contains("'fried chicken with mashed potatoes and peas'"), "\(error.reason)")
        }
        #expect(try PlainWordsParser.parse("a frozen turkey dinner").first?.food == "frozen turkey dinner")
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

    @Test func aFoodIsItselfNotAFoodNamedAfterIt() throws {
        // A dozen oysters were twelve ostrich "oyster" cuts, 1 020 g (1 275 kcal).
        #expect(try expectOne("a dozen oysters", named: "Oysters, raw")?.amount.grams == 168)
        #expect(try expectOne("6 oysters", named: "Oysters, raw")?.amount.grams == 84)
        // Cinnamon was cinnamon bread: the survey's category ("Spices") and the form a spice is
        // sold in ("ground") are no other food. Said without an amount it is a sprinkle, not a
        // 90 g cinnamon roll's serving.
        let pudding = try log("a bowl of rice pudding with cinnamon")
        #expect(pudding.count == 2 && pudding[1].name == "Spices, cinnamon, ground" && (pudding[1].amount.grams ?? 99) <= 5,
                "\(describe(pudding))")
        #expect((try expectOne("cinnamon", named: "Spices, cinnamon, ground")?.amount.grams ?? 99) <= 5)
        // A pinch is a sixteenth of a teaspoon; it was refused as a food named "pinch".
        #expect((try expectOne("a pinch of nutmeg", named: "Spices, nutmeg")?.amount.grams ?? 99) < 1)
    }

    @Test func twoFillingsOfAFilledDishAreOneDish() throws {
        // A spinach and feta pastry was raw spinach beside a feta pastry.
        try expectOne("a spinach and feta pastry", named: "TYROPITA FETA")
        // Either filling's dish, when the index names none with both: an apple crumble for an
        // apple and blackberry one, a cannelloni of one of them; they were refused.
        try expectOne("an apple and blackberry crumble", named: "APPLE CRUMBLE")
        try expectOne("a spinach and ricotta cannelloni", named: "SPINACH AND MUSHROOM CANNELLONI")
        // Never a dish that adds a meat no one said: "spinach wrap" is a chicken sandwich product,
        // so a spinach and feta wrap was refused with candidates; since stop 36 it is composed of
        // its tortilla, egg white, spinach and feta (`ComposedDishes`).
        try expectOne("a spinach and feta wrap", named: "Spinach and feta wrap")
        // A food served on its own beside the dish stays a food of its own.
        #expect(try log("pizza and garlic bread").count == 2)
    }

    @Test func anAmountSaidAfterAFoodBeforeWhatCameWithItIsItsAmount() throws {
        // "salmon 150g and rice" was refused: no food is named "salmon 150 g".
        let salmon = try log("salmon 150g and rice")
        #expect(salmon.count == 2 && salmon[0].name.hasPrefix("Fish, salmon") && salmon[0].amount.grams == 150, "\(describe(salmon))")
        let chicken = try log("chicken breast 200g with broccoli")
        #expect(chicken.count == 2 && chicken[0].amount.grams == 200 && chicken[1].name.hasPrefix("Broccoli"), "\(describe(chicken))")
    }

    @Test func whatAFoodIsPackedOrMadeUpInIsNoDrinkToJudgeItBy() throws {
        // "a can of tuna in water" was refused: judged by water's energy, tuna has too much.
        let tuna = try #require(try expectOne("a can of tuna in water", named: "CHUNK TUNA IN WATER"))
        #expect(tuna.amount.grams == 120)
        // Protein powder made up in milk is the powder and a cup of the milk (it was refused).
        let shake = try log("a scoop of protein powder in milk")
        #expect(shake.count == 2 && shake[0].name.contains("Protein powder") && shake[1].name.hasPrefix("Milk")
                && shake[1].amount.grams == 244, "\(describe(shake))")
        // A can of a soft drink is its can (Dr Pepper is the surveys' pepper-type soft drink).
        #expect(try expectOne("a can of dr pepper", named: "Soft drink, pepper type")?.amount.grams.map { abs($0 - 355) < 1 } == true)
    }

    @Test func whatASweepOfEverydayPhrasesFound() throws {
        // Ricotta with a calzone was a cup of it (237 g, 371 kcal): a cheese added is an ounce.
        let calzone = try log("a calzone with ricotta")
        #expect(calzone.count == 2 && calzone[1].name.hasPrefix("Cheese, Ricotta") && calzone[1].amount.grams == 28,
                "\(describe(calzone))")
        // Chips with fish fingers are a chip shop's, not a bag of crisps.
        let fingers = try log("fish fingers and chips")
        #expect(fingers.count == 2 && fingers[1].name.contains("french fries"), "\(describe(fingers))")
        // A chicken leg was an uncooked leg quarter: "uncooked" says raw as "raw" does.
        let leg = try #require(try log("a chicken leg").first)
        #expect(!leg.name.lowercased().contains("uncooked"), "\(leg.name)")
        // What is said after the base goes with it: "beans on toast with cheese" was refused.
        let beans = try log("beans on toast with cheese")
        // Since stop 38 the topping is listed first, as said.
        #expect(beans.map { $0.name.split(separator: ",")[0] } == ["Baked beans", "Bread", "Cheese"], "\(describe(beans))")
        // A tables' name holding "on" is read whole, as before.
        try expectOne("a breakfast sandwich with egg and cheese", named: "Egg sandwich on English muffin")
        // "huge" is a size: a huge burrito was refused.
        try expectOne("a huge burrito", named: "Burrito")
    }

    @Test func aDrinkSaidByItsSizeIsThatSizeWhateverCanItIsSoldIn() throws {
        // "a large coke zero" was the product's 7.5 fl oz can (222 g).
        let large = try #require(try expectOne("a large coke zero", named: "Coca-Cola Zero")?.amount.grams)
        #expect(abs(large - 473) < 1)
    }

    @Test func whatAFourthSweepFound() throws {
        // Fried noodles were 350 g of "INSTANT NON-FRIED NOODLES", dry (1 236 kcal): a name
        // saying it is not what was said is another food.
        let noodles = try #require(try log("fried noodles").first)
        #expect(!noodles.name.uppercased().contains("NON-FRIED"), "\(noodles.name)")
        #expect(ContradictedQualifiers.contradicts("INSTANT NON-FRIED NOODLES", said: ["fried", "noodle"]))
        // Pasta with meat sauce was the survey's pasta with cream sauce and meat (746 kcal a bowl).
        try expectOne("a bowl of pasta with meat sauce", named: "OLIVE GARDEN, spaghetti with meat sauce")
        try expectOne("penne bolognese", named: "OLIVE GARDEN, spaghetti with meat sauce")
        // A peanut butter sandwich was a deli sandwich's 200 g (764 kcal): two slices and two
        // tablespoons of it are about 100 g.
        #expect(try expectOne("a peanut butter sandwich", named: "Peanut butter sandwich")?.amount.grams == 100)
        // Rice and beans with enchiladas are the plate's sides; with a burrito, in it.
        #expect(try log("a plate of enchiladas with rice and beans").count == 2)
        #expect(try log("a chicken burrito with rice and beans").count == 1)
    }

    @Test func anOmeletSaidByItsEggsIsOneOmeletOfThem() throws {
        // "a 3 egg omelette" was three omelets (450 g, 692 kcal).
        let three = try #require(try expectOne("a 3 egg omelette", named: "Egg, whole, cooked, omelet")?.amount.grams)
        #expect(abs(three - 183) < 1)
        // An egg white omelette is egg whites (it was a whole-egg omelet, 214 kcal); "an" counts no egg.
        #expect(try expectOne("an egg white omelette", named: "Egg, white")?.amount.grams == 110)
        let whites = try #require(try expectOne("a 3 egg white omelet", named: "Egg, white")?.amount.grams)
        #expect(abs(whites - 99) < 1)
        // Cottage cheese said plainly is its half-cup serving, not a cheese's ounce (28 g).
        #expect(try expectOne("cottage cheese", named: "Cheese, cottage")?.amount.grams == 113)
    }

    @Test func whatAFifthSweepFound() throws {
        // Ten crackers were 100 g (510 kcal): a cracker of no kind said is a snack cracker's 4 g.
        #expect(try expectOne("10 crackers", named: "Crackers, NFS")?.amount.grams == 40)
        // Crackers with cheese were cheese crackers ("Crackers, cheese"): a snack's kind after a
        // comma is its flavour, so they are two foods, either way round.
        for phrase in ["cheese and crackers", "a few crackers with cheese"] {
            let entries = try log(phrase)
            #expect(entries.count == 2 && !entries.contains { $0.name == "Crackers, cheese" }, "\(phrase): \(describe(entries))")
        }
        // A slice of cake, no kind said, was a fruit cake.
        try expectOne("a slice of cake", named: "Cake or cupcake, NFS")
    }

    @Test func whatReadingHoldout18Found() throws {
        // "a 330ml can of coke" was Coca-Cola Life (82 kcal): the container after a volume is no
        // part of the food.
        let can = try #require(try expectOne("a 330ml can of coke", named: "Soft drink, cola")?.amount.grams)
        #expect(abs(can - 330) < 1)
        // A packet of peanuts was a cup of raw Spanish peanuts (146 g, 832 kcal): a bag, a packet
        // or a serving of nuts is an ounce; nuts added to a dish keep their own weight.
        let packet = try #require(try expectOne("a packet of peanuts", named: "Peanuts")?.amount.grams)
        #expect(abs(packet - 28.35) < 0.1)
        let raisins = try log("oatmeal with raisins")
        #expect(raisins.count == 2 && raisins[1].amount.grams == 15, "\(describe(raisins))")
        // A pinch of salt was salt pork: salt has no energy, as water has none.
        try expectOne("a pinch of salt", named: "Salt, table")
        // A gumbo base is a mix, no gumbo; a Cajun gumbo is the survey's gumbo.
        try expectOne("a bowl of cajun gumbo", named: "Gumbo")
        #expect(PlainWordsResolver.deniedWords("Gumbo, no rice") == ["rice"])
        // Ziti by the plate was 450 g of dry ziti pasta (1 606 kcal): pasta by its shape is judged as pasta.
        let ziti = try #require(try log("a plate of ziti").first)
        #expect(ziti.name != "ZITI PASTA" && ziti.nutrients.kcal < 1000, "\(ziti.name) \(ziti.nutrients.kcal)")
    }
}
