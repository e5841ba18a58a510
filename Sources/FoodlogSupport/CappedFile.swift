/// Reads a small file whole, with a cap, without ever blocking or reading without end: the
/// caches and state files foodlog keeps (cached answers, queued requests, the daily call count,
/// recipes) are all small, and something else in their place (a FIFO that would block `read`
/// until a writer comes, a device that never ends, a directory, a file grown to gigabytes) must
/// be a clear miss or error, never a hang or a crash.
///
/// The file is opened with `O_NONBLOCK` (opening a FIFO does not wait for a writer), checked
/// with `fstat` to be a regular file no larger than the cap, then read to its end or to one byte
/// past the cap (a file that grew after `fstat` is caught too).
public enum CappedFile {
    /// What reading found.
    public enum Outcome: Equatable, Sendable {
        /// The whole file.
        case bytes([UInt8])
        /// Nothing has the name.
        case missing
        /// The name is not a regular file (a FIFO, a directory, a device).
        case notRegular(Platform.FileType)
        /// The file holds more than `limit` bytes; nothing was read past the cap.
        case tooLarge(limit: Int)
        /// `open` or `read` failed with this `errno`.
        case failed(errno: Int32)

        /// The bytes, or nil for every other outcome.
        public var bytes: [UInt8]? {
            if case .bytes(let bytes) = self { return bytes }
            return nil
        }

        /// Why the file could not be used, as the end of a sentence that starts with its path
        /// ("is a FIFO (named pipe), not a regular file"); nil when it was read or is missing.
        public var problem: String? {
            switch self {
            case .bytes, .missing: return nil
            case .notRegular(let type): return "is \(type), not a regular file"
            case .tooLarge(let limit): return "is larger than \(CappedFile.describe(bytes: limit))"
            case .failed(let code): return "cannot be read (\(Platform.describe(errno: code)))"
            }
        }
    }

    /// Reads the file at `path` if it is a regular file of at most `limit` bytes.
    public static func read(_ path: String, limit: Int) -> Outcome {
        let fd = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = Platform.errno
            return code == ENOENT || code == ENOTDIR ? .missing : .failed(errno: code)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failed(errno: Platform.errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .notRegular(Platform.FileType(mode: info.st_mode)) }
        guard info.st_size <= limit else { return .tooLarge(limit: limit) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, min($0.count, limit + 1 - bytes.count)) }
            if count < 0 {
                if Platform.errno == EINTR { continue }
                return .failed(errno: Platform.errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes.count > limit ? .tooLarge(limit: limit) : .bytes(bytes)
    }

    /// "1 MiB", "4 KiB", "100 bytes": a cap as a person reads it.
    public static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        if bytes >= 1_000_000, bytes % 1_000_000 == 0 { return "\(bytes / 1_000_000) MB" }
        return "\(bytes) bytes"
    }
}
