import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog rm ID`: remove an entry (kept in the history; `undo` restores it).
public enum RemoveCommand: Command {
    public static let spec = CommandSpec(
        path: ["rm"], abstract: "remove a logged entry (undo restores it)",
        usage: "ID...", positionals: .dynamic("entry"),
        options: [json],
        discussion: "ID is the id 'foodlog today' shows, or its first characters when unique.")

    static let json: Option<Bool> = .flag("json", help: "Print the removed entries as a JSON array.")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw arguments.missing("the entry ID") }
        let journal = JournalArguments.journal(context)
        // Every id must name an entry before any is removed, so a typo removes nothing.
        for id in arguments.positionals { _ = try journal.locate(id) }
        var removed: [JournalEntry] = []
        for id in arguments.positionals { removed.append(try journal.remove(id)) }
        if arguments[json] {
            context.print(JSONValue.array(removed.map(JournalRendering.json)).rendered())
        } else {
            for entry in removed { context.print("removed " + JournalRendering.line(entry)) }
        }
        return .success
    }
}
