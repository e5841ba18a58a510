import CLIKit
import FoodJournal
import FoodlogSupport

/// Reading a favorite's name from the words of a `fav` command.
enum FavoriteNames {
    /// The name the words spell, shortened to `Favorite.maximumNameLength` with a notice on
    /// standard error when longer.
    static func new(_ arguments: ParsedArguments) throws(ArgumentError) -> String {
        let (name, shortened) = Favorite.normalizedName(arguments.positionals.joined(separator: " "))
        guard !name.isEmpty else { throw arguments.missing("the favorite's NAME") }
        if shortened {
            printError("foodlog: note: favorite names are at most \(Favorite.maximumNameLength) characters; saved as '\(name)'")
        }
        return name
    }

    /// The words as one name, for looking up a favorite.
    static func existing(_ arguments: ParsedArguments) throws(ArgumentError) -> String {
        let name = Favorite.normalizedName(arguments.positionals.joined(separator: " ")).name
        guard !name.isEmpty else { throw arguments.missing("the favorite's NAME") }
        return name
    }

    /// The favorite `add --fav` means: the one named exactly (case-insensitive), else the only one
    /// whose name starts with the words, like entry ids; several candidates are an error naming them.
    static func matching(_ text: String, in journal: Journal) throws -> Favorite {
        let wanted = Favorite.normalizedName(text).name.lowercased()
        let list = try journal.favorites().favorites
        if let exact = list.first(where: { $0.name.lowercased() == wanted }) { return exact }
        let candidates = list.filter { $0.name.lowercased().hasPrefix(wanted) }
        guard !wanted.isEmpty, let first = candidates.first else { throw JournalError.noSuchFavorite(name: text) }
        guard candidates.count == 1 else { throw AddError.ambiguousFavorite(text, matches: candidates.map(\.name)) }
        return first
    }
}
