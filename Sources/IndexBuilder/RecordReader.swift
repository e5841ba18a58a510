import FoodlogSupport

/// Reads a file descriptor in large blocks and hands out one record (line) at a time, without
/// holding more than one block and one record in memory.
///
/// With `quoted` (CSV), a line break inside a double-quoted field does not end the record.
/// Tab-separated Open Food Facts exports are read unquoted: their quotes are literal characters,
/// and a stray quote must not swallow the following lines.
///
/// A record is at most `maxRecordBytes`, so memory stays bounded on any input. A longer one is
/// counted in `overlongRecords` and skipped up to the end of its first line, quotes or not: a
/// line with no break for gigabytes is dropped block by block, and a quote that never closes
/// costs only the line it is on (the lines after it are read again as records).
final class RecordReader {
    /// Longest record kept: the longest row of the Open Food Facts export is about 30 KB.
    static let defaultMaxRecordBytes = 4 << 20

    private let fd: Int32
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var atEOF = false
    private var quoted: Bool
    private let blockSize: Int
    let maxRecordBytes: Int
    /// Bytes consumed so far (for progress).
    private(set) var bytesRead: UInt64 = 0
    /// Records skipped for being longer than `maxRecordBytes`.
    private(set) var overlongRecords = 0
    /// Lines consumed so far, counting those inside quoted fields and skipped records.
    private(set) var lines = 0
    /// The line at which a quoted field opened and never closed before the end of the input.
    private(set) var unterminatedQuoteLine: Int?

    init(fd: Int32, quoted: Bool, blockSize: Int = 1 << 20, maxRecordBytes: Int = RecordReader.defaultMaxRecordBytes) {
        self.fd = fd
        self.quoted = quoted
        self.blockSize = blockSize
        self.maxRecordBytes = maxRecordBytes
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
        record: while true {
            var scanFrom = start
            var inQuotes = false
            var quotedLines = 0
            let firstLine = lines + 1
            while true {
                if let newline = findRecordEnd(from: &scanFrom, inQuotes: &inQuotes, lines: &quotedLines) {
                    var stop = newline
                    if stop > start, buffer[stop - 1] == 0x0D { stop -= 1 }
                    let recordStart = start
                    start = newline + 1
                    lines += 1 + quotedLines
                    guard stop - recordStart <= maxRecordBytes else {
                        overlongRecords += 1
                        continue record
                    }
                    try withRecord(recordStart..<stop, body)
                    return true
                }
                if end - start > maxRecordBytes {
                    overlongRecords += 1
                    try skipPastLineBreak()
                    continue record
                }
                if atEOF {
                    guard end > start else { return false }
                    if inQuotes { unterminatedQuoteLine = firstLine }
                    let recordStart = start
                    let stop = end
                    start = end
                    lines += 1 + quotedLines
                    try withRecord(recordStart..<stop, body)
                    return true
                }
                let consumed = start
                try refill()
                scanFrom -= consumed
            }
        }
    }

    private func findRecordEnd(from cursor: inout Int, inQuotes: inout Bool, lines: inout Int) -> Int? {
        if !quoted {
            let found = lineBreak(from: cursor)
            if found == nil { cursor = end }
            return found
        }
        while cursor < end {
            let byte = buffer[cursor]
            if byte == 0x22 {
                inQuotes.toggle()
            } else if byte == 0x0A {
                if !inQuotes { return cursor }
                lines += 1
            }
            cursor += 1
        }
        return nil
    }

    /// The position of the first line feed at or after `cursor` in the buffered bytes.
    private func lineBreak(from cursor: Int) -> Int? {
        buffer.withUnsafeBufferPointer { pointer -> Int? in
            guard cursor < end, let base = pointer.baseAddress,
                  let hit = memchr(base + cursor, 0x0A, end - cursor) else { return nil }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Drops everything up to and including the next line feed, quotes or not, reading block by
    /// block without keeping what it drops.
    private func skipPastLineBreak() throws(BuildError) {
        while true {
            if let newline = lineBreak(from: start) {
                start = newline + 1
                lines += 1
                return
            }
            start = 0
            end = 0
            if atEOF { return }
            try refill()
            if atEOF, end == 0 { return }
        }
    }

    /// Moves the unread tail to the front and reads more; grows the buffer for a long record, up
    /// to `maxRecordBytes` and a block.
    private func refill() throws(BuildError) {
        let pending = end - start
        if start > 0 {
            if pending > 0 {
                buffer.withUnsafeMutableBytes { raw in
                    guard let base = raw.baseAddress else { return }
                    _ = memmove(base, base + start, pending)
                }
            }
            start = 0
            end = pending
        }
        if end == buffer.count {
            let grown = min(buffer.count * 2, maxRecordBytes + blockSize + 1)
            buffer.append(contentsOf: repeatElement(0, count: max(grown - buffer.count, blockSize)))
        }
        while true {
            let count = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return systemRead(fd, base + end, raw.count - end)
            }
            if count < 0 {
                if Platform.errno == EINTR { continue }
                throw BuildError.readFailed(reason: Platform.describe(errno: Platform.errno))
            }
            if count == 0 { atEOF = true } else { end += count; bytesRead += UInt64(count) }
            return
        }
    }
}
