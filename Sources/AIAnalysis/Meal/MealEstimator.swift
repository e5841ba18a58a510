import FoodlogSupport

/// Estimates meals from a photo or a description: builds the prompt (grounded in the local index
/// when one is available), runs it through the provider chain, and validates the answer.
public struct MealEstimator: Sendable {
    public var chain: ProviderChain
    public var grounding: (any FoodGrounding)?

    public init(chain: ProviderChain, grounding: (any FoodGrounding)? = nil) {
        self.chain = chain
        self.grounding = grounding
    }

    /// The request for a description, and the references it offers.
    public func request(description: String) -> (StructuredRequest, [GroundingFood]) {
        let references = grounding.map { GroundingQuery.candidates(for: description, using: $0) } ?? []
        let request = StructuredRequest(system: MealPrompt.system, text: MealPrompt.text(description: description, references: references),
                                        schemaName: MealPrompt.schemaName, schema: MealPrompt.schema, promptVersion: MealPrompt.version,
                                        cacheSubject: "text:" + StructuredRequest.normalize(description))
        return (request, references)
    }

    /// The request for a photo (with an optional note), and the references it offers.
    public func request(photo: ImageInput, note: String?) -> (StructuredRequest, [GroundingFood]) {
        let references = (note.flatMap { note in grounding.map { GroundingQuery.candidates(for: note, using: $0) } }) ?? []
        let request = StructuredRequest(system: MealPrompt.system, text: MealPrompt.text(photoNote: note, references: references),
                                        image: photo, schemaName: MealPrompt.schemaName, schema: MealPrompt.schema,
                                        promptVersion: MealPrompt.version,
                                        cacheSubject: "image:" + photo.digest + "\nnote:" + StructuredRequest.normalize(note ?? ""))
        return (request, references)
    }

    /// Estimates a meal from words. Without any quantity in them, confidence stays below 0.8
    /// (see `Vagueness`).
    public func estimate(description: String, advanced: Bool = false) throws(ChainError) -> MealEstimate {
        let (request, references) = request(description: description)
        return Vagueness.applied(to: try run(request, references: references, advanced: advanced), description: description)
    }

    /// Estimates a meal from a photo.
    public func estimate(photo: ImageInput, note: String? = nil, advanced: Bool = false) throws(ChainError) -> MealEstimate {
        let (request, references) = request(photo: photo, note: note)
        return try run(request, references: references, advanced: advanced)
    }

    /// Runs a prepared request (also used by `foodlog sync` for queued requests).
    public func run(_ request: StructuredRequest, references: [GroundingFood], advanced: Bool) throws(ChainError) -> MealEstimate {
        let answer = try chain.run(request) { json in
            switch MealValidator.estimate(from: json, references: references, provider: "", model: "", cached: false) {
            case .success(let estimate): return .success((json, estimate.notes))
            case .failure(let failure): return .failure(failure)
            }
        }
        guard case .success(var estimate) = MealValidator.estimate(from: answer.json, references: references, provider: answer.provider,
                                                                   model: answer.model, cached: answer.cached) else {
            throw .allFailed([ProviderOutcome(provider: answer.provider, failure: .malformed("answer failed validation"), attempts: 1)])
        }
        if advanced { estimate.advanced = AdvancedMetrics.from(estimate.total) }
        return estimate
    }
}
