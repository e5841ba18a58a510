import Testing
import FoodIndex
import TestSupport

@Suite struct ScoringTests {
    @Test func bm25FormulasMatchHandComputedValues() {
        #expect(abs(BM25.idf(documentFrequency: 1, documentCount: 3) - 0.980_829) < 1e-6)
        #expect(abs(BM25.idf(documentFrequency: 2, documentCount: 3) - 0.470_004) < 1e-6)
        #expect(abs(BM25.normalizedTF(1, length: 2, averageLength: 2, k1: 1.2, b: 0.75) - 1.0) < 1e-12)
        #expect(abs(BM25.normalizedTF(2, length: 4, averageLength: 2, k1: 1.2, b: 0.75) - 4.4 / 4.1) < 1e-12)
        #expect(abs(BM25.normalizedTF(1, length: 9, averageLength: 3, k1: 1.2, b: 0) - 1.0) < 1e-12)
    }

    /// N = 3 products of lengths 2, 1, 2 (avgdl 5/3); "pie" occurs once, in the first.
    /// idf = ln(1 + 2.5/1.5) = 0.980829; tf-norm = 2.2 / (1 + 1.2·(0.25 + 0.75·2/(5/3))) = 0.924370;
    /// bm25 = 0.906651; the plain-name factor is 1 + 0.8·(1/2) = 1.4 (the name's head has 2 words).
    @Test func searchScoresMatchHandComputedBM25() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try TestIndexes.build(TestIndexes.named(["apple pie", "apple", "banana bread"]), in: directory)
        #expect(index.productCount == 3)
        #expect(abs(index.averageLength - 5.0 / 3.0) < 1e-12)
        let hits = try index.search("pie", options: SearchOptions(explain: true))
        #expect(hits.count == 1)
        let explanation = try #require(hits.first?.explanation)
        #expect(explanation.terms.count == 1)
        #expect(abs(explanation.terms[0].idf - 0.980_829) < 1e-5)
        #expect(abs(explanation.terms[0].lengthNormalizedTF - 0.924_370) < 1e-5)
        #expect(abs(explanation.bm25 - 0.906_651) < 1e-5)
        #expect(explanation.factors.map(\.name) == ["coverage", "plain name"])
        #expect(abs(hits[0].score - 0.906_651 * 1.4) < 1e-5)
    }

    @Test func queryTimeParametersChangeTheScore() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try TestIndexes.build(TestIndexes.named(["apple pie", "apple", "banana bread"]), in: directory)
        let explained = try index.search("pie", options: SearchOptions(k1: 2, b: 0, explain: true))
        let bm25 = try #require(explained.first?.explanation?.bm25)
        #expect(abs(bm25 - 0.980_829) < 1e-5)
    }

    @Test func buildTimeParametersAreTheIndexDefaults() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try TestIndexes.build(TestIndexes.named(["apple pie", "apple"]), in: directory) { options in
            options.k1 = 0.9
            options.b = 0.3
        }
        #expect(index.defaultK1 == 0.9)
        #expect(index.defaultB == 0.3)
    }

    @Test func productsMatchingEveryWordComeFirst() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try TestIndexes.build(TestIndexes.named(["greek salad", "plain yogurt", "greek yogurt honey", "greek olives"]), in: directory)
        let names = try index.search("greek yogurt").map(\.product.name)
        #expect(names.first == "greek yogurt honey")
        #expect(Set(names) == ["greek salad", "plain yogurt", "greek yogurt honey", "greek olives"])
    }

    @Test func emptyAndStopWordQueriesReturnNothing() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try TestIndexes.build(TestIndexes.named(["apple pie"]), in: directory)
        #expect(try index.search("").isEmpty)
        #expect(try index.search("the and").isEmpty)
        #expect(try index.search("apple", options: SearchOptions(limit: 0)).isEmpty)
    }
}
