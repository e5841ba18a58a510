import FoodlogSupport
import HTTPClient

/// Google Gemini generateContent (`POST {base}/v1beta/models/{model}:generateContent`).
///
/// The key goes in `x-goog-api-key` (never the `?key=` query, which ends up in logs). JSON comes
/// from `responseMimeType` + `responseJsonSchema`. The answer is the concatenated `text` of the
/// first candidate's parts that are not thoughts. A blocked prompt is HTTP 200 with no candidates
/// and `promptFeedback.blockReason`; any `finishReason` other than `STOP` is a failure. An invalid
/// key is a 400 with `API_KEY_INVALID`; a 429 carries its delay in `RetryInfo.retryDelay`.
public struct GeminiClient: ProviderClient {
    public let settings: ProviderSettings
    public init(settings: ProviderSettings) { self.settings = settings }

    private var modelPath: String {
        settings.model.hasPrefix("models/") ? String(settings.model.dropFirst(7)) : settings.model
    }

    public func makeRequest(_ request: StructuredRequest) -> HTTPRequest {
        var parts: [JSONValue] = []
        if let image = request.image {
            parts.append(.object([("inline_data", .object([("mime_type", .string(image.format.mimeType)),
                                                          ("data", .string(ProviderClients.base64(image.bytes)))]))]))
        }
        parts.append(.object([("text", .string(request.text))]))
        let body: JSONValue = .object([
            ("systemInstruction", .object([("parts", .array([.object([("text", .string(request.system))])]))])),
            ("contents", .array([.object([("role", .string("user")), ("parts", .array(parts))])])),
            ("generationConfig", .object([
                ("responseMimeType", .string("application/json")),
                ("responseJsonSchema", request.schema),
                ("maxOutputTokens", .integer(request.maxOutputTokens)),
            ])),
        ])
        var headers: [(String, String)] = []
        if let secret = settings.secret { headers.append(("x-goog-api-key", secret)) }
        headers += [("Content-Type", "application/json"), ("Accept", "application/json"), ("User-Agent", ProviderClients.userAgent)]
        return HTTPRequest(url: settings.baseURL + "/v1beta/models/\(modelPath):generateContent", headers: headers,
                           body: ProviderClients.body(body))
    }

    public func interpret(_ response: HTTPResponse) -> Result<JSONValue, AttemptFailure> {
        let parsed = json(response)
        let effective = ErrorEnvelope.effective(response, parsed)
        guard effective.status == 200 else { return .failure(classifyError(parsed?["error"], response: effective)) }
        guard let parsed else { return .failure(.malformed("response is not JSON")) }
        guard let candidate = parsed["candidates"]?[0] else {
            let feedback = parsed["promptFeedback"]
            if let reason = feedback?["blockReason"]?.stringValue {
                return .failure(.skip("prompt blocked (\(reason))", .badData))
            }
            if let message = feedback?["blockReasonMessage"]?.stringValue {
                return .failure(.skip("prompt blocked: " + ProviderErrorText.clean(message, key: settings.secret), .badData))
            }
            return .failure(.malformed("response has no candidates"))
        }
        let finish = candidate["finishReason"]?.stringValue ?? "STOP"
        switch finish {
        case "STOP": break
        case "MAX_TOKENS": return .failure(.malformed("answer truncated (finishReason MAX_TOKENS)"))
        case "OTHER", "MALFORMED_RESPONSE", "MALFORMED_FUNCTION_CALL":
            let why = candidate["finishMessage"]?.stringValue.map { ": " + ProviderErrorText.clean($0, key: settings.secret) } ?? ""
            return .failure(.malformed("no answer (finishReason \(finish))\(why)"))
        default:
            return .failure(.skip("answer blocked (finishReason \(finish))", .badData))
        }
        let parts = candidate["content"]?["parts"]?.arrayValue ?? []
        let text = parts.filter { $0["thought"]?.boolValue != true }.compactMap { $0["text"]?.stringValue }.joined()
        return parseAnswerText(text)
    }

    private func classifyError(_ error: JSONValue?, response: HTTPResponse) -> AttemptFailure {
        let status = error?["status"]?.stringValue ?? ""
        let message = ProviderErrorText.clean(error?["message"]?.stringValue ?? "", key: settings.secret)
        let details = error?["details"]?.arrayValue ?? []
        func detail(_ type: String) -> JSONValue? { details.first { $0["@type"]?.stringValue?.hasSuffix(type) == true } }
        let reason = detail("google.rpc.ErrorInfo")?["reason"]?.stringValue ?? ""
        switch response.status {
        case 400:
            if reason == "API_KEY_INVALID" { return .skip("key rejected (400 API_KEY_INVALID)", .config) }
            if status == "FAILED_PRECONDITION" { return .skip("not available for this account (\(message))", .config) }
            let debug = details.compactMap { $0["detail"]?.stringValue }.joined(separator: " ").lowercased()
            if message.lowercased().contains("image") || debug.contains("image") {
                return .skip("photo rejected (400)", .badData)
            }
            return .skip("request rejected (400): \(message)", .badData)
        case 403:
            if reason == "SERVICE_DISABLED" { return .skip("Gemini API not enabled for this key's project (403)", .config) }
            return .skip("permission denied (403)", .config)
        case 429:
            let violations = detail("google.rpc.QuotaFailure")?["violations"]?.arrayValue ?? []
            let daily = violations.contains { ($0["quotaId"]?.stringValue ?? "").contains("PerDay") }
            if daily { return .skip("daily quota exhausted", .config) }
            let delay = detail("google.rpc.RetryInfo")?["retryDelay"]?.stringValue.flatMap(ProviderErrorText.protobufDuration)
            return .retry("rate limited (429)", after: delay ?? ProviderErrorText.retryDelay(response))
        default:
            return commonFailure(response, message: message)
                ?? .skip("unexpected \(ProviderErrorText.status(response.status))\(message.isEmpty ? "" : ": " + message)", .unavailable)
        }
    }
}
