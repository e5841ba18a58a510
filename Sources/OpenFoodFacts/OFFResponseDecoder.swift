import FoodlogSupport

/// Reads Open Food Facts API v2 product answers: a pure function from status and body bytes to a
/// product or a typed error, so every real response and fault can be tested without a network.
///
/// Numbers arrive as numbers or as numeric strings (`"113"`), any nutrient may be missing, and
/// `energy_100g` is kJ: kcal comes from `energy-kcal_100g`, else from kJ / 4.184.
///
/// Every number is checked against its `PlausibleRange` (kcal 0-900 and each macro 0-100 g per
/// 100 g, the nutrients beyond macros their `Nutrient.per100gRange` after conversion from the
/// API's grams to mg or µg; per serving the per-entry ranges; serving size 0.1 to 10 000 g; NOVA group 1-4). Open
/// Food Facts is crowd-sourced, so one wrong field should not hide the rest: a value out of range
/// is left out and named in `OFFProduct.notes`. Without a plausible kcal the product cannot be
/// logged (`OFFError.noNutrition`).
public enum OFFResponseDecoder {
    /// The product in a 200 answer; `OFFError.notFound` for a 404 (or 200) with `status: 0`;
    /// `OFFError.malformed` for anything that is not Open Food Facts' JSON.
    public static func decode(status: Int, body: [UInt8], requested barcode: String) throws(OFFError) -> OFFProduct {
        let json: JSONValue
        do {
            json = try JSONParser.parse(body)
        } catch {
            throw .malformed(reason: status == 200 ? "invalid JSON: \(error.description)" : "HTTP \(status)")
        }
        guard json.objectValue != nil else { throw .malformed(reason: "the answer is not a JSON object") }
        let found = number(json["status"])
        if found == 0 || (status == 404 && found == nil) { throw .notFound(barcode: barcode) }
        guard status == 200 else { throw .malformed(reason: "HTTP \(status)") }
        guard found == 1, let product = json["product"], product.objectValue != nil else {
            throw .malformed(reason: "no product in the answer")
        }
        return self.product(product, code: text(json["code"]).flatMap(barcodeText) ?? barcode)
    }

    /// The fields foodlog uses from a `product` object.
    static func product(_ product: JSONValue, code: String) -> OFFProduct {
        var notes: [String] = []
        /// The value when it is inside `range`; otherwise nil, with a note naming it.
        func plausible(_ value: Double?, _ range: PlausibleRange) -> Double? {
            guard let value else { return nil }
            guard range.contains(value) else {
                notes.append("left out \(OutOfRange(range: range, value: value))")
                return nil
            }
            return value
        }
        let nutriments = product["nutriments"]
        let per = text(product["nutrition_data_per"]) ?? "100g"
        var per100 = nutrition(nutriments, suffix: "_100g", per: "100 g", check: plausible)
        var fromKJ = false
        if per100.kcal == nil, let kcal = plausible(number(product["energy-kcal_100g"]), .kcalPer100g) {
            per100.kcal = kcal
        }
        if per100.kcal == nil, let kilojoules = number(nutriments?["energy-kj_100g"]) ?? number(nutriments?["energy_100g"]),
           let kcal = plausible((kilojoules / 4.184 * 10).rounded() / 10, .kcalPer100g.named("kcal per 100 g (from kJ)")) {
            per100.kcal = kcal
            fromKJ = true
        }
        let nutrients = self.nutrients(nutriments, per100: per100, check: plausible)
        var perServing: OFFNutrition? = nutrition(nutriments, suffix: "_serving", per: "serving", check: plausible)
        if perServing?.kcal == nil, let kilojoules = number(nutriments?["energy-kj_serving"]) ?? number(nutriments?["energy_serving"]) {
            perServing?.kcal = plausible((kilojoules / 4.184 * 10).rounded() / 10, .entryKcal.named("kcal per serving (from kJ)"))
        }
        if perServing?.isEmpty == true { perServing = nil }
        let servingGrams = plausible(number(product["serving_quantity"]), .servingGrams)
        let nova = plausible(number(product["nova_group"]), .novaGroup).flatMap { $0 == $0.rounded() ? Int(saturating: $0) : nil }
        return OFFProduct(
            code: code, name: text(product["product_name"]), brand: firstBrand(text(product["brands"])),
            quantity: text(product["quantity"]), servingSize: text(product["serving_size"]), servingGrams: servingGrams,
            nutritionPer: per, per100: per100, kcalFromKilojoules: fromKJ, perServing: perServing, nutrients: nutrients,
            nutriscore: text(product["nutriscore_grade"]).flatMap { ["a", "b", "c", "d", "e"].contains($0.lowercased()) ? $0.lowercased() : nil },
            novaGroup: nova,
            categories: tags(product["categories_tags_en"]) ?? list(text(product["categories"])),
            allergens: (tags(product["allergens_tags"]) ?? []).map(stripLanguage),
            ingredients: text(product["ingredients_text_en"]) ?? text(product["ingredients_text"]), notes: notes)
    }

