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
    /// What the value can be, for completions, man pages and the usage line.
    public var completion: ValueCompletion = .none

    /// A flag: present or absent, no value.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, repeatable: false, help: help)
    }

    /// An option that takes a value.
    public static func option(_ name: String, short: Character? = nil, value: String, repeatable: Bool = false,
                              completion: ValueCompletion = .none, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: value, repeatable: repeatable, help: help, completion: completion)
    }

    public var takesValue: Bool { valueName != nil }

    /// How the option reads in a usage line: `[--kind generic|branded]`, `[--allergy NAME]...`.
    public var synopsis: String {
        var text = "--" + name
        if case .choices(let words) = completion, !words.isEmpty {
            text += " " + words.joined(separator: "|")
        } else if let valueName {
            text += " " + valueName
        }
        return "[" + text + "]" + (repeatable ? "..." : "")
    }
}

