

/// A strict JSON (RFC 8259) parser producing `JSONValue`, with object key order kept.
///
/// Model answers are untrusted text: this parser accepts exactly one JSON value with optional
/// surrounding whitespace, rejects trailing garbage, comments, trailing commas, NaN, lone
/// surrogates and nesting deeper than 256 levels, and reports where it stopped.
public enum JSONParser {
    /// Parses UTF-8 bytes.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var reader = Reader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw JSONParseError(offset: reader.index, problem: "unexpected text after the JSON value") }
        return value
    }

    /// Parses a string.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue { try parse(Array(text.utf8)) }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipWhitespace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
        }

        func fail(_ problem: String) -> JSONParseError { JSONParseError(offset: index, problem: problem) }

        mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
            guard depth < 256 else { throw fail("nesting deeper than 256 levels") }
            guard index < bytes.count else { throw fail(index == 0 ? "empty input" : "unexpected end of input (truncated?)") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            default: throw fail("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'")
            }
        }

        mutating func literal(_ word: String) throws(JSONParseError) {
            for byte in word.utf8 {
                guard index < bytes.count, bytes[index] == byte else { throw fail("invalid literal, expected \(word)") }
                index += 1
            }
        }

        mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
            index += 1
            var members: [(String, JSONValue)] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipWhitespace()
                guard index < bytes.count else { throw fail("unexpected end of input inside an object (truncated?)") }
                guard bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a quoted key") }
                let key = try string()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':' after a key") }
                index += 1
                skipWhitespace()
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                guard index < bytes.count else { throw fail("unexpected end of input inside an object (truncated?)") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                throw fail("expected ',' or '}' in an object")
            }
        }

        mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
            index += 1
            var items: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            while true {
                skipWhitespace()
                items.append(try value(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw fail("unexpected end of input inside an array (truncated?)") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
                throw fail("expected ',' or ']' in an array")
            }
        }

        mutating func hex4() throws(JSONParseError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw fail("truncated \\u escape") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: throw fail("invalid hex digit in \\u escape")
                }
                value = value * 16 + digit
                index += 1
            }
            return value
        }

        mutating func string() throws(JSONParseError) -> String {
            index += 1
            var out: [UInt8] = []
            while true {
                guard index < bytes.count else { throw fail("unterminated string (truncated?)") }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { index += 1; break }
                if byte < 0x20 { throw fail("control character inside a string") }
                if byte != UInt8(ascii: "\\") { out.append(byte); index += 1; continue }
                index += 1
                guard index < bytes.count else { throw fail("unterminated escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw fail("lone surrogate in \\u escape")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail("invalid surrogate pair") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw fail("lone surrogate in \\u escape")
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw fail("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(unicode)).utf8))
                default: throw fail("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
            }
            // String(validating:) needs macOS 15; decoding and comparing works on macOS 13 too.
            let text = String(decoding: out, as: UTF8.self)
            guard text.utf8.elementsEqual(out) else { throw fail("string is not valid UTF-8") }
            return text
        }

        mutating func number() throws(JSONParseError) -> JSONValue {
            let start = index
            var isInteger = true
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("invalid number") }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
                if index < bytes.count, isDigit(bytes[index]) { throw fail("numbers may not have leading zeros") }
            } else {
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                isInteger = false
                index += 1
                guard index < bytes.count, isDigit(bytes[index]) else { throw fail("invalid fraction") }
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                isInteger = false
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard index < bytes.count, isDigit(bytes[index]) else { throw fail("invalid exponent") }
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if isInteger, let integer = Int(text) { return .integer(integer) }
            guard let double = Double(text), double.isFinite else { throw fail("number out of range") }
            return .number(double)
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    }
}

/// Where and why JSON text could not be parsed.
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Byte offset where parsing stopped.
    public var offset: Int
    public var problem: String
    public var description: String { "\(problem) at byte \(offset)" }
}
