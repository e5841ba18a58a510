import FoodlogSupport

/// Calories (kcal) and macronutrients (grams).
public struct Macros: Sendable, Equatable {
    public var calories: Double
    public var protein: Double
    public var carbs: Double
    public var fat: Double

    public init(calories: Double, protein: Double, carbs: Double, fat: Double) {
        self.calories = calories
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
    }

    public static let zero = Macros(calories: 0, protein: 0, carbs: 0, fat: 0)

    public static func + (lhs: Macros, rhs: Macros) -> Macros {
        Macros(calories: lhs.calories + rhs.calories, protein: lhs.protein + rhs.protein,
               carbs: lhs.carbs + rhs.carbs, fat: lhs.fat + rhs.fat)
    }
}

/// Where an item's numbers came from.
public enum NutritionSource: String, Sendable, Equatable {
    /// Scaled from a food in the local index (`matched_id` names it).
    case database
    /// The model's own estimate.
    case estimate
}

/// One food in a meal.
public struct MealItem: Sendable, Equatable {
    public var name: String
    public var grams: Double
    public var macros: Macros
    /// 0...1.
    public var confidence: Double
    public var source: NutritionSource
    /// The index id of the matched food when `source == .database`.
    public var matchedID: String?
    /// Fiber, sugars, saturated fat, sodium... for this item's grams: the model's plausible
    /// values, with the matched food's laid over them where it knows them. Unknown ones are absent.
    public var nutrients: NutrientValues

    public init(name: String, grams: Double, macros: Macros, confidence: Double, source: NutritionSource, matchedID: String?,
                nutrients: NutrientValues = NutrientValues()) {
        self.name = name
        self.grams = grams
        self.macros = macros
        self.confidence = confidence
        self.source = source
        self.matchedID = matchedID
        self.nutrients = nutrients
    }
}

/// Figures for people who dose insulin for fat and protein (the Warsaw method, as FoodFinder's
/// advanced mode shows them): fat/protein units and the hours over which they are absorbed.
public struct AdvancedMetrics: Sendable, Equatable {
    /// 1 FPU = 100 kcal from fat and protein.
    public var fatProteinUnits: Double
    /// Suggested absorption time in hours: 3 h for 1 FPU, 4 h for 2, 5 h for 3, 8 h for 4 or more;
    /// 0 below half a unit.
    public var absorptionHours: Double

    public init(fatProteinUnits: Double, absorptionHours: Double) {
        self.fatProteinUnits = fatProteinUnits
        self.absorptionHours = absorptionHours
    }

    /// Computed from the meal's totals (not asked of the model, so it is exact and repeatable).
    public static func from(_ total: Macros) -> AdvancedMetrics {
        let units = (total.fat * 9 + total.protein * 4) / 100
        let rounded = (units * 10).rounded() / 10
        let hours: Double
        switch units {
        case ..<0.5: hours = 0
        case ..<1.5: hours = 3
        case ..<2.5: hours = 4
        case ..<3.5: hours = 5
        default: hours = 8
        }
        return AdvancedMetrics(fatProteinUnits: rounded, absorptionHours: hours)
    }
}

/// A validated meal estimate.
public struct MealEstimate: Sendable, Equatable {
    public var title: String
    public var items: [MealItem]
    /// Always the sum of the items (recomputed, never trusted from the model).
    public var total: Macros
    /// Overall confidence, 0...1.
    public var confidence: Double
    public var provider: String
    public var model: String
    public var cached: Bool
    /// Whether the model's own total disagreed with the sum of its items.
    public var totalMismatch: Bool
    /// Present with `--advanced`.
    public var advanced: AdvancedMetrics?
    /// Remarks from validation, for stderr.
    public var notes: [String]

    /// The items' nutrients beyond macros, summed over the items that know each one.
    public var nutrientTotal: NutrientSum { NutrientSum(items.map(\.nutrients)) }

    public init(title: String, items: [MealItem], total: Macros, confidence: Double, provider: String, model: String,
                cached: Bool, totalMismatch: Bool, advanced: AdvancedMetrics? = nil, notes: [String] = []) {
        self.title = title
        self.items = items
        self.total = total
        self.confidence = confidence
        self.provider = provider
        self.model = model
        self.cached = cached
        self.totalMismatch = totalMismatch
        self.advanced = advanced
        self.notes = notes
    }
}
