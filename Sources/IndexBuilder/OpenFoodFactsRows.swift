import FoodIndex

/// Maps rows of the Open Food Facts export (tab-separated, ~200 columns, columns found by name
/// so that both the current and earlier layouts work) to products.
struct OpenFoodFactsRows {
    private let code: Int
    private let names: [Int]
    private let brands: Int?
    private let kcal: Int?
    private let energyKJ: [Int]
    private let protein: Int?
    private let carbs: Int?
    private let fat: Int?
    private let alcohol: Int?
    private let servingSize: Int?
    private let servingQuantity: Int?
    private let category: Int?
    private let scans: Int?
    private let language: Int?
    private let countries: Int?
    private let wantLanguage: String?
    private let wantCountry: String?

    init(header: [String], language: String?, country: String?) throws(BuildError) {
        func column(_ name: String) -> Int? { header.firstIndex(of: name) }
        guard let code = column("code") else { throw .missingColumn("code", format: "Open Food Facts") }
        self.code = code
        var names = ["product_name", "product_name_en"].compactMap(column)
        for (index, name) in header.enumerated() where name.hasPrefix("product_name_") && !names.contains(index) {
            names.append(index)
        }
        names += ["generic_name", "abbreviated_product_name"].compactMap(column)
        guard !names.isEmpty else { throw .missingColumn("product_name", format: "Open Food Facts") }
        self.names = names
        brands = column("brands")
        kcal = column("energy-kcal_100g")
        energyKJ = ["energy_100g", "energy-kj_100g"].compactMap(column)
        protein = column("proteins_100g")
        carbs = column("carbohydrates_100g")
        fat = column("fat_100g")
        alcohol = column("alcohol_100g")
        servingSize = column("serving_size")
        servingQuantity = column("serving_quantity")
        category = column("main_category_en") ?? column("pnns_groups_2")
        scans = column("unique_scans_n")
        self.language = column("lang") ?? column("lc")
        countries = column("countries_en") ?? column("countries")
        if language != nil, self.language == nil { throw .filterColumnMissing(option: "--lang", column: "lang") }
        if country != nil, countries == nil { throw .filterColumnMissing(option: "--country", column: "countries_en") }
        wantLanguage = language?.lowercased()
        wantCountry = country?.lowercased()
    }

    func map(_ fields: [Substring]) -> RowOutcome {
        func field(_ index: Int?) -> Substring? {
            guard let index, index < fields.count else { return nil }
            let value = fields[index]
            return value.isEmpty ? nil : value
        }
        func number(_ index: Int?) -> Double? { field(index).flatMap(parseDecimal) }

        guard let code = field(code).map(clean), !code.isEmpty else { return .skip(.noCode) }
        guard let name = names.lazy.compactMap({ field($0).map(clean) }).first(where: { !$0.isEmpty }) else {
            return .skip(.noName)
        }
        if let wantLanguage {
            guard field(language)?.lowercased() == wantLanguage else { return .skip(.otherLanguage) }
        }
        if let wantCountry {
            let listed = field(countries)?.lowercased().split(separator: ",").map { clean(Substring($0)) } ?? []
            guard listed.contains(wantCountry) || listed.contains("en:" + wantCountry) else { return .skip(.otherCountry) }
        }
        let protein = Plausible.grams(number(protein))
        let carbs = Plausible.grams(number(carbs))
        let fat = Plausible.grams(number(fat))
        var kcal = Plausible.kcal(number(self.kcal))
        if kcal == nil {
            kcal = energyKJ.lazy.compactMap { number($0).flatMap { Plausible.kcal($0 / 4.184) } }.first
        }
        var estimated = false
        if kcal == nil, let estimate = Plausible.estimatedKcal(protein: protein, carbs: carbs, fat: fat,
                                                                alcohol: Plausible.grams(number(alcohol))) {
            kcal = estimate
            estimated = true
        }
        let brand = field(brands).flatMap { $0.split(separator: ",").first.map(clean) }
        let servingGrams = number(servingQuantity).flatMap { $0 > 0 && $0 < 5000 ? $0 : nil }
        return .product(Product(
            code: code, name: name, brand: brand?.isEmpty == false ? brand : nil, kind: .branded,
            kcal: kcal, kcalEstimated: estimated, protein: protein, carbs: carbs, fat: fat,
            servingSize: field(servingSize).map(clean), servingGrams: servingGrams,
            category: field(category).map(clean), popularity: Plausible.popularity(scans: number(scans))))
    }
}

/// Collapses runs of whitespace and trims, so stray spaces in the export do not reach the index.
func clean(_ text: Substring) -> String {
    var result = ""
    var pendingSpace = false
    for character in text {
        if character.isWhitespace {
            pendingSpace = !result.isEmpty
        } else {
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
    }
    return result
}
