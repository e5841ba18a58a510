import FoodIndex
import FoodJournal

/// A `FoodCatalog` that puts the foods you logged before first: what plain-word `add`,
/// `add QUERY --grams N` and `add -i` search through, so the resolver that picks among the
/// results is untouched. Your foods come first only when they match every word of the query, at
/// most `HistoryFirstSearch.maximumFirst(limit)` of them, and each food appears once.
///
/// Words match whole, as logged; after `prepareForSession` (search as you type, `add -i`) the last
/// word may be the start of one, as in the index.
final class HistoryFirstCatalog: FoodCatalog {
    let base: FoodCatalog
    /// Your foods matching a query (kind, prefix on the last word, at most this many), heaviest first.
    let yours: (_ query: String, _ kind: CatalogFood.Kind?, _ prefix: Bool, _ limit: Int) -> [CatalogFood]
    private(set) var whileTyping = false
    /// Ids of the foods this catalog put first, for the "recent" marker of `add -i`.
    private(set) var recentIDs: Set<String> = []

    init(base: FoodCatalog, yours: @escaping (String, CatalogFood.Kind?, Bool, Int) -> [CatalogFood]) {
        self.base = base
        self.yours = yours
    }

    /// The index catalog with the user's history from the journal and its cache.
    static func over(_ catalog: IndexCatalog, journal: Journal, cachePath: String) -> HistoryFirstCatalog {
        var loaded: FoodHistory?  // read on the first search: `add --kcal` never reads it
        let index = catalog.index
        return HistoryFirstCatalog(base: catalog) { query, kind, prefix, limit in
            let history = loaded ?? HistoryLoader.load(journal: journal, cachePath: cachePath, index: index)
            loaded = history
            let productKind = kind.map { $0 == .generic ? ProductKind.generic : ProductKind.branded }
            return HistoryLoader.products(history, query: query, prefix: prefix, kind: productKind, limit: limit, index: index,
                                          now: journal.currentTime().epochSeconds).compactMap(IndexCatalog.food)
        }
    }

    func search(_ query: String, kind: CatalogFood.Kind?, limit: Int) throws -> [CatalogFood] {
        let found = try base.search(query, kind: kind, limit: limit)
        let first = yours(query, kind, whileTyping, HistoryFirstSearch.maximumFirst(limit))
        guard !first.isEmpty else { return found }
        recentIDs.formUnion(first.map(\.id))
        let ids = Set(first.map(\.id))
        return Array((first + found.filter { !ids.contains($0.id) }).prefix(limit))
    }

    func prepareForSession() {
        whileTyping = true
        base.prepareForSession()
    }

    func isYours(_ food: CatalogFood) -> Bool { recentIDs.contains(food.id) || base.isYours(food) }
}
