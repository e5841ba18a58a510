import FoodlogSupport

/// Sends one HTTP request and waits for the whole response.
///
/// The provider chain (AIAnalysis) and the Open Food Facts client talk to the network only through
/// this protocol, so tests can use the real `URLSessionTransport` against a loopback server, and
/// the chain's retry logic stays pure.
public protocol HTTPTransport: Sendable {
    /// Sends `request`, failing with `TransportError` when no complete response arrives within
    /// `timeout` seconds. Any HTTP status, including errors, is a response, not a failure.
    func send(_ request: HTTPRequest, timeout: Double) throws(TransportError) -> HTTPResponse
}

/// Why a request produced no HTTP response. All cases are network conditions that waiting or
/// retrying may fix, except `invalidURL` and `bodyTooLarge`.
public enum TransportError: Error, Equatable, Sendable {
    /// No complete response within the timeout.
    case timedOut
    /// The connection failed, was refused, or dropped before the response was complete.
    case connectionFailed(String)
    /// The URL could not be parsed (a bad base URL in the configuration).
    case invalidURL(String)
    /// The body (after gzip/deflate decoding) passed the transport's cap, or never ended: reading
    /// stopped there. The limit is in bytes.
    case bodyTooLarge(limit: Int)

    /// A short phrase for the per-provider outcome line.
    public var reason: String {
        switch self {
        case .timedOut: return "timed out"
        case .connectionFailed(let detail): return "connection failed (\(detail))"
        case .invalidURL(let url): return "invalid base URL '\(TextExcerpt.escaped(url, limit: 60))'"
        case .bodyTooLarge(let limit): return "answer larger than \(TransportError.size(limit)), stopped reading"
        }
    }
}

extension TransportError {
    /// `8 MiB`, `512 KiB`, `100 bytes`.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
