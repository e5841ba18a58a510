/// The result of parsing a command line against a `CommandSpec`: positionals, and option values
/// already converted and checked, read back through the same `Option` that declared them.
public struct ParsedArguments: Sendable {
    public var positionals: [String]
    /// The command as typed before its arguments (`foodlog fav rm`, `index-builder`): what usage
    /// errors tell the user to ask `--help` of.
    public let invocation: String
    /// Whether `--help` or `-h` was given (the other options are then not checked).
    public internal(set) var helpRequested = false
    /// The words given per option name, in order (a flag's is empty).
    var words: [String: [String]] = [:]
    /// The converted values per option name, in order.
    var values: [String: [any Sendable]] = [:]
    /// The options of the spec parsed against (for a debug check; a handful, so an array).
    let declared: [String]

    init(invocation: String, declared: [String]) {
        self.positionals = []
        self.invocation = invocation
        self.declared = declared
    }

    /// The option's value: a flag's presence, an optional option's last value or nil, a defaulted
    /// or required option's value, every value of a repeatable one.
    public subscript<Value>(option: Option<Value>) -> Value {
        assert(declared.contains(option.name), "--\(option.name) is not an option of '\(invocation)'")
        return option.read(values[option.name] ?? [])
    }

    /// Whether the option was given at all (an option with a default reads the same either way).
    public func isGiven(_ option: some OptionDeclaration) -> Bool {
        words[option.declaration.spec.name] != nil
    }

    /// The last word typed for an option, as typed: for messages that quote it.
    public func typed(_ option: some OptionDeclaration) -> String? {
        words[option.declaration.spec.name]?.last
    }

    /// A usage error for something the command needs and did not get.
    public func missing(_ what: String) -> ArgumentError { .missingArgument(what: what, command: invocation) }

    /// A usage error for a word the command did not expect.
    public func unexpected(_ word: String) -> ArgumentError { .unexpectedArgument(word, command: invocation) }
}
