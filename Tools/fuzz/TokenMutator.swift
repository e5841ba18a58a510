import TestSupport

/// Structure-aware mutations of JSON text (also JSON Lines): finds the number and string tokens
/// and replaces one with a hostile value, so the document usually stays valid JSON and the
/// mutant reaches foodlog's validation and rendering, not only its parser.
enum TokenMutator {
    /// A token's byte range in the text.
    struct Token {
        enum Kind { case number, string, key }
        var kind: Kind
        /// For strings and keys: the bytes between the quotes.
        var range: Range<Int>
    }

    /// The number, string and key tokens of JSON-like text (tolerant of damaged text).
    static func tokens(_ bytes: [UInt8]) -> [Token] {
        var found: [Token] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x22 {
                var end = index + 1
                while end < bytes.count, bytes[end] != 0x22 {
                    end += bytes[end] == 0x5C ? 2 : 1
                }
                end = min(end, bytes.count)
                var next = end + 1
                while next < bytes.count, bytes[next] == 0x20 { next += 1 }
                let isKey = next < bytes.count && bytes[next] == 0x3A
                found.append(Token(kind: isKey ? .key : .string, range: (index + 1)..<end))
                index = end + 1
            } else if byte == 0x2D || (0x30...0x39).contains(byte) {
                var end = index + 1
                while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
                found.append(Token(kind: .number, range: index..<end))
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || byte == 0x2E || byte == 0x65 || byte == 0x45 || byte == 0x2B || byte == 0x2D
    }

    /// Replaces one token; nil when the text has no token of a usable kind.
    static func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String? {
        let all = tokens(bytes)
        guard !all.isEmpty else { return nil }
        let numbers = all.filter { $0.kind == .number }
        let strings = all.filter { $0.kind == .string }
        let keys = all.filter { $0.kind == .key }
        let roll = random.below(10)
        if roll < 5, let token = numbers.isEmpty ? nil : random.pick(numbers) {
            let value = random.pick(HostileValues.numbers)
            let old = String(decoding: bytes[token.range], as: UTF8.self)
            bytes.replaceSubrange(token.range, with: Array(value.utf8))
            return "number \(old) -> \(value)"
        }
        if roll < 8, let token = strings.isEmpty ? nil : random.pick(strings) {
            let old = String(decoding: bytes[token.range].prefix(24), as: UTF8.self)
            switch random.below(4) {
            case 0:
                let huge = HostileValues.hugeText(&random)
                bytes.replaceSubrange(token.range, with: huge)
                return "string \"\(old)\" -> \(huge.count) bytes of text"
            case 1:
                let raw = random.pick(HostileValues.rawBytes)
                let at = token.range.lowerBound + random.below(token.range.count + 1)
                bytes.insert(contentsOf: raw, at: at)
                return "string \"\(old)\" with raw \(ByteMutator.hex(raw))"
            case 2:
                // The whole string, quotes included, becomes a number or another type.
                let value = random.pick(HostileValues.numbers)
                bytes.replaceSubrange((token.range.lowerBound - 1)..<min(token.range.upperBound + 1, bytes.count), with: Array(value.utf8))
                return "string \"\(old)\" -> \(value)"
            default:
                let value = random.pick(HostileValues.escapedStrings)
                let keepText = random.chance(1, in: 2)
                let replacement = keepText ? Array(bytes[token.range]) + Array(value.utf8) : Array(value.utf8)
                bytes.replaceSubrange(token.range, with: replacement)
                return "string \"\(old)\" -> \(keepText ? "…+" : "")\"\(value)\""
            }
        }
        if let token = keys.isEmpty ? nil : random.pick(keys) {
            let old = String(decoding: bytes[token.range], as: UTF8.self)
            let other = random.pick(keys)
            let name = Array(bytes[other.range])
            bytes.replaceSubrange(token.range, with: name)
            return "key \"\(old)\" -> \"\(String(decoding: name, as: UTF8.self))\""
        }
        return nil
    }
}
