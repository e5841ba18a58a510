import FoodIndex
import FoodlogSupport

/// Where a build writes before it replaces the target: a temporary directory beside the target
/// (same file system, so the final move is a rename). The target is touched only by `install`,
/// after every file is complete and synced; a build that fails or finds nothing to index leaves
/// the old index exactly as it was, and the caller removes the temporary directory.
enum Staging {
    /// The output path without trailing slashes, after checking it is a directory or nothing.
    static func target(_ output: String) throws(BuildError) -> String {
        var path = output
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        guard !path.isEmpty else { throw .cannotCreateOutput(path: output, reason: "the path is empty") }
        switch Platform.fileType(path) {
        case .missing, .directory: return path
        case .unknown(let code): throw .cannotCreateOutput(path: path, reason: code.description)
        case let other: throw .cannotCreateOutput(path: path, reason: "it is \(other), not a directory")
        }
    }

    /// Where the temporary directories for `target` go, and their names without the PID:
    /// `PARENT` and `.NAME.index-builder-` (the target itself and `.index-builder-` for `.`, `..`
    /// and `/`).
    static func location(of target: String) -> (parent: String, prefix: String) {
        let name = target.split(separator: "/").last.map(String.init) ?? ""
        if name.isEmpty || name == "." || name == ".." { return (target, ".index-builder-") }
        return (PathString.directory(of: target), ".\(name).index-builder-")
    }

    /// Creates the temporary directory for building `target` and returns its path:
    /// `PARENT/.NAME.index-builder-PID` (inside the target itself for `.`, `..` and `/`).
    static func create(beside target: String) throws(BuildError) -> String {
        let (parent, prefix) = location(of: target)
        let staging = PathString.join(parent, prefix + String(getpid()))
        do throws(FileError) {
            try Directory.create(parent, permissions: 0o755)
            try Directory.create(staging, permissions: 0o755)
        } catch {
            throw .cannotCreateOutput(path: error.path, reason: error.errno == .notDirectory ? "not a directory" : error.reason)
        }
        return staging
    }

    /// Removes the temporary directories that builds of `target` left when they were killed, and
    /// returns their paths. A directory counts as left behind only when the PID in its name runs
    /// no process (`kill(pid, 0)` fails with `ESRCH`): another build of the same target that is
    /// still running keeps its directory. Only the files directly inside are removed (never
    /// through a symbolic link); a directory holding anything else stays, and is not returned.
    static func removeAbandoned(beside target: String) -> [String] {
        let (parent, prefix) = location(of: target)
        var removed: [String] = []
        for name in PathString.names(in: parent).sorted() where name.hasPrefix(prefix) {
            let digits = name.dropFirst(prefix.count)
            guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let pid = pid_t(digits), pid > 1, pid != getpid() else { continue }
            guard kill(pid, 0) != 0, Platform.errno == ESRCH else { continue }
            let path = PathString.join(parent, name)
            guard FileSystem.type(path, followLinks: false) == .directory else { continue }
            for entry in PathString.names(in: path) {
                let file = PathString.join(path, entry)
                switch FileSystem.type(file, followLinks: false) {
                case .directory, .missing, .unknown: continue
                default: FileSystem.removeIfPresent(file)
                }
            }
            if (try? FileSystem.removeDirectory(path)) != nil { removed.append(path) }
        }
        return removed
    }

    /// Makes the finished index the target's current generation, in one step a reader can see
    /// (`Generations.publish`); other files in the target, such as a README, stay.
    static func install(_ staging: String, as target: String, indexID: UInt64) throws(BuildError) {
        try Generations.publish(staging, as: target, indexID: indexID)
    }
}
