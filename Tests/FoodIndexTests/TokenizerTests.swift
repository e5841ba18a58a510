import Testing
@testable import FoodIndex

@Suite struct TokenizerTests {
    @Test func foldsCaseAndAccents() {
        #expect(Tokenizer.terms("Crème Fraîche") == ["creme", "fraiche"])
        #expect(Tokenizer.terms("YAOURT nature") == ["yaourt", "nature"])
        #expect(Tokenizer.terms("Œufs frais") == ["oeuf", "frais"])
        #expect(Tokenizer.terms("Müsli Straße") == ["musli", "strasse"])
        #expect(Tokenizer.terms("Jalapeño") == ["jalapeno"])
    }

    @Test func foldsDecomposedAccents() {
        #expect(Tokenizer.terms("Cre\u{300}me") == ["creme"])
    }

    @Test func splitsOnPunctuationAndDropsNoise() {
        #expect(Tokenizer.terms("Ben & Jerry's: Cookie-Dough") == ["ben", "jerry", "cookie", "dough"])
        #expect(Tokenizer.terms("Lait de coco (bio)") == ["lait", "coco", "bio"])
        #expect(Tokenizer.terms("the and of") == [])
        #expect(Tokenizer.terms("Yogurt 0% 150g") == ["yogurt", "0", "150g"])
    }

    @Test func keepsDuplicatesForTermFrequency() {
        #expect(Tokenizer.terms("choco choco chip") == ["choco", "choco", "chip"])
    }

    @Test func reducesPlurals() {
        #expect(Tokenizer.singular("eggs") == "egg")
        #expect(Tokenizer.singular("berries") == "berry")
        #expect(Tokenizer.singular("tomatoes") == "tomato")
        #expect(Tokenizer.singular("gateaux") == "gateau")
        #expect(Tokenizer.singular("hummus") == "hummus")
        #expect(Tokenizer.singular("swiss") == "swiss")
        #expect(Tokenizer.singular("peas") == "pea")
        #expect(Tokenizer.singular("gas") == "gas")
        #expect(Tokenizer.terms("Bananas") == Tokenizer.terms("banana"))
    }

    @Test func cutsLongTermsAtACharacterBoundary() {
        let long = String(repeating: "é", count: 40)
        let term = Tokenizer.terms(long)[0]
        #expect(term.utf8.count <= Tokenizer.maxTermBytes)
        #expect(term == String(repeating: "e", count: 32))
        let cyrillic = Tokenizer.terms(String(repeating: "ж", count: 40))[0]
        #expect(cyrillic.utf8.count == 32)
    }

    @Test func keepsNonLatinScripts() {
        #expect(Tokenizer.terms("Молоко ЙОГУРТ") == ["молоко", "йогурт"])
    }

    @Test func knowsWhenTheQueryEndsInsideAWord() {
        #expect(Tokenizer.endsInsideWord("greek yog"))
        #expect(!Tokenizer.endsInsideWord("greek yog "))
        #expect(Tokenizer.endsInsideWord("crè"))
    }

    @Test func documentTermsRecordFieldsHeadAndLengths() {
        let terms = DocumentTerms(name: "Egg, whole, raw", brand: "Farm Eggs", kind: .generic, hasNutrition: true)
        #expect(terms.terms.map(\.term) == ["egg", "whole", "raw", "farm"])
        let egg = terms.terms[0].flags
        #expect(egg.frequency == 2)
        #expect(egg.contains([.inName, .inHead, .firstWord, .inBrand, .generic, .hasNutrition]))
        #expect(!terms.terms[1].flags.contains(.inHead))
        #expect(terms.documentLength == 3)
        #expect(terms.headLength == 1)
    }
}

@Suite struct BarcodeTests {
    @Test func upcAndEanFormsShareAKey() {
        #expect(Barcode.key("0074236526463") == Barcode.key("74236526463"))
        #expect(Barcode.key("074236526463") == 74_236_526_463)
        #expect(Barcode.key("3017620422003") == 3_017_620_422_003)
    }

    @Test func rejectsNonNumericAndEmptyCodes() {
        #expect(Barcode.key("usda-12") == nil)
        #expect(Barcode.key("0000") == nil)
        #expect(Barcode.key("") == nil)
        #expect(Barcode.key("12345678901234567890") == nil)
    }

    @Test func recognisesTypedBarcodes() {
        #expect(Barcode.looksLikeBarcode("3017620422003"))
        #expect(!Barcode.looksLikeBarcode("12345"))
        #expect(!Barcode.looksLikeBarcode("greek yogurt"))
    }
}

@Suite struct ChecksumAndDistanceTests {
    @Test func crc32cMatchesTheStandardCheckValue() {
        #expect(CRC32C.checksum(Array("123456789".utf8)) == 0xE306_9283)
        #expect(CRC32C.checksum([]) == 0)
        var running = CRC32C()
        let text = Array("The quick brown fox jumps over the lazy dog".utf8)
        text[0..<10].withUnsafeBytes { running.update($0) }
        text[10...].withUnsafeBytes { running.update($0) }
        #expect(running.value == CRC32C.checksum(text))
        #expect(running.value == 0x2262_0404)
    }

    @Test func editDistanceCountsTranspositionsAsOne() {
        #expect(EditDistance.distance("chiken", "chicken") == 1)
        #expect(EditDistance.distance("yougrt", "yogurt") == 1)
        #expect(EditDistance.distance("brd", "bread") == 2)
        #expect(EditDistance.distance("bread", "braed") == 1)
        #expect(EditDistance.distance("same", "same") == 0)
    }
}
