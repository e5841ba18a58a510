import FoodlogSupport

/// Reading a short text from standard input (`foodlog add -`), never more than a cap: a command
/// that expects one meal's description must not swallow an endless stream.
enum StandardInput {
    /// Up to `limit` bytes, read to the end; `nil` when there are more (the caller names the limit).
    static func read(limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { systemRead(0, $0.baseAddress, min($0.count, limit + 1 - bytes.count)) }
            if count < 0, Platform.errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes.count > limit ? nil : bytes
    }

    /// The words on standard input joined by single spaces.
    static func phrase(limit: Int) throws -> String {
        guard let bytes = read(limit: limit) else { throw AddError.phraseTooLong(limit: limit) }
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
