import FoodIndex

/// Maps rows of the Open Food Facts export (tab-separated, ~200 columns, columns found by name
/// so that both the current and earlier layouts work) to products.
///
/// The header gives the columns the index needs once; each row is then split only as far as the
/// last of them, and every field is read as bytes. Holds its split buffers: one per thread. A class,
/// so that mapping a row copies no struct of arrays (the reading thread maps every row).
final class OpenFoodFactsRows {
    // Slots in `columns` (not column numbers).
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
    /// Nutrients beyond the macros, by slot.
    private let nutrients: NutrientColumns
    private let wantLanguage: String?
    /// `wantLanguage`'s bytes when it is ASCII (compared on bytes), else nil (compared as Strings).
    private let wantLanguageASCII: [UInt8]?
    private let wantCountry: String?
    private let columns: TabColumns

    init(header: [String], language: String?, country: String?) throws(BuildError) {
        func column(_ name: String) -> Int? { header.firstIndex(of: name) }
        guard let code = column("code") else { throw .missingColumn("code", format: "Open Food Facts") }
        var names = ["product_name", "product_name_en"].compactMap(column)
        for (index, name) in header.enumerated() where name.hasPrefix("product_name_") && !names.contains(index) {
            names.append(index)
        }
        names += ["generic_name", "abbreviated_product_name"].compactMap(column)
        guard !names.isEmpty else { throw .missingColumn("product_name", format: "Open Food Facts") }
        let languageColumn = column("lang") ?? column("lc")
        let countriesColumn = column("countries_en") ?? column("countries")
        if language != nil, languageColumn == nil { throw .filterColumnMissing(option: "--lang", column: "lang") }
        if country != nil, countriesColumn == nil { throw .filterColumnMissing(option: "--country", column: "countries_en") }

        let energyKJ = ["energy_100g", "energy-kj_100g"].compactMap(column)
        let single: [Int?] = [
            code, column("brands"), column("energy-kcal_100g"), column("proteins_100g"), column("carbohydrates_100g"),
            column("fat_100g"), column("alcohol_100g"), column("serving_size"), column("serving_quantity"),
            column("main_category_en") ?? column("pnns_groups_2"), column("unique_scans_n"), languageColumn, countriesColumn,
        ]
        let nutrientColumns = NutrientColumns.openFoodFacts(header: header)
        let columns = TabColumns(columns: single.compactMap { $0 } + names + energyKJ + nutrientColumns.columns)
        func slot(_ column: Int?) -> Int? { column.map(columns.slot(ofColumn:)) }
        self.columns = columns
        self.code = columns.slot(ofColumn: code)
        self.names = names.map(columns.slot(ofColumn:))
        self.energyKJ = energyKJ.map(columns.slot(ofColumn:))
        nutrients = nutrientColumns.renumbered(columns.slot(ofColumn:))
        brands = slot(single[1])
        kcal = slot(single[2])
        protein = slot(single[3])
        carbs = slot(single[4])
        fat = slot(single[5])
        alcohol = slot(single[6])
        servingSize = slot(single[7])
        servingQuantity = slot(single[8])
        category = slot(single[9])
        scans = slot(single[10])
        self.language = slot(languageColumn)
        countries = slot(countriesColumn)
        wantLanguage = language?.lowercased()
        wantLanguageASCII = wantLanguage.flatMap { want in want.utf8.allSatisfy { $0 < 0x80 } ? Array(want.utf8) : nil }
        wantCountry = country?.lowercased()
    }

    /// Maps one record (a line without its line break). Only the wanted columns are found and
    /// read; a field becomes a `String` only when the index stores it.
    func map(_ record: UnsafeBufferPointer<UInt8>) -> RowOutcome {
        columns.split(record)
        func field(_ slot: Int?) -> UnsafeBufferPointer<UInt8>? {
            guard let slot else { return nil }
            return columns.field(slot, in: record)
        }
        func number(_ slot: Int?) -> Double? { field(slot).flatMap(FieldText.decimal) }

        guard let codeField = field(code), !FieldText.cleansToEmpty(codeField) else { return .skip(.noCode) }
        guard let nameField = names.lazy.compactMap(field).first(where: { !FieldText.cleansToEmpty($0) }) else {
            return .skip(.noName)
        }
        if let wantLanguage {
            guard let value = field(language) else { return .skip(.otherLanguage) }
            let same = wantLanguageASCII.map { FieldText.lowercasedEquals(value, $0) }
                ?? (String(decoding: value, as: UTF8.self).lowercased() == wantLanguage)
            guard same else { return .skip(.otherLanguage) }
        }
        if let wantCountry {
            let listed = field(countries).map { String(decoding: $0, as: UTF8.self) }?
                .lowercased().split(separator: ",").map { clean(Substring($0)) } ?? []
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
        let brand = field(brands).flatMap(OpenFoodFactsRows.firstBrand)
        let servingGrams = number(servingQuantity).flatMap { $0 > 0 && $0 < 5000 ? $0 : nil }
        let found = nutrients.read { number($0) }
        return .product(Product(
            code: FieldText.cleaned(codeField), name: FieldText.cleaned(nameField), brand: brand?.isEmpty == false ? brand : nil,
            kind: .branded, kcal: kcal, kcalEstimated: estimated, protein: protein, carbs: carbs, fat: fat,
            servingSize: field(servingSize).map(FieldText.cleaned), servingGrams: servingGrams,
            category: field(category).map(FieldText.cleaned), popularity: Plausible.popularity(scans: number(scans))),
            nutrients: found)
    }

    /// The first brand of a comma-separated list, cleaned: `Substring.split(separator: ",")`'s
    /// first piece. On bytes when every comma stands between ASCII bytes (a comma followed by a
    /// combining mark is not a `","` Character, so that case goes through String).
    static func firstBrand(_ field: UnsafeBufferPointer<UInt8>) -> String? {
        var plainCommas = true
        for index in field.indices where field[index] == 0x2C {
            if (index > 0 && field[index - 1] >= 0x80) || (index + 1 < field.count && field[index + 1] >= 0x80) {
                plainCommas = false
                break
            }
        }
        guard plainCommas else {
            return String(decoding: field, as: UTF8.self).split(separator: ",").first.map(clean)
        }
        var start = 0
        while start < field.count, field[start] == 0x2C { start += 1 }
        guard start < field.count else { return nil }
        var end = start
        while end < field.count, field[end] != 0x2C { end += 1 }
        return FieldText.cleaned(UnsafeBufferPointer(rebasing: field[start..<end]))
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
