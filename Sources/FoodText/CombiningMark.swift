/// Combining marks that only decorate a letter (accents, cedillas, tildes, overlays) in the Latin,
/// Greek and Cyrillic text food names are written in. They are dropped, so a decomposed `e\u{301}`
/// folds like `é`, to `e`. Marks that are letters' vowels in other scripts (Devanagari, Thai,
/// Arabic) are kept as word characters: dropping them would change the word.
public enum CombiningMark {
    /// Whether `value` is a decorating combining mark.
    public static func contains(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: false
        }
    }
}
