import Foundation
import FoodlogSupport

/// A cap on provider calls, to guard cost. The chain asks before every HTTP attempt.
public protocol CallBudget: Sendable {
    /// Records one call. Throws `dailyLimitReached` (nothing recorded) when the cap is reached,
    /// and `callCountUnwritable` when the call cannot be recorded: a cap that cannot count would
    /// not hold, so no call is made.
    func consume() throws(ChainError)
}

/// No cap.
public struct UnlimitedBudget: CallBudget {
    public init() {}
    public func consume() throws(ChainError) {}
}

/// A per-day cap stored in a small file (`YYYY-MM-DD count`), so it holds across processes.
/// The day is the local calendar day of the injected clock. The file is read with a cap: one
/// that is damaged, too large or not a regular file counts as no calls today (with a note for
/// the last two) and is replaced by the next call's count, never waited on or read whole. When
/// the count cannot be written (a directory in its place, a read-only data directory), no call
/// is made: the cap fails closed.
public final class DailyCallBudget: CallBudget, @unchecked Sendable {
    public let limit: Int
    private let path: String
    private let now: @Sendable () -> Double
    private let note: @Sendable (String) -> Void
    private let lock = NSLock()
    /// Whether the note about an unusable file was given (once per process is enough).
    private var noted = false

    /// 4 KiB: the file holds one line of some 20 bytes.
    public static let maxFileBytes = StateFile.callCount.cap

    /// `note` receives one line (without the `foodlog: note: ` prefix) for a file that is too
    /// large or not a regular file.
    public init(path: String, limit: Int, now: @escaping @Sendable () -> Double, note: @escaping @Sendable (String) -> Void = { _ in }) {
        self.path = path
        self.limit = limit
        self.now = now
        self.note = note
    }

    /// Calls recorded today.
    public func used() -> Int {
        lock.lock(); defer { lock.unlock() }
        let stored = read()
        return stored.day == today() ? stored.count : 0
    }

    public func consume() throws(ChainError) {
        lock.lock(); defer { lock.unlock() }
        let day = today()
        let stored = read()
        let count = stored.day == day ? stored.count : 0
        guard count < limit else { throw .dailyLimitReached(limit: limit) }
        do throws(FileError) {
            try StateFile.callCount.write(Array("\(day) \(count + 1)\n".utf8), to: path)
        } catch {
            throw .callCountUnwritable(path: path, reason: Platform.fileType(path) == .directory ? "it is a directory" : error.reason)
        }
    }

    private func read() -> (day: String, count: Int) {
        let outcome = StateFile.callCount.read(path)
        if let problem = outcome.problem, !noted {
            noted = true
            note("AI call count \(path) \(problem); counting from 0, remove it")
        }
        guard let bytes = outcome.bytes, let text = String(validatingUTF8Bytes: bytes) else { return ("", 0) }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard words.count >= 2, let count = Int(words[1]) else { return ("", 0) }
        return (String(words[0]), count)
    }

    private func today() -> String {
        // A clock gone wrong (NaN, beyond time_t) counts as the epoch's day rather than trapping.
        var time = time_t(exactly: now().rounded(.down)) ?? 0
        var parts = tm()
        localtime_r(&time, &parts)
        return String(format: "%04d-%02d-%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
    }
}
