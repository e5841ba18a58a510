import Foundation
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
/// half-written entry; an entry is removed only after its answer was printed.
public struct RequestQueue: Sendable {
    public let directory: String

    public init(dataDirectory: String) { directory = PathString.join(dataDirectory, "ai-queue") }

    /// Stores a request; returns its id (time-ordered).
    public func add(_ request: QueuedRequest, now: Double) throws(QueueError) -> String {
        let stamp = String(Int64(now * 1000))
        let id = stamp + "-" + String(SHA256.hash(stamp + (request.text ?? "") + String(request.image?.count ?? 0)).hex.prefix(8))
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            if let image = request.image {
                try Data(image).write(to: URL(fileURLWithPath: path(id, "photo")), options: .atomic)
            }
            let entry: JSONValue = .object([
                ("kind", .string(request.kind.rawValue)),
                ("text", request.text.map { .string($0) } ?? .null),
                ("photo", .bool(request.image != nil)),
                ("advanced", .bool(request.advanced)),
                ("provider", request.provider.map { .string($0) } ?? .null),
                ("queued_at", .number(now)),
            ])
            try Data(entry.rendered().utf8).write(to: URL(fileURLWithPath: path(id, "json")), options: .atomic)
        } catch {
            throw .cannotWrite(path: directory, reason: error.localizedDescription)
        }
        return id
    }

    /// Ids of queued requests, oldest first.
    public func ids() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// Loads one entry.
    public func load(_ id: String) throws(QueueError) -> QueuedRequest {
        guard let data = FileManager.default.contents(atPath: path(id, "json")),
              let json = try? JSONParser.parse([UInt8](data)),
              let kind = json["kind"]?.stringValue.flatMap(QueuedRequest.Kind.init(rawValue:)) else {
            throw .damaged(path: path(id, "json"))
        }
        var image: [UInt8]?
        if json["photo"]?.boolValue == true {
            guard let bytes = FileManager.default.contents(atPath: path(id, "photo")) else { throw .damaged(path: path(id, "photo")) }
            image = [UInt8](bytes)
        }
        return QueuedRequest(kind: kind, text: json["text"]?.stringValue, image: image,
                             advanced: json["advanced"]?.boolValue ?? false, provider: json["provider"]?.stringValue)
    }

    /// Removes an entry after it was answered.
    public func remove(_ id: String) {
        try? FileManager.default.removeItem(atPath: path(id, "photo"))
        try? FileManager.default.removeItem(atPath: path(id, "json"))
    }

    private func path(_ id: String, _ suffix: String) -> String { PathString.join(directory, id + "." + suffix) }
}

/// The queue cannot be used.
public enum QueueError: UserFacingError, Equatable {
    case cannotWrite(path: String, reason: String)
    case damaged(path: String)

    public var message: String {
        switch self {
        case .cannotWrite(let path, let reason): return "cannot queue the request in \(path): \(reason); check free space and permissions"
        case .damaged(let path): return "queued request \(path) is damaged; move it aside to continue"
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .cannotWrite: return .cannotCreate
        case .damaged: return .dataError
        }
    }
}
