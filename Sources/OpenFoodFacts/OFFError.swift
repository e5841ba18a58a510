import FoodlogSupport

/// Why a barcode lookup gave no product. Each case has its own message and exit code, so a
/// script can tell "no such product" from "no network" from "nothing to log".
public enum OFFError: UserFacingError, Equatable {
    /// The code is not a barcode (digits only, 6 to 19 of them).
    case invalidBarcode(String)
    /// Open Food Facts does not know the product (HTTP 404, `status: 0`).
    case notFound(barcode: String)
    /// The product exists but has no energy value, so it cannot be logged.
    case noNutrition(barcode: String, name: String)
    /// No answer: connection refused or dropped, timeout, server busy (5xx, 429).
    case unreachable(reason: String)
    /// Too many reads in the last minute: Open Food Facts asks clients to stay under a limit.
    case rateLimited(retryAfter: Int, limit: Int)
    /// An answer arrived but was not Open Food Facts' JSON.
    case malformed(reason: String)

    public var message: String {
        switch self {
        case .invalidBarcode(let code):
            return "'\(TextExcerpt.escaped(code, limit: 80))' is not a barcode; give the 8 to 14 digits printed under the bars, e.g. 3017620422003"
        case .notFound(let barcode):
            return "no product with barcode \(barcode) on Open Food Facts; check the digits, or log it with numbers: foodlog add \"NAME\" --kcal N"
        case .noNutrition(let barcode, let name):
            return "\(name) (\(barcode)) has no usable nutrition facts on Open Food Facts; log it with the label's numbers: foodlog add \"\(name)\" --kcal N"
        case .unreachable(let reason):
            return "cannot reach Open Food Facts (\(reason)) and the product is not in the local index or cache; try again when online"
        case .rateLimited(let seconds, let limit):
            return "Open Food Facts allows \(limit) product read\(limit == 1 ? "" : "s") a minute and that many were made; try again in \(seconds) s"
        case .malformed(let reason):
            return "Open Food Facts sent an answer foodlog cannot read (\(reason)); try again later"
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .invalidBarcode: return .usage
        case .notFound: return .noInput
        case .noNutrition: return .dataError
        case .unreachable: return .unavailable
        case .rateLimited: return .temporaryFailure
        case .malformed: return .unavailable
        }
    }
}
