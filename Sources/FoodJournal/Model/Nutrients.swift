/// Energy and macronutrients of an amount of food. Macros may be unknown (a manual entry with
/// only kcal); totals count an unknown value as zero and say so through `complete`.
public struct Nutrients: Equatable, Sendable {
    public var kcal: Double
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?

    public init(kcal: Double, protein: Double? = nil, carbs: Double? = nil, fat: Double? = nil) {
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
    }

    public static let zero = Nutrients(kcal: 0, protein: 0, carbs: 0, fat: 0)

    /// Whether every macro is known.
    public var complete: Bool { protein != nil && carbs != nil && fat != nil }

    /// The nutrients of `factor` times this amount (per-100 g values times grams / 100).
    public func scaled(by factor: Double) -> Nutrients {
        Nutrients(kcal: kcal * factor, protein: protein.map { $0 * factor }, carbs: carbs.map { $0 * factor },
                  fat: fat.map { $0 * factor })
    }

    /// A running total: unknown values add as zero.
    public static func + (lhs: Nutrients, rhs: Nutrients) -> Nutrients {
        Nutrients(kcal: lhs.kcal + rhs.kcal, protein: (lhs.protein ?? 0) + (rhs.protein ?? 0),
                  carbs: (lhs.carbs ?? 0) + (rhs.carbs ?? 0), fat: (lhs.fat ?? 0) + (rhs.fat ?? 0))
    }
}

/// How much was eaten: grams, servings, or both when a serving size is known.
public struct Amount: Equatable, Sendable {
    public var grams: Double?
    public var servings: Double?

    public init(grams: Double? = nil, servings: Double? = nil) {
        self.grams = grams
        self.servings = servings
    }

    /// `150 g`, `2 servings`, `1 serving (40 g)`, or empty when unknown.
    public var text: String {
        let g = grams.map { Amount.format($0) + " g" }
        guard let servings else { return g ?? "" }
        let s = Amount.format(servings) + (servings == 1 ? " serving" : " servings")
        return g.map { s + " (" + $0 + ")" } ?? s
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
