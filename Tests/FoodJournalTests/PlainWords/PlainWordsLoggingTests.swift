import Foundation
import Testing
import TestSupport
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex
import IndexBuilder
import FoodlogSupport

@Suite("Plain words and search, logged")
struct PlainWordsLoggingTests {
    @Test func resolvesTheIssueExampleToGrams() throws {
        let items = try PlainWordsParser.parse("2 eggs, 150g chicken breast and a cup of rice")
        let (resolved, unresolved) = try PlainWordsResolver.resolve(items, catalog: TableCatalog())
        #expect(unresolved.isEmpty)
        #expect(resolved.map(\.grams) == [100, 150, 158])
        #expect(resolved.map(\.basis) == ["household measure", "weight", "household measure"])
        #expect(resolved.map(\.food.id) == ["usda:egg", "usda:chicken", "usda:rice"])
        let kcal = resolved.map { $0.food.nutrients(grams: $0.grams).kcal.rounded() }
        // Cooked rice (129 kcal/100 g), not the raw rice the search also returns.
        #expect(kcal == [143, 216, 204])
    }

    @Test func volumesUseTheFoodsDensityAndCountsTheServingSize() throws {
        let items = try PlainWordsParser.parse("250 ml milk, 2 quark, 2 muffins, 1 greek yogurt")
        let (resolved, unresolved) = try PlainWordsResolver.resolve(items, catalog: TableCatalog())
        // 250 ml of milk at 244 g per cup (236.6 ml).
        #expect(abs(resolved[0].grams - 257.8) < 0.1)
        // No household measure, but the catalog knows a serving.
        #expect(resolved.map(\.basis) == ["household measure", "serving size", "serving size"])
        #expect(resolved[1].grams == 114)
        // Branded products count too when no generic food has the words, weighed by their own
        // serving (150 g), not the generic yogurt container of the table.
        #expect(resolved[2].food.name == "Acme Greek Yogurt")
        #expect(resolved[2].grams == 150)
        // Neither a measure nor a serving: asks for grams, naming the food it found.
        #expect(unresolved.map(\.item.food) == ["quark"])
        #expect(unresolved[0].reason == "no household measure for a count of 'quark'; give grams, e.g. '150g quark'")
        #expect(unresolved[0].candidates.map(\.name) == ["Quark, plain"])
    }

    @Test func moreWordsThanTheTableNamesPickAMoreSpecificFood() throws {
        var catalog = TableCatalog()
        catalog.foods += [
            CatalogFood(id: "usda:yogurt", name: "Yogurt, plain, whole milk", kind: .generic, per100g: Nutrients(kcal: 61)),
            CatalogFood(id: "usda:greek", name: "Yogurt, Greek, plain, lowfat", kind: .generic, per100g: Nutrients(kcal: 73)),
        ]
        let items = try PlainWordsParser.parse("1 yogurt, 1 greek yogurt, 1 grilled chicken breast")
        let (resolved, unresolved) = try PlainWordsResolver.resolve(items, catalog: catalog)
        #expect(unresolved.isEmpty)
        // Plain "yogurt" is the table's food; "greek yogurt" a food named with both words; nothing is
        // named "grilled", so the table's chicken breast. The household measure weighs all three.
        #expect(resolved.map(\.food.id) == ["usda:yogurt", "usda:greek", "usda:chicken"])
        #expect(resolved.map(\.grams) == [170, 170, 172])
    }

    @Test func unknownFoodsAreNamedAndNothingIsLogged() throws {
        let h = CommandHarness()
        let result = h.run(["add", "2 eggs and 1 dragon fruit"], catalog: TableCatalog())
        #expect(result.code == 65)
        #expect(result.error?.hasPrefix("nothing was logged: '1 dragon fruit': no food in the index is named with all of 'dragon fruit'") == true, "\(result.error ?? "")")
        #expect(result.error?.contains("foodlog estimate") == true)
        #expect(h.run("today", "--json").output.contains("\"entries\":[]"))
        #expect(h.run(["add", "150g"], catalog: TableCatalog()).code == 64)
    }

