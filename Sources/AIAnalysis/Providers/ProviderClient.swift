import Foundation
import FoodlogSupport
import HTTPClient

/// One provider's wire format: building the HTTP request for a `StructuredRequest` and reading
/// the HTTP response into the answer's JSON text or a classified failure. Both are pure
/// functions of their inputs; the chain does the I/O.
public protocol ProviderClient: Sendable {
    var settings: ProviderSettings { get }
    /// The request to send. `settings.key` is used for the auth header.
    func makeRequest(_ request: StructuredRequest) -> HTTPRequest
    /// The answer's JSON (not yet validated against the caller's rules), or why there is none.
    func interpret(_ response: HTTPResponse) -> Result<JSONValue, AttemptFailure>
}

extension ProviderClient {
    /// Whether this provider can take the photo, or the failure that sends the chain on.
    public func check(_ image: ImageInput) -> AttemptFailure? {
        let kind = settings.kind
        guard kind.acceptedImages.contains(image.format) else {
            let accepted = kind.acceptedImages.map(\.displayName).joined(separator: ", ")
            return .skip("does not take \(image.format.displayName) photos (accepts \(accepted))", .badData)
        }
        guard image.bytes.count <= kind.maxImageBytes else {
            return .skip("photo too large (\(ProviderClients.megabytes(image.bytes.count)) > \(ProviderClients.megabytes(kind.maxImageBytes)))", .badData)
        }
        return nil
    }

    /// Parses the model's answer text as strict JSON and requires an object.
    func parseAnswerText(_ text: String) -> Result<JSONValue, AttemptFailure> {
        var body = Substring(text)
        while let first = body.first, first.isWhitespace { body = body.dropFirst() }
        while let last = body.last, last.isWhitespace { body = body.dropLast() }
        // Some compatible servers wrap JSON in a Markdown fence despite the schema.
        if body.hasPrefix("```") {
            if let newline = body.firstIndex(of: "\n") { body = body[body.index(after: newline)...] }
            if body.hasSuffix("```") { body = body.dropLast(3) }
        }
        guard !body.isEmpty else { return .failure(.malformed("empty answer")) }
        do {
            let value = try JSONParser.parse(String(body))
            guard case .object = value else { return .failure(.malformed("answer is JSON but not an object")) }
            return .success(value)
        } catch {
            return .failure(.malformed("answer is not valid JSON (\(error.problem))"))
        }
    }

    /// The body parsed as JSON, or nil (error bodies from proxies can be HTML).
    func json(_ response: HTTPResponse) -> JSONValue? { try? JSONParser.parse(response.body) }

    /// Failure for statuses every provider treats alike; nil when the client must look closer.
    func commonFailure(_ response: HTTPResponse, message: String) -> AttemptFailure? {
        let status = response.status
        let detail = message.isEmpty ? "" : ": " + message
        let shouldRetry = response.header("x-should-retry")
        switch status {
        case 401: return .skip("key rejected (401)", .config)
        case 402: return .skip("out of credit (402)", .config)
        case 403: return .skip("permission denied (403)\(detail)", .config)
        case 404: return .skip("unknown model '\(settings.model)' (404)", .config)
        case 413: return .skip("request too large (413); send a smaller photo", .badData)
        case 408, 409, 500...599:
            if shouldRetry == "false" { return .skip("\(status)", .unavailable) }
            return .retry("\(status)", after: ProviderErrorText.retryDelay(response))
        default: return nil
        }
    }

    /// Authorization header for Bearer-token APIs.
    func bearer() -> [(String, String)] {
        guard let secret = settings.secret else { return [] }
        return [("Authorization", "Bearer " + secret)]
    }
}

/// Shared helpers for the concrete clients.
public enum ProviderClients {
    /// The client for a provider.
    public static func make(_ settings: ProviderSettings) -> any ProviderClient {
        switch settings.kind {
        case .openai, .compatible: return OpenAIClient(settings: settings)
        case .anthropic: return AnthropicClient(settings: settings)
        case .gemini: return GeminiClient(settings: settings)
        }
    }

    static func megabytes(_ count: Int) -> String {
        let value = Double(count) / 1_000_000
        return String(format: "%.1f MB", value)
    }

    static func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }

    /// Identifies the client to providers (no personal data).
    static let userAgent = "foodlog/0.1"

    static func body(_ value: JSONValue) -> [UInt8] { Array(value.rendered().utf8) }
}
