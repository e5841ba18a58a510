import FoodlogSupport

/// A product's nutrients beyond the macros, per 100 g, as its record stores them: only the known
/// ones, so a product the source said nothing about costs nothing and unknown never reads as 0.
///
/// ```
/// mask            bit n set: Nutrient(rawValue: n) is known (in the record's shape: `RecordShapes`)
/// varint × set bits, in Nutrient order: the amount in steps of `scale` per unit
/// ```
/// `encode` and `Encoder.bytes` write the mask as a varint before the amounts; the record moves
/// it into its shape (`split`) and stores the amounts alone.
/// Steps: 0.1 g for the nutrients counted in grams (as the macros); for the others the power of
/// ten at or below 1/1000 of the daily value, so a label's percent is exact to 0.1 % (sodium 1 mg,
/// iron 0.01 mg, vitamin B12 0.001 µg, copper 0.0001 mg).
public enum NutrientAmounts {
    /// Steps per unit of `nutrient` (10 = 0.1 g).
    public static func scale(_ nutrient: Nutrient) -> UInt64 { scales[nutrient.rawValue] }

    private static let scales: [UInt64] = Nutrient.allCases.map { nutrient in
        if nutrient.unit == .grams { return 10 }
        var scale: UInt64 = 1
        while Double(scale) * nutrient.dailyValue < 1000 { scale *= 10 }
        return scale
    }

    /// The largest number of steps written; values are not believed past their ceiling anyway.
    static let maxSteps = Double(UInt64(1) << 53)

    /// Appends the mask and amounts of the known values (nothing at all when none are known is
    /// the caller's choice: `ProductRecord` flags their presence).
    public static func encode(_ values: NutrientValues, into writer: inout StoreWriter) {
        let known = values.known
        var mask: UInt64 = 0
        for (nutrient, _) in known { mask |= 1 << UInt64(nutrient.rawValue) }
        writer.varint(mask)
        for (nutrient, value) in known {
            writer.varint(UInt64(min((value * Double(scale(nutrient))).rounded(), maxSteps)))
        }
    }

    /// Writes the stored form as values come, in `Nutrient` order, without building a
    /// `NutrientValues` (what the index builder does for every row: no hashing, one allocation).
    public struct Encoder: Sendable {
        private var mask: UInt64 = 0
        private var steps: [UInt64] = []

        public init() {}

        /// Adds a value; nutrients must come in `Nutrient` order, each once.
        public mutating func add(_ nutrient: Nutrient, _ value: Double) {
            guard value.isFinite, value >= 0, UInt64(1) << UInt64(nutrient.rawValue) > mask else { return }
            mask |= 1 << UInt64(nutrient.rawValue)
            if steps.isEmpty { steps.reserveCapacity(8) }
            steps.append(UInt64(min((value * Double(NutrientAmounts.scale(nutrient))).rounded(), maxSteps)))
        }

        /// Bit n set: `Nutrient(rawValue: n)` was added.
        public var known: UInt32 { UInt32(truncatingIfNeeded: mask) }

        /// The stored bytes, as `NutrientAmounts.encode` writes them; empty when nothing was added.
        public var bytes: [UInt8] {
            guard mask != 0 else { return [] }
            var writer = StoreWriter()
            writer.varint(mask)
            for step in steps { writer.varint(step) }
            return writer.bytes
        }
    }

    /// The value `value` becomes once stored.
    public static func quantized(_ value: Double, _ nutrient: Nutrient) -> Double {
        let scale = Double(scale(nutrient))
        return min((value * scale).rounded(), maxSteps) / scale
    }

    /// The mask and the amounts' bytes of what `encode` or `Encoder.bytes` wrote; nil when they
    /// do not start with a mask of known nutrients.
    static func split(_ bytes: [UInt8]) -> (mask: UInt64, amounts: ArraySlice<UInt8>)? {
        bytes.withUnsafeBytes { raw in
            var reader = StoreReader(raw)
            guard let mask = reader.varint(), mask != 0, mask >> UInt64(Nutrient.allCases.count) == 0 else { return nil }
            return (mask, bytes[reader.position...])
        }
    }

    /// Skips the amounts of the nutrients in `mask`; false when the bytes run out.
    static func skip(mask: UInt64, _ reader: inout StoreReader) -> Bool {
        for _ in 0..<mask.nonzeroBitCount where reader.varint() == nil { return false }
        return true
    }

    /// Reads the amounts of the nutrients in `mask` (from the record's shape); nil when the mask
    /// names no nutrient or the bytes run out.
    static func decode(mask: UInt64, _ reader: inout StoreReader) -> NutrientValues? {
        guard mask != 0, mask >> UInt64(Nutrient.allCases.count) == 0 else { return nil }
        // One dictionary of the right size, rather than growing one value at a time.
        var values = [Nutrient: Double](minimumCapacity: mask.nonzeroBitCount)
        var rest = mask
        while rest != 0 {
            let bit = rest.trailingZeroBitCount
            rest &= rest - 1
            guard let nutrient = Nutrient(rawValue: bit), let steps = reader.varint(), Double(steps) <= maxSteps else { return nil }
            values[nutrient] = Double(steps) / Double(scales[bit])
        }
        return NutrientValues(values)
    }
}
