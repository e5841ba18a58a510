import Testing
import TestSupport
@testable import FoodText

/// Each normalisation class of the pipeline, table-driven: input text and the words it must give.
@Suite struct FoodWordsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var words: [String]
        var testDescription: String { "\(text.unicodeScalars.map { $0.value < 0x80 ? String($0) : "U+" + String($0.value, radix: 16) }.joined()) → \(words)" }
        init(_ text: String, _ words: [String]) {
            self.text = text
            self.words = words
        }
    }

    @Test(arguments: [
        Case("Crème Fraîche", ["creme", "fraiche"]), Case("Œufs ÆBLE", ["oeufs", "aeble"]), Case("Straße ẞ", ["strasse", "ss"]),
        Case("smørrebrød łosoś", ["smorrebrod", "losos"]), Case("Cre\u{300}me", ["creme"]), Case("e\u{1DC4}clair", ["eclair"]),
    ])
    func foldsLatinLettersAndMarks(_ test: Case) { #expect(FoodWords.of(test.text) == test.words) }

    @Test(arguments: [
        // Latin Extended-B and Extended Additional: Romanian, Vietnamese, pinyin, Welsh.
        Case("Brânză țărănească", ["branza", "taraneasca"]), Case("Phở bò", ["pho", "bo"]),
        Case("Bánh mì thịt nướng", ["banh", "mi", "thit", "nuong"]), Case("jiǎozi", ["jiaozi"]), Case("ŵy", ["wy"]),
        Case("Ṣẹ", ["se"]),
    ])
    func foldsPrecomposedLatinBeyondExtendedA(_ test: Case) { #expect(FoodWords.of(test.text) == test.words) }

    @Test(arguments: [
        Case("ａｌｍｏｎｄｓ", ["almonds"]), Case("ＰＥＡＮＵＴ　ＢＵＴＴＥＲ", ["peanut", "butter"]), Case("１５０ｇ", ["150g"]),
        Case("ﬁsh ﬂour ﬀ ﬃ", ["fish", "flour", "ff", "ffi"]), Case("CO₂ m² omega³ H₂O", ["co2", "m2", "omega3", "h2o"]),
        Case("ℓ K Å ǆ ĳ", ["l", "k", "a", "dz", "ij"]), Case("𝐚𝐥𝐦𝐨𝐧𝐝𝐬 ⓜⓘⓛⓚ", ["almonds", "milk"]),
        Case("500㎖ 2㎏ 90㎉", ["500ml", "2kg", "90kcal"]), Case("ｶﾞﾑ", ["ガム"]), Case("ｺｰﾋｰ", ["コーヒー"]),
        Case("ガム", ["ガム"]), Case("カ\u{3099}ム", ["ガム"]), Case("ﾊﾟﾝ", ["パン"]), Case("ａ，ｂ", ["a", "b"]),
    ])
    func appliesCompatibilityForms(_ test: Case) { #expect(FoodWords.of(test.text) == test.words) }

    @Test(arguments: [
        Case("al\u{200B}monds", ["almonds"]), Case("pea\u{00AD}nut", ["peanut"]), Case("wal\u{200D}nut\u{200C}s", ["walnuts"]),
        Case("\u{FEFF}milk", ["milk"]), Case("so\u{2060}y", ["soy"]), Case("\u{202E}egg\u{202C} \u{200F}fish", ["egg", "fish"]),
        Case("ses\u{FE0F}ame", ["sesame"]), Case("milk\u{200B} egg", ["milk", "egg"]), Case("\u{200B}", []),
    ])
    func dropsInvisibleCodePointsInsideWords(_ test: Case) { #expect(FoodWords.of(test.text) == test.words) }

    @Test(arguments: [
        // Mixed with Latin: each look-alike mapped, by its own case.
        Case("pe\u{0430}nuts", ["peanuts"]), Case("\u{0430}lm\u{043E}nds", ["almonds"]), Case("PE\u{0410}NUTS", ["peanuts"]),
        Case("\u{039C}ILK", ["milk"]), Case("s\u{03BF}y", ["soy"]), Case("\u{041D}AZELNUT", ["hazelnut"]),
        // No Latin letter, every letter a look-alike: mapped, the same in either case.
        Case("\u{0440}\u{0435}\u{0430}\u{0441}\u{0435}", ["peace"]), Case("\u{0421}\u{0410}\u{0425}\u{0410}\u{0420}", ["caxap"]),
        Case("\u{0441}\u{0430}\u{0445}\u{0430}\u{0440}", ["caxap"]),
    ])
    func mapsLookAlikeLetters(_ test: Case) { #expect(FoodWords.of(test.text) == test.words) }

    @Test(arguments: [
        Case("Молоко", ["молоко"]), Case("хлеб ржаной", ["хлеб", "ржаной"]), Case("Сметана", ["сметана"]),
        Case("Гречка", ["гречка"]), Case("КАКАО", ["какао"]), Case("какао", ["какао"]), Case("γάλα", ["γάλα"]),
        Case("ΨΩΜΙ", ["ψωμι"]), Case("Ελαιόλαδο", ["ελαιόλαδο"]), Case("φέτα", ["φέτα"]), Case("ВОДА", ["вода"]),
    ])
    func leavesRealRussianAndGreekWordsAlone(_ test: Case) { #expect(FoodWords.of(test.text) == test.words) }

    @Test(arguments: [
        Case("Ben & Jerry's: Cookie-Dough", ["ben", "jerry", "s", "cookie", "dough"]), Case("100% jus™", ["100", "jus"]),
        Case("牛奶 豆腐", ["牛奶", "豆腐"]), Case("", []), Case("...", []),
    ])
    func splitsOnEverythingElse(_ test: Case) { #expect(FoodWords.of(test.text) == test.words) }

    @Test func normalisationIsIdempotent() {
        let samples = [
            "Crème Fraîche", "ａｌｍｏｎｄｓ", "al\u{200B}monds", "pe\u{0430}nuts", "PE\u{0410}NUTS \u{0413}nuts", "САХАР сахар",
            "Молоко γάλα ΨΩΜΙ", "CO₂ m² ﬁsh", "ｶﾞﾑ カ\u{3099}", "𝐚𝐥𝐦𝐨𝐧𝐝𝐬 ⓜⓘⓛⓚ", "Phở bò ẞ", "µg Ωmega", "\u{0399}\u{03BF}\u{03C5}",
        ]
        // Every scalar of the blocks the tables cover, alone and inside a Latin word.
        var scalars: [String] = []
        for range in [0x80...0x52F, 0x1D00...0x1FFF, 0x2000...0x24FF, 0x3000...0x33FF, 0xFB00...0xFB4F, 0xFE00...0xFFEF, 0x1D400...0x1D7FF] {
            for value in range { if let scalar = Unicode.Scalar(UInt32(value)) { scalars.append("a" + String(scalar) + "b " + String(scalar)) } }
        }
        for text in samples + scalars {
            let once = FoodWords.normalized(text)
            #expect(FoodWords.normalized(once) == once, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// Random mixes of ASCII, Latin, Greek, Cyrillic, invisible, combining, compatibility and CJK
    /// scalars (a fixed seed, so a failure repeats): normalising twice changes nothing, and every
    /// word is non-empty and free of invisible code points and decorating marks.
    @Test func randomTextNormalisesIdempotently() {
        var generator = SplitMix64(seed: 0x5EED_F00D)
        func next() -> UInt64 { generator.next() }
        let pools: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x20...0x7E, 0xA0...0x24F, 0x300...0x36F, 0x370...0x3FF, 0x400...0x4FF, 0x1E00...0x1EFF,
            0x2000...0x206F, 0x2070...0x218F, 0x3040...0x30FF, 0x3380...0x33FF, 0xFB00...0xFB06, 0xFE00...0xFE0F,
            0xFF00...0xFFEF, 0x1D400...0x1D7FF, 0x4E00...0x4E80,
        ]
        for _ in 0..<3000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<(1 + Int(next() % 24)) {
                let pool = pools[Int(next() % UInt64(pools.count))]
                if let scalar = Unicode.Scalar(pool.lowerBound + UInt32(next() % UInt64(pool.count))) { text.append(scalar) }
            }
            let words = FoodWords.of(String(text))
            let once = words.joined(separator: " ")
            #expect(FoodWords.normalized(once) == once, "\(text.map { String($0.value, radix: 16) })")
            for word in words {
                #expect(!word.isEmpty)
                #expect(!word.unicodeScalars.contains { DefaultIgnorable.contains($0.value) || CombiningMark.contains($0.value) })
            }
        }
    }

    @Test func endsInsideWord() {
        #expect(FoodWords.endsInsideWord("pean"))
        #expect(FoodWords.endsInsideWord("crè"))
        #expect(FoodWords.endsInsideWord("al\u{200B}"))
        #expect(FoodWords.endsInsideWord("ａｌ"))
        #expect(!FoodWords.endsInsideWord("peanut "))
        #expect(!FoodWords.endsInsideWord("peanut，"))
        #expect(!FoodWords.endsInsideWord(""))
    }

    /// The ranges are Unicode's Default_Ignorable_Code_Point, as the toolchain also knows it.
    @Test func ignorableRangesMatchTheUnicodeProperty() {
        for value in UInt32(0)...0xE0FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(DefaultIgnorable.contains(value) == scalar.properties.isDefaultIgnorableCodePoint, "U+\(String(value, radix: 16))")
        }
    }

    /// The generated table is searchable: scalars strictly ascending, one spelling each, none empty.
    @Test func compatibilityTableIsWellFormed() {
        #expect(Compatibility.scalars.count == Compatibility.spellingEnds.count)
        #expect(zip(Compatibility.scalars, Compatibility.scalars.dropFirst()).allSatisfy { $0 < $1 })
        #expect(zip([0] + Compatibility.spellingEnds, Compatibility.spellingEnds).allSatisfy { $0 < $1 })
        #expect(Int(Compatibility.spellingEnds.last ?? 0) == Compatibility.spellings.count)
        #expect(Compatibility.folded(0x00E9) == "e")
        #expect(Compatibility.folded(0x1D7FF) == "9")
        #expect(Compatibility.folded(0x00AA) == "a")
        #expect(Compatibility.folded(0x0041) == nil)
        #expect(Compatibility.folded(0x4E00) == nil)
    }

    /// Latin-1 and Latin Extended-A fold exactly as the index always has (FORMAT.md's fixed table).
    @Test func latinTableKeepsTheIndexSpellings() {
        let groups: [(String, String)] = [
            ("ÀÁÂÃÄÅàáâãäåĀāĂăĄą", "a"), ("ÇçĆćĈĉĊċČč", "c"), ("ĎďĐđÐð", "d"),
            ("ÈÉÊËèéêëĒēĔĕĖėĘęĚě", "e"), ("ĜĝĞğĠġĢģ", "g"), ("ĤĥĦħ", "h"),
            ("ÌÍÎÏìíîïĨĩĪīĬĭĮįİı", "i"), ("Ĵĵ", "j"), ("Ķķĸ", "k"), ("ĹĺĻļĽľĿŀŁł", "l"),
            ("ÑñŃńŅņŇňŉŊŋ", "n"), ("ÒÓÔÕÖØòóôõöøŌōŎŏŐő", "o"), ("ŔŕŖŗŘř", "r"),
            ("ŚśŜŝŞşŠšſ", "s"), ("ŢţŤťŦŧ", "t"), ("ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲų", "u"), ("Ŵŵ", "w"),
            ("ÝýÿŶŷŸ", "y"), ("ŹźŻżŽž", "z"), ("Ææ", "ae"), ("Œœ", "oe"), ("ß", "ss"),
            ("Þþ", "th"), ("Ĳĳ", "ij"),
        ]
        for (letters, folded) in groups {
            for scalar in letters.unicodeScalars { #expect(Compatibility.folded(scalar.value) == folded, "\(scalar)") }
        }
    }
}
