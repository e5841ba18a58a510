import FoodlogSupport

/// Product number → slot in the searcher's per-candidate arrays, as one `Int32` per product
/// (slot + 1, 0 = none). The memory comes from `calloc`, so the kernel hands out zeroed pages only
/// when a query first touches them: a one-query process pays for the pages its candidates fall
/// in, not for the index size. Posting lists are in product order, so a query walks the map
/// forwards, which caches and prefetching like. Cleared after each query by visiting only the
/// products it touched.
final class SlotMap {
    let pointer: UnsafeMutablePointer<Int32>
    private let count: Int

    init(count: Int) {
        self.count = max(count, 1)
        pointer = calloc(self.count, MemoryLayout<Int32>.size)!.assumingMemoryBound(to: Int32.self)
    }

    deinit { free(pointer) }

    /// Writes a zero into every page of the map, so the kernel hands the pages out now and not
    /// during a query. Only for a cleared map (every entry zero).
    func prefault() {
        let raw = UnsafeMutableRawPointer(pointer)
        var offset = 0
        while offset < count * MemoryLayout<Int32>.size {
            raw.storeBytes(of: 0, toByteOffset: offset, as: UInt8.self)
            offset += 4096
        }
    }

    /// Clears the entries of the given products.
    func clear(_ docs: UnsafeMutablePointer<UInt32>, count: Int) {
        for index in 0..<count { pointer[Int(docs[index])] = 0 }
    }
}

/// A reusable raw buffer that grows and never shrinks.
final class ScratchBuffer<Element> {
    private(set) var pointer: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    init() {
        capacity = 256
        pointer = .allocate(capacity: capacity)
    }

    deinit { pointer.deallocate() }

    /// Makes room for `count` elements (contents are not kept).
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        pointer.deallocate()
        capacity = max(count, capacity * 2)
        pointer = .allocate(capacity: capacity)
    }
}
