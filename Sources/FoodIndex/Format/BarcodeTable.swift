/// The barcode table: the product numbers of every product with a numeric code, sorted by
/// barcode key and then product number, each in `bits` bits (the fewest that hold the largest
/// product number), packed little-endian from the lowest bit, then 8 bytes of 0 so that every
/// entry can be read with one unaligned 8-byte load.
///
/// Keys are not stored here: the records hold them (in their code), so a lookup is a binary
/// search whose every probe reads a checked record, about 20 probes at 821 000 products, and an
/// entry reached through a damaged table can only fail the record's key check.
public enum BarcodeTable {
    /// Bits per entry for `productCount` products.
    public static func bits(productCount: Int) -> Int {
        max(1, Int.bitWidth - max(productCount - 1, 0).leadingZeroBitCount)
    }

    /// Stored size of a table of `count` entries of `bits` bits.
    public static func byteCount(count: Int, bits: Int) -> Int { (count * bits + 7) / 8 + 8 }

    /// Packs entries as they come (already sorted), a few bytes at a time.
    public struct Encoder {
        public let bits: Int
        private var pending: UInt64 = 0
        private var pendingBits = 0
        public private(set) var count = 0

        public init(bits: Int) { self.bits = bits }

        /// Adds the next entry; returns the whole bytes it completed.
        public mutating func append(_ docID: UInt32) -> [UInt8] {
            pending |= UInt64(docID) << UInt64(pendingBits)
            pendingBits += bits
            count += 1
            var out: [UInt8] = []
            while pendingBits >= 8 {
                out.append(UInt8(truncatingIfNeeded: pending))
                pending >>= 8
                pendingBits -= 8
            }
            return out
        }

        /// The last partial byte and the 8 bytes of padding.
        public func finish() -> [UInt8] {
            (pendingBits > 0 ? [UInt8(truncatingIfNeeded: pending)] : []) + [UInt8](repeating: 0, count: 8)
        }
    }

    /// Reads entries of a stored table.
    struct Decoder {
        let table: UnsafeRawBufferPointer
        let count: Int
        let bits: Int

        /// Entry `index`, or nil when outside the table.
        func entry(_ index: Int) -> UInt32? {
            guard index >= 0, index < count, bits >= 1, bits <= 32 else { return nil }
            let bit = index * bits
            guard bit / 8 + 8 <= table.count else { return nil }
            let word = UInt64(littleEndian: table.loadUnaligned(fromByteOffset: bit / 8, as: UInt64.self))
            return UInt32(truncatingIfNeeded: (word >> UInt64(bit % 8)) & ((1 << UInt64(bits)) - 1))
        }

        /// The first position whose key is not below `key`, given each position's key (nil when
        /// it cannot be read, which ends the search with nil).
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
