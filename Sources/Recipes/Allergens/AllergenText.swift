import Foundation

/// Text as the allergen checker reads it: folded words, and the singular forms a word may stand for.
enum AllergenText {
    /// The words of a text, lower-cased with accents removed ("Crème Fraîche" → creme, fraiche).
    /// Anything that is not a letter or a digit separates words, so "gluten-free" is two words
    /// and "za'atar" matches "za atar".
    static func words(_ text: String) -> [String] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// The word itself and the singulars it may be a plural of: "anchovies" → anchovy,
    /// "tomatoes" → tomato, "walnuts" → walnut. Words ending in "ss" keep their "s" ("bass").
    static func forms(_ word: String) -> [String] {
        var forms = [word]
        if word.hasSuffix("ies"), word.count > 4 { forms.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("es"), word.count > 3 { forms.append(String(word.dropLast(2))) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 2 { forms.append(String(word.dropLast())) }
        return forms
    }

    /// Start positions where `phrase` (already folded words) occurs in `words`, plurals allowed.
    static func occurrences(of phrase: [String], in words: [String]) -> [Int] {
        guard !phrase.isEmpty, phrase.count <= words.count else { return [] }
        var starts: [Int] = []
        for start in 0...(words.count - phrase.count) {
            var matches = true
            for offset in 0..<phrase.count where !forms(words[start + offset]).contains(phrase[offset]) {
                matches = false
                break
            }
            if matches { starts.append(start) }
        }
        return starts
    }
}
