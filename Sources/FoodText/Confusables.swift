/// Cyrillic and Greek letters that look like Latin ones (`а` and `a`, `Ρ` and `P`), with the Latin
/// letter they imitate, lower case. Written from the Cyrillic and Greek entries of Unicode's
/// confusables data (UTS #39) that map to one Latin letter; look-alikes of digits (`З` → 3, `б` → 6)
/// are left out, and capital-I look-alikes (`Ι`, `І`, `Ӏ`) map to `i`, since text is lower-cased.
///
/// When it applies (`FoodWords` decides per word, after UTS #39's mixed-script idea):
/// - a word that mixes Latin letters with Cyrillic or Greek ones is a spoof or a typing slip
///   (`peаnuts` with a Cyrillic `а`): each look-alike is mapped, by its own case first (`Н` looks
///   like `H`) and then by its lower case;
/// - a word with no Latin letter is mapped only when every letter's lower case has a look-alike
///   (`реаnuts` typed all in Cyrillic would be, `сахар` is too, consistently on both sides);
///   real Russian and Greek words almost always have a letter with none (`молоко`, `хлеб`,
///   `γάλα`) and are left as they are. Deciding on lower case keeps `САХАР` and `сахар` one word.
public enum Confusables {
    /// Whether `value` is in the Greek or Cyrillic blocks (U+0370...U+052F, U+1F00...U+1FFF).
    public static func isGreekOrCyrillic(_ value: UInt32) -> Bool {
        (0x0370...0x052F).contains(value) || (0x1F00...0x1FFF).contains(value)
    }

    /// The Latin look-alike of a Greek or Cyrillic letter as written (either case).
    public static func latin(_ value: UInt32) -> String? {
        latin(lowercase: value) ?? uppercase.first { $0.0 == value }?.1
    }

    /// The Latin look-alike of a lower-case Greek or Cyrillic letter.
    public static func latin(lowercase value: UInt32) -> String? { lowercase.first { $0.0 == value }?.1 }

    // Pairs, not dictionaries: a few dozen entries are found as fast by a scan, and a search
    // process that meets one Greek letter in a product name does not build a hash table for it.
    static let lowercase: [(UInt32, String)] = [
        // Cyrillic
        (0x0430, "a"), (0x0433, "r"), (0x0435, "e"), (0x043E, "o"), (0x0440, "p"), (0x0441, "c"), (0x0443, "y"), (0x0445, "x"),
        (0x0455, "s"), (0x0456, "i"), (0x0458, "j"), (0x0461, "w"), (0x0475, "v"), (0x04AF, "y"), (0x04BB, "h"), (0x04BD, "e"),
        (0x04CF, "i"), (0x04D5, "ae"), (0x0501, "d"), (0x051B, "q"), (0x051D, "w"),
        // Greek
        (0x03B1, "a"), (0x03B3, "y"), (0x03B9, "i"), (0x03BD, "v"), (0x03BF, "o"), (0x03C1, "p"), (0x03C3, "o"), (0x03C5, "u"),
        (0x03F1, "p"), (0x03F2, "c"), (0x03F3, "j"), (0x1FBE, "i"),
    ]

    static let uppercase: [(UInt32, String)] = [
        // Cyrillic
        (0x0405, "s"), (0x0406, "i"), (0x0408, "j"), (0x0410, "a"), (0x0412, "b"), (0x0415, "e"), (0x041A, "k"), (0x041C, "m"),
        (0x041D, "h"), (0x041E, "o"), (0x0420, "p"), (0x0421, "c"), (0x0422, "t"), (0x0423, "y"), (0x0425, "x"), (0x042C, "b"),
        (0x0474, "v"), (0x04AE, "y"), (0x04C0, "i"), (0x04D4, "ae"), (0x050C, "g"), (0x051C, "w"),
        // Greek
        (0x037F, "j"), (0x0391, "a"), (0x0392, "b"), (0x0395, "e"), (0x0396, "z"), (0x0397, "h"), (0x0399, "i"), (0x039A, "k"),
        (0x039C, "m"), (0x039D, "n"), (0x039F, "o"), (0x03A1, "p"), (0x03A4, "t"), (0x03A5, "y"), (0x03A7, "x"), (0x03D2, "y"),
        (0x03DC, "f"), (0x03F9, "c"), (0x03FA, "m"),
    ]
}
