import Testing
import FoodIndex
import TestSupport

/// Text that means the same matches the same (issue 15 part 5): a product whose name is written
/// with an invisible code point, a Cyrillic look-alike letter or fullwidth letters is found by the
/// plain query, and the plain product by the look-alike query. Typo and prefix matching are off,
/// so only the text pipeline can make the match.
@Suite struct LookAlikeTextTests {
    static let exact = SearchOptions(prefix: false, fuzzy: false)

    static let spellings: [(lookAlike: String, plain: String)] = [
        ("Roasted al\u{200B}monds", "roasted almonds"),
        ("Salted pe\u{0430}nuts", "salted peanuts"),
        ("ａｌｍｏｎｄ ｍｉｌｋ", "almond milk"),
        ("Wal\u{00AD}nut hal\u{2060}ves", "walnut halves"),
        ("ＣＨＥＤＤＡＲ ｃｈｅｅｓｅ", "cheddar cheese"),
        ("\u{039C}ILK chocolate", "milk chocolate"),
    ]

    @Test func theIndexFindsLookAlikeNamesByThePlainQuery() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let names = Self.spellings.map(\.lookAlike) + ["Green tea", "Rice cakes"]
        let index = try TestIndexes.build(TestIndexes.named(names), in: directory)
        for (lookAlike, plain) in Self.spellings {
            let hits = try index.search(plain, options: Self.exact)
            #expect(hits.first?.product.name == lookAlike, "\(plain) → \(hits.map(\.product.name))")
        }
    }

    @Test func theLookAlikeQueryFindsPlainNames() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let names = Self.spellings.map(\.plain) + ["Green tea", "Rice cakes"]
        let index = try TestIndexes.build(TestIndexes.named(names), in: directory)
        for (lookAlike, plain) in Self.spellings {
            let hits = try index.search(lookAlike, options: Self.exact)
            #expect(hits.first?.product.name == plain, "\(lookAlike.unicodeScalars.map { $0.value }) → \(hits.map(\.product.name))")
        }
    }

    @Test func lookAlikesAreTheSameTerms() {
        for (lookAlike, plain) in Self.spellings {
            #expect(Tokenizer.terms(lookAlike) == Tokenizer.terms(plain))
        }
    }

    /// A real Russian name keeps its own terms, and a Latin query does not reach it.
    @Test func realRussianNamesAreNotMangled() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try TestIndexes.build(TestIndexes.named(["Молоко пастеризованное", "Milk"]), in: directory)
        #expect(try index.search("молоко", options: Self.exact).map(\.product.name) == ["Молоко пастеризованное"])
        #expect(try index.search("МОЛОКО", options: Self.exact).map(\.product.name) == ["Молоко пастеризованное"])
        #expect(try index.search("milk", options: Self.exact).map(\.product.name) == ["Milk"])
    }
}
