import Foundation
import FoodlogSupport
import HTTPClient
import Testing
import TestSupport
@testable import AIAnalysis

/// Scripted faults over real HTTP: retries, backoff, fallbacks and the final error line.
@Suite struct ChainFaultTests {
    func estimate(_ chain: ProviderChain, _ text: String = "chicken and rice") throws(ChainError) -> MealEstimate {
        try MealEstimator(chain: chain).estimate(description: text)
    }

    func failure(_ chain: ProviderChain, _ text: String = "chicken and rice") -> ChainError? {
        do { _ = try estimate(chain, text); return nil } catch { return error }
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func rateLimitWithRetryAfterIsHonouredThenSucceeds() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let limited = try #require(fixtureResponse(429, "openai/observed_429_rate_limit_exceeded.json", headers: [("retry-after", "2")]))
        let success = try #require(openAISuccess())
        server.enqueue(limited, success)
        let sleeper = SleepRecorder()
        let meal = try estimate(makeChain(server, kinds: [.openai], sleeper: sleeper))
        #expect(meal.provider == "openai")
        #expect(sleeper.sleeps == [2])
        #expect(server.requests.count == 2)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func retryAfterMillisecondsWinsOverSeconds() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(anthropicSuccess())
        let limited = try #require(fixtureResponse(429, "anthropic/error_429_rate_limit_sdk_recorded.json", headers: [("retry-after", "3"), ("retry-after-ms", "250")]))
        server.enqueue(limited, success)
        let sleeper = SleepRecorder()
        _ = try estimate(makeChain(server, kinds: [.anthropic], sleeper: sleeper))
        #expect(sleeper.sleeps == [0.25])
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func anthropic429WithoutRetryAfterIsASpendLimitAndMovesOn() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let limited = try #require(fixtureResponse(429, "anthropic/error_429_rate_limit_sdk_recorded.json"))
        let success = try #require(geminiSuccess())
        server.enqueue(limited, success)
        let sleeper = SleepRecorder()
        let meal = try estimate(makeChain(server, kinds: [.anthropic, .gemini], sleeper: sleeper))
        #expect(meal.provider == "gemini")
        #expect(sleeper.sleeps.isEmpty)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func geminiRetryInfoDelayIsReadFromTheBody() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let limited = try #require(fixtureResponse(429, "gemini/observed_429_resource_exhausted_retryinfo.json"))
        let success = try #require(geminiSuccess())
        server.enqueue(limited, success)
        let sleeper = SleepRecorder()
        _ = try estimate(makeChain(server, kinds: [.gemini], retry: RetryPolicy(maxServerDelay: 30), sleeper: sleeper))
        #expect(sleeper.sleeps == [26])
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func aServerDelayBeyondTheCapMovesToTheNextProviderWithoutSleeping() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let limited = try #require(fixtureResponse(429, "gemini/observed_429_resource_exhausted_retryinfo.json"))
        let success = try #require(openAISuccess())
        server.enqueue(limited, success)
        let sleeper = SleepRecorder()
        let meal = try estimate(makeChain(server, kinds: [.gemini, .openai], retry: RetryPolicy(maxServerDelay: 20), sleeper: sleeper))
        #expect(meal.provider == "openai")
        #expect(sleeper.sleeps.isEmpty)
    }

