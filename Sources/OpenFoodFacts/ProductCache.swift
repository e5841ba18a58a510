import FoodlogSupport

/// Open Food Facts answers kept on disk under `$XDG_CACHE_HOME/foodlog/products/CODE.json`
/// (the answer's JSON as received, named by the canonical barcode), so a product looked up once is
/// there offline. Files are written whole or not at all, and read with a cap: something else in a
/// file's place (too large, a FIFO, a directory) is a cache miss with a note, never a hang.
public struct ProductCache: Sendable {
    /// 1 MiB, the largest cached answer read or stored. An answer holds only the fields foodlog
    /// asks for (`OFFClient.fields`); real ones are some tens of kilobytes (40 KB for a product
    /// with long ingredient lists in several languages), so 1 MiB is 25 times that and still
    /// bounds what a damaged or planted file can make foodlog read. Answers over the cap are not
    /// stored, so every stored answer reads back.
    public static let maxFileBytes = StateFile.product.cap


    /// `<cache>/products`.
    public let directory: String
    /// Seconds an entry counts as fresh (used without asking the network).
    public let lifetime: Double
    let now: @Sendable () -> Double
    /// Receives one line (without the `foodlog: note: ` prefix) for a cache file that cannot be
    /// used and is not simply damaged: too large, or not a regular file.
    let note: @Sendable (String) -> Void

    public init(cacheDirectory: String, lifetime: Double = 7 * 86_400, now: @escaping @Sendable () -> Double,
                note: @escaping @Sendable (String) -> Void = { _ in }) {
        self.directory = StateFile.product.directory(under: cacheDirectory)
        self.lifetime = lifetime
        self.now = now
        self.note = note
    }

    /// A cached answer: the product, and how many seconds ago it was fetched.
    public struct Entry: Sendable {
        public var product: OFFProduct
        public var age: Double
        public var isFresh: Bool
    }

    func path(_ canonical: String) -> String { directory + "/" + canonical + ".json" }

    /// The cached product for a canonical barcode, or nil (a damaged file counts as absent and is
    /// removed; one over `maxFileBytes` or not a regular file counts as absent, with a note).
    public func entry(_ canonical: String) -> Entry? {
        let path = path(canonical)
        let outcome = StateFile.product.read(path)
        if let problem = outcome.problem {
            note("cached Open Food Facts answer \(path) \(problem); ignored as not cached, remove it")
        }
        guard let bytes = outcome.bytes, let modified = try? FileSystem.status(path).modified else { return nil }
        guard let product = try? OFFResponseDecoder.decode(status: 200, body: bytes, requested: canonical) else {
            FileSystem.removeIfPresent(path)
            return nil
        }
        let age = max(0, now() - modified)
        return Entry(product: product, age: age, isFresh: age < lifetime)
    }

    /// Stores an answer; a cache that cannot be written is not an error (the lookup still worked).
    public func store(_ body: [UInt8], for canonical: String) {
        // An answer over the cap is not stored (`write` refuses it), so every stored one reads back.
        _ = try? StateFile.product.write(body, to: path(canonical))
    }
}
