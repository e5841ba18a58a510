import FoodJournal
import FoodlogSupport

/// The foods you logged before, best first by frecency: what "your foods first" ranks with in
/// `search`, plain-word `add`, `-i` and completion. Derived from the journal only (never written
/// into it), kept in a cache file (`HistoryCache`), and pure: building, ranking and matching take
/// their clock and tokenizer as arguments.
///
/// **Frecency.** Each time a food was logged counts 1, halved for every `halfLifeDays` since:
/// weight = Σ 0.5^(age in days / 30) over its entries. A food eaten daily for a month weighs about
/// 20; one eaten once today weighs 1; one eaten once two months ago 0.25. Frequency and recency in
/// one number, with no cut-off date. Because every weight decays at the same rate, the order of the
/// foods never changes as time passes, only their weights, so the cache keeps `log2` of each weight
/// at the moment it was built (`reference`) and is rebuilt only when the journal changes.
///
/// **What must not happen.** A food logged once long ago never buries the obvious match for a
/// query: a food counts only while its weight is at least `minimumWeight` (one entry in the last
/// 60 days, two in the last 90, ...), and only when it matches every word of the query (see
/// `matching`).
struct FoodHistory: Equatable, Sendable {
    /// One food, keyed by its index code (the entry's `reference`).
    struct Item: Equatable, Sendable {
        /// The product code in the index (a barcode or `usda-…`).
        var code: String
        /// The name of its latest entry.
        var name: String
        /// `Tokenizer.terms` of `name`, computed once when the cache is built.
        var terms: [String]
        /// How many entries in effect log it (of those read: the last `HistoryLoader.daysRead` days).
        var count: Int
        /// When it was last eaten (seconds since the epoch).
        var lastEaten: Int
        /// log2 of its frecency weight at `FoodHistory.reference`.
        var log2Weight: Double
        /// Its product number in the index the cache was built against, or -1 when that index
        /// does not have it.
        var docID: Int
    }

    /// Days for a logged food's weight to halve.
    static let halfLifeDays = 30.0
    /// Foods lighter than this (one entry over 60 days ago) are not ranked first.
    static let minimumWeight = 0.25
    /// Foods kept, heaviest first: far more than anyone eats in two months.
    static let capacity = 500

    /// The moment the weights are relative to (seconds since the epoch).
    var reference: Int
    /// The index the `docID`s belong to (`ProductIndex.indexID`).
    var indexID: UInt64
    /// Heaviest first; ties by latest eaten, then code.
    var items: [Item]

    /// The frecency weight of `item` at `now`.
    func weight(of item: Item, now: Int) -> Double {
        let days = Double(now - reference) / 86_400
        return exp2(item.log2Weight - days / FoodHistory.halfLifeDays)
    }

    /// Builds the history from journal entries in effect. Entries without a code (typed numbers,
    /// AI estimates) are left out: they have no product to rank. `terms` tokenizes names as the
    /// index does; `resolve` gives a code's product number in the current index (nil: none).
    static func build(entries: [JournalEntry], now: Int, indexID: UInt64, terms: (String) -> [String],
                      resolve: (_ code: String, _ name: String) -> Int?) -> FoodHistory {
        struct Tally { var name: String; var count = 0; var last = Int.min; var weight = 0.0 }
        var tallies: [String: Tally] = [:]
        for entry in entries {
            guard let code = entry.reference, !code.isEmpty, entry.source != .manual, entry.source != .ai else { continue }
            let eaten = entry.time.epochSeconds
            // An entry dated ahead counts as eaten now, so a typo in the future cannot outweigh everything.
            let days = Double(max(0, now - eaten)) / 86_400
            var tally = tallies[code] ?? Tally(name: entry.name)
            tally.count += 1
            tally.weight += exp2(-days / halfLifeDays)
            if eaten >= tally.last { tally.last = eaten; tally.name = entry.name }
            tallies[code] = tally
        }
        let kept = tallies.filter { $0.value.weight >= minimumWeight }
            .sorted { ($0.value.weight, $0.value.last, $1.key) > ($1.value.weight, $1.value.last, $0.key) }
            .prefix(capacity)
        let items = kept.map { code, tally in
            Item(code: code, name: tally.name, terms: terms(tally.name), count: tally.count, lastEaten: tally.last,
                 log2Weight: log2(tally.weight), docID: resolve(code, tally.name) ?? -1)
        }
        return FoodHistory(reference: now, indexID: indexID, items: items)
    }

    /// The foods that match every word of a query, heaviest first, at most `limit`, leaving out
    /// those lighter than `minimumWeight` at `now`. `queryTerms` are the query's `Tokenizer.terms`;
    /// with `prefix`, the last may be the start of a word (search as you type, completion).
    func matching(_ queryTerms: [String], prefix: Bool, now: Int, limit: Int) -> [Item] {
        guard !queryTerms.isEmpty, limit > 0 else { return [] }
        var found: [Item] = []
        for item in items {
            // Items are heaviest first: once one is too light, so is every one after it.
            guard weight(of: item, now: now) >= FoodHistory.minimumWeight else { break }
            guard FoodHistory.matches(item.terms, queryTerms, prefix: prefix) else { continue }
            found.append(item)
            if found.count == limit { break }
        }
        return found
    }

    /// Whether every query term is one of `terms` (the last may only start one, with `prefix`).
    static func matches(_ terms: [String], _ queryTerms: [String], prefix: Bool) -> Bool {
        for (position, wanted) in queryTerms.enumerated() {
            let last = prefix && position == queryTerms.count - 1
            guard terms.contains(where: { last ? $0.hasPrefix(wanted) : $0 == wanted }) else { return false }
        }
        return true
    }
}
