import AIAnalysis
import FoodlogSupport

/// The JSON schemas sent to providers for structured output.
///
/// Both follow the strict subset every provider accepts (OpenAI's `strict: true` is the
/// narrowest): every object closes with `additionalProperties: false` and lists every property
/// as required; optional values are a union with null. The decoders accept exactly this shape.
public enum RecipeSchemas {
    /// Name sent with the recipe schema (`[a-zA-Z0-9_-]`, at most 64 characters).
    public static let recipeName = "foodlog_recipe"
    /// Name sent with the receipt schema.
    public static let receiptName = "foodlog_receipt"

    /// A recipe: name, duration, difficulty, servings, ingredients with quantities and the
    /// provider's weight, macro, fiber, sugars, saturated fat and sodium estimate for each, and steps.
    public static let recipe: JSONValue = object([
        ("name", .object([("type", .string("string")), ("description", .string("Short recipe title"))])),
        ("duration_minutes", .object([("type", .string("integer")), ("description", .string("Total time in minutes"))])),
        ("difficulty", .object([("type", .string("string")),
                                ("enum", .array([.string("easy"), .string("medium"), .string("hard")]))])),
        ("servings", .object([("type", .string("integer")), ("description", .string("Number of servings, 1 to 100"))])),
        ("ingredients", .object([("type", .string("array")), ("items", ingredient)])),
        ("steps", .object([("type", .string("array")),
                           ("description", .string("Steps in order, one instruction each, without numbers")),
                           ("items", .object([("type", .string("string"))]))])),
    ])

    static let ingredient: JSONValue = object([
        ("name", .object([("type", .string("string"))])),
        ("quantity", number("Amount in the unit, greater than 0")),
        ("unit", .object([("type", .string("string")),
                          ("description", .string("g, ml, tbsp, tsp, cup, piece, clove, ... ; g or ml preferred"))])),
        ("grams", number("Estimated weight of this amount in grams")),
        ("kcal", number("Estimated energy of this amount in kcal")),
        ("protein", number("Estimated protein of this amount in grams")),
        ("carbs", number("Estimated carbohydrate of this amount in grams")),
        ("fat", number("Estimated fat of this amount in grams")),
    ] + MealPrompt.askedNutrients.map { nutrient in
        (nutrient.key, .object([("type", .array([.string("number"), .string("null")])),
                                ("description", .string("Estimated \(nutrient.label.lowercased()) of this amount in "
                                                        + (nutrient.unit == .grams ? "grams" : "milligrams") + "; null if unknown"))]))
    })

    /// The food items on a receipt.
    public static let receipt: JSONValue = object([
        ("items", .object([("type", .string("array")), ("items", object([
            ("name", .object([("type", .string("string")),
                              ("description", .string("Plain food name a cook would use, abbreviations expanded"))])),
            ("quantity", .object([("type", .array([.string("string"), .string("null")])),
                                  ("description", .string("Amount bought as printed, e.g. '500 g', or null"))])),
            ("is_food", .object([("type", .string("boolean")),
                                 ("description", .string("false for anything that is not food or drink"))])),
        ]))])),
    ])

    static func number(_ description: String) -> JSONValue {
        .object([("type", .string("number")), ("description", .string(description))])
    }

    /// A closed object schema requiring every listed property.
    static func object(_ properties: [(String, JSONValue)]) -> JSONValue {
        .object([
            ("type", .string("object")),
            ("properties", .object(properties)),
            ("required", .array(properties.map { .string($0.0) })),
            ("additionalProperties", .bool(false)),
        ])
    }
}
