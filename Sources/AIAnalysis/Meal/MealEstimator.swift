import FoodlogSupport

/// Estimates meals from a photo or a description: builds the prompt (grounded in the local index
/// when one is available), runs it through the provider chain, and validates the answer.
///
/// The cache is looked up before the index is searched: the cache key is the person's input
/// (`cacheSubject`), not the prompt, and a cached answer needs the grounding references only to
/// check an item that claims a database match. So a hit without such items never searches the
/// index (a search costs milliseconds, more on a large index), and one with them searches it once.
public struct MealEstimator: Sendable {
    public var chain: ProviderChain
    public var grounding: (any FoodGrounding)?

    public init(chain: ProviderChain, grounding: (any FoodGrounding)? = nil) {
        self.chain = chain
        self.grounding = grounding
    }

    /// The request for a description, and the references it offers.
    public func request(description: String) -> (StructuredRequest, [GroundingFood]) {
        let references = self.references(for: description)
        return (request(description: description, references: references), references)
    }

    /// The request for a photo (with an optional note), and the references it offers.
    public func request(photo: ImageInput, note: String?) -> (StructuredRequest, [GroundingFood]) {
        let references = note.map { self.references(for: $0) } ?? []
        return (request(photo: photo, note: note, digest: photo.digest, references: references), references)
    }

    /// Estimates a meal from words. Without any quantity in them, confidence stays below 0.8
    /// (see `Vagueness`).
    public func estimate(description: String, advanced: Bool = false) throws(ChainError) -> MealEstimate {
        let meal = try estimate(groundingText: description, advanced: advanced) { references in
            request(description: description, references: references)
        }
        return Vagueness.applied(to: meal, description: description)
    }

    /// Estimates a meal from a photo.
    public func estimate(photo: ImageInput, note: String? = nil, advanced: Bool = false) throws(ChainError) -> MealEstimate {
        let digest = photo.digest
        return try estimate(groundingText: note, advanced: advanced) { references in
            request(photo: photo, note: note, digest: digest, references: references)
        }
    }

    /// Runs a prepared request (also used by `foodlog sync` for queued requests).
    public func run(_ request: StructuredRequest, references: [GroundingFood], advanced: Bool) throws(ChainError) -> MealEstimate {
        let answer = try chain.run(request) { json in MealEstimator.check(json, references: references) }
        return try finish(answer, references: references, advanced: advanced)
    }

    /// Cache first, then the chain. `make` builds the request for a set of references; the one
    /// built without any has the same cache key (see the type's comment).
    private func estimate(groundingText: String?, advanced: Bool,
                          make: ([GroundingFood]) -> StructuredRequest) throws(ChainError) -> MealEstimate {
        var searched: [GroundingFood]?
        func references() -> [GroundingFood] {
            if let searched { return searched }
            let found = groundingText.map { self.references(for: $0) } ?? []
            searched = found
            return found
        }
        func needed(by json: JSONValue) -> [GroundingFood] { MealEstimator.claimsDatabaseMatch(json) ? references() : [] }

        if let answer = chain.cachedAnswer(make([]), validate: { json in MealEstimator.check(json, references: needed(by: json)) }) {
            return try finish(answer, references: needed(by: answer.json), advanced: advanced)
        }
        var uncached = chain
        uncached.readsCache = false
        let offered = references()
        return try MealEstimator(chain: uncached, grounding: grounding).run(make(offered), references: offered, advanced: advanced)
    }

    private func request(description: String, references: [GroundingFood]) -> StructuredRequest {
        StructuredRequest(system: MealPrompt.system, text: MealPrompt.text(description: description, references: references),
                          schemaName: MealPrompt.schemaName, schema: MealPrompt.schema, promptVersion: MealPrompt.version,
                          cacheSubject: "text:" + StructuredRequest.normalize(description))
    }

    private func request(photo: ImageInput, note: String?, digest: String, references: [GroundingFood]) -> StructuredRequest {
        StructuredRequest(system: MealPrompt.system, text: MealPrompt.text(photoNote: note, references: references),
                          image: photo, schemaName: MealPrompt.schemaName, schema: MealPrompt.schema,
                          promptVersion: MealPrompt.version,
                          cacheSubject: "image:" + digest + "\nnote:" + StructuredRequest.normalize(note ?? ""))
    }

    private func references(for text: String) -> [GroundingFood] {
        grounding.map { GroundingQuery.candidates(for: text, using: $0) } ?? []
    }

    /// Whether any item of an answer says its numbers come from the database.
    static func claimsDatabaseMatch(_ json: JSONValue) -> Bool {
        json["items"]?.arrayValue?.contains { $0["source"]?.stringValue == "database" } ?? false
    }

    /// The chain's validator for a meal answer.
    static func check(_ json: JSONValue, references: [GroundingFood]) -> Result<(json: JSONValue, notes: [String]), AttemptFailure> {
        switch MealValidator.estimate(from: json, references: references, provider: "", model: "", cached: false) {
        case .success(let estimate): return .success((json, estimate.notes))
        case .failure(let failure): return .failure(failure)
        }
    }

    /// The estimate for an accepted answer, with the advanced metrics when asked.
    private func finish(_ answer: StructuredAnswer, references: [GroundingFood], advanced: Bool) throws(ChainError) -> MealEstimate {
        guard case .success(var estimate) = MealValidator.estimate(from: answer.json, references: references, provider: answer.provider,
                                                                   model: answer.model, cached: answer.cached) else {
            throw .allFailed([ProviderOutcome(provider: answer.provider, failure: .malformed("answer failed validation"), attempts: 1)])
        }
        if advanced { estimate.advanced = AdvancedMetrics.from(estimate.total) }
        return estimate
    }
}
