/// A short, printable excerpt of untrusted text for a one-line error message: control characters
/// (C0, DEL, C1) shown as `\u{1B}`-style escapes (and `\\`, `\n`, `\t`, `\r`), optionally every
/// non-ASCII character too (to expose look-alike host names), and cut to `limit` characters
/// with `...` so a hostile value cannot flood the terminal or hide the rest of the message.
public enum TextExcerpt {
    /// The escaped excerpt; `limit` counts the characters of the result before the `...`.
    public static func escaped(_ text: String, limit: Int = 40, escapeNonASCII: Bool = false) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            let piece = escape(scalar, escapeNonASCII: escapeNonASCII)
            if count + piece.count > limit { return out + "..." }
            out += piece
            count += piece.count
        }
        return out
    }

    /// `text` cut to its first `limit` characters, ending with `…` when anything was cut: for an id,
    /// name or reason quoted in a one-line message, where the output does the escaping. Reads at
    /// most `limit` characters, so a megabyte value costs no more than a short one.
    public static func cut(_ text: String, limit: Int) -> String {
        let kept = text.prefix(limit)
        return kept.endIndex == text.endIndex ? text : String(kept) + "…"
    }

    private static func escape(_ scalar: Unicode.Scalar, escapeNonASCII: Bool) -> String {
        switch scalar {
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default:
            let value = scalar.value
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
            let isFormat = value == 0x2028 || value == 0x2029 || (0x200B...0x200F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0xFEFF
            if isControl || isFormat || (escapeNonASCII && value > 0x7E) {
                return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            }
            return String(scalar)
        }
    }
}
