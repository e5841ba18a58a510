/// One term's posting list in `postings.fli` (format version 2): its products in product order,
/// in blocks of up to 128 postings, each posting's product number bit-packed as a gap and its term
/// bits (frequency, in head, in name, in brand, first word) as an index into a small per-block
/// palette. What every list of a product would repeat (lengths, kind, energy, popularity) is in
/// the features array (`ProductFeatures`), not here.
///
/// A list of at most 128 postings is one block's data and nothing else. A longer list starts with
/// a table of 16-byte block headers, then the blocks' data, back to back:
///
/// ```
/// block header (16 bytes)
///   u32 lastDoc       product number of the block's last posting
///   u32 dataEnd       end of the block's data, counted from the end of the header table
///   u32 checksum      CRC-32C of the block's data, then the 3 feature bytes of each of its products
///   u8  count - 1     postings in the block, less one (127 for every block but the last)
///   u8  boundFlags    OR of the postings' flags (term bits and product bits), the frequency bits
///                     holding the highest frequency: for block-max bounds
///   u8  boundLengths  bits 0-4 the shortest content length, bits 5-7 the shortest head length of
///                     a posting in the head (7 when none): for block-max bounds
///   u8  reserved      0
/// block data
///   u8  gapBits       bits per product gap, 0-32
///   u8  paletteCount  distinct term-bit values in the block, 1-64
///   paletteCount × u8 those values, strictly ascending, each only bits 0-5, frequency 1-3
///   count gaps of gapBits bits, then count palette indexes of bitWidth(paletteCount - 1) bits,
///   packed least significant bit first, the last byte padded with zero bits
/// ```
///
/// A gap is the product number minus the block's base: 0 for the first block, the previous
/// block's `lastDoc` + 1 for the others, and after each posting that posting's product + 1.
///
/// Checksums: a one-block list's checksum (in `term-lengths.fli`) is its block's, over its data
/// and its products' feature bytes; a longer list's is that of its header table, and each header
/// carries its block's. So every byte a score depends on (gaps, term bits, and the features of the
/// products a block lists) is covered by a checksum checked when that block is read, and a
/// query that skips a block by its bound reads neither it nor its products' features.
public enum PostingList {
    public static let blockSize = 128
    public static let headerSize = 16
    /// The bits of a posting's flags that belong to the term (the rest are `ProductFeatures`').
    public static let termBits: UInt8 = 0x3F

    /// Blocks in a list of `count` postings.
    @inline(__always)
    public static func blockCount(_ count: Int) -> Int { (count &+ blockSize &- 1) / blockSize }

    /// Whether a list of `count` postings starts with a header table (more than one block).
    @inline(__always)
    public static func hasHeaders(_ count: Int) -> Bool { count > blockSize }

    /// One block's header; see the type's documentation.
    public struct BlockHeader: Equatable, Sendable {
        public var lastDoc: UInt32
        public var dataEnd: UInt32
        public var checksum: UInt32
        public var count: Int
        public var boundFlags: UInt8
        public var boundLengths: UInt8

        public init(lastDoc: UInt32, dataEnd: UInt32, checksum: UInt32, count: Int, boundFlags: UInt8, boundLengths: UInt8) {
            self.lastDoc = lastDoc
            self.dataEnd = dataEnd
            self.checksum = checksum
            self.count = count
            self.boundFlags = boundFlags
            self.boundLengths = boundLengths
        }

        func encode(into bytes: inout [UInt8]) {
            func put(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
            put(lastDoc)
            put(dataEnd)
            put(checksum)
            bytes.append(UInt8(count - 1))
            bytes.append(boundFlags)
            bytes.append(boundLengths)
            bytes.append(0)
        }

        /// The header at `offset` of `table` (nil when it does not fit or its reserved byte is not 0).
        @inline(__always)
        public static func decode(_ table: UnsafeRawBufferPointer, at offset: Int) -> BlockHeader? {
            guard offset >= 0, offset <= table.count &- PostingList.headerSize, table[offset &+ 15] == 0 else { return nil }
            func get(_ at: Int) -> UInt32 { UInt32(littleEndian: table.loadUnaligned(fromByteOffset: offset &+ at, as: UInt32.self)) }
            return BlockHeader(lastDoc: get(0), dataEnd: get(4), checksum: get(8), count: Int(table[offset &+ 12]) &+ 1,
                               boundFlags: table[offset &+ 13], boundLengths: table[offset &+ 14])
        }
    }

