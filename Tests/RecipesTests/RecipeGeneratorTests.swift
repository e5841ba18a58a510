import AIAnalysis
import Foundation
import FoodlogSupport
import Testing
@testable import Recipes

/// Answers requests from a script, in order, and records what was asked. For the generator's
/// own logic; provider wire formats, retries and the cache are covered by the loopback tests.
/// Like the chain, it applies the validator, unless `validates` is off (a client that does not).
final class ScriptedClient: StructuredJSONClient, @unchecked Sendable {
    enum Step { case answer(String), fail(any Error) }
    private var script: [Step]
    private(set) var requests: [StructuredRequest] = []
    private let lock = NSLock()
    let validates: Bool

    init(_ script: [Step], validates: Bool = true) {
        self.script = script
        self.validates = validates
    }

    func answer(_ request: StructuredRequest, validate: @escaping AnswerValidator) throws -> StructuredAnswer {
        lock.lock()
        defer { lock.unlock() }
        requests.append(request)
        guard !script.isEmpty else { throw TestFailure(message: "no scripted answer left", exitCode: .software) }
        switch script.removeFirst() {
        case .answer(let text):
            let json = try JSONParser.parse(text)
            if validates, case .failure(let failure) = validate(json) {
                throw ChainError.allFailed([ProviderOutcome(provider: "scripted", failure: failure, attempts: 1)])
            }
            return StructuredAnswer(json: json, provider: "scripted", model: "m1", cached: false)
        case .fail(let error): throw error
        }
    }
}

struct TestFailure: UserFacingError, Equatable {
    var message: String
    var exitCode: ExitCode
}

@Suite("Recipe generation")
struct RecipeGeneratorTests {
    static let almondRecipe = RecipeFixtures.recipe(
        steps: ["Whisk the eggs.", "Cook, then scatter over flaked almonds."]).rendered()

    @Test("a safe first answer is returned after one request")
    func firstAnswer() throws {
        let client = ScriptedClient([.answer(RecipeFixtures.recipeText)])
        let result = try RecipeGenerator(client: client).recipe(from: ["eggs", "spinach", "feta"], allergies: [.nuts])
        #expect(result.attempts == 1)
        #expect(result.recipe.name == "Spinach and feta omelette")
        #expect(client.requests.count == 1)
        let request = client.requests[0]
        #expect(request.schemaName == RecipeSchemas.recipeName)
        #expect(request.promptVersion == RecipePrompt.version)
        #expect(request.image == nil)
        #expect(request.text.contains("eggs, spinach, feta"))
        #expect(request.text.contains(Allergen.nuts.summary))
    }

    @Test("an answer that breaks an allergy is rejected and asked again with the violation named")
    func allergyRetry() throws {
        let client = ScriptedClient([.answer(Self.almondRecipe), .answer(RecipeFixtures.recipeText)])
        let result = try RecipeGenerator(client: client).recipe(from: ["eggs", "spinach"], allergies: [.nuts])
        #expect(result.attempts == 2)
        #expect(!result.recipe.steps.joined().contains("almonds"))
        #expect(client.requests.count == 2)
        #expect(client.requests[1].text.contains("rejected because it contained almonds (nuts) in step 2"))
    }

    @Test("three unsafe answers fail with the violation; the recipe is never returned")
    func allergyFailure() {
        let client = ScriptedClient([.answer(Self.almondRecipe), .answer(Self.almondRecipe), .answer(Self.almondRecipe)])
        let expected = RecipeError.unsafe(attempts: 3, violations: [
            AllergenViolation(allergen: .nuts, matched: "almonds", location: .step(2))])
        #expect(throws: expected) { try RecipeGenerator(client: client).recipe(from: ["eggs"], allergies: [.nuts]) }
        #expect(client.requests.count == 3)
        #expect(expected.message == "no safe recipe after 3 attempts: the last one contained almonds (nuts) in step 2; try other ingredients")
    }

    @Test("the validator given to the client rejects a malformed recipe with the field named")
    func validatorRejects() {
        let noSteps = RecipeFixtures.recipe(steps: []).rendered()
        let client = ScriptedClient([.answer(noSteps)])
        let expected = ChainError.allFailed([ProviderOutcome(provider: "scripted",
                                                             failure: .malformed("recipe unusable: steps is empty"), attempts: 1)])
        #expect(throws: expected) { try RecipeGenerator(client: client).recipe(from: ["eggs"], allergies: []) }
    }

