/// The range a number foodlog reads from outside may take before it is believed: the one bounded
/// type for nutrients, amounts, goals and the other numbers of answers and journal lines.
///
/// Numbers arrive from AI models, Open Food Facts, recipe answers, hand-edited journal lines and
/// the command line, and any of them can be 1e300, -1e15, 1e-300 or a 20-digit integer. Every
/// such number is checked against its range here at the boundary where it enters; a number
/// outside it is never used as if it were true (see README "Plausible numbers" for what each
/// boundary does with it).
///
/// The ranges (all inclusive):
///
/// | range | bounds | why |
/// |---|---|---|
/// | `kcalPer100g` | 0 to 900 kcal | pure fat is about 900 kcal per 100 g; nothing is denser |
/// | `gramsPer100g` | 0 to 100 g | a part of 100 g (protein, carbs, fat, sugars, fiber, salt) |
/// | `entryGrams` | 0.1 to 10 000 g | one entry is one thing eaten; 10 kg is far past any meal (0.1 g is what a journal line keeps) |
/// | `entryServings` | 0.01 to 1 000 | what `--servings` has always accepted (0.01 is what a line keeps) |
/// | `entryKcal` | 0 to 20 000 kcal | about ten days of food in one entry |
/// | `entryMacro` | 0 to 2 000 g | protein, carbs or fat of one entry |
/// | `goalKcal` | 1 to 20 000 kcal | a daily goal; 0 on the command line clears it |
/// | `goalMacro` | 1 to 2 000 g | a daily protein, carbs or fat goal |
/// | `servingGrams` | 0.1 to 10 000 g | a product's serving size |
/// | `novaGroup` | 1 to 4 | the NOVA classification has four groups |
/// | `confidence` | 0 to 1 | a fraction |
/// | `favoritePosition` | 1 to 10 000 | a place in the favorites list |
/// | `recordedMilliseconds` | 1970-01-01 to 2200-01-01 (UTC, in ms) | when a journal line was written |
public struct PlausibleRange: Sendable, Equatable, CustomStringConvertible {
    /// What the number is, for messages: `kcal per 100 g`.
    public let name: String
    public let lower: Double
    public let upper: Double
    /// `kcal`, `g`, or empty.
    public let unit: String

    public init(_ name: String, _ lower: Double, _ upper: Double, unit: String = "") {
        self.name = name
        self.lower = lower
        self.upper = upper
        self.unit = unit
    }

    /// Whether `value` is finite and inside the range.
    public func contains(_ value: Double) -> Bool {
        value.isFinite && value >= lower && value <= upper
    }

    /// `value` when it is inside the range; the reason otherwise.
    public func check(_ value: Double) throws(OutOfRange) -> Double {
        guard contains(value) else { throw OutOfRange(range: self, value: value) }
        return value
    }

    /// The same bounds under another name (`protein per 100 g` from `gramsPer100g`).
    public func named(_ name: String) -> PlausibleRange {
        PlausibleRange(name, lower, upper, unit: unit)
    }

    /// `0 to 900 kcal`, `0.1 to 10000 g`.
    public var bounds: String {
        "\(NumberText.plain(lower)) to \(NumberText.plain(upper))" + (unit.isEmpty ? "" : " " + unit)
    }

    public var description: String { name + " (" + bounds + ")" }
}

/// A number outside its `PlausibleRange`, as one phrase: `kcal per 100 g 1e+300 is out of range (0 to 900 kcal)`.
public struct OutOfRange: Error, Equatable, Sendable, CustomStringConvertible {
    public let range: PlausibleRange
    public let value: Double

    public init(range: PlausibleRange, value: Double) {
        self.range = range
        self.value = value
    }

    public var description: String { "\(range.name) \(NumberText.plain(value)) is out of range (\(range.bounds))" }
}

extension PlausibleRange {
    // Per 100 g (or 100 ml) of a food.
    public static let kcalPer100g = PlausibleRange("kcal per 100 g", 0, 900, unit: "kcal")
    public static let gramsPer100g = PlausibleRange("grams per 100 g", 0, 100, unit: "g")

    // One journal entry (or favorite, or one item of an AI estimate or a recipe).
    public static let entryGrams = PlausibleRange("grams", 0.1, 10_000, unit: "g")
    public static let entryServings = PlausibleRange("servings", 0.01, 1_000)
    public static let entryKcal = PlausibleRange("kcal", 0, 20_000, unit: "kcal")
    public static let entryMacro = PlausibleRange("grams of a macronutrient", 0, 2_000, unit: "g")

    // Daily goals.
    public static let goalKcal = PlausibleRange("kcal goal", 1, 20_000, unit: "kcal")
    public static let goalMacro = PlausibleRange("macronutrient goal", 1, 2_000, unit: "g")

    // Everything else.
    public static let servingGrams = PlausibleRange("serving size", 0.1, 10_000, unit: "g")
    public static let novaGroup = PlausibleRange("NOVA group", 1, 4)
    public static let confidence = PlausibleRange("confidence", 0, 1)
    public static let favoritePosition = PlausibleRange("position", 1, 10_000)
    /// 1970-01-01T00:00Z to 2200-01-01T00:00Z in milliseconds since the epoch.
    public static let recordedMilliseconds = PlausibleRange("recorded_ms", 0, 7_258_118_400_000)
}
