import AIAnalysis
import Foundation
import FoodlogSupport
import Testing
@testable import Recipes

/// Fiber, sugars, saturated fat and sodium in recipes: asked of the provider, believed only when
/// plausible, the database's winning where it knows them, summed per serving with what the sum
/// rests on, kept in recipe files (old files still read) and shown in the views and `--json`.
@Suite("Recipe nutrients")
struct RecipeNutrientTests {
    /// An ingredient answer with `extra` members (`("fiber", .number(2))`).
    func ingredient(_ name: String, grams: Double, carbs: Double = 10, fat: Double = 5, _ extra: [(String, JSONValue)]) -> JSONValue {
        guard case .object(let members) = RecipeFixtures.ingredient(name, grams, "g", grams: grams, kcal: 100, carbs: carbs, fat: fat)
        else { return .null }
        return .object(members + extra)
    }

    func decode(_ ingredients: [JSONValue]) throws -> Recipe {
        try RecipeAnswerDecoder.decode(RecipeFixtures.recipe(ingredients: ingredients).rendered())
    }

    @Test("plausible values are read, in grams and milligrams of sodium")
    func plausible() throws {
        let recipe = try decode([ingredient("lentils", grams: 200, carbs: 40, fat: 1,
                                            [("fiber", .number(16)), ("sugars", .number(4)), ("saturated_fat", .number(0.2)), ("sodium", .number(4))])])
        #expect(recipe.ingredients[0].nutrients == NutrientValues([.fiber: 16, .sugars: 4, .saturatedFat: 0.2, .sodium: 4]))
    }

    @Test("an answer without them, as cached before they were asked, still decodes with them unknown")
    func absent() throws {
        let recipe = try RecipeAnswerDecoder.decode(RecipeFixtures.recipeText)
        #expect(recipe.ingredients.allSatisfy { $0.nutrients.isEmpty })
    }

    @Test("hostile values leave that nutrient unknown and the recipe usable",
          arguments: [JSONValue.number(1e300), .number(-2), .string("lots"), .object([("g", .number(1))]), .array([.number(1)]),
                      .bool(true), .null, .number(101)])
    func hostile(value: JSONValue) throws {
        let recipe = try decode([ingredient("oats", grams: 100, carbs: 60, fat: 7,
                                            [("fiber", value), ("sugars", value), ("saturated_fat", value), ("sodium", .number(2))])])
        #expect(recipe.ingredients[0].nutrients == NutrientValues([.sodium: 2]))
    }

