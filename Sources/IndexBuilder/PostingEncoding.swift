import FoodIndex
import FoodlogSupport

/// Encodes the merged posting lists (`PostingList.encode`, most of a build's work after the last
/// row) on two threads, and hands them to `write` in term order all the same: terms are gathered
/// in chunks, a helper thread encodes one chunk while the calling thread gathers and encodes the
/// next, then both are written, the helper's first. Without a helper thread, every chunk is
/// encoded on the calling thread. Same bytes either way: encoding a list depends on the list and
/// the features alone.
final class PostingEncoding {
    /// One encoded term: its bytes, its posting count and its encoded list with that list's checksum.
    typealias Encoded = (term: [UInt8], count: Int, bytes: [UInt8], checksum: UInt32)
    typealias Write = (Encoded) throws(BuildError) -> Void

    /// Postings (plus a few per term) gathered before a chunk is handed over: a few milliseconds
    /// of encoding, so that starting a thread per chunk costs little beside it.
    static let chunkWork = 1 << 16

    private let features: [UInt8]
    private var pending: [(term: [UInt8], list: [Posting])] = []
    private var pendingWork = 0
    /// The chunk the helper thread is encoding, when there is one.
    private var helper: (thread: WorkerThread, result: ChunkResult)?

    /// `features`: the features array the encoded lists' checksums cover.
    init(features: [UInt8]) { self.features = features }

    /// Adds the next term in order; writes whatever chunks are done.
    func add(_ term: [UInt8], _ list: [Posting], write: Write) throws(BuildError) {
        pending.append((term, list))
        pendingWork += list.count + 8
        if pendingWork >= PostingEncoding.chunkWork { try handOver(write: write) }
    }

    /// Encodes and writes what is left. Call once, after the last `add`, also after a failure (it
    /// joins the helper thread).
    func finish(write: Write) throws(BuildError) {
        if !pending.isEmpty { try handOver(write: write) }
        if let (thread, result) = helper {
            helper = nil
            thread.join()
            for item in result.items { try write(item) }
        }
    }

    /// Waits for the helper thread, if any, without writing (after a failure).
    func abandon() {
        helper?.thread.join()
        helper = nil
    }

    /// Gives the pending chunk to a new helper thread when none is busy; else encodes it here,
    /// then writes the helper's chunk and this one.
    private func handOver(write: Write) throws(BuildError) {
        let chunk = pending
        pending = []
        pendingWork = 0
        guard let (thread, result) = helper else {
            let result = ChunkResult()
            let features = features
            if let thread = WorkerThread({ result.items = PostingEncoding.encode(chunk, features: features) }) {
                helper = (thread, result)
            } else {
                for item in PostingEncoding.encode(chunk, features: features) { try write(item) }
            }
            return
        }
        let mine = PostingEncoding.encode(chunk, features: features)
        helper = nil
        thread.join()
        for item in result.items { try write(item) }
        for item in mine { try write(item) }
    }

    private static func encode(_ chunk: [(term: [UInt8], list: [Posting])], features: [UInt8]) -> [Encoded] {
        chunk.map { term, list in
            let (bytes, checksum) = PostingList.encode(list, features: features)
            return (term, list.count, bytes, checksum)
        }
    }
}

/// What a helper thread encoded: written by it, read after it has been joined.
private final class ChunkResult: @unchecked Sendable {
    var items: [PostingEncoding.Encoded] = []
}
