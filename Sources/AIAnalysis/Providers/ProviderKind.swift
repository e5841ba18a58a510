import FoodlogSupport

/// The provider families foodlog speaks. Each has one wire format; `compatible` is any server that
/// speaks OpenAI's Chat Completions (Ollama, llama.cpp, LM Studio, OpenRouter).
public enum ProviderKind: String, Sendable, CaseIterable, Equatable {
    case openai, anthropic, gemini, compatible

    /// The model used when the configuration names none. Fast-moving: see docs/ai.md.
    public var defaultModel: String {
        switch self {
        case .openai: return "gpt-6-luna"
        case .anthropic: return "claude-haiku-5-5"
        case .gemini: return "gemini-3.5-flash-lite"
        case .compatible: return "llama3.2-vision"
        }
    }

    /// The base URL used when neither the environment nor the configuration sets one.
    public var defaultBaseURL: String {
        switch self {
        case .openai: return "https://api.openai.com/v1"
        case .anthropic: return "https://api.anthropic.com"
        case .gemini: return "https://generativelanguage.googleapis.com"
        case .compatible: return "http://localhost:11434/v1"
        }
    }

    /// The environment variable that overrides the base URL (none for `compatible`: config only).
    public var baseURLVariable: EnvironmentVariable? {
        switch self {
        case .openai: return .openAIBaseURL
        case .anthropic: return .anthropicBaseURL
        case .gemini: return .geminiBaseURL
        case .compatible: return nil
        }
    }

    /// The conventional API key variable.
    public var keyVariable: EnvironmentVariable {
        switch self {
        case .openai: return .openAIKey
        case .anthropic: return .anthropicKey
        case .gemini: return .geminiKey
        case .compatible: return .compatibleKey
        }
    }

    /// The variable that names the model: `FOODLOG_OPENAI_MODEL`.
    public var modelVariable: EnvironmentVariable { .model(of: rawValue) }

    /// Whether a request without a key is pointless (true for the hosted APIs).
    public var requiresKey: Bool { self != .compatible }

    /// Image formats the API accepts.
    public var acceptedImages: [ImageFormat] {
        switch self {
        case .openai, .compatible: return [.jpeg, .png, .webp, .gif]
        case .anthropic: return [.jpeg, .png, .gif, .webp]
        case .gemini: return [.jpeg, .png, .webp, .heic]
        }
    }

    /// The largest photo, in raw bytes, the API takes inline. Anthropic caps the base64 text at
    /// 5 MiB (so 3.75 MiB raw); Gemini inline data at 100 MB base64; OpenAI states no per-image
    /// limit any more, 20 MB is its long-standing documented one and a sane ceiling for compatible
    /// servers.
    public var maxImageBytes: Int {
        switch self {
        case .anthropic: return 5_242_880 / 4 * 3
        case .gemini: return 100_000_000 / 4 * 3
        case .openai, .compatible: return 20_000_000
        }
    }
}
