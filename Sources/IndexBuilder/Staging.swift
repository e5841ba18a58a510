import FoodIndex
import FoodlogSupport

/// Where a build writes before it replaces the target: a temporary directory beside the target
/// (same file system, so the final moves are renames). The target is touched only by `install`,
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
        case .unknown(let code): throw .cannotCreateOutput(path: path, reason: Platform.describe(errno: code))
        case let other: throw .cannotCreateOutput(path: path, reason: "it is \(other), not a directory")
        }
    }

    /// Creates the temporary directory for building `target` and returns its path:
    /// `PARENT/.NAME.index-builder-PID` (inside the target itself for `.`, `..` and `/`).
    static func create(beside target: String) throws(BuildError) -> String {
        let name = target.split(separator: "/").last.map(String.init) ?? ""
        let parent: String
        let staging: String
        if name.isEmpty || name == "." || name == ".." {
            parent = target
            staging = PathString.join(target, ".index-builder-\(getpid())")
        } else {
            parent = PathString.directory(of: target)
            staging = PathString.join(parent, ".\(name).index-builder-\(getpid())")
        }
        try makeDirectories(parent)
        guard mkdir(staging, 0o755) == 0 || Platform.errno == EEXIST else {
            throw .cannotCreateOutput(path: staging, reason: Platform.describe(errno: Platform.errno))
        }
        return staging
    }

    /// Moves the finished index into place: the whole directory when the target does not exist
    /// (one atomic rename), else the six files one by one (other files in the target, such as a
    /// README, stay; a reader that sees files from two builds reports it, by their index ids).
    static func install(_ staging: String, as target: String) throws(BuildError) {
        if Platform.fileType(target) == .missing {
            guard rename(staging, target) == 0 else {
                throw .writeFailed(path: target, reason: Platform.describe(errno: Platform.errno))
            }
            syncDirectory(PathString.directory(of: target))
            return
        }
        for kind in IndexFileKind.allCases {
            let from = PathString.join(staging, kind.fileName)
            let to = PathString.join(target, kind.fileName)
            guard rename(from, to) == 0 else { throw .writeFailed(path: to, reason: Platform.describe(errno: Platform.errno)) }
        }
        syncDirectory(target)
    }

    private static func makeDirectories(_ path: String) throws(BuildError) {
        var built = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            built += "/" + component
            if mkdir(built, 0o755) != 0, Platform.errno != EEXIST {
                throw .cannotCreateOutput(path: built, reason: Platform.describe(errno: Platform.errno))
            }
        }
        guard PathString.isDirectory(path) else { throw .cannotCreateOutput(path: path, reason: "not a directory") }
    }

    private static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd >= 0 { fsync(fd); close(fd) }
    }
}
