import FoodlogCommands

/// Every command, as `foodlog-net` runs them: the local ones plus those that reach the network.
public enum NetCommands {
    /// Commands that need networking code.
    public static let networked: [any Command.Type] = [
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
        // Generated from every spec, so run where every spec is linked.
        CompletionsCommand.self,
        ManCommand.self,
    ]

    /// The command set of the `foodlog-net` executable.
    /// `add` is replaced by `NetAddCommand`, which can ask Open Food Facts for unknown barcodes.
    public static var set: CommandSet {
        CommandSet(commands: LocalCommands.all.map { $0 == AddCommand.self ? NetAddCommand.self : $0 } + networked)
    }
}
