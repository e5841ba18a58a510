/// One word being normalised by `FoodWords`: its UTF-8 bytes, and, once it has a Greek or Cyrillic
/// letter, the two Latin readings `Confusables` may choose between at its end.
struct WordBuilder {
    /// The word lower-cased, look-alikes as written.
    private var bytes: [UInt8] = []
    /// Look-alikes mapped by their own case, then their lower case (for a word mixing scripts).
    private var mixed: [UInt8] = []
    /// Look-alikes mapped by their lower case only (for a word with no Latin letter).
    private var pure: [UInt8] = []
    private var hasScript = false
    private var hasLatin = false
    private var pureMappable = true
    /// The last scalar appended and its length in bytes, for a kana sound mark to compose with.
    private var lastScalar: UInt32 = 0
    private var lastLength = 0

    init() { bytes.reserveCapacity(64) }

    mutating func appendASCII(_ byte: UInt8) {
        bytes.append(byte)
        if hasScript {
            mixed.append(byte)
            pure.append(byte)
        }
        if byte >= 0x61 { hasLatin = true }
        lastScalar = UInt32(byte)
        lastLength = 1
    }

    /// Appends the word that starts at `start` in valid UTF-8 `utf8`, scalar by scalar, and returns
    /// the offset just past it (at the separator that ends it, or the end).
    mutating func scan(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x80 {
                guard FoodWords.isASCIIWordByte(byte) else { return index }
                appendASCII(byte <= 0x5A && byte >= 0x41 ? byte | 0x20 : byte)
                index += 1
                continue
            }
            var iterator = UnsafeBufferPointer(rebasing: utf8[index...]).makeIterator()
            var decoder = UTF8()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return utf8.count }
            guard append(scalar) else { return index }
            index += UTF8.width(scalar)
        }
        return index
    }

    /// Appends a non-ASCII scalar; false when it separates words instead.
    mutating func append(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if DefaultIgnorable.contains(value) || CombiningMark.contains(value) { return true }
        switch value {
        case 0x3099, 0xFF9E: composeSoundMark(0x3099); return true
        case 0x309A, 0xFF9F: composeSoundMark(0x309A); return true
        default: break
        }
        if let folded = Compatibility.folded(value) {
            for part in folded.unicodeScalars { appendFolded(part) }
            return true
        }
        let properties = scalar.properties
        guard properties.isAlphabetic || properties.numericType != nil else { return false }
        appendFolded(scalar)
        return true
    }

    /// Whether a non-ASCII scalar belongs to a word (as a letter, a digit, or an invisible part).
    static func continuesWord(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if DefaultIgnorable.contains(value) || CombiningMark.contains(value) { return true }
        if [0x3099, 0x309A, 0xFF9E, 0xFF9F].contains(value) || Compatibility.folded(value) != nil { return true }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// The finished word, or nil when empty; the builder is left empty for the next word.
    mutating func finish() -> String? {
        defer {
            bytes.removeAll(keepingCapacity: true)
            if hasScript {
                mixed.removeAll(keepingCapacity: true)
                pure.removeAll(keepingCapacity: true)
            }
            hasScript = false
            hasLatin = false
            pureMappable = true
            lastLength = 0
        }
        guard !bytes.isEmpty else { return nil }
        if hasScript {
            if hasLatin { return String(decoding: mixed, as: UTF8.self) }
            if pureMappable { return String(decoding: pure, as: UTF8.self) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a scalar that is already folded by the table or is a letter or digit of its own.
    private mutating func appendFolded(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            appendASCII(UInt8(truncatingIfNeeded: value))
            return
        }
        let lower = scalar.properties.lowercaseMapping
        if Confusables.isGreekOrCyrillic(value), scalar.properties.isAlphabetic {
            if !hasScript {
                hasScript = true
                mixed = bytes
                pure = bytes
            }
            let lowerValue = lower.unicodeScalars.count == 1 ? lower.unicodeScalars.first?.value : nil
            let lowerLatin = lowerValue.flatMap { Confusables.latin(lowercase: $0) }
            mixed.append(contentsOf: (Confusables.latin(value) ?? lowerLatin ?? lower).utf8)
            if let lowerLatin { pure.append(contentsOf: lowerLatin.utf8) } else {
                pureMappable = false
                pure.append(contentsOf: lower.utf8)
            }
        } else if hasScript {
            mixed.append(contentsOf: lower.utf8)
            pure.append(contentsOf: lower.utf8)
        }
        bytes.append(contentsOf: lower.utf8)
        lastScalar = lower.unicodeScalars.count == 1 ? lower.unicodeScalars.first?.value ?? 0 : 0
        lastLength = lower.utf8.count
    }

    /// Replaces the kana just appended by its voiced or semi-voiced form; drops a mark with none.
    private mutating func composeSoundMark(_ mark: UInt32) {
        guard lastLength > 0, let composed = Compatibility.composed(lastScalar, mark: mark),
              let scalar = Unicode.Scalar(composed) else { return }
        bytes.removeLast(lastLength)
        if hasScript {
            mixed.removeLast(lastLength)
            pure.removeLast(lastLength)
        }
        appendFolded(scalar)
    }
}
