/// Finds a product by barcode: the disk cache when fresh, else Open Food Facts (within the rate
/// limit), else a stale cached answer. Not found is final; a network failure falls back.
public struct ProductLookup: Sendable {
    /// Where the product came from.
    public enum Origin: Sendable, Equatable {
        /// Fetched just now.
        case network
        /// From the cache, fetched this many seconds ago.
        case cache(age: Double)
        /// From an expired cache entry because Open Food Facts could not be asked (the reason).
        case staleCache(age: Double, reason: String)
    }

    public var client: OFFClient
    public var cache: ProductCache
    public var limiter: ReadRateLimiter
    /// Progress lines (stderr on a terminal or with `--verbose`).
    public var progress: @Sendable (String) -> Void

    public init(client: OFFClient, cache: ProductCache, limiter: ReadRateLimiter, progress: @escaping @Sendable (String) -> Void = { _ in }) {
        self.client = client
        self.cache = cache
        self.limiter = limiter
        self.progress = progress
    }

    /// The product for `barcode`; `refresh` skips a fresh cache entry.
    public func lookup(_ barcode: String, refresh: Bool = false) throws(OFFError) -> (product: OFFProduct, origin: Origin) {
        guard let canonical = OFFBarcode.canonical(barcode) else { throw .invalidBarcode(barcode) }
        let cached = cache.entry(canonical)
        if let cached, cached.isFresh, !refresh {
            progress("Open Food Facts answer for \(canonical) from the cache")
            return (cached.product, .cache(age: cached.age))
        }
        do {
            try limiter.acquire()
            progress("asking Open Food Facts for \(canonical)")
            let (product, body) = try client.fetch(canonical)
            cache.store(body, for: canonical)
            return (product, .network)
        } catch {
            switch error {
            case .unreachable, .malformed, .rateLimited:
                guard let cached else { throw error }
                return (cached.product, .staleCache(age: cached.age, reason: error.message))
            default:
                throw error
            }
        }
    }
}
