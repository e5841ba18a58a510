import AIAnalysis
import Foundation
import FoodlogSupport
import HTTPClient
import TestSupport

/// Real provider responses from `../shared/reference/fixtures/`, read at run time, with the
/// model's text swapped for a recipe or receipt answer. Nil when absent (tests gate on `SharedData.available`).
enum ProviderFixtures {
    static let key = "sk-recipes-TEST-SECRET-9876543210"

    static func load(_ relative: String) -> JSONValue? {
        guard let path = SharedData.file("reference/fixtures/" + relative),
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONParser.parse([UInt8](data))
    }

    /// OpenAI's recorded structured-output completion, carrying `answer` as its content.
    static func openAI(_ answer: String) -> LoopbackHTTPServer.Response? {
        guard let base = load("openai/chat_completion_json_schema_sdk_recorded.json") else { return nil }
        return .json(200, replacing(base, ["choices", 0, "message", "content"], with: .string(answer)).rendered())
    }

    /// Anthropic's recorded structured-output message, carrying `answer` as its text block.
    static func anthropic(_ answer: String) -> LoopbackHTTPServer.Response? {
        guard let base = load("anthropic/messages_structured_output_response_sdk_recorded.json") else { return nil }
        return .json(200, replacing(base, ["content", 0, "text"], with: .string(answer)).rendered())
    }

    /// Gemini's recorded thinking reply (a thought part, then the answer part).
    static func gemini(_ answer: String) -> LoopbackHTTPServer.Response? {
        guard let base = load("gemini/googleai_unary-success-thinking-reply-thought-summary.json") else { return nil }
        return .json(200, replacing(base, ["candidates", 0, "content", "parts", 1, "text"], with: .string(answer)).rendered())
    }

    /// A recorded error body served with `status`.
    static func error(_ status: Int, _ relative: String, headers: [(String, String)] = []) -> LoopbackHTTPServer.Response? {
        guard let path = SharedData.file("reference/fixtures/" + relative) else { return nil }
        return .jsonFile(status, path: path, headers: headers)
    }

    static func replacing(_ value: JSONValue, _ path: [Any], with newValue: JSONValue) -> JSONValue {
        guard let first = path.first else { return newValue }
        let rest = Array(path.dropFirst())
        switch (value, first) {
        case (.object(let members), let key as String):
            return .object(members.map { $0.0 == key ? ($0.0, replacing($0.1, rest, with: newValue)) : $0 })
        case (.array(let items), let index as Int):
            var copy = items
            copy[index] = replacing(copy[index], rest, with: newValue)
            return .array(copy)
        default:
            return value
        }
    }

    /// A chain over the loopback server: real HTTP, no sleeping, a cache when given a directory.
    static func chain(_ server: LoopbackHTTPServer, kinds: [ProviderKind] = [.openai], cacheDirectory: String? = nil,
                      sleeps: SleepLog = SleepLog()) -> ProviderChain {
        let providers = kinds.map { kind in
            ProviderSettings(kind: kind, baseURL: server.baseURL + (kind == .openai || kind == .compatible ? "/v1" : ""),
                             key: .present(APIKey(key)))
        }
        let effects = ChainEffects(transport: URLSessionTransport(), sleep: { sleeps.add($0) }, random: { 0 })
        let cache = cacheDirectory.map { AnswerCache(cacheDirectory: $0, now: { 1_000_000 }) }
        return ProviderChain(providers: providers, cache: cache, effects: effects, requestTimeout: 5, deadline: 60)
    }

    /// A small but real JPEG header: the image sniffer reads magic bytes.
    static let receiptPhoto: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8)
        + [UInt8](repeating: 0x37, count: 96) + [0xFF, 0xD9]
}

/// Records the chain's backoff sleeps instead of sleeping.
final class SleepLog: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Double] = []
    func add(_ seconds: Double) { lock.lock(); values.append(seconds); lock.unlock() }
    var all: [Double] { lock.lock(); defer { lock.unlock() }; return values }
}
