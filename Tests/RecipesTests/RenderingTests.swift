import FoodlogSupport
import Testing
@testable import Recipes

@Suite("Recipe output")
struct RenderingTests {
    static func stored() throws -> StoredRecipe {
        let recipe = try RecipeAnswerDecoder.decode(RecipeFixtures.recipeText)
        let nutrition = NutritionCalculator(foods: TableFoods.standard).nutrition(of: recipe)
        return StoredRecipe(id: "k3m9x2", createdAt: 1_795_314_600, source: .ingredients, kitchen: ["eggs", "spinach"],
                            excluded: ["walnuts"], allergies: [.nuts], provider: "openai", model: "gpt-test",
                            recipe: recipe, nutrition: nutrition)
    }

    @Test("JSON keys come in the documented order")
    func jsonOrder() throws {
        guard case .object(let members) = RecipeJSON.recipe(try Self.stored(), extra: [("cached", .bool(false))]) else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.0) == ["id", "created_at", "name", "duration_minutes", "difficulty", "servings", "ingredients",
                                     "steps", "nutrition_per_serving", "allergies_checked", "source", "kitchen", "excluded",
                                     "provider", "model", "cached"])
        let text = RecipeJSON.recipe(try Self.stored()).rendered()
        #expect(text.contains(#""created_at":"2026-11-22T02:30:00Z""#))
        #expect(text.contains(#""steps":[{"number":1,"text":"Whisk the eggs with a pinch of salt."}"#))
        #expect(text.contains(#""matched_id":"11457","matched_name":"Spinach, raw","estimated":false"#))
    }

    @Test("text output without colour has no escape codes, numbers the steps and names estimated ingredients")
    func text() throws {
        let console = Console(stdoutIsTerminal: false, stderrIsTerminal: false, stdinIsTerminal: false, useColor: false)
        let lines = RecipeText.recipe(try Self.stored(), console: console)
        #expect(!lines.joined().contains("\u{1B}"))
        #expect(lines[0] == "Spinach and feta omelette  (id k3m9x2)")
        #expect(lines[1] == "20 min · easy · serves 2")
        #expect(lines.contains("Checked free of: nuts"))
        #expect(lines.contains("Left out (allergens): walnuts"))
        #expect(lines.contains("  3. Pour in the eggs, add feta and tomatoes, cook until set."))
        #expect(lines.last?.hasSuffix("(estimated: eggs, feta, cherry tomatoes)") == true)
        let coloured = RecipeText.recipe(try Self.stored(), console: Console(stdoutIsTerminal: true, stderrIsTerminal: true,
                                                                               stdinIsTerminal: true, useColor: true))
        #expect(coloured[0].contains("\u{1B}[1m"))
    }

    @Test("a model's control characters are shown escaped, while the program's own colour stays")
    func hostileTextIsEscaped() throws {
        let answer = RecipeFixtures.recipe(name: "Omelette\u{1B}]0;pwned\u{07}",
                                           steps: ["Whisk.\u{1B}[2J", "Cook\u{08}forged\u{9B}1m"]).rendered()
        let stored = try Self.stored()
        let hostile = StoredRecipe(id: stored.id, createdAt: stored.createdAt, source: stored.source, kitchen: stored.kitchen,
                                   excluded: ["wal\u{202E}nuts"], allergies: stored.allergies, provider: stored.provider,
                                   model: stored.model, recipe: try RecipeAnswerDecoder.decode(answer), nutrition: stored.nutrition)
        let plain = Console(stdoutIsTerminal: false, stderrIsTerminal: false, stdinIsTerminal: false, useColor: false)
        let lines = RecipeText.recipe(hostile, console: plain) + RecipeText.list([hostile], console: plain)
        #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        #expect(lines[0] == #"Omelette\e]0;pwned\x07  (id k3m9x2)"#)
        #expect(lines.contains(#"  1. Whisk.\e[2J"#))
        #expect(lines.contains(#"  2. Cook\x08forged\u{9b}1m"#))
        #expect(lines.contains(#"Left out (allergens): wal\u{202e}nuts"#))
        #expect(lines.contains { $0.contains(#"Omelette\e]0;pwned\x07"#) && $0.hasPrefix("k3m9x2") })
        let coloured = RecipeText.recipe(hostile, console: Console(stdoutIsTerminal: true, stderrIsTerminal: true,
                                                                    stdinIsTerminal: true, useColor: true))
        #expect(coloured[0].hasPrefix("\u{1B}[1m" + #"Omelette\e]0;pwned\x07"# + "\u{1B}[0m"))
    }

    @Test("timestamps are UTC ISO 8601")
    func timestamps() {
        #expect(Timestamp.iso8601(0) == "1970-01-01T00:00:00Z")
        #expect(Timestamp.iso8601(1_795_314_600.9) == "2026-11-22T02:30:00Z")
        #expect(Timestamp.short(1_795_314_600) == "2026-11-22 02:30")
    }
}
