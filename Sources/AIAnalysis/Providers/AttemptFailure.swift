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
