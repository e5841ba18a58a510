import FoodlogSupport

/// How an index directory holds its index, so that a new index replaces the old one in one step.
///
/// ```
/// DIR/current                 "gen-<index id, 16 hex digits>\n": the generation readers open
/// DIR/gen-<index id>/         the six files of one build, never changed once named
/// ```
///
/// The builder writes a generation under a temporary name, syncs it, renames it to its
/// generation name, then replaces `current` by `rename(2)` (`AtomicFile`) and removes the other
/// generations. Whatever moment a build is killed at, `current` names one complete generation:
/// the old one or the new one. A reader reads `current` once and opens the six files of the
/// generation it names; a reader that already has them mapped keeps reading them after the
/// builder unlinks them. The name carries the index id, so the pointer and the files it leads
/// to are checked against each other at open (a generation whose first name was taken by a
/// damaged copy gets `.1`, `.2`... after the id).
///
/// A directory without `current` that holds the six files itself (a generation directory,
/// or an index written before this layout, format version 1) is opened as it is; a version 1
/// index then gets `IndexError.oldFormat`, naming the command that rebuilds it.
public enum IndexLayout {
    /// The pointer file's name.
    public static let pointerName = "current"
    /// The start of every generation directory's name.
    public static let generationPrefix = "gen-"
    /// The pointer is one short line; anything longer is not one.
    static let pointerLimit = 64

    /// The name of the generation directory for index `id`, with `attempt` > 0 when the plain
    /// name is taken by a damaged copy: `gen-00ab…`, `gen-00ab….1`.
    public static func generationName(indexID id: UInt64, attempt: Int = 0) -> String {
        let digits = String(id, radix: 16)
        let name = generationPrefix + String(repeating: "0", count: 16 - digits.count) + digits
        return attempt == 0 ? name : name + "." + String(attempt)
    }

    /// The index id a generation name carries, or nil when `name` is not a generation name.
    public static func indexID(ofGeneration name: String) -> UInt64? {
        let bytes = Array(name.utf8)
        let prefix = generationPrefix.utf8.count
        guard bytes.count >= prefix + 16, name.hasPrefix(generationPrefix) else { return nil }
        let hex = bytes[prefix..<(prefix + 16)]
        guard hex.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { return nil }
        let rest = bytes[(prefix + 16)...]
        if !rest.isEmpty {
            let digits = rest.dropFirst()
            guard rest.first == UInt8(ascii: "."), !digits.isEmpty, digits.count <= 4,
                  digits.allSatisfy({ (0x30...0x39).contains($0) }), digits.first != UInt8(ascii: "0") else { return nil }
        }
        return UInt64(String(decoding: hex, as: UTF8.self), radix: 16)
    }

    /// The pointer file's bytes for generation `name`.
    public static func pointerBytes(generation name: String) -> [UInt8] {
        Array((name + "\n").utf8)
    }

    /// The generation named by pointer bytes, or nil when they are not exactly one generation
    /// name and a line break.
    static func generation(pointer bytes: [UInt8]) -> (name: String, indexID: UInt64)? {
        guard bytes.last == UInt8(ascii: "\n") else { return nil }
        let name = String(decoding: bytes.dropLast(), as: UTF8.self)
        guard let id = indexID(ofGeneration: name) else { return nil }
        return (name, id)
    }

    /// Where the six files of the index in `directory` are.
    public struct Resolved: Equatable, Sendable {
        /// The directory holding the six files: a generation directory, or `directory` itself.
        public let files: String
        /// The index id the pointer promises (nil without a pointer).
        public let indexID: UInt64?
    }

    /// Reads `directory`'s pointer. Without one, the directory is taken to hold the files itself.
    public static func resolve(_ directory: String) throws(IndexError) -> Resolved {
        let pointer = PathString.join(directory, pointerName)
        switch CappedFile.read(pointer, limit: pointerLimit) {
        case .bytes(let bytes):
            guard let (name, id) = generation(pointer: bytes) else {
                throw .badPointer(path: pointer, detail: "it does not name a generation directory")
            }
            return Resolved(files: PathString.join(directory, name), indexID: id)
        case .missing:
            return Resolved(files: directory, indexID: nil)
        case .notRegular(let type):
            throw .badPointer(path: pointer, detail: "it is \(type), not a regular file")
        case .tooLarge:
            throw .badPointer(path: pointer, detail: "it is longer than a generation name")
        case .failed(let code):
            if code == .notDirectory { return Resolved(files: directory, indexID: nil) }
            throw .badPointer(path: pointer, detail: code.description)
        }
    }

    /// The directory holding the six files of the index in `directory`: the generation its
    /// pointer names, or `directory` itself (for tools that read or rewrite the files).
    public static func fileDirectory(of directory: String) -> String {
        (try? resolve(directory))?.files ?? directory
    }

    /// Whether `directory` looks like it holds an index (a pointer, or the files themselves, as
    /// an index of format version 1 does): such a directory is chosen, and then opened or
    /// reported, rather than passed over.
    public static func holdsIndex(_ directory: String) -> Bool {
        PathString.exists(PathString.join(directory, pointerName))
            || PathString.exists(PathString.join(directory, IndexFileKind.vocabulary.fileName))
    }
}
