/// Amounts of the nutrients beyond macros, for 100 g of a food or for one journal entry. Sparse:
/// a nutrient the source did not give is absent, never 0, so totals can say how many entries
/// they rest on ("fiber 18 g (12 of 14 entries)").
public struct NutrientValues: Sendable, Equatable, Hashable {
    private var storage: [Nutrient: Double]

    public init() { storage = [:] }

    /// Keeps only the values that are finite and not negative; callers check plausibility
    /// (`Nutrient.per100gRange`) at their boundary before this.
    public init(_ values: [Nutrient: Double]) {
        storage = values.filter { $0.value.isFinite && $0.value >= 0 }
    }

    /// The amount, in the nutrient's unit, or nil when unknown. Setting nil forgets it; setting a
    /// non-finite or negative value forgets it too.
    public subscript(nutrient: Nutrient) -> Double? {
        get { storage[nutrient] }
        set {
            if let newValue, newValue.isFinite, newValue >= 0 { storage[nutrient] = newValue } else { storage[nutrient] = nil }
        }
    }

    public var isEmpty: Bool { storage.isEmpty }
    public var count: Int { storage.count }

    /// The known values in `Nutrient` order (the order of every view and export).
    public var known: [(nutrient: Nutrient, value: Double)] {
        storage.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// These values times `factor` (per-100 g values times grams / 100).
    public func scaled(by factor: Double) -> NutrientValues {
        NutrientValues(storage.mapValues { $0 * factor })
    }

    /// These values with `other`'s laid over them: where both know a nutrient, `other` wins (a
    /// value grounded in the index over a model's guess).
    public func overlaid(with other: NutrientValues) -> NutrientValues {
        NutrientValues(storage.merging(other.storage) { _, new in new })
    }
}
