/// The user's configuration file, `$XDG_CONFIG_HOME/foodlog/config`, parsed without Foundation.
///
/// The format is deliberately small, INI-like and diff-friendly:
///
///     # comment
///     [ai]
///     providers = openai, anthropic
///     [ai.openai]
///     model = "gpt-6-luna"
///
/// Keys before any `[section]` belong to the section named `""`. Values may be wrapped in double
/// quotes (to keep leading/trailing spaces or a `#`); unquoted values end at a ` #` comment.
/// Every feature reads its own sections, so the parser knows nothing about their meaning: it only
/// keeps line numbers so that a bad value can be reported where it is.
public struct ConfigFile: Sendable, Equatable {
    /// One `key = value` line.
    public struct Entry: Sendable, Equatable {
        public var section: String
        public var key: String
        public var value: String
        /// 1-based line number, for error messages.
        public var line: Int
    }

    /// Every entry in file order.
    public var entries: [Entry]
    /// The path it was read from, for error messages (`"config"` when parsed from a string).
    public var path: String

    public init(entries: [Entry] = [], path: String = "config") {
        self.entries = entries
        self.path = path
    }

    /// Parses configuration text. Pure: no file access. A leading byte order mark (editors on
    /// Windows write one) is skipped.
    public static func parse(_ text: String, path: String = "config") throws(ConfigError) -> ConfigFile {
        var text = Substring(text)
        if text.unicodeScalars.first == "\u{FEFF}" { text = Substring(text.unicodeScalars.dropFirst()) }
        var entries: [Entry] = []
        var section = ""
        var lineNumber = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line = line.dropLast() }
            let trimmed = trim(line)
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix(";") { continue }
            if trimmed.hasPrefix("[") {
                guard trimmed.hasSuffix("]") else {
                    throw .syntax(path: path, line: lineNumber, problem: "section header '\(excerpt(trimmed))' has no closing ']'")
                }
                let name = trim(trimmed.dropFirst().dropLast())
                guard !name.isEmpty, name.allSatisfy(isNameCharacter) else {
                    throw .syntax(path: path, line: lineNumber, problem: "section name '\(excerpt(name))' may only use letters, digits, '.', '-' and '_'")
                }
                section = String(name)
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else {
                throw .syntax(path: path, line: lineNumber, problem: "expected 'key = value', '[section]' or a '#' comment")
            }
            let key = trim(trimmed[..<equals])
            guard !key.isEmpty, key.allSatisfy(isNameCharacter) else {
                throw .syntax(path: path, line: lineNumber, problem: "key '\(excerpt(key))' may only use letters, digits, '.', '-' and '_'")
            }
            let value = try parseValue(trim(trimmed[trimmed.index(after: equals)...]), path: path, line: lineNumber)
            entries.append(Entry(section: section, key: String(key), value: value, line: lineNumber))
        }
        return ConfigFile(entries: entries, path: path)
    }

    /// The last entry for `key` in `section` (later lines override earlier ones).
    public func entry(_ section: String, _ key: String) -> Entry? {
        entries.last { $0.section == section && $0.key == key }
    }

    /// The value of `key` in `section`, if set.
    public func string(_ section: String, _ key: String) -> String? { entry(section, key)?.value }

    /// A comma-separated list (`a, b, c`), empty items dropped.
    public func list(_ section: String, _ key: String) -> [String]? {
        guard let value = string(section, key) else { return nil }
        return value.split(separator: ",").map { String(ConfigFile.trim($0)) }.filter { !$0.isEmpty }
    }

    /// A decimal number within `range`, or a typed error naming the line.
    public func number(_ section: String, _ key: String, in range: ClosedRange<Double>) throws(ConfigError) -> Double? {
        guard let entry = entry(section, key) else { return nil }
        guard let number = DecimalText.parse(entry.value), range.contains(number) else {
            throw .invalidValue(path: path, line: entry.line, key: qualified(entry),
                                value: entry.value, expected: "a number from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound))")
        }
        return number
    }

    /// A whole number within `range`, or a typed error naming the line.
    public func integer(_ section: String, _ key: String, in range: ClosedRange<Int>) throws(ConfigError) -> Int? {
        guard let entry = entry(section, key) else { return nil }
        guard let number = Int(entry.value), range.contains(number) else {
            throw .invalidValue(path: path, line: entry.line, key: qualified(entry),
                                value: entry.value, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// `true/false/yes/no/on/off/1/0`, or a typed error naming the line.
    public func bool(_ section: String, _ key: String) throws(ConfigError) -> Bool? {
        guard let entry = entry(section, key) else { return nil }
        switch entry.value.lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default:
            throw .invalidValue(path: path, line: entry.line, key: qualified(entry), value: entry.value, expected: "true or false")
        }
    }

    /// `section.key` as a person would look for it.
    public func qualified(_ entry: Entry) -> String {
        entry.section.isEmpty ? entry.key : "[\(entry.section)] \(entry.key)"
    }

    /// The largest configuration file read: a real one is a few hundred bytes.
    public static let maxFileBytes = StateFile.config.cap

    /// Reads and parses the file at `path`; a missing file is an empty configuration. A FIFO,
    /// device or directory is refused before it is read, and so is a file over 1 MiB.
    public static func load(path: String) throws(ConfigError) -> ConfigFile {
        let bytes: [UInt8]
        switch StateFile.config.read(path) {
        case .bytes(let read): bytes = read
        case .missing: return ConfigFile(path: path)
        case .notRegular: throw .unusable(path: path, problem: "is not a regular file (a directory, FIFO or device); make it a plain text file")
        case .tooLarge: throw .unusable(path: path, problem: "is larger than 1 MiB; a configuration file holds a few lines")
        case .failed(let code): throw .unreadable(path: path, reason: code.description)
        }
        // String(validating:) needs macOS 15; decoding and comparing works on macOS 13 too.
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else {
            throw .syntax(path: path, line: 1, problem: "the file is not UTF-8 text")
        }
        return try parse(text, path: path)
    }

    private static func parseValue(_ raw: Substring, path: String, line: Int) throws(ConfigError) -> String {
        if raw.hasPrefix("\"") {
            var out = ""
            var escaped = false
            var index = raw.index(after: raw.startIndex)
            while index < raw.endIndex {
                let character = raw[index]
                if escaped {
                    switch character {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    default: out.append(character)
                    }
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    let rest = trim(raw[raw.index(after: index)...])
                    guard rest.isEmpty || rest.hasPrefix("#") else {
                        throw .syntax(path: path, line: line, problem: "unexpected text after the closing quote")
                    }
                    return out
                } else {
                    out.append(character)
                }
                index = raw.index(after: index)
            }
            throw .syntax(path: path, line: line, problem: "the quoted value has no closing '\"'")
        }
        var value = raw
        var previous: Character = " "
        for index in raw.indices {
            if raw[index] == "#", previous == " " || previous == "\t" { value = raw[..<index]; break }
            previous = raw[index]
        }
        return String(trim(value))
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "." || character == "-" || character == "_"
    }

    /// At most 40 characters of a line's text, control characters escaped, for an error message.
    static func excerpt(_ text: Substring) -> String { TextExcerpt.escaped(String(text)) }

    static func trim(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}

/// A configuration file that cannot be used, always naming the file and line.
public enum ConfigError: UserFacingError, Equatable {
    case syntax(path: String, line: Int, problem: String)
    case invalidValue(path: String, line: Int, key: String, value: String, expected: String)
    case unreadable(path: String, reason: String)
    /// The file exists but is not one foodlog reads (not a regular file, too large).
    case unusable(path: String, problem: String)

    public var message: String {
        switch self {
        case .syntax(let path, let line, let problem):
            return "\(path):\(line): \(problem); fix that line or remove it"
        case .invalidValue(let path, let line, let key, let value, let expected):
            return "\(path):\(line): invalid value '\(TextExcerpt.escaped(value))' for \(TextExcerpt.escaped(key, limit: 60)): expected \(expected)"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason); check its permissions"
        case .unusable(let path, let problem):
            return "\(path) \(problem)"
        }
    }

    public var exitCode: ExitCode { .config }
}
