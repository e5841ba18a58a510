import Testing
@testable import FoodIndex
import TestSupport

/// Round trips of the term files (`TermBlocks`): what the encoder writes, the decoder reads back
/// term by term and block by block, and damage is caught by the block it is in.
@Suite struct TermBlocksFormatTests {
    struct Term {
        var bytes: [UInt8]
        var frequency: UInt32
        var postingsLength: UInt64
        var crc: UInt32
    }

    struct Files {
        var directory: [UInt8] = []
        var blocks: [UInt8] = []
        var vocabulary: [UInt8] = []
    }

    /// `count` sorted terms with frequencies and list lengths from 1 to past 2^32 (varints of 1 to
    /// 5 bytes), lengths of 1 to 32 bytes.
    static func terms(_ count: Int, seed: UInt64 = 7) -> [Term] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { index in
            let suffix = (0..<random.below(30)).map { _ in UInt8(0x61 + random.below(26)) }
            let digits = String(index)
            // Zero-padded, so the terms sort as bytes as a vocabulary does.
            let bytes = Array((String(repeating: "0", count: 5 - digits.count) + digits).utf8) + suffix
            let frequency = [UInt32(1), 127, 128, 70_000, UInt32.max][random.below(5)]
            let length = [UInt64(3), 300, 1 << 20, 1 << 33][random.below(4)]
            return Term(bytes: bytes, frequency: frequency, postingsLength: length, crc: UInt32(truncatingIfNeeded: random.next()))
        }
    }

    static func encode(_ terms: [Term]) -> Files {
        var files = Files()
        var encoder = TermBlocks.Encoder()
        for term in terms {
            files.vocabulary += term.bytes
            if let (entry, block) = encoder.append(term: term.bytes, documentFrequency: term.frequency, postingsLength: term.postingsLength,
                                                   postingsCRC: term.crc) {
                files.directory += entry
                files.blocks += block
            }
            #expect(encoder.length >= UInt64(files.blocks.count))
        }
        let (entries, block) = encoder.finish()
        files.directory += entries
        files.blocks += block
        return files
    }

    static func withDecoder<T>(_ files: Files, termCount: Int, _ body: (TermBlocks.Decoder) throws -> T) rethrows -> T {
        try files.directory.withUnsafeBytes { directory in
            try files.blocks.withUnsafeBytes { blocks in
                try files.vocabulary.withUnsafeBytes { vocabulary in
                    try body(TermBlocks.Decoder(directory: directory, blocks: blocks, vocabulary: vocabulary, termCount: termCount))
                }
            }
        }
    }

    @Test(arguments: [0, 1, 15, 16, 17, 40, 257])
    func everyTermReadsBackWithItsOffsets(_ count: Int) throws {
        let terms = Self.terms(count)
        let files = Self.encode(terms)
        #expect(files.directory.count == (TermBlocks.blocks(count) + 1) * TermBlocks.directoryEntrySize)
        try Self.withDecoder(files, termCount: count) { decoder in
            var vocabulary: UInt64 = 0
            var postings: UInt64 = 0
            for (index, term) in terms.enumerated() {
                for checked in [true, false] {
                    let entry = try #require(decoder.entry(index, checked: checked))
                    #expect(entry == TermBlocks.Entry(vocabularyStart: vocabulary, termLength: term.bytes.count, documentFrequency: term.frequency,
                                                      postingsStart: postings, postingsEnd: postings + term.postingsLength, postingsCRC: term.crc))
                    #expect(decoder.bytes(entry).map(Array.init) == term.bytes)
                }
                vocabulary += UInt64(term.bytes.count)
                postings += term.postingsLength
            }
            #expect(decoder.entry(count, checked: false) == nil)
            #expect(decoder.entry(-1, checked: false) == nil)
            // The last directory entry holds the three files' ends.
            #expect(decoder.start(decoder.blockCount) == TermBlocks.Start(vocabulary: UInt32(vocabulary), block: UInt32(files.blocks.count),
                                                                           postings: postings))
            // A block read to its end has used every byte and adds up to the next entry.
            for block in 0..<decoder.blockCount {
                var cursor = try #require(decoder.cursor(block, checked: true))
                while cursor.next() != nil {}
                #expect(cursor.isFinished)
                let next = try #require(decoder.start(block + 1))
                #expect(cursor.ends.unread == 0 && cursor.ends.vocabulary == UInt64(next.vocabulary) && cursor.ends.postings == next.postings)
            }
        }
        #expect(TermBlocks.entries(directory: files.directory, blocks: files.blocks, vocabulary: files.vocabulary, termCount: count).count == count)
    }

    @Test func aChangedByteFailsOnlyItsOwnBlock() throws {
        let terms = Self.terms(48)
        let files = Self.encode(terms)
        let blockOne = Int(files.directory.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 16 + 4, as: UInt32.self) })
        var damagedEntry = files
        damagedEntry.blocks[blockOne + 5] ^= 1
        var damagedTerm = files
        damagedTerm.vocabulary[Int(files.directory.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 16, as: UInt32.self) })] ^= 1
        var damagedDirectory = files
        damagedDirectory.directory[16 + 8] ^= 1
        // Block 0's checksum covers directory entry 1 too (where its terms end).
        for (damaged, blockZeroFails) in [(damagedEntry, false), (damagedTerm, false), (damagedDirectory, true)] {
            Self.withDecoder(damaged, termCount: 48) { decoder in
                #expect((decoder.cursor(0, checked: true) == nil) == blockZeroFails)
                #expect(decoder.cursor(1, checked: true) == nil)
                #expect(decoder.cursor(2, checked: true) != nil)
                #expect(decoder.entry(20, checked: true) == nil)
                #expect(decoder.cursor(1, checked: false) != nil, "unchecked reads still find the block")
            }
        }
        // Block 1's directory entry pointing at block 0's bytes: the block number is in the
        // checksum, so it fails even where the bytes are a whole, intact block.
        var moved = files
        for index in 0..<4 { moved.directory[16 + 4 + index] = files.directory[4 + index] }
        Self.withDecoder(moved, termCount: 48) { decoder in
            #expect(decoder.cursor(1, checked: true) == nil)
        }
    }

    @Test func hostileDirectoriesAndEntriesNeverTrap() throws {
        let files = Self.encode(Self.terms(40))
        for (offset, width) in [(0, 4), (4, 4), (8, 8), (16, 4), (20, 4), (24, 8), (48, 4)] {
            for value in [0, UInt64(UInt32.max), UInt64.max, 1 << 63] {
                var damaged = files
                withUnsafeBytes(of: value.littleEndian) { raw in for index in 0..<width { damaged.directory[offset + index] = raw[index] } }
                Self.withDecoder(damaged, termCount: 40) { decoder in
                    for index in 0..<40 {
                        _ = decoder.entry(index, checked: true)
                        if let entry = decoder.entry(index, checked: false) { _ = decoder.bytes(entry) }
                    }
                }
            }
        }
        // Entries that run past their block, and a varint of eleven bytes.
        var overlong = files
        for index in 4..<15 { overlong.blocks[index] = 0xFF }
        Self.withDecoder(overlong, termCount: 40) { decoder in
            #expect(decoder.entry(0, checked: false) == nil)
            #expect(decoder.entry(20, checked: false) != nil)
        }
        // More terms than the blocks hold.
        Self.withDecoder(files, termCount: 1000) { decoder in
            #expect(decoder.entry(999, checked: false) == nil)
            #expect(decoder.cursor(3, checked: false) == nil)
        }
    }

    @Test func resealingWritesNewListChecksumsAndBlockChecksums() throws {
        let terms = Self.terms(20)
        var files = Self.encode(terms)
        files.vocabulary[0] = 0x7A
        TermBlocks.reseal(directory: files.directory, blocks: &files.blocks, vocabulary: files.vocabulary, termCount: 20) { entry in
            entry.vocabularyStart == 0 ? 0xDEAD_BEEF : nil
        }
        let read = Self.withDecoder(files, termCount: 20) { decoder in (0..<20).map { decoder.entry($0, checked: true) } }
        #expect(read[0]?.postingsCRC == 0xDEAD_BEEF)
        #expect(read[1]?.postingsCRC == terms[1].crc)
        #expect(read.allSatisfy { $0 != nil })
    }
}
