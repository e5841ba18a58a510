import FoodlogSupport

/// Reads keys from standard input in raw mode. A read can end inside a key: a lone ESC that
/// starts an arrow sequence, or the first bytes of a multi-byte UTF-8 character. The first waits
/// briefly for the rest; the second is kept for the next read.
struct KeyReader {
    private var buffer = [UInt8](repeating: 0, count: 256)
    private var carried: [UInt8] = []

    /// The keys of one read. With `wait`, blocks until there is input; without, returns nil at once
    /// when nothing is waiting. Nil also at end of input or on an error.
    mutating func next(wait: Bool) -> [Key]? {
        if !wait, !Platform.readable(0, milliseconds: 0) { return nil }
        guard var bytes = read() else { return nil }
        if bytes.last == 0x1B, Platform.readable(0, milliseconds: 30), let more = read() { bytes += more }
        bytes = carried + bytes
        let cut = Self.completeLength(bytes)
        carried = Array(bytes[cut...])
        return Key.decode(Array(bytes[..<cut]))
    }

    private mutating func read() -> [UInt8]? {
        let count = buffer.withUnsafeMutableBytes { (try? FileDescriptor.standardInput.read(into: $0)) ?? 0 }
        return count > 0 ? Array(buffer[0..<count]) : nil
    }

    /// The length of `bytes` without a trailing incomplete UTF-8 sequence (at most 3 bytes held back).
    static func completeLength(_ bytes: [UInt8]) -> Int {
        var start = bytes.count
        while start > 0, bytes.count - start < 3, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > 0 else { return bytes.count }
        let lead = bytes[start - 1]
        let needed = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return needed > bytes.count - (start - 1) ? start - 1 : bytes.count
    }
}
