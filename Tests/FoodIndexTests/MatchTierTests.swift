import Testing
@testable import FoodIndex
import TestSupport

/// The re-rank's match tiers, phrase order and repeats (`MatchTiers`, `RerankOrder`), on hand-made
/// word lists and small built indexes whose expected order follows from what each word means.
@Suite struct MatchTierTests {
    /// Tiers for typed words (`strawberry`, then `organic` typed on as a prefix), as `MatchTiers.init(query:...)` makes them.
    private let strawberryOrganic = MatchTiers(words: [
        .init(terms: ["strawberry"], typed: "strawberry", prefix: false),
        .init(terms: ["organic"], typed: "organic", prefix: true),
    ])

    private func tier(_ tiers: MatchTiers, _ name: String, brand: String? = nil) -> MatchTier {
        tiers.assess(nameWords: MatchTiers.words(of: name), brandWords: brand.map(MatchTiers.words(of:))).tier
    }

    @Test func everyWordAsTypedIsTheTopTier() {
        #expect(tier(strawberryOrganic, "Strawberry Organic Preserves") == .asTyped)
        #expect(tier(strawberryOrganic, "Fraise: strawberry jam, organically grown") == .asTyped)
        #expect(tier(strawberryOrganic, "Organic strawberries") == .allWords)
        #expect(tier(strawberryOrganic, "Strawberry jam") == .partial)
    }

    @Test func aWordOnlyTheBrandHoldsCountsWhenTheBrandIsGiven() {
        let tiers = MatchTiers(words: [.init(terms: ["nestle"], typed: "nestle", prefix: false),
                                       .init(terms: ["caramel"], typed: "caramel", prefix: true)])
        #expect(tier(tiers, "Lion caramel & chocolat") == .partial)
        #expect(tier(tiers, "Lion caramel & chocolat", brand: "Nestlé") == .asTyped)
    }

    @Test func aWordTheQueryOnlyReachesByTypoIsNeverMatched() {
        let tiers = MatchTiers(words: [.init(terms: ["jambn"], typed: "jambn", prefix: false, matchable: false),
                                       .init(terms: ["cru"], typed: "cru", prefix: false)])
        #expect(tiers.top == .partial)
        #expect(tier(tiers, "Jambn cru") == .partial)
    }

    @Test func oneWordQueriesHaveNoSpellingTier() {
        let tiers = MatchTiers(words: [.init(terms: ["egg"], typed: "eggs", prefix: false)])
        #expect(tiers.top == .allWords)
        #expect(tier(tiers, "Egg, whole, raw") == .allWords)
        #expect(tier(tiers, "Eggs, large") == .allWords)
    }

    @Test func aRewriteCountsAsTyped() {
        let tiers = MatchTiers(words: [.init(terms: ["diet"], typed: "diet", prefix: false),
                                       .init(terms: ["coke", "cola"], typed: "coke", prefix: false)])
        #expect(tier(tiers, "Diet cola") == .asTyped)
        #expect(tier(tiers, "Diet Coke") == .asTyped)
    }

