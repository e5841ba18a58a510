import Testing
@testable import FoodIndex
import TestSupport

/// Query rewrites (`QuerySynonyms`) and the typed word read as a prefix still being typed.
@Suite struct QuerySynonymTests {
    static let names = [
        "Coke 6-pack cans", "Cola", "Cola, diet", "Zucchini, raw", "Courgettes farcies", "Eggplant, raw",
        "French fries", "Fries seasoning", "Sweet potato fries", "French bread", "Potato chips", "Chips, banana",
        "Apple crisp", "Soft drink", "Soda bread", "Pasta, cooked", "Spaghetti squash", "Salad dressing", "Green salad",
        "Potato salad",
    ]

    func index(_ directory: TemporaryDirectory, _ names: [String] = QuerySynonymTests.names) throws -> ProductIndex {
        try TestIndexes.build(TestIndexes.named(names), in: directory)
    }

    @Test func aRewriteFindsTheFoodByItsOtherName() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try index(directory)
        #expect(try index.search("coke").first?.product.name == "Cola")
        #expect(try index.search("courgette").first?.product.name == "Zucchini, raw")
        #expect(try index.search("aubergines").first?.product.name == "Eggplant, raw")
        #expect(try index.search("crisps").first?.product.name == "Potato chips")
        #expect(try index.search("spaghetti").first?.product.name == "Pasta, cooked")
        #expect(try index.search("soda").first?.product.name == "Soft drink")
    }

    @Test func britishWordsFindTheAmericanNames() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try index(directory, ["Shrimp, raw", "Prawn crackers", "Corn, raw", "Chickpeas, canned", "Yogurt, plain", "Yoghurt raisins"])
        #expect(try index.search("prawns").first?.product.name == "Shrimp, raw")
        #expect(try index.search("prawn crackers").first?.product.name == "Prawn crackers")
        #expect(try index.search("sweetcorn").first?.product.name == "Corn, raw")
        #expect(try index.search("garbanzo").first?.product.name == "Chickpeas, canned")
        #expect(try index.search("yoghurt").first?.product.name == "Yogurt, plain")
        #expect(QuerySynonyms.rewrite("porridge", wordCount: 1) == nil, "rice porridge is no oatmeal")
    }

    @Test func aProductNamedWithTheTypedWordIsStillFound() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try index(directory)
        let coke = try index.search("coke").map(\.product.name)
        #expect(coke.contains("Coke 6-pack cans"))
        #expect(try index.search("courgettes").map(\.product.name).contains("Courgettes farcies"))
        #expect(try index.search("spaghetti squash").first?.product.name == "Spaghetti squash")
        let explained = try index.search("coke", options: SearchOptions(explain: true))
        #expect(explained.first?.explanation?.terms.first?.match == "synonym")
    }

    @Test func aBareWordTakesItsModifiersAndAWordWithOthersDoesNot() throws {
        #expect(QuerySynonyms.rewrite("fry", wordCount: 1)?.modifiers == ["french"])
        #expect(QuerySynonyms.rewrite("fry", wordCount: 3) == nil)
        #expect(QuerySynonyms.rewrite("crisp", wordCount: 2) == QuerySynonyms.Rewrite(modifiers: [], replacement: "chip"))
        #expect(QuerySynonyms.rewrite("banana", wordCount: 1) == nil)
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try index(directory)
        #expect(try index.search("fries").first?.product.name == "French fries")
        #expect(try index.search("chips").first?.product.name == "Potato chips")
        #expect(try index.search("banana chips").first?.product.name == "Chips, banana")
        #expect(try index.search("salad").first?.product.name == "Green salad")
        #expect(try index.search("potato salad").first?.product.name == "Potato salad")
        #expect(try index.search("sweet potato fries").first?.product.name == "Sweet potato fries")
        #expect(try index.search("apple crisp").first?.product.name == "Apple crisp")
    }

    @Test func twoWordsForTheSameThingAreOneWord() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try index(directory)
        let plan = try QueryPlan.make("soda pop", index: index, options: SearchOptions())
        #expect(plan.groups.map(\.queryTerm) == ["soft", "soda"])
        #expect(plan.groups.last?.alternatives.first?.kind == .synonym)
        #expect(try index.search("soda pop").first?.product.name == "Soft drink")
    }

    @Test func aRareTypedWordIsAlsoReadAsTheStartOfACommonOne() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let names = ["Mie sandwich loaf", "Miel"] + (1...6).map { "Miel \($0)" } + ["Pea soup", "Peas"] + (1...6).map { "Peanut \($0)" }
        let index = try index(directory, names)
        // Typing `mie`, the rare word no longer outweighs the common one it may be becoming.
        let plan = try QueryPlan.make("mie", index: index, options: SearchOptions())
        let idfs = Set(try #require(plan.groups.first).alternatives.map(\.idf))
        #expect(idfs.count == 1)
        #expect(try index.search("mie").first?.product.name == "Miel")
        #expect(try index.search("mie ").first?.product.name == "Mie sandwich loaf")
        // A plural was typed whole: `peas` is not on its way to `peanut`.
        #expect(try index.search("peas").first?.product.name == "Peas")
        #expect(QueryPlan.lastTypedWord("greek Yog") == "yog")
        #expect(QueryPlan.lastTypedWord("crè") == nil)
        #expect(QueryPlan.lastTypedWord("milk ") == nil)
    }
}
