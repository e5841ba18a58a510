import FoodIndex
import FoodlogSupport
import Testing
@testable import FoodlogCommands

/// Search as you type without a terminal: key decoding, the picker's state, its frame, and the
/// time each keystroke takes on the embedded index.
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
        #expect(picker.items == ["apple", "apricot"])
        _ = picker.handle(.down)
        _ = picker.handle(.down)
        #expect(picker.selected == 1, "the selection stops at the last result")
        _ = picker.handle(.text("r"))
        #expect(picker.selected == 0 && picker.items == ["apricot"])
        _ = picker.handle(.backspace)
        _ = picker.handle(.up)
        guard case .chosen(let item) = picker.handle(.enter) else { Issue.record("Enter chooses"); return }
        #expect(item == "apple")
        #expect(searched == ["ap", "apr", "ap"])
        guard case .cancelled = picker.handle(.cancel) else { Issue.record("Esc cancels"); return }
    }

    @Test func frameFitsTheWidthAndNeverCarriesEscapes() {
        var picker = InteractivePicker<String>(query: "", search: { _ in ["evil\u{1B}[2J name", String(repeating: "x", count: 300)] }, label: { $0 })
        _ = picker.handle(.text("e\u{1B}"))
        let frame = picker.frame(prompt: "search: ", rows: 10, width: 40)
        let body = frame.split(separator: "\n").dropFirst()
        #expect(body.allSatisfy { !$0.contains("\u{1B}[2J") })
        #expect(frame.contains("> evil?[2J name"))
        #expect(picker.query == "e")
        #expect(frame.split(separator: "\n").allSatisfy { $0.replacing(/\u{1B}\[[0-9]*[A-Z]/, with: "").count <= 40 })
    }

    /// Every keystroke must answer within a frame (16 ms). Types 200 queries letter by letter on
    /// the embedded index, timing search and drawing together; prints p50 and p99.
    @Test func keystrokesAnswerWithinAFrame() throws {
        let index = try ProductIndex(directory: IndexLocation.embeddedDirectory)
        let words = ["greek yogurt", "chicken breast", "banana", "brown rice", "oatmeal", "cheddar cheese", "apple pie",
                     "salmon fillet", "peanut butter", "whole milk"]
        var samples: [Double] = []
        for round in 0..<20 {
            var picker = InteractivePicker<SearchHit>(query: "", search: { try index.search($0, options: SearchOptions(limit: 10)) },
                                                     label: SearchRendering.pickerLabel)
            for letter in words[round % words.count] {
                let start = Platform.monotonicNanoseconds()
                _ = picker.handle(.text(String(letter)))
                _ = picker.frame(prompt: "search: ", rows: 10, width: 80)
                samples.append(Double(Platform.monotonicNanoseconds() - start) / 1e6)
            }
        }
        samples.sort()
        let p50 = samples[samples.count / 2], p99 = samples[samples.count * 99 / 100]
        printError("notice: search -i keystroke on the embedded index: p50 \(p50) ms, p99 \(p99) ms (\(samples.count) keys, this build)")
        #expect(p50 < 16)
    }
}
