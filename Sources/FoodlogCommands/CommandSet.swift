import CLIKit
import FoodlogSupport

/// The commands a binary can run, the groups that hold them, and the commands it hands to its
/// networked sibling.
public struct CommandSet {
    /// The name users type (`foodlog`), which help and usage errors name.
    public var program: String
    /// Commands this binary runs itself.
    public var commands: [any Command.Type]
    /// Group words such as `goal` (see `CommandGroups`).
    public var groups: [CommandSpec]
    /// Commands this binary does not link and hands to `foodlog-net` (empty in `foodlog-net`).
    public var delegated: [NetworkedCommand]

    /// Each command's words, in `commands` order, known without building its spec when the table
    /// gives them: dispatch then builds the spec of the one command that runs, not every spec.
    private let knownPaths: [[String]]?

    public init(program: String, commands: [any Command.Type], groups: [CommandSpec] = CommandGroups.all,
                delegated: [NetworkedCommand] = [], paths: [[String]]? = nil) {
        self.program = program
        self.commands = commands
        self.groups = groups
        self.delegated = delegated
        knownPaths = paths?.count == commands.count ? paths : nil
    }

    /// The words of `commands[index]`.
    private func path(_ index: Int) -> [String] {
        if let knownPaths, knownPaths.count == commands.count { return knownPaths[index] }
        return commands[index].spec.path
    }

    /// Where a command line lands: a command with its remaining words, or a group.
    public enum Node {
        case command(any Command.Type, rest: [String])
        case group(CommandSpec, rest: [String])
    }

    /// The command whose path is the longest prefix of `words`, with the words left over.
    public func resolve(_ words: [String]) -> (command: any Command.Type, rest: [String])? {
        var best: (any Command.Type, Int)?
        for (index, command) in commands.enumerated() {
            let path = path(index)
            guard path.count <= words.count, Array(words[0..<path.count]) == path else { continue }
            if path.count > (best?.1 ?? 0) { best = (command, path.count) }
        }
        guard let (command, length) = best else { return nil }
        return (command, Array(words[length...]))
    }

    /// The deepest command or group named by the first words.
    public func node(_ words: [String]) -> Node? {
        let command = resolve(words)
        let commandLength = command.map { words.count - $0.rest.count } ?? 0
        let group = groups.filter { $0.path.count <= words.count && Array(words[0..<$0.path.count]) == $0.path }
            .max { $0.path.count < $1.path.count }
        if let group, group.path.count > commandLength { return .group(group, rest: Array(words[group.path.count...])) }
        if let command { return .command(command.command, rest: command.rest) }
        return nil
    }

    /// Every spec this binary runs or groups, visible ones only, in table order.
    public var specs: [CommandSpec] { (groups + commands.map { $0.spec }).filter { !$0.hidden } }

    /// The commands directly under `path` (`goal` → `goal set`, `goal show`), visible ones only.
    public func subcommands(of path: [String]) -> [CommandSpec] {
        commands.indices.filter { index in
            let words = self.path(index)
            return words.count == path.count + 1 && Array(words.prefix(path.count)) == path
        }.map { commands[$0].spec }.filter { !$0.hidden }
    }

    /// Whether `name` is one of the commands handed to `foodlog-net`.
    public func isDelegated(_ name: String) -> Bool { delegated.contains { $0.path.first == name } }

    /// Top-level names, for "did you mean" and the help listing.
    public var topLevelNames: [String] {
        var names: [String] = []
        for spec in commands.map({ $0.spec }) + groups where !spec.hidden && !names.contains(spec.path[0]) { names.append(spec.path[0]) }
        for entry in delegated where !names.contains(entry.path[0]) { names.append(entry.path[0]) }
        return names
    }
}
