import FoodlogSupport

/// A command line that does not fit its command's spec. Each case reads as one line that names the
/// problem and the fix.
///
/// `command` is the command as the user typed it, program first (`"foodlog fav rm"`,
/// `"index-builder"`): the program name comes from the caller, so each hint names the program the
/// user actually ran.
public enum ArgumentError: UserFacingError, Equatable {
    case unknownOption(String, command: String, suggestion: String?)
    case missingValue(option: String)
    case unexpectedValue(flag: String)
    case invalidValue(option: String, value: String, expected: String)
    case unexpectedArgument(String, command: String)
    case missingArgument(what: String, command: String)
    case unknownCommand(String, program: String, suggestion: String?)
    /// A word after a command group (`goal sett`) that is none of its subcommands; `parent` is the
    /// group's words (`goal`).
    case unknownSubcommand(String, program: String, parent: String, suggestion: String?)
    case conflicting(String, String)

    public var message: String {
        switch self {
        case .unknownOption(let option, let command, let suggestion):
            let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
            return "unknown option '\(Self.quoted(option))'; \(hint)see '\(command) --help'"
        case .missingValue(let option):
            return "option '--\(option)' needs a value, e.g. '--\(option) VALUE'"
        case .unexpectedValue(let flag):
            return "flag '--\(flag)' takes no value; write just '--\(flag)'"
        case .invalidValue(let option, let value, let expected):
            return "invalid value '\(Self.quoted(value))' for '--\(option)': expected \(expected)"
        case .unexpectedArgument(let argument, let command):
            return "unexpected argument '\(Self.quoted(argument))'; see '\(command) --help'"
        case .missingArgument(let what, let command):
            return "missing \(what); see '\(command) --help'"
        case .unknownCommand(let command, let program, let suggestion):
            let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
            return "unknown command '\(Self.quoted(command))'; \(hint)see '\(program) help'"
        case .unknownSubcommand(let word, let program, let parent, let suggestion):
            let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
            return "unknown subcommand '\(Self.quoted(word))' of '\(parent)'; \(hint)see '\(program) \(parent) --help'"
        case .conflicting(let first, let second):
            return "'\(first)' and '\(second)' cannot be used together; choose one"
        }
    }

    public var exitCode: ExitCode { .usage }

    /// A word the user typed, as quoted in the message: escaped and cut (`TextExcerpt.escaped`),
    /// so a pasted megabyte or a terminal escape stays one short line.
    static func quoted(_ word: String) -> String { TextExcerpt.escaped(word, limit: quoteLimit) }

    /// Longest quoted word, in characters shown: a long path or food name still fits whole.
    static let quoteLimit = 80

    static func describe(_ range: ClosedRange<Int>) -> String {
        switch (range.lowerBound, range.upperBound) {
        case (Int.min, Int.max): return "a whole number"
        case (let low, Int.max): return "a whole number of at least \(low)"
        case (let low, let high): return "a whole number from \(low) to \(high)"
        }
    }
}
