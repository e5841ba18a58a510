import Foundation
import FoodlogSupport

/// Why one attempt at one provider produced no usable answer, and what to do about it.
public struct AttemptFailure: Error, Sendable, Equatable {
    /// What the chain should do next.
    public enum Disposition: Sendable, Equatable {
        /// Waiting may help: retry this provider (after the server's delay when it gave one).
        case retry(after: Double?)
        /// Waiting will not help (bad key, no credit, unknown model, refused input): next provider.
        case nextProvider
    }

    /// The class of failure, which decides the exit code when every provider fails.
    public enum Category: String, Sendable, Equatable {
        /// Keys, quota, models, URLs: the person's configuration must change (exit 78).
        case config
        /// Network, overload, rate limits: trying later may work (exit 69).
        case unavailable
        /// Input or answer unusable: refused, blocked, malformed, image too large (exit 65).
        case badData
        /// A key file readable by others was refused (exit 77).
        case permission
    }

    public var disposition: Disposition
    public var category: Category
    /// A short phrase for the outcome line: "quota exhausted", "503", "answer truncated".
    public var reason: String

    public init(_ disposition: Disposition, _ category: Category, _ reason: String) {
        self.disposition = disposition
        self.category = category
        self.reason = reason
    }

    public static func retry(_ reason: String, after delay: Double? = nil, category: Category = .unavailable) -> AttemptFailure {
        AttemptFailure(.retry(after: delay), category, reason)
    }

    public static func skip(_ reason: String, _ category: Category) -> AttemptFailure {
        AttemptFailure(.nextProvider, category, reason)
    }

    /// An answer with a bad shape: worth one more try (models are not deterministic).
    public static func malformed(_ reason: String) -> AttemptFailure {
        AttemptFailure(.retry(after: nil), .badData, reason)
    }
}

/// Helpers shared by the provider clients to read errors and retry hints.
public enum ProviderErrorText {
    /// Parses `retry-after-ms` (milliseconds) or `retry-after` (seconds) headers.
    public static func retryDelay(_ response: HTTPResponse) -> Double? {
        if let text = response.header("retry-after-ms"), let ms = Double(text.trimmingSpaces), ms.isFinite, ms >= 0 {
            return ms / 1000
        }
        if let text = response.header("retry-after"), let seconds = Double(text.trimmingSpaces), seconds.isFinite, seconds >= 0 {
            return seconds
        }
        return nil
    }

    /// Parses a protobuf duration such as `"26s"` or `"1.5s"`.
    public static func protobufDuration(_ text: String) -> Double? {
        guard text.hasSuffix("s"), let value = Double(text.dropLast()), value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// Shortens a provider's message for a one-line outcome: first line, at most 120 characters,
    /// and every occurrence of the key (or a 12+ character run of it) removed.
    public static func clean(_ message: String, key: String?) -> String {
        var text = message.split(separator: "\n").first.map(String.init) ?? ""
        if let key, !key.isEmpty {
            text = text.replacingAll(key, with: "[key]")
        }
        if text.count > 120 { text = String(text.prefix(117)) + "..." }
        return text
    }

    /// A status line for failures with no better description.
    public static func status(_ code: Int) -> String { "HTTP \(code)" }
}

extension String {
    var trimmingSpaces: String {
        String(self.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }

    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
