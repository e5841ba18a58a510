/// Reads one posting list (`PostingList`) block by block into reusable buffers, checking each
/// block's checksum as it is decoded (unless the searcher verified the whole list before), and
/// every bound before every read. Blocks can be skipped by their header's bounds without being
/// decoded. One cursor is reused for list after list: `open` resets it.
final class PostingCursor {
    enum Failure { case malformed, checksum }

    /// Postings of the block loaded last: product numbers and flags (term bits; with `merge`,
    /// the product bits too) and, after `merge`, the lengths byte, as `Posting` has them.
    let docs: UnsafeMutablePointer<UInt32>
    let flags: UnsafeMutablePointer<UInt8>
    let lengths: UnsafeMutablePointer<UInt8>
    /// Postings in the list, and blocks.
    private(set) var count = 0
    private(set) var blockCount = 0
    private(set) var failure: Failure?
    /// Whether every block was decoded with its checksum checked (the list is then known good).
    var fullyVerified: Bool { failure == nil && verify && verifiedBlocks == blockCount }

    private var headers = UnsafeRawBufferPointer(start: nil, count: 0)
    private var data = UnsafeRawBufferPointer(start: nil, count: 0)
    /// The features array (`ProductFeatures`), for reading a decoded posting's product's.
    private(set) var features = UnsafeRawBufferPointer(start: nil, count: 0)
    private var productCount: UInt32 = 0
    private var checksum: UInt32 = 0
    private var verify = false
    private var verifiedBlocks = 0
    /// Sequential reading (`next`): the block loaded, postings in it, and the next position.
    private var loadedBlock = -1
    private var loadedCount = 0
    private var position = 0

    init() {
        docs = .allocate(capacity: PostingList.blockSize)
        flags = .allocate(capacity: PostingList.blockSize)
        lengths = .allocate(capacity: PostingList.blockSize)
    }

    deinit {
        docs.deallocate()
        flags.deallocate()
        lengths.deallocate()
    }

    /// Starts reading `list`, a list of `count` postings whose checksum (in `term-lengths.fli`) is
    /// `checksum`. With `verify`, the header table is checked now and each block as it is loaded.
    func open(_ list: UnsafeRawBufferPointer, count: Int, checksum: UInt32, features: UnsafeRawBufferPointer,
              productCount: Int, verify: Bool) {
        self.count = count
        self.checksum = checksum
        self.features = features
        self.productCount = UInt32(clamping: productCount)
        self.verify = verify
        verifiedBlocks = 0
        loadedBlock = -1
        loadedCount = 0
        position = 0
        failure = nil
        blockCount = PostingList.blockCount(count)
        guard count > 0 else { failure = .malformed; return }
        guard PostingList.hasHeaders(count) else {
            headers = UnsafeRawBufferPointer(start: nil, count: 0)
            data = list
            return
        }
        let tableSize = blockCount.multipliedReportingOverflow(by: PostingList.headerSize)
        guard !tableSize.overflow, tableSize.partialValue <= list.count else { failure = .malformed; return }
        headers = UnsafeRawBufferPointer(rebasing: list[0..<tableSize.partialValue])
        data = UnsafeRawBufferPointer(rebasing: list[tableSize.partialValue...])
        if verify, CRC32C.checksum(headers) != checksum { failure = .checksum; return }
        guard let last = header(blockCount - 1), Int(last.dataEnd) == data.count else { failure = .malformed; return }
    }

    /// The header of `block` in a list of several blocks (nil for a one-block list, or damage).
    @inline(__always)
    func header(_ block: Int) -> PostingList.BlockHeader? {
        PostingList.BlockHeader.decode(headers, at: block &* PostingList.headerSize)
    }

    /// Whether the list's blocks are checked as they are loaded (`open`'s `verify`).
    var verifies: Bool { verify }

    /// Decodes `block` into the buffers; returns its postings, or 0 with `failure` set. With
    /// `check` false the block's checksum is not checked (a block this searcher checked before).
    func load(_ block: Int, check: Bool? = nil) -> Int {
        let checking = check ?? verify
        guard failure == nil, block >= 0, block < blockCount else { return 0 }
        let bytes: UnsafeRawBufferPointer
        let blockPostings: Int
        var base: UInt32 = 0
        var expected: (lastDoc: UInt32, checksum: UInt32)
        if headers.isEmpty {
            bytes = data
            blockPostings = count
            expected = (0, checksum)
        } else {
            guard let own = header(block) else { failure = .malformed; return 0 }
            var start: UInt32 = 0
            if block > 0 {
                guard let previous = header(block - 1) else { failure = .malformed; return 0 }
                start = previous.dataEnd
                let (next, overflow) = previous.lastDoc.addingReportingOverflow(1)
                guard !overflow else { failure = .malformed; return 0 }
                base = next
            }
            let full = block < blockCount - 1 ? PostingList.blockSize : count - (blockCount - 1) * PostingList.blockSize
            guard own.count == full, start <= own.dataEnd, Int(own.dataEnd) <= data.count else { failure = .malformed; return 0 }
            bytes = UnsafeRawBufferPointer(rebasing: data[Int(start)..<Int(own.dataEnd)])
            blockPostings = full
            expected = (own.lastDoc, own.checksum)
        }
        guard PostingList.decodeBlock(bytes, count: blockPostings, base: base, productCount: productCount, features: features,
                                      docs: docs, flags: flags),
              headers.isEmpty || docs[blockPostings - 1] == expected.lastDoc
        else { failure = .malformed; return 0 }
        if checking {
            guard PostingList.checksum(data: bytes, docs: docs, count: blockPostings, features: features) == expected.checksum else {
                failure = .checksum
                return 0
            }
        }
        if verify { verifiedBlocks += 1 }
        return blockPostings
    }

    /// Adds the products' features to the first `count` decoded postings (`PostingList.merge`).
    func merge(_ count: Int) {
        PostingList.merge(count, docs: docs, flags: flags, lengths: lengths, features: features)
    }

    /// The next posting in product order; false at the end or at the first damage (`failure`).
    @inline(__always)
    func next(_ posting: inout Posting) -> Bool {
        if position == loadedCount {
            guard failure == nil, loadedBlock + 1 < blockCount else { return false }
            loadedBlock += 1
            loadedCount = load(loadedBlock)
            position = 0
            guard loadedCount > 0 else { return false }
            merge(loadedCount)
        }
        posting = Posting(docID: docs[position], flags: Posting.Flags(rawValue: flags[position]), length: lengths[position])
        position &+= 1
        return true
    }
}
