/// Rules about where requests may go.
public enum URLSafety {
    /// The host part of an `http(s)://host[:port]/...` URL, lower-cased, without brackets.
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

    /// Whether the URL names this machine (`localhost`, `127.0.0.0/8`, `::1`).
    public static func isLoopback(_ url: String) -> Bool {
        guard let host = host(of: url) else { return false }
        return host == "localhost" || host.hasSuffix(".localhost") || host == "::1" || host.hasPrefix("127.")
    }

    /// Whether an API key may be sent to this URL: over https anywhere, over plain http only to
    /// loopback (a local Ollama or a test server), never elsewhere.
    public static func mayCarryKey(_ url: String) -> Bool {
        let lower = url.lowercased()
        if lower.hasPrefix("https://") { return true }
        return lower.hasPrefix("http://") && isLoopback(url)
    }
}
