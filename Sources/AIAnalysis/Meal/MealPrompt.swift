import FoodlogSupport

/// The prompt and schema for meal estimates: pure values, versioned for the cache.
public enum MealPrompt {
    /// Bump when the system text or schema changes meaning.
    public static let version = "meal-v1"
    public static let schemaName = "meal_estimate"
    /// The nutrients beyond macros asked of the model per item, under their `Nutrient.key`
    /// (grams, and milligrams for sodium). Adding them did not change the version: an answer
    /// cached before they were asked is still a valid answer, with those nutrients unknown.
    public static let askedNutrients: [Nutrient] = [.fiber, .sugars, .saturatedFat, .sodium]

    public static let system = """
    You are a careful nutrition estimator. Identify each food in the meal and estimate its edible \
    weight in grams, its energy in kcal, and its protein, carbohydrate and fat in grams.
    For each food also estimate its dietary fiber, total sugars and saturated fat in grams and its \
    sodium in milligrams, for the whole portion (not per 100 g). Use 0 when the food has none, and \
    null only when you cannot tell.
    Rules:
    - Answer only with JSON that matches the schema. Numbers are plain non-negative numbers.
    - confidence is 0 to 1, per item and for the whole meal. When the photo or description is \
    vague (no quantities, unclear foods, "some chicken"), still give your best typical-portion \
    estimate with confidence below 0.8. Never refuse an ordinary meal.
    - If a food matches one in the reference list, set source to "database", matched_id to its \
    id, and scale its per-100 g values to your grams ("?" means the database does not know that \
    value). Otherwise set source to "estimate" and matched_id to null.
    - total is the sum of the items. title is a short name for the meal.
    """

    /// The answer schema (strict subset: every property required, no extra keys).
    public static var schema: JSONValue {
        func number(_ description: String) -> JSONValue {
            .object([("type", .string("number")), ("description", .string(description))])
        }
        let macros: [(String, JSONValue)] = [
            ("calories", number("kcal")), ("protein", number("grams")), ("carbs", number("grams")), ("fat", number("grams")),
        ]
        let details: [(String, JSONValue)] = askedNutrients.map { nutrient in
            let unit = nutrient.unit == .grams ? "grams" : nutrient.unit == .milligrams ? "milligrams" : "micrograms"
            return (nutrient.key, .object([("type", .array([.string("number"), .string("null")])),
                                           ("description", .string("\(unit) in this portion; null if unknown"))]))
        }
        let itemKeys = ["name", "grams", "calories", "protein", "carbs", "fat"] + askedNutrients.map(\.key) + ["confidence", "source", "matched_id"]
        let item: JSONValue = .object([
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            ("required", .array(itemKeys.map { .string($0) })),
            ("properties", .object([("name", .object([("type", .string("string"))])), ("grams", number("edible weight in grams"))]
                + macros
                + details
                + [("confidence", number("0 to 1")),
                   ("source", .object([("type", .string("string")), ("enum", .array([.string("database"), .string("estimate")]))])),
                   ("matched_id", .object([("type", .array([.string("string"), .string("null")]))]))])),
        ])
        return .object([
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            ("required", .array(["title", "items", "total", "confidence"].map { .string($0) })),
            ("properties", .object([
                ("title", .object([("type", .string("string"))])),
                ("items", .object([("type", .string("array")), ("items", item)])),
                ("total", .object([
                    ("type", .string("object")),
                    ("additionalProperties", .bool(false)),
                    ("required", .array(["calories", "protein", "carbs", "fat"].map { .string($0) })),
                    ("properties", .object(macros)),
                ])),
                ("confidence", number("0 to 1")),
            ])),
        ])
    }

    /// The user message for a description, with the reference foods when there are any.
    public static func text(description: String, references: [GroundingFood]) -> String {
        "Meal description: " + description + referenceBlock(references)
    }

    /// The user message for a photo, with an optional note from the person.
    public static func text(photoNote note: String?, references: [GroundingFood]) -> String {
        var text = "Estimate the meal in this photo."
        if let note, !note.isEmpty { text += " Note from the person: " + note }
        return text + referenceBlock(references)
    }

    /// "Reference foods (per 100 g): id | name | kcal | protein | carbs | fat | fiber | ..." lines;
    /// `?` where the database does not know a value.
    public static func referenceBlock(_ references: [GroundingFood]) -> String {
        guard !references.isEmpty else { return "" }
        func value(_ number: Double?) -> String { number.map { JSONValue.format(($0 * 10).rounded() / 10) } ?? "?" }
        let detailHeads = askedNutrients.map { $0.label.lowercased() + " " + $0.unit.ascii }
        var lines = ["", "", "Reference foods from the local database (values per 100 g): id | name | kcal | protein g | carbs g | fat g | "
                     + detailHeads.joined(separator: " | ")]
        for food in references {
            let details = askedNutrients.map { value(food.nutrients[$0]) }
            lines.append(([food.id, food.name] + [food.kcal, food.protein, food.carbs, food.fat].map(value) + details).joined(separator: " | "))
        }
        return lines.joined(separator: "\n")
    }
}
