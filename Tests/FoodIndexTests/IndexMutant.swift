@testable import FoodIndex
import Testing
import FoodlogSupport
import IndexBuilder
import TestSupport

/// A small built index to mutate field by field and reseal (`IndexSeal`), for the structural
/// corruption tests: every checksum stays consistent, so only the structure checks can object.
struct IndexMutant {
    let directory: TemporaryDirectory
    let path: String
    /// Product codes of the built index are `1000000 + n`; names come from `CorruptionTests.names`.
    static let names = CorruptionTests.names

    init() throws {
        directory = TemporaryDirectory()
        _ = try TestIndexes.build(TestIndexes.named(IndexMutant.names), in: directory)
        path = directory.file("index")
    }

    func file(_ kind: IndexFileKind) -> String { PathString.join(IndexLayout.fileDirectory(of: path), kind.fileName) }

    /// Header field offsets (see `FileHeader`).
    static let payloadLength = 24, count = 36, extra1 = 40

    /// Writes `value` little-endian at `offset` of `kind` (from the start of the file when
    /// `inHeader`, else from the start of the payload), then reseals the index.
    func set<T: FixedWidthInteger>(_ kind: IndexFileKind, at offset: Int, _ value: T, inHeader: Bool = false) throws {
        try edit(kind) { bytes in
            let start = (inHeader ? 0 : FileHeader.size) + offset
            withUnsafeBytes(of: value.littleEndian) { raw in
                for index in 0..<raw.count { bytes[start + index] = raw[index] }
            }
        }
    }

