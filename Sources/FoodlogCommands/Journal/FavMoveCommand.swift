import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog fav move NAME --to N`: reorder the favorites.
public enum FavMoveCommand: Command {
    public static let spec = CommandSpec(
        path: ["fav", "move"], abstract: "move a favorite to another place in the list",
        usage: "NAME...", positionals: .dynamic("fav"),
        options: [to],
        discussion: "Example: foodlog fav move protein shake --to 1")

    static let to: Option<Int?> = .integer("to", value: "N", in: 1...10_000, help: "New position, 1 for the top.")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let name = try FavoriteNames.existing(arguments)
        guard let position = arguments[to] else {
            throw arguments.missing("--to N, the new position")
        }
        let placed = try JournalArguments.journal(context).moveFavorite(named: name, to: position)
        context.print(TerminalText.escaped("moved favorite '\(name)' to position \(placed)"))
        return .success
    }
}
