/// Parses command-line words against a `CommandSpec`.
///
/// Accepts `--name value`, `--name=value`, `-n value`, `-n` flags, `--` to end options, and a lone
/// `-` as a positional (standard input). Unknown options are errors with a suggestion, never
/// silently ignored.
public enum ArgumentParser {
    public static func parse(_ arguments: [String], spec: CommandSpec) throws(ArgumentError) -> ParsedArguments {
        var result = ParsedArguments()
        let command = spec.program == "foodlog" ? spec.path.joined(separator: " ") : spec.invocation
        var index = 0
        var optionsEnded = false

        func find(long name: String) -> OptionSpec? { spec.options.first { $0.name == name } }
        func find(short letter: Character) -> OptionSpec? { spec.options.first { $0.short == letter } }

        func record(_ option: OptionSpec, inlineValue: String?) throws(ArgumentError) {
            if option.takesValue {
                var value = inlineValue
                if value == nil {
                    index += 1
                    guard index < arguments.count else { throw .missingValue(option: option.name) }
                    value = arguments[index]
                }
                if option.repeatable {
                    result.values[option.name, default: []].append(value!)
                } else {
                    result.values[option.name] = [value!]
                }
            } else {
                if inlineValue != nil { throw .unexpectedValue(flag: option.name) }
                result.flags.insert(option.name)
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
                if name == "help" { result.flags.insert("help"); index += 1; continue }
                guard let option = find(long: name) else {
                    throw .unknownOption(word, command: command,
                                         suggestion: closest(name, among: spec.options.map(\.name)).map { "--" + $0 })
                }
                try record(option, inlineValue: inline)
            } else {
                let letters = Array(word.dropFirst())
                for (position, letter) in letters.enumerated() {
                    if letter == "h" { result.flags.insert("help"); continue }
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
