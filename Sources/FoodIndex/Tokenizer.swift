/// Splits product names, brands and queries into index terms.
///
/// A term is a maximal run of letters and digits after folding (see `TextFolding`): `Crème
/// Fraîche 30%` gives `creme`, `fraiche`, `30`. Single letters and a short list of stop words in the
/// languages Open Food Facts is mostly written in are dropped: they carry no meaning in a food
/// name and their posting lists would dominate query time. Terms are cut to `maxTermBytes`.
public enum Tokenizer {
    /// Longest term kept, in bytes.
    public static let maxTermBytes = 32

    /// Words never indexed nor searched (English, French, German, Spanish, Italian function words).
    public static let stopWords: Set<String> = [
        "the", "and", "with", "of", "in", "for", "or", "to", "an",
        "de", "du", "des", "la", "le", "les", "et", "au", "aux", "en", "avec", "sans", "un", "une", "pour", "sur",
        "und", "mit", "der", "die", "das", "von",
        "con", "del", "los", "las", "el", "y", "di", "al", "il",
    ]

    /// Descriptors that say a food is plain, not what it is: left out of the lengths that
    /// BM25 and the plain-name factor use, so "Egg, whole, raw" counts as short as "Egg".
    public static let neutralWords: Set<String> = [
        "raw", "fresh", "whole", "plain", "nfs", "regular", "natural", "unprepared", "frais", "nature", "entier",
        "brewed", "cured",
    ]

    /// Name parts that only say nothing more is specified, matched on their first terms: USDA
    /// survey names such as "Rice, white, cooked, NS as to fat" or "..., no added fat". Such a part
    /// counts as neutral, like a neutral word.
    public static let neutralPhrases: [[String]] = [["ns", "as"], ["no", "added", "fat"]]

    /// Leading name parts that are a category rather than the food: USDA writes "Fish, salmon,
    /// raw", "Cheese, cheddar", "Beverages, coffee, brewed". Then the next part is the name's
    /// head, the words that say what the food is.
    public static let categoryHeads: Set<String> = [
        "fish", "cheese", "beverage", "nut", "crustacean", "mollusk", "candy", "snack", "spice", "seed",
        "beef", "pork", "veal", "lamb", "game meat", "alcoholic beverage", "soft drink", "cereal ready eat",
        "ostrich", "emu",
    ]

    /// The terms of `text`, in order, with duplicates kept (term frequency matters).
    public static func terms(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        func finish() {
            defer { current = "" }
            guard !current.isEmpty else { return }
            if current.utf8.count == 1, let byte = current.utf8.first, byte >= 0x61, byte <= 0x7A { return }
            if stopWords.contains(current) { return }
            if current.utf8.count > maxTermBytes {
                var cut = ""
                for scalar in current.unicodeScalars {
                    if cut.utf8.count + String(scalar).utf8.count > maxTermBytes { break }
                    cut.unicodeScalars.append(scalar)
                }
                current = cut
            }
            result.append(singular(current))
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                switch value {
                case 0x30...0x39, 0x61...0x7A: current.unicodeScalars.append(scalar)
                case 0x41...0x5A: current.unicodeScalars.append(Unicode.Scalar(value + 0x20)!)
                default: finish()
                }
            } else if let folded = TextFolding.fold(scalar) {
                current += folded
            } else {
                finish()
            }
        }
        finish()
        return result
    }

    /// The singular spelling of an English or French plural, so `eggs` finds `egg` and `bananas`
    /// finds `banana`: `-ies` becomes `-y`, `-oes` drops `-es`, and a final `s` or `x` is dropped
    /// unless the word ends in `ss`, `us` or `is` or has 3 letters or fewer. Applied identically
    /// when indexing and searching, so an imperfect singular still matches itself.
    public static func singular(_ term: String) -> String {
        let bytes = Array(term.utf8)
        let count = bytes.count
        guard count > 3, bytes.allSatisfy({ $0 < 0x80 }) else { return term }
        let last = bytes[count - 1]
        let before = bytes[count - 2]
        if last == 0x73 {
            if count > 4, before == 0x65, bytes[count - 3] == 0x69 {
                return String(decoding: bytes[0..<(count - 3)], as: UTF8.self) + "y"
            }
            if count > 4, before == 0x65, bytes[count - 3] == 0x6F {
                return String(decoding: bytes[0..<(count - 2)], as: UTF8.self)
            }
            if before == 0x73 || before == 0x75 || before == 0x69 { return term }
            return String(decoding: bytes[0..<(count - 1)], as: UTF8.self)
        }
        if last == 0x78, before == 0x75 {
            return String(decoding: bytes[0..<(count - 1)], as: UTF8.self)
        }
        return term
    }

    /// Whether the query text ends inside a word (so its last term may be a prefix being typed).
    public static func endsInsideWord(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last else { return false }
        if last.value < 0x80 {
            return (0x30...0x39).contains(last.value) || (0x41...0x5A).contains(last.value) || (0x61...0x7A).contains(last.value)
        }
        return TextFolding.fold(last) != nil
    }
}
