import FoodlogSupport

/// The system calls that change journal files, as a seam: tests inject a `write` that fails with
/// `ENOSPC` part-way to prove a full disk leaves the journal as it was. Each call returns its
/// result, or minus `errno` on failure.
public struct FileCalls: Sendable {
    /// `write(2)`: bytes written, or `-errno`.
    public var write: @Sendable (_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int
    /// `fsync(2)`: 0, or `-errno`.
    public var fsync: @Sendable (_ fd: Int32) -> Int32

    public init(write: @escaping @Sendable (Int32, UnsafeRawBufferPointer) -> Int,
                fsync: @escaping @Sendable (Int32) -> Int32) {
        self.write = write
        self.fsync = fsync
    }

    /// The real system calls.
    public static let system = FileCalls(
        write: { fd, bytes in
            let written = FoodlogSupport.write(fd, bytes.baseAddress, bytes.count)
            return written < 0 ? -Int(Platform.errno) : written
        },
        fsync: { fd in
            FoodlogSupport.fsync(fd) == 0 ? 0 : -Platform.errno
        })
}
