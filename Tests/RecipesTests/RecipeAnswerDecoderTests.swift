import FoodlogSupport
import Testing
@testable import Recipes

@Suite("Recipe answer decoding")
struct RecipeAnswerDecoderTests {
    @Test("a valid answer decodes into every field")
    func valid() throws {
        let recipe = try RecipeAnswerDecoder.decode(RecipeFixtures.recipeText)
        #expect(recipe.name == "Spinach and feta omelette")
        #expect(recipe.durationMinutes == 20)
        #expect(recipe.difficulty == .easy)
        #expect(recipe.servings == 2)
        #expect(recipe.ingredients.map(\.name) == ["eggs", "spinach", "feta", "cherry tomatoes"])
        #expect(recipe.ingredients[3].quantity == 1)
        #expect(recipe.ingredients[3].unit == "cup")
        #expect(recipe.ingredients[0].estimate == Macros(grams: 200, kcal: 286, protein: 25, carbs: 1.4, fat: 19))
        #expect(recipe.steps.count == 3)
    }

    @Test("a Markdown fence around the JSON is tolerated")
    func fenced() throws {
        let recipe = try RecipeAnswerDecoder.decode("```json\n" + RecipeFixtures.recipeText + "\n```")
        #expect(recipe.servings == 2)
    }

    @Test("fractional minutes round up; difficulty is case-insensitive")
    func rounding() throws {
        let text = RecipeFixtures.recipe(replacing: [("duration_minutes", .number(12.5)), ("difficulty", .string("Medium"))]).rendered()
        let recipe = try RecipeAnswerDecoder.decode(text)
        #expect(recipe.durationMinutes == 13)
        #expect(recipe.difficulty == .medium)
    }

    static let broken: [(String, JSONValue, AnswerError)] = [
        ("missing name", RecipeFixtures.recipe(replacing: [("name", nil)]), .missing(field: "name")),
        ("blank name", RecipeFixtures.recipe(name: "   "), .empty(field: "name")),
        ("missing servings", RecipeFixtures.recipe(replacing: [("servings", nil)]), .missing(field: "servings")),
        ("null servings", RecipeFixtures.recipe(replacing: [("servings", .null)]), .missing(field: "servings")),
        ("servings as text", RecipeFixtures.recipe(replacing: [("servings", .string("4"))]),
         .wrongType(field: "servings", expected: "a number")),
        ("zero servings", RecipeFixtures.recipe(replacing: [("servings", .integer(0))]),
         .outOfRange(field: "servings", value: "0", expected: "a whole number from 1 to 100")),
        ("half a serving", RecipeFixtures.recipe(replacing: [("servings", .number(2.5))]),
         .outOfRange(field: "servings", value: "2.5", expected: "a whole number from 1 to 100")),
        ("negative duration", RecipeFixtures.recipe(replacing: [("duration_minutes", .integer(-5))]),
         .outOfRange(field: "duration_minutes", value: "-5", expected: "1 to 2880 minutes")),
        ("unknown difficulty", RecipeFixtures.recipe(replacing: [("difficulty", .string("fiendish"))]),
         .outOfRange(field: "difficulty", value: "'fiendish'", expected: "easy, medium or hard")),
        ("no ingredients", RecipeFixtures.recipe(ingredients: []), .empty(field: "ingredients")),
        ("ingredients not an array", RecipeFixtures.recipe(replacing: [("ingredients", .string("eggs"))]),
         .wrongType(field: "ingredients", expected: "an array")),
        ("negative quantity", RecipeFixtures.recipe(ingredients: [RecipeFixtures.ingredient("eggs", -2, "piece", grams: 100, kcal: 140)]),
         .negative(field: "ingredients[0].quantity", value: -2)),
        ("zero quantity", RecipeFixtures.recipe(ingredients: [RecipeFixtures.ingredient("eggs", 0, "piece", grams: 100, kcal: 140)]),
         .outOfRange(field: "ingredients[0].quantity", value: "0", expected: "more than 0")),
        ("negative kcal", RecipeFixtures.recipe(ingredients: [RecipeFixtures.omeletteIngredients[0],
                                                              RecipeFixtures.ingredient("feta", 60, "g", grams: 60, kcal: -159)]),
         .negative(field: "ingredients[1].kcal", value: -159)),
        ("missing unit", RecipeFixtures.recipe(ingredients: [.object([("name", .string("eggs")), ("quantity", .integer(2)),
                                                                       ("grams", .integer(100)), ("kcal", .integer(140)),
                                                                       ("protein", .integer(12)), ("carbs", .integer(1)),
                                                                       ("fat", .integer(10))])]),
         .missing(field: "ingredients[0].unit")),
        ("no steps", RecipeFixtures.recipe(steps: []), .empty(field: "steps")),
        ("an empty step", RecipeFixtures.recipe(steps: ["Whisk.", " ", "Cook."]), .empty(field: "steps[1]")),
        ("a null step", RecipeFixtures.recipe(replacing: [("steps", .array([.string("Whisk."), .null]))]),
         .missing(field: "steps[1]")),
        ("missing steps", RecipeFixtures.recipe(replacing: [("steps", nil)]), .missing(field: "steps")),
    ]

