/// An HTTP request as the provider clients and the Open Food Facts client build it: plain values,
/// so building one is a pure function that tests can inspect without any network.
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    public var url: String
    /// Header fields in the order they are sent.
    public var headers: [(String, String)]
    public var body: [UInt8]

    public init(method: String = "POST", url: String, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// The first header with this name, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    public static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.method == rhs.method && lhs.url == rhs.url && lhs.body == rhs.body
            && lhs.headers.map { "\($0.0): \($0.1)" } == rhs.headers.map { "\($0.0): \($0.1)" }
    }
}

/// An HTTP response: status, headers (names lower-cased) and body bytes.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    /// Header names are lower-cased so lookups need no care.
    public var headers: [String: String]
    public var body: [UInt8]

    public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
        self.status = status
        var lowered: [String: String] = [:]
        for (name, value) in headers { lowered[name.lowercased()] = value }
        self.headers = lowered
        self.body = body
    }

    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
