import Foundation
import Testing
@testable import AIAnalysis

@Suite struct QueueTests {
    @Test func queuedRequestsRoundTripInOrderAndAreRemovedOnlyWhenAsked() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let queue = RequestQueue(dataDirectory: directory)
        #expect(queue.ids().isEmpty)
        let snap = QueuedRequest(kind: .snap, text: "big bowl", image: jpegBytes, advanced: true, provider: "gemini")
        let text = QueuedRequest(kind: .estimate, text: "two eggs", image: nil, advanced: false, provider: nil)
        let first = try queue.add(snap, now: 1000)
        let second = try queue.add(text, now: 1001)
        #expect(queue.ids() == [first, second])
        #expect(try queue.load(first) == snap)
        #expect(try queue.load(second) == text)
        queue.remove(first)
        #expect(queue.ids() == [second])
    }

    @Test func aDamagedEntryIsReportedNotGuessed() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let queue = RequestQueue(dataDirectory: directory)
        try FileManager.default.createDirectory(atPath: queue.directory, withIntermediateDirectories: true)
        try "{\"kind\":".write(toFile: queue.directory + "/1-x.json", atomically: true, encoding: .utf8)
        #expect(throws: QueueError.damaged(path: queue.directory + "/1-x.json")) { try queue.load("1-x") }
    }

    @Test func onlyNetworkFailuresAreQueueable() {
        let network = ChainError.allFailed([ProviderOutcome(provider: "openai", failure: .retry("timed out"), attempts: 3)])
        let mixed = ChainError.allFailed([ProviderOutcome(provider: "openai", failure: .retry("timed out"), attempts: 3),
                                          ProviderOutcome(provider: "gemini", failure: .skip("no key", .config), attempts: 0)])
        let refused = ChainError.allFailed([ProviderOutcome(provider: "openai", failure: .retry("timed out"), attempts: 3),
                                            ProviderOutcome(provider: "gemini", failure: .skip("prompt blocked (SAFETY)", .badData), attempts: 1)])
        let keys = ChainError.allFailed([ProviderOutcome(provider: "gemini", failure: .skip("no key", .config), attempts: 0)])
        #expect(network.isNetworkOnly)
        #expect(mixed.isNetworkOnly)
        #expect(mixed.exitCode == .unavailable)
        #expect(!refused.isNetworkOnly)
        #expect(!keys.isNetworkOnly)
        #expect(keys.exitCode == .config)
    }
}
