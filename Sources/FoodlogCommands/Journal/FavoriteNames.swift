import CLIKit
import FoodJournal
import FoodlogSupport

/// Reading a favorite's name from the words of a `fav` command.
enum FavoriteNames {
    /// The name the words spell, shortened to `Favorite.maximumNameLength` with a notice on
    /// standard error when longer.
    static func new(_ arguments: ParsedArguments, command: String) throws(ArgumentError) -> String {
        let (name, shortened) = Favorite.normalizedName(arguments.positionals.joined(separator: " "))
        guard !name.isEmpty else { throw .missingArgument(what: "the favorite's NAME", command: command) }
        if shortened {
            printError("foodlog: note: favorite names are at most \(Favorite.maximumNameLength) characters; saved as '\(name)'")
        }
        return name
    }

    /// The words as one name, for looking up a favorite.
    static func existing(_ arguments: ParsedArguments, command: String) throws(ArgumentError) -> String {
        let name = Favorite.normalizedName(arguments.positionals.joined(separator: " ")).name
        guard !name.isEmpty else { throw .missingArgument(what: "the favorite's NAME", command: command) }
        return name
    }
}
