/// A static symbol table for short strings (FSST-like: Boncz, Neumann, Leis, "FSST: fast random
/// access string compression", VLDB 2020): up to 255 symbols of 1-8 bytes, chosen at build time
/// from a sample of the texts, and one code byte per symbol. Code 255 escapes the next byte,
/// which is taken as it is. Each text decodes on its own, so any one name can be read without
/// its neighbours, and decoding is one table load and one 8-byte store per code.
///
/// Stored as:
/// ```
/// u32 crc      CRC-32C of the bytes after this field
/// u8  count    number of symbols, 0...255
/// u8  length × count       each symbol's length, 1...8
/// symbol bytes, concatenated
/// ```
public struct SymbolTable: Sendable, Equatable {
    public static let escape: UInt8 = 255
    public static let maxSymbols = 255
    /// Training rounds: each re-encodes the sample with the table so far and keeps the symbols
    /// (and pairs of adjacent symbols) that save the most bytes.
    static let rounds = 5

    /// Symbol bytes, little-endian in a word (unused high bytes 0), and lengths.
    private(set) var words: [UInt64]
    private(set) var lengths: [UInt8]
    /// Per first byte, the codes of the symbols starting with it, longest first (the greedy match
    /// order): the codes starting with byte b are `ordered[firstStart[b]..<firstStart[b + 1]]`.
    private var ordered: [UInt8]
    private var firstStart: [UInt16]

    public var count: Int { words.count }

    /// A table of these symbols (each 1-8 bytes; at most 255 are kept).
    public init(symbols: [[UInt8]]) {
        let kept = symbols.filter { (1...8).contains($0.count) }.prefix(SymbolTable.maxSymbols)
        self.init(words: kept.map(SymbolTable.word), lengths: kept.map { UInt8($0.count) })
    }

    /// A table of symbols given as words and lengths (1-8, at most 255 symbols: checked by callers).
    private init(words: [UInt64], lengths: [UInt8]) {
        self.words = words
        self.lengths = lengths
        // Codes grouped by first byte (a counting sort), each group longest first, then by code.
        var starts = [UInt16](repeating: 0, count: 257)
        for word in words { starts[Int(word & 0xFF) + 1] += 1 }
        for first in 0..<256 { starts[first + 1] += starts[first] }
        var next = starts
        var ordered = [UInt8](repeating: 0, count: words.count)
        for (code, word) in words.enumerated() {
            let first = Int(word & 0xFF)
            ordered[Int(next[first])] = UInt8(code)
            next[first] += 1
        }
        for first in 0..<256 {
            let range = Int(starts[first])..<Int(starts[first + 1])
            guard range.count > 1 else { continue }
            // Insertion sort: a group holds a few codes.
            for index in (range.lowerBound + 1)..<range.upperBound {
                let code = ordered[index]
                var at = index
                while at > range.lowerBound {
                    let before = ordered[at - 1]
                    let longer = lengths[Int(code)] > lengths[Int(before)]
                        || (lengths[Int(code)] == lengths[Int(before)] && code < before)
                    guard longer else { break }
                    ordered[at] = before
                    at -= 1
                }
                ordered[at] = code
            }
        }
        self.ordered = ordered
        firstStart = starts
    }

    public static func == (lhs: SymbolTable, rhs: SymbolTable) -> Bool { lhs.words == rhs.words && lhs.lengths == rhs.lengths }

    public var symbols: [[UInt8]] {
        zip(words, lengths).map { word, length in (0..<Int(length)).map { UInt8(truncatingIfNeeded: word >> UInt64(8 * $0)) } }
    }

    private static func word(_ bytes: some Collection<UInt8>) -> UInt64 {
        var word: UInt64 = 0
        for (index, byte) in bytes.enumerated() { word |= UInt64(byte) << UInt64(8 * index) }
        return word
    }

    // MARK: Encoding

    /// Up to 8 bytes of `text` from `position`, little-endian in a word, and how many there were.
    @inline(__always)
    private static func window(_ text: UnsafeBufferPointer<UInt8>, _ position: Int) -> (UInt64, Int) {
        let available = min(8, text.count - position)
        var word: UInt64 = 0
        for index in 0..<available { word |= UInt64(text[position + index]) << UInt64(8 * index) }
        return (word, available)
    }

    /// The longest symbol matching `text` at `position`: its code and length, or nil.
    @inline(__always)
    private func match(_ word: UInt64, available: Int, first: UInt8) -> (code: UInt8, length: Int)? {
        for slot in Int(firstStart[Int(first)])..<Int(firstStart[Int(first) + 1]) {
            let code = ordered[slot]
            let length = Int(lengths[Int(code)])
            guard length <= available else { continue }
            let mask: UInt64 = length == 8 ? ~0 : (1 << UInt64(8 * length)) - 1
            if word & mask == words[Int(code)] { return (code, length) }
        }
        return nil
    }

