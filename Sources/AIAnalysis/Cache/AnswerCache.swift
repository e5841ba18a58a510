import Foundation
import FoodlogSupport

/// Validated answers on disk under `<cache>/ai/`, one file per key, so a repeated photo or
/// description never touches the network. Files hold the answer JSON and where it came from:
/// never a key, a header or the request.
///
/// Key: SHA-256 of the request's cache subject (the photo's SHA-256 or the normalised text),
/// provider, model, prompt version and schema name.
public struct AnswerCache: Sendable {
    public let directory: String
    /// Seconds an entry stays valid.
    public let lifetime: Double
    private let now: @Sendable () -> Double

    /// 30 days: scripts re-run over the same photos for weeks; the answers do not go stale.
    public static let defaultLifetimeDays = 30.0

    public init(cacheDirectory: String, lifetime: Double = AnswerCache.defaultLifetimeDays * 86_400, now: @escaping @Sendable () -> Double) {
        self.directory = PathString.join(cacheDirectory, "ai")
        self.lifetime = lifetime
        self.now = now
    }

    /// The file name (hex SHA-256) for one request at one provider and model.
    public static func key(_ request: StructuredRequest, provider: String, model: String) -> String {
        SHA256.hash(["foodlog-ai-cache-v1", request.cacheSubject, provider, model, request.promptVersion, request.schemaName]
            .joined(separator: "\n")).hex
    }

    public func path(forKey key: String) -> String { PathString.join(directory, key + ".json") }

    /// The cached answer, or nil when absent, expired or unreadable.
    public func lookup(_ request: StructuredRequest, provider: String, model: String) -> JSONValue? {
        let file = path(forKey: AnswerCache.key(request, provider: provider, model: model))
        guard let data = FileManager.default.contents(atPath: file),
              let entry = try? JSONParser.parse([UInt8](data)),
              let created = entry["created"]?.doubleValue,
              entry["provider"]?.stringValue == provider, entry["model"]?.stringValue == model,
              let answer = entry["answer"], case .object = answer else { return nil }
        guard now() - created <= lifetime, created <= now() + 60 else { return nil }
        return answer
    }

    /// Stores an answer; failures to write are ignored (the cache is an optimisation).
    public func store(_ answer: JSONValue, for request: StructuredRequest, provider: String, model: String) {
        let entry: JSONValue = .object([
            ("created", .number(now())),
            ("provider", .string(provider)),
            ("model", .string(model)),
            ("prompt_version", .string(request.promptVersion)),
            ("schema", .string(request.schemaName)),
            ("answer", answer),
        ])
        let file = path(forKey: AnswerCache.key(request, provider: provider, model: model))
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try Data(entry.rendered().utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            return
        }
    }

    /// Removes every cached answer; returns how many files were removed.
    @discardableResult
    public func clear() throws -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var removed = 0
        for name in names where name.hasSuffix(".json") {
            try FileManager.default.removeItem(atPath: PathString.join(directory, name))
            removed += 1
        }
        return removed
    }
}
