/// The words of a text, normalised so that text that means the same matches the same: the one text
/// pipeline of foodlog, shared by the index builder, every query, plain-word logging and the
/// allergen check.
///
/// A word is a maximal run of letters and digits. Per scalar, in order:
/// 1. ASCII letters are lower-cased, ASCII digits kept, other ASCII separates words (fast path);
/// 2. default-ignorable code points (`DefaultIgnorable`) and decorating combining marks
///    (`CombiningMark`) are dropped without splitting the word; a kana sound mark composes with
///    the kana before it;
/// 3. compatibility forms and precomposed Latin letters take their folded spelling (`Compatibility`);
/// 4. other letters and digits are lower-cased;
/// 5. anything else separates words.
/// Then, per word, Cyrillic and Greek look-alikes of Latin letters are mapped to Latin when the
/// word mixes scripts or every letter has a look-alike (`Confusables` says when and why).
///
/// Stop words, single letters, singulars and term length are the index's business (`Tokenizer`),
/// not this type's: the allergen check needs every word.
public enum FoodWords {
    /// Calls `body` with each normalised word of `text`, in order, duplicates kept.
    ///
    /// The index builder's and every query's hot loop: a word of ASCII letters and digits is cut
    /// straight out of the UTF-8 bytes (lower-cased in one pass when it has capitals); only a word
    /// with a non-ASCII scalar goes through `WordBuilder`.
    public static func forEach(in text: String, _ body: (String) -> Void) {
        var text = text
        text.withUTF8 { utf8 in
            var builder: WordBuilder?
            let count = utf8.count
            var index = 0
            while index < count {
                let byte = utf8[index]
                if byte < 0x80, !isASCIIWordByte(byte) {
                    index += 1
                    continue
                }
                let start = index
                var capitals = false
                while index < count {
                    let byte = utf8[index]
                    guard byte < 0x80, isASCIIWordByte(byte) else { break }
                    if byte <= 0x5A, byte >= 0x41 { capitals = true }
                    index += 1
                }
                if index == count || utf8[index] < 0x80 {
                    body(asciiWord(UnsafeBufferPointer(rebasing: utf8[start..<index]), capitals: capitals))
                    continue
                }
                var word = builder ?? WordBuilder()
                index = word.scan(utf8, from: start)
                if let finished = word.finish() { body(finished) }
                builder = word
                if index == start { index += scalarWidth(leading: utf8[start]) }  // a non-ASCII separator
            }
        }
    }

    /// The length in bytes of the UTF-8 sequence that `byte` starts.
    static func scalarWidth(leading byte: UInt8) -> Int {
        byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
    }

    /// An ASCII letter or digit.
    @inline(__always)
    static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (byte &- 0x30 < 10) || ((byte | 0x20) &- 0x61 < 26)
    }

    /// The word of ASCII letters and digits in `bytes`, lower case.
    static func asciiWord(_ bytes: UnsafeBufferPointer<UInt8>, capitals: Bool) -> String {
        guard capitals else { return String(decoding: bytes, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for (offset, byte) in bytes.enumerated() {
                buffer[offset] = byte <= 0x5A && byte >= 0x41 ? byte | 0x20 : byte
            }
            return bytes.count
        }
    }

    /// The normalised words of `text`, in order, duplicates kept.
    public static func of(_ text: String) -> [String] {
        var words: [String] = []
        forEach(in: text) { words.append($0) }
        return words
    }

    /// The words of `text` joined by single spaces: the normalised form of a whole text.
    public static func normalized(_ text: String) -> String {
        of(text).joined(separator: " ")
    }

    /// Whether `text` ends inside a word (so its last word may be a prefix being typed). An
    /// invisible code point or a combining mark at the end does not end the word.
    public static func endsInsideWord(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last else { return false }
        let value = last.value
        if value < 0x80 {
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        return WordBuilder.continuesWord(last)
    }
}