    @Test func addPlainWordsLogsOneEntryPerItem() throws {
        let h = CommandHarness()
        let result = h.run(["add", "2 large eggs, 150g chicken breast and a cup of rice", "--json"], catalog: TableCatalog())
        #expect(result.code == 0)
        let entries = try #require(try result.json() as? [[String: Any]])
        #expect(entries.map { $0["grams"] as? Double } == [100, 150, 158])
        #expect(entries.map { $0["source"] as? String } == ["generic", "generic", "generic"])
        #expect(entries.map { $0["ref"] as? String } == ["usda:egg", "usda:chicken", "usda:rice"])
        #expect(Set(entries.compactMap { $0["id"] as? String }).count == 3)
    }

    @Test func addSearchWithGramsOrServings() throws {
        let h = CommandHarness()
        let grams = try #require((try h.run(["add", "greek", "yogurt", "--grams", "170", "--json"], catalog: TableCatalog()).json() as? [[String: Any]])?.first)
        #expect(grams["name"] as? String == "Acme Greek Yogurt")
        #expect(grams["kcal"] as? Double == 164.9)
        #expect(grams["source"] as? String == "index")
        #expect(grams["ref"] as? String == "4000000000001")
        let servings = try #require((try h.run(["add", "greek yogurt", "--servings", "2", "--json"], catalog: TableCatalog()).json() as? [[String: Any]])?.first)
        #expect(servings["grams"] as? Double == 300)
        #expect(servings["servings"] as? Double == 2)
        #expect(h.run(["add", "banana", "--servings", "1"], catalog: TableCatalog()).error?.contains("--grams") == true)
        #expect(h.run(["add", "unobtainium", "--grams", "5"], catalog: TableCatalog()).code == 65)
    }

    @Test func pickRefusesWithoutATerminal() {
        let h = CommandHarness()
        let result = h.run(["add", "yogurt", "--pick"], catalog: TableCatalog())
        #expect(result.code == 64)
        #expect(result.error?.contains("needs a terminal") == true)
    }

