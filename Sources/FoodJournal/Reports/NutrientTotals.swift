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

    /// How many entries were added.
    public private(set) var entries = 0
    /// How many entries know at least one nutrient beyond macros.
    public private(set) var entriesWithAnyData = 0
    private var sums: [Nutrient: Double] = [:]
    private var counts: [Nutrient: Int] = [:]

    public init() {}

    /// The totals of `entries`.
    public init(_ entries: some Sequence<JournalEntry>) {
        for entry in entries { add(entry.nutrients.plausibleOnly.details) }
    }

    /// Adds one entry's known values.
    public mutating func add(_ values: NutrientValues) {
        entries += 1
        if !values.isEmpty { entriesWithAnyData += 1 }
        for (nutrient, value) in values.known {
            sums[nutrient, default: 0] += value
            counts[nutrient, default: 0] += 1
        }
    }

    /// The total of `nutrient`, or nil when no entry knows it.
    public subscript(nutrient: Nutrient) -> Total? {
        guard let count = counts[nutrient], let sum = sums[nutrient] else { return nil }
        return Total(sum: sum, entriesWithData: count, entries: entries)
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
        result.entries += rhs.entries
        result.entriesWithAnyData += rhs.entriesWithAnyData
        result.sums.merge(rhs.sums, uniquingKeysWith: +)
        result.counts.merge(rhs.counts, uniquingKeysWith: +)
        return result
    }
}
