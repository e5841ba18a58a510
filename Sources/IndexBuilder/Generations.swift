import FoodIndex
import FoodlogSupport

/// Publishes a finished build as the target's current generation (`IndexLayout`), in one step a
/// reader can see: the synced staging directory is renamed to its generation name inside the
/// target, the target is synced, the pointer is replaced by `rename(2)` (`AtomicFile`), and only
/// then are the other generations removed. A build killed at any moment leaves the pointer
/// naming a complete generation, the old or the new; what it left (a generation no pointer
/// names, a temporary pointer) is removed by the next publish. Publishing holds an exclusive
/// `flock` on the target directory, so two builds of one target publish one after the other and
/// neither removes the generation the other just named.
enum Generations {
    /// The steps of `publish`, in order; `stop` ends it after one (for tests that cut a
    /// replacement short, as a kill would).
    enum Step: Int, CaseIterable, Sendable {
        case renamed, pointerReplaced, oldRemoved
    }

    /// Makes the index in `staging` (complete, each file synced) the current generation of
    /// `target`. Returns the generation's name. An existing generation of the same build with
    /// identical files is kept and `staging` is left for the caller to remove.
    @discardableResult
    static func publish(_ staging: String, as target: String, indexID: UInt64, stop: Step? = nil) throws(BuildError) -> String {
        Directory.sync(staging)
        do throws(FileError) {
            try Directory.create(target, permissions: 0o755)
        } catch {
            throw .cannotCreateOutput(path: error.path, reason: error.errno == .notDirectory ? "not a directory" : error.reason)
        }
        let lock: FileDescriptor
        do throws(Errno) {
            lock = try FileDescriptor.open(target, .readOnly, options: [.directory])
            try lock.lock(.exclusive)
        } catch {
            throw .writeFailed(path: target, reason: error.description)
        }
        defer { lock.close() }

        let name = try place(staging, in: target, indexID: indexID)
        Directory.sync(target)
        if stop == .renamed { return name }
        let pointer = PathString.join(target, IndexLayout.pointerName)
        do throws(FileError) {
            try AtomicFile.write(IndexLayout.pointerBytes(generation: name), to: pointer, permissions: 0o644, directoryPermissions: 0o755)
        } catch {
            throw .writeFailed(path: pointer, reason: error.reason)
        }
        if stop == .pointerReplaced { return name }
        removeUnused(in: target, keeping: name)
        return name
    }

    /// Gives the staged files their generation name: `gen-<id>`, or, when that name is taken
    /// by a copy whose files differ (damaged: one build's files are always the same bytes),
    /// `gen-<id>.1` and so on. A copy with identical files is kept as it is.
    private static func place(_ staging: String, in target: String, indexID: UInt64) throws(BuildError) -> String {
        for attempt in 0..<100 {
            let name = IndexLayout.generationName(indexID: indexID, attempt: attempt)
            let path = PathString.join(target, name)
            switch FileSystem.type(path, followLinks: false) {
            case .missing:
                do throws(Errno) {
                    try FileSystem.rename(staging, to: path)
                } catch {
                    throw .writeFailed(path: path, reason: error.description)
                }
                return name
            case .directory:
                if sameFiles(staging, path) { return name }
            default:
                continue
            }
        }
        throw .writeFailed(path: PathString.join(target, IndexLayout.generationName(indexID: indexID)),
                           reason: "100 damaged copies of this build are in the way; remove them")
    }

    /// Removes from `target` what no reader will open: generations other than `keeping`, the
    /// six files of an index written before generations (format version 1) and temporary
    /// pointers a killed publish left. Call with the target's lock held. Only regular files
    /// directly inside a generation are removed (never through a symbolic link); a generation
    /// holding anything else stays.
    static func removeUnused(in target: String, keeping: String) {
        let temporaryPointer = "." + IndexLayout.pointerName + ".tmp-"
        let oldFiles = Set(IndexFileKind.allCases.map(\.fileName))
        for entry in PathString.names(in: target) where entry != keeping {
            let path = PathString.join(target, entry)
            if IndexLayout.indexID(ofGeneration: entry) != nil {
                guard FileSystem.type(path, followLinks: false) == .directory else { continue }
                for file in PathString.names(in: path) where FileSystem.type(PathString.join(path, file), followLinks: false) == .regular {
                    FileSystem.removeIfPresent(PathString.join(path, file))
                }
                try? FileSystem.removeDirectory(path)
            } else if entry.hasPrefix(temporaryPointer) || oldFiles.contains(entry) {
                if FileSystem.type(path, followLinks: false) == .regular { FileSystem.removeIfPresent(path) }
            }
        }
        Directory.sync(target)
    }

    /// Whether the six index files in two directories hold the same bytes.
    static func sameFiles(_ one: String, _ other: String) -> Bool {
        IndexFileKind.allCases.allSatisfy { kind in
            sameBytes(PathString.join(one, kind.fileName), PathString.join(other, kind.fileName))
        }
    }

    private static func sameBytes(_ one: String, _ other: String) -> Bool {
        guard FileSystem.type(one, followLinks: false) == .regular, FileSystem.type(other, followLinks: false) == .regular,
              let first = try? FileDescriptor.open(one, .readOnly) else { return false }
        defer { first.close() }
        guard let second = try? FileDescriptor.open(other, .readOnly) else { return false }
        defer { second.close() }
        guard let a = try? first.status().size, let b = try? second.status().size, a == b else { return false }
        let chunk = 1 << 20
        var left = [UInt8](repeating: 0, count: chunk)
        var right = [UInt8](repeating: 0, count: chunk)
        while true {
            let readLeft = left.withUnsafeMutableBytes { (try? first.readFully(into: $0)) ?? -1 }
            let readRight = right.withUnsafeMutableBytes { (try? second.readFully(into: $0)) ?? -1 }
            guard readLeft >= 0, readLeft == readRight else { return false }
            if readLeft == 0 { return true }
            guard left[0..<readLeft] == right[0..<readRight] else { return false }
        }
    }
}