    /// The real adapter over a real (tiny) index built from USDA FoodData Central rows, reached the
    /// way the product reaches it: through FOODLOG_INDEX.
    @Test func realIndexThroughTheAdapter() throws {
        let h = CommandHarness()
        let csv = """
            foodName,data_type,food_category,portion_unit_name,portion_gram_weight,number_of_nutrients,Energy,Carbohydrate,Total fat,Protein
            "Egg, whole, raw, fresh",sr_legacy_food,Dairy and Egg Products,undetermined,50.0,34,143.1644359464627,0.72,9.51,12.56
            "Rice, white, long-grain, regular, enriched, cooked",sr_legacy_food,Cereal Grains and Pasta,undetermined,,30,130.0,28.17,0.28,2.69
            "Chicken, broilers or fryers, breast, meat only, cooked, roasted",sr_legacy_food,Poultry Products,undetermined,,30,165.0,0.0,3.57,31.02
            "EGG BEATERS, liquid egg substitute",branded_food,Eggs,undetermined,46.0,10,48.0,2.17,0.0,10.87

            """
        try h.dir.write("fdc.csv", csv)
        _ = try IndexBuild.run(BuildOptions(input: h.dir.file("fdc.csv"), output: h.dir.file("index")))
        let catalog = IndexCatalog(index: try ProductIndex(directory: h.dir.file("index")))
        let egg = try #require(try catalog.search("egg whole raw", kind: .generic, limit: 1).first)
        #expect(egg.name == "Egg, whole, raw, fresh")
        #expect(egg.kind == .generic)
        #expect(abs(egg.per100g.kcal - 143.2) < 0.001, "the index keeps kcal to 0.1 kcal (IndexData/FORMAT.md)")
        #expect(try catalog.search("egg beaters", kind: .product, limit: 1).first?.kind == .product)

        h.environment["FOODLOG_INDEX"] = h.dir.file("index")
        let result = h.run("add", "2 eggs, 150g chicken breast and a cup of rice", "--json")
        #expect(result.code == 0, "\(result.error ?? "")")
        let entries = try #require(try result.json() as? [[String: Any]])
        #expect(entries.map { $0["name"] as? String } == ["Egg, whole, raw, fresh",
                                                          "Chicken, broilers or fryers, breast, meat only, cooked, roasted",
                                                          "Rice, white, long-grain, regular, enriched, cooked"])
        #expect(entries.map { $0["kcal"] as? Double } == [143.2, 247.5, 205.4])
    }

    /// "coffee with half and half" is two foods, not coffee and an amount of "and half": one cup of
    /// coffee and one individual container of half and half (15 g, SR28 01049).
    @Test func halfAndHalfIsAFoodNotAnAmount() throws {
        let h = CommandHarness()
        h.environment["FOODLOG_INDEX"] = IndexLocation.embeddedDirectory
        let result = h.run("add", "coffee with half and half", "--json")
        #expect(result.code == 0, "\(result.error ?? "")")
        let entries = try #require(try result.json() as? [[String: Any]])
        #expect(entries.count == 2)
        #expect(entries.last?["name"] as? String == "Cream, half and half")
        #expect(entries.map { $0["grams"] as? Double } == [236.6, 15])
        #expect(entries.first?["name"] as? String == "Coffee, brewed")
    }

    /// Every table food is logged as a food the embedded index really has (by its exact name),
    /// and that food is the same kind of thing as the SR28 food its measures come from: energy
    /// within 30% of SR28's (newer FoodData Central analyses differ from SR28 by up to ~27%, e.g.
    /// whole-milk yogurt 77 vs 61 kcal; a food with added fat, like "Black beans, NFS", is 37% off).
    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func everyTableFoodIsInTheEmbeddedIndex() throws {
        let catalog = IndexCatalog(index: try ProductIndex(directory: IndexLocation.embeddedDirectory))
        let sr28 = try TSV.rows(try #require(SharedDataFile.path("data/usda-foods.tsv")))
        let kcalByNDB = Dictionary(sr28.map { ($0["ndb_number"] ?? "", Double($0["kcal_100g"] ?? "") ?? 0) }, uniquingKeysWith: { a, _ in a })
        for food in HouseholdMeasures.foods {
            let hits = try catalog.search(food.catalogName, kind: .generic, limit: 20)
            let match = PlainWordsResolver.bestMatch(hits, for: food.catalogName, mustContain: food.names[0])
            #expect(match?.name == food.catalogName, "'\(food.catalogName)' is not in the embedded index (got \(match?.name ?? "nothing"))")
            if let match, let reference = kcalByNDB[food.ndb], reference > 5 {
                #expect(abs(match.per100g.kcal - reference) / reference < 0.30,
                        "\(food.catalogName): \(match.per100g.kcal) kcal vs SR28 \(food.ndb) \(reference)")
            }
        }
    }
}

/// On a terminal a weak match is shown for confirmation instead of failing: the user picks one of
/// the candidates (Enter the first, q nothing), as `estimate --log` shows an estimate first.
@Suite("Weak plain-word matches, confirmed")
struct WeakMatchConfirmationTests {
    let time = LocalTime(date: LocalDate(year: 2026, month: 11, day: 23), hour: 8, minute: 0, utcOffset: 0)

    @Test func theChosenCandidateIsLoggedAtTheSaidWeight() throws {
        var catalog = TableCatalog()
        catalog.foods.append(CatalogFood(id: "usda:stew", name: "Stew, beef", kind: .generic, per100g: Nutrients(kcal: 100)))
        let script = ScriptedAnswers(["1"])
        let entries = try AddCommand.plainWordEntries("2 eggs, 300g quokka stew", time: time, meal: nil, catalog: catalog, ask: script.ask)
        #expect(entries.map(\.name) == ["Egg, whole, raw", "Stew, beef"])
        #expect(entries.map(\.amount.grams) == [100, 300])
        #expect(script.shown.first == "  1. Stew, beef  100 kcal/100 g")
    }

    @Test func withoutATerminalOrWhenCancelledNothingIsLogged() throws {
        var catalog = TableCatalog()
        catalog.foods.append(CatalogFood(id: "usda:stew", name: "Stew, beef", kind: .generic, per100g: Nutrients(kcal: 100)))
        #expect(throws: AddError.self) { try AddCommand.plainWordEntries("300g quokka stew", time: time, meal: nil, catalog: catalog) }
        #expect(throws: AddError.cancelled) {
            try AddCommand.plainWordEntries("300g quokka stew", time: time, meal: nil, catalog: catalog, ask: ScriptedAnswers(["q"]).ask)
        }
    }
}
