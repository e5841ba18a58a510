import FoodIndex
import FoodlogSupport

/// Collects postings and barcodes in memory up to a budget, then spills them to sorted run files
/// in a temporary directory, so a build's memory does not grow with the input. `mergeTerms` and
/// `takeBarcodes().merge` stream the runs and what is still in memory back in order: a build that
/// never spilled writes and reads no temporary file at all.
///
/// Run file: for each term in byte order, `u16 length, term bytes, u32 count, count × (u32
/// product, u8 flags, u8 length)`. Barcode run: `(u64 key, u32 product)` sorted by key then product.
/// Run files are scratch: never synced, removed when the build ends.
final class PostingRuns {
    private var terms = TermTable()
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

    /// Adds one posting; `hash` is `StringNumbering.hash(term)`.
    func add(term: String, hash: UInt64, posting: Posting) {
        if terms.append(term: term, hash: hash, posting: posting) { memoryEstimate += 64 + term.utf8.count }
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
        guard terms.count > 0 || !barcodes.isEmpty else { return }
        let runPath = PathString.join(directory, "run-\(runPaths.count).tmp")
        let writer = try PayloadWriter(path: runPath, reserveHeader: false)
        for index in terms.sortedIndices() {
            let term = terms.key(index)
            let bytes = terms.postingBytes(index)
            try writer.append(UInt16(term.utf8.count))
            try writer.append(term.utf8)
            try writer.append(UInt32(bytes.count / 6))
            try writer.append(bytes)
        }
        try writer.finishScratch()
        runPaths.append(runPath)
        terms = TermTable()

        let barcodePath = PathString.join(directory, "barcodes-\(barcodeRunPaths.count).tmp")
        let barcodeWriter = try PayloadWriter(path: barcodePath, reserveHeader: false)
        var spilled: [(key: UInt64, docID: UInt32)] = []
        swap(&spilled, &barcodes)
        for entry in PostingRuns.sortedByKey(spilled) {
            try barcodeWriter.append(entry.key)
            try barcodeWriter.append(entry.docID)
        }
        try barcodeWriter.finishScratch()
        barcodeRunPaths.append(barcodePath)
        memoryEstimate = 0
    }

    /// Streams every term, in byte order, with its postings from all runs and memory in product
    /// order (runs hold earlier products than memory, and earlier runs than later ones).
    func mergeTerms(_ body: ([UInt8], [Posting]) throws(BuildError) -> Void) throws(BuildError) {
        final class Cursor {
            let reader: RunReader?
            var term: [UInt8]?
            var postings: [Posting] = []
            /// For the terms still in memory: their numbers in byte order, and the next to give.
            let table: TermTable?
            let order: [Int]
            var position = 0
            init(_ reader: RunReader) {
                self.reader = reader
                table = nil
                order = []
            }
            init(_ table: TermTable) {
                reader = nil
                self.table = table
                order = table.sortedIndices()
            }
            func advance() throws(BuildError) {
                if let table {
                    guard position < order.count else { term = nil; return }
                    term = Array(table.key(order[position]).utf8)
                    postings = table.postingList(order[position])
                    position += 1
                    return
                }
                guard let reader, let length = try reader.integer(UInt16.self) else { term = nil; return }
                guard let bytes = try reader.read(Int(length)), let count = try reader.integer(UInt32.self),
                      let raw = try reader.read(Int(count) * 6)
                else { throw .readFailed(reason: "\(reader.path): truncated run") }
                term = bytes
                postings = raw.withUnsafeBytes { raw in
                    stride(from: 0, to: raw.count, by: 6).map { offset in
                        Posting(docID: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)),
                                flags: Posting.Flags(rawValue: raw[offset + 4]), length: raw[offset + 5])
                    }
                }
            }
        }
        var cursors: [Cursor] = []
        for path in runPaths {
            let cursor = Cursor(try RunReader(path: path))
            try cursor.advance()
            cursors.append(cursor)
        }
        if terms.count > 0 {
            let cursor = Cursor(terms)
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
            // A fresh list per term (the body may keep it); the first run's list itself when the
            // term is in one run only, as advancing gives the cursor a new one.
            var postings: [Posting] = []
            for cursor in cursors where cursor.term == term {
                if postings.isEmpty {
                    postings = cursor.postings
                } else {
                    postings.append(contentsOf: cursor.postings)
                }
                try cursor.advance()
            }
            try body(term, postings)
        }
        // Merged: the memory goes back before the files are finished.
        cursors = []
        terms = TermTable()
    }

    /// Hands over the barcodes, in memory and in runs, to be merged apart from the terms (on a
    /// thread of their own while this merges the terms). The run files stay listed here, so that
    /// `removeFiles` removes them.
    func takeBarcodes() -> BarcodeMerge {
        var memory: [(key: UInt64, docID: UInt32)] = []
        swap(&memory, &barcodes)
        return BarcodeMerge(memory: memory, runPaths: barcodeRunPaths)
    }

    /// Removes the temporary files.
    func removeFiles() {
        for path in runPaths + barcodeRunPaths { FileSystem.removeIfPresent(path) }
    }

    /// The entries sorted by key, ties in their given order (they are added in product order, so
    /// ties come out by product number): a stable radix sort, a byte of the key a pass, skipping
    /// bytes every key shares (barcode keys are at most 19 digits, so their top bytes often are).
    static func sortedByKey(_ entries: consuming [(key: UInt64, docID: UInt32)]) -> [(key: UInt64, docID: UInt32)] {
        guard entries.count > 1 else { return entries }
        var current = entries
        var other = current
        let differing = current.reduce(0) { $0 | ($1.key ^ current[0].key) }
        var counts = [Int](repeating: 0, count: 257)
        for shift in stride(from: UInt64(0), to: 64, by: 8) where (differing >> shift) & 0xFF != 0 {
            for index in counts.indices { counts[index] = 0 }
            for entry in current { counts[Int((entry.key >> shift) & 0xFF) + 1] += 1 }
            for digit in 1..<257 { counts[digit] += counts[digit - 1] }
            for entry in current {
                let digit = Int((entry.key >> shift) & 0xFF)
                other[counts[digit]] = entry
                counts[digit] += 1
            }
            swap(&current, &other)
        }
        return current
    }
}
