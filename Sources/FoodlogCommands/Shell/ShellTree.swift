import CLIKit

/// The command tree as completion scripts and man pages see it: every visible command and group
/// with its subcommands, options and what its positionals are, from the same specs the parser uses.
struct ShellTree {
    struct Node {
        /// `[]` for the program itself, `["goal"]`, `["goal", "set"]`.
        var path: [String]
        var abstract: String
        var subcommands: [(name: String, abstract: String)]
        var options: [OptionSpec]
        var positionals: ValueCompletion
        var acceptsPositionals: Bool

        var key: String { path.joined(separator: " ") }
    }

    var nodes: [Node]

    init(_ set: CommandSet) {
        let specs = set.specs
        func children(_ path: [String]) -> [(name: String, abstract: String)] {
            var list: [(name: String, abstract: String)] = []
            for spec in specs where spec.path.count == path.count + 1 && Array(spec.path.prefix(path.count)) == path {
                if !list.contains(where: { $0.name == spec.path[path.count] }) { list.append((spec.path[path.count], spec.abstract)) }
            }
            return list
        }
        let rootOptions: [OptionSpec] = [.flag("help", short: "h", help: "Show help."), .flag("version", help: "Print the version.")]
        nodes = [Node(path: [], abstract: "", subcommands: children([]), options: rootOptions, positionals: .none, acceptsPositionals: false)]
        for spec in specs {
            nodes.append(Node(path: spec.path, abstract: spec.abstract, subcommands: children(spec.path), options: spec.allOptions,
                              positionals: spec.acceptsPositionals ? spec.positionals : .none,
                              acceptsPositionals: spec.acceptsPositionals))
        }
    }

    /// A word safe inside single quotes in bash, zsh and fish.
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// How a value kind is written in the generated scripts: `choices:a b`, `file`, `dir`,
    /// `dynamic:food`, `text`.
    static func kind(_ completion: ValueCompletion) -> String {
        switch completion {
        case .none: return "text"
        case .choices(let words): return "choices:" + words.joined(separator: " ")
        case .file: return "file"
        case .directory: return "dir"
        case .dynamic(let name): return "dynamic:" + name
        }
    }
}
