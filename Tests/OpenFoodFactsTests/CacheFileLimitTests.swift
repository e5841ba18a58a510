import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import OpenFoodFacts

/// What the product cache and the read limiter do with a file too large, or a FIFO in its place:
/// a miss with one note, never a stop. That the read is capped and never blocks is
/// `StateFileTests`' matrix, once for every state file.
@Suite(.timeLimit(.minutes(1))) struct CacheFileLimitTests {
    final class Notes: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    func makeCache(_ directory: TemporaryDirectory, _ notes: Notes) throws -> ProductCache {
        try FileManager.default.createDirectory(atPath: directory.file("products"), withIntermediateDirectories: true)
        return ProductCache(cacheDirectory: directory.path, now: { 2_000_000_000 }, note: { notes.add($0) })
    }

    @Test func aSparseFileOf64MiBIsAMissWithANoteAndIsNotRead() throws {
        let directory = TemporaryDirectory("off-cache")
        defer { directory.remove() }
        let notes = Notes()
        let cache = try makeCache(directory, notes)
        let path = directory.writeBytes("products/3029330003533.json", Array(#"{"code":"3029330003533","status":1}"#.utf8))
        #expect(truncate(path, 64 << 20) == 0)
        #expect(cache.entry("3029330003533") == nil)
        #expect(notes.all == ["cached Open Food Facts answer \(path) is larger than 1 MiB; ignored as not cached, remove it"])
        #expect(FileManager.default.fileExists(atPath: path), "the file is not ours to judge damaged; a new answer replaces it")
    }

    @Test func aFIFOInPlaceOfTheFileIsAMissWithANoteAndAFetchReplacesIt() throws {
        let directory = TemporaryDirectory("off-cache")
        defer { directory.remove() }
        let notes = Notes()
        let cache = try makeCache(directory, notes)
        let path = directory.file("products/3029330003533.json")
        #expect(mkfifo(path, 0o600) == 0)
        #expect(cache.entry("3029330003533") == nil)
        #expect(notes.all == ["cached Open Food Facts answer \(path) is a FIFO (named pipe), not a regular file; ignored as not cached, remove it"])
        let body = Array(#"{"code":"3029330003533","status":1,"product":{"product_name":"Test","nutriments":{"energy-kcal_100g":100}}}"#.utf8)
        cache.store(body, for: "3029330003533")
        #expect(cache.entry("3029330003533")?.product.name == "Test")
        #expect(notes.all.count == 1)
    }

    @Test func aFIFOInPlaceOfTheReadLogDoesNotHangOrStopReads() throws {
        let directory = TemporaryDirectory("off-limit")
        defer { directory.remove() }
        let limiter = ReadRateLimiter(cacheDirectory: directory.path, limit: 1, now: { 2_000_000_000 })
        #expect(mkfifo(limiter.path, 0o600) == 0)
        try limiter.acquire()
        try limiter.acquire()
        #expect(Platform.fileType(limiter.path) == .fifo)
    }

    @Test func aHugeReadLogIsReadAsEmptyAndRewritten() throws {
        let directory = TemporaryDirectory("off-limit")
        defer { directory.remove() }
        let limiter = ReadRateLimiter(cacheDirectory: directory.path, limit: 1, now: { 2_000_000_000 })
        directory.write("off-reads", "2000000000.000\n")
        #expect(truncate(limiter.path, 64 << 20) == 0)
        try limiter.acquire()
        #expect(TemporaryDirectory.read(limiter.path) == Array("2000000000.000\n".utf8))
        #expect(throws: OFFError.rateLimited(retryAfter: 60, limit: 1)) { try limiter.acquire() }
    }
}
