/// An open file, opened close-on-exec always (a `key_cmd` or `foodlog-net` started by foodlog
/// never inherits it). Every call that can be interrupted by a signal is retried here, and only
/// here: callers never see `EINTR`.
///
/// A value, not an owner: `close` it (usually with `defer`). The calls a durable write depends
/// on (`write`, `pwrite`, `sync`) go through `calls`, the seam tests inject failures into.
public struct FileDescriptor: Sendable {
    /// The raw descriptor.
    public let rawValue: Int32
    /// The system calls `writeAll` and `sync` use.
    public let calls: Syscalls

    public init(rawValue: Int32, calls: Syscalls = .system) {
        self.rawValue = rawValue
        self.calls = calls
    }

    /// Standard input (for reading a phrase or a photo piped in).
    public static let standardInput = FileDescriptor(rawValue: 0)

    /// How the file is opened.
    public enum Access: Sendable { case readOnly, writeOnly, readWrite }

    /// `open(2)` flags beyond the access mode. `O_CLOEXEC` and `O_NOCTTY` are always added.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let create = Options(rawValue: O_CREAT)
        /// With `create`: fail with `EEXIST` if the name is taken.
        public static let exclusive = Options(rawValue: O_EXCL)
        public static let truncate = Options(rawValue: O_TRUNC)
        public static let append = Options(rawValue: O_APPEND)
        /// Opening a FIFO does not wait for a writer (reads of regular files are unaffected).
        public static let nonBlocking = Options(rawValue: O_NONBLOCK)
        /// Fail with `ENOTDIR` unless the path is a directory (for syncing one).
        public static let directory = Options(rawValue: O_DIRECTORY)
    }

    /// Opens `path`; `permissions` apply (less the umask) when `options` has `.create`.
    public static func open(_ path: String, _ access: Access, options: Options = [], permissions: mode_t = 0o600,
                            calls: Syscalls = .system) throws(Errno) -> FileDescriptor {
        let mode: Int32
        switch access {
        case .readOnly: mode = O_RDONLY
        case .writeOnly: mode = O_WRONLY
        case .readWrite: mode = O_RDWR
        }
        let flags = mode | options.rawValue | O_CLOEXEC | O_NOCTTY
        let fd = try retryOnInterrupt { Syscalls.open(path, flags, permissions) }
        return FileDescriptor(rawValue: fd, calls: calls)
    }

    /// Closes the descriptor. Not retried on `EINTR`: on Linux the descriptor is closed anyway,
    /// and a retry could close one another thread just opened.
    public func close() { _ = Syscalls.close(rawValue) }

    /// Reads what is there, up to the buffer's size; 0 at the end of the file.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        try retryOnInterrupt(bytes: { Syscalls.read(rawValue, buffer) })
    }

    /// Reads to the end of the file, or until more than `limit` bytes have come: then nil, and
    /// nothing past `limit + 1` bytes was read (a device that never ends is not read without end).
    /// `expected` reserves room up front (the size `status` gave), and sizes the read buffer: a
    /// small file is read through a small one (zeroing 64 KiB to read a 100-byte state file was
    /// a measurable part of `foodlog search`).
    public func readAll(upTo limit: Int, expected: Int = 0) throws(Errno) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(expected, 0), limit) + 1)
        let chunkSize = expected > 0 ? min(1 << 16, max(expected + 1, 4096)) : 1 << 16
        var chunk = [UInt8](repeating: 0, count: min(chunkSize, limit + 1))
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = try chunk.withUnsafeMutableBytes { raw in
                Result { () throws(Errno) in try read(into: UnsafeMutableRawBufferPointer(rebasing: raw[0..<wanted])) }
            }.get()
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes.count > limit ? nil : bytes
    }

    /// Reads until `buffer` is full or the file ends; returns how many bytes were read.
    public func readFully(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        var got = 0
        while got < buffer.count {
            let count = try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[got...]))
            if count == 0 { break }
            got += count
        }
        return got
    }

    /// Writes every byte, continuing after partial writes. A write that takes nothing (which
    /// `write(2)` does not do for a regular file) is `EIO`, so this never spins.
    public func writeAll(_ bytes: UnsafeRawBufferPointer) throws(Errno) {
        var offset = 0
        while offset < bytes.count {
            let written = try retryOnInterrupt(seam: { calls.write(rawValue, UnsafeRawBufferPointer(rebasing: bytes[offset...])) })
            guard written > 0 else { throw .ioError }
            offset += written
        }
    }

    /// Writes every byte of `bytes`.
    public func writeAll(_ bytes: [UInt8]) throws(Errno) {
        try bytes.withUnsafeBytes { raw in Result { () throws(Errno) in try writeAll(raw) } }.get()
    }

    /// Writes every byte at `offset` (`pwrite`), continuing after partial writes.
    public func writeAll(_ bytes: [UInt8], at offset: Int64) throws(Errno) {
        try bytes.withUnsafeBytes { raw in
            Result { () throws(Errno) in
                var done = 0
                while done < raw.count {
                    let written = try retryOnInterrupt(seam: {
                        calls.pwrite(rawValue, UnsafeRawBufferPointer(rebasing: raw[done...]), offset + Int64(done))
                    })
                    guard written > 0 else { throw Errno.ioError }
                    done += written
                }
            }
        }.get()
    }

    /// Flushes the file's data to stable storage (`F_FULLFSYNC` on macOS; see `Syscalls.sync`).
    public func sync() throws(Errno) {
        _ = try retryOnInterrupt(seam: { Int(calls.sync(rawValue)) })
    }

    /// An advisory whole-file lock (`flock`).
    public enum Lock: Sendable { case shared, exclusive }

    /// Takes the lock, waiting for it; released by `unlock` or `close`.
    public func lock(_ kind: Lock) throws(Errno) {
        let operation = kind == .shared ? LOCK_SH : LOCK_EX
        _ = try retryOnInterrupt { Syscalls.flock(rawValue, operation) }
    }

    public func unlock() { _ = Syscalls.flock(rawValue, LOCK_UN) }

    /// `fstat`.
    public func status() throws(Errno) -> FileStatus {
        var info = stat()
        _ = try retryOnInterrupt { Syscalls.fstat(rawValue, &info) }
        return FileStatus(info)
    }

    /// Cuts (or extends) the file to `size` bytes.
    public func truncate(to size: Int64) throws(Errno) {
        _ = try retryOnInterrupt { Syscalls.ftruncate(rawValue, size) }
    }

    /// Asks for a pipe buffer of `bytes` when this is a pipe (Linux; elsewhere, for other files,
    /// or when refused, nothing changes). A reader that works between reads then does not stall
    /// the writer at the other end on a full 64 KiB pipe while it is off the CPU.
    public func enlargePipeBuffer(to bytes: Int32) {
        _ = Syscalls.setPipeSize(rawValue, bytes)
    }

    /// Moves the file offset to `offset` from the start.
    public func seek(to offset: Int64) throws(Errno) {
        if Syscalls.lseek(rawValue, offset, SEEK_SET) < 0 { throw .current }
    }

    /// Maps the first `length` bytes read-only; release with `FileDescriptor.unmap`.
    public func mapReadOnly(length: Int) throws(Errno) -> UnsafeRawBufferPointer {
        guard let base = Syscalls.mapReadOnly(rawValue, length) else { throw .current }
        return UnsafeRawBufferPointer(start: base, count: length)
    }

    /// Releases a map `mapReadOnly` made.
    public static func unmap(_ region: UnsafeRawBufferPointer) {
        guard let base = region.baseAddress else { return }
        Syscalls.unmap(UnsafeMutableRawPointer(mutating: base), region.count)
    }
}

/// Runs a libc call until it is not interrupted by a signal: its result, or the `errno` it
/// failed with. The one `EINTR` loop for libc-style calls. Not generic on purpose: `errno` is
/// read straight after the call, with no unspecialised generic code (whose runtime metadata
/// lookups can change `errno` in a debug build) in between.
@inline(__always)
func retryOnInterrupt(_ call: () -> Int32) throws(Errno) -> Int32 {
    Int32(truncatingIfNeeded: try retryOnInterrupt(bytes: { Int(call()) }))
}

/// `retryOnInterrupt` for calls that return a byte count.
@inline(__always)
func retryOnInterrupt(bytes call: () -> Int) throws(Errno) -> Int {
    while true {
        let result = call()
        if result >= 0 { return result }
        let code = Errno.current
        if code != .interrupted { throw code }
    }
}

/// The same for a `Syscalls` seam call, which returns minus `errno` instead of setting it.
@inline(__always)
func retryOnInterrupt(seam call: () -> Int) throws(Errno) -> Int {
    while true {
        let result = call()
        if result >= 0 { return result }
        if result != -Int(EINTR) { throw Errno(rawValue: Int32(-result)) }
    }
}
