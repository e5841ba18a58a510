import FoodlogSupport

/// Everything configurable about AI calls, resolved from the config file (`[ai]`,
/// `[ai.PROVIDER]`), the environment and the key store. Pure apart from `keyCommand`, which is
/// injected.
///
/// Precedence, highest first: `--provider`, environment (`FOODLOG_PROVIDERS`,
/// `FOODLOG_<P>_BASE_URL`, `FOODLOG_<P>_MODEL`, `<P>_API_KEY`), config file, built-in defaults.
/// Keys: environment variable, then `key_cmd` (run later, only if the provider is asked: see
/// `KeyCommand`), then the key file.
public struct AISettings: Sendable {
    public var providers: [ProviderSettings]
    public var requestTimeout: Double
    public var deadline: Double
    /// Cache lifetime in days; 0 disables reuse.
    public var cacheDays: Double
    /// Provider calls allowed per day; nil for no cap.
    public var dailyLimit: Int?

    /// The chain used when neither the config nor `FOODLOG_PROVIDERS` names one.
    public static let defaultProviders: [ProviderKind] = [.openai, .anthropic, .gemini]
    public static let defaultDailyLimit = 100

    /// Runs a `key_cmd` and returns its standard output, or why it failed.
    public typealias KeyCommandRunner = @Sendable (String) -> Result<String, KeyCommandFailure>

    public static func resolve(config: ConfigFile, environment: (String) -> String?, keys: KeyStore,
                               forcedProvider: String? = nil, keyCommand: @escaping KeyCommandRunner) throws(AISettingsError) -> AISettings {
        let order: [ProviderKind]
        if let forcedProvider {
            guard let kind = ProviderKind(rawValue: forcedProvider.lowercased()) else {
                throw .unknownProvider(forcedProvider, origin: "--provider")
            }
            order = [kind]
        } else if let list = EnvironmentVariable.providers.read(environment) {
            order = try kinds(list.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }, origin: "FOODLOG_PROVIDERS")
        } else if let list = config.list("ai", "providers") {
            order = try kinds(list, origin: "[ai] providers in \(config.path)")
        } else {
            order = defaultProviders
        }
        guard !order.isEmpty else { throw .emptyChain }

        var providers: [ProviderSettings] = []
        for kind in order {
            let section = "ai." + kind.rawValue
            let model = kind.modelVariable.read(environment) ?? config.string(section, "model")
            let base = kind.baseURLVariable?.read(environment) ?? config.string(section, "base_url")
            if let base, !(base.hasPrefix("http://") || base.hasPrefix("https://")) {
                throw .invalidBaseURL(base, provider: kind.rawValue)
            }
            let key: KeyState
            if let secret = kind.keyVariable.read(environment) {
                key = .present(APIKey(secret))
            } else if let command = config.string(section, "key_cmd") {
                key = .command(KeyCommand(command, runner: keyCommand))
            } else {
                key = keys.read(kind)
            }
            providers.append(ProviderSettings(kind: kind, model: model, baseURL: base, key: key))
        }
        return AISettings(
            providers: providers,
            requestTimeout: try number(config, "timeout", default: ProviderChain.defaultRequestTimeout, in: 1...600),
            deadline: try number(config, "deadline", default: ProviderChain.defaultDeadline, in: 1...3600),
            cacheDays: try number(config, "cache_days", default: AnswerCache.defaultLifetimeDays, in: 0...3650),
            dailyLimit: try dailyLimit(config))
    }

    private static func kinds(_ names: [String], origin: String) throws(AISettingsError) -> [ProviderKind] {
        var result: [ProviderKind] = []
        for name in names {
            guard let kind = ProviderKind(rawValue: name.lowercased()) else { throw .unknownProvider(name, origin: origin) }
            if !result.contains(kind) { result.append(kind) }
        }
        return result
    }

    private static func number(_ config: ConfigFile, _ key: String, default fallback: Double, in range: ClosedRange<Double>) throws(AISettingsError) -> Double {
        do { return try config.number("ai", key, in: range) ?? fallback } catch { throw .config(error) }
    }

    private static func dailyLimit(_ config: ConfigFile) throws(AISettingsError) -> Int? {
        if config.string("ai", "daily_limit")?.lowercased() == "none" { return nil }
        do { return try config.integer("ai", "daily_limit", in: 0...1_000_000) ?? defaultDailyLimit } catch { throw .config(error) }
    }
}

/// Why a `key_cmd` produced no key.
public struct KeyCommandFailure: Error, Sendable, Equatable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}

/// Settings that cannot be used.
public enum AISettingsError: UserFacingError, Equatable {
    case unknownProvider(String, origin: String)
    case emptyChain
    case invalidBaseURL(String, provider: String)
    case config(ConfigError)

    public var message: String {
        switch self {
        case .unknownProvider(let name, let origin):
            return "unknown provider '\(TextExcerpt.escaped(name))' in \(origin); use openai, anthropic, gemini or compatible"
        case .emptyChain:
            return "the provider list is empty; name at least one of openai, anthropic, gemini, compatible"
        case .invalidBaseURL(let url, let provider):
            return "base URL '\(TextExcerpt.escaped(url, limit: 60))' for \(provider) must start with https:// (or http:// for a local server)"
        case .config(let error):
            return error.message
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .unknownProvider(_, let origin): return origin == "--provider" ? .usage : .config
        case .emptyChain, .invalidBaseURL: return .config
        case .config(let error): return error.exitCode
        }
    }
}
