import CLIKit
import FoodIndex
import FoodJournal
import FoodlogSupport

/// `foodlog __complete KIND [WORD...] PREFIX`: the values only foodlog knows, for the shell
/// completion scripts. One candidate per line, `value<TAB>description`. Hidden from help; never
/// fails loudly (a TAB must not print errors into the user's command line): problems exit 1 with
/// no output.
public enum CompleteCommand: Command {
    public static let spec = CommandSpec(
        path: ["__complete"], abstract: "values for shell completion (used by the completion scripts)",
        usage: "food|entry|fav|recipe [WORD...] PREFIX", options: [], hidden: true)

    /// At most this many candidates: a shell shows a screenful, and a TAB must stay fast.
    static let limit = 40

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        guard let kind = arguments.positionals.first else { return .usage }
        let words = Array(arguments.positionals.dropFirst())
        let prefix = words.last ?? ""
        let candidates: [(String, String)]
        do {
            switch kind {
            case "food": candidates = try foodWords(typed: words.dropLast(), prefix: prefix, context: context)
            case "entry": candidates = try entries(prefix: prefix, context: context)
            case "fav": candidates = try favorites(prefix: prefix, context: context)
            case "recipe": candidates = recipes(prefix: prefix, context: context)
            default: return .usage
            }
        } catch {
            return .failure
        }
        for (value, description) in candidates.prefix(limit) {
            context.print(printable(value) + (description.isEmpty ? "" : "\t" + printable(description)))
        }
        return .success
    }

    /// Words of the best-matching food names that start with `prefix`, searched together with the
    /// words already typed (`greek yo` offers `yogurt`), each described by the first name using it.
    /// Words of the foods you logged before that match come first (not after `--no-history` or
    /// with `[history] enabled = false`; a config that cannot be read leaves them out quietly).
    static func foodWords(typed: ArraySlice<String>, prefix: String, context: CommandContext) throws -> [(String, String)] {
        let wanted = prefix.lowercased()
        guard !wanted.isEmpty else { return [] }
        let typedWords = typed.filter { !$0.hasPrefix("-") }
        let location = IndexLocation.resolve(option: nil, environment: context.environment, paths: context.paths)
        let index = try ProductIndex(directory: location.directory)
        let query = (typedWords + [prefix]).joined(separator: " ")
        var yours: [(String, String)] = []
        if !typed.contains("--no-history"), (try? HistorySetting.configured(context)) == true {
            let (book, now) = YourFoods.load(context, index: index)
            for item in book.matching(Tokenizer.terms(query), prefix: true, now: now, limit: 10) {
                for word in item.name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }) where word.hasPrefix(wanted) {
                    let offer = prefix + word.dropFirst(prefix.count)
                    if !yours.contains(where: { $0.0 == offer }) { yours.append((offer, item.name + " (logged before)")) }
                }
            }
        }
        let hits = try index.search(query, options: SearchOptions(limit: 50, fuzzy: false))
        // Words ranked by how many of the top names use them, then by the best name's rank.
        var counts: [String: Int] = [:]
        var order: [(word: String, name: String)] = []
        for hit in hits {
            var inName: Set<String> = []
            for word in hit.product.name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
                let text = String(word)
                guard text.hasPrefix(wanted), inName.insert(text).inserted else { continue }
                if counts[text] == nil { order.append((text, hit.product.name)) }
                counts[text, default: 0] += 1
            }
        }
        let ranked = order.enumerated().sorted { (counts[$0.element.word] ?? 0, -$0.offset) > (counts[$1.element.word] ?? 0, -$1.offset) }
        var offered = yours
        for (word, name) in ranked.map({ (prefix + $0.element.word.dropFirst(prefix.count), $0.element.name) })
        where !offered.contains(where: { $0.0 == word }) {
            offered.append((word, name))
        }
        // The top names can all share one word (`gree` → green beans, green peas, ...); the index's
        // most common words with the prefix add the others (`greek`). Only where folding left the
        // typed prefix as it is, so every offer starts with what was typed.
        if Tokenizer.terms(prefix).last == wanted {
            for word in try index.commonTerms(startingWith: wanted, limit: 20) where !offered.contains(where: { $0.0.lowercased() == word }) {
                offered.append((prefix + word.dropFirst(prefix.count), "word in the index"))
            }
        }
        return offered
    }

    /// Entry ids of the last 31 days, newest first, described by name and day.
    static func entries(prefix: String, context: CommandContext) throws -> [(String, String)] {
        let journal = JournalArguments.journal(context)
        let today = journal.today()
        let entries = try journal.entries(from: today.adding(days: -30), to: today).entries
        return entries.reversed().filter { $0.id.hasPrefix(prefix.lowercased()) }
            .map { ($0.id, "\($0.date) \($0.meal.rawValue): \($0.name)") }
    }

    /// Favorite names starting with `prefix` (any case).
    static func favorites(prefix: String, context: CommandContext) throws -> [(String, String)] {
        let favorites = try JournalArguments.journal(context).favorites().favorites
        return favorites.filter { $0.name.lowercased().hasPrefix(prefix.lowercased()) }.map { ($0.name, "favorite") }
    }

    /// Saved recipe ids: the file names under `$XDG_DATA_HOME/foodlog/recipes/`.
    static func recipes(prefix: String, context: CommandContext) -> [(String, String)] {
        let directory = PathString.join(context.paths.data, "recipes")
        return PathString.names(in: directory).compactMap { name -> (String, String)? in
            guard name.hasSuffix(".json") else { return nil }
            let id = String(name.dropLast(5))
            return id.hasPrefix(prefix.lowercased()) ? (id, "recipe") : nil
        }.sorted { $0.0 < $1.0 }
    }

    /// No character the terminal policy escapes (terminal escapes, tabs, newlines, bidi controls,
    /// zero-width spaces) reaches the shell: left out, since an escape would become part of the
    /// word the shell inserts.
    static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !TerminalText.isEscaped($0) }))
    }
}
