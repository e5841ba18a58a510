/// The barcode table: the product numbers of every product with a numeric code, sorted by
/// barcode key and then product number. Keys are not stored here: the records hold them (in
/// their code), so a lookup is a binary search whose every probe reads a checked record (about
/// 20 probes at 821 000 products), and an entry reached through a damaged table can only fail the
/// record's key check.
///
/// Products mostly come in code order, so the next entry is mostly the previous one + 1. Entries
/// are stored in blocks of 64:
/// ```
/// u32 × (blocks + 1)   offset of each block from the start of the table, then the table's length
/// per block:
///   u32  the block's first entry
///   u64  bit j (1-63) set: entry j is entry j−1 + 1; bit 0 and bits past the last entry are 0
///   zig-zag varints: entry j − entry j−1 − 1 for every j whose bit is not set, in order
/// ```
public enum BarcodeTable {
    public static let perBlock = 64

    static func blocks(_ count: Int) -> Int { (count + perBlock - 1) / perBlock }

    /// Collects the entries (already sorted) and writes the table.
    public struct Encoder {
        private var blocks = StoreWriter()
        private var offsets: [UInt32] = []
        private var bitmap: UInt64 = 0
        private var pending = StoreWriter()
        private var previous: UInt32 = 0
        public private(set) var count = 0

        public init() {}

        public mutating func append(_ docID: UInt32) {
            let slot = count % BarcodeTable.perBlock
            if slot == 0 {
                close()
                previous = docID
            } else if docID == previous &+ 1 {
                bitmap |= 1 << UInt64(slot)
            } else {
                pending.signedVarint(Int64(docID) - Int64(previous) - 1)
            }
            if slot == 0 { pending.fixed(docID) }
            previous = docID
            count += 1
        }

        private mutating func close() {
            guard count > 0 else { return }
            offsets.append(UInt32(truncatingIfNeeded: blocks.bytes.count))
            let first = Array(pending.bytes[0..<4])
            blocks.append(first)
            blocks.fixed(bitmap)
            blocks.append(pending.bytes[4...])
            pending = StoreWriter()
            bitmap = 0
        }

        /// The stored table.
        public mutating func finish() -> [UInt8] {
            close()
            var table = StoreWriter()
            let header = (offsets.count + 1) * 4
            for offset in offsets { table.fixed(UInt32(truncatingIfNeeded: header) &+ offset) }
            table.fixed(UInt32(truncatingIfNeeded: header + blocks.bytes.count))
            table.append(blocks.bytes)
            return table.bytes
        }
    }

    /// Reads a stored table of `count` entries.
    struct Decoder {
        let table: UnsafeRawBufferPointer
        let count: Int

        /// The bytes of block `block`, when its offsets are in order and inside the table.
        private func blockBytes(_ block: Int) -> UnsafeRawBufferPointer? {
            guard block >= 0, block < BarcodeTable.blocks(count) else { return nil }
            var reader = StoreReader(table, at: block * 4)
            guard let start = reader.fixed(UInt32.self), let end = reader.fixed(UInt32.self),
                  start <= end, Int(end) <= table.count else { return nil }
            return UnsafeRawBufferPointer(rebasing: table[Int(start)..<Int(end)])
        }

        /// Entry `index`, or nil when outside the table or unreadable.
        func entry(_ index: Int) -> UInt32? {
            guard index >= 0, index < count, let bytes = blockBytes(index / BarcodeTable.perBlock) else { return nil }
            var reader = StoreReader(bytes)
            guard var value = reader.fixed(UInt32.self), let bitmap = reader.fixed(UInt64.self) else { return nil }
            for slot in stride(from: 1, through: index % BarcodeTable.perBlock, by: 1) {
                if bitmap & (1 << UInt64(slot)) != 0 {
                    value = value &+ 1
                } else {
                    guard let delta = reader.signedVarint() else { return nil }
                    value = UInt32(truncatingIfNeeded: Int64(value) &+ delta &+ 1)
                }
            }
            return value
        }

        /// Every entry of block `block`, read strictly (for `verify`): nil unless the block's bytes
        /// hold exactly its entries, each in 32 bits, with no stray bitmap bit.
        func entries(ofBlock block: Int) -> [UInt32]? {
            guard let bytes = blockBytes(block) else { return nil }
            let entries = min(BarcodeTable.perBlock, count - block * BarcodeTable.perBlock)
            var reader = StoreReader(bytes)
            guard var value = reader.fixed(UInt32.self), let bitmap = reader.fixed(UInt64.self) else { return nil }
            let used: UInt64 = entries == 64 ? ~1 : ((1 << UInt64(entries)) - 1) & ~1
            guard bitmap & ~used == 0 else { return nil }
            var values = [value]
            for slot in stride(from: 1, to: entries, by: 1) {
                if bitmap & (1 << UInt64(slot)) != 0 {
                    guard value < UInt32.max else { return nil }
                    value += 1
                } else {
                    guard let delta = reader.signedVarint(), delta != 0 else { return nil }
                    let next = Int64(value) + delta + 1
                    guard (0...Int64(UInt32.max)).contains(next) else { return nil }
                    value = UInt32(next)
                }
                values.append(value)
            }
            return reader.atEnd ? values : nil
        }

        /// Whether the offsets start right after themselves and end at the table's end.
        var framed: Bool {
            let blocks = BarcodeTable.blocks(count)
            var first = StoreReader(table, at: 0)
            var last = StoreReader(table, at: blocks * 4)
            return first.fixed(UInt32.self).map(Int.init) == (blocks + 1) * 4 && last.fixed(UInt32.self).map(Int.init) == table.count
        }

        /// The first position whose key is not below `key`, given each position's key.
        func lowerBound(_ key: UInt64, keyAt: (Int) throws(IndexError) -> UInt64) throws(IndexError) -> Int {
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                if try keyAt(middle) < key { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }
}
