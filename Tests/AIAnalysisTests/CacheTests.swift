import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import AIAnalysis

@Suite struct CacheTests {
    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func aCacheHitNeverTouchesTheNetworkAndHoldsNoKey() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(openAISuccess())
        server.enqueue(success)
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let photo = try ImageInput(bytes: jpegBytes, source: "p.jpg")

        let first = try MealEstimator(chain: makeChain(server, kinds: [.openai], cacheDirectory: directory)).estimate(photo: photo)
        #expect(!first.cached)
        let progress = LineRecorder()
        let second = try MealEstimator(chain: makeChain(server, kinds: [.openai], cacheDirectory: directory, progress: progress)).estimate(photo: photo)
        #expect(second.cached)
        #expect(second.items == first.items)
        #expect(server.requests.count == 1)
        #expect(progress.lines.contains("cache: hit (openai, gpt-6-luna)"))

        let files = try FileManager.default.contentsOfDirectory(atPath: directory + "/ai")
        #expect(files.count == 1)
        let stored = try String(contentsOfFile: directory + "/ai/" + files[0], encoding: .utf8)
        #expect(!stored.contains(testKey))
        #expect(!stored.contains("Bearer"))
        #expect(!stored.contains(Data(jpegBytes).base64EncodedString()))
    }

    @Test func theKeyDependsOnInputProviderModelAndPromptVersion() throws {
        let photo = try ImageInput(bytes: jpegBytes, source: "p.jpg")
        let base = StructuredRequest(system: "s", text: "t", image: photo, schemaName: "n", schema: .object([]), promptVersion: "v1")
        var other = base
        other.promptVersion = "v2"
        let keys = [AnswerCache.key(base, provider: "openai", model: "a"), AnswerCache.key(base, provider: "gemini", model: "a"),
                    AnswerCache.key(base, provider: "openai", model: "b"), AnswerCache.key(other, provider: "openai", model: "a")]
        #expect(Set(keys).count == 4)
        #expect(keys[0].count == 64)
        // Normalised text: spacing and case do not matter.
        let a = StructuredRequest(system: "s", text: "Two  Eggs\n", schemaName: "n", schema: .null, promptVersion: "v")
        let b = StructuredRequest(system: "s", text: "two eggs", schemaName: "n", schema: .null, promptVersion: "v")
        #expect(AnswerCache.key(a, provider: "p", model: "m") == AnswerCache.key(b, provider: "p", model: "m"))
    }

    @Test func entriesExpireAndClearRemovesThem() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let request = StructuredRequest(system: "s", text: "egg", schemaName: "n", schema: .null, promptVersion: "v")
        let clock = Clock(now: 1000)
        let cache = AnswerCache(cacheDirectory: directory, lifetime: 60, now: { clock.now })
        cache.store(.object([("ok", .bool(true))]), for: request, provider: "p", model: "m")
        #expect(cache.lookup(request, provider: "p", model: "m") != nil)
        #expect(cache.lookup(request, provider: "p", model: "other") == nil)
        clock.now = 1061
        #expect(cache.lookup(request, provider: "p", model: "m") == nil)
        #expect(try cache.clear() == 1)
        #expect(try cache.clear() == 0)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func noCacheSkipsTheLookupButStoresTheFreshAnswer() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(openAISuccess())
        server.enqueue(success, success)
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try MealEstimator(chain: makeChain(server, kinds: [.openai], cacheDirectory: directory)).estimate(description: "egg")
        var chain = makeChain(server, kinds: [.openai], cacheDirectory: directory)
        chain.readsCache = false
        let fresh = try MealEstimator(chain: chain).estimate(description: "egg")
        #expect(!fresh.cached)
        #expect(server.requests.count == 2)
    }

    final class Clock: @unchecked Sendable {
        var now: Double
        init(now: Double) { self.now = now }
    }
}
