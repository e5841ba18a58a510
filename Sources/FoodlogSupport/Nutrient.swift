/// A nutrient beyond energy and the three macros, with what every layer needs to know about it:
/// its unit, its daily value, whether that value is a limit or a target, and how much of it 100 g
/// of any food could plausibly hold. The index, the journal, the AI answers and the views all
/// read this one table, so a nutrient is added in one place.
///
/// Daily values are the US FDA's for adults and children 4 years and older (21 CFR 101.9(c), the
/// "% Daily Value" on nutrition labels), which is what people compare against; total sugars have
/// no FDA value, so theirs is the 50 g the FDA sets for added sugars. The per-100 g ceilings are
/// physical: table salt is 39 g of sodium per 100 g, so no food holds more.
public enum Nutrient: Int, CaseIterable, Sendable, Comparable, Hashable {
    case fiber
    case sugars
    case saturatedFat
    case cholesterol
    case sodium
    case potassium
    case calcium
    case iron
    case magnesium
    case phosphorus
    case zinc
    case copper
    case manganese
    case selenium
    case iodine
    case vitaminA
    case vitaminC
    case vitaminD
    case vitaminE
    case vitaminK
    case thiamin
    case riboflavin
    case niacin
    case pantothenicAcid
    case vitaminB6
    case folate
    case vitaminB12
    case choline

    /// Whether the daily value is a ceiling to stay under or an amount to reach.
    public enum Goal: Sendable, Equatable {
        /// Stay under (sodium, sugars, saturated fat, cholesterol).
        case limit
        /// Reach at least (fiber, potassium, vitamins, minerals).
        case target
    }

    /// The unit values are given in, per 100 g of food and per day.
    public enum Unit: String, Sendable, Equatable {
        case grams = "g"
        case milligrams = "mg"
        case micrograms = "µg"

        /// The same unit spelled in ASCII, for CSV headers and `--json` keys' documentation.
        public var ascii: String { self == .micrograms ? "ug" : rawValue }
    }

    public static func < (lhs: Nutrient, rhs: Nutrient) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The stable name in `--json`, CSV headers, journal lines and config keys: `saturated_fat`.
    public var key: String {
        switch self {
        case .fiber: "fiber"
        case .sugars: "sugars"
        case .saturatedFat: "saturated_fat"
        case .cholesterol: "cholesterol"
        case .sodium: "sodium"
        case .potassium: "potassium"
        case .calcium: "calcium"
        case .iron: "iron"
        case .magnesium: "magnesium"
        case .phosphorus: "phosphorus"
        case .zinc: "zinc"
        case .copper: "copper"
        case .manganese: "manganese"
        case .selenium: "selenium"
        case .iodine: "iodine"
        case .vitaminA: "vitamin_a"
        case .vitaminC: "vitamin_c"
        case .vitaminD: "vitamin_d"
        case .vitaminE: "vitamin_e"
        case .vitaminK: "vitamin_k"
        case .thiamin: "thiamin"
        case .riboflavin: "riboflavin"
        case .niacin: "niacin"
        case .pantothenicAcid: "pantothenic_acid"
        case .vitaminB6: "vitamin_b6"
        case .folate: "folate"
        case .vitaminB12: "vitamin_b12"
        case .choline: "choline"
        }
    }

    /// The command-line option that sets it: `--saturated-fat`.
    public var optionName: String { "--" + key.replacingUnderscores() }

    /// The name people read: `Saturated fat`.
    public var label: String {
        switch self {
        case .fiber: "Fiber"
        case .sugars: "Sugars"
        case .saturatedFat: "Saturated fat"
        case .cholesterol: "Cholesterol"
        case .sodium: "Sodium"
        case .potassium: "Potassium"
        case .calcium: "Calcium"
        case .iron: "Iron"
        case .magnesium: "Magnesium"
        case .phosphorus: "Phosphorus"
        case .zinc: "Zinc"
        case .copper: "Copper"
        case .manganese: "Manganese"
        case .selenium: "Selenium"
        case .iodine: "Iodine"
        case .vitaminA: "Vitamin A"
        case .vitaminC: "Vitamin C"
        case .vitaminD: "Vitamin D"
        case .vitaminE: "Vitamin E"
        case .vitaminK: "Vitamin K"
        case .thiamin: "Thiamin (B1)"
        case .riboflavin: "Riboflavin (B2)"
        case .niacin: "Niacin (B3)"
        case .pantothenicAcid: "Pantothenic acid (B5)"
        case .vitaminB6: "Vitamin B6"
        case .folate: "Folate"
        case .vitaminB12: "Vitamin B12"
        case .choline: "Choline"
        }
    }

