import FoodlogSupport

/// Whether a product is a generic food (USDA survey / SR Legacy / Foundation: "Bananas, raw") or a
/// branded product with a barcode.
public enum ProductKind: UInt8, Sendable, CaseIterable {
    case branded = 0
    case generic = 1

    public var name: String { self == .generic ? "generic" : "branded" }
}

/// One product as the index stores it: what a search result shows and what logging needs.
/// Nutrients are per 100 g; `nil` means the source did not say.
public struct Product: Sendable, Equatable {
    /// Position in the index (stable for one build only).
    public var docID: Int
    /// The product's code: a barcode as the source wrote it, or a `usda:` id for USDA foods.
    public var code: String
    public var name: String
    public var brand: String?
    public var kind: ProductKind
    /// Energy in kcal per 100 g; see `kcalEstimated`.
    public var kcal: Double?
    /// True when `kcal` was computed from the macros (4/4/9 kcal per g) because the source had none.
    public var kcalEstimated: Bool
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?
    /// The serving as the source wrote it (`"1 cup (240 ml)"`).
    public var servingSize: String?
    /// The serving in grams, when known.
    public var servingGrams: Double?
    public var category: String?
    /// Popularity prior, 0...255: `16 * log2(1 + unique scans)`, 0 when unknown.
    public var popularity: UInt8
    /// Nutrients beyond the macros, per 100 g; only those the source gave.
    public var nutrients: NutrientValues

    public init(docID: Int = 0, code: String, name: String, brand: String? = nil, kind: ProductKind = .branded,
                kcal: Double? = nil, kcalEstimated: Bool = false, protein: Double? = nil, carbs: Double? = nil,
                fat: Double? = nil, servingSize: String? = nil, servingGrams: Double? = nil,
                category: String? = nil, popularity: UInt8 = 0, nutrients: NutrientValues = NutrientValues()) {
        self.docID = docID
        self.code = code
        self.name = name
        self.brand = brand
        self.kind = kind
        self.kcal = kcal
        self.kcalEstimated = kcalEstimated
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.servingSize = servingSize
        self.servingGrams = servingGrams
        self.category = category
        self.popularity = popularity
        self.nutrients = nutrients
    }

    /// Whether the product has anything a food log can use.
    public var hasNutrition: Bool { kcal != nil }
}
