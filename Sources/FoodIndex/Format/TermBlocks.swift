import FoodlogSupport

/// The term files, terms in blocks of `perBlock`: `term-offsets.fli` is the block directory,
/// `term-lengths.fli` the blocks. Finding term N reads two directory entries and walks at most
/// `perBlock` entries of one block: constant work, as with one fixed entry per term, for about a
/// third of the bytes (0.8 MB instead of 2.4 at 100 000 terms).
///
/// `term-offsets.fli` payload, (blocks + 1) entries of 16 bytes:
/// ```
/// u32 vocabulary   where the block's first term starts in vocabulary.fli
/// u32 block        where the block starts in term-lengths.fli
/// u64 postings     where the block's first term's posting list starts in postings.fli
/// ```
/// the last entry holding the vocabulary's payload length, term-lengths.fli's payload length and
/// the end of the last posting list (where the features array starts).
///
/// `term-lengths.fli` payload, the blocks back to back:
/// ```
/// u32 crc          CRC-32C of the block number (u32), the block's directory entry and the next
///                  (32 bytes), the block's bytes after this field, and its terms' vocabulary bytes
/// per term:  u8 term length in bytes, varint document frequency, varint posting list length in
///            bytes, u32 posting list checksum (`PostingList`)
/// ```
/// A term's vocabulary and posting list start where the previous term's end (the block's first
/// where the directory says). The block checksum covers everything a term is found and scored
/// by, except its posting list, which has its own; a query checks it for every term it compares
/// (each probe of the binary search) or uses.
public enum TermBlocks {
    /// Terms per block: a binary search probe checks about 270 bytes (16 terms' entries and
    /// bytes), and a term's entry is found by walking at most 15 others.
    public static let perBlock = 16
    /// Bytes of one directory entry.
    public static let directoryEntrySize = 16
    /// The longest term a block can hold (its length is one byte).
    public static let maxTermLength = 255

    /// One term's entry, with the offsets its block's entries add up to.
    public struct Entry: Equatable, Sendable {
        public var vocabularyStart: UInt64
        public var termLength: Int
        public var documentFrequency: UInt32
        public var postingsStart: UInt64
        public var postingsEnd: UInt64
        public var postingsCRC: UInt32

        public var vocabularyEnd: UInt64 { vocabularyStart + UInt64(termLength) }
    }

    /// One directory entry: where a block and its first term start.
    public struct Start: Equatable, Sendable {
        public var vocabulary: UInt32
        public var block: UInt32
        public var postings: UInt64

        func encode(into writer: inout StoreWriter) {
            writer.fixed(vocabulary)
            writer.fixed(block)
            writer.fixed(postings)
        }
    }

    /// Blocks for `terms` terms.
    public static func blocks(_ terms: Int) -> Int { (terms + perBlock - 1) / perBlock }

    /// The block checksum: CRC-32C of the block number, its two directory entries, its bytes
    /// after the checksum and its terms' bytes.
    public static func checksum(block: Int, directory: UnsafeRawBufferPointer, body: UnsafeRawBufferPointer,
                                terms: UnsafeRawBufferPointer) -> UInt32 {
        var crc = CRC32C()
        withUnsafeBytes(of: UInt32(truncatingIfNeeded: block).littleEndian) { crc.update($0) }
        crc.update(directory)
        crc.update(body)
        crc.update(terms)
        return crc.value
    }

    /// Builds both files' payloads, term by term in vocabulary order.
    public struct Encoder {
        private var start = Start(vocabulary: 0, block: 0, postings: 0)
        private var body = StoreWriter()
        private var terms: [UInt8] = []
        private var inBlock = 0
        private var blockNumber = 0
        private var vocabularyEnd: UInt64 = 0
        private var postingsEnd: UInt64 = 0
        private var blocksEnd: UInt64 = 0

        public init() {}

        /// Bytes of `term-lengths.fli`'s payload so far, counting the block being filled.
        public var length: UInt64 { blocksEnd + 4 + UInt64(body.bytes.count) }

        /// Adds the next term (1 to `maxTermLength` bytes; the builder's terms are at most 32);
        /// returns a finished block's directory entry and bytes, to be appended to
        /// `term-offsets.fli` and `term-lengths.fli`.
        public mutating func append(term: [UInt8], documentFrequency: UInt32, postingsLength: UInt64,
                                    postingsCRC: UInt32) -> (directory: [UInt8], block: [UInt8])? {
            body.bytes.append(UInt8(truncatingIfNeeded: term.count))
            body.varint(UInt64(documentFrequency))
            body.varint(postingsLength)
            body.fixed(postingsCRC)
            terms.append(contentsOf: term)
            vocabularyEnd += UInt64(term.count)
            postingsEnd += postingsLength
            inBlock += 1
            return inBlock == TermBlocks.perBlock ? close() : nil
        }

