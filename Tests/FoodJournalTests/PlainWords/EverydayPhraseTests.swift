import Testing
import TestSupport
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// Issue 15's phrases, one behaviour each, on the embedded index and the usual portions by kind.
@Suite("Everyday phrases: two foods, servings, portions, cooking words")
struct EverydayPhraseTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func withJoinsTwoFoodsAndTheAdditionIsATopping() throws {
        let bagel = try log("a bagel with cream cheese")
        #expect(bagel.map(\.name) == ["Bagel", "Cream cheese, regular, plain"])
        #expect(bagel.map(\.amount.grams) == [99, 29])
        let toast = try log("a slice of whole wheat toast with butter")
        #expect(toast.map(\.name) == ["Bread, whole wheat", "Butter, stick"])
        #expect(toast.map(\.amount.grams) == [32, 14.2])
        let coffee = try log("coffee with milk")
        #expect(coffee.map(\.name) == ["Coffee, brewed", "Milk, whole"])
        #expect(coffee.last?.amount.grams == 30, "a splash of milk is two tablespoons")
    }

    /// A dip said as the food is a serving of it (a quarter cup), not the tablespoon of a spread,
    /// and a pita is a whole one: "hummus with pita" weighed 15 g and 29 g before.
    @Test func aDipWithBreadIsAServingOfDipAndAWholeBread() throws {
        let entries = try log("hummus with pita")
        #expect(entries.map(\.name) == ["Hummus, home prepared", "Bread, pita"])
        #expect(entries.map(\.amount.grams) == [60, 60])
    }

    /// The milk of "cereal with milk" is poured on it (half a cup), and does not make the cereal a
    /// drink: the drink-powder guard once refused every cereal over 250 kcal per 100 g here.
    @Test func milkOnCerealIsHalfACupAndTheCerealIsNotADrink() throws {
        let entries = try log("a bowl of cereal with milk")
        #expect(entries.map(\.name) == ["Cereal, ready-to-eat, NFS", "Milk, whole"])
        #expect(entries.map(\.amount.grams) == [45, 122])
        #expect(try log("coffee with milk").last?.amount.grams == 30, "milk in a drink is still a splash")
    }

    @Test func aDishTheIndexNamesWithItsAdditionStaysOneFood() throws {
        let nachos = try log("nachos with cheese")
        #expect(nachos.count == 1)
        #expect(nachos.first?.name.hasPrefix("Nachos") == true)
    }

    @Test func aDishWithoutAnAmountIsOneServing() throws {
        let padThai = try #require(try log("pad thai").first)
        #expect(padThai.name == "Pad Thai, NFS")
        #expect(padThai.amount.grams == 350)
        let sandwich = try #require(try log("a tuna sandwich").first)
        #expect(sandwich.name.hasPrefix("Tuna salad sandwich"))
        #expect(sandwich.amount.grams == 200)
    }

    /// "blueberries" logged one berry (1.4 g) and "walnuts" a cup (766 kcal); bite-sized foods
    /// said without an amount are a handful (half a cup of berries, an ounce of nuts), while a
    /// counted one is still one.
    @Test func biteSizedFoodsWithoutAnAmountAreAHandful() throws {
        #expect(try log("blueberries").first?.amount.grams == 74)
        #expect(try log("yogurt with blueberries").last?.amount.grams == 74)
        #expect(abs((try log("almonds").first?.amount.grams ?? 0) - 28.35) < 0.1)
        #expect(abs((try log("walnuts").first?.amount.grams ?? 0) - 28.35) < 0.1)
        #expect(try log("a cup of walnuts").first?.amount.grams == 117, "a said measure is kept")
        #expect(try log("10 almonds").first?.amount.grams == 12)
        #expect(try log("a banana").first?.amount.grams == 118, "a piece over 10 g is still one")
        #expect(try log("banana").first?.amount.grams == 118)
    }

    @Test func piecesScoopsAndBowlsHaveAWeight() throws {
        let scoop = try #require(try log("a scoop of vanilla ice cream").first)
        #expect(scoop.name.lowercased().contains("ice cream"))
        #expect(abs((scoop.amount.grams ?? 0) - 66) < 1, "half a 132 g cup")
        let sushi = try #require(try log("sushi 8 pieces").first)
        #expect(sushi.amount.grams == 280)
        let ramen = try #require(try log("a bowl of ramen").first)
        #expect(ramen.name.lowercased().contains("ramen"))
        #expect(ramen.amount.grams == 450)
    }

    @Test func cookingWordsChooseTheCookedFoodAndItsWeight() throws {
        let broccoli = try #require(try log("a cup of steamed broccoli").first)
        #expect(!broccoli.name.lowercased().contains("raw"), "\(broccoli.name)")
        #expect(broccoli.amount.grams == 156, "a cup of cooked broccoli")
        let croissant = try #require(try log("a croissant").first)
        #expect(croissant.name == "Croissant")
        #expect(croissant.amount.grams == 57, "a medium croissant")
    }

    /// The dish as people make or order it, not a packaged diet meal of it: "Spaghetti with meat
    /// sauce, frozen entree" is 90 kcal per 100 g, a spaghetti bolognese 130-170.
    @Test func aDishNotNamedWordForWordMapsToTheGenericDish() throws {
        let bolognese = try #require(try log("spaghetti bolognese 300g").first)
        #expect(bolognese.name.lowercased().contains("spaghetti with meat sauce"), "\(bolognese.name)")
        #expect(!bolognese.name.lowercased().contains("frozen"), "\(bolognese.name)")
        #expect(bolognese.amount.grams == 300)
    }

    /// Said cooked without fat, the food cooked plainly: survey foods such as "Potato, boiled, NFS"
    /// (126 kcal per 100 g) and "Fish, salmon, baked or broiled" (274) assume fat.
    @Test func cookedWithoutFatIsTheFoodCookedPlainly() throws {
        let potatoes = try #require(try log("boiled potatoes 200g").first)
        #expect(potatoes.name.hasPrefix("Potato,"), "\(potatoes.name)")
        #expect(potatoes.nutrients.kcal < 200, "\(potatoes.name): \(potatoes.nutrients.kcal)")
        let salmon = try #require(try log("baked salmon 200g").first)
        #expect(salmon.name.lowercased().contains("salmon"))
        #expect(salmon.nutrients.kcal < 520, "\(salmon.name): \(salmon.nutrients.kcal)")
        let beans = try #require(try log("a cup of baked beans").first)
        #expect(beans.name.lowercased().contains("baked"), "baked beans are a dish: \(beans.name)")
    }

    /// A brand said as USDA writes it in capitals is that product, whatever its category says;
    /// a drink word never takes a food that is no drink; the food said is not what a dish comes
    /// with; sugar not said counts against a name.
    @Test func brandsDrinksAndWhatADishComesWith() throws {
        let kitKat = try #require(try log("a kit kat").first)
        #expect(kitKat.name.contains("KIT KAT"), "\(kitKat.name)")
        let americano = try log("an americano")
        #expect(americano.allSatisfy { $0.nutrients.kcal < 20 }, "\(americano.map(\.name))")
        let chicken = try #require(try log("2 pieces of fried chicken").first)
        #expect(!chicken.name.hasPrefix("Rice"), "\(chicken.name)")
        let coconut = try #require(try log("a glass of coconut water").first)
        #expect(!coconut.name.lowercased().contains(", sweetened"), "\(coconut.name)")
        let lentils = try #require(try log("a cup of cooked lentils").first)
        #expect(lentils.nutrients.kcal < 260, "\(lentils.name): \(lentils.nutrients.kcal)")
        let benedict = try #require(try log("eggs benedict").first)
        #expect((benedict.amount.grams ?? 0) > 150, "a serving of eggs benedict, not one egg")
    }

    /// Meat the user did not say is another dish; lemonade is USDA's fruit juice drink; a wrap is
    /// a sandwich.
    @Test func namesTheIndexWritesOtherwise() throws {
        let rice = try #require(try log("rice and beans").first)
        #expect(!rice.name.lowercased().contains("meat"), "\(rice.name)")
        let lemonade = try #require(try log("a glass of lemonade").first)
        #expect(lemonade.name.hasPrefix("Lemonade"), "\(lemonade.name)")
        #expect(lemonade.nutrients.kcal > 80, "\(lemonade.name): \(lemonade.nutrients.kcal)")
        let wrap = try #require(try log("a falafel wrap").first)
        #expect(wrap.name.lowercased().contains("falafel"), "\(wrap.name)")
    }

    /// A product named after a dish but not the dish (a seasoning at 0 kcal, a powder) is never
    /// logged for it; what matches nothing is refused, naming candidates and how to pick one.
    @Test func anImplausibleProductIsNotLoggedSilently() throws {
        let avocado = try log("avocado toast")
        #expect(avocado.map(\.name) == ["Bread, white", "Avocado, raw"])
        #expect(!avocado.contains { $0.nutrients.kcal < 1 })
        let seasoning = CatalogFood(id: "1", name: "AVOCADO TOAST SEASONING BLEND, AVOCADO TOAST", kind: .product, per100g: Nutrients(kcal: 0))
        #expect(!PlainWordsResolver.plausible(seasoning, said: ["avocado", "toast"]))
        let powder = CatalogFood(id: "2", name: "Beverages, Lemonade, powder", kind: .generic, per100g: Nutrients(kcal: 376))
        #expect(!PlainWordsResolver.plausible(powder, said: ["glass", "lemonade"]))
        #expect(PlainWordsResolver.plausible(powder, said: ["lemonade", "powder"]))
        let juice = CatalogFood(id: "3", name: "Apple juice, 100%", kind: .generic, per100g: Nutrients(kcal: 46))
        #expect(!PlainWordsResolver.plausible(juice, said: ["apple"]))
        do {
            _ = try log("tempeh stir fry")
            Issue.record("tempeh stir fry has no food in the index and was logged")
        } catch let error as AddError {
            #expect(error.message.contains("closest:"), "\(error.message)")
            #expect(error.message.contains("--grams N"))
            #expect(error.message.contains("foodlog add -i \"tempeh stir fry\""))
        }
    }

    @Test func theChosenCandidateIsWeighedWithItsPortions() {
        let item = ParsedItem(quantity: 1, unit: .cup, food: "steamed broccoli", text: "a cup of steamed broccoli")
        let cooked = CatalogFood(id: "x", name: "Broccoli, cooked, boiled, drained, without salt", kind: .generic,
                                 per100g: Nutrients(kcal: 35))
        #expect(PlainWordsResolver.resolve(item, as: cooked, portions: portions)?.grams == 156)
    }
}

