/// At most `limit` characters of a value that may be any length, ending with `…` when cut: a
/// hostile name, reason or configuration value can hold megabytes, and a message quotes a little.
///
/// Both functions count Unicode scalars and read at most `limit + 1` of them, so a megabyte value
/// costs no more than a short one. Not Characters: one Character has no length limit (`e`
/// followed by a million combining marks is one), so counting Characters would neither bound the
/// result nor stop reading.
public enum TextExcerpt {
    /// An excerpt of untrusted text for a one-line message: `text` escaped by the terminal policy
    /// (`TerminalText.escaped`; `asciiOnly` for host names, so look-alikes show as escapes), then
    /// cut to `limit` characters of the escaped result, never inside an escape. Safe to print.
    public static func escaped(_ text: String, limit: Int = 40, asciiOnly: Bool = false) -> String {
        escaped(text.unicodeScalars, limit: limit, asciiOnly: asciiOnly)
    }

    /// `escaped(_:limit:asciiOnly:)` over any scalars, pulling no more of them than it shows plus one.
    static func escaped(_ scalars: some Sequence<Unicode.Scalar>, limit: Int, asciiOnly: Bool) -> String {
        var result = ""
        var length = 0
        var piece = ""
        for scalar in scalars {
            piece.removeAll(keepingCapacity: true)
            TerminalText.append(scalar, to: &piece, asciiOnly: asciiOnly)
            let pieceLength = piece.unicodeScalars.count
            guard length + pieceLength <= limit else { return result + "…" }
            result += piece
            length += pieceLength
        }
        return result
    }

    /// `text` cut to its first `limit` characters, not escaped: for a value kept as data (an Open
    /// Food Facts name goes into the journal as it was) or a reason that `--json` shows exactly,
    /// where the text output does the escaping.
    public static func cut(_ text: String, limit: Int) -> String {
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: max(0, limit), limitedBy: scalars.endIndex),
              end != scalars.endIndex else { return text }
        return String(scalars[..<end]) + "…"
    }
}
