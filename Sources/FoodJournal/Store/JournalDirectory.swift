import FoodlogSupport

/// Creating and syncing the journal directory.
enum JournalDirectory {
    /// `mkdir -p` with mode 0700 (the journal is personal).
    static func create(_ path: String) throws(JournalError) {
        if PathString.isDirectory(path) { return }
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if PathString.isDirectory(current) { continue }
            if mkdir(current, 0o700) != 0 && Platform.errno != EEXIST {
                throw .cannotCreateDirectory(path: path, reason: Platform.describe(errno: Platform.errno))
            }
            if !PathString.isDirectory(current) {
                throw .cannotCreateDirectory(path: path, reason: "\(current) is not a directory")
            }
        }
    }

    /// Makes a new file's directory entry durable.
    static func sync(_ path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}
