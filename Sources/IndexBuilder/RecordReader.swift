import FoodlogSupport

/// Reads a file descriptor in large blocks and hands out one record (line) at a time, without
/// holding more than one block and one record in memory.
///
/// With `quoted` (CSV), a line break inside a double-quoted field does not end the record.
/// Tab-separated Open Food Facts exports are read unquoted: their quotes are literal characters,
/// and a stray quote must not swallow the following lines.
final class RecordReader {
    private let fd: Int32
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var atEOF = false
    private var quoted: Bool
    /// Bytes consumed so far (for progress).
    private(set) var bytesRead: UInt64 = 0

    init(fd: Int32, quoted: Bool, blockSize: Int = 1 << 20) {
        self.fd = fd
        self.quoted = quoted
        buffer = [UInt8](repeating: 0, count: blockSize)
    }

    private func withRecord(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws(BuildError) -> Void) throws(BuildError) {
        var failure: BuildError?
        buffer.withUnsafeBufferPointer { pointer in
            do throws(BuildError) { try body(UnsafeBufferPointer(rebasing: pointer[range])) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Switches quote handling (after the header tells the format).
    func setQuoted(_ value: Bool) { quoted = value }

    /// Calls `body` with the next record's bytes (without its line ending); false at the end.
    func next(_ body: (UnsafeBufferPointer<UInt8>) throws(BuildError) -> Void) throws(BuildError) -> Bool {
        var scanFrom = start
        var inQuotes = false
        while true {
            if let newline = findRecordEnd(from: &scanFrom, inQuotes: &inQuotes) {
                var stop = newline
                if stop > start, buffer[stop - 1] == 0x0D { stop -= 1 }
                let recordStart = start
                start = newline + 1
                try withRecord(recordStart..<stop, body)
                return true
            }
            if atEOF {
                guard end > start else { return false }
                let recordStart = start
                let stop = end
                start = end
                try withRecord(recordStart..<stop, body)
                return true
            }
            let consumed = start
            try refill()
            scanFrom -= consumed
        }
    }

    private func findRecordEnd(from cursor: inout Int, inQuotes: inout Bool) -> Int? {
        if !quoted {
            let found = buffer.withUnsafeBufferPointer { pointer -> Int? in
                guard cursor < end, let base = pointer.baseAddress,
                      let hit = memchr(base + cursor, 0x0A, end - cursor) else { return nil }
                return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            }
            if found == nil { cursor = end }
            return found
        }
        while cursor < end {
            let byte = buffer[cursor]
            if byte == 0x22 { inQuotes.toggle() } else if byte == 0x0A, !inQuotes { return cursor }
            cursor += 1
        }
        return nil
    }

    /// Moves the unread tail to the front and reads more; grows the buffer for a huge record.
    private func refill() throws(BuildError) {
        let pending = end - start
        if start > 0 {
            if pending > 0 { buffer.withUnsafeMutableBytes { _ = memmove($0.baseAddress!, $0.baseAddress! + start, pending) } }
            start = 0
            end = pending
        }
        if end == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + end, $0.count - end) }
            if count < 0 {
                if Platform.errno == EINTR { continue }
                throw BuildError.readFailed(reason: Platform.describe(errno: Platform.errno))
            }
            if count == 0 { atEOF = true } else { end += count; bytesRead += UInt64(count) }
            return
        }
    }
}
