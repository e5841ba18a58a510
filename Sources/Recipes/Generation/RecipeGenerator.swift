import AIAnalysis

/// A recipe that passed validation and the allergen check, with who made it.
public struct GeneratedRecipe: Sendable, Equatable {
    public var recipe: Recipe
    /// The kitchen items the request offered (after removing those with allergens).
    public var kitchen: [String]
    /// Kitchen items left out because they contain an allergen.
    public var excluded: [String]
    public var provider: String
    public var model: String
    public var cached: Bool
    /// How many answers it took (1 when the first was safe and usable).
    public var attempts: Int
}

/// Asks for a recipe and keeps asking, a bounded number of times, until the answer is usable and
/// breaks none of the person's allergies. A recipe that breaks one is never returned.
public struct RecipeGenerator: Sendable {
    public var client: any StructuredJSONClient
    /// Answers to try in all: the first plus retries with the problem named (default 3).
    public var maxAttempts: Int
    /// Most ingredients a request takes.
    public static let ingredientLimit = 60
    /// Longest ingredient name accepted, in characters.
    public static let nameLimit = 100
    /// Called with a one-line note per stage (for `--verbose` and terminals).
    public var progress: @Sendable (String) -> Void

    public init(client: any StructuredJSONClient, maxAttempts: Int = 3, progress: @escaping @Sendable (String) -> Void = { _ in }) {
        self.client = client
        self.maxAttempts = max(1, maxAttempts)
        self.progress = progress
    }

    /// The request that reads a receipt photo. Its cache subject is the photo's SHA-256, so the
    /// same photo is never sent twice.
    public static func receiptRequest(image: ImageInput) -> StructuredRequest {
        StructuredRequest(system: ReceiptPrompt.system, text: ReceiptPrompt.user, image: image,
                          schemaName: RecipeSchemas.receiptName, schema: RecipeSchemas.receipt,
                          promptVersion: ReceiptPrompt.version)
    }

    /// Reads the food items off a receipt photo.
    public func readReceipt(image: ImageInput) throws -> (ReceiptExtraction, StructuredAnswer) {
        progress("reading the receipt")
        let answer = try client.answer(Self.receiptRequest(image: image), validate: RecipeValidators.receipt)
        return (try ReceiptAnswerDecoder.decode(answer.json.rendered()), answer)
    }

    /// The request for a recipe. Everything that shapes the answer (ingredients, allergies,
    /// corrections) is in the text, and so in the cache key.
    public static func recipeRequest(ingredients: [String], allergies: [Allergen], excluded: [String],
                                     corrections: [String]) -> StructuredRequest {
        StructuredRequest(system: RecipePrompt.system,
                          text: RecipePrompt.user(ingredients: ingredients, allergies: allergies, excluded: excluded,
                                                  corrections: corrections),
                          schemaName: RecipeSchemas.recipeName, schema: RecipeSchemas.recipe,
                          promptVersion: RecipePrompt.version, maxOutputTokens: 8192)
    }

    /// A safe recipe from the given kitchen items.
    public func recipe(from ingredients: [String], allergies: [Allergen]) throws -> GeneratedRecipe {
        let cleaned = try Self.clean(ingredients)
        guard !cleaned.isEmpty else { throw RecipeError.noIngredients }
        guard cleaned.count <= Self.ingredientLimit else {
            throw RecipeError.tooManyIngredients(count: cleaned.count, limit: Self.ingredientLimit)
        }
        let checker = AllergenChecker(allergies: allergies)
        let excluded = cleaned.filter { !checker.allergens(in: $0).isEmpty }
        let usable = cleaned.filter { !excluded.contains($0) }
        guard !usable.isEmpty else {
            throw RecipeError.everyIngredientUnsafe(excluded.map { "\($0): " + checker.allergens(in: $0).map(\.name).joined(separator: ", ") })
        }
        var corrections: [String] = []
        var attempt = 0
        var failure: RecipeError
        repeat {
            attempt += 1
            progress(attempt == 1 ? "asking for a recipe" : "asking again (attempt \(attempt) of \(maxAttempts))")
            let request = Self.recipeRequest(ingredients: usable, allergies: checker.allergies, excluded: excluded,
                                             corrections: corrections)
            let answer = try client.answer(request, validate: RecipeValidators.recipe)
            switch check(answer, with: checker) {
            case .success(let recipe):
                return GeneratedRecipe(recipe: recipe, kitchen: usable, excluded: excluded, provider: answer.provider,
                                       model: answer.model, cached: answer.cached, attempts: attempt)
            case .failure(.unusable(let error)):
                // The client validates answers already; one that does not is still handled safely.
                progress("answer unusable: \(error.reason)")
                corrections.append(RecipePrompt.correction(for: error))
                failure = .unusable(attempts: attempt, last: error)
            case .failure(.unsafe(let violations)):
                progress("recipe rejected: contains " + violations.map(\.description).joined(separator: "; "))
                corrections.append(RecipePrompt.correction(for: violations))
                failure = .unsafe(attempts: attempt, violations: violations)
            }
        } while attempt < maxAttempts
        throw failure
    }

    /// Why one answer was refused.
    enum Refusal: Error {
        case unusable(AnswerError)
        case unsafe([AllergenViolation])
    }

    /// The recipe in an answer, if it is usable and breaks no allergy.
    func check(_ answer: StructuredAnswer, with checker: AllergenChecker) -> Result<Recipe, Refusal> {
        let recipe: Recipe
        do {
            recipe = try RecipeAnswerDecoder.decode(answer.json.rendered())
        } catch {
            return .failure(.unusable(error))
        }
        let violations = checker.violations(in: recipe)
        return violations.isEmpty ? .success(recipe) : .failure(.unsafe(violations))
    }

    /// Trims names, drops empty ones and case-insensitive duplicates, keeping the first spelling;
    /// refuses names without a letter ("-", "42") or longer than `nameLimit`.
    static func clean(_ ingredients: [String]) throws(RecipeError) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for raw in ingredients {
            let name = raw.trimmingWhitespace()
            if name.isEmpty { continue }
            guard name.count <= nameLimit, name.contains(where: \.isLetter) else { throw .notAnIngredient(name) }
            guard seen.insert(name.lowercased()).inserted else { continue }
            result.append(name)
        }
        return result
    }
}
