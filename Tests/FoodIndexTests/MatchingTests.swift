import Testing
import FoodIndex
import IndexBuilder
import TestSupport

@Suite struct MatchingTests {
    @Test func lastWordMatchesAsAPrefix() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try TestIndexes.build(TestIndexes.named(["Greek yogurt", "Greek salad", "Yogi tea"]), in: directory)
        let hits = try index.search("greek yog", options: SearchOptions(explain: true))
        #expect(hits.first?.product.name == "Greek yogurt")
        #expect(hits.first?.explanation?.terms.map(\.match) == ["exact", "prefix"])
        let noPrefix = try index.search("yog", options: SearchOptions(prefix: false, fuzzy: false))
        #expect(noPrefix.isEmpty)
        #expect(try index.search("yog ").isEmpty, "a trailing space means the word is complete")
    }

    @Test func typosFindTheFoodWithoutDrowningExactMatches() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let names = ["Chicken breast", "Chicken soup", "Chiken soup", "Beef steak", "Chicken thigh", "Breast milk"]
        let index = try TestIndexes.build(TestIndexes.named(names), in: directory)
        let typo = try index.search("chiken breast", options: SearchOptions(explain: true))
        #expect(typo.first?.product.name == "Chicken breast")
        #expect(typo.first?.explanation?.terms.first?.match == "typo(1)")
        let exact = try index.search("chicken soup")
        #expect(exact.first?.product.name == "Chicken soup")
        let twoEdits = try index.search("chikcen breast")
        #expect(twoEdits.first?.product.name == "Chicken breast")
        #expect(try index.search("chiken breast", options: SearchOptions(fuzzy: false)).first?.product.name == "Chiken soup",
                "without typo matching, the product literally spelled that way wins")
    }

    /// Among equally close typo neighbours the common word wins: `jambn` is jambon, not Jambin.
    @Test func theCommonTypoNeighbourWins() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let hams = (0..<40).map { "Jambon blanc \($0 % 4 == 0 ? "supérieur" : "cuit") lot \($0)" }
        let index = try TestIndexes.build(TestIndexes.named(["Jambin", "Jambin bio"] + hams), in: directory)
        let hits = try index.search("jambn", options: SearchOptions(limit: 5, explain: true))
        #expect(hits.count == 5)
        #expect(hits.allSatisfy { $0.product.name.hasPrefix("Jambon") }, "\(hits.map(\.product.name))")
        #expect(hits.first?.explanation?.terms.first?.matchedTerm == "jambon")
    }

    /// Typing `dark ch`, the common completion (chocolate, 40 products) comes before the rare one
    /// (cherry, 2), which its own idf alone would put first; once typed, the rare word wins.
    @Test func theCommonCompletionWinsWhileTyping() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let chocolates = (0..<40).map { "Dark chocolate \($0 % 3 == 0 ? "70%" : "bar") lot \($0)" }
        let index = try TestIndexes.build(TestIndexes.named(["Dark cherry", "Dark cherry jam"] + chocolates), in: directory)
        let typing = try index.search("dark ch", options: SearchOptions(limit: 5))
        #expect(typing.count == 5)
        #expect(typing.allSatisfy { $0.product.name.hasPrefix("Dark chocolate") }, "\(typing.map(\.product.name))")
        #expect(try index.search("dark cher").first?.product.name == "Dark cherry")
        #expect(try index.commonTerms(startingWith: "Ch", limit: 5) == ["chocolate", "cherry"], "most common first, folded")
        #expect(try index.commonTerms(startingWith: "zz", limit: 5).isEmpty)
    }

    @Test func accentsAndCaseFold() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try TestIndexes.build(TestIndexes.named(["Crème fraîche épaisse", "yaourt nature", "Crema"]), in: directory)
        #expect(try index.search("creme fraiche").first?.product.name == "Crème fraîche épaisse")
        #expect(try index.search("YAOURT").first?.product.name == "yaourt nature")
        #expect(try index.search("CRÈME").first?.product.name == "Crème fraîche épaisse")
    }

    @Test func barcodesMatchInUPCAndEANForms() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let rows: [[String: String]] = [
            ["code": "0074236526463", "product_name": "Peanut butter"],
            ["code": "3017620422003", "product_name": "Hazelnut spread"],
        ]
        let index = try TestIndexes.build(rows, in: directory)
        #expect(try index.search("74236526463").first?.product.name == "Peanut butter")
        #expect(try index.search("074236526463").first?.product.name == "Peanut butter")
        #expect(try index.search("0074236526463").first?.product.code == "0074236526463")
        #expect(try index.product(barcode: "3017620422003")?.name == "Hazelnut spread")
        #expect(try index.product(barcode: "123456789") == nil)
    }

    @Test func kindFilterKeepsOneKind() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let csv = """
        foodName,data_type,food_category,portion_unit_name,portion_gram_weight,number_of_nutrients,Energy,Carbohydrate,Total fat,Protein
        "Bananas, raw",sr_legacy_food,Fruits,undetermined,,4,89.0,22.84,0.33,1.09
        "BANANA CHIPS, SWEETENED",branded_food,Snacks,1 cup,30.0,4,519.0,58.4,33.6,2.3
        "Banana, sample",sub_sample_food,,,,0,,,,
        """
        let input = directory.write("usda.csv", csv + "\n")
        let summary = try IndexBuild.run(BuildOptions(input: input, output: directory.file("usda")))
        #expect(summary.productsIndexed == 2)
        #expect(summary.skipped[.sampleRow] == 1)
        let index = try ProductIndex(directory: directory.file("usda"))
        let all = try index.search("banana")
        #expect(all.map(\.product.name) == ["Bananas, raw", "BANANA CHIPS, SWEETENED"])
        #expect(all[0].product.kind == .generic)
        #expect(all[1].product.servingSize == "1 cup (30 g)")
        #expect(try index.search("banana", options: SearchOptions(kind: .branded)).map(\.product.name) == ["BANANA CHIPS, SWEETENED"])
    }
}
