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
