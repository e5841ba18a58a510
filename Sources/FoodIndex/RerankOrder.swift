/// The order of the re-rank pool: match tier first (`MatchTier`), then, within a tier, each
/// product before any repeat of one ranked above it, then score (popularity and typed spelling
/// included), then product number.
///
/// Open Food Facts holds the same product many times over (one row per barcode: sizes, packs,
/// re-listings), so a query's best ten could be ten rows of "Vienna Sausage" with nothing else
/// to choose from. A repeat (same name and brand words, so the same tier and, before priors,
/// the same score) keeps its place among the repeats but follows the products of its tier not
/// yet shown; `search` still lists it, and the table folds identical rows (`+N same`).
enum RerankOrder {
    struct Entry: Equatable {
        var tier: MatchTier
        /// Name and brand words (`MatchTiers.assess`): equal for repeats.
        var identity: String
        var score: Double
        var docID: Int
    }

    /// `entries` in result order.
    static func order(_ entries: [Entry]) -> [Entry] {
        var ranked = entries.sorted(by: before)
        var seen = Set<String>()
        var repeated = [Bool](repeating: false, count: ranked.count)
        for (position, entry) in ranked.enumerated() where !seen.insert(entry.identity).inserted {
            repeated[position] = true
        }
        let keyed = zip(ranked, repeated).map { (entry: $0, repeated: $1) }
        ranked = keyed.sorted { lhs, rhs in
            if lhs.entry.tier != rhs.entry.tier { return lhs.entry.tier > rhs.entry.tier }
            if lhs.repeated != rhs.repeated { return !lhs.repeated }
            return before(lhs.entry, rhs.entry)
        }.map(\.entry)
        return ranked
    }

    /// Tier, then score, then product number.
    private static func before(_ lhs: Entry, _ rhs: Entry) -> Bool {
        if lhs.tier != rhs.tier { return lhs.tier > rhs.tier }
        if lhs.score != rhs.score { return lhs.score > rhs.score }
        return lhs.docID < rhs.docID
    }
}