    /// One reference amount's values (`_100g` or `_serving`), each through `check` with its range.
    static func nutrition(_ nutriments: JSONValue?, suffix: String, per: String,
                          check: (Double?, PlausibleRange) -> Double?) -> OFFNutrition {
        let perServing = suffix == "_serving"
        func value(_ name: String) -> Double? {
            let range = name == "energy-kcal" ? (perServing ? PlausibleRange.entryKcal : .kcalPer100g)
                : (perServing ? PlausibleRange.entryMacro : .gramsPer100g)
            let label = name == "energy-kcal" ? "kcal per \(per)" : "\(name) per \(per)"
            return check(number(nutriments?[name + suffix]), range.named(label))
        }
        return OFFNutrition(kcal: value("energy-kcal"), protein: value("proteins"), carbs: value("carbohydrates"),
                            fat: value("fat"), sugars: value("sugars"), fiber: value("fiber"),
                            saturatedFat: value("saturated-fat"), salt: value("salt"))
    }

    /// The nutrients beyond macros in `nutriments`' `_100g` fields, converted from grams to each
    /// nutrient's unit and each through `check` with its `Nutrient.per100gRange`. Fiber, sugars
    /// and saturated fat are `per100`'s, already checked (so a bad one is named once); sodium
    /// comes from `salt_100g` / 2.5 (the label definition of salt) when the product gives no sodium.
    static func nutrients(_ nutriments: JSONValue?, per100: OFFNutrition,
                          check: (Double?, PlausibleRange) -> Double?) -> NutrientValues {
        var values = NutrientValues()
        values[.fiber] = per100.fiber
        values[.sugars] = per100.sugars
        values[.saturatedFat] = per100.saturatedFat
        for nutrient in Nutrient.allCases where values[nutrient] == nil && ![.fiber, .sugars, .saturatedFat].contains(nutrient) {
            var range = nutrient.per100gRange
            var grams = nutrient.openFoodFactsNames.lazy.compactMap { number(nutriments?[$0 + "_100g"]) }.first
            if grams == nil, nutrient == .sodium, let salt = number(nutriments?["salt_100g"]) {
                grams = salt / 2.5
                range = range.named("sodium per 100 g (from salt)")
            }
            values[nutrient] = check(grams.map { $0 * nutrient.openFoodFactsFactor }, range)
        }
        return values
    }

    /// A number written as a number or as a numeric string. A string must spell a JSON number
    /// (`"113"`, `"2.5e-05"`): `Double(String)` would also read `"0x10"`, `"nan"` and `"inf"`.
    static func number(_ value: JSONValue?) -> Double? {
        guard let value else { return nil }
        if let number = value.doubleValue { return number.isFinite ? number : nil }
        guard let string = value.stringValue, string.utf8.count <= 40 else { return nil }
        let trimmed = Array(string.trimmingSpaces.utf8)
        guard trimmed.first.map({ $0 == UInt8(ascii: "-") || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }) == true,
              let parsed = try? JSONParser.parse(trimmed), let number = parsed.doubleValue, number.isFinite else { return nil }
        return number
    }

    /// A non-empty string, trimmed.
    /// Longest text kept from a field (a name, a brand, a tag); longer is cut with `…`, so a hostile
    /// answer cannot put a megabyte into a table, a journal line or an error message.
    static let textLimit = 200

    static func text(_ value: JSONValue?) -> String? {
        guard let string = value?.stringValue else { return nil }
        let trimmed = String(string.trimmingSpaces)
        guard !trimmed.isEmpty else { return nil }
        return TextExcerpt.cut(trimmed, limit: textLimit)
    }

    /// The answer's `code` when it is a barcode (1 to 32 digits); anything else is not trusted and
    /// the requested barcode is used instead.
    static func barcodeText(_ code: String) -> String? {
        guard (1...32).contains(code.utf8.count), code.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return code
    }

    static func tags(_ value: JSONValue?) -> [String]? {
        guard let items = value?.arrayValue else { return nil }
        let strings = items.compactMap { text($0) }
        return strings.isEmpty ? nil : strings
    }

    static func list(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(separator: ",").map { String($0.trimmingSpaces) }.filter { !$0.isEmpty }.map(stripLanguage)
    }

    /// `en:gluten` → `gluten`.
    static func stripLanguage(_ tag: String) -> String {
        guard let colon = tag.firstIndex(of: ":"), tag.distance(from: tag.startIndex, to: colon) <= 3 else { return tag }
        return String(tag[tag.index(after: colon)...])
    }

    /// The first of a comma-separated brand list.
    static func firstBrand(_ brands: String?) -> String? {
        guard let first = brands?.split(separator: ",").first else { return nil }
        let trimmed = String(first.trimmingSpaces)
        return trimmed.isEmpty ? nil : trimmed
    }
}

extension StringProtocol {
    /// Without leading and trailing whitespace and newlines.
    var trimmingSpaces: Substring {
        let text = Substring(self)
        guard let start = text.firstIndex(where: { !$0.isWhitespace }) else { return text[text.endIndex...] }
        let end = text.lastIndex(where: { !$0.isWhitespace }) ?? start
        return text[start...end]
    }
}
