import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog fav move NAME --to N`: reorder the favorites.
public enum FavMoveCommand: Command {
    public static let spec = CommandSpec(
        path: ["fav", "move"], abstract: "move a favorite to another place in the list",
        usage: "NAME...", positionals: .dynamic("fav"),
        options: [.option("to", value: "N", help: "New position, 1 for the top.")],
        discussion: "Example: foodlog fav move protein shake --to 1")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let name = try FavoriteNames.existing(arguments, command: "fav move")
        guard let position = try arguments.integer("to", in: 1...10_000) else {
            throw ArgumentError.missingArgument(what: "--to N, the new position", command: "fav move")
        }
        let placed = try JournalArguments.journal(context).moveFavorite(named: name, to: position)
        context.print(TerminalText.escaped("moved favorite '\(name)' to position \(placed)"))
        return .success
    }
}
