import AIAnalysis
import FoodlogSupport

/// The `--json` form of recipes: stable key order, documented in docs/recipes.md.
public enum RecipeJSON {
    /// One recipe. `extra` members (e.g. `cached`, `attempts` for a fresh recipe) go at the end.
    public static func recipe(_ stored: StoredRecipe, extra: [(String, JSONValue)] = []) -> JSONValue {
        let recipe = stored.recipe
        let lines = stored.nutrition.ingredients
        var ingredients: [JSONValue] = []
        for (index, ingredient) in recipe.ingredients.enumerated() {
            let line = index < lines.count ? lines[index] : nil
            ingredients.append(.object([
                ("name", .string(ingredient.name)),
                ("quantity", .rounded(ingredient.quantity)),
                ("unit", .string(ingredient.unit)),
                ("grams", .rounded(line?.macros.grams ?? ingredient.estimate.grams, places: 1)),
                ("kcal", .rounded(line?.macros.kcal ?? ingredient.estimate.kcal, places: 1)),
                ("protein", .rounded(line?.macros.protein ?? ingredient.estimate.protein, places: 1)),
                ("carbs", .rounded(line?.macros.carbs ?? ingredient.estimate.carbs, places: 1)),
                ("fat", .rounded(line?.macros.fat ?? ingredient.estimate.fat, places: 1)),
                ("weight_source", .string(line?.weightSource.rawValue ?? "provider")),
                ("source", .string(line?.matchedID == nil ? "provider" : "database")),
                ("matched_id", line?.matchedID.map(JSONValue.string) ?? .null),
                ("matched_name", line?.matchedName.map(JSONValue.string) ?? .null),
                ("estimated", .bool(line?.estimated ?? true)),
                ("nutrients", NutrientOutput.values(line?.nutrients ?? ingredient.nutrients)),
            ]))
        }
        let steps = recipe.steps.enumerated().map { JSONValue.object([("number", .integer($0.offset + 1)), ("text", .string($0.element))]) }
        let perServing = stored.nutrition.perServing
        var members: [(String, JSONValue)] = [
            ("id", .string(stored.id)),
            ("created_at", .string(Timestamp.iso8601(stored.createdAt))),
            ("name", .string(recipe.name)),
            ("duration_minutes", .integer(recipe.durationMinutes)),
            ("difficulty", .string(recipe.difficulty.rawValue)),
            ("servings", .integer(recipe.servings)),
            ("ingredients", .array(ingredients)),
            ("steps", .array(steps)),
            ("nutrition_per_serving", .object([
                ("kcal", .rounded(perServing.kcal, places: 0)),
                ("protein", .rounded(perServing.protein, places: 1)),
                ("carbs", .rounded(perServing.carbs, places: 1)),
                ("fat", .rounded(perServing.fat, places: 1)),
                ("estimated", .bool(stored.nutrition.estimated)),
                ("nutrients", NutrientOutput.values(stored.nutrition.nutrientsPerServing.values)),
                ("nutrients_ingredients", NutrientOutput.counts(stored.nutrition.nutrientsPerServing)),
            ])),
            ("allergies_checked", .array(stored.allergies.map { .string($0.name) })),
            ("source", .string(stored.source.rawValue)),
            ("kitchen", .array(stored.kitchen.map(JSONValue.string))),
            ("excluded", .array(stored.excluded.map(JSONValue.string))),
            ("provider", .string(stored.provider)),
            ("model", .string(stored.model)),
        ]
        members += extra
        return .object(members)
    }

    /// The list of `foodlog recipes --json`: summaries, newest first.
    public static func list(_ recipes: [StoredRecipe]) -> JSONValue {
        .array(recipes.map { stored in
            .object([
                ("id", .string(stored.id)),
                ("created_at", .string(Timestamp.iso8601(stored.createdAt))),
                ("name", .string(stored.recipe.name)),
                ("duration_minutes", .integer(stored.recipe.durationMinutes)),
                ("difficulty", .string(stored.recipe.difficulty.rawValue)),
                ("servings", .integer(stored.recipe.servings)),
                ("kcal_per_serving", .rounded(stored.nutrition.perServing.kcal, places: 0)),
                ("allergies_checked", .array(stored.allergies.map { .string($0.name) })),
            ])
        })
    }
}
