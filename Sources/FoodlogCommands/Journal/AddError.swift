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
    case invalidBarcode(String)
    case unknownBarcode(String)
    case ambiguousFavorite(String, matches: [String])
    case phraseTooLong(limit: Int)
    case tooManyFoods(count: Int, limit: Int)
    case tooManyWords(count: Int, limit: Int)

    public var message: String {
        switch self {
        case .pickNeedsTerminal:
            return "--pick asks which match you mean and needs a terminal; without one, drop --pick to log the top match"
        case .noMatch(let query):
            return "no food matches '\(Self.quoted(query))'; try other words, 'foodlog search \(Self.quoted(query))', or give numbers with --kcal"
        case .noServingSize(let name):
            return "no serving size is known for '\(Self.quoted(name))'; give the amount with --grams N"
        case .cancelled:
            return "nothing chosen; nothing was logged"
        case .unparsed(let fragment, let reason):
            return "'\(Self.quoted(fragment))' \(reason); write amounts and foods like \"2 eggs, 150g chicken breast and a cup of rice\""
        case .invalidBarcode(let code):
            return "'\(Self.quoted(code))' is not a barcode; give the 8 to 14 digits printed under the bars, e.g. --barcode 3017620422003"
        case .unknownBarcode(let code):
            return "no product with barcode \(Self.quoted(code)) in the local index; 'foodlog add --barcode \(Self.quoted(code))' asks Open Food Facts when online"
        case .ambiguousFavorite(let text, let matches):
            let names = matches.prefix(4).map { "'\(Self.quoted($0))'" }.joined(separator: ", ") + (matches.count > 4 ? ", ..." : "")
            return "favorite '\(Self.quoted(text))' matches \(matches.count) favorites (\(names)); give more of the name"
        case .phraseTooLong(let limit):
            return "standard input holds more than \(limit) bytes; 'foodlog add -' reads one meal's description, e.g. echo \"2 eggs and toast\" | foodlog add -"
        case .tooManyFoods(let count, let limit):
            return "the words name \(count) foods; one 'foodlog add' logs at most \(limit), so split them, e.g. one meal per command"
        case .tooManyWords(let count, let limit):
            return "the description holds \(count) words; one 'foodlog add' reads at most \(limit), so split it, e.g. one meal per command"
        case .unresolved(let items):
            let parts = items.map { "'\(Self.quoted($0.item.text))': \(TextExcerpt.escaped($0.reason, limit: 200))" }.joined(separator: "; ")
            if let item = items.first(where: { !$0.candidates.isEmpty }), let first = item.candidates.first {
                let names = item.candidates.map { "\"\(TerminalText.escaped($0.name))\"" }.joined(separator: ", ")
                return "nothing was logged: \(parts); closest: \(names); log one with: foodlog add \"\(TerminalText.escaped(first.name))\" --grams N, "
                    + "say more of it (e.g. 'steamed', 'with rice', '2 slices'), or choose with: foodlog add -i \"\(Self.quoted(item.item.food))\""
            }
            return "nothing was logged: \(parts); for foods not in the index try 'foodlog estimate \"\(Self.quoted(items[0].item.text))\"' or give numbers with --kcal"
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .pickNeedsTerminal, .unparsed, .invalidBarcode: return .usage
        case .unknownBarcode: return .noInput
        case .noMatch, .unresolved, .noServingSize, .ambiguousFavorite: return .dataError
        case .phraseTooLong, .tooManyFoods, .tooManyWords: return .usage
        case .cancelled: return .failure
        }
    }

    /// What the user typed (or a favorite's name), as quoted in the message: escaped and cut
    /// (`TextExcerpt.escaped`), so a pasted megabyte stays one short line. Food names from the
    /// index are quoted whole, escaped: the suggested command must be one that can be pasted.
    static func quoted(_ text: String) -> String { TextExcerpt.escaped(text, limit: 80) }
}
