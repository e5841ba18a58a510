import Testing
@testable import FoodIndex
import TestSupport

/// A prefix's completions are chosen by `MostFrequentTerms` instead of sorting them all: it must
/// keep exactly what sorting by frequency (then term) and taking the first `limit` keeps.
@Suite struct MostFrequentTermsTests {
    @Test func keepsWhatSortingAllAndTakingTheFirstKeeps() {
        var random = SplitMix64(seed: 8)
        for round in 0..<2_000 {
            // Terms come in ascending order, as a prefix range gives them; frequencies from a
            // narrow range, so ties are common.
            let count = Int.random(in: 0...60, using: &random)
            var term = 0
            var offered: [(term: Int, frequency: Int)] = []
            for _ in 0..<count {
                term += Int.random(in: 1...5, using: &random)
                offered.append((term, Int.random(in: 1...(round % 2 == 0 ? 4 : 1_000), using: &random)))
            }
            let limit = Int.random(in: 0...10, using: &random)
            var kept = MostFrequentTerms(limit: limit)
            for entry in offered { kept.offer(term: entry.term, frequency: entry.frequency) }
            let sorted = offered.sorted { $0.frequency != $1.frequency ? $0.frequency > $1.frequency : $0.term < $1.term }
            let expected = sorted.prefix(limit)
            #expect(kept.terms.map(\.term) == expected.map(\.term), "round \(round)")
            #expect(kept.terms.map(\.frequency) == expected.map(\.frequency), "round \(round)")
        }
    }
}
