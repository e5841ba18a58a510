import FoodlogSupport

/// One option or flag of a command, declared once with its type: the same value parses the command
/// line, reads the typed value back (`arguments[Options.limit]`), and describes the option for help,
/// usage lines, completions and man pages.
///
/// `Value` is what a read returns: `Bool` for a flag, `T?` for an option that may be absent, `T` for
/// one with a default or a required one, `[T]` for a repeatable one. Values are converted and
/// checked (range, choices, presence) when the command line is parsed, so a read cannot fail.
///
///     static let limit: Option<Int> = .integer("limit", short: "n", value: "N", in: 1...1000, help: "...")
///         .defaulting(to: 10)
///     static let meal: Option<Meal?> = .choice("meal", short: "m", value: "MEAL", help: "...")
public struct Option<Value: Sendable>: OptionDeclaration {
    public let declaration: DeclaredOption
    let read: @Sendable ([any Sendable]) -> Value

    init(_ declaration: DeclaredOption, read: @escaping @Sendable ([any Sendable]) -> Value) {
        self.declaration = declaration
        self.read = read
    }

    /// The long name, without dashes.
    public var name: String { declaration.spec.name }
}

/// Anything a `CommandSpec` can list as an option: an `Option` of any value type.
public protocol OptionDeclaration: Sendable {
    var declaration: DeclaredOption { get }
}

/// An option with its value type erased: what the parser needs (convert a word, say what was
/// expected) and what help shows (`spec`).
public struct DeclaredOption: Sendable {
    public internal(set) var spec: OptionSpec
    /// The value a typed word stands for, or nil when it is not a valid one.
    let convert: @Sendable (String) -> (any Sendable)?
    /// What a valid value looks like, for the one-line error: `a whole number from 1 to 1000`.
    let expected: String
}

extension Option where Value == Bool {
    /// A flag: present or absent, no value.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> Option<Bool> {
        let spec = OptionSpec(name: name, short: short, valueName: nil, repeatable: false, help: help)
        return Option(DeclaredOption(spec: spec, convert: { _ in true }, expected: ""), read: { !$0.isEmpty })
    }
}

extension Option {
    static func optional<T: Sendable>(_ spec: OptionSpec, expected: String,
                                      convert: @escaping @Sendable (String) -> T?) -> Option<T?> {
        Option<T?>(DeclaredOption(spec: spec, convert: { convert($0) }, expected: expected), read: { $0.last as? T })
    }

    /// Free text (a name, a path, a date read later): any word is accepted.
    public static func text(_ name: String, short: Character? = nil, value: String, completion: ValueCompletion = .none,
                            help: String) -> Option<String?> where Value == String? {
        optional(OptionSpec(name: name, short: short, valueName: value, repeatable: false, help: help, completion: completion),
                 expected: "text", convert: { $0 })
    }

    /// A whole number within `range`.
    public static func integer(_ name: String, short: Character? = nil, value: String = "N",
                               in range: ClosedRange<Int> = Int.min...Int.max, help: String) -> Option<Int?> where Value == Int? {
        optional(OptionSpec(name: name, short: short, valueName: value, repeatable: false, help: help),
                 expected: ArgumentError.describe(range), convert: { Int($0).flatMap { range.contains($0) ? $0 : nil } })
    }

    /// A decimal number within `range`, written as plain decimal digits (`250`, `12.5`): hex
    /// (`0x10`, `0x1p16`), exponents (`1e400`), `nan` and `inf` are refused (see `DecimalText`).
    public static func decimal(_ name: String, short: Character? = nil, value: String = "X",
                               in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
                               help: String) -> Option<Double?> where Value == Double? {
        let expected = range.upperBound == Double.greatestFiniteMagnitude
            ? "a plain decimal number of at least \(NumberText.plain(range.lowerBound))"
            : "a plain decimal number from \(NumberText.plain(range.lowerBound)) to \(NumberText.plain(range.upperBound))"
        return optional(OptionSpec(name: name, short: short, valueName: value, repeatable: false, help: help),
                        expected: expected + " (digits with an optional '.', e.g. 250 or 12.5)",
                        convert: { DecimalText.parse($0).flatMap { range.contains($0) ? $0 : nil } })
    }

    /// One of `cases`, each typed as `named` gives it, matched regardless of case
    /// (`--meal Breakfast`); completions, usage lines and man pages list the same words.
    public static func choice<C: Sendable>(_ name: String, short: Character? = nil, value: String, among cases: [C],
                                           named: @escaping @Sendable (C) -> String, help: String) -> Option<C?> where Value == C? {
        // Built with plain loops: unspecialised, `zip` and `joined` resolve their associated types
        // at run time, a cost every process that declares a choice option paid before parsing a word.
        var words: [String] = []
        var pairs: [(String, C)] = []
        var expected = "one of "
        for index in cases.indices {
            let word = named(cases[index])
            words.append(word)
            pairs.append((word.lowercased(), cases[index]))
            expected += (index == cases.startIndex ? "" : ", ") + word
        }
        let table = pairs
        return optional(OptionSpec(name: name, short: short, valueName: value, repeatable: false, help: help,
                                   completion: .choices(words)),
                        expected: expected,
                        convert: { word in table.first { $0.0 == word.lowercased() }?.1 })
    }

    /// One case of an enumeration whose raw values are the words typed (`Meal`, `ExportFormat`,
    /// `ProviderKind`), in declaration order.
    public static func choice<C: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, short: Character? = nil, value: String, help: String) -> Option<C?>
        where Value == C?, C.RawValue == String {
        choice(name, short: short, value: value, among: Array(C.allCases), named: { $0.rawValue }, help: help)
    }

    /// The same option, read as `fallback` when it is not given.
    public func defaulting<T>(to fallback: T) -> Option<T> where Value == T? {
        Option<T>(declaration, read: { ($0.last as? T) ?? fallback })
    }

    /// The same option, which the command cannot run without: parsing fails with a usage error
    /// naming it when it is missing, and usage lines show it without brackets.
    public func required<T>() -> Option<T> where Value == T? {
        var declaration = self.declaration
        declaration.spec.required = true
        let name = declaration.spec.name
        return Option<T>(declaration, read: { values in
            guard let value = values.last as? T else {
                // ArgumentParser refuses a command line without it; only a key read against
                // another command's arguments gets here.
                preconditionFailure("required option --\(name) read but not parsed")
            }
            return value
        })
    }

    /// The same option, accepted any number of times; reads every value in order.
    public func repeatable<T>() -> Option<[T]> where Value == T? {
        var declaration = self.declaration
        declaration.spec.repeatable = true
        return Option<[T]>(declaration, read: { $0.compactMap { $0 as? T } })
    }
}
