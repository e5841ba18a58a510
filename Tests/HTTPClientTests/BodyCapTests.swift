import FoodlogSupport
import HTTPClient
import Testing
import TestSupport

/// Issue 8, class 4: response bodies are streamed against a cap that also holds after gzip
/// decoding; a never-ending body or a decompression bomb ends with a clear error, bounded memory.
/// Here `URLSessionTransport` itself, against the loopback server.
///
/// Floods are sent to the real binaries, never to this process (`BodyCapCommandTests` in
/// AIAnalysisTests, through `estimate` and `product`): every URLSession in a process
/// shares one work queue, and a flood keeps it busy until the server stops, which would slow
/// the other suites' network tests. The tests here run one at a time for the same reason: a
/// redirect still streaming its body (which corelibs URLSession holds back) delays another
/// request's redirect in the same process past the half-second grace, which a provider chain,
/// one request at a time, never does (`requestsAfterAnAbandonedRedirectArriveAsUsual`).
@Suite(.serialized) struct BodyCapTests {
    let request = HTTPRequest(method: "GET", url: "", headers: [("Accept", "application/json")])

    func send(_ server: LoopbackHTTPServer, path: String = "/x", cap: Int, timeout: Double = 10) -> Result<HTTPResponse, TransportError> {
        var request = self.request
        request.url = server.baseURL + path
        do { return .success(try URLSessionTransport(maxBodyBytes: cap).send(request, timeout: timeout)) } catch { return .failure(error) }
    }

    @Test func theCapIsNamedInMiB() {
        #expect(TransportError.bodyTooLarge(limit: 8 << 20).reason == "answer larger than 8 MiB, stopped reading")
        #expect(TransportError.bodyTooLarge(limit: 512 << 10).reason == "answer larger than 512 KiB, stopped reading")
    }

    @Test func aGzippedAnswerIsDecodedAndCountedDecoded() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let text = String(repeating: #"{"ok":true}"#, count: 200)
        server.enqueue(.gzipped(200, text), .gzipped(200, text))
        #expect(send(server, cap: 4096).map { String(decoding: $0.body, as: UTF8.self) } == .success(text))
        // 2 200 bytes decoded: over a 2 000-byte cap although fewer bytes crossed the wire.
        #expect(send(server, cap: 2000) == .failure(.bodyTooLarge(limit: 2000)))
    }

    @Test func aDeclaredLengthOverTheCapIsRefusedAndOneUnderItIsRead() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let body = [UInt8](repeating: 0x20, count: 100_000)
        server.enqueue(LoopbackHTTPServer.Response(status: 200, body: body), LoopbackHTTPServer.Response(status: 200, body: body))
        #expect(send(server, cap: 99_999) == .failure(.bodyTooLarge(limit: 99_999)))
        #expect(send(server, cap: 100_000).map(\.body.count) == .success(100_000))
    }

    /// How a request for a redirect whose body never ends fails, by Foundation. corelibs
    /// Foundation (Linux) keeps a redirect's body from the delegate until it ends, so the
    /// transport abandons it after `redirectBodyGrace`. Apple's URLSession reports the 3xx as
    /// the response and streams its body through the delegate, against the cap like any body,
    /// so an endless trickle ends at the request's deadline. Either way nothing is buffered
    /// without bound, and the request fails.
    static let endlessRedirectFailure: TransportError = {
        #if canImport(FoundationNetworking)
        return .connectionFailed("redirect not followed")
        #else
        return .timedOut
        #endif
    }()

    /// A provider chain goes on after abandoning a redirect whose body never ends, with that
    /// server still sending: the next answers (a short redirect, a 200) arrive as usual.
    @Test func requestsAfterAnAbandonedRedirectArriveAsUsual() throws {
        let trickle = try LoopbackHTTPServer()
        defer { trickle.stop() }
        trickle.enqueue(LoopbackHTTPServer.Response(status: 302, headers: [("Location", "/elsewhere")], body: Array("x".utf8),
                                                    behaviour: .trickleBody(interval: 0.01)))
        #expect(send(trickle, cap: 1 << 20, timeout: 3) == .failure(Self.endlessRedirectFailure))
        let next = try LoopbackHTTPServer()
        defer { next.stop() }
        next.enqueue(.json(302, #"{"moved":true}"#, headers: [("Location", "/elsewhere")]))
        next.enqueue(.json(200, #"{"ok":true}"#))
        #expect(send(next, cap: 1 << 20).map(\.status) == .success(302))
        #expect(send(next, cap: 1 << 20).map(\.status) == .success(200))
    }

    @Test func aShortRedirectIsReturnedNotFollowed() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(.json(302, #"{"moved":true}"#, headers: [("Location", "/elsewhere")]))
        let response = try send(server, cap: 1 << 20).get()
        #expect(response.status == 302)
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"moved":true}"#)
        #expect(server.requests.count == 1)
    }

    /// URLSession on Linux keeps a redirect's body to itself until it ends (it never reaches the
    /// delegate): a redirect still streaming after half a second is abandoned, not buffered; on
    /// macOS the body streams against the cap until the deadline (`endlessRedirectFailure`). A
    /// trickle is enough to show it (and does not flood this process's shared URLSession queue).
    @Test func aNeverEndingRedirectBodyIsAbandoned() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(LoopbackHTTPServer.Response(status: 302, headers: [("Location", "/elsewhere")], body: Array("x".utf8),
                                                   behaviour: .trickleBody(interval: 0.01)))
        let start = Platform.monotonicNanoseconds()
        #expect(send(server, cap: 1 << 20, timeout: 3) == .failure(Self.endlessRedirectFailure))
        #expect(Platform.monotonicNanoseconds() - start < 5_000_000_000)
        #expect(server.requests.count == 1)
    }
}