    @Test("with a client that does not validate, unusable answers are re-asked with the reason")
    func unvalidatedAnswers() throws {
        let noSteps = RecipeFixtures.recipe(steps: []).rendered()
        let missingName = RecipeFixtures.recipe(replacing: [("name", nil)]).rendered()
        let client = ScriptedClient([.answer(missingName), .answer(noSteps), .answer(RecipeFixtures.recipeText)], validates: false)
        let result = try RecipeGenerator(client: client).recipe(from: ["eggs"], allergies: [])
        #expect(result.attempts == 3)
        #expect(client.requests[1].text.contains("unusable: name is missing"))
        #expect(client.requests[2].text.contains("unusable: steps is empty"))

        let failing = ScriptedClient([.answer(noSteps), .answer(noSteps), .answer(noSteps)], validates: false)
        #expect(throws: RecipeError.unusable(attempts: 3, last: .empty(field: "steps"))) {
            try RecipeGenerator(client: failing).recipe(from: ["eggs"], allergies: [])
        }
    }

    @Test("a provider failure is passed on unchanged, without retries here")
    func providerFailure() {
        let failure = TestFailure(message: "every provider failed: openai: quota exhausted", exitCode: .unavailable)
        let client = ScriptedClient([.fail(failure)])
        #expect(throws: failure) { try RecipeGenerator(client: client).recipe(from: ["eggs"], allergies: []) }
        #expect(client.requests.count == 1)
    }

    @Test("kitchen items with an allergen are left out and named in the prompt")
    func excludedKitchenItems() throws {
        let client = ScriptedClient([.answer(RecipeFixtures.recipeText)])
        let result = try RecipeGenerator(client: client).recipe(from: ["eggs", "walnuts", " spinach ", "Eggs"], allergies: [.nuts])
        #expect(result.kitchen == ["eggs", "spinach"])
        #expect(result.excluded == ["walnuts"])
        #expect(client.requests[0].text.hasPrefix("Ingredients in the kitchen: eggs, spinach."))
        #expect(client.requests[0].text.contains("they contain an allergen: walnuts."))
    }

    @Test("no ingredients, only unsafe ones, or too many are refused before any request")
    func badInput() {
        let client = ScriptedClient([])
        let generator = RecipeGenerator(client: client)
        #expect(throws: RecipeError.noIngredients) { try generator.recipe(from: ["  ", ""], allergies: []) }
        #expect(throws: RecipeError.everyIngredientUnsafe(["walnuts: nuts", "prawns: shellfish"])) {
            try generator.recipe(from: ["walnuts", "prawns"], allergies: [.nuts, .shellfish])
        }
        #expect(throws: RecipeError.notAnIngredient("-")) { try generator.recipe(from: ["eggs", "-"], allergies: []) }
        #expect(throws: RecipeError.notAnIngredient("12.50")) { try generator.recipe(from: ["12.50"], allergies: []) }
        let long = String(repeating: "a", count: 101)
        #expect(throws: RecipeError.notAnIngredient(long)) { try generator.recipe(from: [long], allergies: []) }
        #expect(RecipeError.notAnIngredient("-").exitCode == .usage)
        let many = (1...61).map { "food \($0)" }
        #expect(throws: RecipeError.tooManyIngredients(count: 61, limit: 60)) { try generator.recipe(from: many, allergies: []) }
        #expect(client.requests.isEmpty)
        #expect(RecipeError.noIngredients.exitCode == .usage)
    }

    @Test("a receipt is read with the image and the receipt schema")
    func receipt() throws {
        let text = RecipeFixtures.receipt([("spinach", "200 g", true), ("TOTAL", "9.99", true)])
        let client = ScriptedClient([.answer(text)])
        let image = try ImageInput(bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0xFF, 0xD9], source: "test")
        let (receipt, answer) = try RecipeGenerator(client: client).readReceipt(image: image)
        #expect(receipt.ingredientNames == ["spinach"])
        #expect(answer.provider == "scripted")
        #expect(client.requests[0].image == image)
        #expect(client.requests[0].schemaName == RecipeSchemas.receiptName)
    }
}
