import FoodJournal
import FoodlogSupport

/// Why `foodlog add` could not log anything.
public enum AddError: UserFacingError, Equatable {
    case pickNeedsTerminal
    case noMatch(query: String)
    case noServingSize(name: String)
    case cancelled
    case unparsed(fragment: String, reason: String)
    case unresolved([PlainWordsResolver.Unresolved])

    public var message: String {
        switch self {
        case .pickNeedsTerminal:
            return "--pick asks which match you mean and needs a terminal; without one, drop --pick to log the top match"
        case .noMatch(let query):
            return "no food matches '\(query)'; try other words, 'foodlog search \(query)', or give numbers with --kcal"
        case .noServingSize(let name):
            return "no serving size is known for '\(name)'; give the amount with --grams N"
        case .cancelled:
            return "nothing chosen; nothing was logged"
        case .unparsed(let fragment, let reason):
            return "'\(fragment)' \(reason); write amounts and foods like \"2 eggs, 150g chicken breast and a cup of rice\""
        case .unresolved(let items):
            let parts = items.map { "'\($0.item.text)': \($0.reason)" }.joined(separator: "; ")
            return "nothing was logged: \(parts); for foods not in the index try 'foodlog estimate \"\(items[0].item.text)\"' or give numbers with --kcal"
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .pickNeedsTerminal, .unparsed: return .usage
        case .noMatch, .unresolved, .noServingSize: return .dataError
        case .cancelled: return .failure
        }
    }
}
