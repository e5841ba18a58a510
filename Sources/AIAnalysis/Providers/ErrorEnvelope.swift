import FoodlogSupport
import HTTPClient

/// Error envelopes inside an HTTP 200.
///
/// Proxies, gateways (OpenRouter) and streaming front ends sometimes answer 200 and put the real
/// failure in the body: `{"error":{"code":503,"message":"..."}}`, `{"error":{"status":"UNAVAILABLE"}}`
/// or Anthropic's `{"type":"error","error":{"type":"overloaded_error"}}`. Such an answer is read
/// as the status it names, so an overload is retried like a 5xx and a bad key skips like a 401,
/// instead of failing as a malformed answer.
enum ErrorEnvelope {
    /// The status the body says, for a 200 whose body is an error envelope; otherwise the HTTP status.
    static func effectiveStatus(_ response: HTTPResponse, _ parsed: JSONValue?) -> Int {
        guard response.status == 200, let parsed, case .object = parsed else { return response.status }
        let error: JSONValue
        if let inner = parsed["error"], case .object = inner {
            error = inner
        } else if parsed["type"]?.stringValue == "error" {
            error = parsed["error"] ?? .object([])
        } else {
            return response.status
        }
        if let code = error["code"]?.intValue, (400...599).contains(code) { return code }
        if let name = error["status"]?.stringValue, let code = grpcStatus[name] { return code }
        if let name = error["type"]?.stringValue, let code = errorTypes[name] { return code }
        if let name = error["code"]?.stringValue, let code = errorTypes[name] { return code }
        // An error with nothing recognisable: the server failed after accepting the request.
        return 502
    }

    /// The response with its status replaced by the envelope's.
    static func effective(_ response: HTTPResponse, _ parsed: JSONValue?) -> HTTPResponse {
        let status = effectiveStatus(response, parsed)
        guard status != response.status else { return response }
        var copy = response
        copy.status = status
        return copy
    }

    /// Google's canonical status names.
    static let grpcStatus: [String: Int] = [
        "UNAVAILABLE": 503, "INTERNAL": 500, "DEADLINE_EXCEEDED": 504, "RESOURCE_EXHAUSTED": 429,
        "UNAUTHENTICATED": 401, "PERMISSION_DENIED": 403, "NOT_FOUND": 404, "INVALID_ARGUMENT": 400,
        "FAILED_PRECONDITION": 400, "ABORTED": 409, "UNKNOWN": 500,
    ]

    /// Anthropic error types and OpenAI error types/codes.
    static let errorTypes: [String: Int] = [
        "overloaded_error": 529, "api_error": 500, "timeout_error": 504, "rate_limit_error": 429,
        "authentication_error": 401, "permission_error": 403, "not_found_error": 404, "billing_error": 402,
        "invalid_request_error": 400, "request_too_large": 413,
        "server_error": 500, "service_unavailable": 503, "overloaded": 503, "rate_limit_exceeded": 429,
        "invalid_api_key": 401, "insufficient_quota": 429, "model_not_found": 404,
    ]
}
