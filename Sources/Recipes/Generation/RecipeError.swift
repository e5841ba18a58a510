import FoodlogSupport

/// Why no recipe could be made.
public enum RecipeError: UserFacingError, Equatable {
    /// Nothing to cook with.
    case noIngredients
    /// An ingredient with no letters, or too long to be a food's name.
    case notAnIngredient(String)
    /// More ingredients than a prompt should carry.
    case tooManyIngredients(count: Int, limit: Int)
    /// Every given ingredient contains one of the person's allergens.
    case everyIngredientUnsafe([String])
    /// Every attempt broke an allergy; the last attempt's violations.
    case unsafe(attempts: Int, violations: [AllergenViolation])
    /// Every attempt gave an unusable answer; the last reason.
    case unusable(attempts: Int, last: AnswerError)

    public var message: String {
        switch self {
        case .noIngredients:
            return "no ingredients given; list some (foodlog recipe eggs spinach feta) or use --receipt PHOTO"
        case .notAnIngredient(let text):
            return "'\(TextExcerpt.escaped(text))' is not an ingredient; name foods, e.g. eggs spinach \"cherry tomatoes\" (at most \(RecipeGenerator.nameLimit) characters each)"
        case .tooManyIngredients(let count, let limit):
            return "\(count) ingredients is more than the \(limit) a recipe request takes; pick the ones to use up first"
        case .everyIngredientUnsafe(let items):
            return "every ingredient contains one of your allergens (\(items.joined(separator: ", "))); nothing safe to cook with"
        case .unsafe(let attempts, let violations):
            let shown = violations.prefix(3).map(\.description).joined(separator: "; ")
            return "no safe recipe after \(attempts) attempts: the last one contained \(shown); try other ingredients"
        case .unusable(let attempts, let last):
            return "no usable recipe after \(attempts) attempts: \(last.reason); try again or another --provider"
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .noIngredients, .notAnIngredient, .tooManyIngredients: return .usage
        case .everyIngredientUnsafe, .unsafe, .unusable: return .dataError
        }
    }
}
