import Testing
@testable import FoodIndex
import TestSupport

/// The record and text blocks a `Searcher` remembers as checked (`CheckedBlocks`): a block is
/// passed over only after it passed its checksum, so damage is reported however many intact
/// blocks the searcher read before, and on every search that reaches it.
@Suite struct CheckedBlocksTests {
    @Test func aBlockIsHeldOnlyOnceInserted() {
        var blocks = CheckedBlocks(count: 130)
        #expect(!blocks.contains(0) && !blocks.contains(129))
        blocks.insert(129)
        blocks.insert(64)
        #expect(blocks.contains(129) && blocks.contains(64))
        #expect(!blocks.contains(63) && !blocks.contains(65) && !blocks.contains(128))
    }

    @Test func blocksOutsideItAreNeverHeld() {
        var blocks = CheckedBlocks(count: 10)
        for block in [-1, 64, 1 << 40, Int.max, Int.min] { blocks.insert(block) }
        for block in [-1, 64, 1 << 40, Int.max, Int.min] { #expect(!blocks.contains(block), "\(block)") }
    }

    @Test func aSearcherThatReadIntactNamesStillReportsADamagedRecordBlock() throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        let intact = try ProductIndex(directory: mutant.path)
        let oat = try #require(intact.search("oat milk").first?.product.docID)
        let greek = try #require(intact.search("greek yogurt").first?.product.docID)
        let perBlock = Int(mutant.get(.productIDs, at: 0, as: UInt32.self))
        try #require(oat / perBlock != greek / perBlock)
        // A byte of oat milk's record block, past its checksum field, flipped and the files
        // resealed: only the block's own checksum can tell.
        let start = Int(mutant.get(.productIDs, at: ProductStoreLayout.size + 4 * (oat / perBlock), as: UInt32.self))
        try mutant.edit(.products) { bytes in bytes[FileHeader.size + start + 4] ^= 0xFF }

        let searcher = Searcher(index: try ProductIndex(directory: mutant.path))
        #expect(try searcher.search("greek yogurt").first?.product.docID == greek)
        #expect(throws: IndexError.self) { try searcher.search("oat milk") }
        #expect(throws: IndexError.self) { try searcher.search("oat milk") }
        #expect(try searcher.search("greek yogurt").first?.product.docID == greek)
    }
}
