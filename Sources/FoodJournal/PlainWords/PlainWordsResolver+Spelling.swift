/// Words typed with a slip of the keys ("chiken", "brocoli", "sandwhich", "ceasar salad"): a
/// word no name of the foods found for the item holds, one or two keystrokes from a word the
/// names of the generic foods found hold, is that word. The catalog's search already forgives
/// the slip in its ranking; logging, which takes a food only when its name holds every word said,
/// must too. Only generic names (the surveys') lend words: products' names hold brands and
/// their own slips ("BAKERY EXPRESS" is no "expresso").
extension PlainWordsResolver {
    /// The shortest word read as a slip: shorter words are too often another word one key away
    /// ("pear" and "peas", "kale" and "male").
    static let shortestSlip = 5
    /// Words of this length or more may be two keystrokes off ("sandwhich", "cappucino").
    static let twoSlipLength = 8
    /// How many foods found for the item, and for the word alone, lend their names' words.
    static let slipPool = 20
    /// A word that one name spells as typed is still a slip when this many generic names spell it
    /// otherwise (a gelato's "CAPPUCINO" beside the cappuccinos).
    static let slipMajority = 5
    /// The most words of one item looked up as slips: each costs searches, and a food said with
    /// more slips than this is not one to guess at.
    static let mostSlips = 3

    /// Words of the dishes the tables name (composed dishes, dish names): spelled as meant,
    /// though the catalog's search may find none of them ("nihari" finds tofu made with nigari).
    static let dishWords: Set<String> = Set(
        (ComposedDishes.dishes.flatMap(\.said) + (DishNames.generic + DishNames.nearestDish).map(\.said))
            .flatMap { $0.split(separator: " ").map(String.init) })

    /// `item` with each word typed with a slip respelled as the names of the foods found for it
    /// spell it; `item` itself when no word needs it. A word the tables read otherwise (a synonym,
    /// a one-word dish name, a cooking, filler or size word) is never respelled; with
    /// `onlyUnnamed`, neither is a word some food's name spells as typed (a "nihari" said with
    /// its naan, before the two are read apart, is no "nigari").
    static func respelled(_ item: ParsedItem, catalog: FoodCatalog, onlyUnnamed: Bool = false) throws -> ParsedItem {
        let said = item.food.split(separator: " ").map(String.init)
        func unsure(_ word: String) -> Bool {
            word.count >= shortestSlip && word.allSatisfy { $0.isASCII && $0.isLetter } && searchWords(word) == word
                && PhraseWords.cooking[word] == nil && !PlainWordsParser.fillers.contains(word) && PlainWordsParser.sizes[word] == nil
                && !(onlyUnnamed && dishWords.contains(word))
        }
        guard said.contains(where: unsure) else { return item }
        func counted(_ query: String, _ kind: CatalogFood.Kind?) throws -> [String: Int] {
            var counts: [String: Int] = [:]
            for food in try catalog.search(query, kind: kind, limit: slipPool) {
                for word in words(food.name) where word.count >= shortestSlip - 1 { counts[word, default: 0] += 1 }
            }
            return counts
        }
        let query = searchWords(item.food)
        let found = try counted(query, nil)
        let slips = said.indices.filter { unsure(said[$0]) && (found[said[$0]] ?? 0) <= 1 }
        guard !slips.isEmpty, slips.count <= mostSlips else { return item }
        let genericFound = try counted(query, .generic)
        var respelled = said
        for at in slips {
            let word = said[at]
            // The foods found for all the words may hold none near the word ("ceasar" among chicken salads).
            let alone = found[word] == nil ? try counted(word, nil) : [:]
            let typed = found[word] ?? alone[word] ?? 0
            let generic = genericFound.merging(try counted(word, .generic)) { $0 + $1 }
            let limit = word.count >= twoSlipLength ? 2 : 1
            let near = generic.compactMap { name, count in
                name == word ? nil : typingDistance(word, name, limit: limit).map { (name, $0, count) }
            }
            // The nearest, then the word most names hold, then the first in order: the same every run.
            if let best = near.min(by: { ($0.1, -$0.2, $0.0) < ($1.1, -$1.2, $1.0) }), !said.contains(best.0),
               typed == 0 || !onlyUnnamed && best.2 >= slipMajority {
                respelled[at] = best.0
            }
        }
        guard respelled != said else { return item }
        var fixed = item
        fixed.food = respelled.joined(separator: " ")
        return fixed
    }

    /// Keystrokes between `typed` and `word` (a letter added, dropped or changed, or two letters
    /// swapped: the optimal string alignment distance) when at most `limit`, else nil.
    static func typingDistance(_ typed: String, _ word: String, limit: Int) -> Int? {
        let a = Array(typed.utf8), b = Array(word.utf8)
        guard abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowBest = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
                current[j] = value
                rowBest = min(rowBest, value)
            }
            if rowBest > limit { return nil }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
