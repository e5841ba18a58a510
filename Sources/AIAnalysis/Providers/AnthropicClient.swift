import FoodlogSupport
import HTTPClient

/// Anthropic Messages (`POST {base}/v1/messages`) with API version `2026-10-21`.
///
/// JSON comes from structured outputs (`output_config.format`), which works with the models that
/// think adaptively (forced tool use does not); a `tool_use` block's `input` is accepted too.
/// No sampling parameters are sent: version 2026-10-21 rejects `temperature`. The key goes in
/// `x-api-key`. Content blocks are selected by type, never by position.
public struct AnthropicClient: ProviderClient {
    public let settings: ProviderSettings
    public static let apiVersion = "2026-10-21"
    public init(settings: ProviderSettings) { self.settings = settings }

    public func makeRequest(_ request: StructuredRequest) -> HTTPRequest {
        var content: [JSONValue] = []
        if let image = request.image {
            content.append(.object([
                ("type", .string("image")),
                ("source", .object([("type", .string("base64")), ("media_type", .string(image.format.mimeType)),
                                    ("data", .string(ProviderClients.base64(image.bytes)))])),
            ]))
        }
        content.append(.object([("type", .string("text")), ("text", .string(request.text))]))
        let body: JSONValue = .object([
            ("model", .string(settings.model)),
            ("max_tokens", .integer(request.maxOutputTokens)),
            ("system", .string(request.system)),
            ("messages", .array([.object([("role", .string("user")), ("content", .array(content))])])),
            ("output_config", .object([("format", .object([("type", .string("json_schema")), ("schema", request.schema)]))])),
        ])
        var headers: [(String, String)] = []
        if let secret = settings.secret { headers.append(("x-api-key", secret)) }
        headers += [("anthropic-version", AnthropicClient.apiVersion), ("content-type", "application/json"),
                    ("accept", "application/json"), ("user-agent", ProviderClients.userAgent)]
        return HTTPRequest(url: settings.baseURL + "/v1/messages", headers: headers, body: ProviderClients.body(body))
    }

    public func interpret(_ response: HTTPResponse) -> Result<JSONValue, AttemptFailure> {
        let parsed = json(response)
        let effective = ErrorEnvelope.effective(response, parsed)
        guard effective.status == 200 else { return .failure(classifyError(parsed?["error"], response: effective)) }
        guard let parsed, let blocks = parsed["content"]?.arrayValue else {
            return .failure(.malformed("response has no content"))
        }
        switch parsed["stop_reason"]?.stringValue {
        case "refusal":
            let why = parsed["stop_details"]?["explanation"]?.stringValue ?? parsed["stop_details"]?["category"]?.stringValue
            return .failure(.skip("refused" + (why.map { ": " + ProviderErrorText.clean($0, key: settings.secret) } ?? ""), .badData))
        case "max_tokens", "model_context_window_exceeded":
            return .failure(.malformed("answer truncated (stop_reason max_tokens)"))
        default: break
        }
        if let tool = blocks.first(where: { $0["type"]?.stringValue == "tool_use" }), let input = tool["input"], case .object = input {
            return .success(input)
        }
        let text = blocks.filter { $0["type"]?.stringValue == "text" }.compactMap { $0["text"]?.stringValue }.joined()
        return parseAnswerText(text)
    }

    private func classifyError(_ error: JSONValue?, response: HTTPResponse) -> AttemptFailure {
        let type = error?["type"]?.stringValue ?? ""
        let message = ProviderErrorText.clean(error?["message"]?.stringValue ?? "", key: settings.secret)
        let lower = message.lowercased()
        switch (response.status, type) {
        case (401, _), (_, "authentication_error"): return .skip("key rejected (401)", .config)
        case (402, _), (_, "billing_error"): return .skip("out of credit (402)", .config)
        case (404, _), (_, "not_found_error"): return .skip("unknown model '\(settings.model)' (404)", .config)
        case (429, _):
            if let delay = ProviderErrorText.retryDelay(response) { return .retry("rate limited (429)", after: delay) }
            return .skip("spend limit reached (429 without retry-after)", .config)
        case (529, _), (_, "overloaded_error"):
            return .retry("overloaded (529)", after: ProviderErrorText.retryDelay(response))
        case (400, _):
            if lower.contains("credit balance") || lower.contains("spend limit") || lower.contains("usage limit") {
                return .skip("quota exhausted", .config)
            }
            if lower.contains("image") { return .skip("photo rejected (400): \(message)", .badData) }
            return .skip("request rejected (400): \(message)", .badData)
        default:
            return commonFailure(response, message: message)
                ?? .skip("unexpected \(ProviderErrorText.status(response.status))\(message.isEmpty ? "" : ": " + message)", .unavailable)
        }
    }
}
