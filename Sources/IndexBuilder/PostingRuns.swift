import FoodIndex
import FoodlogSupport

/// Collects postings and barcodes in memory up to a budget, then spills them to sorted run files
/// in a temporary directory, so a build's memory does not grow with the input. `merge` streams
/// the runs back in term order.
///
/// Run file: for each term in byte order, `u16 length, term bytes, u32 count, count × (u32
/// product, u8 flags, u8 length)`. Barcode run: `(u64 key, u32 product)` sorted by key then product.
final class PostingRuns {
    private var terms: [String: [UInt8]] = [:]
    private var barcodes: [(key: UInt64, docID: UInt32)] = []
    private var memoryEstimate = 0
    private let budget: Int
    private let directory: String
    private(set) var runPaths: [String] = []
    private(set) var barcodeRunPaths: [String] = []

    init(directory: String, budgetBytes: Int) {
        self.directory = directory
        budget = budgetBytes
    }

    func add(term: String, posting: Posting) throws(BuildError) {
        func put(_ list: inout [UInt8]) {
            withUnsafeBytes(of: posting.docID.littleEndian) { list.append(contentsOf: $0) }
            list.append(posting.flags.rawValue)
            list.append(posting.length)
        }
        // Appended in place: a copy taken out of the dictionary and stored back would copy the
        // whole list on every posting.
        if let slot = terms.index(forKey: term) {
            put(&terms.values[slot])
        } else {
            var list: [UInt8] = []
            put(&list)
            terms[term] = list
            memoryEstimate += 64 + term.utf8.count
        }
        memoryEstimate += 6
    }

    func add(barcode key: UInt64, docID: UInt32) {
        barcodes.append((key, docID))
        memoryEstimate += 16
    }

    /// Spills when over budget; call after each product.
    func spillIfNeeded() throws(BuildError) {
        if memoryEstimate >= budget { try spill() }
    }

    func spill() throws(BuildError) {
        guard !terms.isEmpty || !barcodes.isEmpty else { return }
        let runPath = PathString.join(directory, "run-\(runPaths.count).tmp")
        let writer = try PayloadWriter(path: runPath, reserveHeader: false)
        for term in terms.keys.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            let utf8 = Array(term.utf8)
            let bytes = terms[term]!
            try writer.append(UInt16(utf8.count))
            try writer.append(utf8)
            try writer.append(UInt32(bytes.count / 6))
            try writer.append(bytes)
        }
        try writer.finish(header: nil)
        runPaths.append(runPath)
        terms.removeAll()

        let barcodePath = PathString.join(directory, "barcodes-\(barcodeRunPaths.count).tmp")
        let barcodeWriter = try PayloadWriter(path: barcodePath, reserveHeader: false)
        barcodes.sort { $0.key != $1.key ? $0.key < $1.key : $0.docID < $1.docID }
        for entry in barcodes {
            try barcodeWriter.append(entry.key)
            try barcodeWriter.append(entry.docID)
        }
        try barcodeWriter.finish(header: nil)
        barcodeRunPaths.append(barcodePath)
        barcodes.removeAll()
        memoryEstimate = 0
    }

    /// Streams every term, in byte order, with its postings from all runs in product order.
    func mergeTerms(_ body: ([UInt8], [Posting]) throws(BuildError) -> Void) throws(BuildError) {
        try spill()
        final class Cursor {
            let reader: RunReader
            var term: [UInt8]?
            var raw: [UInt8] = []
            init(_ reader: RunReader) { self.reader = reader }
            func advance() throws(BuildError) {
                guard let length = try reader.integer(UInt16.self) else { term = nil; return }
                guard let bytes = try reader.read(Int(length)), let count = try reader.integer(UInt32.self),
                      let postings = try reader.read(Int(count) * 6)
                else { throw .readFailed(reason: "\(reader.path): truncated run") }
                term = bytes
                raw = postings
            }
        }
        var cursors: [Cursor] = []
        for path in runPaths {
            let cursor = Cursor(try RunReader(path: path))
            try cursor.advance()
            cursors.append(cursor)
        }
        while true {
            var smallest: [UInt8]?
            for cursor in cursors {
                guard let term = cursor.term else { continue }
                if smallest == nil || term.lexicographicallyPrecedes(smallest!) { smallest = term }
            }
            guard let term = smallest else { break }
            var postings: [Posting] = []
            for cursor in cursors where cursor.term == term {
                cursor.raw.withUnsafeBytes { raw in
                    for offset in stride(from: 0, to: raw.count, by: 6) {
                        postings.append(Posting(docID: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)),
                                                flags: Posting.Flags(rawValue: raw[offset + 4]), length: raw[offset + 5]))
                    }
                }
                try cursor.advance()
            }
            try body(term, postings)
        }
    }

    /// Streams every barcode entry in key order (ties by product number).
    func mergeBarcodes(_ body: (UInt64, UInt32) throws(BuildError) -> Void) throws(BuildError) {
        var readers: [(RunReader, (UInt64, UInt32)?)] = []
        func next(_ reader: RunReader) throws(BuildError) -> (UInt64, UInt32)? {
            guard let key = try reader.integer(UInt64.self) else { return nil }
            guard let doc = try reader.integer(UInt32.self) else { throw .readFailed(reason: "\(reader.path): truncated run") }
            return (key, doc)
        }
        for path in barcodeRunPaths {
            let reader = try RunReader(path: path)
            readers.append((reader, try next(reader)))
        }
        while true {
            var best: Int?
            for (index, entry) in readers.enumerated() {
                guard let current = entry.1 else { continue }
                if let chosen = best, let other = readers[chosen].1,
                   other.0 < current.0 || (other.0 == current.0 && other.1 <= current.1) { continue }
                best = index
            }
            guard let index = best, let entry = readers[index].1 else { break }
            try body(entry.0, entry.1)
            readers[index].1 = try next(readers[index].0)
        }
    }

    /// Removes the temporary files.
    func removeFiles() {
        for path in runPaths + barcodeRunPaths { FileSystem.removeIfPresent(path) }
    }
}
