import FoodlogSupport

/// Totals of the nutrients beyond macros over some entries, each saying how many entries it rests
/// on: an entry that does not know a nutrient adds nothing to it and is not counted as having it,
/// so "fiber 18 g (12 of 14 entries)" is what the numbers support. Out-of-range values (a
/// hand-edited line) count as unknown, as they do in the macro totals. Pure.
public struct NutrientTotals: Sendable, Equatable {
    /// One nutrient's total.
    public struct Total: Sendable, Equatable {
        /// Sum over the entries that know it, in the nutrient's unit.
        public var sum: Double
        /// How many entries know it.
        public var entriesWithData: Int
        /// How many entries were added in all.
        public var entries: Int

        /// Whether every entry knows it.
        public var isComplete: Bool { entriesWithData == entries }
    }

    /// The sums and counts (`NutrientSum`, the same as a meal's or a recipe's), entries as parts.
    private var sum = NutrientSum()
    /// How many entries know at least one nutrient beyond macros.
    public private(set) var entriesWithAnyData = 0

    public init() {}

    /// The totals of `entries`.
    public init(_ entries: some Sequence<JournalEntry>) {
        for entry in entries { add(entry.nutrients.plausibleOnly.details) }
    }

    /// How many entries were added.
    public var entries: Int { sum.parts }

    /// Adds one entry's known values.
    public mutating func add(_ values: NutrientValues) {
        sum.add(values)
        if !values.isEmpty { entriesWithAnyData += 1 }
    }

    /// The total of `nutrient`, or nil when no entry knows it.
    public subscript(nutrient: Nutrient) -> Total? {
        guard let value = sum.values[nutrient] else { return nil }
        return Total(sum: value, entriesWithData: sum.count(nutrient), entries: sum.parts)
    }

    /// The nutrients some entry knows, in `Nutrient` order.
    public var known: [(nutrient: Nutrient, total: Total)] {
        Nutrient.allCases.compactMap { nutrient in self[nutrient].map { (nutrient, $0) } }
    }

    /// Entries that know no nutrient beyond macros (typed numbers, older entries).
    public var entriesWithoutData: Int { entries - entriesWithAnyData }

    /// Both sets of entries together.
    public static func + (lhs: NutrientTotals, rhs: NutrientTotals) -> NutrientTotals {
        var result = lhs
        result.sum = lhs.sum + rhs.sum
        result.entriesWithAnyData += rhs.entriesWithAnyData
        return result
    }
}
