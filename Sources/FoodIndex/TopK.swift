/// Keeps the `capacity` highest-scoring ids seen, with ties broken by the lower id, in a min-heap.
struct TopK {
    private var heap: [(score: Double, id: UInt32)] = []
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        heap.reserveCapacity(capacity)
    }

    /// How many items are kept now.
    var count: Int { heap.count }

    /// The lowest score kept (what a newcomer must beat once the heap is full).
    var minimum: Double? { heap.first?.score }

    /// Whether `a` ranks below `b`.
    @inline(__always)
    private static func worse(_ a: (score: Double, id: UInt32), _ b: (score: Double, id: UInt32)) -> Bool {
        a.score != b.score ? a.score < b.score : a.id > b.id
    }

    @inline(__always)
    mutating func insert(score: Double, id: UInt32) {
        if heap.count == capacity, let root = heap.first, !TopK.worse(root, (score, id)) { return }
        insertSlow(score: score, id: id)
    }

    /// Sifts with a moving hole over the array's buffer: one uniqueness check per insert, no
    /// swaps, no bounds checks inside the loop.
    private mutating func insertSlow(score: Double, id: UInt32) {
        let item = (score: score, id: id)
        if heap.count < capacity {
            heap.append(item)
            heap.withUnsafeMutableBufferPointer { buffer in
                var child = buffer.count &- 1
                while child > 0 {
                    let parent = (child &- 1) / 2
                    guard TopK.worse(item, buffer[parent]) else { break }
                    buffer[child] = buffer[parent]
                    child = parent
                }
                buffer[child] = item
            }
        } else if let root = heap.first, TopK.worse(root, item) {
            heap.withUnsafeMutableBufferPointer { TopK.siftDown(item, in: $0, count: $0.count) }
        }
    }

    /// Puts `item` at the root of the min-heap in the first `count` slots of `buffer` and moves
    /// the hole down until the heap holds again: no swaps, no bounds checks inside the loop.
    @inline(__always)
    private static func siftDown(_ item: (score: Double, id: UInt32),
                                 in buffer: UnsafeMutableBufferPointer<(score: Double, id: UInt32)>, count: Int) {
        var parent = 0
        while true {
            let left = 2 &* parent &+ 1
            guard left < count else { break }
            let right = left &+ 1
            var smallest = left
            if right < count, worse(buffer[right], buffer[left]) { smallest = right }
            guard worse(buffer[smallest], item) else { break }
            buffer[parent] = buffer[smallest]
            parent = smallest
        }
        buffer[parent] = item
    }

    /// The kept items, best first: heapsort on a copy (pop the worst to the end, repeatedly),
    /// which needs no comparison closure or merge buffer, over the copy's raw buffer.
    func sorted() -> [(score: Double, id: UInt32)] {
        var items = heap
        items.withUnsafeMutableBufferPointer { items in
            var end = items.count
            while end > 1 {
                end &-= 1
                let last = items[end]
                items[end] = items[0]
                TopK.siftDown(last, in: items, count: end)
            }
        }
        return items
    }
}
