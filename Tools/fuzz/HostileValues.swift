import TestSupport

/// The values attackers (and broken servers, models and disks) put where foodlog expects sane
/// ones. Every mutator draws from these tables, so a new trick added here reaches every class.
enum HostileValues {
    /// Numbers as they appear in JSON or config text: huge, tiny, negative, non-finite spellings,
    /// integers past every fixed width, hexadecimal and C-style forms foodlog must reject.
    static let numbers: [String] = [
        "1e300", "-1e300", "1e308", "1.7976931348623157e308", "1e309", "-1e15", "1e15", "1e-300", "5e-324",
        "0", "-0", "-1", "0.0001", "NaN", "nan", "Infinity", "-Infinity", "inf",
        "99999999999999999999", "-99999999999999999999", "18446744073709551615", "18446744073709551616",
        "9223372036854775807", "9223372036854775808", "-9223372036854775809", "2147483648", "4294967296",
        "4294967295", "65536", "0x10", "0x1p16", "1_000", "1,5", "+5", ".5", "5.", "1e", "--1", "\"12\"", "null",
        "true", "[]", "{}", "1e+400", "123456789012345678901234567890",
    ]

    /// Text with terminal escapes and other control characters, as JSON string bodies (escaped)
    /// and as raw text. The escaped forms decode to control characters inside a valid document.
    static let escapedStrings: [String] = [
        "\\u001b[31mRED\\u001b[0m", "\\u001b]0;pwned\\u0007", "\\u001b[2J\\u001b[H", "bell\\u0007bell", "back\\b\\b\\bspace",
        "c1\\u009bcsi", "nul\\u0000byte", "cr\\roverwrite", "\\u202egnp.exe", "\\ud800lone", "\\udfff", "tab\\tand\\nnewline",
        "\\u001b[6n", "\\u001bP+q\\u001b\\\\", "\\u0085next-line", "\\u200b", "",
    ]

    /// Raw bytes to splice into any file or body: escapes, BOMs, invalid UTF-8, NUL, CR.
    static let rawBytes: [[UInt8]] = [
        [0x1B, 0x5B, 0x33, 0x31, 0x6D], [0x1B, 0x5D, 0x30, 0x3B, 0x78, 0x07], [0x07], [0x08, 0x08], [0xC2, 0x9B, 0x32, 0x4A],
        [0x00], [0x0D], [0x0D, 0x0A], [0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xC3], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
        [0xF4, 0x90, 0x80, 0x80], [0x80], [0xFE], [0x22], [0x5C], [0x7B], [0x7D], [0x5B], [0x5D], [0x2C], [0x3A], [0x0A], [0x3D], [0x23],
    ]

    /// Interesting single bytes for overwrites.
    static let bytes: [UInt8] = [0x00, 0x01, 0x07, 0x0A, 0x0D, 0x1B, 0x20, 0x22, 0x2C, 0x30, 0x39, 0x3A, 0x5C, 0x7B, 0x7D, 0x7F, 0x80, 0x9B, 0xC3, 0xFF]

    /// The UTF-8 byte order mark.
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Boundary integers for binary fields, as unsigned bit patterns.
    static let boundaryIntegers: [UInt64] = [
        0, 1, 2, 0x7F, 0xFF, 0x7FFF, 0xFFFF, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFE, 0xFFFF_FFFF, 0x1_0000_0000,
        0x3FFF_FFFF_FFFF_FFFF, 0x4000_0000_0000_0000, 0x7FFF_FFFF_FFFF_FFFF, 0x8000_0000_0000_0000,
        0xFFFF_FFFF_FFFF_FFC0, 0xFFFF_FFFF_FFFF_FFFE, 0xFFFF_FFFF_FFFF_FFFF,
    ]

    /// A long run of text (a "huge string"): up to a mebibyte, with a few escapes inside.
    static func hugeText(_ random: inout SplitMix64) -> [UInt8] {
        let length = random.pick([4_096, 65_536, 1 << 20])
        var bytes = [UInt8](repeating: random.pick([0x41, 0x61, 0x39]), count: length)
        if random.chance(1, in: 2) { bytes[random.below(length)] = 0x1B }
        return bytes
    }
}
