import Foundation
import FoodlogSupport
import HTTPClient
import TestSupport
@testable import OpenFoodFacts

/// The real Open Food Facts answers in ../shared, read at test time (nil when absent; tests gate on `SharedData.available`).
enum RealAnswers {
    /// `shared/data/off-api/NAME`.
    static func data(_ name: String) -> [UInt8]? { bytes("data/off-api/" + name) }
    /// `shared/reference/fixtures/openfoodfacts/NAME`.
    static func fixture(_ name: String) -> [UInt8]? { bytes("reference/fixtures/openfoodfacts/" + name) }

    static func bytes(_ relative: String) -> [UInt8]? {
        guard let path = SharedData.file(relative), let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    static func response(_ status: Int, _ bytes: [UInt8]) -> LoopbackHTTPServer.Response {
        LoopbackHTTPServer.Response(status: status, headers: [("Content-Type", "application/json")], body: bytes)
    }
}

/// A clock tests move by hand; it starts at the real time, as cache file ages are measured from it.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Double
    init(_ start: Double = Date().timeIntervalSince1970.rounded()) { value = start }
    var now: Double { lock.lock(); defer { lock.unlock() }; return value }
    func advance(_ seconds: Double) { lock.lock(); value += seconds; lock.unlock() }
}

/// A lookup against a loopback server, with its cache and limiter in a scratch directory.
func makeLookup(_ server: LoopbackHTTPServer, cache directory: TemporaryDirectory, clock: TestClock = TestClock(),
                limit: Int = 15, lifetime: Double = 7 * 86_400) -> ProductLookup {
    ProductLookup(client: OFFClient(baseURL: server.baseURL + "/", version: "9.9.9", contact: "tests@example.org",
                                    transport: URLSessionTransport(), timeout: 5),
                  cache: ProductCache(cacheDirectory: directory.path, lifetime: lifetime, now: { clock.now }),
                  limiter: ReadRateLimiter(cacheDirectory: directory.path, limit: limit, now: { clock.now }))
}
