import Testing
import FoodIndex
@testable import IndexBuilder
import TestSupport

/// The build's two-thread posting encoder writes every term once, in the order given, with the
/// bytes one thread encoding them in turn gives, whether the terms fit in one chunk or span many.
@Suite struct PostingEncodingTests {
    static let products = 20_000

    static func features() -> [UInt8] {
        var generator = SplitMix64(seed: 7)
        var bytes: [UInt8] = []
        for _ in 0..<products {
            ProductFeatures(lengths: UInt8(generator.below(256)), flags: UInt8(generator.below(4)) << 6,
                            popularity: UInt8(generator.below(256))).encode(into: &bytes)
        }
        return bytes
    }

    /// `count` terms in byte order, each with sorted postings of random products and flags.
    static func terms(_ count: Int, maxPostings: Int, seed: UInt64) -> [(term: [UInt8], list: [Posting])] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { index in
            let size = 1 + generator.below(maxPostings)
            var docs = Set<UInt32>()
            while docs.count < size { docs.insert(UInt32(generator.below(products))) }
            let list = docs.sorted().map { Posting(docID: $0, flags: Posting.Flags(rawValue: UInt8(generator.below(64))), length: UInt8(generator.below(256))) }
            let digits = String(index)
            return (Array(("t" + String(repeating: "0", count: 6 - digits.count) + digits).utf8), list)
        }
    }

    func expectSameAsOneThread(_ terms: [(term: [UInt8], list: [Posting])]) throws {
        let features = PostingEncodingTests.features()
        var written: [PostingEncoding.Encoded] = []
        let encoding = PostingEncoding(features: features)
        for (term, list) in terms { try encoding.add(term, list) { written.append($0) } }
        try encoding.finish { written.append($0) }
        #expect(written.count == terms.count)
        for (item, (term, list)) in zip(written, terms) {
            let (bytes, checksum) = PostingList.encode(list, features: features)
            #expect(item.term == term)
            #expect(item.count == list.count)
            #expect(item.bytes == bytes)
            #expect(item.checksum == checksum)
        }
    }

    @Test func aFewTermsInOneChunk() throws {
        try expectSameAsOneThread(PostingEncodingTests.terms(20, maxPostings: 50, seed: 1))
    }

    @Test func manyChunksStayInOrder() throws {
        let terms = PostingEncodingTests.terms(700, maxPostings: 3_000, seed: 2)
        #expect(terms.reduce(0) { $0 + $1.list.count } > 8 * PostingEncoding.chunkWork)
        try expectSameAsOneThread(terms)
    }
}
