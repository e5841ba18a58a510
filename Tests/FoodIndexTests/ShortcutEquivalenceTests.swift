import Testing
@testable import FoodIndex
import TestSupport

/// The searcher's shortcuts (one-word heap, rarest-word-first with an upper bound) must return
/// exactly what scoring every matching product returns.
@Suite struct ShortcutEquivalenceTests {
    static let queries = [
        "banana", "egg", "greek yogurt", "greek yog", "chiken breast", "rice cooked", "apple juice", "cheese",
        "whole milk", "chocolate chip cookies", "peanut butter", "orange", "bread", "sa", "ch", "chicken soup noodle",
        "beef", "salmon raw", "brown rice", "yogurt plain nonfat", "coffee", "tea", "pasta sauce", "olive oil",
        "potato chips", "corn", "pork", "turkey breast", "almond", "oat", "spinach raw", "sweet potato",
        "ice cream vanilla", "cereal", "bagel", "tomato", "lettuce", "carrot", "creme", "fromage", "xyz nothing",
    ]

    @Test func shortcutsReturnWhatExhaustiveScoringReturns() throws {
        let index = try ProductIndex(directory: IndexLocation.embeddedDirectory)
        let fast = Searcher(index: index)
        let full = Searcher(index: index)
        full.exhaustive = true
        for query in ShortcutEquivalenceTests.queries {
            for kind in [nil, ProductKind.generic, .branded] {
                let options = SearchOptions(limit: 20, kind: kind)
                let quick = try fast.search(query, options: options)
                let slow = try full.search(query, options: options)
                #expect(quick.map(\.product.docID) == slow.map(\.product.docID), "'\(query)' kind \(String(describing: kind))")
                for (a, b) in zip(quick, slow) { #expect(abs(a.score - b.score) <= 1e-9 * max(1, b.score), "'\(query)'") }
            }
        }
    }

    @Test func explainedScoresAreTheScores() throws {
        let index = try ProductIndex(directory: IndexLocation.embeddedDirectory)
        for query in ShortcutEquivalenceTests.queries {
            let plain = try index.search(query)
            let explained = try index.search(query, options: SearchOptions(explain: true))
            #expect(plain.map(\.product.docID) == explained.map(\.product.docID), "'\(query)'")
            for hit in explained {
                let explanation = try #require(hit.explanation)
                #expect(abs(explanation.finalScore - hit.score) <= 1e-9 * max(1, hit.score), "'\(query)'")
                let product = explanation.factors.reduce(explanation.bm25) { $0 * $1.value }
                #expect(abs(product - hit.score) <= 1e-9 * max(1, hit.score), "'\(query)'")
            }
        }
    }
}
