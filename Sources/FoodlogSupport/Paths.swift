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
