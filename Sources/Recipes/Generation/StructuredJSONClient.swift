import Foundation
import FoodlogSupport

/// One request for a JSON answer that follows a schema: the shape of every provider call the
/// recipe flows make. `AIAnalysis` answers it through the provider chain, retries and cache.
public struct StructuredRequest: Sendable {
    /// What the call is for ("recipe", "receipt"): shown in progress lines.
    public var purpose: String
    /// Prompt version, part of the cache key.
    public var promptVersion: String
    public var system: String
    public var user: String
    /// Image bytes (a receipt photo), or nil for text-only requests.
    public var image: Data?
    /// Schema name (`[a-zA-Z0-9_-]`, at most 64 characters).
    public var schemaName: String
    public var schema: JSONValue

    public init(purpose: String, promptVersion: String, system: String, user: String, image: Data? = nil,
                schemaName: String, schema: JSONValue) {
        self.purpose = purpose
        self.promptVersion = promptVersion
        self.system = system
        self.user = user
        self.image = image
        self.schemaName = schemaName
        self.schema = schema
    }
}

/// The JSON text a provider answered, and who answered it.
public struct StructuredAnswer: Sendable, Equatable {
    public var text: String
    public var provider: String
    public var model: String
    /// Whether it came from the on-disk cache without a network call.
    public var cached: Bool

    public init(text: String, provider: String, model: String, cached: Bool) {
        self.text = text
        self.provider = provider
        self.model = model
        self.cached = cached
    }
}

/// Something that answers structured requests. Errors it throws (every provider failed, no
/// key, ...) are passed on to the person unchanged; they should be `UserFacingError`s.
public protocol StructuredJSONClient: Sendable {
    func answer(_ request: StructuredRequest) throws -> StructuredAnswer
}
