import FoodIndex
import FoodJournal
import FoodlogSupport

/// The history work of one `foodlog search`, for Tools/history-bench to time in-process: read the
/// config key, fingerprint the journal, read the cache (or rebuild it when the journal changed),
/// and pick the foods you logged that match the query. The index search itself is not included:
/// this is what "your foods first" adds to it.
public struct HistoryProbe {
    let journal: Journal
    let cachePath: String
    let configPath: String
    let index: ProductIndex

    /// A probe over the journal in `dataDirectory` (`$XDG_DATA_HOME/foodlog`), the cache in
    /// `cacheDirectory` (`$XDG_CACHE_HOME/foodlog`), the config in `configDirectory`.
    public init(dataDirectory: String, cacheDirectory: String, configDirectory: String, index: ProductIndex,
                now: @escaping () -> Double = Platform.wallClockSeconds) {
        journal = Journal(dataDirectory: dataDirectory, zone: .fixed(0), now: now)
        cachePath = StateFile.history.path(under: cacheDirectory)
        configPath = PathString.join(configDirectory, "config")
        self.index = index
    }

    /// The codes of your foods `foodlog search QUERY` would put first (`prefix`: as `search -i`
    /// would, the last word a start), or nil when the config turns history off.
    public func yourFoods(_ query: String, prefix: Bool, limit: Int = 10) -> [String]? {
        guard (try? ConfigFile.load(path: configPath).bool("history", "enabled")) != false else { return nil }
        let history = HistoryLoader.load(journal: journal, cachePath: cachePath, index: index)
        return HistoryLoader.products(history, query: query, prefix: prefix, kind: nil, limit: HistoryFirstSearch.maximumFirst(limit),
                                      index: index, now: journal.currentTime().epochSeconds).map(\.code)
    }

    /// How many foods the history holds (building the cache if needed).
    public var foodCount: Int { HistoryLoader.load(journal: journal, cachePath: cachePath, index: index).items.count }
}
