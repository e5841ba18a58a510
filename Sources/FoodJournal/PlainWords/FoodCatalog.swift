

/// Where food names are looked up: the search index in the product, a hand-written table in tests.
/// Matching plain words and `foodlog add QUERY --grams N` both go through this, so the journal
/// does not depend on how foods are indexed.
public protocol FoodCatalog {
    /// Foods matching `query`, best first; `kind` limits to generic foods or products.
    func search(_ query: String, kind: CatalogFood.Kind?, limit: Int) throws -> [CatalogFood]
    /// Readies the catalog for one search per keystroke (search as you type), where the first
    /// keys should not pay for warming caches. Does nothing by default.
    func prepareForSession()
    /// Whether `food` came first because the user logged it before ("your foods first"): plain
    /// words then prefer it among foods that fit what was said equally. False by default.
    func isYours(_ food: CatalogFood) -> Bool
}

extension FoodCatalog {
    public func prepareForSession() {}
    public func isYours(_ food: CatalogFood) -> Bool { false }
}
