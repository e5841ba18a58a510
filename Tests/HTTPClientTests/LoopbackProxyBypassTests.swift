import Testing
@testable import HTTPClient

/// A plain-http request to this machine may carry a key in clear text, so libcurl must never
/// send it to a proxy from the environment: `no_proxy` gains the loopback entries, once, and an
/// existing list keeps its own. `KeyHostTests` in AIAnalysisTests runs `foodlog estimate` with
/// every proxy variable set and checks the proxy receives nothing.
@Suite struct LoopbackProxyBypassTests {
    @Test func noProxyGainsTheLoopbackEntriesOnce() {
        #expect(LoopbackProxyBypass.merged(nil) == "localhost,127.0.0.0/8,127.0.0.1,::1")
        #expect(LoopbackProxyBypass.merged("corp.example,localhost") == "corp.example,localhost,127.0.0.0/8,127.0.0.1,::1")
        #expect(LoopbackProxyBypass.merged("*") == "*")
        #expect(LoopbackProxyBypass.merged("localhost,127.0.0.0/8,127.0.0.1,::1") == "localhost,127.0.0.0/8,127.0.0.1,::1")
    }
}
