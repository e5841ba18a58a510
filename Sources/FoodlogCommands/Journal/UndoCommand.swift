import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog undo`: revert the most recent change (add, edit, rm, goal or favorite change).
public enum UndoCommand: Command {
    public static let spec = CommandSpec(
        path: ["undo"], abstract: "revert the last change to the journal, goals or favorites",
        usage: "",
        options: [json],
        discussion: "Run it again to go further back. Works across processes: the history is in the journal files.",
        acceptsPositionals: false)

    static let json: Option<Bool> = .flag("json", help: "Print what was undone as JSON.")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let undone = try JournalArguments.journal(context).undo()
        if arguments[json] {
            context.print(JSONValue.object([("undone", .string(undone.event.operation)), ("event", .string(undone.event.id)),
                                            ("summary", .string(undone.summary))]).rendered())
        } else {
            context.print("undid " + TerminalText.escaped(undone.summary))
        }
        return .success
    }
}
