/// The one singular rule for food words, used by the index, the query, plain-word logging and the
/// allergen check, so that `eggs`, `peaches` and `cookies` mean what `egg`, `peach` and `cookie`
/// mean everywhere.
///
/// It is a matching key more than grammar: applied identically to both sides of every comparison,
/// an imperfect singular still matches itself. The general rule is the one the index has always
/// used (it must not hurt French, the commonest language of Open Food Facts): `-ies` becomes `-y`,
/// `-oes` drops `-es`, `-ux` drops the `x` (`gateaux`), and a final `s` is dropped unless the word
/// ends in `ss`, `us` or `is` or has 3 bytes or fewer. English plurals in `-ches`, `-shes`, `-sses`
/// and `-xes` are listed by name (`peaches`, `radishes`, `glasses`), because a suffix rule for them
/// would break French and German (`tranches`, `saucisses`, `frisches` keep their `e`), and so are
/// English nouns in `-ie` (`cookies` → `cookie`).
public enum Singular {
    /// The singular spelling of a lower-case word (as `FoodWords` gives it).
    public static func of(_ word: String) -> String {
        let count = word.utf8.count
        guard count > 3 else { return word }
        var tail = word.utf8.reversed().makeIterator()
        guard let last = tail.next(), let before = tail.next() else { return word }
        if last == 0x73 {  // s
            if before == 0x65, let third = tail.next() {  // -es
                if third == 0x69, count > 4 {  // -ies
                    let stem = dropping(1, from: word)
                    return ieNouns.contains(stem) ? stem : dropping(3, from: word) + "y"
                }
                if third == 0x6F, count > 4 { return dropping(2, from: word) }  // -oes
                if let listed = esPlurals[word] { return listed }
            }
            if before == 0x73 || before == 0x75 || before == 0x69 { return word }  // -ss, -us, -is
            return dropping(1, from: word)
        }
        if last == 0x78, before == 0x75 { return dropping(1, from: word) }  // -ux
        return word
    }

    /// Nouns ending in -ie, whose plural is not -y → -ies (`cookies` is not `cooky`).
    public static let ieNouns: Set<String> = [
        "cookie", "brownie", "smoothie", "veggie", "hoagie", "pie", "rookie", "calorie", "birdie", "brie",
        "pastie", "goodie",
    ]

    /// English plurals that add -es after ch, sh, ss or x, with their singular.
    public static let esPlurals: [String: String] = {
        let singulars = [
            "peach", "sandwich", "lunch", "brunch", "bunch", "punch", "batch", "starch", "pinch", "inch",
            "radish", "dish", "squash", "knish", "relish", "hash", "dash", "splash", "ostrich", "conch",
            "perch", "pouch", "branch", "crunch", "glass", "box", "mix", "flax", "wax",
        ]
        var table: [String: String] = [:]
        for singular in singulars { table[singular + "es"] = singular }
        return table
    }()

    /// `word` without its last `count` bytes, which the caller has checked are ASCII.
    private static func dropping(_ count: Int, from word: String) -> String {
        String(decoding: word.utf8.dropLast(count), as: UTF8.self)
    }
}
