import CLIKit
import FoodlogSupport

/// The commands a binary can run, and the names it hands to its networked sibling.
public struct CommandSet {
    /// Commands this binary runs itself.
    public var commands: [any Command.Type]
    /// Commands this binary does not link and hands to `foodlog-net` (empty in `foodlog-net`).
    public var delegated: [(name: String, abstract: String)]

    public init(commands: [any Command.Type], delegated: [(name: String, abstract: String)] = []) {
        self.commands = commands
        self.delegated = delegated
    }

    /// The command whose path is the longest prefix of `words`, with the words left over.
    public func resolve(_ words: [String]) -> (command: any Command.Type, rest: [String])? {
        var best: (any Command.Type, Int)?
        for command in commands {
            let path = command.spec.path
            guard path.count <= words.count, Array(words[0..<path.count]) == path else { continue }
            if path.count > (best?.1 ?? 0) { best = (command, path.count) }
        }
        guard let (command, length) = best else { return nil }
        return (command, Array(words[length...]))
    }

    /// Whether `name` is one of the commands handed to `foodlog-net`.
    public func isDelegated(_ name: String) -> Bool { delegated.contains { $0.name == name } }

    /// Top-level names, for "did you mean" and the help listing.
    public var topLevelNames: [String] {
        var names: [String] = []
        for command in commands where !names.contains(command.spec.path[0]) { names.append(command.spec.path[0]) }
        for entry in delegated where !names.contains(entry.name) { names.append(entry.name) }
        return names
    }
}
