import FoodlogSupport

/// Validated answers on disk under `<cache>/ai/`, one file per key, so a repeated photo or
/// description never touches the network. Files hold the answer JSON and where it came from:
/// never a key, a header or the request.
///
/// Files are read with a cap (`maxFileBytes`): one too large, or a FIFO, directory or device in
/// an answer's place, is a miss with a note, never a hang.
///
/// Key: SHA-256 of the request's cache subject (the photo's SHA-256 or the normalised text),
/// provider, model, prompt version and schema name.
public struct AnswerCache: Sendable {
    public let directory: String
    /// Seconds an entry stays valid.
    public let lifetime: Double
    private let now: @Sendable () -> Double
    /// Receives one line (without the `foodlog: note: ` prefix) for a cache file that is too
    /// large or not a regular file.
    private let note: @Sendable (String) -> Void

    /// 30 days: scripts re-run over the same photos for weeks; the answers do not go stale.
    public static let defaultLifetimeDays = 30.0

    /// 1 MiB, the largest entry read or stored: an entry is one validated answer (a meal's items
    /// or a recipe) and its origin, a few kilobytes; 1 MiB is hundreds of times that and still
    /// bounds what a damaged or planted file can make foodlog read. Larger entries are not
    /// stored, so every stored entry reads back.
    public static let maxFileBytes = StateFile.answer.cap

    public init(cacheDirectory: String, lifetime: Double = AnswerCache.defaultLifetimeDays * 86_400, now: @escaping @Sendable () -> Double,
                note: @escaping @Sendable (String) -> Void = { _ in }) {
        self.directory = StateFile.answer.directory(under: cacheDirectory)
        self.lifetime = lifetime
        self.now = now
        self.note = note
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
        let outcome = StateFile.answer.read(file)
        if let problem = outcome.problem { note("cached AI answer \(file) \(problem); ignored as not cached, remove it") }
        guard let bytes = outcome.bytes,
              let entry = try? JSONParser.parse(bytes),
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
        // An entry over the cap is not stored (`write` refuses it), so every stored entry reads back.
        _ = try? StateFile.answer.write(Array(entry.rendered().utf8), to: file)
    }

    /// Removes every cached answer; returns how many files were removed.
    @discardableResult
    public func clear() throws(FileError) -> Int {
        var removed = 0
        for name in PathString.names(in: directory) where name.hasSuffix(".json") {
            let file = PathString.join(directory, name)
            do throws(Errno) {
                try FileSystem.remove(file)
            } catch {
                throw FileError(path: file, errno: error)
            }
            removed += 1
        }
        if removed > 0 { Directory.sync(directory) }
        return removed
    }
}
