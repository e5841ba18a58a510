import Testing
import FoodIndex
import FoodlogSupport
import IndexBuilder
import TestSupport

/// Checksum-consistent mutants (resealed with `IndexSeal`) with huge counts, lengths and offsets,
/// or a structure that no build writes: open, every query and verify answer with an `IndexError`
/// naming the file, never a trap, and verify never says ok.
@Suite struct StructuralCorruptionTests {
    typealias Mutation = (label: String, apply: (IndexMutant) throws -> Void)

    static let huge: [UInt64] = [1 << 62, 1 << 63, UInt64.max, UInt64.max - 63, UInt64.max - 64]

    /// Header fields near 2^64: caught when opening.
    @Test(arguments: IndexFileKind.allCases)
    func hugePayloadLengthsAreRefusedAtOpen(_ kind: IndexFileKind) throws {
        for value in StructuralCorruptionTests.huge {
            let mutant = try IndexMutant()
            defer { mutant.remove() }
            try mutant.setPayloadLength(kind, value)
            let error = try #require(mutant.exercise().open, "payloadLength \(value)")
            #expect(error.file == kind)
            #expect(!error.isChecksumMismatch)
            #expect(!error.message.contains("\n"))
        }
    }

    @Test func hugeBarcodeCountsAreRefusedAtOpen() throws {
        for value in StructuralCorruptionTests.huge + [1, UInt64(UInt32.max)] {
            let mutant = try IndexMutant()
            defer { mutant.remove() }
            try mutant.setBarcodeCount(value)
            let error = try #require(mutant.exercise().open, "barcode count \(value)")
            #expect(error.file == .productIDs)
            #expect(error.message.contains("barcodes"))
        }
    }

    @Test func hugeSentinelOffsetsAreRefusedAtOpen() throws {
        for value in StructuralCorruptionTests.huge + [UInt64(UInt32.max)] {
            let mutant = try IndexMutant()
            defer { mutant.remove() }
            let termCount = try ProductIndex(directory: mutant.path).termCount
            try mutant.set(.termOffsets, at: TermBlocks.blocks(termCount) * TermBlocks.directoryEntrySize + 8, value)
            let error = try #require(mutant.exercise().open, "postings sentinel \(value)")
            #expect(error.file == .termOffsets)
            #expect(error.message.contains("last postings offset"))
        }
    }

