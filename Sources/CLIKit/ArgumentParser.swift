/// Parses command-line words against a `CommandSpec`.
///
/// Accepts `--name value`, `--name=value`, `-n value`, `-n` flags, `--` to end options, and a lone
/// `-` as a positional (standard input). Unknown options are errors with a suggestion, never
/// silently ignored.
public enum ArgumentParser {
    /// Parses `arguments` (the words after the command's name) for the command `spec` of
    /// `program`: every option value is converted and checked against its declaration, and every
    /// required option must be there, unless `--help` was asked for.
    public static func parse(_ arguments: [String], spec: CommandSpec, program: String) throws(ArgumentError) -> ParsedArguments {
        let options = spec.declarations
        var result = ParsedArguments(invocation: spec.invocation(program: program), declared: options.map { $0.spec.name })
        let command = result.invocation
        var index = 0
        var optionsEnded = false

        func find(long name: String) -> OptionSpec? { options.first { $0.spec.name == name }?.spec }
        func find(short letter: Character) -> OptionSpec? { options.first { $0.spec.short == letter }?.spec }

        func record(_ option: OptionSpec, inlineValue: String?) throws(ArgumentError) {
            if option.takesValue {
                var value = inlineValue
                if value == nil {
                    index += 1
                    guard index < arguments.count else { throw .missingValue(option: option.name) }
                    value = arguments[index]
                }
                guard let value else { return }
                if option.repeatable {
                    result.words[option.name, default: []].append(value)
                } else {
                    result.words[option.name] = [value]
                }
            } else {
                if inlineValue != nil { throw .unexpectedValue(flag: option.name) }
                result.words[option.name] = []
            }
        }

        while index < arguments.count {
            let word = arguments[index]
            if optionsEnded || word == "-" || !word.hasPrefix("-") || isNegativeNumber(word) {
                guard spec.acceptsPositionals else { throw .unexpectedArgument(word, command: command) }
                result.positionals.append(word)
            } else if word == "--" {
                optionsEnded = true
            } else if word.hasPrefix("--") {
                let body = word.dropFirst(2)
                let name: String
                let inline: String?
                if let equals = body.firstIndex(of: "=") {
                    name = String(body[..<equals])
                    inline = String(body[body.index(after: equals)...])
                } else {
                    name = String(body)
                    inline = nil
                }
                if name == "help" { result.helpRequested = true; index += 1; continue }
                guard let option = find(long: name) else {
                    throw .unknownOption(word, command: command,
                                         suggestion: closest(name, among: options.map { $0.spec.name }).map { "--" + $0 })
                }
                try record(option, inlineValue: inline)
            } else {
                let letters = Array(word.dropFirst())
                for (position, letter) in letters.enumerated() {
                    if letter == "h" { result.helpRequested = true; continue }
                    guard let option = find(short: letter) else {
                        throw .unknownOption("-\(letter)", command: command, suggestion: nil)
                    }
                    if option.takesValue && position < letters.count - 1 {
                        try record(option, inlineValue: String(letters[(position + 1)...]))
                        break
                    }
                    try record(option, inlineValue: nil)
                }
            }
            index += 1
        }
        if result.helpRequested { return result }
        for option in options {
            guard let words = result.words[option.spec.name] else {
                if option.spec.required {
                    throw .missingArgument(what: "--\(option.spec.name) \(option.spec.valueName ?? "")", command: command)
                }
                continue
            }
            guard option.spec.takesValue else { result.values[option.spec.name] = [true]; continue }
            var converted: [any Sendable] = []
            for word in words {
                guard let value = option.convert(word) else {
                    throw .invalidValue(option: option.spec.name, value: word, expected: option.expected)
                }
                converted.append(value)
            }
            result.values[option.spec.name] = converted
        }
        return result
    }

    private static func isNegativeNumber(_ word: String) -> Bool {
        word.count > 1 && word.dropFirst().allSatisfy { $0.isNumber || $0 == "." }
    }

    /// The candidate within edit distance 2 of `word`, if any: for "did you mean" hints.
    public static func closest(_ word: String, among candidates: [String]) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(Array(word), Array(candidate))
            if distance <= 2, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
