import FoodIndex
import FoodlogSupport

/// Recomputes every checksum of an index in place, so that a deliberately mutated index is
/// checksum-consistent and only its structure can be wrong.
///
/// For the fuzz tool and corruption tests: a mutant whose checksums are stale is rejected by the
/// first checksum it meets, so without resealing the structural checks behind them are never
/// reached. Recomputed, in this order:
/// 1. the product store's checksums (`ProductStoreLayout.reseal`): its layout, the name symbol
///    table, and every record and text dictionary block whose offsets point inside `products.fli`;
/// 2. each posting list's block checksums (`PostingList.reseal`) and its CRC in its term's entry,
///    for every term whose block lies inside `term-lengths.fli` and whose list lies inside
///    `postings.fli` (before its features array), then every term block's CRC (`TermBlocks.reseal`);
/// 3. every file's payload CRC (over the bytes actually after the header, whatever the header's
///    payload length says) and then its header CRC.
/// Counts, lengths, offsets and the index id are left exactly as they are: they are what a
/// mutant mutates. Entries whose offsets point nowhere keep their old checksums (the reader
/// reports those as out of range before it checks anything). A missing file, or one shorter than
/// a header, is left alone.
public enum IndexSeal {
    /// Reseals the six index files in `directory` (in the generation its pointer names, if it
    /// has one).
    public static func reseal(directory: String) throws(BuildError) {
        let directory = IndexLayout.fileDirectory(of: directory)
        var files: [IndexFileKind: [UInt8]] = [:]
        for kind in IndexFileKind.allCases {
            let path = PathString.join(directory, kind.fileName)
            if let bytes = try readFile(path) { files[kind] = bytes }
        }
        if let products = files[.products], let productIDs = files[.productIDs],
           products.count >= header, productIDs.count >= header {
            var productsPayload = Array(products[header...])
            var productIDsPayload = Array(productIDs[header...])
            let declared = Int(load(products, 36, as: UInt32.self) ?? 0)
            ProductStoreLayout.reseal(productIDs: &productIDsPayload, products: &productsPayload, productCount: declared)
            files[.products] = Array(products[..<header]) + productsPayload
            files[.productIDs] = Array(productIDs[..<header]) + productIDsPayload
        }
        if var termLengths = files[.termLengths], let vocabulary = files[.vocabulary],
           let termOffsets = files[.termOffsets], var postings = files[.postings] {
            sealTerms(&termLengths, vocabulary: vocabulary, termOffsets: termOffsets, postings: &postings)
            files[.termLengths] = termLengths
            files[.postings] = postings
        }
        for kind in IndexFileKind.allCases {
            guard var bytes = files[kind], bytes.count >= FileHeader.size else { continue }
            sealHeader(&bytes)
            try writeFile(PathString.join(directory, kind.fileName), bytes)
        }
    }

    // MARK: Checksums

    private static let header = FileHeader.size

    private static func load<T: FixedWidthInteger>(_ bytes: [UInt8], _ offset: Int, as type: T.Type) -> T? {
        guard offset >= 0, offset <= bytes.count - MemoryLayout<T>.size else { return nil }
        return bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
    }

    private static func store(_ value: UInt32, _ bytes: inout [UInt8], at offset: Int) {
        guard offset >= 0, offset <= bytes.count - 4 else { return }
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> UInt32(8 * index)) }
    }

    /// A payload range `start..<end`, as absolute file offsets, when it lies inside the payload.
    private static func payloadRange(_ bytes: [UInt8], _ start: UInt64, _ end: UInt64) -> Range<Int>? {
        let payload = UInt64(max(bytes.count - header, 0))
        guard start <= end, end <= payload else { return nil }
        return (header + Int(start))..<(header + Int(end))
    }

    private static func crc(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
        bytes.withUnsafeBytes { CRC32C.checksum(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    /// Term blocks (`TermBlocks.reseal`): each posting list's checksums, then every block's CRC
    /// over its directory entries, entries and terms. The features array is the last
    /// `ProductFeatures.size` bytes per product (the header's count).
    private static func sealTerms(_ termLengths: inout [UInt8], vocabulary: [UInt8], termOffsets: [UInt8], postings: inout [UInt8]) {
        guard termLengths.count >= header, vocabulary.count >= header, termOffsets.count >= header else { return }
        let directoryBlocks = max((termOffsets.count - header) / TermBlocks.directoryEntrySize - 1, 0)
        let termCount = min(Int(load(termLengths, 36, as: UInt32.self) ?? 0), directoryBlocks * TermBlocks.perBlock)
        let productCount = Int(load(postings, 36, as: UInt32.self) ?? 0)
        let featureBytes = min(productCount * ProductFeatures.size, max(postings.count - header, 0))
        let features = Array(postings[(postings.count - featureBytes)...])
        let listsEnd = UInt64(max(postings.count - header - featureBytes, 0))
        var blocks = Array(termLengths[header...])
        TermBlocks.reseal(directory: Array(termOffsets[header...]), blocks: &blocks, vocabulary: Array(vocabulary[header...]),
                          termCount: termCount) { entry in
            guard entry.postingsEnd <= listsEnd, let range = payloadRange(postings, entry.postingsStart, entry.postingsEnd) else { return nil }
            return postings.withUnsafeMutableBytes { raw in
                features.withUnsafeBytes { features in
                    PostingList.reseal(UnsafeMutableRawBufferPointer(rebasing: raw[range]), count: Int(entry.documentFrequency),
                                       features: features, productCount: productCount)
                }
            }
        }
        termLengths = Array(termLengths[..<header]) + blocks
    }

    /// The payload CRC (bytes 32..<36) and the header CRC (bytes 60..<64).
    private static func sealHeader(_ bytes: inout [UInt8]) {
        store(crc(bytes, header..<bytes.count), &bytes, at: 32)
        store(crc(bytes, 0..<60), &bytes, at: 60)
    }

    // MARK: Files

    /// The file's bytes, or nil when it does not exist. Anything but a regular file is refused
    /// before it is opened (opening a FIFO for reading would block).
    private static func readFile(_ path: String) throws(BuildError) -> [UInt8]? {
        switch FileSystem.type(path, followLinks: false) {
        case .missing: return nil
        case .regular: break
        case .unknown(let code): throw .readFailed(reason: "\(path): \(code)")
        default: throw .readFailed(reason: "\(path): not a regular file")
        }
        do throws(Errno) {
            let fd = try FileDescriptor.open(path, .readOnly, options: [.nonBlocking])
            defer { fd.close() }
            return try fd.readAll(upTo: Int.max - 1, expected: Int(try fd.status().size))
        } catch {
            throw .readFailed(reason: "\(path): \(error)")
        }
    }

    /// Rewrites the file in place and syncs it (a reseal is a test tool's step; the index it
    /// writes must be what the next process reads).
    private static func writeFile(_ path: String, _ bytes: [UInt8]) throws(BuildError) {
        do throws(Errno) {
            let fd = try FileDescriptor.open(path, .writeOnly, options: [.truncate])
            defer { fd.close() }
            try fd.writeAll(bytes)
            try fd.sync()
        } catch {
            throw .writeFailed(path: path, reason: error.description)
        }
    }
}
