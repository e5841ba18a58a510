import FoodlogSupport

/// A request kept on disk because no provider was reachable (`--queue`), for `foodlog sync`.
public struct QueuedRequest: Sendable, Equatable {
    public enum Kind: String, Sendable { case snap, estimate }

    public var kind: Kind
    /// The description (`estimate`) or the optional note (`snap`).
    public var text: String?
    /// The photo's bytes (`snap`).
    public var image: [UInt8]?
    public var advanced: Bool
    /// A provider forced with `--provider`, if any.
    public var provider: String?

    public init(kind: Kind, text: String?, image: [UInt8]?, advanced: Bool, provider: String?) {
        self.kind = kind
        self.text = text
        self.image = image
        self.advanced = advanced
        self.provider = provider
    }
}

/// Queued requests under `<data>/ai-queue/`: `<id>.json` (what to ask) and `<id>.photo` (the
/// photo's bytes). Files are written to a temporary name and renamed, so a crash never leaves a
/// half-written entry; an entry is removed only after its answer was printed. Entries are read
/// with a cap, and something else in an entry's place (too large, a FIFO, a directory) is
/// reported, never waited on or read whole.
public struct RequestQueue: Sendable {
    public let directory: String

    /// 16 MiB, the largest `<id>.json` read or written: it holds one description (at most the
    /// 1 MiB `estimate` reads from standard input, or a command line of a few MiB) with JSON
    /// escapes that can make each byte six, and a few fields.
    public static let maxEntryBytes = StateFile.queuedRequest.cap
    /// The largest `<id>.photo`: the largest photo any provider takes (`ImageInput.maxBytes`).
    public static let maxPhotoBytes = StateFile.queuedPhoto.cap

    public init(dataDirectory: String) { directory = StateFile.queuedRequest.directory(under: dataDirectory) }

    /// Stores a request; returns its id (time-ordered).
    public func add(_ request: QueuedRequest, now: Double) throws(QueueError) -> String {
        // A clock gone wrong (NaN, infinite, beyond Int64) gives stamp 0 rather than a trap.
        let stamp = String(Int64(exactly: (now * 1000).rounded(.down)) ?? 0)
        let id = stamp + "-" + String(SHA256.hash(stamp + (request.text ?? "") + String(request.image?.count ?? 0)).hex.prefix(8))
        let entry: JSONValue = .object([
            ("kind", .string(request.kind.rawValue)),
            ("text", request.text.map { .string($0) } ?? .null),
            ("photo", .bool(request.image != nil)),
            ("advanced", .bool(request.advanced)),
            ("provider", request.provider.map { .string($0) } ?? .null),
            ("queued_at", .number(now)),
        ])
        let bytes = Array(entry.rendered().utf8)
        // Refused here, with a message, rather than queued and then refused by `load`.
        guard bytes.count <= RequestQueue.maxEntryBytes else { throw .tooLarge(limit: RequestQueue.maxEntryBytes) }
        do throws(FileError) {
            // The photo first: an entry is listed by its `.json`, which then always has its photo.
            if let image = request.image {
                try StateFile.queuedPhoto.write(image, to: path(id, "photo"))
            }
            try StateFile.queuedRequest.write(bytes, to: path(id, "json"))
        } catch {
            throw .cannotWrite(path: directory, reason: error.reason)
        }
        return id
    }

    /// Ids of queued requests, oldest first.
    public func ids() -> [String] {
        PathString.names(in: directory).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// Loads one entry.
    public func load(_ id: String) throws(QueueError) -> QueuedRequest {
        let entry = try read(path(id, "json"), as: .queuedRequest)
        guard let json = try? JSONParser.parse(entry),
              let kind = json["kind"]?.stringValue.flatMap(QueuedRequest.Kind.init(rawValue:)) else {
            throw .damaged(path: path(id, "json"))
        }
        var image: [UInt8]?
        if json["photo"]?.boolValue == true {
            image = try read(path(id, "photo"), as: .queuedPhoto)
        }
        return QueuedRequest(kind: kind, text: json["text"]?.stringValue, image: image,
                             advanced: json["advanced"]?.boolValue ?? false, provider: json["provider"]?.stringValue)
    }

    /// Removes an entry after it was answered.
    public func remove(_ id: String) {
        FileSystem.removeIfPresent(path(id, "photo"))
        FileSystem.removeIfPresent(path(id, "json"))
        Directory.sync(directory)
    }

    private func path(_ id: String, _ suffix: String) -> String { PathString.join(directory, id + "." + suffix) }

    /// One file of an entry, capped; a missing or unreadable file is a damaged entry.
    private func read(_ file: String, as kind: StateFile) throws(QueueError) -> [UInt8] {
        let outcome = kind.read(file)
        if let problem = outcome.problem { throw .unusable(path: file, problem: problem) }
        guard let bytes = outcome.bytes else { throw .damaged(path: file) }
        return bytes
    }
}

/// The queue cannot be used.
public enum QueueError: UserFacingError, Equatable {
    case cannotWrite(path: String, reason: String)
    case damaged(path: String)
    /// Too large, or not a regular file (`problem` as `CappedFile.Outcome.problem` words it).
    case unusable(path: String, problem: String)
    /// The request is larger than a queue entry may be.
    case tooLarge(limit: Int)

    public var message: String {
        switch self {
        case .cannotWrite(let path, let reason): return "cannot queue the request in \(path): \(reason); check free space and permissions"
        case .damaged(let path): return "queued request \(path) is damaged; move it aside to continue"
        case .unusable(let path, let problem): return "queued request \(path) \(problem); move it aside to continue"
        case .tooLarge(let limit):
            return "the request is larger than the \(CappedFile.describe(bytes: limit)) a queued request may hold; shorten the description"
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .cannotWrite: return .cannotCreate
        case .damaged, .unusable: return .dataError
        case .tooLarge: return .cannotCreate
        }
    }
}