    /// A little-endian integer at a payload offset.
    func get<T: FixedWidthInteger>(_ kind: IndexFileKind, at offset: Int, as type: T.Type) -> T {
        let bytes = TemporaryDirectory.read(file(kind)) ?? []
        return bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: FileHeader.size + offset, as: T.self)) }
    }

    /// Applies `change` to one file's bytes, writes them back and reseals the index.
    func edit(_ kind: IndexFileKind, _ change: (inout [UInt8]) -> Void) throws {
        var bytes = TemporaryDirectory.read(file(kind)) ?? []
        change(&bytes)
        let fd = open(file(kind), O_WRONLY | O_TRUNC)
        _ = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
        close(fd)
        try IndexSeal.reseal(directory: path)
    }

    /// Where product-ids.fli's barcode table starts in its payload: after the store layout, the
    /// record block offsets and the text dictionary block offsets (`ProductStoreLayout`).
    var barcodeTable: Int {
        let recordsPerBlock = Int(get(.productIDs, at: 0, as: UInt32.self))
        let textsPerBlock = Int(get(.productIDs, at: 4, as: UInt32.self))
        let texts = Int(get(.productIDs, at: 8, as: UInt32.self))
        let recordBlocks = (IndexMutant.names.count + recordsPerBlock - 1) / recordsPerBlock
        return ProductStoreLayout.size + (recordBlocks + 1) * 4 + ((texts + textsPerBlock - 1) / textsPerBlock + 1) * 4
    }

    /// Sets the header's payload length of `kind`.
    func setPayloadLength(_ kind: IndexFileKind, _ value: UInt64) throws {
        try set(kind, at: IndexMutant.payloadLength, value, inHeader: true)
    }

    /// Sets the barcode count in product-ids.fli's header.
    func setBarcodeCount(_ value: UInt64) throws {
        try set(.productIDs, at: IndexMutant.extra1, value, inHeader: true)
    }

    /// The barcode table's entries, in table order.
    func barcodeEntries() throws -> [UInt32] {
        let bytes = try #require(TemporaryDirectory.read(file(.productIDs)))
        let count = Int(get(.productIDs, at: 24, as: UInt32.self))
        return try bytes.withUnsafeBytes { raw in
            let table = BarcodeTable.Decoder(table: UnsafeRawBufferPointer(rebasing: raw[(FileHeader.size + barcodeTable)...]), count: count)
            return try (0..<count).map { try #require(table.entry($0)) }
        }
    }

    /// Rewrites the barcode table with these entries (its length, the layout's and the header's
    /// payload length follow), then reseals the index.
    func setBarcodeEntries(_ entries: [UInt32]) throws {
        var encoder = BarcodeTable.Encoder()
        for entry in entries { encoder.append(entry) }
        let table = encoder.finish()
        let start = FileHeader.size + barcodeTable
        try edit(.productIDs) { bytes in
            bytes = Array(bytes[..<start]) + table
            withUnsafeBytes(of: UInt64(bytes.count - FileHeader.size).littleEndian) { for index in 0..<8 { bytes[24 + index] = $0[index] } }
            withUnsafeBytes(of: UInt32(table.count).littleEndian) { for index in 0..<4 { bytes[FileHeader.size + 28 + index] = $0[index] } }
        }
    }

    /// Points barcode entry `entry` (entry n is product n: codes ascend with product numbers) at
    /// product `docID`.
    func setBarcodeEntry(_ entry: Int, product docID: UInt32) throws {
        var entries = try barcodeEntries()
        entries[entry] = docID
        try setBarcodeEntries(entries)
    }

    /// Every term's entry in the term files (`TermBlocks`), as they are now.
    func termEntries() -> [TermBlocks.Entry] {
        func payload(_ kind: IndexFileKind) -> [UInt8] { Array((TemporaryDirectory.read(file(kind)) ?? []).dropFirst(FileHeader.size)) }
        let termCount = Int(get(.termLengths, at: IndexMutant.count - FileHeader.size, as: UInt32.self))
        return TermBlocks.entries(directory: payload(.termOffsets), blocks: payload(.termLengths), vocabulary: payload(.vocabulary),
                                  termCount: termCount)
    }

    /// Sets where the posting lists of `word`'s term block start (in the block directory, so
    /// the word's list starts past it by the lists before it in the block); returns the word's
    /// term number.
    @discardableResult
    func setPostingOffset(of word: String, _ value: UInt64) throws -> Int {
        guard let term = try ProductIndex(directory: path).termIndex(word) else { throw IndexMutantError.noSuchTerm(word) }
        try set(.termOffsets, at: term / TermBlocks.perBlock * TermBlocks.directoryEntrySize + 8, value)
        return term
    }

    /// Swaps the bytes of "banana" and "breast" (the same length) in the vocabulary, so that it is
    /// no longer sorted; returns the two term numbers as they were.
    @discardableResult
    func unsortVocabulary() throws -> (banana: Int, breast: Int) {
        let opened = try ProductIndex(directory: path)
        guard let banana = try opened.termIndex("banana") else { throw IndexMutantError.noSuchTerm("banana") }
        guard let breast = try opened.termIndex("breast") else { throw IndexMutantError.noSuchTerm("breast") }
        let entries = termEntries()
        let first = Int(entries[banana].vocabularyStart)
        let second = Int(entries[breast].vocabularyStart)
        try edit(.vocabulary) { bytes in
            for index in 0..<6 { bytes.swapAt(FileHeader.size + first + index, FileHeader.size + second + index) }
        }
        return (banana, breast)
    }

    /// What each of open, queries (every name, a prefix, a typo, a barcode) and verify answered.
    struct Outcome {
        var open: IndexError?
        var query: IndexError?
        var verify: IndexError?
        /// The first error of the three.
        var first: IndexError? { open ?? query ?? verify }
    }

    func exercise() -> Outcome {
        var outcome = Outcome()
        let opened: ProductIndex
        do {
            opened = try ProductIndex(directory: path)
        } catch {
            outcome.open = error
            return outcome
        }
        outcome.query = CorruptionTests.attempt { () throws(IndexError) in
            for name in IndexMutant.names { _ = try opened.search(name) }
            _ = try opened.search("yog")
            _ = try opened.search("chiken brest")
            _ = try opened.search("1000003")
            _ = try opened.product(barcode: "1000005")
            for docID in 0..<opened.productCount { _ = try opened.product(docID) }
        }
        outcome.verify = CorruptionTests.attempt { () throws(IndexError) in try opened.verify() }
        return outcome
    }

    func remove() { directory.remove() }
}

/// A mutation named a word the built index does not hold.
enum IndexMutantError: Error {
    case noSuchTerm(String)
}

extension IndexError {
    /// The innermost error, without its directory.
    var unlocated: IndexError {
        if case .located(_, let inner) = self { return inner.unlocated }
        return self
    }

    /// Whether a checksum (payload, header, entry or record) objected.
    var isChecksumMismatch: Bool {
        switch unlocated {
        case .checksumMismatch, .corruptHeader: return true
        default: return false
        }
    }
}
