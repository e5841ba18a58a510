/// An environment variable foodlog reads. Each is named once, here; the code reads it through this
/// value (`EnvironmentVariable.index.read(environment)`), and `foodlog(1)`'s ENVIRONMENT section is
/// generated from `documented`, so the page lists what the code reads.
public struct EnvironmentVariable: Sendable, Equatable, CustomStringConvertible {
    public let name: String

    init(_ name: String) { self.name = name }

    public var description: String { name }

    /// The variable's value in `environment` (injected, so tests need no real environment).
    public func read(_ environment: (String) -> String?) -> String? { environment(name) }

    /// The variable's value in this process's environment.
    public var value: String? { Platform.environment(name) }

    public static let index = EnvironmentVariable("FOODLOG_INDEX")
    public static let providers = EnvironmentVariable("FOODLOG_PROVIDERS")
    public static let dataHome = EnvironmentVariable("XDG_DATA_HOME")
    public static let configHome = EnvironmentVariable("XDG_CONFIG_HOME")
    public static let cacheHome = EnvironmentVariable("XDG_CACHE_HOME")
    public static let home = EnvironmentVariable("HOME")
    public static let noColor = EnvironmentVariable("NO_COLOR")
    public static let term = EnvironmentVariable("TERM")
    public static let timeZone = EnvironmentVariable("TZ")
    public static let columns = EnvironmentVariable("COLUMNS")
    public static let noProxy = EnvironmentVariable("NO_PROXY")
    public static let noProxyLowercase = EnvironmentVariable("no_proxy")

    /// AI provider keys, one per provider family (`ProviderKind.keyVariable`).
    public static let openAIKey = EnvironmentVariable("OPENAI_API_KEY")
    public static let anthropicKey = EnvironmentVariable("ANTHROPIC_API_KEY")
    public static let geminiKey = EnvironmentVariable("GEMINI_API_KEY")
    public static let compatibleKey = EnvironmentVariable("FOODLOG_COMPATIBLE_API_KEY")

    /// Base URL overrides of the hosted providers (`ProviderKind.baseURLVariable`).
    public static let openAIBaseURL = EnvironmentVariable("FOODLOG_OPENAI_BASE_URL")
    public static let anthropicBaseURL = EnvironmentVariable("FOODLOG_ANTHROPIC_BASE_URL")
    public static let geminiBaseURL = EnvironmentVariable("FOODLOG_GEMINI_BASE_URL")

    /// The model of one provider family: `FOODLOG_OPENAI_MODEL`.
    public static func model(of provider: String) -> EnvironmentVariable {
        EnvironmentVariable("FOODLOG_" + provider.uppercased() + "_MODEL")
    }

    /// Open Food Facts: another server (the tests' loopback one), the contact sent in
    /// `User-Agent`, and the read limit per minute.
    public static let openFoodFactsBaseURL = EnvironmentVariable("FOODLOG_OFF_BASE_URL")
    public static let openFoodFactsContact = EnvironmentVariable("FOODLOG_OFF_CONTACT")
    public static let openFoodFactsReadsPerMinute = EnvironmentVariable("FOODLOG_OFF_READS_PER_MINUTE")

    /// What `foodlog(1)` says under ENVIRONMENT, in order: the variables of one paragraph and what
    /// they do.
    public static let documented: [(variables: [EnvironmentVariable], meaning: String)] = [
        ([index], "The index to search, instead of $XDG_DATA_HOME/foodlog/index, the installed PREFIX/share/foodlog/index or the embedded one."),
        ([dataHome, configHome, cacheHome], "Where the journal and your own index, the configuration and keys, and cached answers are kept (default ~/.local/share, ~/.config, ~/.cache)."),
        ([openAIKey, anthropicKey, geminiKey, compatibleKey], "AI provider keys (or 'foodlog key set PROVIDER')."),
        ([providers], "The AI providers to try, in order, e.g. openai,anthropic."),
        ([noColor], "Turns colour off (so does TERM=dumb); colour is only ever used on a terminal."),
        ([timeZone], "The time zone entries are logged in."),
    ]
}
