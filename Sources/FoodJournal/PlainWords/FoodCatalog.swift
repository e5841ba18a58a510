/// A food a catalog knows, with nutrients per 100 g.
public struct CatalogFood: Equatable, Sendable {
    /// Generic foods (USDA: "Egg, whole, raw") or branded products.
    public enum Kind: String, Sendable { case generic, product }

    /// Stable id: a barcode for products, a catalog id for generic foods.
    public var id: String
    public var name: String
    public var kind: Kind
    public var per100g: Nutrients
    /// Grams in one serving, when known (`--servings`, plain counts).
    public var servingGrams: Double?

    public init(id: String, name: String, kind: Kind, per100g: Nutrients, servingGrams: Double? = nil) {
        self.id = id
        self.name = name
        self.kind = kind
        self.per100g = per100g
        self.servingGrams = servingGrams
    }

    /// The nutrients of `grams` of this food.
    public func nutrients(grams: Double) -> Nutrients { per100g.scaled(by: grams / 100) }
}

/// Where food names are looked up: the search index in the product, a hand-written table in tests.
/// Matching plain words and `foodlog add QUERY --grams N` both go through this, so the journal
/// does not depend on how foods are indexed.
public protocol FoodCatalog {
    /// Foods matching `query`, best first; `kind` limits to generic foods or products.
    func search(_ query: String, kind: CatalogFood.Kind?, limit: Int) throws -> [CatalogFood]
}
