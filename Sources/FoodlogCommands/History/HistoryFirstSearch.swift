import FoodIndex

/// Puts the foods you logged before that match the query ahead of the index's results.
enum HistoryFirstSearch {
    /// How many of your foods may go first in a list of `limit`: half of it, at most 5, so the
    /// index's own best matches always stay in view.
    static func maximumFirst(_ limit: Int) -> Int { min(5, max(1, (limit + 1) / 2)) }

    /// `history` (products, heaviest first) ahead of `hits`, each product once. A history product
    /// the index also ranked keeps its score and explanation; one it did not rank has score 0.
    static func merge(history: [Product], hits: [SearchHit], limit: Int) -> [RankedHit] {
        let first = history.prefix(maximumFirst(limit))
        guard !first.isEmpty else { return hits.map { RankedHit(hit: $0, recent: false) } }
        let codes = Set(first.map(\.code))
        var ranked = first.map { product in
            RankedHit(hit: hits.first { $0.product.code == product.code } ?? SearchHit(product: product, score: 0), recent: true)
        }
        ranked += hits.filter { !codes.contains($0.product.code) }.map { RankedHit(hit: $0, recent: false) }
        return ranked
    }

    /// The ranked results of `query`, at most `options.limit`: your matching foods (at most
    /// `maximumFirst(shown)`, for a list that shows `shown` lines), then the index's. Nil
    /// `history`: the index's alone. A barcode query is the index's alone too.
    static func search(_ query: String, options: SearchOptions, shown: Int, history: (book: FoodHistory, now: Int)?,
                       searcher: Searcher, prefix: Bool) throws -> [RankedHit] {
        let hits = try searcher.search(query, options: options)
        guard let history, !Barcode.looksLikeBarcode(query) else { return hits.map { RankedHit(hit: $0, recent: false) } }
        let mine = HistoryLoader.products(history.book, query: query, prefix: prefix, kind: options.kind, limit: maximumFirst(shown),
                                          index: searcher.index, now: history.now)
        return Array(merge(history: mine, hits: hits, limit: shown).prefix(options.limit))
    }
}
