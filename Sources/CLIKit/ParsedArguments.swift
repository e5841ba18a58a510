import FoodlogSupport

/// The result of parsing a command line against a `CommandSpec`, with typed accessors that turn
/// bad values into one-line usage errors.
public struct ParsedArguments: Sendable {
    public var positionals: [String]
    var values: [String: [String]]
    var flags: Set<String>

    public init(positionals: [String] = [], values: [String: [String]] = [:], flags: Set<String> = []) {
        self.positionals = positionals
        self.values = values
        self.flags = flags
    }

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for an option.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable option, in order.
    public func values(_ name: String) -> [String] { values[name] ?? [] }

    /// An integer option within `range`.
    public func integer(_ name: String, default fallback: Int? = nil,
                        in range: ClosedRange<Int> = Int.min...Int.max) throws(ArgumentError) -> Int? {
        guard let text = value(name) else { return fallback }
        guard let number = Int(text), range.contains(number) else {
            throw .invalidValue(option: name, value: text, expected: ArgumentError.describe(range))
        }
        return number
    }

    /// A decimal option within `range`.
    public func decimal(_ name: String, default fallback: Double? = nil,
                        in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        throws(ArgumentError) -> Double? {
        guard let text = value(name) else { return fallback }
        guard let number = Double(text), number.isFinite, range.contains(number) else {
            let expected = range.upperBound == Double.greatestFiniteMagnitude
                ? "a number of at least \(JSONValue.format(range.lowerBound))"
                : "a number from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound))"
            throw .invalidValue(option: name, value: text, expected: expected)
        }
        return number
    }

    /// An option restricted to a fixed set of words, matched regardless of case (`--meal Breakfast`);
    /// returns the word as `choices` spells it.
    public func choice(_ name: String, from choices: [String], default fallback: String? = nil)
        throws(ArgumentError) -> String? {
        guard let text = value(name) else { return fallback }
        guard let chosen = choices.first(where: { $0.lowercased() == text.lowercased() }) else {
            throw .invalidValue(option: name, value: text, expected: "one of " + choices.joined(separator: ", "))
        }
        return chosen
    }
}