        /// The last, partial block (if terms are waiting) and the directory's last entry.
        public mutating func finish() -> (directory: [UInt8], block: [UInt8]) {
            var finished: (directory: [UInt8], block: [UInt8]) = inBlock > 0 ? close() : ([], [])
            var sentinel = StoreWriter()
            start.encode(into: &sentinel)
            finished.directory += sentinel.bytes
            return finished
        }

        private mutating func close() -> (directory: [UInt8], block: [UInt8]) {
            let end = blocksEnd + 4 + UInt64(body.bytes.count)
            let next = Start(vocabulary: UInt32(truncatingIfNeeded: vocabularyEnd), block: UInt32(truncatingIfNeeded: end),
                             postings: postingsEnd)
            var directory = StoreWriter()
            start.encode(into: &directory)
            next.encode(into: &directory)
            let crc = directory.bytes.withUnsafeBytes { entries in
                body.bytes.withUnsafeBytes { body in
                    terms.withUnsafeBytes { TermBlocks.checksum(block: blockNumber, directory: entries, body: body, terms: $0) }
                }
            }
            var block = StoreWriter()
            block.fixed(crc)
            block.append(body.bytes)
            let entry = Array(directory.bytes.prefix(TermBlocks.directoryEntrySize))
            start = next
            blocksEnd = end
            blockNumber += 1
            body = StoreWriter()
            terms = []
            inBlock = 0
            return (entry, block.bytes)
        }
    }

    /// Reads the term files: `directory` is `term-offsets.fli`'s payload, `blocks`
    /// `term-lengths.fli`'s, `vocabulary` `vocabulary.fli`'s. Every read is bounds-checked, so
    /// whatever the bytes say, a damaged entry yields nil, never a trap.
    public struct Decoder {
        let directory: UnsafeRawBufferPointer
        let blocks: UnsafeRawBufferPointer
        let vocabulary: UnsafeRawBufferPointer
        public let termCount: Int

        public init(directory: UnsafeRawBufferPointer, blocks: UnsafeRawBufferPointer, vocabulary: UnsafeRawBufferPointer,
                    termCount: Int) {
            self.directory = directory
            self.blocks = blocks
            self.vocabulary = vocabulary
            self.termCount = termCount
        }

        public var blockCount: Int { TermBlocks.blocks(termCount) }

        /// Directory entry `block` (0 to `blockCount`: the last is the files' ends).
        @inline(__always)
        public func start(_ block: Int) -> Start? {
            let at = block &* TermBlocks.directoryEntrySize
            guard block >= 0, block <= blockCount, at <= directory.count &- TermBlocks.directoryEntrySize,
                  let base = directory.baseAddress else { return nil }
            return Start(vocabulary: UInt32(littleEndian: base.loadUnaligned(fromByteOffset: at, as: UInt32.self)),
                         block: UInt32(littleEndian: base.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self)),
                         postings: UInt64(littleEndian: base.loadUnaligned(fromByteOffset: at + 8, as: UInt64.self)))
        }

        /// The entries of block `block`, from its first; with `checked`, only after its checksum
        /// matched. Nil when the block or its terms lie outside their files (or go backwards), or
        /// it fails its check.
        public func cursor(_ block: Int, checked: Bool) -> Cursor? {
            guard let first = start(block), let next = start(block + 1),
                  UInt64(first.block) + 4 <= UInt64(next.block), UInt64(next.block) <= UInt64(blocks.count),
                  first.vocabulary <= next.vocabulary, UInt64(next.vocabulary) <= UInt64(vocabulary.count)
            else { return nil }
            let bytes = UnsafeRawBufferPointer(rebasing: blocks[Int(first.block)..<Int(next.block)])
            let body = UnsafeRawBufferPointer(rebasing: bytes[4...])
            if checked {
                let size = TermBlocks.directoryEntrySize
                let entries = UnsafeRawBufferPointer(rebasing: directory[(block * size)..<((block + 2) * size)])
                let terms = UnsafeRawBufferPointer(rebasing: vocabulary[Int(first.vocabulary)..<Int(next.vocabulary)])
                guard TermBlocks.checksum(block: block, directory: entries, body: body, terms: terms)
                        == bytes.loadUnaligned(as: UInt32.self).littleEndian else { return nil }
            }
            let count = min(TermBlocks.perBlock, termCount - block * TermBlocks.perBlock)
            return Cursor(reader: StoreReader(body), vocabulary: UInt64(first.vocabulary), postings: first.postings,
                          remaining: count, term: block * TermBlocks.perBlock)
        }

