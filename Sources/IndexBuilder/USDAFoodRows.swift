import FoodIndex

/// Maps rows of the USDA FoodData Central CSV (as shipped in `usda-fdc.csv.gz`: one row per food,
/// nutrients per 100 g in named columns) to products. Survey (FNDDS), SR Legacy and Foundation
/// foods are generic foods; branded foods keep their name, which starts with the brand.
struct USDAFoodRows {
    private let name: Int
    private let dataType: Int
    private let category: Int?
    private let portionUnit: Int?
    private let portionGrams: Int?
    private let energy: Int?
    private let protein: Int?
    private let carbs: Int?
    private let fat: Int?
    private let nutrients: NutrientColumns

    static let genericTypes: Set<String> = ["survey_fndds_food", "sr_legacy_food", "foundation_food"]
    static let sampleTypes: Set<String> = ["sub_sample_food", "agricultural_acquisition"]

    init(header: [String]) throws(BuildError) {
        func column(_ name: String) -> Int? { header.firstIndex(of: name) }
        guard let name = column("foodName") else { throw .missingColumn("foodName", format: "USDA FoodData Central") }
        guard let dataType = column("data_type") else { throw .missingColumn("data_type", format: "USDA FoodData Central") }
        self.name = name
        self.dataType = dataType
        category = column("food_category")
        portionUnit = column("portion_unit_name")
        portionGrams = column("portion_gram_weight")
        energy = column("Energy")
        protein = column("Protein")
        carbs = column("Carbohydrate")
        fat = column("Total fat")
        nutrients = NutrientColumns.usda(header: header)
    }

    func map(_ fields: [String], rawRecord: UnsafeBufferPointer<UInt8>) -> RowOutcome {
        func field(_ index: Int?) -> String? {
            guard let index, index < fields.count, !fields[index].isEmpty else { return nil }
            return fields[index]
        }
        func number(_ index: Int?) -> Double? { field(index).flatMap { parseDecimal(Substring($0)) } }
        guard let type = field(dataType) else { return .skip(.malformed) }
        if USDAFoodRows.sampleTypes.contains(type) { return .skip(.sampleRow) }
        guard let name = field(name).map({ clean(Substring($0)) }), !name.isEmpty else { return .skip(.noName) }
        let protein = Plausible.grams(number(protein))
        let carbs = Plausible.grams(number(carbs))
        let fat = Plausible.grams(number(fat))
        var kcal = Plausible.kcal(number(energy))
        var estimated = false
        if kcal == nil, let estimate = Plausible.estimatedKcal(protein: protein, carbs: carbs, fat: fat, alcohol: nil) {
            kcal = estimate
            estimated = true
        }
        let grams = number(portionGrams).flatMap { $0 > 0 && $0 < 5000 ? $0 : nil }
        var serving: String?
        if let unit = field(portionUnit), unit != "undetermined", let grams {
            serving = "\(unit) (\(JSONFormat.decimal(grams)) g)"
        }
        let found = nutrients.read { number($0) }
        return .product(Product(
            code: USDAFoodRows.code(rawRecord), name: name, brand: nil,
            kind: USDAFoodRows.genericTypes.contains(type) ? .generic : .branded,
            kcal: kcal, kcalEstimated: estimated, protein: protein, carbs: carbs, fat: fat,
            servingSize: serving, servingGrams: grams, category: field(category)), nutrients: found)
    }

    /// USDA rows carry no id: a stable one is derived from the row's bytes (FNV-1a, 64 bits).
    static func code(_ record: UnsafeBufferPointer<UInt8>) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in record {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return "usda-" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// Short decimal spelling for generated text (`56`, `28.35`).
enum JSONFormat {
    static func decimal(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
