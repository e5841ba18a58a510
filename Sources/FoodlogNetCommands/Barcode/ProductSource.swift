/// Where `foodlog product` found what it shows; `jsonName` is the `source` member of `--json`.
enum ProductSource: Equatable {
    /// Open Food Facts, just now.
    case network
    /// The disk cache, this many seconds old.
    case cache(age: Double)
    /// An expired cache entry, because Open Food Facts could not be asked.
    case staleCache(age: Double)
    /// The local product index, because Open Food Facts could not be asked or does not know the code.
    case index

    var jsonName: String {
        switch self {
        case .network: return "open_food_facts"
        case .cache: return "cache"
        case .staleCache: return "stale_cache"
        case .index: return "local_index"
        }
    }

    var age: Double? {
        switch self {
        case .cache(let age), .staleCache(let age): return age
        case .network, .index: return nil
        }
    }

    var text: String {
        switch self {
        case .network: return "Open Food Facts"
        case .cache(let age): return "Open Food Facts, cached " + OFFRuntime.age(age)
        case .staleCache(let age): return "Open Food Facts, cached " + OFFRuntime.age(age) + " (could not refresh)"
        case .index: return "the local product index"
        }
    }
}
