import FoodlogSupport
import HTTPClient

/// OpenAI Chat Completions (`POST {base}/chat/completions`), also used for OpenAI-compatible
/// servers with a more conservative parameter profile:
///
/// - OpenAI proper: `developer`-free `system` message, `max_completion_tokens` (reasoning models
///   reject `max_tokens`), no `temperature` (they accept only the default).
/// - compatible (Ollama, llama.cpp, LM Studio, OpenRouter): `max_tokens`, key optional, and the
///   schema nested as `response_format.json_schema.schema` (llama.cpp ignores a flat one); for
///   OpenRouter, `provider.require_parameters` so it routes only to backends that honour it.
///
/// Photos go as a `data:` URL with `detail: high` (newer models otherwise take the full-size
/// image). The answer is the string `choices[0].message.content`; a refusal arrives as
/// `content: null` plus `refusal`, truncation as `finish_reason: length`.
public struct OpenAIClient: ProviderClient {
    public let settings: ProviderSettings
    public init(settings: ProviderSettings) { self.settings = settings }

    private var isCompatible: Bool { settings.kind == .compatible }

    public func makeRequest(_ request: StructuredRequest) -> HTTPRequest {
        let userContent: JSONValue
        if let image = request.image {
            let dataURL = "data:\(image.format.mimeType);base64," + ProviderClients.base64(image.bytes)
            userContent = .array([
                .object([("type", .string("image_url")),
                         ("image_url", .object([("url", .string(dataURL)), ("detail", .string("high"))]))]),
                .object([("type", .string("text")), ("text", .string(request.text))]),
            ])
        } else {
            userContent = .string(request.text)
        }
        var body: [(String, JSONValue)] = [
            ("model", .string(settings.model)),
            ("messages", .array([
                .object([("role", .string("system")), ("content", .string(request.system))]),
                .object([("role", .string("user")), ("content", userContent)]),
            ])),
            ("response_format", .object([
                ("type", .string("json_schema")),
                ("json_schema", .object([
                    ("name", .string(request.schemaName)),
                    ("strict", .bool(true)),
                    ("schema", request.schema),
                ])),
            ])),
        ]
        body.append((isCompatible ? "max_tokens" : "max_completion_tokens", .integer(request.maxOutputTokens)))
        if isCompatible, let host = URLSafety.host(of: settings.baseURL), host == "openrouter.ai" || host.hasSuffix(".openrouter.ai") {
            // Route only to backends that honour response_format.
            body.append(("provider", .object([("require_parameters", .bool(true))])))
        }
        let headers: [(String, String)] = bearer() + [
            ("Content-Type", "application/json"),
            ("Accept", "application/json"),
            ("User-Agent", ProviderClients.userAgent),
        ]
        return HTTPRequest(url: settings.baseURL + "/chat/completions", headers: headers, body: ProviderClients.body(.object(body)))
    }

    public func interpret(_ response: HTTPResponse) -> Result<JSONValue, AttemptFailure> {
        let parsed = json(response)
        // OpenRouter and gateways report failures inside a 200: read the status the envelope names.
        let effective = ErrorEnvelope.effective(response, parsed)
        guard effective.status == 200 else {
            return .failure(classifyError(status: effective.status, error: parsed?["error"], response: effective))
        }
        guard let parsed, let choice = parsed["choices"]?[0] else {
            return .failure(.malformed("response has no choices"))
        }
        let message = choice["message"]
        if let refusal = message?["refusal"]?.stringValue, !refusal.isEmpty {
            return .failure(.skip("refused: " + ProviderErrorText.clean(refusal, key: settings.secret), .badData))
        }
        switch choice["finish_reason"]?.stringValue {
        case "length": return .failure(.malformed("answer truncated (finish_reason length)"))
        case "content_filter": return .failure(.skip("answer blocked by the content filter", .badData))
        default: break
        }
        guard let content = message?["content"]?.stringValue else {
            return .failure(.malformed("answer has no content"))
        }
        return parseAnswerText(content)
    }

    private func classifyError(status: Int, error: JSONValue?, response: HTTPResponse) -> AttemptFailure {
        let message = ProviderErrorText.clean(error?["message"]?.stringValue ?? "", key: settings.secret)
        let code = error?["code"]?.stringValue ?? ""
        let type = error?["type"]?.stringValue ?? ""
        let quotaCodes: Set<String> = ["insufficient_quota", "credit_balance_exhausted", "organization_spend_limit_exceeded",
                                        "project_spend_limit_exceeded", "organization_usage_limit_exceeded"]
        switch status {
        case 401:
            return .skip(code == "invalid_api_key" ? "key rejected (401 invalid_api_key)" : "key rejected (401)", .config)
        case 404 where code == "model_not_found" || !isCompatible:
            return .skip("unknown model '\(settings.model)' (404)", .config)
        case 429:
            if quotaCodes.contains(code) || quotaCodes.contains(type) { return .skip("quota exhausted", .config) }
            return .retry("rate limited (429)", after: ProviderErrorText.retryDelay(response))
        case 400:
            let lower = message.lowercased()
            if lower.contains("image") { return .skip("photo rejected (400): \(message)", .badData) }
            return .skip("request rejected (400\(code.isEmpty ? "" : " " + code)): \(message)", .badData)
        default:
            return commonFailure(response, message: message)
                ?? .skip("unexpected \(ProviderErrorText.status(status))\(message.isEmpty ? "" : ": " + message)", .unavailable)
        }
    }
}
