import FoodlogSupport

/// Chooses which index a command searches, in the documented order:
/// `--index DIR`, then `$FOODLOG_INDEX`, then the user's own built index under
/// `$XDG_DATA_HOME/foodlog/index` if it exists, then the index installed beside the executable
/// (`PREFIX/share/foodlog/index` for `PREFIX/bin/foodlog`), then the index embedded in the repository.
public enum IndexLocation {
    /// Where a choice came from, for messages and `--verbose`.
    public enum Source: String, Sendable {
        case option = "--index", environment = "FOODLOG_INDEX", userData = "user index", installed = "installed index"
        case embedded = "embedded index"
    }

    /// The embedded `IndexData/`: found from this source file's place in the package, so that
    /// `swift run foodlog search ...` works from any working directory of a clone; failing that
    /// (a clone moved after building), from the executable's place in the clone's `.build`.
    public static let embeddedDirectory: String = {
        var path = #filePath
        for _ in 0..<3 { path = PathString.directory(of: path) }
        let compiled = PathString.join(path, "IndexData")
        if hasIndex(compiled) { return compiled }
        if var directory = Platform.executablePath().map(PathString.directory(of:)) {
            for _ in 0..<5 {
                let candidate = PathString.join(directory, "IndexData")
                if hasIndex(candidate) { return candidate }
                directory = PathString.directory(of: directory)
            }
        }
        return compiled
    }()

    /// `../share/foodlog/index` from the directory of the running executable (symlinks resolved),
    /// when it holds an index: what `Tools/install.sh` lays down, so an installed foodlog works on
    /// any machine and after the clone it was built from is gone.
    public static let installedDirectory: String? = {
        guard let executable = Platform.executablePath() else { return nil }
        return installedDirectory(executable: executable)
    }()

    /// The installed index for an executable at `executable`, if there is one.
    public static func installedDirectory(executable: String) -> String? {
        let prefix = PathString.directory(of: PathString.directory(of: executable))
        let candidate = PathString.join(prefix, "share/foodlog/index")
        return hasIndex(candidate) ? candidate : nil
    }

    private static func hasIndex(_ directory: String) -> Bool { IndexLayout.holdsIndex(directory) }

    public static func resolve(option: String?, environment: (String) -> String?, paths: FoodlogPaths)
        -> (directory: String, source: Source) {
        if let option { return (option, .option) }
        if let variable = EnvironmentVariable.index.read(environment) { return (variable, .environment) }
        let user = PathString.join(paths.data, "index")
        if hasIndex(user) { return (user, .userData) }
        if let installed = installedDirectory { return (installed, .installed) }
        return (embeddedDirectory, .embedded)
    }
}
