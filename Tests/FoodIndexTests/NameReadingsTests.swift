import Testing
@testable import FoodIndex

/// The re-rank's per-query table of names and brands (`NameReadings`): a name or brand met again
/// gives what it gave the first time, and what assessing it alone gives, without being decoded
/// or read again.
@Suite struct NameReadingsTests {
    private struct Listed {
        var codes: [UInt8]
        var name: String
        var brandText: UInt64
        var brand: String?
    }

    /// `nestle caramels`: the brand holds `nestle` for names that lack it, and `caramels` is a
    /// typed plural (so names are split for `TypedSpelling` too).
    private let tiers = MatchTiers(words: [.init(terms: ["nestle"], typed: "nestle", prefix: false),
                                           .init(terms: ["caramel"], typed: "caramels", prefix: false)])
    private let spelling = TypedSpelling(query: "nestle caramels", planned: ["nestle", "caramel"])

    private let listed = [
        Listed(codes: [1, 2], name: "Lion caramels & chocolat", brandText: 7, brand: "Nestlé"),
        Listed(codes: [3], name: "Nestle caramel sauce", brandText: 0, brand: nil),
        Listed(codes: [1, 2], name: "Lion caramels & chocolat", brandText: 7, brand: "Nestlé"),
        Listed(codes: [1, 2], name: "Lion caramels & chocolat", brandText: 8, brand: "Lion"),
        Listed(codes: [4, 4], name: "Lion caramels & chocolat", brandText: 9, brand: nil),
        Listed(codes: [5], name: "Caramels au beurre", brandText: 7, brand: "Nestlé"),
        Listed(codes: [3], name: "Nestle caramel sauce", brandText: 0, brand: nil),
    ]

    /// What the searcher gave before the table: the name assessed alone, then with the brand
    /// when the name lacks a word.
    private func expected(_ product: Listed, generic: Bool) -> NameReadings.Assessment {
        let name = MatchTiers.words(of: product.name)
        var assessed = tiers.assess(nameWords: name, brandWords: nil, generic: generic)
        if assessed.tier == .partial, tiers.top != .partial {
            assessed = tiers.assess(nameWords: name, brandWords: MatchTiers.words(of: product.brand ?? ""), generic: generic)
        }
        return .init(tier: assessed.tier, phrase: assessed.phrase, identity: assessed.words, spelling: spelling.factor(words: name))
    }

    @Test(arguments: [false, true])
    func everyListingIsAssessedAsOnItsOwn(generic: Bool) throws {
        // The table keeps pointers to the codes (in the index's mapping in a search): one buffer
        // holds them all for the whole query here.
        let all = listed.flatMap(\.codes)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: all.count, alignment: 1)
        defer { buffer.deallocate() }
        buffer.copyBytes(from: all)
        var readings = NameReadings(tiers: tiers, spelling: spelling)
        var start = 0
        var decoded: [Int] = [], brandsRead: [UInt64] = []
        for (position, product) in listed.enumerated() {
            let codes = UnsafeRawBufferPointer(rebasing: buffer[start..<(start + product.codes.count)])
            start += product.codes.count
            let got = try readings.assess(codes: codes, brandText: product.brandText, generic: generic,
                                          name: { () throws(IndexError) in decoded.append(position); return product.name },
                                          brand: { () throws(IndexError) in brandsRead.append(product.brandText); return product.brand })
            let want = expected(product, generic: generic)
            #expect(got.tier == want.tier, "\(product.name) / \(product.brand ?? "-")")
            #expect(got.phrase == want.phrase, "\(product.name) / \(product.brand ?? "-")")
            #expect(got.identity == want.identity && got.spelling == want.spelling, "\(product.name)")
        }
        // Repeats of the same codes (listings 2, 3 and 6) decode nothing; the same text under
        // other codes (4) is worked out again. Brand 7 is read once though three listings
        // need it, brand 8 once, and no brand is read for a name holding both words.
        #expect(!decoded.contains(2) && !decoded.contains(3) && !decoded.contains(6))
        #expect(decoded.contains(0) && decoded.contains(1) && decoded.contains(4) && decoded.contains(5))
        #expect(brandsRead.sorted() == [7, 8, 9])
    }
}
