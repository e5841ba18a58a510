/// Function words that say nothing about a food, in the languages Open Food Facts is mostly written
/// in (English, French, German, Spanish, Italian).
///
/// The index neither stores nor searches them: their posting lists would dominate query time.
/// Checks that read meaning from every word (the allergen check, where "sans" and "free" matter)
/// keep them on purpose; see ARCHITECTURE.md, "Text".
public enum StopWords {
    /// Every stop word, folded as `FoodWords` folds text.
    public static let all: Set<String> = [
        "the", "and", "with", "of", "in", "for", "or", "to", "an",
        "de", "du", "des", "la", "le", "les", "et", "au", "aux", "en", "avec", "sans", "un", "une", "pour", "sur",
        "und", "mit", "der", "die", "das", "von",
        "con", "del", "los", "las", "el", "y", "di", "al", "il",
    ]

    /// The longest stop word's length in bytes: a longer word needs no look-up.
    public static let longest = 4

    /// Whether `word` is a stop word.
    public static func contains(_ word: String) -> Bool { word.utf8.count <= longest && all.contains(word) }
}
