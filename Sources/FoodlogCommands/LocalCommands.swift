/// The commands `foodlog` runs itself, and the ones it hands to `foodlog-net`.
public enum LocalCommands {
    /// Local commands, in the order `foodlog help` lists them.
    public static let all: [any Command.Type] = [
        SearchCommand.self,
        IndexVerifyCommand.self,
        AddCommand.self,
        TodayCommand.self,
        LogCommand.self,
        EditCommand.self,
        RemoveCommand.self,
        UndoCommand.self,
        GoalCommand.self,
        GoalSetCommand.self,
        GoalShowCommand.self,
        FavCommand.self,
        FavAddCommand.self,
        FavListCommand.self,
        FavRemoveCommand.self,
        FavMoveCommand.self,
        FavEditCommand.self,
        ExportCommand.self,
    ]

    /// Commands that live in `foodlog-net`, with the one-line abstract `foodlog help` shows.
    public static let networked: [(name: String, abstract: String)] = [
        ("snap", "estimate a meal's items and macros from a photo (AI)"),
        ("estimate", "estimate a meal's items and macros from a description (AI)"),
        ("key", "store, list or remove AI provider keys (key set|list|rm)"),
        ("cache", "remove cached AI answers (cache clear)"),
        ("sync", "send AI requests queued while offline (--queue)"),
        ("recipe", "suggest a recipe from ingredients or a receipt photo, honouring allergies (AI)"),
        ("recipes", "list, show, remove or log saved recipes (recipes show|rm|log ID)"),
        ("allergy", "save, list or remove allergies recipes must avoid (allergy add|list|rm)"),
        ("product", "show a product's details by barcode (Open Food Facts, cached)"),
    ]

    /// The command set of the `foodlog` executable.
    public static var set: CommandSet { CommandSet(commands: all, delegated: networked) }
}
