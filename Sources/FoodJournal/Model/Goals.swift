/// Daily targets. A zero or absent value means no goal for that nutrient.
public struct Goals: Equatable, Sendable {
    public var kcal: Double?
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?

    public init(kcal: Double? = nil, protein: Double? = nil, carbs: Double? = nil, fat: Double? = nil) {
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
    }

    public var isEmpty: Bool { kcal == nil && protein == nil && carbs == nil && fat == nil }

    /// These goals updated by a `goal set`: given values replace, zero clears, absent keeps.
    public func merged(with change: Goals) -> Goals {
        func pick(_ new: Double?, _ old: Double?) -> Double? {
            guard let new else { return old }
            return new == 0 ? nil : new
        }
        return Goals(kcal: pick(change.kcal, kcal), protein: pick(change.protein, protein),
                     carbs: pick(change.carbs, carbs), fat: pick(change.fat, fat))
    }
}
