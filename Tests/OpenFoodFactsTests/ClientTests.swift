import Foundation
import HTTPClient
import Testing
import TestSupport
@testable import OpenFoodFacts

/// The real client and transport against a loopback server speaking Open Food Facts' v2 wire format,
/// serving the real answers from ../shared, and scripted faults.
@Suite struct ClientTests {
    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func requestPathHeadersAndTheRealAnswer() throws {
        let body = try #require(RealAnswers.data("3029330003533.json"))
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(RealAnswers.response(200, body))
        let directory = TemporaryDirectory("off-client")
        defer { directory.remove() }
        let found = try makeLookup(server, cache: directory).lookup("3029330003533")
        #expect(found.origin == .network)
        #expect(found.product.name == "Crousti Moelleux Complet Sans Sucre Ajouté 730gr")
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.path == "/api/v2/product/3029330003533.json?fields=" + OFFClient.fields.joined(separator: ","))
        #expect(request.header("User-Agent") == "foodlog/9.9.9 (tests@example.org)")
        #expect(request.header("Accept") == "application/json")
        #expect(request.body.isEmpty)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func theUPCFormOfACodeAsksForTheEAN13Form() throws {
        let body = try #require(RealAnswers.data("5449000011527.json"))
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(RealAnswers.response(200, body))
        let directory = TemporaryDirectory("off-client")
        defer { directory.remove() }
        let lookup = makeLookup(server, cache: directory)
        _ = try lookup.lookup("005449000011527")
        #expect(server.requests.first?.path.hasPrefix("/api/v2/product/5449000011527.json?") == true)
        // The same product under another form comes from the cache.
        guard case .cache = try lookup.lookup("5449000011527").origin else { Issue.record("not from the cache"); return }
        #expect(server.requests.count == 1)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func notFound() throws {
        let body = try #require(RealAnswers.data("not-found-12345678.json"))
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(RealAnswers.response(404, body))
        let directory = TemporaryDirectory("off-client")
        defer { directory.remove() }
        #expect(throws: OFFError.notFound(barcode: "12345678")) { try makeLookup(server, cache: directory).lookup("12345678") }
        #expect(!FileManager.default.fileExists(atPath: directory.file("products/12345678.json")))
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func faultsAreUnreachableOrMalformed() throws {
        let body = try #require(RealAnswers.data("3029330003533.json"))
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(.json(503, "<html>busy</html>"), .json(429, "slow down"), .drop,
                       LoopbackHTTPServer.Response(status: 200, headers: [], body: body, behaviour: .truncateBody(after: 300)),
                       .json(200, #"{"code":"3029330003533","status":1,"product":"#))
        let directory = TemporaryDirectory("off-client")
        defer { directory.remove() }
        let lookup = makeLookup(server, cache: directory)
        var errors: [OFFError] = []
        for _ in 0..<5 {
            do { _ = try lookup.lookup("3029330003533"); Issue.record("a fault gave a product") } catch { errors.append(error) }
        }
        #expect(errors[0] == .unreachable(reason: "HTTP 503, server busy or down"))
        #expect(errors[1] == .unreachable(reason: "HTTP 429, too many requests"))
        guard case .unreachable = errors[2] else { Issue.record("dropped connection: \(errors[2])"); return }
        guard case .unreachable = errors[3] else { Issue.record("truncated body: \(errors[3])"); return }
        guard case .malformed(let reason) = errors[4] else { Issue.record("malformed JSON: \(errors[4])"); return }
        #expect(reason.hasPrefix("invalid JSON"))
        #expect(errors.map(\.exitCode.rawValue) == [69, 69, 69, 69, 69])
        #expect(server.requests.count == 5)
        #expect(!FileManager.default.fileExists(atPath: directory.file("products/3029330003533.json")))
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func aProductWithoutNutritionIsFoundButNotUsable() throws {
        let body = try #require(RealAnswers.fixture("v2_product_specific_fields_server_test.json"))
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(RealAnswers.response(200, body))
        let directory = TemporaryDirectory("off-client")
        defer { directory.remove() }
        let product = try makeLookup(server, cache: directory).lookup("200000000034").product
        #expect(product.name == "Some product" && !product.hasUsableNutrition)
        #expect(OFFError.noNutrition(barcode: product.code, name: product.displayName).exitCode.rawValue == 65)
    }

    @Test func unreachableServer() throws {
        let server = try LoopbackHTTPServer()
        let base = server.baseURL
        server.stop()
        let directory = TemporaryDirectory("off-client")
        defer { directory.remove() }
        let client = OFFClient(baseURL: base, version: "1", transport: URLSessionTransport(), timeout: 5)
        let lookup = ProductLookup(client: client, cache: ProductCache(cacheDirectory: directory.path, now: { 0 }),
                                   limiter: ReadRateLimiter(cacheDirectory: directory.path, now: { 0 }))
        do {
            _ = try lookup.lookup("3029330003533")
            Issue.record("no server, yet a product")
        } catch {
            guard case .unreachable(let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.contains("connection"))
            #expect(error.message.hasPrefix("cannot reach Open Food Facts ("))
        }
    }
}
