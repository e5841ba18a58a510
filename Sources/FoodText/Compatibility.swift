/// The effect of Unicode compatibility normalisation (NFKC) that matters in food text, with accents
/// removed and lower case: fullwidth and halfwidth forms (`ａｌｍｏｎｄｓ`, `ｶﾞ`), ligatures (`ﬁ`, `ﬂ`,
/// `ﬀ`), superscript and subscript digits (`CO₂`, `m²`), compatibility letters (`ℓ`, `K`, `ǆ`,
/// mathematical and circled letters), squared units (`㎏`, `㎉`) and precomposed Latin letters
/// (Latin-1, Extended-A and -B, Extended Additional: `é`, `ș`, `ệ`), plus the fixed spellings of
/// letters with no decomposition (`æ` → `ae`, `ø` → `o`, `ß` → `ss`).
///
/// A fixed table (CompatibilityTable.swift, generated once by Tools/foodtext-tables/generate.py),
/// not the platform's Unicode library: the index builder and every query fold identically on every
/// platform and toolchain, and without Foundation.
public enum Compatibility {
    /// The folded spelling of a non-ASCII scalar when the table lists one.
    public static func folded(_ value: UInt32) -> String? {
        if value >= 0xFF01, value <= 0xFF5E { return fullwidth(value) }
        return lookUp(value)
    }

    /// Fullwidth ASCII (U+FF01...U+FF5E) as ASCII: letters lower-cased, digits as digits; `nil` for
    /// punctuation, which separates words as its ASCII twin does.
    static func fullwidth(_ value: UInt32) -> String? {
        let ascii = value - 0xFF01 + 0x21
        switch ascii {
        case 0x41...0x5A: return String(Unicode.Scalar(UInt8(ascii + 0x20)))
        case 0x30...0x39, 0x61...0x7A: return String(Unicode.Scalar(UInt8(ascii)))
        default: return nil
        }
    }

    /// The kana that `base` followed by a sound mark (U+3099 voiced, U+309A semi-voiced) composes
    /// into, as NFC composes them (`カ` + `゙` → `ガ`).
    public static func composed(_ base: UInt32, mark: UInt32) -> UInt32? {
        soundMarks[UInt64(mark) << 32 | UInt64(base)]
    }

    /// The table's spelling of `value`, by binary search over `scalars`.
    static func lookUp(_ value: UInt32) -> String? {
        var low = 0
        var high = scalars.count
        while low < high {
            let middle = (low + high) / 2
            if scalars[middle] < value { low = middle + 1 } else { high = middle }
        }
        guard low < scalars.count, scalars[low] == value else { return nil }
        let start = low == 0 ? 0 : Int(spellingEnds[low - 1])
        return String(decoding: spellings[start..<Int(spellingEnds[low])], as: UTF8.self)
    }

    static let soundMarks: [UInt64: UInt32] = {
        var table: [UInt64: UInt32] = [:]
        for (base, mark, composed) in soundMarkSource { table[UInt64(mark) << 32 | UInt64(base)] = composed }
        return table
    }()
}
