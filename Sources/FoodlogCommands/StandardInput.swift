import FoodlogSupport

/// Reading a short text from standard input (`foodlog add -`), never more than a cap: a command
/// that expects one meal's description must not swallow an endless stream.
enum StandardInput {
    /// Up to `limit` bytes, read to the end; `nil` when there are more (the caller names the limit).
    /// A read error ends the input where it is, as the end of input would.
    static func read(limit: Int) -> [UInt8]? {
        do throws(Errno) {
            return try FileDescriptor.standardInput.readAll(upTo: limit)
        } catch {
            return []
        }
    }

    /// The words on standard input joined by single spaces.
    static func phrase(limit: Int) throws -> String {
        guard let bytes = read(limit: limit) else { throw AddError.phraseTooLong(limit: limit) }
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
