/// Where foodlog keeps its files, following the XDG Base Directory specification on every
/// platform (a command-line tool's users expect `~/.local/share`, `~/.config`, `~/.cache`).
public struct FoodlogPaths: Sendable, Equatable {
    /// `$XDG_DATA_HOME/foodlog`: the journal, the user's own index, stored photos.
    public var data: String
    /// `$XDG_CONFIG_HOME/foodlog`: `config`, keys.
    public var config: String
    /// `$XDG_CACHE_HOME/foodlog`: AI answers, product lookups.
    public var cache: String

    public init(data: String, config: String, cache: String) {
        self.data = data
        self.config = config
        self.cache = cache
    }

    /// Resolves the directories from an environment lookup (injected so tests need no real HOME).
    /// Relative XDG values are ignored, as the specification requires.
    public static func resolve(environment: (String) -> String? = Platform.environment) -> FoodlogPaths {
        let home = EnvironmentVariable.home.read(environment) ?? "/tmp"
        func base(_ variable: EnvironmentVariable, _ fallback: String) -> String {
            if let value = variable.read(environment), value.hasPrefix("/") { return value }
            return home + "/" + fallback
        }
        return FoodlogPaths(
            data: base(.dataHome, ".local/share") + "/foodlog",
            config: base(.configHome, ".config") + "/foodlog",
            cache: base(.cacheHome, ".cache") + "/foodlog")
    }
}

/// Path string helpers (no Foundation on the search path).
public enum PathString {
    /// Joins two path components with exactly one slash.
    public static func join(_ base: String, _ component: String) -> String {
        if component.hasPrefix("/") { return component }
        if base.isEmpty { return component }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// The directory part of a path (`"."` when there is none).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// Whether something exists at the path.
    public static func exists(_ path: String) -> Bool { FileSystem.exists(path) }

    /// Whether the path is a directory.
    public static func isDirectory(_ path: String) -> Bool { FileSystem.isDirectory(path) }

    /// The names in a directory (without `.` and `..`); empty when it cannot be read.
    public static func names(in directory: String) -> [String] { (try? FileSystem.names(in: directory)) ?? [] }
}
