import Testing
@testable import FoodlogCommands

/// Search as you type without a terminal: key decoding, the picker's state and its frame. The
/// time per keystroke is a benchmark (Tools/bench/keystroke_latency.py), not a test.
@Suite struct InteractivePickerTests {
    @Test func decodesKeysArrowsAndEscape() {
        #expect(Key.decode(Array("gre".utf8)) == [.text("gre")])
        #expect(Key.decode([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42]) == [.up, .down])
        #expect(Key.decode([0x1B]) == [.cancel])
        #expect(Key.decode([0x61, 0x7F, 0x0D]) == [.text("a"), .backspace, .enter])
        #expect(Key.decode([0x03]) == [.cancel])
        #expect(Key.decode([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43, 0x62]) == [.other, .text("b")], "long sequences are skipped whole")
    }

    @Test func typingSearchesArrowsMoveEnterChooses() {
        var searched: [String] = []
        var picker = InteractivePicker<String>(query: "", search: { query in
            searched.append(query)
            return ["apple", "apricot", "avocado"].filter { $0.hasPrefix(query) }
        }, label: { $0 })
        #expect(picker.items.isEmpty)
        _ = picker.handle(.text("ap"))
        picker.settle()
        #expect(picker.items == ["apple", "apricot"])
        _ = picker.handle(.down)
        _ = picker.handle(.down)
        #expect(picker.selected == 1, "the selection stops at the last result")
        _ = picker.handle(.text("r"))
        picker.settle()
        #expect(picker.selected == 0 && picker.items == ["apricot"])
        _ = picker.handle(.backspace)
        _ = picker.handle(.up)
        guard case .chosen(let item) = picker.handle(.enter) else { Issue.record("Enter chooses"); return }
        #expect(item == "apple")
        #expect(searched == ["ap", "apr"], "Backspace back to 'ap' reuses its results")
        guard case .cancelled = picker.handle(.cancel) else { Issue.record("Esc cancels"); return }
    }

    /// Keys that arrive together (a paste, fast typing) cost one search, and Enter or an arrow
    /// right after them acts on the results of the query as typed, not of an older one.
    @Test func keysArrivingTogetherSearchOnceAndEnterSeesThem() {
        var searched: [String] = []
        var picker = InteractivePicker<String>(query: "", search: { query in
            searched.append(query)
            return ["banana", "bagel", "bread"].filter { $0.hasPrefix(query) }
        }, label: { $0 })
        for letter in "ban" { _ = picker.handle(.text(String(letter))) }
        #expect(searched.isEmpty && picker.stale)
        guard case .chosen(let item) = picker.handle(.enter) else { Issue.record("Enter chooses"); return }
        #expect(item == "banana")
        #expect(searched == ["ban"])
        _ = picker.handle(.clearLine)
        _ = picker.handle(.text("b"))
        _ = picker.handle(.down)
        #expect(picker.items == ["banana", "bagel", "bread"] && picker.selected == 1, "the arrow moves in the new results")
    }

    @Test func aReadEndingInsideACharacterKeepsItsStartForTheNextRead() {
        let euro = Array("€".utf8)
        #expect(KeyReader.completeLength(Array("ab".utf8)) == 2)
        #expect(KeyReader.completeLength(Array("a".utf8) + euro) == 4)
        #expect(KeyReader.completeLength(Array("a".utf8) + euro.prefix(2)) == 1)
        #expect(KeyReader.completeLength(Array("a".utf8) + euro.prefix(1)) == 1)
        #expect(KeyReader.completeLength([0x61, 0xF0, 0x9F, 0x8D]) == 1, "three bytes of a four-byte emoji")
        #expect(KeyReader.completeLength([0x80, 0x80, 0x80, 0x80]) == 4, "stray continuation bytes are not held back")
    }

    @Test func frameFitsTheWidthAndNeverCarriesEscapes() {
        var picker = InteractivePicker<String>(query: "", search: { _ in ["evil\u{1B}[2J name", String(repeating: "x", count: 300)] }, label: { $0 })
        _ = picker.handle(.text("e\u{1B}"))
        picker.settle()
        let frame = picker.frame(prompt: "search: ", rows: 10, width: 40)
        let body = frame.split(separator: "\n").dropFirst()
        #expect(body.allSatisfy { !$0.contains("\u{1B}[2J") })
        #expect(frame.contains("> evil\\e[2J name"), "escaped as every other untrusted text is")
        #expect(picker.query == "e")
        #expect(frame.split(separator: "\n").allSatisfy { $0.replacing(/\u{1B}\[[0-9]*[A-Z]/, with: "").count <= 40 })
    }
}
