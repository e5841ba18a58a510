/// The order of the re-rank pool: match tier first (`MatchTier`), then, within a tier, each
/// product before any repeat of one ranked above it, then names holding the typed words side by
/// side before the others, then score (popularity and typed spelling included), then product number.
///
/// Open Food Facts holds the same product many times over (one row per barcode: sizes, packs,
/// re-listings, the brand spelled three ways), so a query's best ten could be ten rows of "Vienna
/// Sausage" with nothing else to choose from. A repeat (a name of the same words as one ranked
/// above it, whatever the brand) keeps its place among the repeats but follows the products of
/// its tier not yet shown; `search` still lists it, and the table folds identical rows (`+N same`).
/// Among names holding every word, one holding the typed words side by side in typed order is the
/// likelier product (`kidney beans`: "Dark red kidney beans" before "Kidney and black beans"; a
/// generic name, which leads with its category, always counts: `MatchTiers.assess`).
///
/// Reading a candidate's name costs a record read, so `best` reads candidates from the highest
/// possible score down and stops once no unread one can enter the result.
enum RerankOrder {
    struct Entry: Equatable {
        var tier: MatchTier
        /// Whether the name holds the typed words side by side in order (`MatchTiers.assess`).
        var phrase: Bool = false
        /// A hash of the name's words (`MatchTiers.assess`): equal for repeats.
        var identity: Int
        var score: Double
        var docID: Int
    }

    /// A candidate before its record is read: its score with the priors known so far, the most
    /// that score can be once the record is read, its number, popularity and kind.
    struct Candidate: Equatable {
        var score: Double
        var ceiling: Double
        var docID: Int
        var popularity: UInt8 = 0
        var generic = false
    }

    /// `entries` in result order: sorted by `before` (tier first), then each tier's repeats (an
    /// identity seen above, in this tier or a higher one) moved behind the rest of that tier,
    /// both parts keeping their order. One sort and one pass.
    static func order(_ entries: [Entry]) -> [Entry] {
        let ranked = entries.sorted(by: before)
        var seen = IntegerSet(minimumCapacity: ranked.count)
        var result: [Entry] = []
        result.reserveCapacity(ranked.count)
        var repeats: [Entry] = []
        repeats.reserveCapacity(ranked.count)
        var start = 0
        while start < ranked.count {
            let tier = ranked[start].tier
            var end = start
            while end < ranked.count, ranked[end].tier == tier {
                if seen.insert(UInt64(bitPattern: Int64(ranked[end].identity))) { result.append(ranked[end]) } else { repeats.append(ranked[end]) }
                end += 1
            }
            result += repeats
            repeats.removeAll(keepingCapacity: true)
            start = end
        }
        return result
    }

    /// The first `limit` of `candidates` in result order: the best `reading` of them by ceiling
    /// (then number) as `order` of them all would give, calling `assess` only for those that may
    /// be among them, then, when `limit` asks for more, the rest by score. The reading stops when
    /// `limit` products of `topTier` (the highest any candidate can reach; with the phrase, when
    /// `phrasePossible`), none a repeat, each rank above the next candidate's ceiling: nothing
    /// unread can then pass them, nor make one of them a repeat (a repeat ranks below what it
    /// repeats). So a search's first results do not depend on how many it asks for.
    static func best<Failure: Error>(_ candidates: [Candidate], limit: Int, reading: Int = Ranking.rerankReads, topTier: MatchTier,
                                     phrasePossible: Bool, touch: (Candidate) -> Void = { _ in },
                                     assess: (Candidate) throws(Failure) -> Entry) throws(Failure) -> [Entry] {
        let sorted = candidates.sorted { $0.ceiling != $1.ceiling ? $0.ceiling > $1.ceiling : $0.docID < $1.docID }
        let queue = sorted.prefix(reading)
        for candidate in queue { touch(candidate) }
        var read: [Entry] = []
        read.reserveCapacity(queue.count)
        // The best entry of each identity at the top tier: the one that is not a repeat.
        var leaders: [Entry] = []
        var leaderOf = IntegerMap<Int>(minimumCapacity: queue.count)
        for (position, candidate) in queue.enumerated() {
            let entry = try assess(candidate)
            read.append(entry)
            if entry.tier == topTier, entry.phrase || !phrasePossible {
                let identity = UInt64(bitPattern: Int64(entry.identity))
                if let known = leaderOf[identity] {
                    if before(entry, leaders[known]) { leaders[known] = entry }
                } else {
                    leaderOf.set(leaders.count, for: identity)
                    leaders.append(entry)
                }
            }
            guard position + 1 < queue.count, leaders.count >= limit else { continue }
            let next = queue[queue.startIndex + position + 1]
            var settled = 0
            for leader in leaders where leader.score > next.ceiling || (leader.score == next.ceiling && leader.docID < next.docID) {
                settled += 1
                if settled >= limit { break }
            }
            if settled >= limit { break }
        }
        var result = Array(order(read).prefix(limit))
        guard result.count < limit, sorted.count > queue.count else { return result }
        var rest: [Entry] = []
        for candidate in sorted[queue.endIndex...] { rest.append(try assess(candidate)) }
        rest.sort { $0.score != $1.score ? $0.score > $1.score : $0.docID < $1.docID }
        result += rest.prefix(limit - result.count)
        return result
    }

    /// Tier, then phrase, then score, then product number.
    private static func before(_ lhs: Entry, _ rhs: Entry) -> Bool {
        if lhs.tier != rhs.tier { return lhs.tier > rhs.tier }
        if lhs.phrase != rhs.phrase { return lhs.phrase }
        if lhs.score != rhs.score { return lhs.score > rhs.score }
        return lhs.docID < rhs.docID
    }
}
