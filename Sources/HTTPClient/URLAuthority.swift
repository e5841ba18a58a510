/// The scheme and authority (`host[:port]`) of an `http(s)://` URL, parsed strictly enough that
/// foodlog and libcurl cannot disagree about which machine a request goes to.
///
/// Only plain forms are accepted: an IPv4 address in canonical dotted decimal (`127.0.0.1`, not
/// `2130706433`, `0x7f.1` or `0177.0.0.1`), an IPv6 address in brackets without a zone, or a DNS
/// name of ASCII letters, digits and hyphens without a trailing dot. User info (`a@host`),
/// percent-escapes, backslashes, spaces and non-ASCII characters make the URL unparsable here:
/// such a URL is never trusted with a key over plain HTTP.
public struct URLAuthority: Sendable, Equatable {
    /// What the host part names.
    public enum Host: Sendable, Equatable {
        /// Four octets.
        case ipv4([UInt8])
        /// Eight 16-bit groups.
        case ipv6([UInt16])
        /// A lower-cased DNS name.
        case name(String)
    }

    /// `http` or `https`, lower-cased.
    public var scheme: String
    public var host: Host
    public var port: Int?

    /// Parses `url`; nil when the scheme is not http(s) or the authority is not in a plain form.
    public init?(_ url: String) {
        guard let separator = url.range(of: "://") else { return nil }
        let scheme = url[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let rest = url[separator.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !authority.isEmpty, authority.unicodeScalars.allSatisfy(URLAuthority.isAuthorityScalar) else { return nil }

        var hostText = Substring(authority)
        var portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            hostText = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return nil }
                portText = after.dropFirst()
            }
            guard let groups = URLAuthority.ipv6(hostText) else { return nil }
            host = .ipv6(groups)
        } else {
            if let colon = authority.firstIndex(of: ":") {
                hostText = authority[..<colon]
                portText = authority[authority.index(after: colon)...]
            }
            if let octets = URLAuthority.ipv4(hostText) {
                host = .ipv4(octets)
            } else if URLAuthority.isDNSName(hostText) {
                host = .name(hostText.lowercased())
            } else {
                return nil
            }
        }
        if let portText {
            guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let number = Int(portText), number <= 65_535 else { return nil }
            port = number
        }
        self.scheme = scheme
    }

    /// Whether the host is this machine by address, or exactly `localhost`: `127.0.0.0/8`, `::1`
    /// and the IPv4-mapped `::ffff:127.x.y.z`. Names ending in `.localhost` are not included:
    /// they are resolved by DNS on some systems.
    public var isLoopback: Bool {
        switch host {
        case .ipv4(let octets): return octets[0] == 127
        case .ipv6(let groups):
            if groups == [0, 0, 0, 0, 0, 0, 0, 1] { return true }
            return groups[0..<5].allSatisfy { $0 == 0 } && groups[5] == 0xFFFF && groups[6] >> 8 == 127
        case .name(let name): return name == "localhost"
        }
    }

    /// Characters allowed anywhere in an authority: ASCII letters, digits, `.`, `-`, `:`, `[`, `]`.
    static func isAuthorityScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "-", ":", "[", "]": return true
        default: return false
        }
    }

    /// Canonical dotted decimal: four parts of 1-3 digits, no leading zero, each at most 255.
    static func ipv4(_ text: Substring) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var octets: [UInt8] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }),
                  part == "0" || !part.hasPrefix("0"), let value = UInt8(part) else { return nil }
            octets.append(value)
        }
        return octets
    }

    /// An IPv6 address: hex groups with at most one `::`, optionally ending in dotted IPv4; no zone.
    static func ipv6(_ text: Substring) -> [UInt16]? {
        guard !text.isEmpty, text.count <= 45 else { return nil }
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return nil }
        func groups(_ part: String, allowIPv4: Bool) -> [UInt16]? {
            if part.isEmpty { return [] }
            var result: [UInt16] = []
            let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                if allowIPv4, index == pieces.count - 1, piece.contains(".") {
                    guard let octets = ipv4(piece) else { return nil }
                    result.append(UInt16(octets[0]) << 8 | UInt16(octets[1]))
                    result.append(UInt16(octets[2]) << 8 | UInt16(octets[3]))
                    continue
                }
                guard (1...4).contains(piece.count), let value = UInt16(piece, radix: 16) else { return nil }
                result.append(value)
            }
            return result
        }
        if halves.count == 1 {
            guard let all = groups(halves[0], allowIPv4: true), all.count == 8 else { return nil }
            return all
        }
        guard let head = groups(halves[0], allowIPv4: false), let tail = groups(halves[1], allowIPv4: true),
              head.count + tail.count <= 7 else { return nil }
        return head + [UInt16](repeating: 0, count: 8 - head.count - tail.count) + tail
    }

    /// Letters, digits and hyphens in non-empty labels of at most 63, no trailing dot, at most 253.
    static func isDNSName(_ text: Substring) -> Bool {
        guard !text.isEmpty, text.count <= 253 else { return false }
        return text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            (1...63).contains(label.count) && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }
}
