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
        RepeatCommand.self,
        GoalSetCommand.self,
        GoalShowCommand.self,
        FavAddCommand.self,
        FavListCommand.self,
        FavRemoveCommand.self,
        FavMoveCommand.self,
        FavEditCommand.self,
        ExportCommand.self,
        CompleteCommand.self,
    ]

    /// Commands that live in `foodlog-net`, with the abstract `foodlog help` shows; kept equal to
    /// `foodlog-net`'s specs (CommandTableTests checks it).
    public static let networked: [DelegatedCommand] = [
        DelegatedCommand(["snap"], "estimate a meal's items and macros from a photo (AI)"),
        DelegatedCommand(["estimate"], "estimate a meal's items and macros from a description (AI)"),
        DelegatedCommand(["key", "set"], "store an AI provider's API key (read from standard input)"),
        DelegatedCommand(["key", "list"], "show which AI providers have a key (masked)"),
        DelegatedCommand(["key", "rm"], "delete a saved AI provider key"),
        DelegatedCommand(["cache", "clear"], "remove cached AI answers"),
        DelegatedCommand(["sync"], "send AI requests queued while offline (--queue)"),
        DelegatedCommand(["recipe"], "suggest a recipe from ingredients or a receipt photo, honouring allergies (AI)"),
        DelegatedCommand(["recipes"], "list saved recipes, newest first (recipes show|rm|log ID)"),
        DelegatedCommand(["recipes", "show"], "show a saved recipe"),
        DelegatedCommand(["recipes", "rm"], "delete a saved recipe"),
        DelegatedCommand(["recipes", "log"], "add servings of a saved recipe to the food journal"),
        DelegatedCommand(["allergy", "add"], "save allergies that every recipe is checked against"),
        DelegatedCommand(["allergy", "list"], "list saved allergies"),
        DelegatedCommand(["allergy", "rm"], "remove saved allergies"),
        DelegatedCommand(["product"], "show a product's details by barcode (Open Food Facts, cached)"),
        DelegatedCommand(["completions"], "print the completion script for bash, zsh or fish"),
        DelegatedCommand(["man"], "print a man page, or write them all into a directory"),
    ]

    /// The command set of the `foodlog` executable.
    public static var set: CommandSet { CommandSet(commands: all, delegated: networked) }
}
