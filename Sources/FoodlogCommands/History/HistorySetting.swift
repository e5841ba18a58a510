import CLIKit
import FoodlogSupport

/// Whether the foods you logged before rank first: on unless `--no-history` is given or the
/// configuration file says
///
///     [history]
///     enabled = false
enum HistorySetting {
    /// The option `search`, `add` and `repeat`'s siblings share.
    static let option: Option<Bool> = .flag("no-history", help: "Do not rank the foods you logged before first (or set [history] enabled = false in the config).")

    /// `--no-history`, else the config key, else on. A config file that cannot be read or parsed,
    /// or a value that is not true/false, is an error naming the file and line (exit 78).
    static func enabled(_ arguments: ParsedArguments, context: CommandContext) throws(ConfigError) -> Bool {
        if arguments[option] { return false }
        return try configured(context)
    }

    /// The config key alone (`__complete` reads the typed words for `--no-history` itself).
    static func configured(_ context: CommandContext) throws(ConfigError) -> Bool {
        try ConfigFile.load(path: PathString.join(context.paths.config, "config")).bool("history", "enabled") ?? true
    }
}
