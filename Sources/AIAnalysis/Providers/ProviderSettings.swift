/// An API key. Its description is masked, so interpolating it into a message by mistake cannot
/// leak it.
public struct APIKey: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The secret; use only to build the request header.
    public let secret: String
    public init(_ secret: String) { self.secret = secret }
    public var description: String { APIKey.mask(secret) }
    public var debugDescription: String { APIKey.mask(secret) }

    /// `sk-p…a1b2`: enough to tell keys apart, never enough to use one.
    public static func mask(_ secret: String) -> String {
        guard secret.count >= 12 else { return String(repeating: "*", count: max(secret.count, 4)) }
        return String(secret.prefix(4)) + "…" + String(secret.suffix(4))
    }
}

/// Where a provider's key stands before any request is made.
public enum KeyState: Sendable, Equatable {
    case present(APIKey)
    /// No key anywhere (variable, key file, key_cmd).
    case missing
    /// A key exists but cannot be used (a failing key_cmd, an unreadable file); the text says why.
    case unusable(String)
    /// A key file that group or others can read: refused, as ssh refuses such a private key.
    case exposed(String)
    /// A `key_cmd` not run yet: the chain runs it (`resolved()`) only when it is about to ask
    /// this provider, never for a cache hit.
    case command(KeyCommand)
}

/// One provider as the chain will use it: resolved model, URL and key.
public struct ProviderSettings: Sendable, Equatable {
    public var kind: ProviderKind
    public var model: String
    /// Base URL without a trailing slash (see `ProviderKind.defaultBaseURL` for what it includes).
    public var baseURL: String
    public var key: KeyState

    public init(kind: ProviderKind, model: String? = nil, baseURL: String? = nil, key: KeyState = .missing) {
        self.kind = kind
        self.model = model ?? kind.defaultModel
        var url = baseURL ?? kind.defaultBaseURL
        while url.hasSuffix("/") { url.removeLast() }
        self.baseURL = url
        self.key = key
    }

    public var name: String { kind.rawValue }

    /// The key's secret when present.
    public var secret: String? { if case .present(let key) = key { return key.secret }; return nil }
}