    @Test("a huge literal that does not fit a Double leaves the nutrient unknown")
    func overflowingLiteral() throws {
        let text = RecipeFixtures.recipe(ingredients: [ingredient("oats", grams: 100, [("sodium", .number(2))])]).rendered()
            .replacingOccurrences(of: #""sodium":2"#, with: #""sodium":1e400"#)
        #expect(text.contains("1e400"))
        let recipe = try RecipeAnswerDecoder.decode(text)
        #expect(recipe.ingredients[0].nutrients.isEmpty)
    }

    @Test("sugars above the carbs and saturated fat above the fat are not believed")
    func partsOfMacros() throws {
        let recipe = try decode([ingredient("butter", grams: 20, carbs: 0, fat: 16, [("sugars", .number(3)), ("saturated_fat", .number(10))])])
        #expect(recipe.ingredients[0].nutrients == NutrientValues([.saturatedFat: 10]))
    }

    static let beans = FoodMatch(id: "usda:beans", name: "Beans, black, cooked", kcalPer100g: 132, proteinPer100g: 8.9, carbsPer100g: 23.7,
                                 fatPer100g: 0.5, nutrientsPer100g: NutrientValues([.fiber: 8.7, .sodium: 1, .potassium: 355]))

    struct Beans: IngredientNutrition {
        func match(_ ingredient: String) -> FoodMatch? { ingredient == "black beans" ? RecipeNutrientTests.beans : nil }
    }

    func recipe(_ ingredients: [RecipeIngredient], servings: Int = 2) -> Recipe {
        Recipe(name: "Bean bowl", durationMinutes: 10, difficulty: .easy, servings: servings, ingredients: ingredients, steps: ["Mix."])
    }

    @Test("a matched food's nutrients win where the database knows them; the provider's fill the rest")
    func groundingWins() {
        let beans = RecipeIngredient(name: "black beans", quantity: 200, unit: "g",
                                     estimate: Macros(grams: 100, kcal: 130, protein: 9, carbs: 24, fat: 0.5),
                                     nutrients: NutrientValues([.fiber: 5, .sugars: 0.3, .sodium: 400]))
        let line = NutritionCalculator(foods: Beans()).nutrition(of: recipe([beans])).ingredients[0]
        #expect(line.matchedID == "usda:beans")
        // 200 g from the unit: the database's values for 200 g; the provider's sugars scaled from its 100 g to 200 g.
        #expect(line.nutrients == NutrientValues([.fiber: 17.4, .sugars: 0.6, .sodium: 2, .potassium: 710]))
    }

    @Test("per serving, each nutrient sums over the ingredients that know it and says how many")
    func perServing() throws {
        let ingredients = [
            RecipeIngredient(name: "black beans", quantity: 100, unit: "g", estimate: Macros(grams: 100, kcal: 130, protein: 9, carbs: 24, fat: 0.5)),
            RecipeIngredient(name: "salsa", quantity: 100, unit: "g", estimate: Macros(grams: 100, kcal: 30, protein: 1, carbs: 6, fat: 0),
                             nutrients: NutrientValues([.fiber: 1.3, .sodium: 600])),
            RecipeIngredient(name: "lime", quantity: 1, unit: "piece", estimate: Macros(grams: 50, kcal: 15, protein: 0, carbs: 5, fat: 0)),
        ]
        let nutrition = NutritionCalculator(foods: Beans()).nutrition(of: recipe(ingredients))
        let sum = nutrition.nutrientsPerServing
        #expect(abs((sum.values[.fiber] ?? 0) - 5) < 1e-9 && sum.values[.sodium] == 300.5 && sum.values[.potassium] == 177.5)
        #expect(sum.values.count == 3)
        #expect(sum.count(.fiber) == 2 && sum.count(.potassium) == 1 && sum.parts == 3)
        #expect(sum.complete.isEmpty)

        let stored = StoredRecipe(id: "b3an5x", createdAt: 1_795_314_600, source: .ingredients, kitchen: ["black beans"], excluded: [],
                                  allergies: [], provider: "openai", model: "m", recipe: recipe(ingredients), nutrition: nutrition)
        let json = RecipeJSON.recipe(stored)
        #expect(json["nutrition_per_serving"]?["nutrients"] == .object([("fiber", .number(5)), ("sodium", .number(300.5)), ("potassium", .number(177.5))]))
        #expect(json["nutrition_per_serving"]?["nutrients_ingredients"] == .object([("fiber", .integer(2)), ("sodium", .integer(2)), ("potassium", .integer(1))]))
        #expect(json["ingredients"]?[1]?["nutrients"] == .object([("fiber", .number(1.3)), ("sodium", .number(600))]))
        #expect(json["ingredients"]?[2]?["nutrients"] == .object([]))

        let console = Console(stdoutIsTerminal: false, stderrIsTerminal: false, stdinIsTerminal: false, useColor: false)
        let lines = RecipeText.recipe(stored, console: console)
        let also = try #require(lines.firstIndex { $0.hasPrefix("Also per serving: ") })
        #expect(lines[also] == "Also per serving: fiber 5 g (2 of 3 ingredients)")
        #expect(lines[also + 1] == "  sodium 301 mg (2 of 3 ingredients)")
        #expect(!lines.contains { $0.contains("potassium") }, "the text view shows the four nutrients asked; --json has all")
        #expect(lines[also...].allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
    }

    @Test("nutrients survive a recipe file; a file from before them, or with a damaged member, still reads")
    func files() throws {
        let ingredients = [RecipeIngredient(name: "black beans", quantity: 100, unit: "g",
                                            estimate: Macros(grams: 100, kcal: 130, protein: 9, carbs: 24, fat: 0.5),
                                            nutrients: NutrientValues([.sugars: 0.3]))]
        let nutrition = NutritionCalculator(foods: Beans()).nutrition(of: recipe(ingredients))
        let stored = StoredRecipe(id: "b3an5x", createdAt: 1_795_314_600, source: .ingredients, kitchen: [], excluded: [],
                                  allergies: [], provider: "p", model: "m", recipe: recipe(ingredients), nutrition: nutrition)
        let bytes = try RecipeStore.encode(stored)
        let back = try JSONDecoder().decode(StoredRecipe.self, from: Data(bytes))
        #expect(back == stored)
        #expect(back.nutrition.nutrientsPerServing.values[.fiber] == 4.35)

        // The same file as written before nutrients were kept: every "nutrients..." member removed.
        var json = try JSONParser.parse(bytes)
        json = Self.removing(["nutrients", "nutrientsPerServing", "nutrientIngredients"], from: json)
        #expect(!json.rendered().contains("nutrient"))
        let old = try JSONDecoder().decode(StoredRecipe.self, from: Data(json.rendered().utf8))
        #expect(old.recipe.ingredients[0].nutrients.isEmpty && old.nutrition.nutrientsPerServing.values.isEmpty)
        #expect(old.nutrition.perServing == stored.nutrition.perServing)

        // Hand-edited nonsense in the nutrient members costs those values only.
        let edited = String(decoding: bytes, as: UTF8.self)
            .replacingOccurrences(of: #""nutrientIngredients" : {"#, with: #""nutrientIngredients" : {"zinc" : "x", "#)
            .replacingOccurrences(of: #""nutrientsPerServing" : {"#, with: #""nutrientsPerServing" : {"vitamin_q" : 1, "iron" : -4, "#)
        #expect(edited.contains("vitamin_q") && edited.contains(#""zinc" : "x""#))
        let damaged = try JSONDecoder().decode(StoredRecipe.self, from: Data(edited.utf8))
        #expect(damaged.nutrition.nutrientsPerServing == stored.nutrition.nutrientsPerServing)
        let wrongShape = String(decoding: bytes, as: UTF8.self)
            .replacingOccurrences(of: #""nutrientsPerServing" : {"#, with: #""nutrientsPerServing" : [1], "unused" : {"#)
        #expect(try JSONDecoder().decode(StoredRecipe.self, from: Data(wrongShape.utf8)).nutrition.nutrientsPerServing.values.isEmpty)
    }

    static func removing(_ keys: Set<String>, from value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members): return .object(members.filter { !keys.contains($0.0) }.map { ($0.0, removing(keys, from: $0.1)) })
        case .array(let items): return .array(items.map { removing(keys, from: $0) })
        default: return value
        }
    }

    @Test("the schema asks for each nutrient as a required, nullable number")
    func schema() throws {
        let ingredient = try #require(RecipeSchemas.recipe["properties"]?["ingredients"]?["items"])
        let required = try #require(ingredient["required"]?.arrayValue).compactMap(\.stringValue)
        for key in ["fiber", "sugars", "saturated_fat", "sodium"] {
            #expect(required.contains(key))
            #expect(ingredient["properties"]?[key]?["type"] == .array([.string("number"), .string("null")]))
        }
        #expect(ingredient["properties"]?["sodium"]?["description"]?.stringValue?.contains("milligrams") == true)
        #expect(RecipePrompt.system.contains("sodium in milligrams"))
    }
}