    @Test func everyTermOffsetAllOnesIsRefusedAtOpen() throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        try mutant.edit(.termOffsets) { bytes in
            for position in FileHeader.size..<bytes.count { bytes[position] = 0xFF }
        }
        let error = try #require(mutant.exercise().open)
        #expect(error.file == .termOffsets)
    }

    /// A posting offset of 2^63 inside the table: open is constant time and cannot see it; the
    /// queries that touch the term, and verify, report it.
    @Test func hugePostingOffsetsAreCaughtByQueriesAndVerify() throws {
        for value in StructuralCorruptionTests.huge {
            let mutant = try IndexMutant()
            defer { mutant.remove() }
            try mutant.setPostingOffset(of: "yogurt", value)
            let outcome = mutant.exercise()
            #expect(outcome.open == nil)
            let query = try #require(outcome.query, "offset \(value)")
            #expect(query.file == .termOffsets)
            let verify = try #require(outcome.verify)
            #expect(!verify.isChecksumMismatch, "\(verify.message)")
        }
    }

    @Test func anUnsortedVocabularyFailsVerify() throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        try mutant.unsortVocabulary()
        let error = try #require(mutant.exercise().verify)
        #expect(error.file == .vocabulary)
        #expect(error.message.contains("not sorted"), "\(error.message)")
    }

    @Test func aDuplicateTermFailsVerify() throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        let opened = try ProductIndex(directory: mutant.path)
        // Two adjacent terms of the same length: the first one's bytes are copied over the second.
        var pair: (Int, Int)?
        for term in 0..<(opened.termCount - 1) {
            if let left = opened.term(at: term), let right = opened.term(at: term + 1), left.utf8.count == right.utf8.count {
                pair = (term, term + 1)
                break
            }
        }
        let (left, right) = try #require(pair)
        let length = try #require(opened.term(at: left)).utf8.count
        let entries = mutant.termEntries()
        let from = Int(entries[left].vocabularyStart)
        let to = Int(entries[right].vocabularyStart)
        try mutant.edit(.vocabulary) { bytes in
            for index in 0..<length { bytes[FileHeader.size + to + index] = bytes[FileHeader.size + from + index] }
        }
        let error = try #require(mutant.exercise().verify)
        #expect(error.file == .vocabulary)
        #expect(error.message.contains("repeats"), "\(error.message)")
    }

    @Test func anEmptyTermFailsVerify() throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        // Term 0's length (the first byte of block 0 after its checksum) becomes 0: term 0 is
        // empty, and term 1 takes its bytes.
        try mutant.set(.termLengths, at: 4, UInt8(0))
        let error = try #require(mutant.exercise().verify)
        #expect(error.file == .vocabulary)
        #expect(error.message.contains("term 0 is empty"), "\(error.message)")
    }

    /// Block directory entries that the blocks before them do not add up to: open cannot see
    /// them (constant time), verify names the block.
    @Test(arguments: [(8, UInt64(0), "the posting lists of block 0 do not end where block 1's start"),
                      (0, UInt64(1), "the terms of block 0 do not end where block 1 starts")])
    func misplacedTermBlocksFailVerify(_ field: Int, _ value: UInt64, _ message: String) throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        let termCount = try ProductIndex(directory: mutant.path).termCount
        try #require(termCount > TermBlocks.perBlock, "the index has a second term block")
        let entry = TermBlocks.directoryEntrySize + field
        if field == 8 {
            try mutant.set(.termOffsets, at: entry, value)
        } else {
            try mutant.set(.termOffsets, at: entry, mutant.get(.termOffsets, at: entry, as: UInt32.self) + UInt32(value))
        }
        let outcome = mutant.exercise()
        #expect(outcome.open == nil)
        let error = try #require(outcome.verify)
        #expect(error.file == .termOffsets)
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test(arguments: [UInt32(10), 11, 1000, UInt32.max])
    func barcodeEntriesPastTheProductCountFailVerifyAndNeverTrap(_ docID: UInt32) throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        let products = IndexMutant.names.count
        // Entry 5 is product 5: point it past the end.
        try mutant.setBarcodeEntry(5, product: docID)
        #expect(try mutant.barcodeEntries()[5] == docID)
        let opened = try ProductIndex(directory: mutant.path)
        #expect(throws: IndexError.self) { try opened.product(barcode: "1000005") }
        let error = try #require(mutant.exercise().verify)
        #expect(error.file == .productIDs)
        #expect(error.message.contains("past the \(products) products"), "\(error.message)")
    }

    @Test func anUnsortedBarcodeTableFailsVerify() throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        var entries = try mutant.barcodeEntries()
        entries.swapAt(0, 1)
        try mutant.setBarcodeEntries(entries)
        let error = try #require(mutant.exercise().verify)
        #expect(error.file == .productIDs)
        #expect(error.message.contains("not sorted at entry 1"), "\(error.message)")
    }

    @Test func aBarcodeEntryForTheWrongProductFailsVerify() throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        // Entry 5 names product 6: the table holds no keys (they are the records'), so entry 6,
        // product 6 again, is out of order.
        try mutant.setBarcodeEntry(5, product: 6)
        let error = try #require(mutant.exercise().verify)
        #expect(error.message.contains("barcode table is not sorted at entry 6"), "\(error.message)")
    }

    @Test func aMovedRecordBlockOffsetIsRefusedAtOpen() throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        // Block 0 moved to where the text dictionary starts (layout field recordsEnd).
        try mutant.set(.productIDs, at: ProductStoreLayout.size, mutant.get(.productIDs, at: 20, as: UInt32.self))
        let error = try #require(mutant.exercise().open)
        #expect(error.file == .productIDs)
        #expect(error.message.contains("block offsets do not match products.fli"), "\(error.message)")
    }

    /// Every aligned u32 and u64 field of every file set to values around 0, 2^31, 2^32, 2^63 and
    /// 2^64, resealed: open, queries and verify answer with an error or succeed, and verify never
    /// passes an index whose bytes changed.
    @Test(arguments: IndexFileKind.allCases)
    func everyFieldSetToAnExtremeNeverTraps(_ kind: IndexFileKind) throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        let original = try #require(TemporaryDirectory.read(mutant.file(kind)))
        let values: [UInt64] = [0, 0xFFFF_FFFF, 1 << 32, 1 << 63, UInt64.max]
        var positions = Array(stride(from: 0, to: original.count - 4, by: 4))
        if positions.count > 20 { positions = Array(positions.prefix(10)) + Array(positions.suffix(10)) }
        for position in positions where !(56..<64).contains(position) && !(32..<36).contains(position) {
            for value in values {
                for width in [4, 8] where position + width <= original.count {
                    var damaged = original
                    withUnsafeBytes(of: value.littleEndian) { raw in
                        for index in 0..<width { damaged[position + index] = raw[index] }
                    }
                    try mutant.edit(kind) { $0 = damaged }
                    // Checksum fields are recomputed by the reseal: nothing left to catch.
                    guard TemporaryDirectory.read(mutant.file(kind)) != original else { continue }
                    let outcome = mutant.exercise()
                    for error in [outcome.open, outcome.query, outcome.verify].compactMap({ $0 }) {
                        #expect(error.file != nil, "\(error.message)")
                        #expect(!error.message.contains("\n"))
                    }
                    if outcome.first == nil {
                        // A change verify accepts must be one the format allows: a header field nothing
                        // reads (reserved is excluded above), or record contents.
                        #expect(kind == .products || position < FileHeader.size,
                                "\(kind.fileName) byte \(position) = \(value) (\(width) bytes) passed verify")
                    }
                }
            }
        }
    }
}
