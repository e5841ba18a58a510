import Testing
@testable import FoodIndex
import TestSupport

/// The searcher's shortcuts (one-word heap, alternatives skipped past a bound, posting blocks
/// skipped past their block-max bound, rarest-word-first with an upper bound, multi-word matches
/// ranked first) must return exactly what scoring every matching product returns.
@Suite struct ShortcutEquivalenceTests {
    static let queries = [
        "banana", "egg", "greek yogurt", "greek yog", "chiken breast", "rice cooked", "apple juice", "cheese",
        "whole milk", "chocolate chip cookies", "peanut butter", "orange", "bread", "sa", "ch", "chicken soup noodle",
        "beef", "salmon raw", "brown rice", "yogurt plain nonfat", "coffee", "tea", "pasta sauce", "olive oil",
        "potato chips", "corn", "pork", "turkey breast", "almond", "oat", "spinach raw", "sweet potato",
        "ice cream vanilla", "cereal", "bagel", "tomato", "lettuce", "carrot", "creme", "fromage", "xyz nothing",
        "coke", "diet coke", "fries", "soda pop", "crisps", "courgette", "spaghetti bolognese", "chips", "salad", "pea",
        "eggs", "green beans", "bananas raw", "apples", "strawberries yog",
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
        #expect(fast.shortcuts.blocksSkipped > 0, "no query skipped a posting block: the test no longer covers block-max skipping")
        #expect(fast.shortcuts.slotsGathered > 0 && full.shortcuts.slotsGathered > 0,
                "no query gathered a group's alternatives: the test no longer covers slots made from several lists")
    }

    @Test func explainedScoresAreTheScores() throws {
        let index = try ProductIndex(directory: IndexLocation.embeddedDirectory)
        let searcher = Searcher(index: index)
        for query in ShortcutEquivalenceTests.queries {
            let plain = try index.search(query)
            let explained = try searcher.search(query, options: SearchOptions(explain: true))
            #expect(plain.map(\.product.docID) == explained.map(\.product.docID), "'\(query)'")
            for hit in explained {
                let explanation = try #require(hit.explanation)
                #expect(abs(explanation.finalScore - hit.score) <= 1e-9 * max(1, hit.score), "'\(query)'")
                let product = explanation.factors.reduce(explanation.bm25) { $0 * $1.value }
                #expect(abs(product - hit.score) <= 1e-9 * max(1, hit.score), "'\(query)'")
            }
        }
        #expect(searcher.shortcuts.slotsGathered > 0, "no explained query gathered its slots from several lists")
    }

    /// The embedded index is too small for some shortcuts to fire (they need more than
    /// `Ranking.rerankPool` products per word), so this builds 8 000 products from a few common
    /// words and types queries letter by letter, as search-as-you-type does, on a searcher
    /// prepared for a session and reused, against a fresh exhaustive one.
    @Test func shortcutsHoldOnManyProductsPerWordAsYouType() throws {
        let words = ["dark", "chocolate", "chocolat", "cherry", "cheese", "cheddar", "chicken", "noir", "noix", "milk",
                     "mix", "oat", "orange", "juice", "coca", "cola"]
        // A fixed scramble of word choices (any spread over the words will do; it must not change).
        func pick(_ number: Int, _ salt: Int) -> Int { (number &* 2_654_435_761 &+ salt &* 40_503) >> 7 & 0xFFFF }
        var rows: [[String: String]] = []
        for number in 0..<8_000 {
            let name = (0...(pick(number, 1) % 4)).map { words[pick(number, $0 + 2) % words.count] }.joined(separator: " ")
            var row = ["code": String(3_000_000_000_000 + number), "product_name": name,
                       "unique_scans_n": String(pick(number, 9) % 500)]
            if pick(number, 10) % 5 != 0 { row["energy-kcal_100g"] = String(50 + pick(number, 11) % 500) }
            if pick(number, 12) % 3 == 0 { row["brands"] = words[pick(number, 13) % words.count] }
            rows.append(row)
        }
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try TestIndexes.build(rows, in: directory)
        let fast = Searcher(index: index)
        fast.prepareForSession()
        for query in ["dark chocolate", "chocolat noir", "oat milk", "coca cola", "orange juice", "cheddar cheese",
                      "chicken milk mix", "c", "noix"] {
            var typed = ""
            for letter in query {
                typed.append(letter)
                for kind in [nil, ProductKind.branded] {
                    let full = Searcher(index: index)
                    full.exhaustive = true
                    let options = SearchOptions(limit: 10, kind: kind)
                    let quick = try fast.search(typed, options: options)
                    let slow = try full.search(typed, options: options)
                    #expect(quick.map(\.product.docID) == slow.map(\.product.docID), "'\(typed)' kind \(String(describing: kind))")
                    for (a, b) in zip(quick, slow) { #expect(abs(a.score - b.score) <= 1e-9 * max(1, b.score), "'\(typed)'") }
                }
            }
        }
        #expect(fast.shortcuts.alternativesSkipped > 0, "no query skipped an alternative: the test no longer covers that shortcut")
        #expect(fast.shortcuts.singleMatchesSkipped > 0, "no query skipped one-word matches: the test no longer covers that shortcut")
        #expect(fast.shortcuts.blocksSkipped > 0, "no query skipped a posting block: the test no longer covers block-max skipping")
    }
}
