import Foundation
import Testing
import TestSupport
@testable import OpenFoodFacts

/// The disk cache (offline use) and the persistent read limiter.
@Suite struct CacheAndLimitTests {
    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func aSecondLookupWorksWithTheServerGone() throws {
        let body = try #require(RealAnswers.data("3029330003533.json"))
        let server = try LoopbackHTTPServer()
        server.enqueue(RealAnswers.response(200, body))
        let directory = TemporaryDirectory("off-cache")
        defer { directory.remove() }
        let clock = TestClock()
        let first = try makeLookup(server, cache: directory, clock: clock).lookup("3029330003533")
        server.stop()
        #expect(FileManager.default.contents(atPath: directory.file("products/3029330003533.json")) == Data(body))
        clock.advance(3_600)
        let second = try makeLookup(server, cache: directory, clock: clock).lookup("3029330003533")
        #expect(second.product == first.product)
        guard case .cache(let age) = second.origin else { Issue.record("\(second.origin)"); return }
        #expect(age > 3_590 && age < 3_700)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func anExpiredCopyIsRefreshedOnlineAndUsedOffline() throws {
        let body = try #require(RealAnswers.data("5449000011527.json"))
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(RealAnswers.response(200, body), RealAnswers.response(200, body), .json(503, "down"))
        let directory = TemporaryDirectory("off-cache")
        defer { directory.remove() }
        let lookup = makeLookup(server, cache: directory, lifetime: 0)
        #expect(try lookup.lookup("5449000011527").origin == .network)
        #expect(try lookup.lookup("5449000011527").origin == .network)
        let offline = try lookup.lookup("5449000011527")
        guard case .staleCache(_, let reason) = offline.origin else { Issue.record("\(offline.origin)"); return }
        #expect(reason == OFFError.unreachable(reason: "HTTP 503, server busy or down").message)
        #expect(offline.product.name == "Fanta Orange")
        #expect(server.requests.count == 3)
        // --refresh asks even when the copy is fresh.
        let fresh = makeLookup(server, cache: directory)
        server.enqueue(RealAnswers.response(200, body))
        #expect(try fresh.lookup("5449000011527", refresh: true).origin == .network)
        #expect(server.requests.count == 4)
    }

    @Test func aDamagedCacheFileIsIgnoredAndRemoved() throws {
        let directory = TemporaryDirectory("off-cache")
        defer { directory.remove() }
        try FileManager.default.createDirectory(atPath: directory.file("products"), withIntermediateDirectories: true)
        _ = directory.write("products/3029330003533.json", #"{"code":"3029330003533","status":1,"prod"#)
        let cache = ProductCache(cacheDirectory: directory.path, now: { 2_000_000_000 })
        #expect(cache.entry("3029330003533") == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.file("products/3029330003533.json")))
    }

    @Test func theLimiterCountsReadsAcrossInstancesWithinAMinute() throws {
        let directory = TemporaryDirectory("off-limit")
        defer { directory.remove() }
        let clock = TestClock()
        func limiter() -> ReadRateLimiter { ReadRateLimiter(cacheDirectory: directory.path, limit: 3, now: { clock.now }) }
        try limiter().acquire()
        clock.advance(10)
        try limiter().acquire()
        clock.advance(10)
        try limiter().acquire()
        clock.advance(5)
        #expect(throws: OFFError.rateLimited(retryAfter: 35, limit: 3)) { try limiter().acquire() }
        clock.advance(35)
        try limiter().acquire()
        #expect(throws: OFFError.rateLimited(retryAfter: 10, limit: 3)) { try limiter().acquire() }
        #expect(OFFError.rateLimited(retryAfter: 10, limit: 3).exitCode.rawValue == 75)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func overTheLimitNoRequestIsSentAndACachedCopyIsUsed() throws {
        let body = try #require(RealAnswers.data("3029330003533.json"))
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(RealAnswers.response(200, body))
        let directory = TemporaryDirectory("off-limit")
        defer { directory.remove() }
        let lookup = makeLookup(server, cache: directory, limit: 1, lifetime: 0)
        _ = try lookup.lookup("3029330003533")
        let again = try lookup.lookup("3029330003533")
        guard case .staleCache(_, let reason) = again.origin else { Issue.record("\(again.origin)"); return }
        #expect(reason.contains("allows 1 product read a minute"))
        #expect(throws: OFFError.rateLimited(retryAfter: 60, limit: 1)) { try lookup.lookup("5449000011527") }
        #expect(server.requests.count == 1)
    }
}
