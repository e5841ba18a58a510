/// Reads one field's bytes the way the String functions `clean` and `parseDecimal` read its text,
/// without making a `String` unless the field is text the index stores.
///
/// Each function gives exactly what its String counterpart gives on
/// `String(decoding: bytes, as: UTF8.self)` (the tests compare them on crafted and random
/// fields). The byte loops handle what export fields hold: ASCII, UTF-8 letters, plain decimals.
/// Anything where the String rules could differ from a byte rule (invalid UTF-8, a whitespace
/// scalar that a grapheme cluster could join to its neighbour, a decimal strtod must round) goes
/// to the String function itself.
enum FieldText {
    /// `clean(text)`: whitespace runs collapsed to one space, trimmed.
    static func cleaned(_ field: UnsafeBufferPointer<UInt8>) -> String {
        switch scan(field) {
        case .unchanged: return String(decoding: field, as: UTF8.self)
        case .collapse: return collapsed(field)
        case .strings: return clean(Substring(String(decoding: field, as: UTF8.self)))
        }
    }

    /// Whether `cleaned(field)` is empty, without building it.
    static func cleansToEmpty(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        switch scan(field) {
        case .unchanged: return field.isEmpty
        case .collapse: return field.allSatisfy(isASCIIWhitespace)
        case .strings: return clean(Substring(String(decoding: field, as: UTF8.self))).isEmpty
        }
    }

    /// `parseDecimal(text)`: `12.5`, `12,5`, surrounding spaces; nil when empty or not finite.
    static func decimal(_ field: UnsafeBufferPointer<UInt8>) -> Double? {
        var start = 0
        var end = field.count
        while start < end, field[start] == 0x20 { start += 1 }
        while end > start, field[end - 1] == 0x20 { end -= 1 }
        guard start < end else { return nil }
        // Digits with at most one point inside: the value is mantissa / 10^fraction, and when
        // both are exact doubles their IEEE quotient is the correctly rounded decimal, as strtod's.
        var mantissa: UInt64 = 0
        var digits = 0
        var fraction = 0
        var point = false
        var index = start
        while index < end {
            let byte = field[index]
            if byte &- 0x30 < 10 {
                guard digits < 19 else { return slowDecimal(field) }
                mantissa = mantissa &* 10 &+ UInt64(byte &- 0x30)
                digits += 1
                if point { fraction += 1 }
            } else if byte == 0x2E, !point, index > start, index + 1 < end {
                point = true
            } else {
                return slowDecimal(field)
            }
            index += 1
        }
        guard mantissa <= 1 << 53, fraction < FieldText.powersOfTen.count else { return slowDecimal(field) }
        return fraction == 0 ? Double(mantissa) : Double(mantissa) / FieldText.powersOfTen[fraction]
    }

    /// Whether the field, lowercased as `String.lowercased()` does, equals `lowercaseASCII`
    /// (already lowercase ASCII).
    static func lowercasedEquals(_ field: UnsafeBufferPointer<UInt8>, _ lowercaseASCII: [UInt8]) -> Bool {
        guard field.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: field, as: UTF8.self).lowercased() == String(decoding: lowercaseASCII, as: UTF8.self)
        }
        guard field.count == lowercaseASCII.count else { return false }
        for index in 0..<field.count {
            let byte = field[index]
            let lower = byte &- 0x41 < 26 ? byte | 0x20 : byte
            if lower != lowercaseASCII[index] { return false }
        }
        return true
    }

    /// 10^0 ... 10^22: the powers of ten a double holds exactly.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    private static func slowDecimal(_ field: UnsafeBufferPointer<UInt8>) -> Double? {
        parseDecimal(Substring(String(decoding: field, as: UTF8.self)))
    }

    static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte &- 0x09 < 5 }

    /// What cleaning a field takes.
    private enum Work { case unchanged, collapse, strings }

    /// One pass over the field. `.unchanged`: valid UTF-8 whose only whitespace is single spaces
    /// between other characters. `.collapse`: valid UTF-8 whose whitespace is all ASCII and sits
    /// where no grapheme cluster can join it to a neighbour (before a scalar below U+0300, after
    /// one below U+0600: Extend, SpacingMark, ZWJ and Prepend scalars all lie above), so cleaning
    /// works on bytes. Anything else: `.strings`.
    private static func scan(_ field: UnsafeBufferPointer<UInt8>) -> Work {
        var work = Work.unchanged
        var previous: UInt32 = 0x41
        var afterWhitespace = false
        var index = 0
        let count = field.count
        while index < count {
            let lead = field[index]
            var scalar = UInt32(lead)
            if lead < 0x80 {
                index += 1
            } else {
                guard let (value, length) = decode(field, at: index) else { return .strings }
                scalar = value
                index += length
            }
            if scalar < 0x80, isASCIIWhitespace(UInt8(scalar)) {
                if previous >= 0x600 { return .strings }
                if scalar != 0x20 || afterWhitespace || index == 1 || index == count { work = .collapse }
                afterWhitespace = true
            } else if scalar >= 0x80, isUnicodeWhitespace(scalar) {
                return .strings
            } else {
                if afterWhitespace, scalar >= 0x300 { return .strings }
                afterWhitespace = false
            }
            previous = scalar
        }
        return work
    }

    /// Cleans a field `scan` found safe for bytes: ASCII whitespace runs become one space.
    private static func collapsed(_ field: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: field.count) { output in
            var length = 0
            var pendingSpace = false
            for byte in field {
                if isASCIIWhitespace(byte) {
                    pendingSpace = length > 0
                } else {
                    if pendingSpace {
                        output[length] = 0x20
                        length += 1
                        pendingSpace = false
                    }
                    output[length] = byte
                    length += 1
                }
            }
            return length
        }
    }

    /// The White_Space scalars above ASCII (what `Character.isWhitespace` tests on a cluster's
    /// first scalar).
    static func isUnicodeWhitespace(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// The scalar of a well-formed UTF-8 sequence of two to four bytes at `index`, and its length;
    /// nil when ill-formed (overlong, surrogate, above U+10FFFF, cut short).
    private static func decode(_ field: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
        let lead = field[index]
        func continuation(_ offset: Int) -> UInt32? {
            guard index + offset < field.count else { return nil }
            let byte = field[index + offset]
            return byte & 0xC0 == 0x80 ? UInt32(byte & 0x3F) : nil
        }
        switch lead {
        case 0xC2...0xDF:
            guard let second = continuation(1) else { return nil }
            return (UInt32(lead & 0x1F) << 6 | second, 2)
        case 0xE0...0xEF:
            guard let second = continuation(1), let third = continuation(2) else { return nil }
            let scalar = UInt32(lead & 0x0F) << 12 | second << 6 | third
            guard scalar >= 0x800, !(0xD800...0xDFFF).contains(scalar) else { return nil }
            return (scalar, 3)
        case 0xF0...0xF4:
            guard let second = continuation(1), let third = continuation(2), let fourth = continuation(3) else { return nil }
            let scalar = UInt32(lead & 0x07) << 18 | second << 12 | third << 6 | fourth
            guard scalar >= 0x10000, scalar <= 0x10FFFF else { return nil }
            return (scalar, 4)
        default:
            return nil
        }
    }
}
