import FoodlogSupport

/// Writing generated files (man pages): directories created as needed (0755, as man pages are
/// for everyone), each file written through `AtomicFile` (synced, then renamed over its final
/// name, so a reader never sees half a page and a crash never leaves an empty one).
enum OutputFile {
    struct Failure: UserFacingError {
        var path: String
        var reason: String
        var message: String { "cannot write \(path) (\(reason)); check the directory and its permissions" }
        var exitCode: ExitCode { .cannotCreate }
    }

    static func makeDirectories(_ path: String) throws {
        do throws(FileError) {
            try Directory.create(path, permissions: 0o755)
        } catch {
            throw Failure(path: error.path, reason: error.errno == .notDirectory ? "not a directory" : error.reason)
        }
    }

    static func write(_ text: String, to path: String, calls: Syscalls = .system) throws {
        do throws(FileError) {
            try AtomicFile.write(Array(text.utf8), to: path, permissions: 0o644, directoryPermissions: 0o755, calls: calls)
        } catch {
            throw Failure(path: path, reason: error.reason)
        }
    }
}
