/// Makes untrusted text safe to write to a terminal.
///
/// Product names, brands, AI answers, provider error messages, recipe text, journal entries and
/// echoed paths can hold control characters. Written raw, an ESC starts a CSI or OSC sequence
/// (clear the screen, retitle the window, rewrite the clipboard, forge a hyperlink), BEL rings,
/// BS and CR overwrite what was already printed, a newline forges a second line, and bidi overrides
/// reorder what the reader sees. `escaped(_:)` shows each such character as a visible escape
/// instead, so the reader sees exactly what the data holds and the terminal does nothing.
///
/// The program's own colouring (`Console.style`) is applied after escaping, so it keeps working.
public enum TerminalText {
    /// `text` with every terminal-control character replaced by a visible escape:
    ///
    /// - ESC as `\e`; newline, carriage return and tab as `\n`, `\r`, `\t`;
    /// - every other C0 control and DEL as `\xHH` (`\x07` for BEL, `\x7f` for DEL);
    /// - C1 controls U+0080–U+009F (`\u{9b}` is a one-byte CSI), the bidi embeddings, overrides
    ///   and isolates U+202A–U+202E and U+2066–U+2069, and the line and paragraph separators
    ///   U+2028 and U+2029 as `\u{HEX}`.
    ///
    /// Everything else, including a backslash, is left as it is: the result is for reading, not
    /// for parsing back (`--json` is lossless). The result holds no control character, so it is
    /// one line, and escaping it again changes nothing. Text with nothing to escape is returned
    /// without copying.
    public static func escaped(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x1B: result += "\\e"
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            case 0x00..<0x20, 0x7F: result += "\\x" + hex(value, digits: 2)
            case _ where isEscapedAboveASCII(value): result += "\\u{" + hex(value, digits: 1) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
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
                result += escaped(String(scalar))
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

    /// Whether any scalar of `text` would be escaped. Scans bytes: every escaped character is an
    /// ASCII control, DEL, or starts with the UTF-8 lead byte 0xC2 (C1) or 0xE2 (U+2000–U+2FFF).
    static func needsEscaping(_ text: String) -> Bool {
        var sawLeadByte = false
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { return true }
            if byte == 0xC2 || byte == 0xE2 { sawLeadByte = true }
        }
        return sawLeadByte && text.unicodeScalars.contains { isEscapedAboveASCII($0.value) }
    }

    /// C1 controls, bidi embeddings/overrides/isolates, and the Unicode line and paragraph separators.
    static func isEscapedAboveASCII(_ value: UInt32) -> Bool {
        switch value {
        case 0x80...0x9F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// Lowercase hexadecimal, zero-padded to at least `digits`.
    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return text.count >= digits ? text : String(repeating: "0", count: digits - text.count) + text
    }
}
