import Foundation

/// Keeps foodlog under Open Food Facts' documented limit on product reads (15 a minute per user
/// since 2026; 100 before), across processes: the times of recent reads are kept one per line in
/// `<cache>/off-reads`, guarded by an exclusive `flock`, and a read is refused when the last
/// minute already holds `limit` of them.
public struct ReadRateLimiter: Sendable {
    /// Reads allowed per minute by default, the figure in Open Food Facts' current API docs.
    public static let defaultLimit = 15

    public let path: String
    public let limit: Int
    let window: Double = 60
    let now: @Sendable () -> Double

    public init(cacheDirectory: String, limit: Int = ReadRateLimiter.defaultLimit, now: @escaping @Sendable () -> Double) {
        self.path = cacheDirectory + "/off-reads"
        self.limit = max(1, limit)
        self.now = now
    }

    /// 64 KiB, the most of the file read: it holds one time per read in the last minute, some
    /// 15 bytes each. A larger file is read as empty and rewritten.
    public static let maxFileBytes = 64 << 10

    /// Records one read, or throws `rateLimited` with the seconds until a slot frees up. A file
    /// that cannot be opened, or is not a regular file (a FIFO would never end), does not block
    /// reads (the limit is a courtesy, not a lock).
    public func acquire() throws(OFFError) {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        guard flock(fd, LOCK_EX) == 0 else { return }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: false)
        let bytes = (try? handle.read(upToCount: ReadRateLimiter.maxFileBytes + 1)) ?? nil
        let text = bytes.map { $0.count > ReadRateLimiter.maxFileBytes ? "" : String(decoding: $0, as: UTF8.self) } ?? ""
        let current = now()
        let recent = ReadRateLimiter.recent(text, now: current, window: window)
        if recent.count >= limit {
            let wait = Int(saturating: (recent[recent.count - limit] + window - current).rounded(.up))
            throw .rateLimited(retryAfter: max(1, wait), limit: limit)
        }
        let kept = (recent + [current]).map { String(format: "%.3f", $0) }.joined(separator: "\n") + "\n"
        _ = ftruncate(fd, 0)
        _ = lseek(fd, 0, SEEK_SET)
        handle.write(Data(kept.utf8))
    }

    /// The read times within the window, oldest first; unreadable lines are dropped.
    static func recent(_ text: String, now: Double, window: Double) -> [Double] {
        text.split(separator: "\n").compactMap { Double($0) }.filter { $0 > now - window && $0 <= now + 1 }.sorted()
    }
}
