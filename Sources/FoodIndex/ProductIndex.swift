import FoodlogSupport

/// A read-only, memory-mapped six-file BM25 index of food products.
///
/// Opening reads the directory's pointer to the current generation (`IndexLayout`), maps the six
/// files and checks their headers against each other (magic, version, index id, sizes, sentinel
/// offsets) and the generation's name: constant work whatever the number of products. Nothing is
/// parsed per product or per term until a query needs it, and what a query reads is checked as it
/// is read (posting list and product record checksums), so a damaged file yields an `IndexError`,
/// never a crash or a silently wrong answer. `verify()` checks every byte.
public final class ProductIndex: @unchecked Sendable {
    /// The directory the six files are in: the generation the pointer names (`IndexLayout`),
    /// or the directory opened when it has no pointer.
    public let directory: String
    /// The directory the index was opened from.
    public let indexDirectory: String
    /// Number of products.
    public let productCount: Int
    /// Number of distinct terms.
    public let termCount: Int
    /// The build's identity, shared by all six files.
    public let indexID: UInt64
    /// Average product length in terms (BM25's avgdl).
    public let averageLength: Double
    /// BM25 parameters chosen at build time; queries may override them.
    public let defaultK1: Double
    public let defaultB: Double

    let vocabulary: MappedFile
    let termOffsets: MappedFile
    let termLengths: MappedFile
    let postings: MappedFile
    let productIDs: MappedFile
    let products: MappedFile
    /// The products and the barcode table (`products.fli`, `product-ids.fli`).
    let store: ProductStore
    /// The features array at the end of `postings.fli` (`ProductFeatures`, one entry per product).
    let features: UnsafeRawBufferPointer
    /// The term blocks (`term-offsets.fli`, `term-lengths.fli`) over the vocabulary.
    let terms: TermBlocks.Decoder

    /// Opens the index in `directory`: the generation its pointer names (`IndexLayout`), or
    /// the six files in `directory` itself when it has no pointer.
    public init(directory: String) throws(IndexError) {
        let files = try ProductIndex.mapFiles(directory)
        self.directory = files.directory
        indexDirectory = directory
        (vocabulary, termOffsets, termLengths) = (files.vocabulary, files.termOffsets, files.termLengths)
        (postings, productIDs, products) = (files.postings, files.productIDs, files.products)
        indexID = vocabulary.header.indexID
        do throws(IndexError) {
            termCount = Int(vocabulary.header.count)
            productCount = Int(products.header.count)
            try ProductIndex.checkShapes(
                vocabulary: vocabulary, termOffsets: termOffsets, termLengths: termLengths, postings: postings,
                productIDs: productIDs, products: products, termCount: termCount, productCount: productCount)
            terms = TermBlocks.Decoder(directory: termOffsets.payload, blocks: termLengths.payload, vocabulary: vocabulary.payload,
                                       termCount: termCount)
            store = try ProductStore(productIDs: productIDs, products: products, productCount: productCount)
            features = UnsafeRawBufferPointer(rebasing: postings.payload[(postings.payload.count - productCount * ProductFeatures.size)...])
            let totalLength = Double(postings.header.extra2)
            averageLength = productCount > 0 ? max(totalLength / Double(productCount), 1) : 1
            defaultK1 = Double(bitPattern: products.header.extra1)
            defaultB = Double(bitPattern: products.header.extra2)
            guard defaultK1.isFinite, defaultK1 >= 0, defaultB.isFinite, (0...1).contains(defaultB) else {
                throw IndexError.inconsistent(.products, detail: "BM25 parameters out of range")
            }
        } catch {
            throw .located(directory: files.directory, error)
        }
    }

    /// The six mapped files of one build, and the directory they are in.
    private struct Files {
        let directory: String
        let vocabulary, termOffsets, termLengths, postings, productIDs, products: MappedFile
    }

    /// Maps the six files of the index in `directory`, with their headers checked against each
    /// other and against the generation name. A build may replace the index between reading the
    /// pointer and opening the files, and remove the generation read: then the pointer is read
    /// again (a few times, for builds that follow each other closely), and names a whole one.
    private static func mapFiles(_ directory: String) throws(IndexError) -> Files {
        var attempt = 0
        while true {
            let layout: IndexLayout.Resolved
            do throws(IndexError) {
                layout = try IndexLayout.resolve(directory)
            } catch {
                throw .located(directory: directory, error)
            }
            do throws(IndexError) {
                return try mapFiles(directory, layout)
            } catch {
                attempt += 1
                guard attempt < 10, layout.indexID != nil, error.isMissing else { throw error }
            }
        }
    }

