import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import AIAnalysis

/// Issue 8, class 3: no 12+ character run of a key reaches an error, a progress line, an answer
/// or the cache, whatever case or fragment a server echoes.
@Suite struct KeyRedactionTests {
    @Test func echoedKeysAreRedactedInErrorsAndProgress() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let fragment = String(testKey.dropFirst(5).prefix(14))
        server.enqueue(
            .json(500, #"{"error":{"message":"upstream said \#(testKey.uppercased()) is bad"}}"#),
            .json(503, #"{"error":{"message":"retry; fragment \#(fragment) seen"}}"#),
            .json(400, #"{"error":{"message":"Incorrect API key provided: \#(testKey). You can find your key at ..."}}"#))
        let progress = LineRecorder()
        let chain = makeChain(server, kinds: [.openai], progress: progress)
        do {
            _ = try MealEstimator(chain: chain).estimate(description: "150g chicken")
            Issue.record("answered")
        } catch {
            #expect(error.message == "openai: request rejected (400): Incorrect API key provided: [key]. You can find your key at ... after 3 tries")
            #expect(!containsKeyRun(error.message, key: testKey))
        }
        #expect(progress.lines.contains("openai: 500"))
        for line in progress.lines { #expect(!containsKeyRun(line, key: testKey), "\(line)") }
    }

    @Test(.enabled(if: SharedData.directory != nil, "needs ../shared for the provider fixtures"))
    func anAnswerEchoingTheKeyIsNeitherShownNorCached() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let answer = mealAnswer.replacingOccurrences(of: "grilled chicken breast", with: "chicken " + testKey.uppercased())
        server.enqueue(try #require(openAISuccess(answer)))
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let progress = LineRecorder()
        let estimate: MealEstimate
        do {
            estimate = try MealEstimator(chain: makeChain(server, kinds: [.openai], cacheDirectory: directory, progress: progress))
                .estimate(description: "150g chicken and 158g rice")
        } catch {
            Issue.record("\(error.message) \(progress.lines)")
            return
        }
        #expect(estimate.items.first?.name == "chicken [key]")
        let files = try FileManager.default.subpathsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }
        #expect(files.count == 1)
        for file in files {
            let text = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
            #expect(!containsKeyRun(text, key: testKey))
            #expect(text.contains("chicken [key]"))
        }
    }
}
