import FoodlogSupport

/// One question to a model whose answer must be a JSON object matching `schema`: the generic
/// call under every AI feature (meal estimates, recipes). Providers translate it to their wire
/// format; the chain adds fallback, retries and caching.
public struct StructuredRequest: Sendable {
    /// System instructions.
    public var system: String
    /// The user's message text (prompt, description, grounding list).
    public var text: String
    /// An optional photo, sent before the text.
    public var image: ImageInput?
    /// Schema name (`[a-zA-Z0-9_-]`, ≤ 64 chars), sent to OpenAI and used in cache keys.
    public var schemaName: String
    /// A JSON Schema for the answer, in the strict subset every provider accepts: objects with
    /// `additionalProperties: false` and every property `required`; optional values as a type union
    /// with `"null"`.
    public var schema: JSONValue
    /// Bumped whenever `system`/`schema` change meaning, so old cached answers are not reused.
    public var promptVersion: String
    /// What identifies the question for the cache: by default the image's SHA-256, or else the
    /// normalised text. Callers whose `text` embeds varying context (e.g. grounding) set this to the
    /// person's own input.
    public var cacheSubject: String
    /// Output token budget (reasoning models count hidden tokens too: keep it generous).
    public var maxOutputTokens: Int

    public init(system: String, text: String, image: ImageInput? = nil, schemaName: String, schema: JSONValue,
                promptVersion: String, cacheSubject: String? = nil, maxOutputTokens: Int = 4096) {
        self.system = system
        self.text = text
        self.image = image
        self.schemaName = schemaName
        self.schema = schema
        self.promptVersion = promptVersion
        self.cacheSubject = cacheSubject ?? StructuredRequest.defaultSubject(text: text, image: image)
        self.maxOutputTokens = maxOutputTokens
    }

    /// `image:<sha256>` for a photo (plus the text's normalised form), `text:<normalised text>` otherwise.
    public static func defaultSubject(text: String, image: ImageInput?) -> String {
        if let image { return "image:" + image.digest + "\ntext:" + normalize(text) }
        return "text:" + normalize(text)
    }

    /// Lower-cased, whitespace collapsed to single spaces, trimmed: "Two  Eggs\n" == "two eggs".
    public static func normalize(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}

/// A validated JSON answer and where it came from.
public struct StructuredAnswer: Sendable {
    /// The answer object.
    public var json: JSONValue
    /// Provider name (`openai`, `anthropic`, `gemini`, `compatible`).
    public var provider: String
    /// The model asked (as configured).
    public var model: String
    /// Whether it came from the on-disk cache without touching the network.
    public var cached: Bool
    /// Non-fatal remarks from validation (e.g. a total that did not match its items).
    public var notes: [String]

    public init(json: JSONValue, provider: String, model: String, cached: Bool, notes: [String] = []) {
        self.json = json
        self.provider = provider
        self.model = model
        self.cached = cached
        self.notes = notes
    }
}
