import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog fav rm NAME`: delete a favorite (undo restores it).
public enum FavRemoveCommand: Command {
    public static let spec = CommandSpec(
        path: ["fav", "rm"], abstract: "delete a favorite",
        usage: "NAME...", positionals: .dynamic("fav"), options: [])

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let name = try FavoriteNames.existing(arguments)
        let removed = try JournalArguments.journal(context).removeFavorite(named: name)
        context.print(TerminalText.escaped("removed favorite '\(removed.name)'"))
        return .success
    }
}
