import FoodlogCommands

/// The code `foodlog-net` runs for the networked commands of `CommandTable`, and its own `add`.
public enum NetCommands {
    /// One type per networked entry of `CommandTable` (each spec is built from that entry), plus
    /// `NetAddCommand`, which replaces the local `add` so unknown barcodes can be asked of Open
    /// Food Facts. CommandTableTests checks every networked entry has exactly one.
    public static let implementations: [any Command.Type] = [
        NetAddCommand.self,
        SnapCommand.self,
        EstimateCommand.self,
        KeySetCommand.self,
        KeyListCommand.self,
        KeyRemoveCommand.self,
        CacheClearCommand.self,
        SyncCommand.self,
        RecipeCommand.self,
        RecipesCommand.self,
        RecipesShowCommand.self,
        RecipesRemoveCommand.self,
        RecipesLogCommand.self,
        AllergyAddCommand.self,
        AllergyListCommand.self,
        AllergyRemoveCommand.self,
        ProductCommand.self,
        CompletionsCommand.self,
        ManCommand.self,
    ]

    /// The command set of the `foodlog-net` executable: every command of the table.
    public static var set: CommandSet { CommandTable.set(implementing: implementations) }
}
