import FoodText

/// Text as the allergen checker reads it: FoodText's words (folded with the fixed table, compatibility
/// forms spelled out, invisible code points dropped, look-alike letters mapped) compared by their
/// singular, so `ａｌｍｏｎｄｓ`, `al\u{200B}monds` and `peаnuts` (Cyrillic а) are caught like
/// `almonds` and `peanuts`. Stop words are kept: "sans", "free" and "of" carry meaning here.
enum AllergenText {
    /// The words of a text ("Crème Fraîche" → creme, fraiche). Anything that is not a letter or a
    /// digit separates words, so "gluten-free" is two words and "za'atar" matches "za atar".
    static func words(_ text: String) -> [String] { FoodWords.of(text) }

    /// The word itself and the singular it stands for: "anchovies" → anchovy, "tomatoes" → tomato,
    /// "walnuts" → walnut. Words ending in "ss" keep their "s" ("bass").
    static func forms(_ word: String) -> [String] {
        let singular = Singular.of(word)
        return singular == word ? [word] : [word, singular]
    }

    /// The matching keys of words: their singulars, so a plural matches on either side.
    static func keys(_ words: [String]) -> [String] { words.map(Singular.of) }

    /// Start positions where `phrase` occurs in `words`, both given as `keys`.
    static func occurrences(of phrase: [String], in words: [String]) -> [Int] {
        guard !phrase.isEmpty, phrase.count <= words.count else { return [] }
        var starts: [Int] = []
        for start in 0...(words.count - phrase.count) where words[start..<(start + phrase.count)].elementsEqual(phrase) {
            starts.append(start)
        }
        return starts
    }
}
