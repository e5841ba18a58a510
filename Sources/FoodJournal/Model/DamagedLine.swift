import FoodlogSupport

/// A line of a journal file that could not be read: reported, never silently dropped.
public struct DamagedLine: Equatable, Sendable, CustomStringConvertible {
    /// The file, relative to the journal directory (`2026-11.jsonl`).
    public var file: String
    /// 1-based line number.
    public var line: Int
    public var reason: String

    /// Reasons quote the damaged value; a hostile line can hold megabytes, so a reason keeps at
    /// most `reasonLimit` characters and ends with `…` when cut.
    public static let reasonLimit = 200

    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = TextExcerpt.cut(reason, limit: Self.reasonLimit)
    }

    public var description: String { "\(file) line \(line): \(reason)" }
}
