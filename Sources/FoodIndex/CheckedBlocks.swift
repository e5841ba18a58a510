/// The record blocks one `Searcher` has found intact: one bit per block of the product store.
///
/// The re-rank reads up to `Ranking.rerankReads` product names a query, and checking a record's
/// block checksum was a fifth of that read. The mapping is read-only, so a block that passed once
/// passes again: as with posting lists, a searcher checks each block the first time it reads it
/// and skips the check after, which search as you type (the same candidates keystroke after
/// keystroke) gains most from. A block that fails is never marked, so it fails every read.
struct CheckedBlocks {
    private var words: [UInt64]

    /// Room for `count` blocks; all unchecked.
    init(count: Int) {
        words = [UInt64](repeating: 0, count: (max(count, 0) + 63) / 64)
    }

    /// Whether `block` passed its checksum before (false for a block outside the store).
    func contains(_ block: Int) -> Bool {
        guard block >= 0, block / 64 < words.count else { return false }
        return words[block / 64] & (1 << UInt64(block % 64)) != 0
    }

    /// Marks `block` as checked (a block outside the store is not recorded).
    mutating func insert(_ block: Int) {
        guard block >= 0, block / 64 < words.count else { return }
        words[block / 64] |= 1 << UInt64(block % 64)
    }
}
