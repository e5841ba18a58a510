/// Items (byte strings) stored in blocks of a fixed number, one offset per block and one checksum
/// per block: reading item N finds its block with one offset, checks the block's checksum and
/// skips at most `perBlock - 1` items, a constant amount of work whatever the item count.
///
/// A block, at its offset:
/// ```
/// u32 crc      CRC-32C of the block's tag and number (u32 each) and then the bytes after this field,
///              so a block reached through a wrong offset, or one of the other store, fails its check
/// per item:  varint length, item bytes
/// ```
/// The offsets (u32, from the start of the file's payload, one per block and one past the last
/// block) live in `product-ids.fli`; the blocks in `products.fli`. Products use tag `RECS`,
/// the text dictionary `DICT`.
public struct RecordBlocks {
    public static let recordsTag: UInt32 = 0x5343_4552  // "RECS"
    public static let dictionaryTag: UInt32 = 0x5443_4944  // "DICT"

    /// The block checksum: CRC-32C of the tag, the block number, then the block's items.
    public static func checksum(tag: UInt32, block: Int, _ body: UnsafeRawBufferPointer) -> UInt32 {
        var crc = CRC32C()
        withUnsafeBytes(of: tag.littleEndian) { crc.update($0) }
        withUnsafeBytes(of: UInt32(truncatingIfNeeded: block).littleEndian) { crc.update($0) }
        crc.update(body)
        return crc.value
    }

    /// Builds the blocks of one store, front to back.
    public struct Encoder {
        public let tag: UInt32
        public let perBlock: Int
        /// Offsets of the blocks finished so far, from the start of the payload.
        public private(set) var offsets: [UInt32] = []
        /// Where the next block starts.
        public private(set) var end: UInt64
        private var body = StoreWriter()
        private var itemsInBlock = 0
        public private(set) var itemCount = 0

        /// `start`: where the first block goes in the payload.
        public init(tag: UInt32, perBlock: Int, start: UInt64) {
            self.tag = tag
            self.perBlock = perBlock
            end = start
        }

        /// Adds an item; returns the bytes of a block it completed, to be written next.
        public mutating func append(_ item: [UInt8]) -> [UInt8]? {
            body.varint(UInt64(item.count))
            body.append(item)
            itemsInBlock += 1
            itemCount += 1
            return itemsInBlock == perBlock ? close() : nil
        }

        /// The last, partial block, if items are waiting.
        public mutating func finish() -> [UInt8]? { itemsInBlock > 0 ? close() : nil }

        private mutating func close() -> [UInt8] {
            var block = StoreWriter()
            block.fixed(body.bytes.withUnsafeBytes { RecordBlocks.checksum(tag: tag, block: offsets.count, $0) })
            block.append(body.bytes)
            offsets.append(UInt32(truncatingIfNeeded: end))
            end += UInt64(block.bytes.count)
            body = StoreWriter()
            itemsInBlock = 0
            return block.bytes
        }

        /// The offsets table as stored: every block's offset, then the end of the last block.
        public func offsetTable() -> [UInt8] {
            var table = StoreWriter()
            for offset in offsets { table.fixed(offset) }
            table.fixed(UInt32(truncatingIfNeeded: end))
            return table.bytes
        }
    }

    /// Reads one store: `data` is the payload holding the blocks, `offsets` the stored offsets
    /// table (`blockCount + 1` entries).
    struct Decoder {
        let tag: UInt32
        let perBlock: Int
        let itemCount: Int
        let data: UnsafeRawBufferPointer
        let offsets: UnsafeRawBufferPointer

        var blockCount: Int { perBlock > 0 ? (itemCount + perBlock - 1) / perBlock : 0 }

        /// The offsets of block `block` and of the next one, when inside `data` and in order.
        func bounds(_ block: Int) -> Range<Int>? {
            guard block >= 0, block < blockCount else { return nil }
            var reader = StoreReader(offsets, at: block * 4)
            guard let start = reader.fixed(UInt32.self), let end = reader.fixed(UInt32.self),
                  start <= end, UInt64(end) <= UInt64(data.count), end - start >= 4 else { return nil }
            return Int(start)..<Int(end)
        }

        /// Reads a byte of each 64-byte line of block `block` (0 for a block out of range) and
        /// returns their wrapping sum: a loop that touches several blocks before reading them has
        /// their memory fetched at once, not one miss after another (`ProductStore.touch`).
        func touch(_ block: Int) -> UInt8 {
            guard let range = bounds(block) else { return 0 }
            var sum: UInt8 = 0
            var offset = range.lowerBound
            while offset < range.upperBound {
                sum &+= data[offset]
                offset &+= 64
            }
            return sum
        }

        /// The items of block `block` after checking its checksum; nil when out of range or damaged.
        func block(_ block: Int) -> UnsafeRawBufferPointer? {
            self.block(block, check: true)
        }

        /// The items of block `block`, its checksum checked only with `check` (a caller that saw
        /// the block pass before need not check it again: the mapping is read-only); nil when out
        /// of range or, checked, damaged. The offsets are bounds-checked either way.
        func block(_ block: Int, check: Bool) -> UnsafeRawBufferPointer? {
            guard let range = bounds(block) else { return nil }
            let bytes = UnsafeRawBufferPointer(rebasing: data[range])
            let body = UnsafeRawBufferPointer(rebasing: bytes[4...])
            guard !check || RecordBlocks.checksum(tag: tag, block: block, body) == bytes.loadUnaligned(as: UInt32.self).littleEndian else {
                return nil
            }
            return body
        }

        /// The items of block `block`, its checksum checked only when `checked` does not hold
        /// it, and recorded there once it passes (`CheckedBlocks`); nil as `block(_:)`.
        func block(_ block: Int, checked: inout CheckedBlocks) -> UnsafeRawBufferPointer? {
            let known = checked.contains(block)
            guard let body = self.block(block, check: !known) else { return nil }
            if !known { checked.insert(block) }
            return body
        }

        /// Item `index`'s bytes, from its checked block; nil when out of range or damaged.
        func item(_ index: Int) -> UnsafeRawBufferPointer? {
            var unchecked = CheckedBlocks(count: 0)
            return item(index, checked: &unchecked)
        }

        /// `item(_:)`, its block checked only when `checked` does not hold it.
        func item(_ index: Int, checked: inout CheckedBlocks) -> UnsafeRawBufferPointer? {
            guard index >= 0, index < itemCount, let body = block(index / perBlock, checked: &checked) else { return nil }
            var reader = StoreReader(body)
            for _ in 0..<(index % perBlock) {
                guard let length = reader.varint(), length <= UInt64(reader.remaining) else { return nil }
                reader.position += Int(length)
            }
            guard let length = reader.varint(), length <= UInt64(reader.remaining) else { return nil }
            return reader.bytes(Int(length))
        }

        /// Every item of a checked block, for `verify`; nil when it does not hold exactly the
        /// items it should.
        func items(ofBlock block: Int) -> [UnsafeRawBufferPointer]? {
            guard let body = self.block(block) else { return nil }
            let expected = min(perBlock, itemCount - block * perBlock)
            var reader = StoreReader(body)
            var items: [UnsafeRawBufferPointer] = []
            for _ in 0..<expected {
                guard let length = reader.varint(), length <= UInt64(reader.remaining), let item = reader.bytes(Int(length)) else { return nil }
                items.append(item)
            }
            return reader.atEnd ? items : nil
        }
    }
}
