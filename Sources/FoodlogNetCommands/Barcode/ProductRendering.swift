import FoodlogCommands
import FoodlogSupport
import OpenFoodFacts

/// `foodlog product` output: a readable sheet on a terminal, a stable JSON object for scripts.
enum ProductRendering {
    /// The `--json` object; documented in docs/journal.md ("foodlog product").
    static func json(_ product: OFFProduct, source: ProductSource) -> JSONValue {
        var members: [(String, JSONValue)] = [("code", .string(product.code))]
        members.append(("name", text(product.name)))
        members.append(("brand", text(product.brand)))
        members.append(("quantity", text(product.quantity)))
        members.append(("serving_size", text(product.servingSize)))
        members.append(("serving_grams", .rounded(product.servingGrams, places: 1)))
        members.append(("nutrition_per", .string(product.nutritionPer)))
        members.append(("per_100", nutrition(product.per100)))
        members.append(("kcal_from_kj", .bool(product.kcalFromKilojoules)))
        members.append(("per_serving", product.perServing.map(nutrition) ?? .null))
        members.append(("nutriscore", text(product.nutriscore)))
        members.append(("nova_group", product.novaGroup.map(JSONValue.integer) ?? .null))
        members.append(("categories", .array(product.categories.map(JSONValue.string))))
        members.append(("allergens", .array(product.allergens.map(JSONValue.string))))
        members.append(("ingredients", text(product.ingredients)))
        members.append(("usable", .bool(product.hasUsableNutrition)))
        members.append(("source", .string(source.jsonName)))
        members.append(("cache_age_seconds", source.age.map { JSONValue.integer(Int(saturating: $0)) } ?? .null))
        return .object(members)
    }

    static func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    static func nutrition(_ value: OFFNutrition) -> JSONValue {
        let members: [(String, JSONValue)] = [
            ("kcal", JSONValue.rounded(value.kcal, places: 1)), ("protein", JSONValue.rounded(value.protein, places: 2)),
            ("carbs", JSONValue.rounded(value.carbs, places: 2)), ("fat", JSONValue.rounded(value.fat, places: 2)),
            ("sugars", JSONValue.rounded(value.sugars, places: 2)), ("fiber", JSONValue.rounded(value.fiber, places: 2)),
            ("saturated_fat", JSONValue.rounded(value.saturatedFat, places: 2)), ("salt", JSONValue.rounded(value.salt, places: 3)),
        ]
        return .object(members)
    }

    /// The sheet shown on a terminal (and when piped without `--json`); the product's text is
    /// escaped for the terminal (`TerminalText`).
    static func lines(_ product: OFFProduct, source: ProductSource, console: Console) -> [String] {
        var lines = [console.style(TerminalText.escaped(product.displayName), .bold)]
        var facts: [(String, String)] = [("Barcode", product.code)]
        if let quantity = product.quantity { facts.append(("Quantity", quantity)) }
        if let serving = product.servingSize ?? product.servingGrams.map({ number($0, places: 1) + " g" }) { facts.append(("Serving", serving)) }
        if let grade = product.nutriscore { facts.append(("Nutri-Score", grade.uppercased())) }
        if let nova = product.novaGroup { facts.append(("NOVA group", String(nova))) }
        if !product.categories.isEmpty { facts.append(("Categories", product.categories.suffix(3).joined(separator: ", "))) }
        if !product.allergens.isEmpty { facts.append(("Allergens", product.allergens.joined(separator: ", "))) }
        for (label, value) in facts { lines.append(label.padding(12) + TerminalText.escaped(value)) }
        lines.append("")
        lines += label(product).lines(console: console)
        if product.kcalFromKilojoules { lines.append("(kcal converted from kJ: the product gives energy in kJ only)") }
        if let ingredients = product.ingredients {
            lines.append("")
            lines.append("Ingredients: " + TerminalText.escaped(ingredients.split(whereSeparator: { $0.isNewline }).joined(separator: " ")))
        }
        lines.append("")
        lines.append("Source: " + TerminalText.escaped(source.text))
        return lines
    }

    /// The nutrition label (the one `foodlog show` prints): per 100 g or 100 ml, and per serving when
    /// its weight is known, with every nutrient the answer gave (`OFFProduct.nutrients`: salt already
    /// read as the sodium it holds, salt = 2.5 x sodium, as Open Food Facts and EU labels reckon).
    static func label(_ product: OFFProduct) -> NutritionLabel {
        let per100 = product.per100
        return NutritionLabel(kcal: per100.kcal, protein: per100.protein, carbs: per100.carbs, fat: per100.fat, nutrients: product.nutrients,
                              basis: product.nutritionPer == "100ml" ? "100 ml" : "100 g", servingGrams: product.servingGrams)
    }

    static func number(_ value: Double?, places: Int) -> String {
        guard let value else { return "-" }
        let scale = places == 0 ? 1.0 : places == 1 ? 10.0 : places == 2 ? 100.0 : 1000.0
        return JSONValue.format((value * scale).rounded() / scale)
    }
}

extension String {
    /// Padded with spaces to at least `width` characters.
    func padding(_ width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
}
