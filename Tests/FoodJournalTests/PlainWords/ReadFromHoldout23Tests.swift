import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What holdout-23 and tuning-23 found once read (stop 39): each part of a combination read as
/// said alone, foods served over a starch, amounts said after a food, labels before a colon,
/// fillings on a sandwich bread, sides beside a Chinese takeaway main, and dishes the index lacks.
@Suite("Plain words: read from holdout-23")
struct ReadFromHoldout23Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func eachFoodOfACombinationIsReadAsSaidAlone() throws {
        // "falafel pita with tahini" and "a bratwurst on a bun with mustard" were refused: what came
        // before "with" was searched whole.
        let pita = try log("falafel pita with tahini")
        #expect(pita.map(\.name) == ["Falafel sandwich", "Tahini"], "\(describe(pita))")
        let brat = try log("a bratwurst on a bun with mustard")
        #expect(brat.map(\.name) == ["Bratwurst", "Roll, white, hot dog bun", "Mustard"], "\(describe(brat))")
        // "cod and chips with mushy peas" weighed the chips twice over: 62 500 g, refused.
        let cod = try log("cod and chips with mushy peas")
        #expect(cod.count == 3 && cod[1].amount.grams == 250, "\(describe(cod))")
    }

    @Test func aCombinationTheIndexNamesIsOneFoodBesideWhatFollowsWith() throws {
        // It was beef, raw broccoli and rice.
        let plate = try log("beef and broccoli with white rice")
        #expect(plate.map(\.name).first == "Beef and broccoli" && plate.count == 2, "\(describe(plate))")
    }

    @Test func aFoodServedOverAStarchIsTheTwo() throws {
        for (phrase, first) in [("shrimp scampi over linguine", "Shrimp scampi"), ("chili over rice", "Chili, NFS")] {
            let entries = try log(phrase)
            #expect(entries.count == 2 && entries[0].name == first, "\(phrase): \(describe(entries))")
        }
        // Eggs over easy are still fried eggs.
        try expectOne("2 eggs over easy", named: "Egg, whole, cooked, fried")
    }

    @Test func anAmountSaidAfterAFoodIsItsAmountAndALabelBeforeAColonNamesNone() throws {
        #expect(try expectOne("beef jerky, 1 oz", named: "Beef jerky")?.amount.grams.map { abs($0 - 28.35) < 0.1 } == true)
        // "no sugar" said after a drink says how it was made.
        try expectOne("yerba mate, no sugar", named: "Tea, hot, herbal")
        let prep = try log("meal prep: 6 oz chicken breast, 1 cup rice, broccoli")
        #expect(prep.count == 3 && prep[0].name.hasPrefix("Chicken breast"), "\(describe(prep))")
        // The label was read into the first food, which was logged last.
        let deal = try log("tesco meal deal: chicken sandwich, crisps and a diet coke")
        #expect(deal.count == 3 && deal[0].name.hasPrefix("Chicken fillet sandwich"), "\(describe(deal))")
    }

    @Test func fillingsOnASandwichBreadAreASandwich() throws {
        // "turkey on wheat" was a turkey burger; "turkey and swiss on wheat" refused ("swiss on wheat").
        try expectOne("turkey on wheat", named: "Turkey sandwich on wheat")
        try expectOne("turkey and swiss on wheat", named: "Turkey sandwich on wheat")
        // A sandwich said by its filling was the sandwich and a slice of bread beside it.
        try expectOne("pb&j on white bread", named: "Peanut butter and jelly sandwich")
        // On toast, a topping is still a topping.
        #expect(try log("cheese on toast").count == 2)
    }

    @Test func sidesBesideAMainAreSidesAndEggsWithToastAreFried() throws {
        // Fried rice beside a main was a plate of its own (350 g).
        let tso = try log("general tso's chicken with fried rice")
        #expect(tso.count == 2 && tso[1].amount.grams.map { abs($0 - 205.5) < 0.1 } == true, "\(describe(tso))")
        // Pancakes with moo shu were breakfast pancakes (50 g each).
        let mooShu = try log("moo shu pork with 4 pancakes")
        #expect(mooShu.count == 2 && mooShu[1].name == "Chinese pancake" && mooShu[1].amount.grams == 80, "\(describe(mooShu))")
        // The egg was raw.
        let avocado = try log("avocado toast with an egg")
        #expect(avocado.last?.name == "Egg, whole, cooked, fried", "\(describe(avocado))")
        // Milk poured on a cereal said by its brand is half a cup, not a cup or a splash.
        let cereal = try log("a bowl of special k with skim milk")
        #expect(cereal.count == 2 && cereal[1].amount.grams == 122, "\(describe(cereal))")
        // A cup of a Chinese takeaway main has a weight (it was refused).
        #expect(try expectOne("a cup of orange chicken", named: "Orange chicken")?.amount.grams == 145)
    }

    @Test func piecesAndServingsWeighWhatTheyDo() throws {
        // Two slices of scrapple were refused; a pot roast was 300 g; steel cut oats 81 g.
        #expect(try expectOne("2 slices of scrapple", named: "Scrapple")?.amount.grams == 100)
        #expect(try expectOne("pot roast", named: "Beef, pot roast")?.amount.grams == 180)
        #expect(try expectOne("steel cut oats", named: "Oats, whole grain, steel cut")?.amount.grams == 40)
        #expect(try expectOne("2 stuffed cabbage rolls", named: "Stuffed cabbage rolls")?.amount.grams == 300)
        // Canadian bacon was refused as implausible bacon (146 kcal per 100 g, bacon is 400-550).
        try expectOne("2 pieces of peameal bacon", named: "Canadian bacon")
        try expectOne("a cheese enchilada", named: "Restaurant, Mexican, cheese enchilada")
        // Penne alla vodka was weighed as a shot of vodka (44 g).
        #expect(try expectOne("penne alla vodka", named: "Pasta with cream sauce")?.amount.grams == 350)
        #expect(try expectOne("a cup of mixed berries", named: "Mixed berries")?.amount.grams == 150)
        // Almonds said before a croissant are its filling: it was weighed as an ounce of almonds.
        #expect(try expectOne("almond croissant", named: "Croissant")?.amount.grams.map { $0 >= 57 } == true)
    }

    @Test func dishesTheIndexLacksAreComposed() throws {
        for (phrase, name) in [("pastrami on rye", "Pastrami on rye"), ("an iced matcha latte", "Matcha latte"),
                               ("baked ziti", "Baked ziti"), ("crawfish etouffee", "Crawfish etouffee"),
                               ("2 bacon egg and cheese breakfast tacos", "Breakfast taco"),
                               ("vietnamese iced coffee", "Vietnamese iced coffee"),
                               ("curry chicken roti", "Chicken roti"), ("a double bacon cheeseburger", "Double bacon cheeseburger")] {
            try expectOne(phrase, named: name)
        }
        // Made with its own milk, a composed coffee-shop drink is logged alone.
        try expectOne("an iced matcha latte with oat milk", named: "Matcha latte")
        // Three kofta skewers are a serving and a half of two.
        let kofta = try #require(ComposedDishes.dish(named: "lamb kofta"))
        #expect(try expectOne("3 lamb kofta skewers", named: "Lamb kofta")?.amount.grams == kofta.servingGrams * 1.5)
    }
}
