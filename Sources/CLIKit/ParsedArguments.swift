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

    /// A decimal option within `range`, written as plain decimal digits (`250`, `12.5`): hex
    /// (`0x10`, `0x1p16`), exponents (`1e400`), `nan` and `inf` are refused (see `DecimalText`).
    public func decimal(_ name: String, default fallback: Double? = nil,
                        in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        throws(ArgumentError) -> Double? {
        guard let text = value(name) else { return fallback }
        guard let number = DecimalText.parse(text), range.contains(number) else {
            let expected = range.upperBound == Double.greatestFiniteMagnitude
                ? "a plain decimal number of at least \(NumberText.plain(range.lowerBound))"
                : "a plain decimal number from \(NumberText.plain(range.lowerBound)) to \(NumberText.plain(range.upperBound))"
            throw .invalidValue(option: name, value: text, expected: expected + " (digits with an optional '.', e.g. 250 or 12.5)")
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
