import FoodlogSupport
import Testing

/// The one escaping policy for untrusted text on a terminal: every control, bidi and hiding
/// character shows as a visible escape; ordinary writing stays as it is.
@Suite struct TerminalTextTests {
    /// Every scalar that could drive a terminal or break a line.
    static let controls: [Unicode.Scalar] = (0..<0x20).compactMap(Unicode.Scalar.init) + ["\u{7F}"]
        + (0x80...0x9F).compactMap(Unicode.Scalar.init)
        + (0x2028...0x202E).compactMap(Unicode.Scalar.init) + (0x2066...0x2069).compactMap(Unicode.Scalar.init)
        + ["\u{61C}", "\u{200B}", "\u{200E}", "\u{200F}", "\u{FEFF}"] + (0x2060...0x2064).compactMap(Unicode.Scalar.init)

    @Test func showsEachControlCharacterVisibly() {
        #expect(TerminalText.escaped("\u{1B}]0;pwned\u{07}") == #"\e]0;pwned\x07"#)
        #expect(TerminalText.escaped("\u{1B}[2Jcleared") == #"\e[2Jcleared"#)
        #expect(TerminalText.escaped("a\u{08}b\rc\nd\te") == #"a\x08b\rc\nd\te"#)
        #expect(TerminalText.escaped("nul\u{0}del\u{7F}") == #"nul\x00del\x7f"#)
        #expect(TerminalText.escaped("csi\u{9B}31m osc\u{9D} c1\u{80}") == #"csi\u{9b}31m osc\u{9d} c1\u{80}"#)
        #expect(TerminalText.escaped("gpj.\u{202E}exe") == #"gpj.\u{202e}exe"#)
        #expect(TerminalText.escaped("\u{2066}isolate\u{2069} line\u{2028}para\u{2029}") == #"\u{2066}isolate\u{2069} line\u{2028}para\u{2029}"#)
    }

    @Test("bidi marks and the zero-width characters that only hide text are shown")
    func showsInvisibleCharacters() {
        #expect(TerminalText.escaped("nu\u{200B}ts") == #"nu\u{200b}ts"#, "a zero-width space would make 'nuts' unmatchable yet look the same")
        #expect(TerminalText.escaped("a\u{200E}b\u{200F}c\u{61C}d") == #"a\u{200e}b\u{200f}c\u{61c}d"#)
        #expect(TerminalText.escaped("\u{FEFF}oats\u{2060}\u{2064}") == #"\u{feff}oats\u{2060}\u{2064}"#)
    }

    @Test("combining marks and joiners are ordinary writing and stay as they are")
    func keepsCombiningMarksAndJoiners() {
        for text in ["cre\u{300}me bru\u{302}le\u{301}e", "👩\u{200D}🍳", "\u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}", "🇫🇷"] {
            #expect(TerminalText.escaped(text) == text)
        }
    }

    @Test("invalid UTF-8 decodes to U+FFFD, never to a control: a raw 0x9B byte or an overlong ESC does nothing")
    func invalidUTF8DecodedWithReplacementIsInert() {
        let bytes: [UInt8] = [0x61, 0x9B, 0x33, 0x31, 0x6D, 0xC0, 0x9B, 0xED, 0xA0, 0x80, 0xFF, 0x62]
        let decoded = String(decoding: bytes, as: UTF8.self)
        #expect(decoded == "a\u{FFFD}31m" + String(repeating: "\u{FFFD}", count: 6) + "b")
        #expect(TerminalText.escaped(decoded) == decoded)
        #expect(TerminalText.escaped(decoded, asciiOnly: true) == #"a\u{fffd}31m"# + String(repeating: #"\u{fffd}"#, count: 6) + "b")
    }

    @Test("asciiOnly, for host names: every non-ASCII character shows, so a look-alike is visible")
    func asciiOnlyShowsLookAlikes() {
        #expect(TerminalText.escaped("\u{440}\u{430}ypal.com", asciiOnly: true) == #"\u{440}\u{430}ypal.com"#)
        #expect(TerminalText.escaped("api.openai.com", asciiOnly: true) == "api.openai.com")
        #expect(TerminalText.escaped("ev\u{1B}[31mil\u{7F}.e\u{301}x\u{200D}", asciiOnly: true) == #"ev\e[31mil\x7f.e\u{301}x\u{200d}"#)
        #expect(TerminalText.escaped("\u{440}\u{430}ypal.com") == "\u{440}\u{430}ypal.com", "letters stay letters by default")
        let shown = TerminalText.escaped("m\u{FC}nchen\u{9B}.de", asciiOnly: true)
        #expect(shown == #"m\u{fc}nchen\u{9b}.de"#)
        #expect(shown.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
        #expect(TerminalText.escaped(shown, asciiOnly: true) == shown)
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
        var c1 = TextTable(headers: ["n"], alignments: [.left])
        c1.append(["\u{9B}\u{9B}"])
        #expect(c1.render(maxWidths: [9]) == ["n", #"\u{9b}…"#], "never cut inside an escape")
    }

    @Test func jsonOutputEscapesControlCharacters() throws {
        let hostile = "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J\n\r\u{08}\u{7F}\u{9B}\u{202E}\u{200B}\u{FEFF}"
        let rendered = JSONValue.object([("name", .string(hostile))]).rendered()
        #expect(!rendered.unicodeScalars.contains { Self.controls.contains($0) })
        #expect(rendered.contains(#"\u001b]0;pwned\u0007\u001b[2J\n\r\u0008\u007f\u009b\u202e\u200b\ufeff"#))
        #expect(try JSONParser.parse(rendered)["name"] == .string(hostile))
    }
}
