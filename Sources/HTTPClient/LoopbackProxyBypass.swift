import Foundation
import FoodlogSupport

/// Keeps requests to this machine away from any proxy named in the environment.
///
/// On Linux, URLSession hands requests to libcurl, which reads `http_proxy`, `all_proxy` and
/// friends itself and ignores `URLSessionConfiguration.connectionProxyDictionary`. A plain-http
/// request to a local model server may carry an API key, so it must never be sent to a proxy.
/// `install()` appends `localhost`, `127.0.0.0/8` (and `127.0.0.1` for curl before 7.86, which
/// has no CIDR entries) and `::1` to `no_proxy` and `NO_PROXY`, once per process, before any
/// session exists. Proxies for every other host are left as they were; a `no_proxy` of `*`
/// already bypasses everything and is kept.
enum LoopbackProxyBypass {
    static let entries = ["localhost", "127.0.0.0/8", "127.0.0.1", "::1"]

    /// The merged list for an existing `no_proxy` value.
    static func merged(_ existing: String?) -> String {
        guard let existing, !existing.isEmpty else { return entries.joined(separator: ",") }
        if existing.trimmingCharacters(in: .whitespaces) == "*" { return existing }
        let present = Set(existing.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
        let missing = entries.filter { !present.contains($0) }
        return missing.isEmpty ? existing : existing + "," + missing.joined(separator: ",")
    }

    private static let installed: Void = {
        let value = merged(EnvironmentVariable.noProxyLowercase.value ?? EnvironmentVariable.noProxy.value)
        setenv("no_proxy", value, 1)
        setenv("NO_PROXY", value, 1)
    }()

    /// Applies the bypass (idempotent).
    static func install() { _ = installed }
}
