/// The one policy for showing untrusted text on a terminal.
///
/// Product names, brands, AI answers, provider error messages, recipe text, journal entries,
/// configuration values, host names and echoed paths can hold control characters. Written raw, an
/// ESC starts a CSI or OSC sequence (clear the screen, retitle the window, rewrite the clipboard,
/// forge a hyperlink), BEL rings, BS and CR overwrite what was already printed, a newline forges a
/// second line, bidi controls reorder what the reader sees and invisible characters hide text.
/// `escaped(_:asciiOnly:)` shows each such character as a visible escape instead, so the reader
/// sees exactly what the data holds and the terminal does nothing. `TextExcerpt.escaped` is the
/// same policy cut to a length, for quoting a value in a one-line message.
///
/// The escapes are the ones a shell's `printf` reads (`\e`, `\x07`, `\n`) and Swift's `\u{…}`:
/// short, so an excerpt shows more of the value, and the form a person can paste to reproduce it.
///
/// The program's own colouring (`Console.style`) is applied after escaping, so it keeps working.
public enum TerminalText {
    /// `text` with every character that could drive a terminal or deceive the reader replaced by
    /// a visible escape:
    ///
    /// - ESC as `\e`; newline, carriage return and tab as `\n`, `\r`, `\t`;
    /// - every other C0 control and DEL as `\xHH` (`\x07` for BEL, `\x7f` for DEL);
    /// - as `\u{HEX}`: the C1 controls U+0080–U+009F (`\u{9b}` is a one-byte CSI); the bidi
    ///   controls (U+061C, U+200E, U+200F, the embeddings and overrides U+202A–U+202E, the isolates
    ///   U+2066–U+2069), which reorder what is shown; the line and paragraph separators U+2028 and
    ///   U+2029; and the invisible characters that only hide text (zero-width space U+200B, word
    ///   joiner and invisible operators U+2060–U+2064, zero-width no-break space U+FEFF);
    /// - with `asciiOnly`, every other non-ASCII character too, so that a look-alike host name
    ///   (`раypal.com` in Cyrillic) shows as what it is: `\u{440}\u{430}ypal.com`.
    ///
    /// Everything else is left as it is: combining marks (a decomposed `è`), the zero-width
    /// joiner and non-joiner (emoji sequences, Persian and Indic spelling), U+FFFD (what invalid
    /// UTF-8 decodes to), and the backslash, so escaping twice changes nothing and layers (a
    /// renderer, then `printError`) compose. The result is for reading, not for parsing back
    /// (`--json` is lossless). It holds no control character, so it is one line. Text with nothing
    /// to escape is returned without copying.
    public static func escaped(_ text: String, asciiOnly: Bool) -> String {
        guard asciiOnly ? !isASCIIPrintable(text) : needsEscaping(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars { append(scalar, to: &result, asciiOnly: asciiOnly) }
        return result
    }

    /// Whether `escaped(_:asciiOnly:)` shows `scalar` as an escape: for a place that cannot show
    /// an escape and must leave the character out instead (a shell completion word).
    public static func isEscaped(_ scalar: Unicode.Scalar, asciiOnly: Bool = false) -> Bool {
        let value = scalar.value
        return value < 0x20 || value == 0x7F || (value > 0x7F && (asciiOnly || isEscapedAboveASCII(value)))
    }

    /// `escaped(_:asciiOnly:)` for everything but host names: letters of every script stay letters.
    /// (A function of one argument, so it can be passed as one: `brand.map(TerminalText.escaped)`.)
    public static func escaped(_ text: String) -> String { escaped(text, asciiOnly: false) }

    /// Appends `scalar` to `result`, as its visible escape when the policy escapes it.
    static func append(_ scalar: Unicode.Scalar, to result: inout String, asciiOnly: Bool) {
        guard isEscaped(scalar, asciiOnly: asciiOnly) else {
            result.unicodeScalars.append(scalar)
            return
        }
        switch scalar.value {
        case 0x1B: result += "\\e"
        case 0x0A: result += "\\n"
        case 0x0D: result += "\\r"
        case 0x09: result += "\\t"
        case let value where value < 0x80: result += "\\x" + hex(value, digits: 2)
        case let value: result += "\\u{" + hex(value, digits: 1) + "}"
        }
    }

    /// Multi-line output bound for a terminal, as a last line of defence behind the renderers'
    /// own escaping: like `escaped(_:)`, except that line feeds and tabs are kept and, with
    /// `keepingColour`, so are SGR colour sequences (`ESC [` digits and semicolons `m`, what
    /// `Console.style` writes), which can only change how text looks. Every other escape sequence
    /// loses its ESC (shown as `\e`), so it cannot move the cursor, clear the screen, set the title
    /// or reach the clipboard.
    public static func escapedKeepingLines(_ text: String, keepingColour: Bool = false) -> String {
        guard needsEscaping(text) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\t" {
                result.unicodeScalars.append(scalar)
            } else if scalar == "\u{1B}", keepingColour, let end = colourSequenceEnd(scalars, from: index) {
                result.unicodeScalars.append(contentsOf: scalars[index...end])
                index = end
            } else {
                append(scalar, to: &result, asciiOnly: false)
            }
            index += 1
        }
        return result
    }

    /// The index of the `m` ending an SGR sequence `ESC [ [0-9;]* m` that starts at `start`.
    static func colourSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        guard index < scalars.count, scalars[index] == "[" else { return nil }
        index += 1
        while index < scalars.count {
            switch scalars[index] {
            case "m": return index
            case "0"..."9", ";": index += 1
            default: return nil
            }
        }
        return nil
    }

    /// Whether any scalar of `text` would be escaped (without `asciiOnly`). Scans bytes: every
    /// escaped character is an ASCII control or DEL, or starts with one of the UTF-8 lead bytes
    /// 0xC2 (C1), 0xD8 (U+061C), 0xE2 (U+2000–U+2FFF) or 0xEF (U+FEFF).
    static func needsEscaping(_ text: String) -> Bool {
        var sawLeadByte = false
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { return true }
            if byte == 0xC2 || byte == 0xD8 || byte == 0xE2 || byte == 0xEF { sawLeadByte = true }
        }
        return sawLeadByte && text.unicodeScalars.contains { isEscapedAboveASCII($0.value) }
    }

    /// Whether `text` is printable ASCII only, so that `asciiOnly` escaping leaves it as it is.
    static func isASCIIPrintable(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The non-ASCII scalars escaped even without `asciiOnly`: C1 controls, bidi controls, the
    /// Unicode line and paragraph separators, and the invisible characters that only hide text.
    /// `JSONValue` writes the same scalars as `\u` escapes, so JSON on a terminal is safe too.
    static func isEscapedAboveASCII(_ value: UInt32) -> Bool {
        switch value {
        case 0x80...0x9F, 0x061C, 0x200B, 0x200E, 0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF:
            return true
        default:
            return false
        }
    }

    /// Lowercase hexadecimal, zero-padded to at least `digits`.
    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return text.count >= digits ? text : String(repeating: "0", count: digits - text.count) + text
    }
}