        /// The entry of term `index`, checked with its block when `checked`.
        public func entry(_ index: Int, checked: Bool) -> Entry? {
            guard index >= 0, index < termCount, var cursor = cursor(index / TermBlocks.perBlock, checked: checked) else { return nil }
            for _ in 0..<(index % TermBlocks.perBlock) where cursor.next() == nil { return nil }
            return cursor.next()
        }

        /// The `length` bytes at `start` of the vocabulary, when they lie inside it.
        @inline(__always)
        public func bytes(at start: UInt64, length: Int) -> UnsafeRawBufferPointer? {
            let (end, overflow) = start.addingReportingOverflow(UInt64(length))
            guard !overflow, end <= UInt64(vocabulary.count), let base = vocabulary.baseAddress else { return nil }
            return UnsafeRawBufferPointer(start: base + Int(start), count: length)
        }

        /// The bytes of an entry's term, when they lie inside the vocabulary.
        @inline(__always)
        public func bytes(_ entry: Entry) -> UnsafeRawBufferPointer? {
            guard entry.vocabularyEnd <= UInt64(vocabulary.count), let base = vocabulary.baseAddress else { return nil }
            return UnsafeRawBufferPointer(start: base + Int(entry.vocabularyStart), count: entry.termLength)
        }
    }

    /// Reads one block's entries in order.
    public struct Cursor {
        var reader: StoreReader
        var vocabulary: UInt64
        var postings: UInt64
        var remaining: Int
        /// The term number of the next entry.
        public private(set) var term: Int

        init(reader: StoreReader, vocabulary: UInt64, postings: UInt64, remaining: Int, term: Int) {
            self.reader = reader
            self.vocabulary = vocabulary
            self.postings = postings
            self.remaining = remaining
            self.term = term
        }

        /// Whether every entry the block should hold has been read.
        public var isFinished: Bool { remaining == 0 }

        /// Where the entries read so far end: the next term's vocabulary and postings start, and
        /// how many bytes of the block are left (0 for a block read to its end).
        public var ends: (vocabulary: UInt64, postings: UInt64, unread: Int) { (vocabulary, postings, reader.remaining) }

        /// The next entry's term length and where its bytes start in the vocabulary, without
        /// making the rest of its entry (a scan that looks at the terms alone); the cursor moves
        /// past the entry as `next` does. Nil as `next`.
        @inline(__always)
        public mutating func nextTerm() -> (vocabularyStart: UInt64, length: Int)? {
            guard remaining > 0 else { return nil }
            let length: UInt8, size: UInt64
            let at = reader.position
            if at >= 0, reader.raw.count - at >= 7, reader.raw[at + 1] < 0x80, reader.raw[at + 2] < 0x80 {
                length = reader.raw[at]
                size = UInt64(reader.raw[at + 2])
                reader.position = at + 7
            } else {
                guard let byte = reader.byte(), let stored = reader.varint(), stored <= UInt64(UInt32.max),
                      let bytes = reader.varint(), reader.fixed(UInt32.self) != nil else { return nil }
                (length, size) = (byte, bytes)
            }
            let (sum, overflow) = postings.addingReportingOverflow(size)
            postings = overflow ? UInt64.max : sum
            let start = vocabulary
            vocabulary += UInt64(length)
            remaining -= 1
            term += 1
            return (start, Int(length))
        }

        /// The next entry; nil past the block's last term, or when the bytes do not form one.
        @inline(__always)
        public mutating func next() -> Entry? {
            guard remaining > 0 else { return nil }
            let length: UInt8, frequency: UInt64, size: UInt64, crc: UInt32
            let at = reader.position
            if at >= 0, reader.raw.count - at >= 7, reader.raw[at + 1] < 0x80, reader.raw[at + 2] < 0x80 {
                // Most terms are rare: a one-byte frequency and list length, read without the loops.
                length = reader.raw[at]
                frequency = UInt64(reader.raw[at + 1])
                size = UInt64(reader.raw[at + 2])
                crc = UInt32(littleEndian: reader.raw.loadUnaligned(fromByteOffset: at + 3, as: UInt32.self))
                reader.position = at + 7
            } else {
                guard let byte = reader.byte(), let stored = reader.varint(), stored <= UInt64(UInt32.max),
                      let bytes = reader.varint(), let checksum = reader.fixed(UInt32.self) else { return nil }
                (length, frequency, size, crc) = (byte, stored, bytes, checksum)
            }
            // Saturating: a damaged directory offset near 2^64 gives lists that end at 2^64 − 1,
            // past postings.fli, which the reader's bounds check reports against the directory.
            let (sum, overflow) = postings.addingReportingOverflow(size)
            let postingsEnd = overflow ? UInt64.max : sum
            let entry = Entry(vocabularyStart: vocabulary, termLength: Int(length), documentFrequency: UInt32(frequency),
                              postingsStart: postings, postingsEnd: postingsEnd, postingsCRC: crc)
            vocabulary += UInt64(length)
            postings = postingsEnd
            remaining -= 1
            term += 1
            return entry
        }
    }

    /// Every entry of the term files, read without checking the blocks (for tools and tests that
    /// mutate an index); stops at the first block that does not read.
    public static func entries(directory: [UInt8], blocks: [UInt8], vocabulary: [UInt8], termCount: Int) -> [Entry] {
        directory.withUnsafeBytes { directory in
            blocks.withUnsafeBytes { blocks in
                vocabulary.withUnsafeBytes { vocabulary in
                    let decoder = Decoder(directory: directory, blocks: blocks, vocabulary: vocabulary, termCount: max(termCount, 0))
                    var entries: [Entry] = []
                    for block in 0..<decoder.blockCount {
                        guard var cursor = decoder.cursor(block, checked: false) else { break }
                        while let entry = cursor.next() { entries.append(entry) }
                    }
                    return entries
                }
            }
        }
    }

    /// Recomputes the checksums of the term files in place (for `IndexSeal`): each term's posting
    /// list checksum as `postingsCRC` gives it (nil keeps the stored one), then every block's
    /// checksum. Blocks whose directory entries point outside the files keep theirs.
    public static func reseal(directory: [UInt8], blocks: inout [UInt8], vocabulary: [UInt8], termCount: Int,
                              postingsCRC: (Entry) -> UInt32?) {
        let count = max(termCount, 0)
        for block in 0..<TermBlocks.blocks(count) {
            let located: (start: Start, next: Start)? = directory.withUnsafeBytes { directory in
                blocks.withUnsafeBytes { blocks in
                    vocabulary.withUnsafeBytes { vocabulary in
                        let decoder = Decoder(directory: directory, blocks: blocks, vocabulary: vocabulary, termCount: count)
                        guard let start = decoder.start(block), let next = decoder.start(block + 1),
                              UInt64(start.block) + 4 <= UInt64(next.block), UInt64(next.block) <= UInt64(blocks.count) else { return nil }
                        return (start, next)
                    }
                }
            }
            guard let (start, next) = located else { continue }
            // Each entry's posting checksum, at the last 4 bytes of the entry.
            var updates: [(Int, UInt32)] = []
            blocks.withUnsafeBytes { raw in
                var cursor = Cursor(reader: StoreReader(UnsafeRawBufferPointer(rebasing: raw[(Int(start.block) + 4)..<Int(next.block)])),
                                    vocabulary: UInt64(start.vocabulary), postings: start.postings,
                                    remaining: min(perBlock, count - block * perBlock), term: block * perBlock)
                while let entry = cursor.next() {
                    if let crc = postingsCRC(entry) { updates.append((Int(start.block) + 4 + cursor.reader.position - 4, crc)) }
                }
            }
            for (at, crc) in updates { withUnsafeBytes(of: crc.littleEndian) { for index in 0..<4 { blocks[at + index] = $0[index] } } }
            guard start.vocabulary <= next.vocabulary, Int(next.vocabulary) <= vocabulary.count,
                  (block + 2) * directoryEntrySize <= directory.count else { continue }
            let crc = directory.withUnsafeBytes { directory in
                blocks.withUnsafeBytes { raw in
                    vocabulary.withUnsafeBytes { vocabulary in
                        let entries = directory[(block * directoryEntrySize)..<((block + 2) * directoryEntrySize)]
                        return checksum(block: block, directory: UnsafeRawBufferPointer(rebasing: entries),
                                        body: UnsafeRawBufferPointer(rebasing: raw[(Int(start.block) + 4)..<Int(next.block)]),
                                        terms: UnsafeRawBufferPointer(rebasing: vocabulary[Int(start.vocabulary)..<Int(next.vocabulary)]))
                    }
                }
            }
            withUnsafeBytes(of: crc.littleEndian) { for index in 0..<4 { blocks[Int(start.block) + index] = $0[index] } }
        }
    }
}
