import Foundation
import Testing
import TestSupport
@testable import FoodIndex

/// `DocumentTerms` (a small-array tally, one length look-up per distinct term) gives exactly what
/// the dictionary tally it replaced gave, term by term and flag by flag, so the index it builds is
/// byte-identical. The reference below is that earlier code, kept here as the specification.
@Suite struct DocumentTermsEquivalenceTests {
    struct Reference: Equatable {
        var terms: [String]
        var flags: [Posting.Flags]
        var documentLength: Int
        var headLength: Int

        init(name: String, brand: String?, kind: ProductKind, hasNutrition: Bool) {
            let segments = DocumentTerms.segments(of: name)
            let key = DocumentTerms.keySegment(segments)
            let brandTerms = brand.map(Tokenizer.terms) ?? []
            var counts: [String: (count: Int, flags: Posting.Flags)] = [:]
            var order: [String] = []
            func add(_ term: String, _ flags: Posting.Flags) {
                if let entry = counts[term] {
                    counts[term] = (entry.count + 1, entry.flags.union(flags))
                } else {
                    order.append(term)
                    counts[term] = (1, flags)
                }
            }
            for (index, segment) in segments.enumerated() {
                for (position, term) in segment.terms.enumerated() {
                    if index == key {
                        add(term, position == 0 ? [.inName, .inHead, .firstWord] : [.inName, .inHead])
                    } else {
                        add(term, [.inName])
                    }
                }
            }
            for term in brandTerms { add(term, [.inBrand]) }
            var common: Posting.Flags = []
            if kind == .generic { common.insert(.generic) }
            if hasNutrition { common.insert(.hasNutrition) }
            terms = order
            flags = order.map { term in
                let entry = counts[term]!
                return Posting.Flags.frequency(entry.count).union(entry.flags).union(common)
            }
            func meaningful(_ list: [String]) -> Int { list.reduce(0) { $0 + NameVocabulary.length(of: $1) } }
            var content = meaningful(brandTerms)
            for (index, segment) in segments.enumerated() where index == key || segment.role == .content {
                content += meaningful(segment.terms)
            }
            documentLength = max(1, content)
            headLength = max(1, segments.indices.contains(key) ? meaningful(segments[key].terms) : 0)
        }
    }

    func expectSame(_ name: String, _ brand: String?, kind: ProductKind = .branded, hasNutrition: Bool = true) {
        let fast = DocumentTerms(name: name, brand: brand, kind: kind, hasNutrition: hasNutrition)
        let reference = Reference(name: name, brand: brand, kind: kind, hasNutrition: hasNutrition)
        #expect(fast.terms.map(\.term) == reference.terms, "\(name.debugDescription) / \(String(describing: brand))")
        #expect(fast.terms.map(\.flags) == reference.flags, "\(name.debugDescription) / \(String(describing: brand))")
        #expect(fast.documentLength == reference.documentLength, "\(name.debugDescription)")
        #expect(fast.headLength == reference.headLength, "\(name.debugDescription)")
    }

    @Test func namesAUserWouldWriteTallyAsBefore() {
        let names = [
            "Fish, salmon, raw", "Cheese, cheddar", "Beverages, coffee, brewed", "Egg, whole, raw, fresh",
            "Rice, white, cooked, NS as to fat", "Chicken, fried, breaded, fried", "Squash, summer, raw",
            "Fish, tofu, and vegetables, tempura", "Pâté de campagne", "Crème fraîche 30%", "Эко молоко",
            "Tomatoes tomatoes TOMATOES", "", ",,,", "the and of", "Ｐｏｐｃｏｒｎ", "cookies, peaches, boxes",
        ]
        for name in names {
            for brand in [nil, "", "Tomatoes Inc", "Bonne Maman", "Salmon & Co"] {
                expectSame(name, brand)
                expectSame(name, brand, kind: .generic, hasNutrition: false)
            }
        }
    }

    /// Random names from words that exercise every branch: neutral, variant, category and stop
    /// words, plurals, non-ASCII letters, commas; up to 80 words, so the tally passes its linear
    /// limit and continues in its dictionary.
    @Test func randomNamesTallyAsBefore() {
        let pieces = ["raw", "fresh", "fried", "powder", "fish", "cheese", "salmon", "and", "with", "ns", "as", "no",
                      "added", "fat", "eggs", "Egg", "crème", "ÉPICES", "молоко", "中", ",", ",", " ", "-", "x", "123"]
        var state: UInt64 = 20
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for round in 0..<3_000 {
            let words = round % 50 == 0 ? 80 : next(12)
            // Some words get a number suffix so that a long name has many distinct terms.
            let name = (0..<words).map { _ in pieces[next(pieces.count)] + (next(4) == 0 ? "\(next(60))" : "") }
                .joined(separator: next(2) == 0 ? " " : "")
            let brand = next(3) == 0 ? nil : (0..<next(4)).map { _ in pieces[next(pieces.count)] }.joined(separator: " ")
            expectSame(name, brand, kind: next(2) == 0 ? .generic : .branded, hasNutrition: next(2) == 0)
        }
    }

    /// The shape filter that skips the vocabulary look-up never skips a neutral or variant word.
    @Test func everyVocabularyWordPassesTheShapeFilter() {
        let words = Tokenizer.neutralWords.union(NameVocabulary.neutralWords).union(NameVocabulary.variantWords)
        for word in words { #expect(TermTally.mayBeVocabulary(word), "\(word)") }
        #expect(!TermTally.mayBeVocabulary("salmon"))
    }

    /// The shape filter that skips joining and looking up a name's first part never skips a
    /// category, so "Fish, salmon, raw" still has "salmon" for its head.
    @Test func everyCategoryPassesTheShapeFilter() {
        for category in Tokenizer.categoryHeads.union(NameVocabulary.categoryHeads) {
            let terms = category.split(separator: " ").map(String.init)
            #expect(NameVocabulary.mayBeCategory(terms), "\(category)")
        }
        #expect(!NameVocabulary.mayBeCategory(["chocolate", "chip", "cookies"]))
        #expect(!NameVocabulary.mayBeCategory(["fish", "sticks"]))
        let segments = DocumentTerms.segments(of: "Fish, salmon, raw")
        #expect(segments.map(\.role) == [.category, .content, .neutral])
        #expect(DocumentTerms.keySegment(segments) == 1)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared")) func realExportNamesTallyAsBefore() throws {
        let path = try #require(SharedData.file("data/off-export-sample.csv"))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        let header = try #require(lines.first).split(separator: "\t", omittingEmptySubsequences: false)
        let nameColumn = try #require(header.firstIndex(of: "product_name"))
        let brandColumn = try #require(header.firstIndex(of: "brands"))
        var checked = 0
        for line in lines.dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count > max(nameColumn, brandColumn) else { continue }
            expectSame(String(fields[nameColumn]), String(fields[brandColumn]))
            checked += 1
        }
        #expect(checked > 900)
    }
}