    // MARK: Encoding

    /// The encoded list and its checksum (for `term-lengths.fli`). `postings` are in ascending
    /// product order, their flags' term bits are stored (the product bits come from `features`,
    /// the features array of every product, which must cover each posting's product).
    public static func encode(_ postings: [Posting], features: [UInt8]) -> (bytes: [UInt8], checksum: UInt32) {
        features.withUnsafeBytes { features in
            guard hasHeaders(postings.count) else {
                var data: [UInt8] = []
                encodeBlock(postings[...], base: 0, into: &data)
                return (data, blockChecksum(data[...], docs: postings[...], features: features))
            }
            var headers: [UInt8] = []
            var data: [UInt8] = []
            headers.reserveCapacity(blockCount(postings.count) * headerSize)
            data.reserveCapacity(postings.count * 2)
            var base: UInt32 = 0
            var start = 0
            while start < postings.count {
                let block = postings[start..<min(start + blockSize, postings.count)]
                let dataStart = data.count
                encodeBlock(block, base: base, into: &data)
                var flags: UInt8 = 0
                var maxFrequency: UInt8 = 0
                var minLength: UInt8 = 31
                var minHead: UInt8 = 7
                for posting in block {
                    let product = ProductFeatures.decode(features, docID: Int(posting.docID))
                        ?? ProductFeatures(lengths: 0, flags: 0, popularity: 0)
                    flags |= posting.flags.rawValue & termBits | product.flags
                    maxFrequency = max(maxFrequency, posting.flags.rawValue & Posting.Flags.frequencyMask)
                    minLength = min(minLength, product.lengths & 31)
                    if posting.flags.contains(.inHead) { minHead = min(minHead, product.lengths >> 5) }
                }
                let last = block[block.endIndex - 1].docID
                BlockHeader(lastDoc: last, dataEnd: UInt32(data.count),
                            checksum: blockChecksum(data[dataStart...], docs: block, features: features), count: block.count,
                            boundFlags: flags & ~Posting.Flags.frequencyMask | maxFrequency,
                            boundLengths: minLength | minHead << 5).encode(into: &headers)
                base = last &+ 1
                start += blockSize
            }
            return (headers + data, CRC32C.checksum(headers))
        }
    }

    /// Appends one block's data.
    private static func encodeBlock(_ postings: ArraySlice<Posting>, base start: UInt32, into data: inout [UInt8]) {
        var base = start
        var gaps: [UInt32] = []
        gaps.reserveCapacity(postings.count)
        var palette: [UInt8] = []
        for posting in postings {
            gaps.append(posting.docID - base)
            base = posting.docID &+ 1
            let bits = posting.flags.rawValue & termBits
            if !palette.contains(bits) { palette.append(bits) }
        }
        palette.sort()
        let gapBits = bitWidth(gaps.max() ?? 0)
        let indexBits = bitWidth(UInt32(palette.count - 1))
        data.append(UInt8(gapBits))
        data.append(UInt8(palette.count))
        data.append(contentsOf: palette)
        var writer = BitWriter()
        for gap in gaps { writer.put(gap, bits: gapBits, into: &data) }
        for posting in postings {
            let index = palette.firstIndex(of: posting.flags.rawValue & termBits) ?? 0
            writer.put(UInt32(index), bits: indexBits, into: &data)
        }
        writer.flush(into: &data)
    }

    /// CRC-32C of a block's data and then its products' feature bytes.
    private static func blockChecksum(_ data: ArraySlice<UInt8>, docs: ArraySlice<Posting>, features: UnsafeRawBufferPointer) -> UInt32 {
        var crc = CRC32C()
        data.withUnsafeBytes { crc.update($0) }
        var gathered: [UInt8] = []
        gathered.reserveCapacity(docs.count * ProductFeatures.size)
        for posting in docs {
            ProductFeatures.decode(features, docID: Int(posting.docID))?.encode(into: &gathered)
        }
        gathered.withUnsafeBytes { crc.update($0) }
        return crc.value
    }

