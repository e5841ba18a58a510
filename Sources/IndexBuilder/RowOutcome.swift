import FoodIndex
import FoodlogSupport

/// Why an input row did not become a product. Counted and reported in the build summary.
public enum SkipReason: String, CaseIterable, Sendable {
    case noName = "no product name"
    case noCode = "no barcode"
    case otherLanguage = "filtered out by --lang"
    case otherCountry = "filtered out by --country"
    case sampleRow = "USDA sample or acquisition row"
    case malformed = "malformed row"
    case overlong = "row over 4 MiB"
}

/// What a row mapper made of one input row.
enum RowOutcome: Sendable {
    /// A product, and its nutrients beyond the macros, encoded (`Product.nutrients` stays empty:
    /// a dictionary per row costs the reading thread more than the encoding).
    case product(Product, nutrients: RowNutrients)
    case skip(SkipReason)
}

/// Plausibility limits for per-100 g values: anything outside is treated as unknown rather than
/// indexed (an export row with `energy-kcal_100g = 3700` is a kJ value in the wrong column).
enum Plausible {
    static let maxKcal = 950.0
    static let maxGrams = 100.0

    static func kcal(_ value: Double?) -> Double? {
        guard let value, value >= 0, value <= maxKcal else { return nil }
        return value
    }

    static func grams(_ value: Double?) -> Double? {
        guard let value, value >= 0, value <= maxGrams else { return nil }
        return value
    }

    /// Energy from macros, the Atwater factors 4/4/9 (+7 for alcohol), when all three are known.
    static func estimatedKcal(protein: Double?, carbs: Double?, fat: Double?, alcohol: Double?) -> Double? {
        guard let protein, let carbs, let fat else { return nil }
        return kcal(4 * protein + 4 * carbs + 9 * fat + 7 * (alcohol ?? 0))
    }

    /// Popularity prior from a scan count: 16·log2(1 + scans), capped at 255.
    static func popularity(scans: Double?) -> UInt8 {
        guard let scans, scans > 0 else { return 0 }
        return UInt8(min(255, (16 * log2(1 + scans)).rounded()))
    }
}

/// Parses a decimal as exports write it: `12.5`, `12,5`, surrounding spaces; nil when empty or
/// not a finite number.
func parseDecimal(_ text: Substring) -> Double? {
    var trimmed = text
    while trimmed.first == " " { trimmed.removeFirst() }
    while trimmed.last == " " { trimmed.removeLast() }
    guard !trimmed.isEmpty else { return nil }
    if let value = Double(trimmed), value.isFinite { return value }
    if trimmed.contains(","), let value = Double(trimmed.replacingOccurrences(",", ".")), value.isFinite { return value }
    return nil
}

extension Substring {
    func replacingOccurrences(_ target: Character, _ replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