@Suite("Usual portions by kind of food")
struct UsualPortionsTests {
    let table = UsualPortions()

    func grams(_ name: String, _ unit: FoodUnit, size: String? = nil) -> Double? {
        PlainWordsResolver.portionGrams(table.portions(ofFoodNamed: name), unit: unit, size: size)
    }

    @Test func aKindGivesThePortionsOfEveryFoodOfThatKind() {
        #expect(grams("Croissants, butter", .piece) == 57)
        #expect(grams("Croissant, chocolate", .piece, size: "large") == 67)
        #expect(grams("Ice cream, vanilla", .scoop) == 66)
        #expect(grams("Pizza, cheese, from restaurant or fast food, thin crust", .slice) == 107)
        #expect(grams("Quokka, raw", .cup) == nil)
    }

    @Test func cookedAndRawWeighDifferently() {
        #expect(grams("Broccoli, cooked, NS as to fat", .cup) == 156)
        #expect(grams("Broccoli, steamed", .cup) == 156)
        #expect(grams("Broccoli, raw", .cup) == 91)
        #expect(grams("Spinach, raw", .cup) == 30)
        #expect(grams("Spinach, cooked, from fresh", .cup) == 180)
    }

    @Test func theKindIsWhatTheNameSaysFirst() {
        #expect(grams("Sweet potato, baked", .piece) == 114, "two words of a kind before one")
        #expect(grams("Spaghetti with meat sauce", .cup) == 140, "what follows 'with' is not the kind")
        #expect(grams("Salad dressing, made with broccoli", .cup) == nil, "broccoli after the comma is not the kind")
        #expect(grams("Cheese, cottage, NFS", .cup) == 220, "USDA puts the kind first: cottage cheese, not shredded cheese")
    }

