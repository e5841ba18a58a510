import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import AIAnalysis

/// Issue 8, class 4, through the real binaries: an endless body or a decompression bomb from a
/// provider or from Open Food Facts ends `estimate` and `product` with one clear line and a peak
/// memory far below what buffering it would take. The transport's own cap, redirect and gzip
/// tests are `BodyCapTests` in HTTPClientTests; floods go to a child process, never to this one,
/// because every URLSession in a process shares one work queue that a flood keeps busy.
@Suite(.serialized) struct BodyCapCommandTests {
    /// Through the real binary, with the default 8 MiB cap: one line, exit 65, and a peak RSS
    /// that stays far below the gigabytes a buffered endless body would take.
    @Test(.enabled(if: NetBinaries.built, "needs the built foodlog and foodlog-net (swift build)"),
          .enabled(if: PeakMemory.available, "needs GNU time (/usr/bin/time) on Linux to measure a child's peak memory"))
    func foodlogEstimateAgainstEndlessAndBombAnswersStaysBounded() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let home = TemporaryDirectory("foodlog-bodycap")
        defer { home.remove() }
        for (response, provider, base) in [(LoopbackHTTPServer.Response.endless(), "openai", server.baseURL + "/v1"),
                                           (.gzipBomb(), "anthropic", server.baseURL)] {
            server.enqueue(response)
            let env = NetBinaries.environment(home, [
                "OPENAI_API_KEY": testKey, "ANTHROPIC_API_KEY": testKey, "FOODLOG_PROVIDERS": provider,
                "FOODLOG_\(provider.uppercased())_BASE_URL": base,
            ])
            let run = try NetBinaries.runMeasured(["estimate", "150g chicken", "--no-cache"], environment: env)
            #expect(run.status == 65, "\(provider): \(run.stderr)")
            #expect(run.stderr == "foodlog: \(provider): answer larger than 8 MiB, stopped reading\n")
            #expect(run.stdout == "")
            let peak = try #require(run.peakBytes) / 1024
            printError("notice: foodlog-net peak RSS against an endless \(provider) answer: \(peak) KiB")
            #expect(peak < 120 * 1024, "peak RSS \(peak) KiB")
        }
    }

    /// A provider whose answer passes the cap is not retried: the chain moves on, and the summary
    /// names both.
    ///
    /// The first answer is 64 MiB, not endless: swift-corelibs-foundation keeps reading a
    /// cancelled task's socket until its shared work queue gets to the cancellation, and every
    /// session in the process waits on that queue. With a loopback server flooding at full speed on
    /// a loaded machine that took 2 to 7 s in local runs and over 30 s once in CI (the second
    /// provider then timed out). The endless case itself is the test above, one provider per process.
    @Test(.enabled(if: NetBinaries.built, "needs the built foodlog and foodlog-net (swift build)"))
    func anOversizedAnswerMovesToTheNextProviderWithoutRetrying() throws {
        // One server per provider: a single-threaded server still streaming the first flood to a
        // client that stopped reading would hold up the second provider's request.
        let openai = try LoopbackHTTPServer()
        defer { openai.stop() }
        openai.enqueue(.oversized(64 << 20))
        let anthropic = try LoopbackHTTPServer()
        defer { anthropic.stop() }
        anthropic.enqueue(.gzipBomb())
        let home = TemporaryDirectory("foodlog-bodycap-chain")
        defer { home.remove() }
        let env = NetBinaries.environment(home, [
            "OPENAI_API_KEY": testKey, "ANTHROPIC_API_KEY": testKey, "FOODLOG_PROVIDERS": "openai,anthropic",
            "FOODLOG_OPENAI_BASE_URL": openai.baseURL + "/v1", "FOODLOG_ANTHROPIC_BASE_URL": anthropic.baseURL,
        ])
        let run = try CommandRunner.run("foodlog", ["estimate", "150g chicken"], environment: env)
        #expect(run.status == 65)
        #expect(run.stderr == "foodlog: openai: answer larger than 8 MiB, stopped reading; anthropic: answer larger than 8 MiB, stopped reading\n")
        #expect(openai.requests.count == 1 && anthropic.requests.count == 1, "one request each, no retry")
    }

    @Test(.enabled(if: NetBinaries.built, "needs the built foodlog and foodlog-net (swift build)"),
          .enabled(if: PeakMemory.available, "needs GNU time (/usr/bin/time) on Linux to measure a child's peak memory"))
    func foodlogProductAgainstAnEndlessOpenFoodFactsAnswerStaysBounded() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let home = TemporaryDirectory("foodlog-offcap")
        defer { home.remove() }
        for response in [LoopbackHTTPServer.Response.endless(), .gzipBomb()] {
            server.enqueue(response)
            let env = NetBinaries.environment(home, ["FOODLOG_OFF_BASE_URL": server.baseURL, "FOODLOG_INDEX": home.file("no-index")])
            let run = try NetBinaries.runMeasured(["product", "3017620422003", "--refresh"], environment: env)
            #expect(run.status == 69, "\(run.stderr)")
            #expect(run.stderr == "foodlog: Open Food Facts sent an answer foodlog cannot read (answer larger than 8 MiB, stopped reading); try again later\n")
            let peak = try #require(run.peakBytes) / 1024
            printError("notice: foodlog-net peak RSS against an endless Open Food Facts answer: \(peak) KiB")
            #expect(peak < 120 * 1024, "peak RSS \(peak) KiB")
        }
    }
}