    private static func mapFiles(_ directory: String, _ layout: IndexLayout.Resolved) throws(IndexError) -> Files {
        let path = layout.files
        do throws(IndexError) {
            guard PathString.isDirectory(path) else {
                if layout.indexID != nil {
                    throw IndexError.missingGeneration(pointer: PathString.join(directory, IndexLayout.pointerName), generation: path)
                }
                throw IndexError.noIndex(directory: directory)
            }
            let files = Files(directory: path,
                              vocabulary: try MappedFile(directory: path, kind: .vocabulary),
                              termOffsets: try MappedFile(directory: path, kind: .termOffsets),
                              termLengths: try MappedFile(directory: path, kind: .termLengths),
                              postings: try MappedFile(directory: path, kind: .postings),
                              productIDs: try MappedFile(directory: path, kind: .productIDs),
                              products: try MappedFile(directory: path, kind: .products))
            let indexID = files.vocabulary.header.indexID
            for file in [files.termOffsets, files.termLengths, files.postings, files.productIDs, files.products]
            where file.header.indexID != indexID {
                throw IndexError.mixedBuild(file.kind)
            }
            if let promised = layout.indexID, promised != indexID {
                throw IndexError.generationMismatch(generation: path, found: indexID)
            }
            return files
        } catch {
            // The first file opened says which format the index is in; a single file of another
            // version among newer ones is damage, reported for that file.
            if case .unsupportedVersion(.vocabulary, let found) = error, (1..<FileHeader.currentVersion).contains(found) {
                throw .oldFormat(directory: directory, found: found, command: IndexError.rebuildCommand(for: directory))
            }
            switch error {
            case .noIndex, .missingGeneration, .generationMismatch: throw error
            default: throw .located(directory: path, error)
            }
        }
    }

    /// Checks that the six headers describe one consistent index, in constant time.
    private static func checkShapes(vocabulary: MappedFile, termOffsets: MappedFile, termLengths: MappedFile,
                                    postings: MappedFile, productIDs: MappedFile, products: MappedFile,
                                    termCount: Int, productCount: Int) throws(IndexError) {
        for file in [termOffsets, termLengths] where Int(file.header.count) != termCount {
            throw .inconsistent(file.kind, detail: "\(file.header.count) terms, vocabulary has \(termCount)")
        }
        for file in [postings, productIDs] where Int(file.header.count) != productCount {
            throw .inconsistent(file.kind, detail: "\(file.header.count) products, products.fli has \(productCount)")
        }
        // Counts are u32, so these products fit an Int; values read as u64 (offsets, the barcode
        // count) are compared as u64 and never converted before they are known to fit.
        let blocks = TermBlocks.blocks(termCount)
        guard termOffsets.payload.count == (blocks + 1) * TermBlocks.directoryEntrySize else {
            throw .inconsistent(.termOffsets, detail: "size does not match \(termCount) terms")
        }
        let sentinel = blocks * TermBlocks.directoryEntrySize
        guard termOffsets.integer(at: sentinel, as: UInt32.self).map(UInt64.init) == UInt64(vocabulary.payload.count) else {
            throw .inconsistent(.termOffsets, detail: "last vocabulary offset does not match vocabulary.fli")
        }
        guard termOffsets.integer(at: sentinel + 4, as: UInt32.self).map(UInt64.init) == UInt64(termLengths.payload.count) else {
            throw .inconsistent(.termOffsets, detail: "last block offset does not match term-lengths.fli")
        }
        guard postings.payload.count >= productCount * ProductFeatures.size else {
            throw .inconsistent(.postings, detail: "too short for the features of \(productCount) products")
        }
        guard termOffsets.integer(at: sentinel + 8, as: UInt64.self) == UInt64(postings.payload.count - productCount * ProductFeatures.size) else {
            throw .inconsistent(.termOffsets, detail: "last postings offset does not match postings.fli")
        }
    }

    // MARK: Terms

