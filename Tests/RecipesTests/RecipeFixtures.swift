import FoodlogSupport
@testable import Recipes

/// Recipe answers written for these tests, in the wire shape of `RecipeSchemas.recipe`.
enum RecipeFixtures {
    static func ingredient(_ name: String, _ quantity: Double, _ unit: String, grams: Double, kcal: Double,
                           protein: Double = 1, carbs: Double = 1, fat: Double = 1) -> JSONValue {
        .object([("name", .string(name)), ("quantity", .number(quantity)), ("unit", .string(unit)),
                 ("grams", .number(grams)), ("kcal", .number(kcal)), ("protein", .number(protein)),
                 ("carbs", .number(carbs)), ("fat", .number(fat))])
    }

    static let omeletteIngredients: [JSONValue] = [
        ingredient("eggs", 4, "piece", grams: 200, kcal: 286, protein: 25, carbs: 1.4, fat: 19),
        ingredient("spinach", 100, "g", grams: 100, kcal: 23, protein: 2.9, carbs: 3.6, fat: 0.4),
        ingredient("feta", 60, "g", grams: 60, kcal: 159, protein: 8.5, carbs: 2.5, fat: 12.8),
        ingredient("cherry tomatoes", 1, "cup", grams: 150, kcal: 27, protein: 1.3, carbs: 5.8, fat: 0.3),
    ]

    /// A valid recipe answer; `replacing` swaps or removes (with `nil`) top-level members.
    static func recipe(name: String = "Spinach and feta omelette", ingredients: [JSONValue] = omeletteIngredients,
                       steps: [String] = ["Whisk the eggs with a pinch of salt.", "Wilt the spinach in a hot pan.",
                                          "Pour in the eggs, add feta and tomatoes, cook until set."],
                       replacing: [(String, JSONValue?)] = []) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(name)), ("duration_minutes", .integer(20)), ("difficulty", .string("easy")),
            ("servings", .integer(2)), ("ingredients", .array(ingredients)),
            ("steps", .array(steps.map(JSONValue.string))),
        ]
        for (key, value) in replacing {
            if let index = members.firstIndex(where: { $0.0 == key }) {
                if let value { members[index].1 = value } else { members.remove(at: index) }
            } else if let value {
                members.append((key, value))
            }
        }
        return .object(members)
    }

    static var recipeText: String { recipe().rendered() }

    static func receipt(_ items: [(String, String?, Bool)]) -> String {
        JSONValue.object([("items", .array(items.map { item in
            .object([("name", .string(item.0)), ("quantity", item.1.map(JSONValue.string) ?? .null),
                     ("is_food", .bool(item.2))])
        }))]).rendered()
    }
}
