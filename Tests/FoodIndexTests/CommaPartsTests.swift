import Testing
@testable import FoodIndex

/// A name's comma-separated parts, found on UTF-8, are exactly `split(separator: ",")`'s.
@Suite struct CommaPartsTests {
    func expectSame(_ name: String) {
        let fast = DocumentTerms.commaParts(name).map { Array($0.utf8) }
        let characters = name.split(separator: ",").map { Array($0.utf8) }
        #expect(fast == characters, "\(name.debugDescription)")
    }

    @Test func namesWithCommasSplitAsCharactersDo() {
        for name in ["Fish, salmon, raw", "Salmon", "", ",", ",,", "a,,b", ",a,", "Crème, fraîche", "é,è", "Café,\u{301}noir",
                     "a,\u{301}", "\u{600},x", "x,\u{600}", "🍎,🍐", "Pâté, de campagne,", "a ,b", "Beverages, coffee, brewed"] {
            expectSame(name)
        }
    }

    @Test func randomNamesSplitAsCharactersDo() {
        let pieces = [",", ",", " ", "a", "é", "\u{301}", "\u{600}", "\u{200D}", "中", "🍎", "\r", "\n"]
        var state: UInt64 = 31
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<10_000 {
            expectSame((0..<next(10)).map { _ in pieces[next(pieces.count)] }.joined())
        }
    }
}
