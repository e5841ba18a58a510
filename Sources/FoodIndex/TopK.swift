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
            heap.withUnsafeMutableBufferPointer { buffer in
                let count = buffer.count
                var parent = 0
                while true {
                    let left = 2 &* parent &+ 1
                    guard left < count else { break }
                    let right = left &+ 1
                    var smallest = left
                    if right < count, TopK.worse(buffer[right], buffer[left]) { smallest = right }
                    guard TopK.worse(buffer[smallest], item) else { break }
                    buffer[parent] = buffer[smallest]
                    parent = smallest
                }
                buffer[parent] = item
            }
        }
    }

    /// The best `limit` distinct ids kept, best first, each with its best score: a max-heap built
    /// on a copy in linear time, popped only until `limit` distinct ids came out.
    func best(distinct limit: Int) -> [(score: Double, id: UInt32)] {
        var items = heap
        var end = items.count
        func siftDown(_ start: Int) {
            var parent = start
            while true {
                let left = 2 &* parent &+ 1
                let right = left &+ 1
                var largest = parent
                if left < end, TopK.worse(items[largest], items[left]) { largest = left }
                if right < end, TopK.worse(items[largest], items[right]) { largest = right }
                if largest == parent { return }
                items.swapAt(parent, largest)
                parent = largest
            }
        }
        var node = end / 2
        while node > 0 {
            node &-= 1
            siftDown(node)
        }
        var result: [(score: Double, id: UInt32)] = []
        result.reserveCapacity(min(limit, end))
        var seen = Set<UInt32>(minimumCapacity: min(limit, end))
        while end > 0, result.count < limit {
            let top = items[0]
            end &-= 1
            items[0] = items[end]
            siftDown(0)
            if seen.insert(top.id).inserted { result.append(top) }
        }
        return result
    }

    /// How many kept items score above `bound` (one pass, no sorting): when fewer than some
    /// number do, no sort is needed to know that fewer distinct products do.
    func count(above bound: Double) -> Int {
        var count = 0
        for item in heap where item.score > bound { count &+= 1 }
        return count
    }

    /// The kept items, best first: heapsort on a copy (pop the worst to the end, repeatedly),
    /// which needs no comparison closure or merge buffer.
    func sorted() -> [(score: Double, id: UInt32)] {
        var items = heap
        var end = items.count
        while end > 1 {
            end &-= 1
            items.swapAt(0, end)
            var parent = 0
            while true {
                let left = 2 &* parent &+ 1
                let right = left &+ 1
                var smallest = parent
                if left < end, TopK.worse(items[left], items[smallest]) { smallest = left }
                if right < end, TopK.worse(items[right], items[smallest]) { smallest = right }
                if smallest == parent { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return items
    }
}
