import FoodIndex
import FoodlogSupport

/// A build's barcode entries, in memory and in sorted run files (`PostingRuns`), to be streamed
/// back in key order once every product has been read.
struct BarcodeMerge: Sendable {
    /// The entries not spilled, in product order.
    var memory: [(key: UInt64, docID: UInt32)]
    /// The run files, each sorted by key then product, earlier products in earlier runs.
    let runPaths: [String]

    /// Streams every barcode entry in key order (ties by product number), from the runs and memory.
    /// Once: the entries in memory are taken out (so that sorting them copies nothing more).
    mutating func merge(_ body: (UInt64, UInt32) throws(BuildError) -> Void) throws(BuildError) {
        var memory: [(key: UInt64, docID: UInt32)] = []
        swap(&memory, &self.memory)
        memory = PostingRuns.sortedByKey(memory)
        if runPaths.isEmpty {
            for entry in memory { try body(entry.key, entry.docID) }
            return
        }
        var readers: [(RunReader?, (UInt64, UInt32)?)] = []
        func next(_ reader: RunReader) throws(BuildError) -> (UInt64, UInt32)? {
            guard let key = try reader.integer(UInt64.self) else { return nil }
            guard let doc = try reader.integer(UInt32.self) else { throw .readFailed(reason: "\(reader.path): truncated run") }
            return (key, doc)
        }
        for path in runPaths {
            let reader = try RunReader(path: path)
            readers.append((reader, try next(reader)))
        }
        var memoryPosition = 0
        if !memory.isEmpty { readers.append((nil, (memory[0].key, memory[0].docID))) }
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
            if let reader = readers[index].0 {
                readers[index].1 = try next(reader)
            } else {
                memoryPosition += 1
                readers[index].1 = memoryPosition < memory.count ? (memory[memoryPosition].key, memory[memoryPosition].docID) : nil
            }
        }
    }
}
