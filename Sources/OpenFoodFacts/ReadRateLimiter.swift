import Foundation
import FoodlogSupport

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
        self.path = StateFile.productReads.path(under: cacheDirectory)
        self.limit = max(1, limit)
        self.now = now
    }

    /// 64 KiB, the most of the file read: it holds one time per read in the last minute, some
    /// 15 bytes each. A larger file is read as empty and rewritten.
    public static let maxFileBytes = StateFile.productReads.cap

    /// Records one read, or throws `rateLimited` with the seconds until a slot frees up. A file
    /// that cannot be opened, or is not a regular file (a FIFO would never end), does not block
    /// reads (the limit is a courtesy, not a lock).
    public func acquire() throws(OFFError) {
        let file = StateFile.productReads
        try? Directory.create(PathString.directory(of: path), permissions: file.directoryPermissions)
        guard let fd = try? FileDescriptor.open(path, .readWrite, options: [.create, .nonBlocking], permissions: file.permissions) else { return }
        defer { fd.close() }
        guard let status = try? fd.status(), status.type == .regular, (try? fd.lock(.exclusive)) != nil else { return }
        let bytes = (try? fd.readAll(upTo: file.cap, expected: Int(status.size))) ?? nil
        let text = bytes.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let current = now()
        let recent = ReadRateLimiter.recent(text, now: current, window: window)
        if recent.count >= limit {
            let wait = Int(saturating: (recent[recent.count - limit] + window - current).rounded(.up))
            throw .rateLimited(retryAfter: max(1, wait), limit: limit)
        }
        let kept = (recent + [current]).map { String(format: "%.3f", $0) }.joined(separator: "\n") + "\n"
        try? fd.truncate(to: 0)
        try? fd.seek(to: 0)
        try? fd.writeAll(Array(kept.utf8))
    }

    /// The read times within the window, oldest first; unreadable lines are dropped.
    static func recent(_ text: String, now: Double, window: Double) -> [Double] {
        text.split(separator: "\n").compactMap { Double($0) }.filter { $0 > now - window && $0 <= now + 1 }.sorted()
    }
}
