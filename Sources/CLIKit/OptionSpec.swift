/// What help, usage lines, completions and man pages show of one option or flag. Commands do not
/// build these by hand: each is the description half of a typed `Option` declaration.
public struct OptionSpec: Sendable, Equatable {
    /// Long name without dashes: `limit` for `--limit`.
    public var name: String
    /// Optional one-letter form: `n` for `-n`.
    public var short: Character?
    /// Placeholder shown in help for the value; `nil` makes this a flag that takes no value.
    public var valueName: String?
    /// Whether the option may be given more than once (`--allergy nuts --allergy shellfish`).
    public var repeatable: Bool
    /// Whether the command cannot run without it (`index-builder --input FILE`).
    public var required: Bool = false
    /// One line of help.
    public var help: String
    /// What the value can be, for completions, man pages and the usage line.
    public var completion: ValueCompletion = .none

    /// A flag shown in help that no command declares itself (`--help`, `--version`).
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, repeatable: false, help: help)
    }

    public var takesValue: Bool { valueName != nil }

    /// How the option reads in a usage line: `[--kind generic|branded]`, `[--allergy NAME]...`,
    /// and a required one without brackets: `--input FILE`.
    public var synopsis: String {
        var text = "--" + name
        if case .choices(let words) = completion, !words.isEmpty {
            text += " " + words.joined(separator: "|")
        } else if let valueName {
            text += " " + valueName
        }
        return (required ? text : "[" + text + "]") + (repeatable ? "..." : "")
    }
}
