import FoodlogSupport

/// Energy, macronutrients and the other known nutrients of an amount of food. Macros may be
/// unknown (a manual entry with only kcal); totals count an unknown value as zero and say so
/// through `complete`. `details` holds only the nutrients beyond macros that the source gave.
public struct Nutrients: Equatable, Sendable {
    public var kcal: Double
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?
    /// Fiber, sodium, vitamins... for this amount; absent when unknown.
    public var details: NutrientValues

    public init(kcal: Double, protein: Double? = nil, carbs: Double? = nil, fat: Double? = nil,
                details: NutrientValues = NutrientValues()) {
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.details = details
    }

    public static let zero = Nutrients(kcal: 0, protein: 0, carbs: 0, fat: 0)

    /// Whether every macro is known.
    public var complete: Bool { protein != nil && carbs != nil && fat != nil }

    /// The nutrients of `factor` times this amount (per-100 g values times grams / 100).
    public func scaled(by factor: Double) -> Nutrients {
        Nutrients(kcal: kcal * factor, protein: protein.map { $0 * factor }, carbs: carbs.map { $0 * factor },
                  fat: fat.map { $0 * factor }, details: details.scaled(by: factor))
    }

    /// A running total of macros: unknown values add as zero. `details` are not summed here,
    /// because their totals must say how many entries they rest on.
    public static func + (lhs: Nutrients, rhs: Nutrients) -> Nutrients {
        Nutrients(kcal: lhs.kcal + rhs.kcal, protein: (lhs.protein ?? 0) + (rhs.protein ?? 0),
                  carbs: (lhs.carbs ?? 0) + (rhs.carbs ?? 0), fat: (lhs.fat ?? 0) + (rhs.fat ?? 0))
    }
}
