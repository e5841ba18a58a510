import AIAnalysis
import FoodIndex
import FoodlogCommands
import FoodlogSupport
import HTTPClient
import OpenFoodFacts

/// Wires the Open Food Facts client to a command's context: base URL, contact and read limit from
/// the environment, the cache and limiter under the cache directory, the real transport.
enum OFFRuntime {
    /// The lookup for this process. `FOODLOG_OFF_BASE_URL` points it at another server (staging, a
    /// mirror, a test server), `FOODLOG_OFF_CONTACT` names you in the User-Agent, and
    /// `FOODLOG_OFF_READS_PER_MINUTE` (1-100) changes the read limit.
    static func lookup(_ context: CommandContext, verbose: Bool) -> ProductLookup {
        let base = EnvironmentVariable.openFoodFactsBaseURL.read(context.environment) ?? OFFClient.defaultBaseURL
        let contact = EnvironmentVariable.openFoodFactsContact.read(context.environment) ?? OFFClient.defaultContact
        let limit = EnvironmentVariable.openFoodFactsReadsPerMinute.read(context.environment).flatMap(Int.init).flatMap { (1...100).contains($0) ? $0 : nil }
            ?? ReadRateLimiter.defaultLimit
        let show = verbose || context.console.stderrIsTerminal
        return ProductLookup(client: OFFClient(baseURL: base, version: foodlogVersion, contact: contact, transport: URLSessionTransport()),
                             cache: ProductCache(cacheDirectory: context.paths.cache, now: Platform.wallClockSeconds,
                                                 note: { line in printError("foodlog: note: " + line) }),
                             limiter: ReadRateLimiter(cacheDirectory: context.paths.cache, limit: limit, now: Platform.wallClockSeconds),
                             progress: { line in if show { printError("foodlog: " + line) } })
    }

    /// The product the local index holds for a barcode, in Open Food Facts' shape, if any.
    static func indexProduct(_ barcode: String, context: CommandContext) -> OFFProduct? {
        let location = IndexLocation.resolve(option: nil, environment: context.environment, paths: context.paths)
        guard let index = try? ProductIndex(directory: location.directory),
              let product = try? index.product(barcode: barcode) else { return nil }
        return OFFProduct(code: product.code, name: product.name, brand: product.brand, servingSize: product.servingSize,
                          servingGrams: product.servingGrams,
                          per100: OFFNutrition(kcal: product.kcal, protein: product.protein, carbs: product.carbs, fat: product.fat),
                          kcalFromKilojoules: false, nutrients: product.nutrients, categories: product.category.map { [$0] } ?? [])
    }

    /// One notice line for the values of an answer that were out of range and left out.
    static func noteLeftOut(_ product: OFFProduct) {
        guard !product.notes.isEmpty else { return }
        printError("foodlog: note: Open Food Facts data for \(product.code): " + product.notes.joined(separator: "; "))
    }

    /// Whether an error means Open Food Facts could not be asked (as opposed to a final answer).
    static func isOffline(_ error: OFFError) -> Bool {
        switch error {
        case .unreachable, .malformed, .rateLimited: return true
        case .invalidBarcode, .notFound, .noNutrition: return false
        }
    }

    /// "3 days ago", "2 h ago", "just now": how old a cached answer is.
    static func age(_ seconds: Double) -> String {
        switch seconds {
        case ..<120: return "just now"
        case ..<7_200: return "\(Int(saturating: seconds / 60)) min ago"
        case ..<172_800: return "\(Int(saturating: seconds / 3_600)) h ago"
        default: return "\(Int(saturating: seconds / 86_400)) days ago"
        }
    }
}
