import FoodlogSupport
import Testing

/// Excerpts of untrusted text for one-line messages.
@Suite struct TextExcerptTests {
    @Test func cutKeepsShortTextAndMarksWhatItCuts() {
        #expect(TextExcerpt.cut("eggs", limit: 4) == "eggs")
        #expect(TextExcerpt.cut("", limit: 0) == "")
        #expect(TextExcerpt.cut("eggs!", limit: 4) == "eggs…")
        #expect(TextExcerpt.cut(String(repeating: "A", count: 1 << 20), limit: 3) == "AAA…")
        #expect(TextExcerpt.cut("crème brûlée", limit: 5) == "crème…", "characters, not bytes")
    }

    @Test func escapedShowsControlsAndCutsAtTheLimit() {
        #expect(TextExcerpt.escaped("a\u{1B}]0;x\u{07}b") == "a\\u{1B}]0;x\\u{7}b")
        #expect(TextExcerpt.escaped(String(repeating: "9", count: 100), limit: 5) == "99999...")
    }
}
