import FoodlogSupport
import Testing
@testable import Recipes

@Suite("Prompts and schemas")
struct PromptAndSchemaTests {
    /// Every object in a schema must be closed and require all its properties (OpenAI strict mode).
    func assertStrict(_ schema: JSONValue, path: String = "$") {
        guard case .object(let members) = schema else { return }
        let dictionary = Dictionary(members, uniquingKeysWith: { first, _ in first })
        if dictionary["type"] == .string("object") {
            #expect(dictionary["additionalProperties"] == .bool(false), "\(path) must be closed")
            guard case .object(let properties)? = dictionary["properties"],
                  case .array(let required)? = dictionary["required"] else {
                Issue.record("\(path) has no properties or required list")
                return
            }
            #expect(required == properties.map { .string($0.0) }, "\(path) must require every property")
            for (name, property) in properties { assertStrict(property, path: path + "." + name) }
        }
        if let items = dictionary["items"] { assertStrict(items, path: path + "[]") }
    }

    @Test("both schemas follow the strict subset")
    func strictSchemas() {
        assertStrict(RecipeSchemas.recipe)
        assertStrict(RecipeSchemas.receipt)
        #expect(RecipeSchemas.recipeName.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
    }

    @Test("the recipe schema names every field the decoder reads")
    func schemaMatchesDecoder() throws {
        let rendered = RecipeSchemas.recipe.rendered()
        for field in ["name", "duration_minutes", "difficulty", "servings", "ingredients", "steps", "quantity", "unit",
                      "grams", "kcal", "protein", "carbs", "fat"] {
            #expect(rendered.contains("\"\(field)\""), "schema lacks \(field)")
        }
        #expect(RecipeSchemas.receipt.rendered().contains("\"is_food\""))
    }

    @Test("the user prompt lists ingredients, each allergy, exclusions and corrections")
    func userPrompt() {
        let violation = AllergenViolation(allergen: .nuts, matched: "almonds", location: .ingredient("flaked almonds"))
        let text = RecipePrompt.user(ingredients: ["eggs", "spinach"], allergies: [.shellfish, .nuts],
                                     excluded: ["walnuts"], corrections: [RecipePrompt.correction(for: [violation])])
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Ingredients in the kitchen: eggs, spinach.")
        #expect(lines[2] == "- " + Allergen.nuts.summary)
        #expect(lines[3] == "- " + Allergen.shellfish.summary)
        #expect(text.contains("Do not use these kitchen items, they contain an allergen: walnuts."))
        #expect(lines.last == "Your previous recipe was rejected because it contained almonds (nuts) in ingredient 'flaked almonds'. Write a different recipe without these or anything derived from them.")
    }

    @Test("different allergies give different prompts, so the cache cannot mix them up")
    func promptsDiffer() {
        let none = RecipePrompt.user(ingredients: ["eggs"], allergies: [])
        let nuts = RecipePrompt.user(ingredients: ["eggs"], allergies: [.nuts])
        #expect(none != nuts)
        #expect(none.contains("No allergies."))
    }

    @Test("the correction for an unusable answer names the field")
    func unusableCorrection() {
        #expect(RecipePrompt.correction(for: .empty(field: "steps[1]"))
            == "Your previous answer was unusable: steps[1] is empty. Answer again with JSON that follows the schema exactly.")
    }
}

extension PromptAndSchemaTests {
    @Test("both prompts ask for English names, which the allergen check and food matching read")
    func english() {
        #expect(RecipePrompt.system.contains("Write everything in English"))
        #expect(ReceiptPrompt.system.contains("English ingredient names"))
    }
}
