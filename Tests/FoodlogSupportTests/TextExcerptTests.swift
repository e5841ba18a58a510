@testable import FoodlogSupport
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

    @Test func cutCountsScalarsSoOneHugeCharacterIsCutToo() {
        let zalgo = "e" + String(repeating: "\u{301}", count: 1 << 20)
        #expect(zalgo.count == 1, "one Character")
        #expect(TextExcerpt.cut(zalgo, limit: 40).unicodeScalars.count == 41)
        #expect(TextExcerpt.cut("e\u{301}\u{301}x", limit: 1) == "e…")
    }

    @Test func escapedIsEscapeThenCut() {
        #expect(TextExcerpt.escaped("a\u{1B}]0;x\u{07}b") == #"a\e]0;x\x07b"#)
        #expect(TextExcerpt.escaped(String(repeating: "9", count: 100), limit: 5) == "99999…")
        #expect(TextExcerpt.escaped("abc\u{1B}def", limit: 4) == "abc…", "never cut inside an escape")
        #expect(TextExcerpt.escaped("abc\u{1B}", limit: 5) == #"abc\e"#, "no mark when all of it fits")
        #expect(TextExcerpt.escaped("\u{202E}exe.jpg", limit: 10) == #"\u{202e}ex…"#, "the limit counts what is shown")
        #expect(TextExcerpt.escaped("", limit: 0) == "")
        #expect(TextExcerpt.escaped("x", limit: 0) == "…")
        #expect(TextExcerpt.escaped("crème", limit: 40) == "crème")
    }

    @Test func escapedHostNamesShowEveryNonASCIICharacter() {
        #expect(TextExcerpt.escaped("\u{430}pple.com", limit: 60, asciiOnly: true) == #"\u{430}pple.com"#)
        #expect(TextExcerpt.escaped("\u{430}pple.com", limit: 10, asciiOnly: true) == #"\u{430}ppl…"#, "the escape counts as the 7 characters shown")
    }

    @Test("a 1 MiB value is cut after reading only what is shown")
    func aMegabyteValueIsNotReadWhole() {
        let huge = String(repeating: "\u{1B}", count: 1 << 20)
        #expect(TextExcerpt.escaped(huge, limit: 40) == String(repeating: #"\e"#, count: 20) + "…")
        let zalgo = "e" + String(repeating: "\u{301}", count: 1 << 20)
        #expect(TextExcerpt.escaped(zalgo, limit: 40).unicodeScalars.count == 41, "one Character of a megabyte is cut too")

        let scalars = CountingScalars(repeating: "A", count: 1 << 20)
        #expect(TextExcerpt.escaped(scalars, limit: 40, asciiOnly: false) == String(repeating: "A", count: 40) + "…")
        #expect(scalars.pulled.value == 41, "reads what it shows and one more, to know it cut")
    }
}

/// `count` copies of one scalar, counting how many were read.
private struct CountingScalars: Sequence {
    final class Counter: @unchecked Sendable { var value = 0 }
    let scalar: Unicode.Scalar
    let count: Int
    let pulled = Counter()

    init(repeating scalar: Unicode.Scalar, count: Int) {
        self.scalar = scalar
        self.count = count
    }

    func makeIterator() -> AnyIterator<Unicode.Scalar> {
        let counter = pulled
        let scalar = scalar
        let count = count
        return AnyIterator {
            guard counter.value < count else { return nil }
            counter.value += 1
            return scalar
        }
    }
}
