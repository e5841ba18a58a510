/// One option or flag a command accepts.
public struct OptionSpec: Sendable, Equatable {
    /// Long name without dashes: `limit` for `--limit`.
    public var name: String
    /// Optional one-letter form: `n` for `-n`.
    public var short: Character?
    /// Placeholder shown in help for the value; `nil` makes this a flag that takes no value.
    public var valueName: String?
    /// Whether the option may be given more than once (`--allergy nuts --allergy shellfish`).
    public var repeatable: Bool
    /// One line of help.
    public var help: String

    /// A flag: present or absent, no value.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, repeatable: false, help: help)
    }

    /// An option that takes a value.
    public static func option(_ name: String, short: Character? = nil, value: String, repeatable: Bool = false,
                              help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: value, repeatable: repeatable, help: help)
    }

    public var takesValue: Bool { valueName != nil }
}

/// What a command accepts, and the text its `--help` prints.
public struct CommandSpec: Sendable {
    /// Words that name the command after `foodlog`: `["search"]`, `["index", "verify"]`.
    public var path: [String]
    /// One line saying what the command does.
    public var abstract: String
    /// Usage line(s) after the command path, e.g. `QUERY... [--limit N]`.
    public var usage: String
    /// Options and flags.
    public var options: [OptionSpec]
    /// Extra help paragraphs (examples, notes).
    public var discussion: String
    /// Whether free positional arguments are accepted.
    public var acceptsPositionals: Bool

    public init(path: [String], abstract: String, usage: String, options: [OptionSpec],
                discussion: String = "", acceptsPositionals: Bool = true) {
        self.path = path
        self.abstract = abstract
        self.usage = usage
        self.options = options
        self.discussion = discussion
        self.acceptsPositionals = acceptsPositionals
    }

    /// The full help text.
    public func helpText(program: String = "foodlog") -> String {
        var lines = ["\(program) \(path.joined(separator: " ")) - \(abstract)", "",
                     "Usage: \(program) \(path.joined(separator: " ")) \(usage)"]
        let all = options + [.flag("help", short: "h", help: "Show this help.")]
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
        if !discussion.isEmpty {
            lines.append("")
            lines.append(discussion)
        }
        return lines.joined(separator: "\n")
    }
}
