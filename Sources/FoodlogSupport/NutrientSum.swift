/// The total of the nutrients beyond macros over several parts (a meal's items, a recipe's
/// ingredients, a day's journal entries), with how many parts each total rests on. A part that does not know a nutrient
/// adds nothing to it and is not counted, so a total is never an unknown read as 0, and a
/// partial one says so: "fiber 4.2 g (2 of 3 items)".
public struct NutrientSum: Sendable, Equatable {
    /// The sums, in each nutrient's unit; only nutrients at least one part knows.
    public private(set) var values: NutrientValues
    /// How many parts knew each nutrient in `values`.
    public private(set) var counts: [Nutrient: Int]
    /// How many parts were added, knowing anything or not.
    public private(set) var parts: Int

    public init() {
        values = NutrientValues()
        counts = [:]
        parts = 0
    }

    /// The sum of `parts`.
    public init(_ parts: [NutrientValues]) {
        self.init()
        for part in parts { add(part) }
    }

    /// Adds one part.
    public mutating func add(_ part: NutrientValues) {
        parts += 1
        for (nutrient, value) in part.known {
            values[nutrient] = (values[nutrient] ?? 0) + value
            counts[nutrient, default: 0] += 1
        }
    }

    /// Both sums together: the parts of each, each nutrient's sum and count added.
    public static func + (lhs: NutrientSum, rhs: NutrientSum) -> NutrientSum {
        var result = lhs
        result.parts += rhs.parts
        for (nutrient, value) in rhs.values.known {
            result.values[nutrient] = (result.values[nutrient] ?? 0) + value
            result.counts[nutrient, default: 0] += rhs.count(nutrient)
        }
        return result
    }

    /// How many parts knew `nutrient` (0 when none did).
    public func count(_ nutrient: Nutrient) -> Int { counts[nutrient] ?? 0 }

    /// Whether some parts knew `nutrient` and others did not.
    public func isPartial(_ nutrient: Nutrient) -> Bool { (1..<parts).contains(count(nutrient)) }

    /// Only the nutrients every part knew: what can be recorded as this whole's amount without
    /// passing an undercount off as known.
    public var complete: NutrientValues {
        NutrientValues(Dictionary(uniqueKeysWithValues: values.known.filter { count($0.nutrient) == parts }.map { ($0.nutrient, $0.value) }))
    }

    /// The sums times `factor` (a recipe's total per serving); the counts stay.
    public func scaled(by factor: Double) -> NutrientSum {
        var result = self
        result.values = values.scaled(by: factor)
        return result
    }

    /// A sum rebuilt from stored values and counts (a saved recipe), trusting neither: counts are
    /// clamped to 0...parts and a value without a positive count is dropped.
    public init(values: NutrientValues, counts: [Nutrient: Int], parts: Int) {
        self.parts = max(0, parts)
        var kept = NutrientValues()
        var keptCounts: [Nutrient: Int] = [:]
        for (nutrient, value) in values.known {
            let count = min(max(counts[nutrient] ?? 0, 0), self.parts)
            guard count > 0 else { continue }
            kept[nutrient] = value
            keptCounts[nutrient] = count
        }
        self.values = kept
        self.counts = keptCounts
    }
}
