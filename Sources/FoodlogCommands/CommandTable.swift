import CLIKit

/// Every foodlog command, once, in the order `foodlog help` lists them: the one table both
/// executables build their command sets from.
///
/// A local command is its type. A networked one is run only by `foodlog-net`, which links the
/// network code; here it is its words and abstract (`NetworkedCommand`), which `foodlog help` lists
/// and `foodlog-net`'s spec is built from (`CommandSpec(CommandTable.snap, ...)`), so the two cannot
/// disagree. `foodlog-net` supplies the code that runs each one (`NetCommands.implementations`).
public enum CommandTable {
    /// The name users type, which help and usage errors name (`foodlog-net` is started by it).
    public static let program = "foodlog"

    /// A local row names its command's words as well as its type, so that dispatch finds the
    /// command without building every spec (options, help: about 0.2 ms of every process);
    /// `CommandTableTests` checks each against the command's spec.
    public static let entries: [CommandEntry] = [
        .local(SearchCommand.self, path: ["search"]),
        .local(IndexVerifyCommand.self, path: ["index", "verify"]),
        .local(ShowCommand.self, path: ["show"]),
        .local(AddCommand.self, path: ["add"]),
        .local(TodayCommand.self, path: ["today"]),
        .local(LogCommand.self, path: ["log"]),
        .local(NutrientsCommand.self, path: ["nutrients"]),
        .local(EditCommand.self, path: ["edit"]),
        .local(RemoveCommand.self, path: ["rm"]),
        .local(UndoCommand.self, path: ["undo"]),
        .local(RepeatCommand.self, path: ["repeat"]),
        .local(GoalSetCommand.self, path: ["goal", "set"]),
        .local(GoalShowCommand.self, path: ["goal", "show"]),
        .local(FavAddCommand.self, path: ["fav", "add"]),
        .local(FavListCommand.self, path: ["fav", "list"]),
        .local(FavRemoveCommand.self, path: ["fav", "rm"]),
        .local(FavMoveCommand.self, path: ["fav", "move"]),
        .local(FavEditCommand.self, path: ["fav", "edit"]),
        .local(ExportCommand.self, path: ["export"]),
        .local(CompleteCommand.self, path: ["__complete"]),
        .networked(snap),
        .networked(estimate),
        .networked(keySet),
        .networked(keyList),
        .networked(keyRemove),
        .networked(cacheClear),
        .networked(sync),
        .networked(recipe),
        .networked(recipes),
        .networked(recipesShow),
        .networked(recipesRemove),
        .networked(recipesLog),
        .networked(allergyAdd),
        .networked(allergyList),
        .networked(allergyRemove),
        .networked(product),
        // Generated from every spec, so run where every spec is linked.
        .networked(completions),
        .networked(man),
    ]

    public static let snap = NetworkedCommand(["snap"], "estimate a meal's items and macros from a photo (AI)")
    public static let estimate = NetworkedCommand(["estimate"], "estimate a meal's items and macros from a description (AI)")
    public static let keySet = NetworkedCommand(["key", "set"], "store an AI provider's API key (read from standard input)")
    public static let keyList = NetworkedCommand(["key", "list"], "show which AI providers have a key (masked)")
    public static let keyRemove = NetworkedCommand(["key", "rm"], "delete a saved AI provider key")
    public static let cacheClear = NetworkedCommand(["cache", "clear"], "remove cached AI answers")
    public static let sync = NetworkedCommand(["sync"], "send AI requests queued while offline (--queue)")
    public static let recipe = NetworkedCommand(["recipe"], "suggest a recipe from ingredients or a receipt photo, honouring allergies (AI)")
    public static let recipes = NetworkedCommand(["recipes"], "list saved recipes, newest first (recipes show|rm|log ID)")
    public static let recipesShow = NetworkedCommand(["recipes", "show"], "show a saved recipe")
    public static let recipesRemove = NetworkedCommand(["recipes", "rm"], "delete a saved recipe")
    public static let recipesLog = NetworkedCommand(["recipes", "log"], "add servings of a saved recipe to the food journal")
    public static let allergyAdd = NetworkedCommand(["allergy", "add"], "save allergies that every recipe is checked against")
    public static let allergyList = NetworkedCommand(["allergy", "list"], "list saved allergies")
    public static let allergyRemove = NetworkedCommand(["allergy", "rm"], "remove saved allergies")
    public static let product = NetworkedCommand(["product"], "show a product's details by barcode (Open Food Facts, cached)")
    public static let completions = NetworkedCommand(["completions"], "print the completion script for bash, zsh or fish")
    public static let man = NetworkedCommand(["man"], "print a man page, or write them all into a directory")

    /// The command set of a binary that runs the local commands and `implementations` (each
    /// replacing the table's command of the same words: `foodlog-net` runs its own `add`); the
    /// networked commands left without one are handed to `foodlog-net`.
    public static func set(implementing implementations: [any Command.Type] = []) -> CommandSet {
        var commands: [any Command.Type] = []
        var delegated: [NetworkedCommand] = []
        for entry in entries {
            if let own = implementations.first(where: { $0.spec.path == entry.path }) {
                commands.append(own)
            } else if case .local(let command, _) = entry {
                commands.append(command)
            } else if case .networked(let networked) = entry {
                delegated.append(networked)
            }
        }
        return CommandSet(program: program, commands: commands, delegated: delegated,
                          paths: commands.map { command in entries.first { $0.runs(command) }?.path ?? command.spec.path })
    }
}

/// One row of `CommandTable`.
public enum CommandEntry: Sendable {
    /// Run by both executables: the command and its words (its spec's path).
    case local(any Command.Type, path: [String])
    /// Run by `foodlog-net` only; `foodlog` hands it over.
    case networked(NetworkedCommand)

    public var path: [String] {
        switch self {
        case .local(_, let path): return path
        case .networked(let networked): return networked.path
        }
    }

    /// Whether this row is `command`'s own.
    func runs(_ command: any Command.Type) -> Bool {
        if case .local(let own, _) = self { return ObjectIdentifier(own) == ObjectIdentifier(command) }
        return false
    }
}

/// A command only `foodlog-net` runs: its words and the abstract `foodlog help` shows. Its spec in
/// `foodlog-net` is built from this value, so the two executables describe it alike.
public struct NetworkedCommand: Sendable, Equatable {
    public let path: [String]
    public let abstract: String

    init(_ path: [String], _ abstract: String) {
        self.path = path
        self.abstract = abstract
    }
}

extension CommandSpec {
    /// The spec of a networked command: its words and abstract from `CommandTable`.
    public init(_ command: NetworkedCommand, usage: String, positionals: ValueCompletion = .none,
                options: [any OptionDeclaration], discussion: String = "", acceptsPositionals: Bool = true) {
        self.init(path: command.path, abstract: command.abstract, usage: usage, positionals: positionals, options: options,
                  discussion: discussion, acceptsPositionals: acceptsPositionals)
    }
}

/// The commands `foodlog` runs itself, and the ones it hands to `foodlog-net`.
public enum LocalCommands {
    /// The command set of the `foodlog` executable.
    public static var set: CommandSet { CommandTable.set() }
}
