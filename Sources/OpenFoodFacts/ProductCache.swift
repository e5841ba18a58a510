import Foundation

/// Open Food Facts answers kept on disk under `$XDG_CACHE_HOME/foodlog/products/CODE.json`
/// (the answer's JSON as received, named by the canonical barcode), so a product looked up once is
/// there offline. Files are written whole or not at all.
public struct ProductCache: Sendable {
    /// `<cache>/products`.
    public let directory: String
    /// Seconds an entry counts as fresh (used without asking the network).
    public let lifetime: Double
    let now: @Sendable () -> Double

    public init(cacheDirectory: String, lifetime: Double = 7 * 86_400, now: @escaping @Sendable () -> Double) {
        self.directory = cacheDirectory + "/products"
        self.lifetime = lifetime
        self.now = now
    }

    /// A cached answer: the product, and how many seconds ago it was fetched.
    public struct Entry: Sendable {
        public var product: OFFProduct
        public var age: Double
        public var isFresh: Bool
    }

    func path(_ canonical: String) -> String { directory + "/" + canonical + ".json" }

    /// The cached product for a canonical barcode, or nil (a damaged file counts as absent and is removed).
    public func entry(_ canonical: String) -> Entry? {
        let path = path(canonical)
        guard let data = FileManager.default.contents(atPath: path),
              let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date else { return nil }
        guard let product = try? OFFResponseDecoder.decode(status: 200, body: [UInt8](data), requested: canonical) else {
            try? FileManager.default.removeItem(atPath: path)
            return nil
        }
        let age = max(0, now() - modified.timeIntervalSince1970)
        return Entry(product: product, age: age, isFresh: age < lifetime)
    }

    /// Stores an answer; a cache that cannot be written is not an error (the lookup still worked).
    public func store(_ body: [UInt8], for canonical: String) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try Data(body).write(to: URL(fileURLWithPath: path(canonical)), options: .atomic)
        } catch {
            return
        }
    }
}