    public var unit: Unit {
        switch self {
        case .fiber, .sugars, .saturatedFat: .grams
        case .selenium, .iodine, .vitaminA, .vitaminD, .vitaminK, .folate, .vitaminB12: .micrograms
        default: .milligrams
        }
    }

    /// The FDA daily value, in `unit`.
    public var dailyValue: Double {
        switch self {
        case .fiber: 28
        case .sugars: 50
        case .saturatedFat: 20
        case .cholesterol: 300
        case .sodium: 2300
        case .potassium: 4700
        case .calcium: 1300
        case .iron: 18
        case .magnesium: 420
        case .phosphorus: 1250
        case .zinc: 11
        case .copper: 0.9
        case .manganese: 2.3
        case .selenium: 55
        case .iodine: 150
        case .vitaminA: 900
        case .vitaminC: 90
        case .vitaminD: 20
        case .vitaminE: 15
        case .vitaminK: 120
        case .thiamin: 1.2
        case .riboflavin: 1.3
        case .niacin: 16
        case .pantothenicAcid: 5
        case .vitaminB6: 1.7
        case .folate: 400
        case .vitaminB12: 2.4
        case .choline: 550
        }
    }

    public var goal: Goal {
        switch self {
        case .sugars, .saturatedFat, .cholesterol, .sodium: .limit
        default: .target
        }
    }

    /// The most 100 g of any food can hold, in `unit`; a value above it is not believed. Grams
    /// cannot pass 100; the others are well above the richest real foods (beef liver's 9 400 µg
    /// of vitamin A, seaweed's iodine, a fortified cereal's iron) and far below a misplaced unit.
    public var maximumPer100g: Double {
        switch self {
        case .fiber, .sugars, .saturatedFat: 100
        case .cholesterol: 3_500
        case .sodium: 39_400
        case .potassium: 20_000
        case .calcium: 40_000
        case .iron: 500
        case .magnesium: 10_000
        case .phosphorus: 20_000
        case .zinc: 500
        case .copper: 100
        case .manganese: 500
        case .selenium: 20_000
        case .iodine: 500_000
        case .vitaminA: 100_000
        case .vitaminC: 10_000
        case .vitaminD: 1_000
        case .vitaminE: 1_000
        case .vitaminK: 10_000
        case .thiamin: 500
        case .riboflavin: 500
        case .niacin: 2_000
        case .pantothenicAcid: 1_000
        case .vitaminB6: 500
        case .folate: 20_000
        case .vitaminB12: 5_000
        case .choline: 5_000
        }
    }

    /// `18 g`, `2.4 µg`, `0.08 mg`: whole numbers from 10 up, one decimal from 1, two below, so
    /// small amounts do not read as 0. Every view of nutrient amounts writes them this way.
    public func amountText(_ value: Double) -> String {
        NumberText.rounded(value, places: value >= 10 ? 0 : value >= 1 ? 1 : 2) + " " + unit.rawValue
    }

    /// The range a per-100 g value must fall in to be believed.
    public var per100gRange: PlausibleRange { PlausibleRange("\(key) per 100 g", 0, maximumPer100g, unit: unit.ascii) }

    /// The nutrient whose `key` or option name (without dashes) is `text`: `fiber`, `saturated-fat`.
    public init?(key text: String) {
        let wanted = text.replacingDashes()
        guard let found = Nutrient.allCases.first(where: { $0.key == wanted }) else { return nil }
        self = found
    }
}

private extension String {
    func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
    func replacingDashes() -> String { String(map { $0 == "-" ? "_" : $0 }) }
}
