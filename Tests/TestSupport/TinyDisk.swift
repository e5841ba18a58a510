import FoodlogSupport

/// A disk with a few bytes free, for the write seam (`Syscalls.write`): writes take what fits,
/// then fail with ENOSPC. Shared by the journal, photo and state-file tests.
public final class TinyDisk: @unchecked Sendable {
    private let lock = ConditionLock()
    private var free: Int

    public init(free: Int) { self.free = free }

    public func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        lock.withLock { () -> Int in
            guard free > 0 else { return -Int(ENOSPC) }
            let taken = Syscalls.systemWrite(fd, UnsafeRawBufferPointer(rebasing: bytes.prefix(free)))
            if taken > 0 { free -= taken }
            return taken
        }
    }
}
