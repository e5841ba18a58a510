import FoodlogSupport
import HTTPClient

/// Reads one product from the Open Food Facts API v2 (`GET {base}/api/v2/product/{code}.json`).
///
/// Requests carry the `User-Agent` Open Food Facts requires (`foodlog/VERSION (CONTACT)`) and ask
/// only for the fields foodlog shows. The network is reached only through the injected
/// `HTTPTransport`, so tests run the real `URLSessionTransport` against a loopback server.
public struct OFFClient: Sendable {
    /// The public server; `FOODLOG_OFF_BASE_URL` overrides it (a mirror, staging, a test server).
    public static let defaultBaseURL = "https://world.openfoodfacts.org"
    /// The contact part of the `User-Agent` when `FOODLOG_OFF_CONTACT` gives none. Open Food Facts
    /// asks for a way to reach the person running the client; foodlog has no address of its own
    /// to give, so it says so rather than invent one.
    public static let defaultContact = "command-line food logger; set FOODLOG_OFF_CONTACT to an email"
    /// The product fields requested: everything `foodlog product` shows, nothing more.
    public static let fields = ["code", "product_name", "brands", "quantity", "serving_size", "serving_quantity",
                                "nutrition_data_per", "nutriments", "nutriscore_grade", "nova_group", "categories",
                                "categories_tags_en", "allergens_tags", "ingredients_text", "ingredients_text_en"]

    public var baseURL: String
    public var userAgent: String
    public var transport: any HTTPTransport
    /// Seconds to wait for one answer.
    public var timeout: Double

    public init(baseURL: String = OFFClient.defaultBaseURL, version: String, contact: String = OFFClient.defaultContact,
                transport: any HTTPTransport, timeout: Double = 15) {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        self.baseURL = base
        self.userAgent = OFFClient.userAgent(version: version, contact: contact)
        self.transport = transport
        self.timeout = timeout
    }

    /// `foodlog/0.1.0 (https://...)`: the app, its version and a contact, as Open Food Facts asks.
    public static func userAgent(version: String, contact: String) -> String {
        "foodlog/\(version) (\(contact))"
    }

    /// The request for a canonical barcode (see `OFFBarcode.canonical`).
    public func request(_ canonical: String) -> HTTPRequest {
        HTTPRequest(method: "GET", url: baseURL + "/api/v2/product/" + canonical + ".json?fields=" + OFFClient.fields.joined(separator: ","),
                    headers: [("User-Agent", userAgent), ("Accept", "application/json")])
    }

    /// Fetches and decodes one product; the raw body is returned too, for the cache.
    public func fetch(_ canonical: String) throws(OFFError) -> (product: OFFProduct, body: [UInt8]) {
        let response: HTTPResponse
        do {
            response = try transport.send(request(canonical), timeout: timeout)
        } catch {
            if case .bodyTooLarge = error { throw .malformed(reason: error.reason) }
            throw .unreachable(reason: error.reason)
        }
        switch response.status {
        case 429: throw .unreachable(reason: "HTTP 429, too many requests")
        case 500...599: throw .unreachable(reason: "HTTP \(response.status), server busy or down")
        default: break
        }
        return (try OFFResponseDecoder.decode(status: response.status, body: response.body, requested: canonical), response.body)
    }
}