    @Test func serverErrorsAreRetriedThreeTimesWithExponentialBackoff() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(.json(500, "{}"), .json(503, "{}"), .json(529, #"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#))
        let sleeper = SleepRecorder()
        let error = try #require(failure(makeChain(server, kinds: [.anthropic], sleeper: sleeper)))
        #expect(error.message == "anthropic: overloaded (529) after 3 tries")
        #expect(error.exitCode == .unavailable)
        #expect(error.isNetworkOnly)
        #expect(sleeper.sleeps == [0.5, 1.0])
        #expect(server.requests.count == 3)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func theOneLineSummaryNamesEachProvidersOutcome() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let quota = try #require(fixtureResponse(429, "openai/observed_429_insufficient_quota.json"))
        server.enqueue(quota, .json(503, "{}"), .json(503, "{}"), .json(503, "{}"))
        var chain = makeChain(server, kinds: [.openai, .anthropic, .gemini])
        chain.providers[1].key = .missing
        let error = try #require(failure(chain))
        #expect(error.message == "openai: quota exhausted; anthropic: no key; gemini: 503 after 3 tries")
        #expect(error.exitCode == .unavailable)
        #expect(server.requests.count == 4)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func badKeysAreNotRetriedAndNeverEchoed() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let openai = try #require(fixtureText("openai/observed_401_invalid_api_key.json"))
        let gemini = try #require(fixtureResponse(400, "gemini/googleai_unary-failure-api-key.json"))
        // The real body echoes part of the key; here it echoes all of ours, as a careless proxy might.
        let echoing = openai.replacingOccurrences(of: "sk-VKMIs***************************************wjh3", with: testKey)
        server.enqueue(.json(401, echoing), .json(401, #"{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}"#), gemini)
        let error = try #require(failure(makeChain(server, kinds: [.openai, .anthropic, .gemini])))
        #expect(error.message == "openai: key rejected (401 invalid_api_key); anthropic: key rejected (401); gemini: key rejected (400 API_KEY_INVALID)")
        #expect(error.exitCode == .config)
        #expect(!error.message.contains(testKey))
        #expect(server.requests.count == 3)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func unknownModelsMoveOn() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let openai = try #require(fixtureResponse(404, "openai/observed_404_model_not_found.json"))
        let anthropic = try #require(fixtureResponse(404, "anthropic/error_404_not_found_docs_example.json"))
        let gemini = try #require(fixtureResponse(404, "gemini/googleai_unary-failure-unknown-model.json"))
        server.enqueue(openai, anthropic, gemini)
        let error = try #require(failure(makeChain(server, kinds: [.openai, .anthropic, .gemini])))
        #expect(error.message == "openai: unknown model 'gpt-6-luna' (404); anthropic: unknown model 'claude-haiku-5-5' (404); gemini: unknown model 'gemini-3.5-flash-lite' (404)")
        #expect(error.exitCode == .config)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func aSlowResponsePastTheTimeoutFailsAsATimeout() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(openAISuccess())
        var slow = success
        slow.delay = 1.0
        server.enqueue(slow)
        let started = Date()
        let error = try #require(failure(makeChain(server, kinds: [.openai], timeout: 0.3, retry: RetryPolicy(maxAttempts: 1))))
        #expect(error.message == "openai: timed out")
        #expect(error.exitCode == .unavailable)
        #expect(Date().timeIntervalSince(started) < 0.9)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func aDroppedConnectionIsRetried() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(openAISuccess())
        server.enqueue(.drop, success)
        let meal = try estimate(makeChain(server, kinds: [.openai]))
        #expect(meal.provider == "openai")
        #expect(server.requests.count == 2)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func aTruncatedBodyIsAFailedAttempt() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        var truncated = try #require(openAISuccess())
        truncated.behaviour = .truncateBody(after: 40)
        server.enqueue(truncated)
        let error = try #require(failure(makeChain(server, kinds: [.openai], retry: RetryPolicy(maxAttempts: 1))))
        // Linux's curl-based URLSession reports the cut; Darwin's reports a lost connection.
        #expect(["openai: connection failed (response cut off)", "openai: connection failed (connection lost)"].contains(error.message))
        #expect(error.exitCode == .unavailable)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func malformedAnswerJSONIsRetriedWithAPreciseReason() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let broken = try #require(openAISuccess(#"{"title":"x","items":[{"name":"egg""#))
        let success = try #require(openAISuccess())
        server.enqueue(broken, success)
        let progress = LineRecorder()
        let meal = try estimate(makeChain(server, kinds: [.openai], progress: progress))
        #expect(meal.items.count == 2)
        #expect(progress.lines.contains { $0.hasPrefix("openai: answer is not valid JSON (expected ',' or '}' in an object") || $0.contains("unexpected end of input") })
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func truncatedAnswersRefusalsAndBlocksAreReportedPrecisely() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let length = try #require(fixtureResponse(200, "openai/chat_completion_finish_length_sdk_recorded.json"))
        let refusal = try #require(fixtureResponse(200, "openai/chat_completion_refusal_sdk_recorded.json"))
        let blocked = try #require(fixtureResponse(200, "gemini/vertexai_unary-failure-prompt-blocked-safety.json"))
        server.enqueue(length, refusal, blocked)
        var chain = makeChain(server, kinds: [.openai, .compatible, .gemini], retry: RetryPolicy(maxAttempts: 1))
        chain.providers[1].key = .missing
        let error = try #require(failure(chain))
        #expect(error.message == "openai: answer truncated (finish_reason length); compatible: refused: I'm very sorry, but I can't assist with that.; gemini: prompt blocked (SAFETY)")
        #expect(error.exitCode == .dataError)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func geminiCandidatesThatDidNotStopCleanlyAreFailures() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let safety = try #require(fixtureResponse(200, "gemini/googleai_unary-failure-finish-reason-safety.json"))
        let feedback = try #require(fixtureResponse(200, "gemini/googleai_unary-failure-only-prompt-feedback.json"))
        let other = try #require(fixtureResponse(200, "gemini/googleai_unary-failure-with-message-no-content.json"))
        for (response, expected) in [(safety, "gemini: answer blocked (finishReason SAFETY)"),
                                     (feedback, "gemini: prompt blocked: Message"),
                                     (other, "gemini: no answer (finishReason OTHER): Model failed to generate content due to internal error.")] {
            server.enqueue(response)
            let error = try #require(failure(makeChain(server, kinds: [.gemini], retry: RetryPolicy(maxAttempts: 1))))
            #expect(error.message == expected)
        }
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func anAnswerWithANegativeNumberIsAFailedAttempt() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let negative = mealAnswer.replacingOccurrences(of: #""grams":150"#, with: #""grams":-150"#)
        let bad = try #require(anthropicSuccess(negative))
        server.enqueue(bad)
        let error = try #require(failure(makeChain(server, kinds: [.anthropic], retry: RetryPolicy(maxAttempts: 1))))
        #expect(error.message == "anthropic: items[0].grams is negative (-150)")
        #expect(error.exitCode == .dataError)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func anthropicImageTooLargeErrorIsAPhotoProblem() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let tooBig = try #require(fixtureResponse(400, "anthropic/observed_400_image_exceeds_5mb.json"))
        let rejected = try #require(fixtureResponse(400, "gemini/vertexai_unary-failure-image-rejected.json"))
        server.enqueue(tooBig, rejected)
        let photo = try ImageInput(bytes: jpegBytes, source: "p.jpg")
        do {
            _ = try MealEstimator(chain: makeChain(server, kinds: [.anthropic, .gemini])).estimate(photo: photo)
            Issue.record("expected a failure")
        } catch {
            #expect(error.message.hasPrefix("anthropic: photo rejected (400): messages.44.content.1.image.source.base64: image exceeds 5 MB maximum"))
            #expect(error.message.hasSuffix("; gemini: photo rejected (400)"))
            #expect(error.exitCode == .dataError)
        }
    }

    @Test func aKeyIsNeverSentOverPlainHTTPToARemoteHost() throws {
        let recorder = LineRecorder()
        let settings = ProviderSettings(kind: .openai, baseURL: "http://api.example.com/v1", key: .present(APIKey(testKey)))
        let chain = ProviderChain(providers: [settings], cache: nil,
                                  effects: ChainEffects(transport: URLSessionTransport(), progress: { recorder.add($0) }))
        let error = try #require(failure(chain))
        #expect(error.message == "openai: refusing to send the key over plain HTTP to api.example.com; use https, or http only to 127.0.0.1, [::1] or localhost")
        #expect(error.exitCode == .config)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func theDailyCapStopsTheChain() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(openAISuccess())
        server.enqueue(success, success)
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let budget = DailyCallBudget(path: directory + "/ai-calls", limit: 1, now: { 1_800_000_000 })
        _ = try estimate(makeChain(server, kinds: [.openai], budget: budget), "first meal")
        let error = try #require(failure(makeChain(server, kinds: [.openai], budget: budget), "second meal"))
        #expect(error == .dailyLimitReached(limit: 1))
        #expect(error.exitCode == .temporaryFailure)
        #expect(server.requests.count == 1)
        #expect(budget.used() == 1)
    }

    @Test func theOverallDeadlineStopsRetrying() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(.json(503, "{}"), .json(503, "{}"), .json(503, "{}"))
        let ticks = Ticker(step: 7)
        var chain = makeChain(server, kinds: [.openai, .gemini])
        chain.deadline = 20
        chain.effects.clock = { ticks.next() }
        let error = try #require(failure(chain))
        guard case .deadlineExceeded(let seconds, let outcomes) = error else { Issue.record("got \(error)"); return }
        #expect(seconds == 20)
        #expect(outcomes.first?.provider == "openai")
        #expect(error.exitCode == .unavailable)
        #expect(server.requests.count < 3)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func progressNamesEachStage() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(openAISuccess())
        server.enqueue(.json(500, "{}"), success)
        let progress = LineRecorder()
        let photo = try ImageInput(bytes: jpegBytes, source: "p.jpg")
        let cache = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        _ = try MealEstimator(chain: makeChain(server, kinds: [.openai], cacheDirectory: cache, progress: progress)).estimate(photo: photo)
        #expect(progress.lines == ["cache: looking up", "cache: miss", "openai: encoding photo", "openai: attempt 1 of 3 (gpt-6-luna)",
                                   "openai: parsing answer (HTTP 500)", "openai: 500", "openai: waiting 0.5 s",
                                   "openai: attempt 2 of 3 (gpt-6-luna)", "openai: parsing answer (HTTP 200)"])
    }
}

/// A clock that advances by `step` seconds each time it is read.
final class Ticker: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0.0
    let step: Double
    init(step: Double) { self.step = step }
    func next() -> Double { lock.lock(); defer { lock.unlock() }; value += step; return value }
}
