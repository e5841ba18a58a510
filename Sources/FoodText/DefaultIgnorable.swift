/// Code points that are invisible by design: zero-width space and joiners, soft hyphen, word joiner,
/// bidi marks and isolates, byte order mark, variation selectors, Hangul fillers, tags.
///
/// They are dropped *inside* a word rather than splitting it, so `al\u{200B}monds` is `almonds`.
/// Unicode's Default_Ignorable_Code_Point property, written out as fixed ranges so that the index
/// does not depend on the toolchain's Unicode version.
public enum DefaultIgnorable {
    /// The ranges, sorted, as first and last code point of each in turn (plain numbers, so the
    /// table costs a search process no generic metadata to set up).
    static let bounds: [UInt32] = [
        0x00AD, 0x00AD, 0x034F, 0x034F, 0x061C, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5,
        0x180B, 0x180F, 0x200B, 0x200F, 0x202A, 0x202E, 0x2060, 0x206F, 0x3164, 0x3164,
        0xFE00, 0xFE0F, 0xFEFF, 0xFEFF, 0xFFA0, 0xFFA0, 0xFFF0, 0xFFF8, 0x1BCA0, 0x1BCA3,
        0x1D173, 0x1D17A, 0xE0000, 0xE0FFF,
    ]

    /// Whether `value` is a default-ignorable code point.
    public static func contains(_ value: UInt32) -> Bool {
        guard value >= 0xAD else { return false }
        var index = 0
        while index + 1 < bounds.count {
            if value < bounds[index] { return false }
            if value <= bounds[index + 1] { return true }
            index += 2
        }
        return false
    }
}
