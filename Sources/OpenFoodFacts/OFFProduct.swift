import FoodlogSupport

/// Nutrition facts for one reference amount (per 100 g or 100 ml, or per serving). Every value is
/// optional: Open Food Facts leaves any of them out, and a missing value must never read as 0.
public struct OFFNutrition: Sendable, Equatable {
    public var kcal: Double?
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?
    public var sugars: Double?
    public var fiber: Double?
    public var saturatedFat: Double?
    public var salt: Double?

    public init(kcal: Double? = nil, protein: Double? = nil, carbs: Double? = nil, fat: Double? = nil,
                sugars: Double? = nil, fiber: Double? = nil, saturatedFat: Double? = nil, salt: Double? = nil) {
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.sugars = sugars
        self.fiber = fiber
        self.saturatedFat = saturatedFat
        self.salt = salt
    }

    /// Whether any value is known.
    public var isEmpty: Bool { [kcal, protein, carbs, fat, sugars, fiber, saturatedFat, salt].allSatisfy { $0 == nil } }
}

/// One product as Open Food Facts describes it: what `foodlog product` shows and what
/// `foodlog add --barcode` logs.
public struct OFFProduct: Sendable, Equatable {
    /// The code as Open Food Facts returned it (it may pad a UPC-A to 13 digits).
    public var code: String
    public var name: String?
    public var brand: String?
    /// The package size as printed (`"730 g"`).
    public var quantity: String?
    /// The serving as printed (`"60.8 g (1 tranche)"`).
    public var servingSize: String?
    /// The serving in grams (or millilitres), when known.
    public var servingGrams: Double?
    /// `"100g"` or `"100ml"`: what `per100` is for.
    public var nutritionPer: String
    /// Values per 100 g (or 100 ml).
    public var per100: OFFNutrition
    /// True when `per100.kcal` was converted from kJ because the product gave no kcal.
    public var kcalFromKilojoules: Bool
    /// Values per serving, when Open Food Facts gives them.
    public var perServing: OFFNutrition?
    /// The nutrients beyond macros per 100 g (or 100 ml), in each nutrient's unit: those Open
    /// Food Facts gave with a plausible value (`Nutrient.per100gRange`), sodium from salt / 2.5
    /// when only salt is given. Unknown ones are absent, never 0.
    public var nutrients: NutrientValues
    public var nutriscore: String?
    public var novaGroup: Int?
    public var categories: [String]
    public var allergens: [String]
    public var ingredients: String?
    /// Values Open Food Facts gave that were out of range and left out, one phrase each
    /// (`left out proteins per 100 g 1e+300 is out of range (0 to 100 g)`), for a notice on stderr.
    public var notes: [String]

    public init(code: String, name: String? = nil, brand: String? = nil, quantity: String? = nil, servingSize: String? = nil,
                servingGrams: Double? = nil, nutritionPer: String = "100g", per100: OFFNutrition = OFFNutrition(),
                kcalFromKilojoules: Bool = false, perServing: OFFNutrition? = nil, nutrients: NutrientValues = NutrientValues(),
                nutriscore: String? = nil,
                novaGroup: Int? = nil, categories: [String] = [], allergens: [String] = [], ingredients: String? = nil,
                notes: [String] = []) {
        self.code = code
        self.name = name
        self.brand = brand
        self.quantity = quantity
        self.servingSize = servingSize
        self.servingGrams = servingGrams
        self.nutritionPer = nutritionPer
        self.per100 = per100
        self.kcalFromKilojoules = kcalFromKilojoules
        self.perServing = perServing
        self.nutrients = nutrients
        self.nutriscore = nutriscore
        self.novaGroup = novaGroup
        self.categories = categories
        self.allergens = allergens
        self.ingredients = ingredients
        self.notes = notes
    }

    /// Whether the product can be logged: energy per 100 g (or 100 ml) is known.
    public var hasUsableNutrition: Bool { per100.kcal != nil }

    /// The name to show: brand and product name, or the code when Open Food Facts has neither.
    public var displayName: String {
        let base = name ?? "product \(code)"
        guard let brand, !brand.isEmpty, !base.lowercased().hasPrefix(brand.lowercased()) else { return base }
        return brand + " " + base
    }
}
