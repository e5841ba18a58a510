/// Reads a small file whole, with a cap, without ever blocking or reading without end: the
/// state files foodlog keeps (cached answers, queued requests, the daily call count, recipes,
/// keys, config) are all small, and something else in their place (a FIFO that would block
/// `read` until a writer comes, a device that never ends, a directory, a file grown to
/// gigabytes) must be a clear miss or error, never a hang or a crash.
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
        case notRegular(FileType)
        /// The file holds more than `limit` bytes; nothing was read past the cap.
        case tooLarge(limit: Int)
        /// `open` or `read` failed with this error.
        case failed(Errno)

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
            case .failed(let code): return "cannot be read (\(code))"
            }
        }
    }

    /// Reads the file at `path` if it is a regular file of at most `limit` bytes.
    public static func read(_ path: String, limit: Int) -> Outcome {
        let fd: FileDescriptor
        do throws(Errno) {
            fd = try FileDescriptor.open(path, .readOnly, options: [.nonBlocking])
        } catch {
            return error.isMissing ? .missing : .failed(error)
        }
        defer { fd.close() }
        do throws(Errno) {
            let status = try fd.status()
            guard status.type == .regular else { return .notRegular(status.type) }
            guard status.size <= Int64(limit) else { return .tooLarge(limit: limit) }
            guard let bytes = try fd.readAll(upTo: limit, expected: Int(status.size)) else { return .tooLarge(limit: limit) }
            return .bytes(bytes)
        } catch {
            return .failed(error)
        }
    }

    /// "1 MiB", "4 KiB", "100 bytes": a cap as a person reads it.
    public static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        if bytes >= 1_000_000, bytes % 1_000_000 == 0 { return "\(bytes / 1_000_000) MB" }
        return "\(bytes) bytes"
    }
}
