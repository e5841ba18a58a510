import Testing
import FoodIndex
import TestSupport

@Suite struct RankingPriorTests {
    @Test func plainNamesOpenAPlainFoodQuery() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let names = ["Banana flavoured candy", "Banana chips", "Chocolate banana bar", "Banana, raw", "Banana bread"]
        let index = try TestIndexes.build(TestIndexes.named(names), in: directory)
        #expect(try index.search("banana").first?.product.name == "Banana, raw")
    }

    @Test func neutralDescriptorsDoNotMakeANameLonger() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try TestIndexes.build(TestIndexes.named(["Egg, benedict", "Egg, whole, raw"]), in: directory)
        #expect(try index.search("egg").first?.product.name == "Egg, whole, raw")
    }

    @Test func aVariantWordMakesANameCountLonger() throws {
        #expect(DocumentTerms(name: "Tofu, fried", brand: nil, kind: .generic, hasNutrition: true).documentLength == 4)
        #expect(DocumentTerms(name: "Salad dressing", brand: nil, kind: .generic, hasNutrition: true).headLength == 4)
        #expect(DocumentTerms(name: "Alcoholic beverage, wine, table, all", brand: nil, kind: .generic, hasNutrition: true)
            .documentLength == 1)
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let names = ["Tofu, fried", "Tofu, hard, prepared with nigari", "Wine, cooking", "Wine, table, all", "Wine, rose"]
        let index = try TestIndexes.build(TestIndexes.named(names), in: directory)
        #expect(try index.search("tofu").first?.product.name == "Tofu, hard, prepared with nigari")
        #expect(try index.search("fried tofu").first?.product.name == "Tofu, fried")
        #expect(try index.search("wine").first?.product.name == "Wine, table, all")
        #expect(try index.search("cooking wine").first?.product.name == "Wine, cooking")
    }

    @Test func aLeadingPotatoIsACategoryBeforeItsDish() throws {
        let fries = DocumentTerms(name: "Potato, french fries, NFS", brand: nil, kind: .generic, hasNutrition: true)
        #expect(fries.headLength == 2)
        #expect(fries.terms.first { $0.term == "french" }?.flags.contains(.firstWord) == true)
        let plain = DocumentTerms(name: "Potato, NFS", brand: nil, kind: .generic, hasNutrition: true)
        #expect(plain.terms.first { $0.term == "potato" }?.flags.contains(.inHead) == true)
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let names = ["Potato, french fries, NFS", "French fries seasoning", "Potato, NFS", "Potato salad"]
        let index = try TestIndexes.build(TestIndexes.named(names), in: directory)
        #expect(try index.search("french fries").first?.product.name == "Potato, french fries, NFS")
        #expect(try index.search("potato").first?.product.name == "Potato, NFS")
    }

    @Test func popularityBreaksTiesBetweenEqualNames() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let rows: [[String: String]] = [
            ["code": "11111111", "product_name": "Orange juice", "energy-kcal_100g": "45"],
            ["code": "22222222", "product_name": "Orange juice", "energy-kcal_100g": "45", "unique_scans_n": "900"],
        ]
        let index = try TestIndexes.build(rows, in: directory)
        let hits = try index.search("orange juice", options: SearchOptions(explain: true))
        #expect(hits.first?.product.code == "22222222")
        #expect(hits.first?.explanation?.factors.contains { $0.name == "popularity" } == true)
    }

    @Test func productsWithoutEnergyRankBelowEqualProductsWithIt() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let rows: [[String: String]] = [
            ["code": "11111111", "product_name": "Rye bread"],
            ["code": "22222222", "product_name": "Rye bread", "energy-kcal_100g": "250"],
        ]
        let index = try TestIndexes.build(rows, in: directory)
        #expect(try index.search("rye bread").map(\.product.code) == ["22222222", "11111111"])
    }

    @Test func brandOnlyMatchesCountLessThanNameMatches() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let rows: [[String: String]] = [
            ["code": "11111111", "product_name": "Cookies", "brands": "Oreo,Mondelez", "energy-kcal_100g": "480"],
            ["code": "22222222", "product_name": "Oreo cookies", "energy-kcal_100g": "480"],
        ]
        let index = try TestIndexes.build(rows, in: directory)
        let hits = try index.search("oreo", options: SearchOptions(explain: true))
        #expect(hits.map(\.product.code) == ["22222222", "11111111"])
        #expect(hits[1].product.brand == "Oreo")
        #expect(hits[1].explanation?.terms.first?.weight == 0.5)
    }
}
