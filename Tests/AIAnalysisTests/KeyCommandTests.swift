import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import AIAnalysis

/// `key_cmd` runs only for a provider the chain is about to ask: never for a cache hit, never for
/// providers after the one that answered.
@Suite struct KeyCommandTests {
    /// Counts the commands run and answers each with a fixed key.
    final class CommandLog: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String] = []
        func run(_ command: String) -> Result<String, KeyCommandFailure> {
            lock.lock(); values.append(command); lock.unlock()
            return .success(testKey + "\n")
        }
        var commands: [String] { lock.lock(); defer { lock.unlock() }; return values }
    }

    func chain(_ server: LoopbackHTTPServer, log: CommandLog, cacheDirectory: String) -> ProviderChain {
        var chain = makeChain(server, kinds: [.openai, .anthropic], cacheDirectory: cacheDirectory)
        for index in chain.providers.indices {
            chain.providers[index].key = .command(KeyCommand("pass show \(chain.providers[index].name)", runner: { log.run($0) }))
        }
        return chain
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func onlyTheProviderAskedRunsItsKeyCommandAndACacheHitRunsNone() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(openAISuccess())
        server.enqueue(success)
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }

        let first = CommandLog()
        let answered = try MealEstimator(chain: chain(server, log: first, cacheDirectory: directory)).estimate(description: "two eggs")
        #expect(!answered.cached)
        #expect(first.commands == ["pass show openai"])
        let sent = try #require(server.requests.first)
        #expect(sent.header("authorization") == "Bearer " + testKey)

        let second = CommandLog()
        let cached = try MealEstimator(chain: chain(server, log: second, cacheDirectory: directory)).estimate(description: "two eggs")
        #expect(cached.cached)
        #expect(second.commands.isEmpty)
        #expect(server.requests.count == 1)
    }

    @Test func aFailingKeyCommandSkipsItsProviderWithTheReason() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        var chain = makeChain(server, kinds: [.openai], cacheDirectory: nil)
        chain.providers[0].key = .command(KeyCommand("false", runner: { _ in .failure(KeyCommandFailure("exit 1")) }))
        do {
            _ = try MealEstimator(chain: chain).estimate(description: "two eggs")
            Issue.record("a provider without a usable key answered")
        } catch {
            #expect(error.message.contains("key_cmd failed (exit 1)"))
            #expect(error.exitCode == .config)
        }
        #expect(server.requests.isEmpty)
    }
}
