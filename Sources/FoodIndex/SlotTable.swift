import FoodlogSupport

/// Product number → slot in the searcher's per-candidate arrays: an open-addressing hash table
/// (linear probing, Fibonacci hashing) sized to twice the query's possible candidates, never to
/// the index. A query that matches 500 products touches a few kilobytes, whether the index holds
/// 1 000 products or 3 million. Grows and never shrinks; cleared after each query by visiting
/// only the entries it filled.
final class SlotMap {
    /// Product number + 1 at each position (0 = empty), and its slot.
    private(set) var keys: UnsafeMutablePointer<UInt32>
    private(set) var values: UnsafeMutablePointer<Int32>
    private var capacity: Int
    private var shift: UInt32
    private let filled = ScratchBuffer<Int32>()
    private var filledCount = 0

    init() {
        capacity = 1 << 10
        shift = 32 - 10
        keys = calloc(capacity, MemoryLayout<UInt32>.size)!.assumingMemoryBound(to: UInt32.self)
        values = .allocate(capacity: capacity)
    }

    deinit {
        free(keys)
        values.deallocate()
    }

    /// Empties the table and makes room for `entries` products at most half full.
    func reset(forAtMost entries: Int) {
        clear()
        var bits = 10
        while (1 << bits) < entries * 2 { bits += 1 }
        guard 1 << bits > capacity else {
            filled.reserve(entries)
            return
        }
        free(keys)
        values.deallocate()
        capacity = 1 << bits
        shift = UInt32(32 - bits)
        keys = calloc(capacity, MemoryLayout<UInt32>.size)!.assumingMemoryBound(to: UInt32.self)
        values = .allocate(capacity: capacity)
        filled.reserve(entries)
    }

    /// Empties the entries the last query filled.
    func clear() {
        let positions = filled.pointer
        for index in 0..<filledCount { keys[Int(positions[index])] = 0 }
        filledCount = 0
    }

    /// Where `doc` is, or the empty position where it would go.
    @inline(__always)
    func position(of doc: UInt32) -> Int { probe.position(of: doc) }

    /// The table's lookup as a value, for hot loops (valid until the next `reset`).
    var probe: Probe { Probe(keys: keys, shift: shift, mask: capacity &- 1) }

    struct Probe {
        let keys: UnsafeMutablePointer<UInt32>
        let shift: UInt32
        let mask: Int

        @inline(__always)
        func position(of doc: UInt32) -> Int {
            let key = doc &+ 1
            var position = Int((key &* 0x9E37_79B1) >> shift)
            while true {
                let found = keys[position]
                if found == key || found == 0 { return position }
                position = (position &+ 1) & mask
            }
        }
    }

    /// The slot of `doc`, or -1 when it has none.
    @inline(__always)
    func slot(of doc: UInt32) -> Int {
        let position = position(of: doc)
        return keys[position] == 0 ? -1 : Int(values[position])
    }

    /// Gives `doc` its slot at an empty `position` from `position(of:)`. At most as many entries
    /// as the last `reset` allowed.
    @inline(__always)
    func insert(_ doc: UInt32, slot: Int, at position: Int) {
        keys[position] = doc &+ 1
        values[position] = Int32(truncatingIfNeeded: slot)
        filled.pointer[filledCount] = Int32(truncatingIfNeeded: position)
        filledCount &+= 1
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
