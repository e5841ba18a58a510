import FoodlogSupport

/// The fields `foodlog edit` may change; nil leaves a field as it is.
public struct EntryChanges: Equatable, Sendable {
    public var name: String?
    public var time: LocalTime?
    public var meal: Meal?
    public var grams: Double?
    public var servings: Double?
    public var kcal: Double?
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?
    /// Nutrients beyond the macros to set (`--fiber 5 --sodium 300`); the others stay.
    public var details: NutrientValues

    public init(name: String? = nil, time: LocalTime? = nil, meal: Meal? = nil, grams: Double? = nil,
                servings: Double? = nil, kcal: Double? = nil, protein: Double? = nil, carbs: Double? = nil,
                fat: Double? = nil, details: NutrientValues = NutrientValues()) {
        self.name = name
        self.time = time
        self.meal = meal
        self.grams = grams
        self.servings = servings
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.details = details
    }

    public var isEmpty: Bool { self == EntryChanges() }

    /// Whether any number of the nutrients (energy, a macro or another nutrient) is given.
    public var givesNumbers: Bool { kcal != nil || protein != nil || carbs != nil || fat != nil || !details.isEmpty }

    /// The entry with these changes applied. A new amount without new numbers scales all the
    /// nutrients in proportion (macros and the others alike), so `edit ID --grams 200` after
    /// 100 g doubles the kcal and the fiber. With new numbers nothing is scaled: the numbers given
    /// are taken as they are and the others kept.
    public func applied(to entry: JournalEntry) -> JournalEntry {
        var result = entry
        if let name { result.name = name }
        if let time { result.time = time }
        if let meal { result.meal = meal }
        var factor: Double?
        if let grams {
            if let old = entry.amount.grams, old > 0 { factor = grams / old }
            result.amount.grams = grams
            if let servings = entry.amount.servings, let f = factor { result.amount.servings = servings * f }
        }
        if let servings {
            if factor == nil, let old = entry.amount.servings, old > 0 { factor = servings / old }
            if grams == nil, let g = entry.amount.grams, let old = entry.amount.servings, old > 0 {
                result.amount.grams = g * servings / old
            }
            result.amount.servings = servings
        }
        if let factor, !givesNumbers {
            result.nutrients = entry.nutrients.scaled(by: factor)
        }
        if let kcal { result.nutrients.kcal = kcal }
        if let protein { result.nutrients.protein = protein }
        if let carbs { result.nutrients.carbs = carbs }
        if let fat { result.nutrients.fat = fat }
        result.nutrients.details = result.nutrients.details.overlaid(with: details)
        return result
    }
}