    @Test("broken answers get a precise error naming the field", arguments: broken.indices)
    func brokenAnswers(index: Int) {
        let (label, json, expected) = Self.broken[index]
        #expect(throws: expected, "\(label)") { try RecipeAnswerDecoder.decode(json.rendered()) }
    }

    @Test("text that is not JSON, or is cut off, is reported as such")
    func notJSON() {
        #expect(throws: AnswerError.notJSON("expected an object starting with '{'")) {
            try RecipeAnswerDecoder.decode("Sure! Here is a recipe: ...")
        }
        let truncated = String(RecipeFixtures.recipeText.prefix(80))
        #expect(throws: AnswerError.notJSON("malformed or truncated JSON")) { try RecipeAnswerDecoder.decode(truncated) }
    }

    @Test("errors read as one line with the field and exit 65")
    func errorMessage() {
        let error = AnswerError.negative(field: "ingredients[0].quantity", value: -2)
        #expect(error.message == "unusable answer from the provider: ingredients[0].quantity is negative (-2)")
        #expect(error.exitCode == .dataError)
    }
}

@Suite("Receipt answer decoding")
struct ReceiptAnswerDecoderTests {
    @Test("food items are kept; prices, totals, store names and non-food are dropped")
    func filtering() throws {
        let text = RecipeFixtures.receipt([
            ("FRESHMART SUPERSTORE", nil, false), ("cherry tomatoes", "250 g", true), ("spinach", "200 g", true),
            ("feta", nil, true), ("washing-up liquid", nil, false), ("TOTAL", "12.49", true), ("3.99", nil, true),
            ("Visa debit", nil, true), ("Carrier bag", nil, false), ("eggs", "6", true), ("Eggs", "6", true),
            ("toilet paper", nil, true), ("VAT 20%", nil, true),
        ])
        let receipt = try ReceiptAnswerDecoder.decode(text)
        #expect(receipt.ingredientNames == ["cherry tomatoes", "spinach", "feta", "eggs"])
        #expect(receipt.items[0].quantity == "250 g")
        #expect(receipt.items[2].quantity == nil)
    }

    @Test("a receipt with no food is an error saying what to do")
    func noFood() {
        let text = RecipeFixtures.receipt([("TOTAL", "4.00", true), ("bin bags", nil, false)])
        #expect(throws: AnswerError.noFood) { try ReceiptAnswerDecoder.decode(text) }
        #expect(AnswerError.noFood.message.contains("list ingredients instead"))
    }

    @Test("a missing items array or item name is precise")
    func malformed() {
        #expect(throws: AnswerError.missing(field: "items")) { try ReceiptAnswerDecoder.decode("{}") }
        #expect(throws: AnswerError.missing(field: "items[0].name")) {
            try ReceiptAnswerDecoder.decode(#"{"items":[{"quantity":"1","is_food":true}]}"#)
        }
    }

    @Test("line filter", arguments: [("TOTAL", true), ("12.99", true), ("Subtotal 10.00", true), ("Mastercard", true),
                                     ("red onions", false), ("asparagus tips", false), ("sponge cake", false),
                                     ("razor clams", false), ("tea bags", false)])
    func lineFilter(line: String, notFood: Bool) {
        #expect(ReceiptLineFilter.isNotFood(line) == notFood)
    }
}
