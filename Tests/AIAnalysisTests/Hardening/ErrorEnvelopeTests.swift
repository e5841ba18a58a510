import Foundation
import FoodlogSupport
import HTTPClient
import Testing
import TestSupport
@testable import AIAnalysis

/// Issue 8, class 7: a 200 whose body is an error envelope naming 5xx, overload or unavailability
/// is retried like that status, in each provider's wire format.
@Suite(.enabled(if: SharedData.directory != nil, "needs ../shared for the provider fixtures"))
struct ErrorEnvelopeTests {
    func answer(_ kind: ProviderKind, _ envelope: String, _ success: LoopbackHTTPServer.Response?) throws -> (MealEstimate, LoopbackHTTPServer, SleepRecorder) {
        let server = try LoopbackHTTPServer()
        server.enqueue(.json(200, envelope), try #require(success))
        let sleeper = SleepRecorder()
        let estimate = try MealEstimator(chain: makeChain(server, kinds: [kind], sleeper: sleeper)).estimate(description: "150g chicken and 158g rice")
        return (estimate, server, sleeper)
    }

    @Test(arguments: [
        #"{"error":{"code":503,"message":"The service is unavailable.","type":"server_error"}}"#,
        #"{"error":{"message":"Provider returned error","code":502,"metadata":{"provider_name":"X"}}}"#,
        #"{"error":{"message":"overloaded","type":"server_error"}}"#,
    ])
    func openAIStyleEnvelopesAreRetried(envelope: String) throws {
        let (estimate, server, sleeper) = try answer(.openai, envelope, openAISuccess())
        defer { server.stop() }
        #expect(estimate.items.count == 2)
        #expect(server.requests.count == 2)
        #expect(sleeper.sleeps.count == 1)
    }

    @Test func anthropicOverloadedEnvelopeIsRetried() throws {
        let (estimate, server, sleeper) = try answer(.anthropic, #"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#,
                                                     anthropicSuccess())
        defer { server.stop() }
        #expect(estimate.provider == "anthropic")
        #expect(server.requests.count == 2)
        #expect(sleeper.sleeps.count == 1)
    }

    @Test func geminiUnavailableEnvelopeIsRetried() throws {
        let (estimate, server, sleeper) = try answer(.gemini, #"{"error":{"code":503,"message":"The model is overloaded.","status":"UNAVAILABLE"}}"#,
                                                     geminiSuccess())
        defer { server.stop() }
        #expect(estimate.provider == "gemini")
        #expect(server.requests.count == 2)
        #expect(sleeper.sleeps.count == 1)
    }

    @Test func anEnvelopeThatKeepsSayingOverloadedEndsAsUnavailable() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let envelope = LoopbackHTTPServer.Response.json(200, #"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#)
        server.enqueue(envelope, envelope, envelope)
        do {
            _ = try MealEstimator(chain: makeChain(server, kinds: [.anthropic])).estimate(description: "150g chicken")
            Issue.record("answered")
        } catch {
            #expect(error.message == "anthropic: overloaded (529) after 3 tries")
            #expect(error.exitCode == .unavailable)
        }
    }

    @Test func statusesNamedByEnvelopes() {
        func status(_ body: String) -> Int {
            let response = HTTPResponse(status: 200, body: Array(body.utf8))
            return ErrorEnvelope.effectiveStatus(response, try? JSONParser.parse(response.body))
        }
        #expect(status(#"{"error":{"code":503}}"#) == 503)
        #expect(status(#"{"error":{"status":"UNAVAILABLE"}}"#) == 503)
        #expect(status(#"{"type":"error","error":{"type":"api_error"}}"#) == 500)
        #expect(status(#"{"error":{"code":"invalid_api_key"}}"#) == 401)
        #expect(status(#"{"error":{"code":200}}"#) == 502)
        #expect(status(#"{"choices":[]}"#) == 200)
        #expect(status(#"{"error":null,"choices":[]}"#) == 200)
    }
}

/// Found by Tools/fuzz: a Gemini `finishReason` of 4 KiB went whole into the one-line error.
@Suite struct OutcomeSummaryTests {
    @Test func aHugeReasonIsCutInTheSummary() {
        let outcome = ProviderOutcome(provider: "gemini", failure: .skip("answer blocked (finishReason " + String(repeating: "9", count: 4096) + ")", .badData), attempts: 3)
        #expect(outcome.summary.hasPrefix("gemini: answer blocked (finishReason 999"))
        #expect(outcome.summary.hasSuffix("9… after 3 tries"))
        #expect(outcome.summary.count == "gemini: ".count + ProviderOutcome.reasonLimit + "… after 3 tries".count)
        let short = ProviderOutcome(provider: "openai", failure: .skip("quota exhausted", .config), attempts: 1)
        #expect(short.summary == "openai: quota exhausted")
    }
}
