import FoodlogSupport
import Testing

/// Untrusted text on a terminal: every control character shows as a visible escape.
@Suite struct TerminalTextTests {
    /// Every scalar that could drive a terminal or break a line.
    static let controls: [Unicode.Scalar] = (0..<0x20).compactMap(Unicode.Scalar.init) + ["\u{7F}"]
        + (0x80...0x9F).compactMap(Unicode.Scalar.init)
        + (0x2028...0x202E).compactMap(Unicode.Scalar.init) + (0x2066...0x2069).compactMap(Unicode.Scalar.init)

    @Test func showsEachControlCharacterVisibly() {
        #expect(TerminalText.escaped("\u{1B}]0;pwned\u{07}") == #"\e]0;pwned\x07"#)
        #expect(TerminalText.escaped("\u{1B}[2Jcleared") == #"\e[2Jcleared"#)
        #expect(TerminalText.escaped("a\u{08}b\rc\nd\te") == #"a\x08b\rc\nd\te"#)
        #expect(TerminalText.escaped("nul\u{0}del\u{7F}") == #"nul\x00del\x7f"#)
        #expect(TerminalText.escaped("csi\u{9B}31m osc\u{9D} c1\u{80}") == #"csi\u{9b}31m osc\u{9d} c1\u{80}"#)
        #expect(TerminalText.escaped("gpj.\u{202E}exe") == #"gpj.\u{202e}exe"#)
        #expect(TerminalText.escaped("\u{2066}isolate\u{2069} line\u{2028}para\u{2029}") == #"\u{2066}isolate\u{2069} line\u{2028}para\u{2029}"#)
    }

    @Test func leavesOrdinaryTextAlone() {
        for text in ["Greek yogurt, 2% fat", "Crème brûlée – “classic” …", "Müsli ½ cup 100 µg °C", "寿司 🍣", #"back\slash \e"#, ""] {
            #expect(TerminalText.escaped(text) == text)
        }
    }

    @Test func resultHoldsNoControlCharacterAndIsStable() {
        for scalar in Self.controls {
            let text = "x" + String(scalar) + "y"
            let shown = TerminalText.escaped(text)
            #expect(!shown.unicodeScalars.contains { Self.controls.contains($0) }, "U+\(String(scalar.value, radix: 16)) left raw")
            #expect(shown.count > text.count)
            #expect(TerminalText.escaped(shown) == shown)
        }
    }

    @Test func keepsLinesTabsAndOwnColourOnlyWhenAsked() {
        let styled = Console(stdoutIsTerminal: true, stderrIsTerminal: true, stdinIsTerminal: true, useColor: true)
            .style("Total", .bold)
        let text = styled + "\n\tname\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[2J\r\u{9B}1m"
        #expect(TerminalText.escapedKeepingLines(text, keepingColour: true)
            == styled + "\n\tname" + #"\e]52;c;ZXZpbA==\x07\e[2J\r\u{9b}1m"#)
        #expect(TerminalText.escapedKeepingLines(text) == #"\e[1mTotal\e[0m"# + "\n\tname" + #"\e]52;c;ZXZpbA==\x07\e[2J\r\u{9b}1m"#)
        #expect(TerminalText.escapedKeepingLines("plain\nlines") == "plain\nlines")
    }

    @Test func tableCellsAreEscapedAndStayOneLineEach() {
        var table = TextTable(headers: ["name", "kcal"], alignments: [.left, .right])
        table.append(["Evil\u{1B}]0;pwned\u{07}\nbar", "100"])
        table.append(["Plain", "2"])
        let lines = table.render(headerStyle: { "\u{1B}[1m" + $0 + "\u{1B}[0m" })
        let shown = #"Evil\e]0;pwned\x07\nbar"#
        func padded(_ text: String) -> String { text + String(repeating: " ", count: shown.count - text.count) }
        #expect(lines == ["\u{1B}[1m" + padded("name") + "  kcal\u{1B}[0m", shown + "   100", padded("Plain") + "     2"])
    }

    @Test func tableTruncatesAfterEscaping() {
        var table = TextTable(headers: ["n"], alignments: [.left])
        table.append(["\u{1B}\u{1B}\u{1B}\u{1B}"])
        #expect(table.render(maxWidths: [5]) == ["n", #"\e\e…"#])
    }

    @Test func jsonOutputEscapesControlCharacters() throws {
        let hostile = "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J\n\r\u{08}\u{7F}\u{9B}\u{202E}"
        let rendered = JSONValue.object([("name", .string(hostile))]).rendered()
        #expect(!rendered.unicodeScalars.contains { Self.controls.contains($0) })
        #expect(rendered.contains(#"\u001b]0;pwned\u0007\u001b[2J\n\r\u0008\u007f\u009b\u202e"#))
        #expect(try JSONParser.parse(rendered)["name"] == .string(hostile))
    }
}
