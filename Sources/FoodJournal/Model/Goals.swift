import FoodlogSupport

/// Daily targets. A zero or absent value means no goal for that nutrient. `details` holds goals
/// for nutrients beyond the macros (`goal set --fiber 30 --sodium 2300`); views measure a
/// nutrient against its goal when there is one, else against its daily value.
public struct Goals: Equatable, Sendable {
    public var kcal: Double?
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?
    public var details: NutrientValues

    public init(kcal: Double? = nil, protein: Double? = nil, carbs: Double? = nil, fat: Double? = nil,
                details: NutrientValues = NutrientValues()) {
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.details = details
    }

    public var isEmpty: Bool { kcal == nil && protein == nil && carbs == nil && fat == nil && details.isEmpty }

    /// These goals updated by a `goal set`: given values replace, zero clears, absent keeps.
    public func merged(with change: Goals) -> Goals {
        func pick(_ new: Double?, _ old: Double?) -> Double? {
            guard let new else { return old }
            return new == 0 ? nil : new
        }
        var details = self.details
        for (nutrient, value) in change.details.known { details[nutrient] = pick(value, details[nutrient]) }
        return Goals(kcal: pick(change.kcal, kcal), protein: pick(change.protein, protein),
                     carbs: pick(change.carbs, carbs), fat: pick(change.fat, fat), details: details)
    }
}
