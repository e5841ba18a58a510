import Testing
import TestSupport
@testable import IndexBuilder

/// The builder's in-memory tables: the barcode sort and the string numbering behind the term and
/// text tables, against the plain library operations they replace.
@Suite struct PostingRunsTests {
    @Test func barcodesSortByKeyThenProductLikeAComparisonSort() {
        var generator = SplitMix64(seed: 3)
        for round in 0..<40 {
            // Few distinct keys (many ties), keys differing only in their top bytes, and random ones.
            let entries: [(key: UInt64, docID: UInt32)] = (0..<generator.below(3_000)).map { docID in
                let key: UInt64
                switch round % 3 {
                case 0: key = UInt64(generator.below(20))
                case 1: key = UInt64(generator.below(256)) << 56 | 7
                default: key = generator.next()
                }
                return (key, UInt32(docID))
            }
            let expected = entries.sorted { $0.key != $1.key ? $0.key < $1.key : $0.docID < $1.docID }
            let sorted = PostingRuns.sortedByKey(entries)
            #expect(sorted.map(\.key) == expected.map(\.key) && sorted.map(\.docID) == expected.map(\.docID), "round \(round)")
        }
    }

    @Test func stringsAreNumberedInTheOrderFirstMet() {
        var numbering = StringNumbering()
        var generator = SplitMix64(seed: 5)
        var firstSeen: [String: Int] = [:]
        // Enough distinct strings to grow the table several times; non-ASCII and long ones too.
        for _ in 0..<20_000 {
            let text = ["thé", "lait", "x", String(repeating: "ab", count: 20), "é"][generator.below(5)] + String(generator.below(6_000))
            let (number, isNew) = numbering.number(of: text, hash: StringNumbering.hash(text))
            if let known = firstSeen[text] {
                #expect(number == known && !isNew)
            } else {
                #expect(number == firstSeen.count && isNew)
                firstSeen[text] = number
            }
        }
        #expect(numbering.count == firstSeen.count)
        let inByteOrder = numbering.numbersInByteOrder().map { numbering[$0] }
        #expect(inByteOrder == firstSeen.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }
}
