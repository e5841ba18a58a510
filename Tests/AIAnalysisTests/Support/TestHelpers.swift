import Foundation
import FoodlogSupport
import HTTPClient
import TestSupport
@testable import AIAnalysis

/// A meal answer as a model would write it: two items whose totals add up.
let mealAnswer = """
{"title":"Chicken and rice","items":[{"name":"grilled chicken breast","grams":150,"calories":248,"protein":46.5,"carbs":0,"fat":5.4,"confidence":0.9,"source":"estimate","matched_id":null},{"name":"white rice","grams":158,"calories":205,"protein":4.3,"carbs":44.5,"fat":0.4,"confidence":0.85,"source":"estimate","matched_id":null}],"total":{"calories":453,"protein":50.8,"carbs":44.5,"fat":5.8},"confidence":0.87}
"""

/// A tiny but real JPEG header (the sniffer reads magic bytes only).
let jpegBytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [UInt8](repeating: 0x42, count: 64) + [0xFF, 0xD9]
let heicBytes: [UInt8] = [0x00, 0x00, 0x00, 0x18] + Array("ftypheic".utf8) + [UInt8](repeating: 0, count: 32)

let testKey = "sk-test-SECRET-0123456789abcdef"

/// Loads a fixture from `../shared/reference/fixtures/` as JSON; nil when absent (tests gate on `SharedData.available`).
func fixture(_ relative: String) -> JSONValue? {
    guard let path = SharedData.file("reference/fixtures/" + relative),
          let data = FileManager.default.contents(atPath: path) else { return nil }
    return try? JSONParser.parse([UInt8](data))
}

/// The raw text of a fixture.
func fixtureText(_ relative: String) -> String? {
    guard let path = SharedData.file("reference/fixtures/" + relative),
          let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(decoding: data, as: UTF8.self)
}

extension JSONValue {
    /// A copy with the value at `path` (object keys and array indices) replaced.
    func setting(_ path: [Any], to newValue: JSONValue) -> JSONValue {
        guard let first = path.first else { return newValue }
        let rest = Array(path.dropFirst())
        switch (self, first) {
        case (.object(let members), let key as String):
            return .object(members.map { $0.0 == key ? ($0.0, $0.1.setting(rest, to: newValue)) : $0 })
        case (.array(let items), let index as Int):
            var copy = items
            copy[index] = copy[index].setting(rest, to: newValue)
            return .array(copy)
        default:
            return self
        }
    }
}

/// The real OpenAI recorded response with its content replaced by `answer`.
func openAISuccess(_ answer: String = mealAnswer) -> LoopbackHTTPServer.Response? {
    guard let base = fixture("openai/chat_completion_json_schema_sdk_recorded.json") else { return nil }
    return .json(200, base.setting(["choices", 0, "message", "content"], to: .string(answer)).rendered())
}

/// The real Anthropic structured-output response with its text replaced by `answer`.
func anthropicSuccess(_ answer: String = mealAnswer) -> LoopbackHTTPServer.Response? {
    guard let base = fixture("anthropic/messages_structured_output_response_sdk_recorded.json") else { return nil }
    return .json(200, base.setting(["content", 0, "text"], to: .string(answer)).rendered())
}

/// The real Gemini thinking response (a thought part, then the answer part) with the answer replaced.
func geminiSuccess(_ answer: String = mealAnswer) -> LoopbackHTTPServer.Response? {
    guard let base = fixture("gemini/googleai_unary-success-thinking-reply-thought-summary.json") else { return nil }
    return .json(200, base.setting(["candidates", 0, "content", "parts", 1, "text"], to: .string(answer)).rendered())
}

/// A fixture file served with a status.
func fixtureResponse(_ status: Int, _ relative: String, headers: [(String, String)] = []) -> LoopbackHTTPServer.Response? {
    guard let path = SharedData.file("reference/fixtures/" + relative) else { return nil }
    return .jsonFile(status, path: path, headers: headers)
}

/// Records sleeps instead of sleeping.
final class SleepRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Double] = []
    func sleep(_ seconds: Double) { lock.lock(); values.append(seconds); lock.unlock() }
    var sleeps: [Double] { lock.lock(); defer { lock.unlock() }; return values }
}

/// Collects progress lines.
final class LineRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String] = []
    func add(_ line: String) { lock.lock(); values.append(line); lock.unlock() }
    var lines: [String] { lock.lock(); defer { lock.unlock() }; return values }
}

/// The path of a fresh `TemporaryDirectory`, left for the system to clean.
func temporaryDirectory() -> String {
    TemporaryDirectory("foodlog-ai-tests").path
}

/// A chain over the real URLSession transport to `server`, with recorded (not real) sleeps.
func makeChain(_ server: LoopbackHTTPServer, kinds: [ProviderKind], key: String? = testKey, cacheDirectory: String? = nil,
               timeout: Double = 5, retry: RetryPolicy = RetryPolicy(), sleeper: SleepRecorder = SleepRecorder(),
               budget: any CallBudget = UnlimitedBudget(), progress: LineRecorder? = nil) -> ProviderChain {
    let providers = kinds.map { kind in
        ProviderSettings(kind: kind, baseURL: server.baseURL + (kind == .openai || kind == .compatible ? "/v1" : ""),
                         key: key.map { .present(APIKey($0)) } ?? .missing)
    }
    let effects = ChainEffects(transport: URLSessionTransport(), sleep: { sleeper.sleep($0) }, random: { 0 },
                               budget: budget, progress: { progress?.add($0) })
    let cache = cacheDirectory.map { AnswerCache(cacheDirectory: $0, now: { 1_000_000 }) }
    return ProviderChain(providers: providers, cache: cache, effects: effects, retry: retry, requestTimeout: timeout, deadline: 60)
}

/// Parses a recorded request body.
func body(_ request: LoopbackHTTPServer.Request) -> JSONValue? { try? JSONParser.parse(request.body) }
