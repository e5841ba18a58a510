import FoodlogSupport

/// A command line that does not fit its command's spec. Each case reads as one line that names the
/// problem and the fix.
public enum ArgumentError: UserFacingError, Equatable {
    case unknownOption(String, command: String, suggestion: String?)
    case missingValue(option: String)
    case unexpectedValue(flag: String)
    case invalidValue(option: String, value: String, expected: String)
    case unexpectedArgument(String, command: String)
    case missingArgument(what: String, command: String)
    case unknownCommand(String, suggestion: String?)
    case conflicting(String, String)

    public var message: String {
        switch self {
        case .unknownOption(let option, let command, let suggestion):
            let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
            return "unknown option '\(option)'; \(hint)see 'foodlog \(command) --help'"
        case .missingValue(let option):
            return "option '--\(option)' needs a value, e.g. '--\(option) VALUE'"
        case .unexpectedValue(let flag):
            return "flag '--\(flag)' takes no value; write just '--\(flag)'"
        case .invalidValue(let option, let value, let expected):
            return "invalid value '\(value)' for '--\(option)': expected \(expected)"
        case .unexpectedArgument(let argument, let command):
            return "unexpected argument '\(argument)'; see 'foodlog \(command) --help'"
        case .missingArgument(let what, let command):
            return "missing \(what); see 'foodlog \(command) --help'"
        case .unknownCommand(let command, let suggestion):
            let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
            return "unknown command '\(command)'; \(hint)see 'foodlog help'"
        case .conflicting(let first, let second):
            return "'\(first)' and '\(second)' cannot be used together; choose one"
        }
    }

    public var exitCode: ExitCode { .usage }

    static func describe(_ range: ClosedRange<Int>) -> String {
        switch (range.lowerBound, range.upperBound) {
        case (Int.min, Int.max): return "a whole number"
        case (let low, Int.max): return "a whole number of at least \(low)"
        case (let low, let high): return "a whole number from \(low) to \(high)"
        }
    }
}
