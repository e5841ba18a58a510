import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import AIAnalysis

/// The cache is looked up before the product index is searched: a cached answer without
/// database items never searches it, one with them searches it once, and a miss grounds the
/// prompt as before.
@Suite struct CacheFirstGroundingTests {
    let chicken = GroundingFood(id: "usda:171477", name: "Chicken, broiler, breast, grilled", kcal: 165, protein: 31, carbs: 0, fat: 3.6)
    let rice = GroundingFood(id: "usda:168878", name: "Rice, white, cooked", kcal: 130, protein: 2.7, carbs: 28.2, fat: 0.3)

    /// FakeGrounding that counts its searches.
    final class CountingGrounding: FoodGrounding, @unchecked Sendable {
        private let inner: FakeGrounding
        private let lock = NSLock()
        private var count = 0
        init(_ foods: [GroundingFood]) { inner = FakeGrounding(foods: foods) }
        func foods(matching phrase: String, limit: Int) -> [GroundingFood] {
            lock.lock(); count += 1; lock.unlock()
            return inner.foods(matching: phrase, limit: limit)
        }
        var searches: Int { lock.lock(); defer { lock.unlock() }; return count }
    }

    let grounded = """
    {"title":"Chicken and rice","items":[{"name":"grilled chicken","grams":150,"calories":240,"protein":45,"carbs":0,"fat":5,"confidence":0.9,"source":"database","matched_id":"usda:171477"},{"name":"rice","grams":150,"calories":195,"protein":4,"carbs":42,"fat":0.5,"confidence":0.8,"source":"estimate","matched_id":null}],"total":{"calories":435,"protein":49,"carbs":42,"fat":5.5},"confidence":0.85}
    """
    let ungrounded = """
    {"title":"Chicken and rice","items":[{"name":"grilled chicken","grams":150,"calories":240,"protein":45,"carbs":0,"fat":5,"confidence":0.9,"source":"estimate","matched_id":null}],"total":{"calories":240,"protein":45,"carbs":0,"fat":5},"confidence":0.85}
    """

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func aHitWithoutDatabaseItemsNeverSearchesTheIndex() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(openAISuccess(ungrounded))
        server.enqueue(success)
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }

        let first = CountingGrounding([chicken, rice])
        let fresh = try MealEstimator(chain: makeChain(server, kinds: [.openai], cacheDirectory: directory), grounding: first)
            .estimate(description: "grilled chicken 150g and rice")
        #expect(!fresh.cached)
        #expect(first.searches == 2)  // "grilled chicken", "rice": the prompt was grounded
        #expect(String(decoding: server.requests[0].body, as: UTF8.self).contains("usda:171477 | Chicken, broiler, breast, grilled"))

        let second = CountingGrounding([chicken, rice])
        let progress = LineRecorder()
        let cached = try MealEstimator(chain: makeChain(server, kinds: [.openai], cacheDirectory: directory, progress: progress), grounding: second)
            .estimate(description: "Grilled  chicken 150g and rice")
        #expect(cached.cached)
        #expect(cached.items == fresh.items)
        #expect(second.searches == 0)
        #expect(progress.lines == ["cache: looking up", "cache: hit (openai, gpt-6-luna)"])
        #expect(server.requests.count == 1)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func aHitWithADatabaseItemSearchesOnceAndTakesTheIndexNumbers() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(openAISuccess(grounded))
        server.enqueue(success)
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try MealEstimator(chain: makeChain(server, kinds: [.openai], cacheDirectory: directory), grounding: CountingGrounding([chicken, rice]))
            .estimate(description: "grilled chicken and rice")

        let grounding = CountingGrounding([chicken, rice])
        let cached = try MealEstimator(chain: makeChain(server, kinds: [.openai], cacheDirectory: directory), grounding: grounding)
            .estimate(description: "grilled chicken and rice")
        #expect(cached.cached)
        #expect(grounding.searches == 2)  // once per phrase, not again when the estimate is built
        #expect(cached.items[0].source == .database)
        #expect(cached.items[0].macros.calories == 247.5)
        #expect(server.requests.count == 1)

        // Without the index the same cached answer's database claim is not trusted.
        let ungroundedHit = try MealEstimator(chain: makeChain(server, kinds: [.openai], cacheDirectory: directory))
            .estimate(description: "grilled chicken and rice")
        #expect(ungroundedHit.items[0].source == .estimate)
        #expect(ungroundedHit.items[0].macros.calories == 240)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func noCacheStillGroundsThePromptAndLooksNothingUp() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(openAISuccess(grounded))
        server.enqueue(success)
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let progress = LineRecorder()
        var chain = makeChain(server, kinds: [.openai], cacheDirectory: directory, progress: progress)
        chain.readsCache = false
        let grounding = CountingGrounding([chicken, rice])
        let meal = try MealEstimator(chain: chain, grounding: grounding).estimate(description: "grilled chicken and rice")
        #expect(!meal.cached)
        #expect(grounding.searches == 2)
        #expect(!progress.lines.contains { $0.hasPrefix("cache:") })
        #expect(meal.items[0].macros.calories == 247.5)
    }
}
