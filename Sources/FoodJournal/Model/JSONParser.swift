import FoodlogSupport

/// A small, strict JSON parser producing `JSONValue`, without Foundation.
///
/// The journal is read on every `foodlog today`, and `foodlog` does not link Foundation so that it
/// starts fast; this parser reads one journal line at a time and reports where a line stops being
/// JSON, so a damaged line can be named precisely.
public enum JSONParser {
    /// Why a text is not JSON, with the byte offset where reading stopped.
    public struct Failure: Error, Equatable, Sendable {
        public var reason: String
        public var offset: Int
    }

    /// Parses a whole document; trailing non-space bytes are an error.
    public static func parse(_ text: String) throws(Failure) -> JSONValue {
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer { buffer throws(Failure) in
            try parse(UnsafeBufferPointer(buffer))
        }
    }

    /// Parses a whole document from UTF-8 bytes.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
        var reader = Reader(bytes: bytes)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.position == bytes.count else { throw reader.fail("unexpected text after the JSON value") }
        return value
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        func fail(_ reason: String) -> Failure { Failure(reason: reason, offset: position) }

        mutating func skipSpace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(Failure) -> JSONValue {
            guard depth < 64 else { throw fail("nested too deeply") }
            guard position < bytes.count else { throw fail("unexpected end of line") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            default: return try number()
            }
        }

        mutating func literal(_ word: String) throws(Failure) {
            let expected = Array(word.utf8)
            let count = expected.count
            guard position + count <= bytes.count else { throw fail("unexpected end of line") }
            for index in 0..<count where bytes[position + index] != expected[index] {
                throw fail("unexpected character")
            }
            position += count
        }

        mutating func object(depth: Int) throws(Failure) -> JSONValue {
            position += 1
            var members: [(String, JSONValue)] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            while true {
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw fail("expected a key in quotes") }
                let key = try string()
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw fail("expected ':' after a key") }
                position += 1
                skipSpace()
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard position < bytes.count else { throw fail("unexpected end of line inside an object") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
                throw fail("expected ',' or '}'")
            }
        }

        mutating func array(depth: Int) throws(Failure) -> JSONValue {
            position += 1
            var items: [JSONValue] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard position < bytes.count else { throw fail("unexpected end of line inside an array") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
                throw fail("expected ',' or ']'")
            }
        }

        mutating func string() throws(Failure) -> String {
            position += 1
            let start = position
            // Fast path: no escapes.
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
                    position += 1
                    guard let text = String(validating: slice, as: UTF8.self) else { throw fail("text is not valid UTF-8") }
                    return text
                }
                if byte == UInt8(ascii: "\\") { break }
                if byte < 0x20 { throw fail("control character inside a string") }
                position += 1
            }
            var scratch = Array(bytes[start..<position])
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    guard let text = String(validating: scratch, as: UTF8.self) else { throw fail("text is not valid UTF-8") }
                    return text
                }
                if byte < 0x20 { throw fail("control character inside a string") }
                if byte != UInt8(ascii: "\\") { scratch.append(byte); position += 1; continue }
                position += 1
                guard position < bytes.count else { break }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): scratch.append(0x22)
                case UInt8(ascii: "\\"): scratch.append(0x5C)
                case UInt8(ascii: "/"): scratch.append(0x2F)
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                              bytes[position + 1] == UInt8(ascii: "u") else { throw fail("unpaired surrogate") }
                        position += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw fail("invalid \\u escape") }
                    scratch.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw fail("invalid escape")
                }
            }
            throw fail("unterminated string")
        }

        mutating func hex4() throws(Failure) -> UInt32 {
            guard position + 4 <= bytes.count else { throw fail("unexpected end of line in \\u escape") }
            var code: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[position]
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: throw fail("invalid \\u escape")
                }
                code = code << 4 | UInt32(digit)
                position += 1
            }
            return code
        }

        mutating func number() throws(Failure) -> JSONValue {
            let start = position
            var integral = true
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
            let digitsStart = position
            while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
            guard position > digitsStart else { position = start; throw fail("unexpected character") }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                integral = false
                position += 1
                let fraction = position
                while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
                guard position > fraction else { throw fail("expected digits after '.'") }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                integral = false
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
                let exponent = position
                while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
                guard position > exponent else { throw fail("expected digits in the exponent") }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            if integral, let value = Int(text) { return .integer(value) }
            guard let value = Double(text) else { throw fail("invalid number") }
            return .number(value)
        }
    }
}

extension JSONValue {
    /// The member named `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The value as a string, when it is one.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value as a number, when it is an integer or a decimal.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }
}
