import FoodIndex
import FoodJournal
import FoodlogSupport

/// The product search index seen as a `FoodCatalog`: how `add QUERY --grams N` and plain-word
/// logging find foods. Products without energy are skipped: they cannot be logged.
struct IndexCatalog: FoodCatalog {
    let index: ProductIndex
    /// Reused by every search of this catalog (`add -i` runs one per keystroke).
    private let searcher: Searcher

    init(index: ProductIndex) {
        self.index = index
        searcher = Searcher(index: index)
    }

    /// The index `foodlog search` would use (`FOODLOG_INDEX`, the user's index, the embedded one).
    static func open(_ context: CommandContext) throws -> IndexCatalog {
        let location = IndexLocation.resolve(option: nil, environment: context.environment, paths: context.paths)
        return IndexCatalog(index: try ProductIndex(directory: location.directory))
    }

    func search(_ query: String, kind: CatalogFood.Kind?, limit: Int) throws -> [CatalogFood] {
        var options = SearchOptions(limit: max(limit * 3, 10))
        if let kind { options.kind = kind == .generic ? .generic : .branded }
        return try searcher.search(query, options: options).compactMap { IndexCatalog.food($0.product) }.prefix(limit).map { $0 }
    }

    func prepareForSession() { searcher.prepareForSession() }

    static func food(_ product: Product) -> CatalogFood? {
        guard let kcal = product.kcal, kcal.isFinite else { return nil }
        var name = product.name
        if let brand = product.brand, !brand.isEmpty, !name.lowercased().hasPrefix(brand.lowercased()) { name = brand + " " + name }
        return CatalogFood(id: product.code, name: name, kind: product.kind == .generic ? .generic : .product,
                           per100g: Nutrients(kcal: kcal, protein: product.protein, carbs: product.carbs, fat: product.fat,
                                              details: product.nutrients),
                           servingGrams: product.servingGrams)
    }
}
