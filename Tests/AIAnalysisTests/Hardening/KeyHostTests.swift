import Foundation
import FoodlogSupport
import HTTPClient
import Testing
import TestSupport
@testable import AIAnalysis

/// Issue 8, class 3: a key goes over plain http only to a literal loopback address or exactly
/// `localhost`, parsed as an address (not a string prefix), and never through a proxy. Here the
/// provider chain and `foodlog estimate`; the URL rules themselves are `URLSafetyTests` and
/// `LoopbackProxyBypassTests` in HTTPClientTests.
@Suite struct KeyHostTests {
    /// Forms that do reach the loopback server when sent (`127.1`, `2130706433` and `localhost.`
    /// all mean 127.0.0.1 to libcurl) are refused before sending: the server receives nothing.
    @Test func aRefusedLookAlikeIsNamedEscapedAndReceivesNothing() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        for host in ["127.1", "2130706433", "127.0.0.1.", "0x7f000001"] {
            let settings = ProviderSettings(kind: .openai, baseURL: "http://\(host):\(server.port)/v1", key: .present(APIKey(testKey)))
            let chain = ProviderChain(providers: [settings], cache: nil, effects: ChainEffects(transport: URLSessionTransport()))
            do {
                _ = try chain.run(StructuredRequest(system: "s", text: "t", schemaName: "meal", schema: .object([]), promptVersion: "1", cacheSubject: "t"))
                Issue.record("sent a key to \(host)")
            } catch {
                #expect(error.message == "openai: refusing to send the key over plain HTTP to \(host.lowercased()); use https, or http only to 127.0.0.1, [::1] or localhost")
                #expect(error.exitCode == .config)
            }
        }
        #expect(server.requests.isEmpty)

        let hostile = ProviderSettings(kind: .openai, baseURL: "http://ev\u{1B}[31mil.example/v1", key: .present(APIKey(testKey)))
        let chain = ProviderChain(providers: [hostile], cache: nil, effects: ChainEffects(transport: URLSessionTransport()))
        do {
            _ = try chain.run(StructuredRequest(system: "s", text: "t", schemaName: "meal", schema: .object([]), promptVersion: "1", cacheSubject: "t"))
            Issue.record("sent a key to a hostile host")
        } catch {
            #expect(error.message.contains(#"plain HTTP to ev\e[31mil.example; use https"#))
        }
    }

    /// With every proxy variable pointing at a loopback "proxy", `foodlog estimate` still talks to
    /// the local provider directly: the proxy receives nothing, so the key never passes through it.
    @Test(.enabled(if: NetBinaries.built, "needs the built foodlog and foodlog-net (swift build)"),
          .enabled(if: SharedData.directory != nil, "needs ../shared for the provider fixtures"))
    func aKeyOnPlainHTTPToLoopbackNeverGoesThroughAProxy() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let proxy = try LoopbackHTTPServer()
        defer { proxy.stop() }
        let success = try #require(openAISuccess())
        server.enqueue(success)
        let home = TemporaryDirectory("foodlog-proxy")
        defer { home.remove() }
        let proxyURL = proxy.baseURL
        let env = NetBinaries.environment(home, [
            "OPENAI_API_KEY": testKey, "FOODLOG_PROVIDERS": "openai", "FOODLOG_OPENAI_BASE_URL": server.baseURL + "/v1",
            "http_proxy": proxyURL, "HTTP_PROXY": proxyURL, "all_proxy": proxyURL, "ALL_PROXY": proxyURL,
            "https_proxy": proxyURL, "HTTPS_PROXY": proxyURL,
        ])
        let result = try CommandRunner.run("foodlog", ["estimate", "--json", "150g chicken and rice"], environment: env)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(proxy.requests.isEmpty)
        #expect(server.requests.count == 1)
        #expect(server.requests.first?.header("authorization") == "Bearer " + testKey)
    }
}