    @Test func theTermOfAWordIsItsSingularWhereverTheRuleApplies() {
        // Plurals the rule changes, words it keeps, and bytes the shortcut must not misread.
        let words = ["eggs", "peaches", "cookies", "berries", "tomatoes", "gateaux", "glass", "hummus", "kiwis", "oats",
                     "egg", "yes", "bus", "box", "ux", "frisches", "tranches", "crème", "épices", "jalapeños", "bœufs", ""]
        for word in words { #expect(MatchTiers.term(of: word) == Tokenizer.singular(word), "\(word)") }
        #expect(MatchTiers.term(of: "eggs") == "egg")
        #expect(MatchTiers.term(of: "gateaux") == "gateau")
    }

    @Test func aBytePrefixComparesBytesNotCharacters() {
        #expect(MatchTiers.startsWithBytes("organically", "organic"))
        #expect(MatchTiers.startsWithBytes("organic", "organic"))
        #expect(MatchTiers.startsWithBytes("anything", ""))
        #expect(!MatchTiers.startsWithBytes("organ", "organic"))
        #expect(!MatchTiers.startsWithBytes("orgaNic", "organic"))
        // Precomposed é (C3 A9) against e and a combining accent: equal as characters, not as bytes.
        #expect(!MatchTiers.startsWithBytes("cr\u{E9}me", "cre\u{301}"))
        #expect(MatchTiers.startsWithBytes("cr\u{E9}me fra\u{EE}che and a long tail past fifteen bytes", "cr\u{E9}me fra\u{EE}"))
    }

    @Test func aNameMatchingOnlyAsTermsStillReachesTheSpellingThroughTheBrand() {
        let tiers = MatchTiers(words: [.init(terms: ["nestle"], typed: "nestles", prefix: false),
                                       .init(terms: ["caramel"], typed: "caramel", prefix: false)])
        // Every word is found as a term in the name, but `nestles` is spelled as typed only in the brand.
        #expect(tier(tiers, "Nestle caramel") == .allWords)
        #expect(tier(tiers, "Nestle caramel", brand: "Nestlé") == .allWords)
        #expect(tier(tiers, "Nestle caramel", brand: "Nestles") == .asTyped)
    }

    @Test func aPhraseIsTheTypedWordsSideBySideInOrder() {
        let tiers = MatchTiers(words: [.init(terms: ["kidney"], typed: "kidney", prefix: false),
                                       .init(terms: ["bean"], typed: "beans", prefix: false)])
        func phrase(_ name: String, generic: Bool = false) -> Bool {
            tiers.assess(nameWords: MatchTiers.words(of: name), brandWords: nil, generic: generic).phrase
        }
        #expect(phrase("Dark red kidney beans"))
        #expect(phrase("Kidney & beans"))
        #expect(!phrase("Kidney and black beans"))
        #expect(!phrase("Beans with kidney"))
        #expect(phrase("Beans, kidney, red, mature seeds", generic: true))
        #expect(!phrase("Beans, black", generic: true))
    }

    @Test func repeatsShareTheirNamesWords() {
        let words = { (name: String) in strawberryOrganic.assess(nameWords: MatchTiers.words(of: name), brandWords: nil).words }
        #expect(words("Vienna Sausage") == words("VIENNA  sausage"))
        #expect(words("Vienna Sausage") != words("Vienna Sausages"))
        #expect(words("Vienna Sausage") != words("Vienna Sausage, smoked"))
    }

    @Test func repeatsFollowTheirTiersOtherProducts() {
        let entries: [RerankOrder.Entry] = [
            .init(tier: .asTyped, identity: 1, score: 10, docID: 0),
            .init(tier: .asTyped, identity: 1, score: 9, docID: 1),
            .init(tier: .asTyped, identity: 2, score: 5, docID: 2),
            .init(tier: .allWords, identity: 3, score: 20, docID: 3),
            .init(tier: .asTyped, phrase: true, identity: 4, score: 1, docID: 4),
        ]
        #expect(RerankOrder.order(entries).map(\.docID) == [4, 0, 2, 1, 3])
    }

    /// `best` reads candidates lazily; whatever it skips, it must return what ordering all of them gives.
    @Test func readingLazilyGivesTheOrderOfAll() {
        var random = SplitMix64(seed: 15)
        let tiers: [MatchTier] = [.partial, .allWords, .asTyped]
        for round in 0..<300 {
            let count = Int.random(in: 0...40, using: &random)
            var entries: [Int: RerankOrder.Entry] = [:]
            var candidates: [RerankOrder.Candidate] = []
            let spelling = round % 2 == 0 ? 1.0 : 1.1
            for docID in 0..<count {
                // Few distinct scores and names, so ties and repeats are common.
                let base = Double(Int.random(in: 1...6, using: &random))
                let factor: Double = spelling == 1 || Bool.random(using: &random) ? 1 : 1.1
                let identity = Int.random(in: 0...8, using: &random)
                // A repeat has the same words, so the same tier and phrase.
                let entry = RerankOrder.Entry(tier: tiers[identity % 3], phrase: identity % 2 == 0, identity: identity,
                                              score: base * factor, docID: docID)
                entries[docID] = entry
                candidates.append(.init(score: base, ceiling: base * spelling, docID: docID))
            }
            let limit = Int.random(in: 1...12, using: &random)
            let top = entries.values.map(\.tier).max() ?? .partial
            var reads = 0
            let lazy = RerankOrder.best(candidates, limit: limit, reading: count, topTier: top, phrasePossible: true) { candidate in
                reads += 1
                return entries[candidate.docID] ?? .init(tier: .partial, identity: -1, score: 0, docID: -1)
            }
            let all = Array(RerankOrder.order(Array(entries.values)).prefix(limit))
            #expect(lazy == all, "round \(round)")
            #expect(reads <= count)
            // Past `reading`, the rest follow by score, and the first results do not change.
            let reading = count / 2
            let capped = RerankOrder.best(candidates, limit: count, reading: reading, topTier: top, phrasePossible: true) { candidate in
                entries[candidate.docID] ?? .init(tier: .partial, identity: -1, score: 0, docID: -1)
            }
            let head = RerankOrder.best(candidates, limit: min(limit, reading), reading: reading, topTier: top, phrasePossible: true) {
                candidate in entries[candidate.docID] ?? .init(tier: .partial, identity: -1, score: 0, docID: -1)
            }
            #expect(capped.count == count)
            #expect(Array(capped.prefix(head.count)) == head, "round \(round)")
        }
    }

    @Test func aProductHoldingEveryWordAsTypedOutranksShorterPlurals() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let names = ["Organic strawberries", "Strawberry organic preserves", "Organic strawberries, frozen"]
        let index = try TestIndexes.build(TestIndexes.named(names), in: directory)
        #expect(try index.search("strawberry organic").first?.product.name == "Strawberry organic preserves")
    }

    @Test func aRepeatedNameGivesWayToTheNextProduct() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let names = ["Vienna Sausage", "Vienna Sausage", "VIENNA  sausage", "Vienna sausage, smoked"]
        let index = try TestIndexes.build(TestIndexes.named(names), in: directory)
        let hits = try index.search("vienna sausage")
        #expect(hits.map(\.product.name) == ["Vienna Sausage", "Vienna sausage, smoked", "Vienna Sausage", "VIENNA sausage"])
    }

    @Test func theTypedWordsInOrderRankFirstAmongFullMatches() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let names = ["Kidney and black beans", "Dark red kidney beans", "Beans with kidney"]
        let index = try TestIndexes.build(TestIndexes.named(names), in: directory)
        #expect(try index.search("kidney beans").first?.product.name == "Dark red kidney beans")
    }
}