    /// A few of the hand-written weights against USDA SR28 (`usda-portions.tsv`, read at test
    /// time, never committed): each within 15% of a portion SR28 gives a food of that kind.
    @Test(.enabled(if: SharedData.available, "needs ../shared")) func aFewWeightsAgreeWithSR28() throws {
        let portions = try TSV.rows(try #require(SharedDataFile.path("data/usda-portions.tsv")))
        let foods = try TSV.rows(try #require(SharedDataFile.path("data/usda-foods.tsv")))
        let checks: [(description: String, unit: String, grams: Double)] = [
            ("broccoli, cooked, boiled", "cup", 156), ("broccoli, raw", "cup", 91), ("croissants, butter", "medium", 57),
            ("ice creams, vanilla", "cup", 132), ("rice, white, long-grain, regular, enriched, cooked", "cup", 158),
            ("spinach, raw", "cup", 30), ("bagels, plain", "medium", 99), ("barley, pearled, cooked", "cup", 157),
            ("bulgur, cooked", "cup", 182), ("millet, cooked", "cup", 174), ("wild rice, cooked", "cup", 164),
            // A bread said after its meat is the bread and its filling (`TypicalServings.filledBreads`).
            ("fast foods, biscuit, with sausage", "item", TypicalServings.serving(for: ["sausage", "biscuit"]) ?? 0),
            ("fast foods, biscuit, with crispy chicken fillet", "item", TypicalServings.serving(for: ["chicken", "biscuit"]) ?? 0),
            ("fast foods, english muffin, with cheese and sausage", "item",
             TypicalServings.serving(for: ["sausage", "english", "muffin"]) ?? 0),
        ]
        for check in checks {
            let ndbs = Set(foods.filter { ($0["description"] ?? "").lowercased().hasPrefix(check.description) }.compactMap { $0["ndb_number"] })
            #expect(!ndbs.isEmpty, "no SR28 food named '\(check.description)'")
            let weights = portions.filter { ndbs.contains($0["ndb_number"] ?? "") && ($0["unit"] ?? "").lowercased().contains(check.unit) }
                .compactMap { row in Double(row["gram_weight"] ?? "").flatMap { grams in Double(row["amount"] ?? "").map { grams / $0 } } }
            #expect(weights.contains { abs($0 - check.grams) <= 0.15 * check.grams },
                    "\(check.description) \(check.unit): \(check.grams) g against SR28 \(weights)")
        }
    }
}

/// "Your foods first" survives the resolver's own ranking: among foods that fit what was said, the
/// one the catalog marks as logged before is taken.
@Suite("Plain words prefer your foods")
struct YourFoodsInPlainWordsTests {
    struct MarkedCatalog: FoodCatalog {
        var base = TableCatalog()
        var yours: Set<String> = []
        func search(_ query: String, kind: CatalogFood.Kind?, limit: Int) throws -> [CatalogFood] {
            try base.search(query, kind: kind, limit: limit)
        }
        func isYours(_ food: CatalogFood) -> Bool { yours.contains(food.id) }
    }

    @Test func aFoodLoggedBeforeWinsAmongFoodsThatFit() throws {
        var catalog = MarkedCatalog()
        catalog.base.foods += [
            CatalogFood(id: "plain", name: "Lasagna", kind: .generic, per100g: Nutrients(kcal: 135)),
            CatalogFood(id: "mine", name: "Lasagna, spinach", kind: .generic, per100g: Nutrients(kcal: 122)),
        ]
        // Not a household-table food: a table food ("rice") is the table's, as before.
        let items = try PlainWordsParser.parse("200g lasagna")
        #expect(try PlainWordsResolver.resolve(items, catalog: catalog).resolved.map(\.food.id) == ["plain"])
        catalog.yours = ["mine"]
        #expect(try PlainWordsResolver.resolve(items, catalog: catalog).resolved.map(\.food.id) == ["mine"])
    }
}
