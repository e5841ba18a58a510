import FoodlogSupport

/// Why `foodlog show` found nothing.
enum ShowError: Error, UserFacingError {
    case notFound(code: String)
    case invalidCode(code: String)

    var message: String {
        switch self {
        case .notFound(let code):
            return "no food with code '\(TextExcerpt.escaped(code, limit: 60))' in the local index; find one with 'foodlog search WORDS', "
                + "or look a barcode up on Open Food Facts with 'foodlog product BARCODE'"
        case .invalidCode(let code):
            return "'\(TextExcerpt.escaped(code, limit: 60))' is neither a barcode (digits only) nor a usda-… code; "
                + "'foodlog search WORDS' shows the codes"
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .notFound: return .noInput
        case .invalidCode: return .usage
        }
    }
}
