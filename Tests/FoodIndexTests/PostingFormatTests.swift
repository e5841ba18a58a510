import Testing
import TestSupport
@testable import FoodIndex

/// Round trips of the version 2 posting structures (`PostingList`, `ProductFeatures`): what the
/// builder encodes, the reader decodes to the same postings, and damage to any byte a score
/// depends on is caught by a checksum or a structure check.
@Suite struct PostingFormatTests {
    static let productCount = 1_500_000

    /// Features for every product, and a list of `count` postings with gaps of up to `maxGap`.
    static func sample(count: Int, maxGap: Int, seed: UInt64) -> (postings: [Posting], features: [UInt8]) {
        // A fixed pseudo-random sequence, so every run tests the same lists.
        var numbers = SplitMix64(seed: seed)
        var features: [UInt8] = []
        features.reserveCapacity(productCount * ProductFeatures.size)
        for _ in 0..<productCount {
            ProductFeatures(lengths: Posting.lengths(document: 1 + numbers.below(31), head: numbers.below(8)),
                            flags: UInt8(numbers.below(4) << 6), popularity: UInt8(numbers.below(256))).encode(into: &features)
        }
        var postings: [Posting] = []
        var doc = numbers.below(maxGap)
        for _ in 0..<count {
            guard doc < productCount else { break }
            let bits = UInt8(1 + numbers.below(3)) | UInt8(numbers.below(16) << 2)
            postings.append(Posting(docID: UInt32(doc), flags: Posting.Flags(rawValue: bits), length: 0))
            doc += 1 + numbers.below(maxGap)
        }
        return (postings, features)
    }

    static func decode(_ bytes: [UInt8], count: Int, checksum: UInt32, features: [UInt8]) -> (postings: [Posting], cursor: PostingCursor) {
        let cursor = PostingCursor()
        var decoded: [Posting] = []
        bytes.withUnsafeBytes { list in
            features.withUnsafeBytes { features in
                cursor.open(list, count: count, checksum: checksum, features: features, productCount: productCount, verify: true)
                var posting = Posting(docID: 0, flags: [], length: 0)
                while cursor.next(&posting) { decoded.append(posting) }
            }
        }
        return (decoded, cursor)
    }

    @Test func featuresRoundTrip() {
        var bytes: [UInt8] = []
        let features = [ProductFeatures(lengths: 0xFF, flags: 0xC0, popularity: 255), ProductFeatures(lengths: 1, flags: 0, popularity: 0),
                        ProductFeatures(lengths: Posting.lengths(document: 7, head: 2), flags: 0x40, popularity: 17)]
        for entry in features { entry.encode(into: &bytes) }
        #expect(bytes.count == 3 * ProductFeatures.size)
        bytes.withUnsafeBytes { raw in
            #expect((0..<3).map { ProductFeatures.decode(raw, docID: $0) } == features)
            #expect(ProductFeatures.decode(raw, docID: 3) == nil)
            #expect(ProductFeatures.decode(raw, docID: -1) == nil)
        }
        // Term bits passed in are not product bits, and are not kept.
        #expect(ProductFeatures(lengths: 3, flags: 0xFF, popularity: 1).flags == ProductFeatures.productFlags)
    }

    @Test(arguments: [(1, 1000), (5, 3), (128, 1), (129, 50_000), (300, 2), (2_000, 700), (1_000, 1 << 20)])
    func listsRoundTrip(count: Int, maxGap: Int) {
        let (postings, features) = Self.sample(count: count, maxGap: maxGap, seed: UInt64(count * 31 + maxGap))
        let (bytes, checksum) = PostingList.encode(postings, features: features)
        let (decoded, cursor) = Self.decode(bytes, count: postings.count, checksum: checksum, features: features)
        #expect(cursor.failure == nil)
        #expect(cursor.fullyVerified)
        #expect(decoded.count == postings.count)
        for (original, read) in zip(postings, decoded) {
            let product = features.withUnsafeBytes { ProductFeatures.decode($0, docID: Int(original.docID))! }
            #expect(read.docID == original.docID)
            #expect(read.flags.rawValue == original.flags.rawValue | product.flags)
            #expect(read.length == product.lengths)
        }
        // Each block header's bounds are what its postings give.
        for block in 0..<PostingList.blockCount(postings.count) where PostingList.hasHeaders(postings.count) {
            let header = bytes.withUnsafeBytes { PostingList.BlockHeader.decode($0, at: block * PostingList.headerSize) }
            let slice = decoded[(block * PostingList.blockSize)..<min((block + 1) * PostingList.blockSize, decoded.count)]
            #expect(header?.lastDoc == slice.last?.docID)
            #expect(header.map { $0.boundFlags & 3 } == slice.map { $0.flags.rawValue & 3 }.max())
            #expect(header.map { $0.boundLengths & 31 } == slice.map { $0.length & 31 }.min())
        }
    }

    @Test func aChangedPostingByteOrFeatureIsCaught() {
        let (postings, features) = Self.sample(count: 400, maxGap: 30, seed: 7)
        let (bytes, checksum) = PostingList.encode(postings, features: features)
        // A byte of the last block's data (past the header table).
        var damaged = bytes
        damaged[damaged.count - 2] ^= 0x10
        #expect(Self.decode(damaged, count: postings.count, checksum: checksum, features: features).cursor.failure != nil)
        // A header byte: the list's checksum covers the table.
        damaged = bytes
        damaged[0] ^= 1
        #expect(Self.decode(damaged, count: postings.count, checksum: checksum, features: features).cursor.failure == .checksum)
        // A feature byte of a listed product changes its score: its block's checksum covers it.
        var changed = features
        changed[Int(postings[200].docID) * ProductFeatures.size + 2] ^= 0x01
        #expect(Self.decode(bytes, count: postings.count, checksum: checksum, features: changed).cursor.failure == .checksum)
        // A wrong document frequency, a truncated list: malformed, never a read past the bytes.
        #expect(Self.decode(bytes, count: postings.count + 1, checksum: checksum, features: features).cursor.failure != nil)
        #expect(Self.decode(Array(bytes.dropLast()), count: postings.count, checksum: checksum, features: features).cursor.failure == .malformed)
        let short = PostingList.encode(Array(postings.prefix(3)), features: features)
        #expect(Self.decode(Array(short.bytes.dropLast()), count: 3, checksum: short.checksum, features: features).cursor.failure == .malformed)
    }

    @Test func resealingMakesAChangedFeatureConsistentAgain() throws {
        let (postings, features) = Self.sample(count: 300, maxGap: 10, seed: 11)
        var (bytes, _) = PostingList.encode(postings, features: features)
        var changed = features
        changed[Int(postings[10].docID) * ProductFeatures.size + 2] ^= 0x80
        let checksum = bytes.withUnsafeMutableBytes { list in
            changed.withUnsafeBytes { PostingList.reseal(list, count: postings.count, features: $0, productCount: Self.productCount) }
        }
        let resealed = try #require(checksum)
        let (decoded, cursor) = Self.decode(bytes, count: postings.count, checksum: resealed, features: changed)
        #expect(cursor.failure == nil)
        #expect(decoded.count == postings.count)
    }
}
