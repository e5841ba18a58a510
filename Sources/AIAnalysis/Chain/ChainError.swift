import FoodlogSupport

/// What one provider ended with, for the one-line summary when every provider failed.
public struct ProviderOutcome: Sendable, Equatable {
    public var provider: String
    public var failure: AttemptFailure
    /// How many HTTP attempts were made (0 when the provider was skipped before sending).
    public var attempts: Int

    public init(provider: String, failure: AttemptFailure, attempts: Int) {
        self.provider = provider
        self.failure = failure
        self.attempts = attempts
    }

    /// Longest reason a summary keeps: reasons can quote a provider's text (a 4 KiB
    /// `finishReason`), and the summary is one line of an error message.
    public static let reasonLimit = 200

    /// `gemini: 503 after 3 tries`, `openai: quota exhausted`.
    public var summary: String {
        provider + ": " + TextExcerpt.escaped(failure.reason, limit: Self.reasonLimit) + (attempts > 1 ? " after \(attempts) tries" : "")
    }
}

/// Why the chain produced no answer.
public enum ChainError: UserFacingError, Equatable {
    /// Every provider failed; one outcome each, in chain order.
    case allFailed([ProviderOutcome])
    /// The configured daily cap on provider calls was reached.
    case dailyLimitReached(limit: Int)
    /// The daily cap is set but the call count cannot be recorded, so no call was made.
    case callCountUnwritable(path: String, reason: String)
    /// The overall deadline passed before any provider answered.
    case deadlineExceeded(seconds: Double, outcomes: [ProviderOutcome])
    /// No provider is configured.
    case noProviders

    public var message: String {
        switch self {
        case .allFailed(let outcomes):
            return outcomes.map(\.summary).joined(separator: "; ") + hint(outcomes)
        case .dailyLimitReached(let limit):
            return "daily limit of \(limit) provider calls reached; raise 'daily_limit' under [ai] in the config file, or try again tomorrow"
        case .callCountUnwritable(let path, let reason):
            return "cannot record the AI call count in \(path) (\(TextExcerpt.escaped(reason, limit: 120))), so the daily limit could not hold and no provider was called; remove or fix that path, or drop 'daily_limit' under [ai]"
        case .deadlineExceeded(let seconds, let outcomes):
            let so = outcomes.isEmpty ? "" : " (" + outcomes.map(\.summary).joined(separator: "; ") + ")"
            return "no answer within \(JSONValue.format(seconds)) s\(so); try again, or raise 'deadline' under [ai]"
        case .noProviders:
            return "no AI provider configured; set 'providers' under [ai] in the config file or FOODLOG_PROVIDERS"
        }
    }

    /// The exit code by failure class: 69 when trying later may work, else 65 when the input or
    /// answers were unusable, else 77 when a key file was refused for its permissions, else 78
    /// (keys, quota, models: configuration).
    public var exitCode: ExitCode {
        switch self {
        case .allFailed(let outcomes):
            let categories = Set(outcomes.map(\.failure.category))
            if categories.contains(.unavailable) { return .unavailable }
            if categories.contains(.badData) { return .dataError }
            if categories.contains(.permission) { return .noPermission }
            return .config
        case .dailyLimitReached: return .temporaryFailure
        case .callCountUnwritable: return .cannotCreate
        case .deadlineExceeded: return .unavailable
        case .noProviders: return .config
        }
    }

    /// Whether the request failed for network reasons, so that queueing it for `foodlog sync`
    /// makes sense: some provider was unreachable or overloaded, and none found the input or its
    /// answer unusable (providers skipped for configuration reasons do not matter).
    public var isNetworkOnly: Bool {
        switch self {
        case .allFailed(let outcomes):
            let categories = Set(outcomes.map(\.failure.category))
            return categories.contains(.unavailable) && !categories.contains(.badData)
        case .deadlineExceeded: return true
        default: return false
        }
    }

    private func hint(_ outcomes: [ProviderOutcome]) -> String {
        if outcomes.contains(where: { $0.failure.reason == "no key" }) && outcomes.allSatisfy({ $0.failure.category == .config }) {
            return " (set a key with 'foodlog key set PROVIDER')"
        }
        if outcomes.contains(where: { $0.failure.reason.hasPrefix("photo too large") }) {
            return " (shrink the photo, e.g. 'convert in.jpg -resize 1568x1568 out.jpg' or 'sips -Z 1568 in.jpg')"
        }
        if outcomes.contains(where: { $0.failure.reason.hasPrefix("does not take HEIC") }) {
            return " (convert the photo to JPEG, e.g. 'heif-convert in.heic out.jpg' or 'sips -s format jpeg in.heic --out out.jpg')"
        }
        return ""
    }
}