    /// Bits needed for `value` (0 for 0).
    @inline(__always)
    static func bitWidth(_ value: UInt32) -> Int { 32 - value.leadingZeroBitCount }

    private struct BitWriter {
        var accumulator: UInt64 = 0
        var filled = 0

        mutating func put(_ value: UInt32, bits: Int, into data: inout [UInt8]) {
            guard bits > 0 else { return }
            accumulator |= UInt64(value) << UInt64(filled)
            filled += bits
            while filled >= 8 {
                data.append(UInt8(truncatingIfNeeded: accumulator))
                accumulator >>= 8
                filled -= 8
            }
        }

        mutating func flush(into data: inout [UInt8]) {
            if filled > 0 { data.append(UInt8(truncatingIfNeeded: accumulator)) }
            accumulator = 0
            filled = 0
        }
    }

    // MARK: Decoding

    /// Decodes one block's data into `docs` and `flags` (each room for `blockSize`): product
    /// numbers and term bits only; `merge` adds the products' features where they are needed
    /// (updating a candidate needs only the term bits). Returns false for a malformed block: a
    /// wrong length, a palette out of order or with undefined bits, an index past the palette, a
    /// product at or past `productCount` or past the features array.
    @inline(__always)
    static func decodeBlock(_ data: UnsafeRawBufferPointer, count: Int, base start: UInt32, productCount: UInt32,
                            features: UnsafeRawBufferPointer, docs: UnsafeMutablePointer<UInt32>,
                            flags: UnsafeMutablePointer<UInt8>) -> Bool {
        guard count >= 1, count <= blockSize, data.count >= 2 else { return false }
        let gapBits = Int(data[0])
        let paletteCount = Int(data[1])
        guard gapBits <= 32, paletteCount >= 1, paletteCount <= 64 else { return false }
        let indexBits = bitWidth(UInt32(paletteCount - 1))
        let packed = (count &* (gapBits &+ indexBits) &+ 7) / 8
        guard data.count == 2 &+ paletteCount &+ packed else { return false }
        var previous: Int = -1
        for position in 2..<(2 &+ paletteCount) {
            let value = data[position]
            guard value & ~termBits == 0, value & Posting.Flags.frequencyMask != 0, Int(value) > previous else { return false }
            previous = Int(value)
        }
        // The palette as a table of 64 (every index of 6 bits has an entry), 0 past its end: no
        // palette value is 0 (its frequency is at least 1), so an index past the palette reads as
        // 0 and one minimum over the block finds it. The packed bits are copied with 8 zero bytes
        // after them, so every read is one unaligned 64-bit load, never past the block.
        let packed0 = 2 &+ paletteCount
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64 &+ maximumPacked &+ 8) { scratch in
            guard let table = scratch.baseAddress else { return false }
            table.update(repeating: 0, count: 64)
            for index in 0..<paletteCount { table[index] = data[2 &+ index] }
            let stream = table + 64
            (stream + packed).update(repeating: 0, count: 8)
            if packed > 0, let source = data.baseAddress {
                stream.update(from: source.assumingMemoryBound(to: UInt8.self) + packed0, count: packed)
            }
            let bytes = UnsafeRawPointer(stream)
            @inline(__always) func bits(at bit: Int) -> UInt64 {
                UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: bit >> 3, as: UInt64.self)) >> UInt64(bit & 7)
            }
            var bit = 0
            var base = UInt64(start)
            let gapMask: UInt64 = (1 << UInt64(gapBits)) &- 1
            for position in 0..<count {
                let doc = base &+ (bits(at: bit) & gapMask)
                bit &+= gapBits
                docs[position] = UInt32(truncatingIfNeeded: doc)
                base = doc &+ 1
            }
            // Product numbers strictly increase, so the last is the largest: when it is in range,
            // every one is (and fits in 32 bits).
            let last = base &- 1
            guard last < UInt64(productCount), Int(last) <= features.count / ProductFeatures.size &- 1 else { return false }
            let indexMask: UInt64 = (1 << UInt64(indexBits)) &- 1
            var smallest: UInt8 = 0xFF
            for position in 0..<count {
                let value = table[Int(bits(at: bit) & indexMask)]
                bit &+= indexBits
                flags[position] = value
                smallest = min(smallest, value)
            }
            return smallest != 0
        }
    }

    /// The most packed bytes a block can hold: 128 gaps of 32 bits and 128 palette indexes of 6.
    static let maximumPacked = (blockSize * (32 + 6) + 7) / 8

    /// Merges each decoded posting's term bits with its product's features (flags bits and the
    /// lengths byte), as `Posting` carries them. Products were checked to be in the array.
    @inline(__always)
    static func merge(_ count: Int, docs: UnsafeMutablePointer<UInt32>, flags: UnsafeMutablePointer<UInt8>,
                      lengths: UnsafeMutablePointer<UInt8>, features: UnsafeRawBufferPointer) {
        for position in 0..<count {
            let offset = Int(docs[position]) &* ProductFeatures.size
            flags[position] |= features[offset &+ 1] & ProductFeatures.productFlags
            lengths[position] = features[offset]
        }
    }

    /// The checksum of a decoded block: its data, then the feature bytes of its products.
    static func checksum(data: UnsafeRawBufferPointer, docs: UnsafeMutablePointer<UInt32>, count: Int,
                         features: UnsafeRawBufferPointer) -> UInt32 {
        var crc = CRC32C()
        crc.update(data)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: blockSize * ProductFeatures.size) { gathered in
            var at = 0
            for position in 0..<count {
                let offset = Int(docs[position]) &* ProductFeatures.size
                gathered[at] = features[offset]
                gathered[at &+ 1] = features[offset &+ 1]
                gathered[at &+ 2] = features[offset &+ 2]
                at &+= 3
            }
            crc.update(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(gathered)[0..<at]))
        }
        return crc.value
    }

    // MARK: Resealing

    /// Recomputes the checksums of a list of `count` postings in place (each block's, in the
    /// header table) and returns the list's checksum, for `IndexSeal` (a mutated index made
    /// checksum-consistent for tests and fuzzing). A block that does not decode keeps its old
    /// checksum (readers report it malformed before they look at it); nil when the list's own
    /// checksum cannot be computed (a one-block list that does not decode, a table that does not fit).
    public static func reseal(_ list: UnsafeMutableRawBufferPointer, count: Int, features: UnsafeRawBufferPointer,
                              productCount: Int) -> UInt32? {
        guard count > 0 else { return nil }
        let docs = UnsafeMutablePointer<UInt32>.allocate(capacity: blockSize)
        let flags = UnsafeMutablePointer<UInt8>.allocate(capacity: blockSize)
        defer {
            docs.deallocate()
            flags.deallocate()
        }
        let products = UInt32(clamping: productCount)
        let read = UnsafeRawBufferPointer(list)
        guard hasHeaders(count) else {
            guard decodeBlock(read, count: count, base: 0, productCount: products, features: features,
                              docs: docs, flags: flags) else { return nil }
            return checksum(data: read, docs: docs, count: count, features: features)
        }
        let blocks = blockCount(count)
        let table = blocks.multipliedReportingOverflow(by: headerSize)
        guard !table.overflow, table.partialValue <= list.count else { return nil }
        let data = UnsafeRawBufferPointer(rebasing: read[table.partialValue...])
        var base: UInt32 = 0
        var start: UInt32 = 0
        for block in 0..<blocks {
            guard let header = BlockHeader.decode(read, at: block * headerSize) else { break }
            defer {
                base = header.lastDoc &+ 1
                start = header.dataEnd
            }
            let postings = block < blocks - 1 ? blockSize : count - (blocks - 1) * blockSize
            guard start <= header.dataEnd, Int(header.dataEnd) <= data.count else { continue }
            let bytes = UnsafeRawBufferPointer(rebasing: data[Int(start)..<Int(header.dataEnd)])
            guard decodeBlock(bytes, count: postings, base: base, productCount: products, features: features,
                              docs: docs, flags: flags) else { continue }
            list.storeBytes(of: checksum(data: bytes, docs: docs, count: postings, features: features).littleEndian,
                            toByteOffset: block * headerSize + 8, as: UInt32.self)
        }
        return CRC32C.checksum(UnsafeRawBufferPointer(rebasing: read[0..<table.partialValue]))
    }
}
