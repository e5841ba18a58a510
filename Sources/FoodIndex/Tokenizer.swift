import FoodText

/// Splits product names, brands and queries into index terms.
///
/// A term is a word of FoodText's pipeline (`FoodWords`: folded, compatibility forms spelled out,
/// invisible code points dropped, look-alike letters mapped): `Crème Fraîche 30%` gives `creme`,
/// `fraiche`, `30`. Single letters and a short list of stop words in the
/// languages Open Food Facts is mostly written in are dropped: they carry no meaning in a food
/// name and their posting lists would dominate query time. Terms are cut to `maxTermBytes`.
public enum Tokenizer {
    /// Longest term kept, in bytes.
    public static let maxTermBytes = 32

    /// Words never indexed nor searched (English, French, German, Spanish, Italian function words):
    /// FoodText's one list.
    public static var stopWords: Set<String> { StopWords.all }

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
        FoodWords.forEach(in: text) { word in
            let count = word.utf8.count
            if count == 1, let byte = word.utf8.first, byte >= 0x61, byte <= 0x7A { return }
            if count <= StopWords.longest, StopWords.all.contains(word) { return }
            result.append(Singular.of(count > maxTermBytes ? cut(word) : word))
        }
        return result
    }

    /// `word` cut to at most `maxTermBytes` bytes, at a scalar boundary.
    static func cut(_ word: String) -> String {
        guard word.utf8.count > maxTermBytes else { return word }
        var cut = ""
        for scalar in word.unicodeScalars {
            if cut.utf8.count + String(scalar).utf8.count > maxTermBytes { break }
            cut.unicodeScalars.append(scalar)
        }
        return cut
    }

    /// The singular spelling of a plural, so `eggs` finds `egg` and `bananas` finds `banana`:
    /// FoodText's one rule (`Singular`), applied identically when indexing and searching.
    public static func singular(_ term: String) -> String { Singular.of(term) }

    /// Whether the query text ends inside a word (so its last term may be a prefix being typed).
    public static func endsInsideWord(_ text: String) -> Bool { FoodWords.endsInsideWord(text) }
}
