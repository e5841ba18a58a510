import FoodlogSupport

/// Locates the project's `../shared` directory of real data, which tests read at run time and
/// never copy into the repository. Returns `nil` (and the test skips with a notice) in a user's
/// fresh clone where it is absent; CI always has it.
public enum SharedData {
    /// The package root, found from this source file's location.
    public static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = PathString.directory(of: path) }
        return path
    }()

    /// `../shared` beside the package root, or `FOODLOG_SHARED_DIR` when set.
    public static var directory: String? {
        let candidate = Platform.environment("FOODLOG_SHARED_DIR") ?? PathString.join(PathString.directory(of: packageRoot), "shared")
        return PathString.isDirectory(candidate) ? candidate : nil
    }

    /// A file under `shared/`, or `nil` with a one-line notice on standard error when absent.
    public static func file(_ relative: String) -> String? {
        guard let directory else {
            printError("notice: ../shared is absent; skipping a test that needs shared/\(relative)")
            return nil
        }
        let path = PathString.join(directory, relative)
        guard PathString.exists(path) else {
            printError("notice: shared/\(relative) is absent; skipping")
            return nil
        }
        return path
    }
}
