import Testing
import TestSupport
@testable import IndexBuilder

/// The byte readers of export fields give exactly what the String functions give on the decoded
/// field: the builder's output must not change with how a field is read.
@Suite struct FieldTextTests {
    /// `body` with the bytes of `text`.
    func withBytes<R>(_ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        bytes.withUnsafeBufferPointer(body)
    }

    func referenceClean(_ bytes: [UInt8]) -> String { clean(Substring(String(decoding: bytes, as: UTF8.self))) }
    func referenceDecimal(_ bytes: [UInt8]) -> Double? { parseDecimal(Substring(String(decoding: bytes, as: UTF8.self))) }

    /// Fields an export holds, and the cases where grapheme clusters or invalid UTF-8 make bytes
    /// and Characters disagree.
    static let fields: [[UInt8]] = [
        "", " ", "   ", "Greek yogurt", " Greek yogurt", "Greek yogurt ", "  Spaced   out  name ", "a\tb", "a\r\nb",
        "a \r\n b", "\u{0B}\u{0C}x", "Crème fraîche", "pâté  au  poivre", "été ", " é", "Grüne\u{A0}Bohnen",
        "a\u{2003}b", "x\u{3000}", "\u{85}y", "a\u{2028}b", "café \u{301}noir", "a \u{301}", " \u{301}", "\u{600} x",
        "\u{600}\u{20}", "x\u{200D} y", "a \u{200D}b", "🍎 apple", "apple 🍎", "a \u{1F3FB}", "日本 の 茶", "ナ ッツ",
        "\u{1F1EB}\u{1F1F7} France", "ok\u{FEFF} x", "\u{AD} soft", "é\u{300} x",
    ].map { Array($0.utf8) } + [
        [0x61, 0x20, 0xFF, 0x62], [0xC3], [0x20, 0xC3, 0x20], [0xE2, 0x82, 0x20, 0x41], [0xF0, 0x90, 0x80, 0x41],
        [0xED, 0xA0, 0x80], [0xC0, 0xAF, 0x20], [0x20, 0x80, 0x20, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x80, 0x80],
    ]

    @Test func cleaningMatchesTheStringRule() {
        for field in FieldTextTests.fields {
            withBytes(field) { bytes in
                #expect(FieldText.cleaned(bytes) == referenceClean(field), "\(field)")
                #expect(Array(FieldText.cleaned(bytes).utf8) == Array(referenceClean(field).utf8), "\(field)")
                #expect(FieldText.cleansToEmpty(bytes) == referenceClean(field).isEmpty, "\(field)")
            }
        }
    }

    @Test func cleaningMatchesTheStringRuleOnRandomFields() {
        // Pieces that meet in every order: ASCII and Unicode whitespace, combining marks, a Prepend
        // scalar, ZWJ, letters of one to four bytes, and bytes that are not UTF-8.
        let pieces: [[UInt8]] = [" ", "  ", "\t", "\r", "\n", "\u{A0}", "\u{2009}", "\u{301}", "\u{600}", "\u{200D}",
                                 "a", "Z", "é", "ß", "中", "🍎", ",", "0"].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x80]]
        var generator = SplitMix64(seed: 20)
        for _ in 0..<20_000 {
            var field: [UInt8] = []
            for _ in 0..<generator.below(9) { field += pieces[generator.below(pieces.count)] }
            withBytes(field) { bytes in
                let cleaned = FieldText.cleaned(bytes)
                #expect(Array(cleaned.utf8) == Array(referenceClean(field).utf8), "\(field)")
                #expect(FieldText.cleansToEmpty(bytes) == cleaned.isEmpty, "\(field)")
            }
        }
    }

    @Test func numbersMatchTheStringRule() {
        let numbers = ["", " ", "0", "12", "12.5", " 12.5 ", "12,5", "0.1", "00.5", ".5", "5.", "1.2.3", "-3", "+4", "1e3", "0x10",
                       "inf", "nan", "1 000", "12.5g", "3700", "0.30000000000000004", "123456789012345678", "9007199254740993",
                       "9007199254740992", "1234567890123456789012", "0.0000000000000000000001", "1.00000000000000000000001",
                       "99999999999999999999", "\u{A0}5", "5\r", "٣", "12.34567890123456789", "1e400", "0.000"]
        for number in numbers {
            let field = Array(number.utf8)
            withBytes(field) { bytes in
                let fast = FieldText.decimal(bytes)
                let reference = referenceDecimal(field)
                #expect(fast?.bitPattern == reference?.bitPattern, "'\(number)': \(String(describing: fast)) vs \(String(describing: reference))")
            }
        }
    }

    @Test func randomDecimalsRoundAsStrtodDoes() {
        var generator = SplitMix64(seed: 21)
        for _ in 0..<50_000 {
            var text = String(generator.below(100_000))
            let fraction = generator.below(12)
            if fraction > 0 {
                text += "." + String((0..<fraction).map { _ in Character(String(generator.below(10))) })
            }
            let field = Array(text.utf8)
            withBytes(field) { bytes in
                #expect(FieldText.decimal(bytes)?.bitPattern == referenceDecimal(field)?.bitPattern, "'\(text)'")
            }
        }
    }

    @Test func languageComparisonMatchesLowercasedStrings() {
        for (value, want) in [("fr", "fr"), ("FR", "fr"), ("Fr", "fr"), ("fr ", "fr"), ("", "fr"), ("f", "fr"), ("FRA", "fr"),
                              ("É", "é"), ("\u{212A}", "k"), ("K", "k"), ("[", "{")] {
            let field = Array(value.utf8)
            let expected = value.lowercased() == want
            withBytes(field) { bytes in
                if want.utf8.allSatisfy({ $0 < 0x80 }) {
                    #expect(FieldText.lowercasedEquals(bytes, Array(want.utf8)) == expected, "'\(value)' vs '\(want)'")
                }
            }
        }
    }

    @Test func theFirstBrandMatchesSplittingTheString() {
        let brands = ["Danone", "Danone, Activia", ",,Danone", " , Danone", "Danone,", ",", ",,,", "  ", "Lu,Mondelez,Kraft",
                      "Côte d'Or, Mondelez", "Ñ,x", "a,\u{301}b,c", "\u{600},x", "é,è", "a ,b"]
        for brand in brands {
            let field = Array(brand.utf8)
            let expected = brand.split(separator: ",").first.map(clean)
            withBytes(field) { bytes in
                #expect(OpenFoodFactsRows.firstBrand(bytes) == expected, "'\(brand)'")
            }
        }
    }

    @Test func theWhitespaceTableIsUnicodes() {
        let differing = (UInt32(0x80)...0x10FFFF).filter { value in
            guard let scalar = Unicode.Scalar(value) else { return false }
            return FieldText.isUnicodeWhitespace(value) != scalar.properties.isWhitespace
        }
        #expect(differing.isEmpty, "\(differing.map { String($0, radix: 16) })")
        for byte in UInt8(0)..<0x80 {
            #expect(FieldText.isASCIIWhitespace(byte) == Unicode.Scalar(byte).properties.isWhitespace, "\(byte)")
        }
    }
}