    /// Appends the codes of `text` to `output`: greedy, longest symbol first.
    public func encode(_ text: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        output.reserveCapacity(output.count + text.count + text.count / 2)
        words.withUnsafeBufferPointer { words in
            lengths.withUnsafeBufferPointer { lengths in
                ordered.withUnsafeBufferPointer { ordered in
                    firstStart.withUnsafeBufferPointer { firstStart in
                        var position = 0
                        let count = text.count
                        while position < count {
                            let available = min(8, count - position)
                            var word: UInt64 = 0
                            if available == 8, let base = text.baseAddress {
                                word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self).littleEndian
                            } else {
                                for index in 0..<available { word |= UInt64(text[position + index]) << UInt64(8 * index) }
                            }
                            let first = Int(text[position])
                            var matched = -1
                            var matchedLength = 1
                            for slot in Int(firstStart[first])..<Int(firstStart[first + 1]) {
                                let code = Int(ordered[slot])
                                let length = Int(lengths[code])
                                guard length <= available else { continue }
                                let mask: UInt64 = length == 8 ? ~0 : (1 << UInt64(8 * length)) - 1
                                if word & mask == words[code] {
                                    matched = code
                                    matchedLength = length
                                    break
                                }
                            }
                            if matched >= 0 {
                                output.append(UInt8(matched))
                            } else {
                                output.append(SymbolTable.escape)
                                output.append(text[position])
                            }
                            position += matchedLength
                        }
                    }
                }
            }
        }
    }

    public func encode(_ text: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        text.withUnsafeBufferPointer { encode($0, into: &output) }
        return output
    }

    // MARK: Decoding

    /// The text the codes stand for, or nil when a code names no symbol or an escape ends them.
    public func decode(_ codes: UnsafeRawBufferPointer) -> String? {
        var valid = true
        let text = String(unsafeUninitializedCapacity: codes.count * 8 + 8) { buffer in
            guard let base = UnsafeMutableRawPointer(buffer.baseAddress) else { return 0 }
            var written = 0
            var index = 0
            let count = words.count
            words.withUnsafeBufferPointer { words in
                lengths.withUnsafeBufferPointer { lengths in
                    while index < codes.count {
                        let code = codes[index]
                        index += 1
                        if Int(code) < count {
                            base.storeBytes(of: words[Int(code)].littleEndian, toByteOffset: written, as: UInt64.self)
                            written += Int(lengths[Int(code)])
                        } else if code == SymbolTable.escape, index < codes.count {
                            base.storeBytes(of: codes[index], toByteOffset: written, as: UInt8.self)
                            written += 1
                            index += 1
                        } else {
                            valid = false
                            return
                        }
                    }
                }
            }
            return valid ? written : 0
        }
        return valid ? text : nil
    }

    // MARK: Training

    private struct Candidate: Hashable {
        var word: UInt64
        var length: UInt8
    }

    /// The table that compresses `sample` best by FSST's greedy rounds. Deterministic: the same
    /// sample gives the same table (ties are broken by length, then bytes).
    public static func train(_ sample: [[UInt8]]) -> SymbolTable {
        var table = SymbolTable(symbols: [])
        for _ in 0..<rounds {
            var counts: [Candidate: Int] = [:]
            for text in sample {
                text.withUnsafeBufferPointer { text in
                    var position = 0
                    var previous: Candidate?
                    while position < text.count {
                        let (word, available) = window(text, position)
                        let current: Candidate
                        if let found = table.match(word, available: available, first: text[position]) {
                            current = Candidate(word: table.words[Int(found.code)], length: table.lengths[Int(found.code)])
                        } else {
                            current = Candidate(word: UInt64(text[position]), length: 1)
                        }
                        counts[current, default: 0] += 1
                        if let previous, Int(previous.length) + Int(current.length) <= 8 {
                            let joined = Candidate(word: previous.word | current.word << UInt64(8 * Int(previous.length)),
                                                   length: previous.length + current.length)
                            counts[joined, default: 0] += 1
                        }
                        previous = current
                        position += Int(current.length)
                    }
                }
            }
            // Single bytes count eight times over, as in FSST: without them a byte becomes a
            // two-byte escape.
            let ranked = counts.map { (candidate: $0.key, gain: $0.value * ($0.key.length == 1 ? 8 : Int($0.key.length))) }
                .filter { $0.gain > 1 }
                .sorted {
                    if $0.gain != $1.gain { return $0.gain > $1.gain }
                    if $0.candidate.length != $1.candidate.length { return $0.candidate.length > $1.candidate.length }
                    return $0.candidate.word < $1.candidate.word
                }
            let chosen = ranked.prefix(maxSymbols).map { entry in
                (0..<Int(entry.candidate.length)).map { UInt8(truncatingIfNeeded: entry.candidate.word >> UInt64(8 * $0)) }
            }
            table = SymbolTable(symbols: chosen)
        }
        return table
    }

    // MARK: Storage

    /// The table's stored bytes (see the type's comment).
    public func encoded() -> [UInt8] {
        var body = StoreWriter()
        body.bytes.append(UInt8(count))
        body.append(lengths)
        for symbol in symbols { body.append(symbol) }
        var out = StoreWriter()
        out.fixed(CRC32C.checksum(body.bytes))
        out.append(body.bytes)
        return out.bytes
    }

    /// Reads a stored table, checking its checksum and every length. Nil when damaged.
    public static func decode(_ raw: UnsafeRawBufferPointer) -> SymbolTable? {
        var reader = StoreReader(raw)
        guard let crc = reader.fixed(UInt32.self), CRC32C.checksum(UnsafeRawBufferPointer(rebasing: raw[4...])) == crc,
              let count = reader.byte(), Int(count) <= maxSymbols, let lengths = reader.bytes(Int(count))
        else { return nil }
        var words: [UInt64] = []
        words.reserveCapacity(Int(count))
        for length in lengths {
            guard (1...8).contains(length), let bytes = reader.bytes(Int(length)) else { return nil }
            words.append(word(bytes))
        }
        guard reader.atEnd else { return nil }
        return SymbolTable(words: words, lengths: Array(lengths))
    }

    /// The stored size of a table whose first bytes are `raw` (its CRC, count and lengths), or nil.
    static func storedLength(_ raw: UnsafeRawBufferPointer) -> Int? {
        guard raw.count >= 5 else { return nil }
        let count = Int(raw[4])
        guard raw.count >= 5 + count else { return nil }
        return (0..<count).reduce(5 + count) { $0 + Int(raw[5 + $1]) }
    }
}
