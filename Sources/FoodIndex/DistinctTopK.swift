import FoodlogSupport

/// Keeps the `capacity` best distinct ids offered, each with the best score it was offered with
/// (ties broken by the lower id, as `TopK`): a min-heap over entries with an id → entry hash
/// table beside it, so an id offered again (a product in several alternatives' posting lists)
/// raises its one entry instead of taking a second place. Its minimum, once full, is then the
/// exact `capacity`-th best distinct score so far, the tightest floor for skipping blocks and
/// alternatives. Reused across queries (`reset`): its memory follows the capacity, never the index.
final class DistinctTopK {
    /// Per entry: score, id and position in `heap`; entries never move, the heap holds their numbers.
    private let scores = ScratchBuffer<Double>()
    private let ids = ScratchBuffer<UInt32>()
    private let positions = ScratchBuffer<Int32>()
    private let heap = ScratchBuffer<Int32>()
    /// Open addressing, linear probing: id + 1 (0 = empty) and its entry.
    private let tableKeys = ScratchBuffer<UInt32>()
    private let tableEntries = ScratchBuffer<Int32>()
    private var tableMask = 0
    private var tableShift: UInt32 = 0
    private(set) var capacity = 0
    private(set) var count = 0
    /// The root's score and id once full; before that, a floor every real score beats.
    private var floorScore = -Double.infinity
    private var floorID = UInt32.max

    /// Empties the heap and makes it keep `capacity` ids (at least 1).
    func reset(capacity wanted: Int) {
        capacity = max(wanted, 1)
        count = 0
        floorScore = -Double.infinity
        floorID = UInt32.max
        scores.reserve(capacity)
        ids.reserve(capacity)
        positions.reserve(capacity)
        heap.reserve(capacity)
        var bits = 4
        while 1 << bits < 4 * capacity { bits += 1 }
        tableKeys.reserve(1 << bits)
        tableEntries.reserve(1 << bits)
        tableMask = (1 << bits) - 1
        tableShift = UInt32(32 - bits)
        tableKeys.pointer.update(repeating: 0, count: 1 << bits)
    }

    /// Whether `capacity` distinct ids are kept.
    var isFull: Bool { count == capacity }

    /// The lowest score kept (what a newcomer must beat once full).
    var minimum: Double? { count > 0 ? scores.pointer[Int(heap.pointer[0])] : nil }

    /// Whether (`a`, `aID`) ranks below (`b`, `bID`).
    @inline(__always)
    private static func worse(_ a: Double, _ aID: UInt32, _ b: Double, _ bID: UInt32) -> Bool {
        a != b ? a < b : aID > bID
    }

    /// Offers `id` with `score`: kept when it beats the weakest kept (or there is room), or
    /// raises `id`'s entry when it is kept with a lower score.
    @inline(__always)
    func offer(score: Double, id: UInt32) {
        // Once full, an offer not beating the root changes nothing: a new id would not enter,
        // and a kept one already ranks at or above the root.
        guard DistinctTopK.worse(floorScore, floorID, score, id) else { return }
        offerSlow(score: score, id: id)
    }

    private func offerSlow(score: Double, id: UInt32) {
        let keys = tableKeys.pointer, entries = tableEntries.pointer
        let key = id &+ 1
        var at = Int((key &* 0x9E37_79B1) >> tableShift)
        while keys[at] != 0, keys[at] != key { at = (at &+ 1) & tableMask }
        if keys[at] == key {
            let entry = Int(entries[at])
            guard DistinctTopK.worse(scores.pointer[entry], id, score, id) else { return }
            scores.pointer[entry] = score
            siftDown(Int(positions.pointer[entry]))
        } else if count < capacity {
            let entry = count
            scores.pointer[entry] = score
            ids.pointer[entry] = id
            keys[at] = key
            entries[at] = Int32(truncatingIfNeeded: entry)
            heap.pointer[count] = Int32(truncatingIfNeeded: entry)
            positions.pointer[entry] = Int32(truncatingIfNeeded: count)
            count &+= 1
            siftUp(count &- 1)
        } else {
            let entry = Int(heap.pointer[0])
            removeKey(ids.pointer[entry] &+ 1)
            // Removing may shift entries back over `at`: probe again.
            var free = Int((key &* 0x9E37_79B1) >> tableShift)
            while keys[free] != 0 { free = (free &+ 1) & tableMask }
            keys[free] = key
            entries[free] = Int32(truncatingIfNeeded: entry)
            scores.pointer[entry] = score
            ids.pointer[entry] = id
            siftDown(0)
        }
        if count == capacity {
            let root = Int(heap.pointer[0])
            floorScore = scores.pointer[root]
            floorID = ids.pointer[root]
        }
    }

    /// Deletes `key` from the table, shifting later entries of its probe run back (no tombstones).
    private func removeKey(_ key: UInt32) {
        let keys = tableKeys.pointer, entries = tableEntries.pointer
        var hole = Int((key &* 0x9E37_79B1) >> tableShift)
        while keys[hole] != key { hole = (hole &+ 1) & tableMask }
        var next = hole
        while true {
            next = (next &+ 1) & tableMask
            let moving = keys[next]
            if moving == 0 { break }
            let home = Int((moving &* 0x9E37_79B1) >> tableShift)
            // `moving` may fill the hole only when its home is not cyclically in (hole, next].
            let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if stays { continue }
            keys[hole] = moving
            entries[hole] = entries[next]
            hole = next
        }
        keys[hole] = 0
    }

    private func siftUp(_ start: Int) {
        let heap = heap.pointer, scores = scores.pointer, ids = ids.pointer, positions = positions.pointer
        let entry = heap[start]
        let score = scores[Int(entry)], id = ids[Int(entry)]
        var child = start
        while child > 0 {
            let parent = (child &- 1) / 2
            let above = heap[parent]
            guard DistinctTopK.worse(score, id, scores[Int(above)], ids[Int(above)]) else { break }
            heap[child] = above
            positions[Int(above)] = Int32(truncatingIfNeeded: child)
            child = parent
        }
        heap[child] = entry
        positions[Int(entry)] = Int32(truncatingIfNeeded: child)
    }

    private func siftDown(_ start: Int) {
        let heap = heap.pointer, scores = scores.pointer, ids = ids.pointer, positions = positions.pointer
        let entry = heap[start]
        let score = scores[Int(entry)], id = ids[Int(entry)]
        var parent = start
        while true {
            let left = 2 &* parent &+ 1
            guard left < count else { break }
            let right = left &+ 1
            var smallest = left
            if right < count,
               DistinctTopK.worse(scores[Int(heap[right])], ids[Int(heap[right])], scores[Int(heap[left])], ids[Int(heap[left])]) {
                smallest = right
            }
            let below = heap[smallest]
            guard DistinctTopK.worse(scores[Int(below)], ids[Int(below)], score, id) else { break }
            heap[parent] = below
            positions[Int(below)] = Int32(truncatingIfNeeded: parent)
            parent = smallest
        }
        heap[parent] = entry
        positions[Int(entry)] = Int32(truncatingIfNeeded: parent)
    }

    /// The kept ids, best first, each with its best score.
    func sorted() -> [(score: Double, id: UInt32)] {
        var items: [(score: Double, id: UInt32)] = []
        items.reserveCapacity(count)
        for entry in 0..<count { items.append((scores.pointer[entry], ids.pointer[entry])) }
        items.sort { DistinctTopK.worse($1.score, $1.id, $0.score, $0.id) }
        return items
    }
}
