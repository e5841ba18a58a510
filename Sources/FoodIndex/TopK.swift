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

    private mutating func insertSlow(score: Double, id: UInt32) {
        let item = (score: score, id: id)
        if heap.count < capacity {
            heap.append(item)
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard TopK.worse(heap[child], heap[parent]) else { break }
                heap.swapAt(child, parent)
                child = parent
            }
        } else if let root = heap.first, TopK.worse(root, item) {
            heap[0] = item
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var smallest = parent
                if left < heap.count, TopK.worse(heap[left], heap[smallest]) { smallest = left }
                if right < heap.count, TopK.worse(heap[right], heap[smallest]) { smallest = right }
                if smallest == parent { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
    }

    /// The kept items, best first.
    func sorted() -> [(score: Double, id: UInt32)] {
        heap.sorted { TopK.worse($1, $0) }
    }
}
