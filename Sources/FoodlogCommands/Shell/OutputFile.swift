import FoodlogSupport

/// Writing generated files (man pages): directories created as needed, each file written beside
/// its final name and renamed over it, so a reader never sees half a page.
enum OutputFile {
    struct Failure: UserFacingError {
        var path: String
        var reason: String
        var message: String { "cannot write \(path) (\(reason)); check the directory and its permissions" }
        var exitCode: ExitCode { .cannotCreate }
    }

    static func makeDirectories(_ path: String) throws {
        var built = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            built += "/" + component
            if mkdir(built, 0o755) != 0, Platform.errno != EEXIST {
                throw Failure(path: built, reason: Platform.describe(errno: Platform.errno))
            }
        }
        guard PathString.isDirectory(path) else { throw Failure(path: path, reason: "not a directory") }
    }

    static func write(_ text: String, to path: String) throws {
        let temporary = path + ".tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw Failure(path: path, reason: Platform.describe(errno: Platform.errno)) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            if count < 0, Platform.errno == EINTR { continue }
            guard count > 0 else {
                let reason = Platform.describe(errno: Platform.errno)
                close(fd)
                unlink(temporary)
                throw Failure(path: path, reason: reason)
            }
            written += count
        }
        guard close(fd) == 0, rename(temporary, path) == 0 else {
            let reason = Platform.describe(errno: Platform.errno)
            unlink(temporary)
            throw Failure(path: path, reason: reason)
        }
    }
}
