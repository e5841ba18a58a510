/// Sends one HTTP request and waits for the whole response.
///
/// The provider chain talks to the network only through this protocol, so tests can use the real
/// `URLSessionTransport` against a loopback server, and the chain's retry logic stays pure.
public protocol HTTPTransport: Sendable {
    /// Sends `request`, failing with `TransportError` when no complete response arrives within
    /// `timeout` seconds. Any HTTP status, including errors, is a response, not a failure.
    func send(_ request: HTTPRequest, timeout: Double) throws(TransportError) -> HTTPResponse
}

/// Why a request produced no HTTP response. All cases are network conditions that waiting or
/// retrying may fix, except `invalidURL`.
public enum TransportError: Error, Equatable, Sendable {
    /// No complete response within the timeout.
    case timedOut
    /// The connection failed, was refused, or dropped before the response was complete.
    case connectionFailed(String)
    /// The URL could not be parsed (a bad base URL in the configuration).
    case invalidURL(String)

    /// A short phrase for the per-provider outcome line.
    public var reason: String {
        switch self {
        case .timedOut: return "timed out"
        case .connectionFailed(let detail): return "connection failed (\(detail))"
        case .invalidURL(let url): return "invalid base URL '\(url)'"
        }
    }
}
