extension Nutrient {
    /// The names Open Food Facts gives this nutrient, preferred first (`saturated-fat` for the
    /// API's `nutriments["saturated-fat_100g"]` and the export's `saturated-fat_100g` column): one
    /// table for the API reader and the index builder. Their `_100g` values are grams per 100 g
    /// whatever unit the label printed, so `openFoodFactsFactor` converts them to the nutrient's
    /// unit. Sodium may also come from salt (`salt_100g` / 2.5), which each reader does itself.
    public var openFoodFactsNames: [String] {
        switch self {
        case .fiber: ["fiber"]
        case .sugars: ["sugars"]
        case .saturatedFat: ["saturated-fat"]
        case .cholesterol: ["cholesterol"]
        case .sodium: ["sodium"]
        case .potassium: ["potassium"]
        case .calcium: ["calcium"]
        case .iron: ["iron"]
        case .magnesium: ["magnesium"]
        case .phosphorus: ["phosphorus"]
        case .zinc: ["zinc"]
        case .copper: ["copper"]
        case .manganese: ["manganese"]
        case .selenium: ["selenium"]
        case .iodine: ["iodine"]
        case .vitaminA: ["vitamin-a"]
        case .vitaminC: ["vitamin-c"]
        case .vitaminD: ["vitamin-d"]
        case .vitaminE: ["vitamin-e"]
        case .vitaminK: ["vitamin-k", "phylloquinone"]
        case .thiamin: ["vitamin-b1"]
        case .riboflavin: ["vitamin-b2"]
        case .niacin: ["vitamin-pp"]
        case .pantothenicAcid: ["pantothenic-acid"]
        case .vitaminB6: ["vitamin-b6"]
        case .folate: ["vitamin-b9", "folates"]
        case .vitaminB12: ["vitamin-b12"]
        case .choline: ["choline"]
        }
    }

    /// Grams (Open Food Facts' unit) to this nutrient's unit.
    public var openFoodFactsFactor: Double {
        switch unit {
        case .grams: 1
        case .milligrams: 1_000
        case .micrograms: 1_000_000
        }
    }
}
