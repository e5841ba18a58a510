import FoodlogSupport

/// Why a provider's recipe or receipt answer cannot be used. Each case names the exact field
/// (`ingredients[2].quantity`), so the reason can go back to the provider in a retry and to the
/// person when every attempt fails.
public enum AnswerError: UserFacingError, Equatable {
    case notJSON(String)
    case missing(field: String)
    case wrongType(field: String, expected: String)
    case negative(field: String, value: Double)
    case outOfRange(field: String, value: String, expected: String)
    case empty(field: String)
    case noFood

    /// The reason alone, without the "unusable answer" prefix (for retry prompts).
    public var reason: String {
        switch self {
        case .notJSON(let detail): return "the answer is not valid JSON (\(detail))"
        case .missing(let field): return "\(field) is missing"
        case .wrongType(let field, let expected): return "\(field) should be \(expected)"
        case .negative(let field, let value): return "\(field) is negative (\(JSONValue.format(value)))"
        case .outOfRange(let field, let value, let expected): return "\(field) is \(value); expected \(expected)"
        case .empty(let field): return "\(field) is empty"
        case .noFood: return "no food items were found on the receipt"
        }
    }

    public var message: String {
        if case .noFood = self {
            return "no food items were found on the receipt; check the photo shows the item lines, or list ingredients instead"
        }
        return "unusable answer from the provider: \(reason)"
    }

    public var exitCode: ExitCode { .dataError }
}