    /// The bytes of term `index`, unchecked (its block is checked when the term is used).
    func termBytes(_ index: Int) -> UnsafeRawBufferPointer? {
        terms.entry(index, checked: false).flatMap { terms.bytes($0) }
    }

    /// The term at `index` as a string (for explanations and tests).
    public func term(at index: Int) -> String? {
        termBytes(index).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Number of products containing term `index` (0 when its entry does not read).
    func documentFrequency(_ index: Int) -> Int {
        terms.entry(index, checked: false).map { Int($0.documentFrequency) } ?? 0
    }

    /// Calls `body` with the number, bytes and document frequency of every term in `range`, in
    /// order, reading each block once (a scan of many terms, where finding each on its own would
    /// walk its block again). Unchecked, like `termBytes`: a term taken from the scan is checked
    /// when it is used. A block that does not read is skipped.
    func forEachTerm(in range: Range<Int>, _ body: (Int, UnsafeRawBufferPointer, Int) -> Void) {
        let range = range.clamped(to: 0..<termCount)
        guard !range.isEmpty else { return }
        for block in (range.lowerBound / TermBlocks.perBlock)...((range.upperBound - 1) / TermBlocks.perBlock) {
            guard var cursor = terms.cursor(block, checked: false) else { continue }
            while cursor.term < range.upperBound, let entry = cursor.next() {
                let index = cursor.term - 1
                guard index >= range.lowerBound, let bytes = terms.bytes(entry) else { continue }
                body(index, bytes, Int(entry.documentFrequency))
            }
        }
    }

    /// Calls `body` with the number and bytes of every term in `range` whose length is in
    /// `lengths`, in order: `forEachTerm` for a scan that passes over most terms by their length
    /// alone (the typo scan), reading no more of a passed-over entry than its length.
    func forEachTerm(in range: Range<Int>, lengths: ClosedRange<Int>, _ body: (Int, UnsafeRawBufferPointer) -> Void) {
        let range = range.clamped(to: 0..<termCount)
        guard !range.isEmpty else { return }
        for block in (range.lowerBound / TermBlocks.perBlock)...((range.upperBound - 1) / TermBlocks.perBlock) {
            guard var cursor = terms.cursor(block, checked: false) else { continue }
            while cursor.term < range.upperBound, let (start, length) = cursor.nextTerm() {
                guard lengths.contains(length) else { continue }
                let index = cursor.term - 1
                guard index >= range.lowerBound, let bytes = terms.bytes(at: start, length: length) else { continue }
                body(index, bytes)
            }
        }
    }

    /// The number, vocabulary start and length of every term in `range`, in order, read as
    /// `forEachTerm(in:lengths:)` reads them (unchecked): what `FuzzySlices` keeps of a slice.
    func termExtents(in range: Range<Int>) -> [(index: Int, start: UInt64, length: Int)] {
        let range = range.clamped(to: 0..<termCount)
        guard !range.isEmpty else { return [] }
        var extents: [(index: Int, start: UInt64, length: Int)] = []
        extents.reserveCapacity(range.count)
        for block in (range.lowerBound / TermBlocks.perBlock)...((range.upperBound - 1) / TermBlocks.perBlock) {
            guard var cursor = terms.cursor(block, checked: false) else { continue }
            while cursor.term < range.upperBound, let (start, length) = cursor.nextTerm() {
                let index = cursor.term - 1
                if index >= range.lowerBound { extents.append((index, start, length)) }
            }
        }
        return extents
    }

    /// The entries of block `block`, after checking its checksum, which covers the block's
    /// entries (frequencies, posting list lengths and checksums), its terms' bytes and its
    /// directory entries: every term a query compares or uses is checked this way.
    func checkedCursor(_ block: Int) throws(IndexError) -> TermBlocks.Cursor {
        let first = block * TermBlocks.perBlock
        guard block >= 0, block < terms.blockCount, let cursor = terms.cursor(block, checked: true) else {
            guard block >= 0, block < terms.blockCount, terms.cursor(block, checked: false) != nil else {
                throw .located(directory: directory, .inconsistent(.termOffsets, detail: "term \(first) points outside term-lengths.fli"))
            }
            throw .located(directory: directory, .checksumMismatch(.termLengths, detail: "block of term \(first) does not match its checksum"))
        }
        return cursor
    }

    /// The entry of term `index`, from its checked block (`checkedCursor`).
    func checkedEntry(_ index: Int) throws(IndexError) -> TermBlocks.Entry {
        guard index >= 0, index < termCount else {
            throw .located(directory: directory, .inconsistent(.termOffsets, detail: "term \(index) is past the \(termCount) terms"))
        }
        var cursor = try checkedCursor(index / TermBlocks.perBlock)
        while cursor.term < index {
            guard cursor.next() != nil else { throw malformedEntry(cursor.term) }
        }
        guard let entry = cursor.next() else { throw malformedEntry(index) }
        return entry
    }

    func malformedEntry(_ index: Int) -> IndexError {
        .located(directory: directory, .inconsistent(.termLengths, detail: "entry of term \(index) is malformed"))
    }

    func outsideVocabulary(_ index: Int) -> IndexError {
        .located(directory: directory, .inconsistent(.termOffsets, detail: "term \(index) points outside vocabulary.fli"))
    }

    /// The bytes of term `index`, after checking its block (`checkedEntry`).
    func checkedTermBytes(_ index: Int) throws(IndexError) -> UnsafeRawBufferPointer {
        guard let bytes = terms.bytes(try checkedEntry(index)) else { throw outsideVocabulary(index) }
        return bytes
    }

    /// Opens the posting list of term `index` in `cursor`, after checking the list's bounds. With
    /// `verify`, the term's block is checked first and the cursor checks the list's checksums as
    /// it reads (without, only their structure: for a term and list this process has verified
    /// already).
    func openPostings(_ index: Int, in cursor: PostingCursor, verify: Bool = true) throws(IndexError) {
        let entry: TermBlocks.Entry
        if verify {
            entry = try checkedEntry(index)
        } else {
            guard let found = terms.entry(index, checked: false) else { throw malformedEntry(index) }
            entry = found
        }
        guard entry.postingsEnd <= UInt64(postings.payload.count - features.count),
              let bytes = postings.bytes(from: entry.postingsStart, to: entry.postingsEnd)
        else { throw .located(directory: directory, .inconsistent(.termOffsets, detail: "term \(index) points outside postings.fli")) }
        cursor.open(bytes, count: Int(entry.documentFrequency), checksum: entry.postingsCRC, features: features,
                    productCount: productCount, verify: verify)
        try postingFailure(index, cursor)
    }

    /// The error for a cursor that met damage in the list of `term`, if it did.
    func postingFailure(_ term: Int, _ cursor: PostingCursor) throws(IndexError) {
        switch cursor.failure {
        case nil: return
        case .checksum?: throw .located(directory: directory, .checksumMismatch(.postings, detail: "posting list of term \(term)"))
        case .malformed?: throw corruptPostings(term)
        }
    }

    /// Reads one byte of every page of postings.fli, so later queries find its pages mapped;
    /// returns a value made of those bytes so the reads are not optimized away.
    func postingsPrefault() -> UInt8 {
        let payload = postings.payload
        var sum: UInt8 = 0
        var offset = 0
        while offset < payload.count {
            sum &+= payload[offset]
            offset += 4096
        }
        return sum
    }

    // MARK: Products

    private func damagedRecord(_ docID: Int) -> IndexError {
        guard docID >= 0, docID < productCount else {
            return .located(directory: directory, .inconsistent(.productIDs, detail: "product \(docID) points outside products.fli"))
        }
        return .located(directory: directory, .checksumMismatch(.products, detail: "record of product \(docID)"))
    }

    /// The product with number `docID`.
    public func product(_ docID: Int) throws(IndexError) -> Product {
        guard let product = store.product(docID) else { throw damagedRecord(docID) }
        return product
    }

    /// `product(_:)`, its record and text blocks checked only when `checkedRecords` /
    /// `checkedTexts` do not hold them (a `Searcher` keeps the blocks it has seen pass).
    func product(_ docID: Int, checkedRecords: inout CheckedBlocks, checkedTexts: inout CheckedBlocks) throws(IndexError) -> Product {
        guard let product = store.product(docID, checkedRecords: &checkedRecords, checkedTexts: &checkedTexts) else {
            throw damagedRecord(docID)
        }
        return product
    }

    /// The name of product `docID`, as its symbol codes, and the reference to its brand text,
    /// from one read of its checked record: the re-rank reads every candidate's name but decodes
    /// it only the first time it meets those codes (`name(codes:of:)`), and reads a brand only
    /// when the name lacks a query word (`MatchTiers`), apart (`brand(_:of:)`). The record's block
    /// is checked only when `checked` does not hold it (a `Searcher` keeps the blocks it has seen
    /// pass, so a session checks each block once). The codes point into the mapping.
    func nameCodesAndBrandText(_ docID: Int, checked: inout CheckedBlocks) throws(IndexError) -> (codes: UnsafeRawBufferPointer, brandText: UInt64) {
        guard let raw = store.recordBytes(docID, checked: &checked),
              let found = ProductRecord.popularityAndNameCodes(raw, shapes: store.shapes) else {
            throw damagedRecord(docID)
        }
        return (found.codes, found.brandText)
    }

    /// Touches the memory that reading product `docID`'s record will read, and returns a byte of
    /// it: the re-rank touches all the records it may read before reading the first, so their
    /// cache misses overlap instead of following one another.
    func touchRecord(_ docID: Int) -> UInt8 { store.touch(docID) }

    /// The name that product `docID`'s name codes (`nameCodesAndBrandText`) stand for.
    func name(codes: UnsafeRawBufferPointer, of docID: Int) throws(IndexError) -> String {
        guard let name = store.names.decode(codes) else { throw damagedRecord(docID) }
        return name
    }

    /// How many record blocks the product store has (what a `CheckedBlocks` needs room for).
    var recordBlockCount: Int { store.records.blockCount }

    /// How many text dictionary blocks the product store has.
    var textBlockCount: Int { store.texts.blockCount }

    /// The brand of product `docID` from the brand text reference `nameCodesAndBrandText` gave, read
    /// from the dictionary without reading the record again; nil when the product has none.
    func brand(_ brandText: UInt64, of docID: Int, checked: inout CheckedBlocks) throws(IndexError) -> String? {
        guard let brand = store.text(brandText, checked: &checked) else { throw damagedRecord(docID) }
        return brand
    }

    /// The ranking features of product `docID` (lengths, kind, energy, popularity), from the
    /// features array: checked as part of every posting block that lists the product, so a
    /// product found through a posting list has had them checked.
    func features(_ docID: Int) throws(IndexError) -> ProductFeatures {
        guard let found = ProductFeatures.decode(features, docID: docID) else {
            throw .located(directory: directory, .inconsistent(.postings, detail: "product \(docID) is past the features array"))
        }
        return found
    }

    /// The product with this barcode (UPC-A and EAN-13 forms match), if the index has it: a
    /// binary search of the barcode table whose every probe reads a checked record's key.
    public func product(barcode: String) throws(IndexError) -> Product? {
        guard let key = Barcode.key(barcode) else { return nil }
        func entry(_ position: Int) throws(IndexError) -> (key: UInt64?, docID: Int) {
            guard let docID = store.barcodes.entry(position), Int(docID) < productCount else {
                let named = store.barcodes.entry(position).map(String.init) ?? "none"
                throw .located(directory: directory, .inconsistent(.productIDs, detail: "barcode entry \(position) names product \(named), past the \(productCount) products"))
            }
            guard let fields = store.fields(Int(docID)) else { throw damagedRecord(Int(docID)) }
            return (fields.key, Int(docID))
        }
        let position = try store.barcodes.lowerBound(key) { position throws(IndexError) in try entry(position).key ?? 0 }
        guard position < store.barcodes.count else { return nil }
        let found = try entry(position)
        guard found.key == key else { return nil }
        return try product(found.docID)
    }

    // MARK: Posting lists

    /// Decodes the posting list of `term`, calling `body` for each entry in product order.
    @inline(__always)
    func forEachPosting(_ term: Int, _ body: (Posting) -> Void) throws(IndexError) {
        let cursor = PostingCursor()
        try openPostings(term, in: cursor)
        var posting = Posting(docID: 0, flags: [], length: 0)
        while cursor.next(&posting) { body(posting) }
        try postingFailure(term, cursor)
    }

    func corruptPostings(_ term: Int) -> IndexError {
        .located(directory: directory, .inconsistent(.postings, detail: "posting list of term \(term) is malformed"))
    }
}
