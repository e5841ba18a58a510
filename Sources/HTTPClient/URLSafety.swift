import FoodlogSupport

/// Rules about where requests may go.
public enum URLSafety {
    /// The host part of an `http(s)://host[:port]/...` URL, lower-cased, without brackets, for
    /// messages and for recognising a service by name. Not a security check: use `mayCarryKey`.
    public static func host(of url: String) -> String? {
        guard let schemeEnd = url.range(of: "://") else { return nil }
        var rest = url[schemeEnd.upperBound...]
        if let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { rest = rest[..<slash] }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            return String(rest[rest.index(after: rest.startIndex)..<close]).lowercased()
        }
        if let colon = rest.lastIndex(of: ":") { rest = rest[..<colon] }
        return rest.isEmpty ? nil : rest.lowercased()
    }

    /// Whether the URL names this machine by a literal loopback address (`127.0.0.0/8`, `::1`)
    /// or exactly `localhost`, in the strict form `URLAuthority` accepts.
    public static func isLoopback(_ url: String) -> Bool { URLAuthority(url)?.isLoopback ?? false }

    /// Whether an API key may be sent to this URL: over https anywhere, over plain http only to a
    /// literal loopback address or `localhost` (a local Ollama or a test server), never elsewhere.
    /// Look-alikes (`127.evil.example`, `127.0.0.1.evil.example`, `http://127.0.0.1@evil.example`,
    /// `http://2130706433`, `localhost.`, non-ASCII or percent-encoded hosts) are refused.
    public static func mayCarryKey(_ url: String) -> Bool {
        guard let authority = URLAuthority(url) else {
            return url.lowercased().hasPrefix("https://") && host(of: url) != nil
        }
        return authority.scheme == "https" || authority.isLoopback
    }

    /// The host as shown in a message: every control and non-ASCII character escaped (so a
    /// look-alike shows as one), at most 60 characters.
    public static func displayHost(of url: String) -> String {
        TextExcerpt.escaped(host(of: url) ?? url, limit: 60, asciiOnly: true)
    }
}
