/// What a command accepts, and the text its `--help` prints.
public struct CommandSpec: Sendable {
    /// Words that name the command after the program: `["search"]`, `["index", "verify"]`.
    public var path: [String]
    /// One line saying what the command does.
    public var abstract: String
    /// The positional arguments as a usage line shows them (`QUERY...`, `ID`, `[DIR]`); the options
    /// are added from `options`, so a new option can never be missing from the usage line.
    public var usage: String
    /// Options and flags, as declared: what the parser converts and checks.
    public var declarations: [DeclaredOption]
    /// Extra help paragraphs (examples, notes).
    public var discussion: String
    /// Whether free positional arguments are accepted.
    public var acceptsPositionals: Bool
    /// What the positional arguments can be, for completions.
    public var positionals: ValueCompletion
    /// Left out of help listings, completions and man pages (`__complete`).
    public var hidden: Bool

    public init(path: [String], abstract: String, usage: String, positionals: ValueCompletion = .none,
                options: [any OptionDeclaration], discussion: String = "", acceptsPositionals: Bool = true,
                hidden: Bool = false) {
        self.path = path
        self.abstract = abstract
        self.usage = usage
        self.declarations = options.map { $0.declaration }
        self.discussion = discussion
        self.acceptsPositionals = acceptsPositionals
        self.positionals = positionals
        self.hidden = hidden
    }

    /// What help, completions and man pages show of the options.
    public var options: [OptionSpec] { declarations.map { $0.spec } }

    /// The program and command words: `foodlog index verify`, `index-builder`. The program is the
    /// caller's: the one the user ran.
    public func invocation(program: String) -> String {
        // A loop, not `joined`: every command line is parsed with this, and unspecialised
        // `joined` resolves its associated types at run time on first use.
        var text = program
        for word in path { text += " " + word }
        return text
    }

    /// Every option including the implicit `--help`.
    public var allOptions: [OptionSpec] { options + [.flag("help", short: "h", help: "Show this help.")] }

    /// The usage line, generated from the positionals and every option, wrapped to `width` columns
    /// with continuation lines indented under the command.
    public func usageLines(program: String, width: Int = 80) -> [String] {
        var words = [invocation(program: program)]
        if !usage.isEmpty { words.append(usage) }
        words += options.map(\.synopsis)
        return UsageWrapping.wrap(words, prefix: "Usage: ", width: width)
    }

    /// The full help text; `subcommands` are listed after the options.
    public func helpText(program: String, subcommands: [CommandSpec] = []) -> String {
        var lines = ["\(invocation(program: program)) - \(abstract)", ""] + usageLines(program: program)
        let all = allOptions
        lines.append("")
        lines.append("Options:")
        let labels = all.map { option -> String in
            var label = option.short.map { "-\($0), " } ?? "    "
            label += "--\(option.name)"
            if let value = option.valueName { label += " \(value)" }
            return label
        }
        let width = (labels.map(\.count).max() ?? 0) + 2
        for (label, option) in zip(labels, all) {
            lines.append("  " + label + String(repeating: " ", count: width - label.count) + option.help)
        }
        if !subcommands.isEmpty {
            lines.append("")
            lines += CommandSpec.subcommandList(subcommands)
        }
        if !discussion.isEmpty {
            lines.append("")
            lines.append(discussion)
        }
        return lines.joined(separator: "\n")
    }

    /// The help of a command group such as `foodlog goal`: its subcommands and how to get theirs.
    public func groupHelpText(program: String, subcommands: [CommandSpec]) -> String {
        let invocation = invocation(program: program)
        var lines = ["\(invocation) - \(abstract)", "", "Usage: \(invocation) SUBCOMMAND [OPTIONS]", ""]
        lines += CommandSpec.subcommandList(subcommands)
        lines.append("")
        lines.append("Run '\(invocation) SUBCOMMAND --help' for a subcommand's options.")
        return lines.joined(separator: "\n")
    }

    static func subcommandList(_ subcommands: [CommandSpec]) -> [String] {
        let names = subcommands.map { $0.path.last ?? "" }
        let width = (names.map(\.count).max() ?? 0) + 2
        var lines = ["Subcommands:"]
        for (name, spec) in zip(names, subcommands) {
            lines.append("  " + name + String(repeating: " ", count: width - name.count) + spec.abstract)
        }
        return lines
    }
}

/// Greedy word wrapping for usage lines.
enum UsageWrapping {
    static func wrap(_ words: [String], prefix: String, width: Int) -> [String] {
        guard let first = words.first else { return [prefix] }
        let indent = String(repeating: " ", count: min(prefix.count + first.count + 1, width / 2))
        var lines: [String] = []
        var line = prefix + first
        for word in words.dropFirst() {
            if line.count + 1 + word.count > width, line.count > indent.count {
                lines.append(line)
                line = indent + word
            } else {
                line += " " + word
            }
        }
        lines.append(line)
        return lines
    }
}
