import FoodIndex
import FoodlogSupport

/// Where each `Nutrient` is in a source's columns, and how to turn the column's number into the
/// nutrient's unit per 100 g. Columns are tried in order: the first with a believable value
/// gives it; a value outside `Nutrient.per100gRange` is dropped and counted.
struct NutrientColumns: Sendable {
    /// Per nutrient, its columns (as the caller numbers them) with their factors, preferred first.
    typealias Source = (nutrient: Nutrient, columns: [(column: Int, factor: Double)])
    let sources: [Source]
    /// `sources` flattened for `read`, which runs once a row: no nested array to retain.
    private let entries: [Entry]

    /// One column of one nutrient; `next` is the index of the next nutrient's first entry.
    private struct Entry: Sendable {
        var nutrient: Nutrient
        var column: Int
        var factor: Double
        var ceiling: Double
        var next: Int
    }

    init(sources: [Source]) {
        self.sources = sources.sorted { $0.nutrient < $1.nutrient }
        var entries: [Entry] = []
        for (nutrient, columns) in self.sources {
            let next = entries.count + columns.count
            for (column, factor) in columns {
                entries.append(Entry(nutrient: nutrient, column: column, factor: factor,
                                     ceiling: nutrient.per100gRange.upper, next: next))
            }
        }
        self.entries = entries
    }

    /// Every column used, for callers that split rows only as far as they need.
    var columns: [Int] { sources.flatMap { $0.columns.map(\.column) } }

    /// The same sources with each column renumbered (column number to split slot).
    func renumbered(_ slot: (Int) -> Int) -> NutrientColumns {
        NutrientColumns(sources: sources.map { source -> Source in
            (source.nutrient, source.columns.map { column -> (column: Int, factor: Double) in (slot(column.column), column.factor) })
        })
    }

    /// Open Food Facts export columns: every `_100g` value is in grams (salt too; sodium is salt
    /// / 2.5 when the export has no sodium value).
    static func openFoodFacts(header: [String]) -> NutrientColumns {
        var sources: [Source] = []
        for nutrient in Nutrient.allCases {
            let perGram = nutrient.openFoodFactsFactor
            var found: [(column: Int, factor: Double)] = []
            for name in nutrient.openFoodFactsNames {
                if let column = header.firstIndex(of: name + "_100g") { found.append((column, perGram)) }
            }
            if nutrient == .sodium, let column = header.firstIndex(of: "salt_100g") { found.append((column, perGram / 2.5)) }
            if !found.isEmpty { sources.append((nutrient, found)) }
        }
        return NutrientColumns(sources: sources)
    }

    /// USDA FoodData Central columns (`usda-fdc-nutrients.csv`), already in each nutrient's unit.
    /// Where two columns give one nutrient the first is preferred: `Fiber` (total dietary fiber,
    /// the label's) over `Fiber (AOAC 2011.25)`, `Total Sugars` over `Sugars, Total`, `Vitamin K1`
    /// (phylloquinone, what the daily value is set for) over `Vitamin K2 MK-4`. The file has one
    /// vitamin E column (alpha-tocopherol, mg).
    static func usda(header: [String]) -> NutrientColumns {
        let names: [(Nutrient, [String])] = [
            (.fiber, ["Fiber", "Fiber (AOAC 2011.25)"]), (.sugars, ["Total Sugars", "Sugars, Total"]),
            (.saturatedFat, ["Fatty acids, total saturated"]), (.cholesterol, ["Cholesterol"]), (.sodium, ["Sodium"]),
            (.potassium, ["Potassium"]), (.calcium, ["Calcium"]), (.iron, ["Iron"]), (.magnesium, ["Magnesium"]),
            (.phosphorus, ["Phosphorus"]), (.zinc, ["Zinc"]), (.copper, ["Copper"]), (.manganese, ["Manganese"]),
            (.selenium, ["Selenium"]), (.iodine, ["Iodine"]), (.vitaminA, ["Vitamin A, RAE"]), (.vitaminC, ["Vitamin C"]),
            (.vitaminD, ["Vitamin D (D2 + D3)"]), (.vitaminE, ["Vitamin E"]), (.vitaminK, ["Vitamin K1", "Vitamin K2 MK-4"]),
            (.thiamin, ["Thiamin"]), (.riboflavin, ["Riboflavin"]), (.niacin, ["Niacin"]), (.pantothenicAcid, ["Pantothenic acid"]),
            (.vitaminB6, ["Vitamin B-6"]), (.folate, ["Folate, total"]), (.vitaminB12, ["Vitamin B-12"]), (.choline, ["Choline"]),
        ]
        var sources: [Source] = []
        for (nutrient, columns) in names {
            let found: [(column: Int, factor: Double)] = columns.compactMap { name in header.firstIndex(of: name).map { ($0, 1.0) } }
            if !found.isEmpty { sources.append((nutrient, found)) }
        }
        return NutrientColumns(sources: sources)
    }

    /// The believable values of one row (`number` reads a column), already in their stored form
    /// (sources are in `Nutrient` order), and how many were dropped.
    func read(_ number: (Int) -> Double?) -> RowNutrients {
        var row = RowNutrients()
        entries.withUnsafeBufferPointer { entries in
            var index = 0
            while index < entries.count {
                let entry = entries[index]
                if let raw = number(entry.column) {
                    let value = raw * entry.factor
                    if value.isFinite, value >= 0, value <= entry.ceiling {
                        row.encoder.add(entry.nutrient, value)
                        index = entry.next
                        continue
                    }
                    row.dropped += 1
                }
                index += 1
            }
        }
        return row
    }
}

/// A row's nutrients as the builder carries them: encoded for the record, and counted.
struct RowNutrients: Sendable {
    var encoder = NutrientAmounts.Encoder()
    /// Values outside `Nutrient.per100gRange`, dropped.
    var dropped = 0
}
