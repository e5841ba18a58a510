/// Words of food names that change how long a name counts (BM25's document length and the
/// plain-name factor's head length), beside the tokenizer's neutral words and phrases. Written
/// from how foods are named (USDA's conventions, product names), not derived from an index.
enum NameVocabulary {
    /// More words that say a food is the usual one rather than which one: "Alcoholic beverage,
    /// wine, table, all" is wine of every kind, "Tofu, hard, prepared with nigari" is how tofu is
    /// made, "all commercial varieties" is an average. Counted as no length, like `raw`.
    /// "Chocolate candy" is a chocolate bar, "boneless, skinless" how a cut is trimmed.
    static let neutralWords: Set<String> = ["all", "table", "prepared", "variety", "commercial", "candy", "boneless", "skinless"]

    /// Name parts that say only how much of the usual food is there, matched on their first terms
    /// like `Tokenizer.neutralPhrases`: "Chicken, broilers or fryers, meat only, raw" is the plain
    /// chicken meat (broilers or fryers are the young chickens sold as chicken; "meat only" is it
    /// without skin), "Squash, summer, zucchini, includes skin, raw" the whole vegetable.
    static let neutralPhrases: [[String]] = [["broiler", "fryer"], ["meat", "only"], ["include", "skin"]]

    /// Words that make a name a different food from the plain one it names: a preparation that
    /// changes what is eaten ("Tofu, fried", "Zucchini, pickled", "Spices, garlic powder"), a
    /// use ("Alcoholic beverage, wine, cooking", "Salad dressing"), a stand-in ("Chicken,
    /// meatless", "imitation crab"), a part eaten on its own ("Chicken, skin"), a dish made of
    /// the food ("Chicken, chicken roll": a luncheon meat; an egg roll). Each counts as
    /// three words, so the plain food, which has none, comes first among names otherwise alike
    /// even when it says a little more ("Tofu, hard, prepared with nigari" over "Tofu, fried";
    /// two words only tied them), while a query that names the variant (`fried tofu`) still finds it.
    static let variantWords: Set<String> = [
        "fried", "pickled", "cooking", "dressing", "meatless", "imitation", "substitute", "skin", "powder",
        "seasoning", "flavored", "breaded", "candied", "dehydrated", "giblet", "roll",
    ]

    /// More leading name parts that are a category rather than the food (see
    /// `Tokenizer.categoryHeads`): USDA's survey foods write "Potato, french fries, NFS", "Potato,
    /// baked, NFS", "Potato, hash brown", so `french fries` is that name's head. A part alone or
    /// followed only by neutral parts ("Potato, NFS") stays the food.
    static let categoryHeads: Set<String> = ["potato"]

    /// Categories written as two leading name parts, the parts' terms joined by spaces: USDA files
    /// zucchini as "Squash, summer, zucchini, includes skin, raw", so that name's head is
    /// `zucchini`. "Squash, winter, spaghetti" stays a squash (its head is not `spaghetti`).
    static let twoPartCategories: Set<String> = ["squash summer"]

    /// Whether a leading name part (its terms joined by spaces) is a category.
    static func isCategory(_ part: String) -> Bool {
        Tokenizer.categoryHeads.contains(part) || categoryHeads.contains(part)
    }

    /// False only when `terms` joined by spaces is certainly no category (`isCategory`): no
    /// category has that many bytes starting with that byte. Saves joining and hashing the first
    /// part of nearly every name, as few start the way a category does.
    static func mayBeCategory(_ terms: [String]) -> Bool {
        guard let first = terms.first?.utf8.first else { return true }
        var length = terms.count - 1
        for term in terms { length += term.utf8.count }
        guard length < categoryShapes.count else { return false }
        return categoryShapes[length] & (1 << UInt64(first & 63)) != 0
    }

    /// Bit `first byte & 63` of entry `n` is set when a category (either list) has `n` bytes and
    /// that first byte; as long as the longest category plus one.
    private static let categoryShapes: [UInt64] = {
        let all = Tokenizer.categoryHeads.union(categoryHeads)
        var shapes = [UInt64](repeating: 0, count: (all.map(\.utf8.count).max() ?? 0) + 1)
        for category in all {
            guard let first = category.utf8.first else { continue }
            shapes[category.utf8.count] |= 1 << UInt64(first & 63)
        }
        return shapes
    }()

    /// Whether a name part's terms say only that nothing more is specified (the tokenizer's
    /// phrases and this one's).
    static func isNeutralPhrase(_ terms: [String]) -> Bool {
        Tokenizer.neutralPhrases.contains(where: { terms.starts(with: $0) }) || neutralPhrases.contains(where: { terms.starts(with: $0) })
    }

    /// Whether `term` says nothing about which food a name is (the tokenizer's list and this one's).
    static func isNeutral(_ term: String) -> Bool {
        Tokenizer.neutralWords.contains(term) || neutralWords.contains(term)
    }

    /// What `term` adds to a name's length: 0 neutral, 2 a variant word, else 1.
    static func length(of term: String) -> Int {
        if isNeutral(term) { return 0 }
        return variantWords.contains(term) ? 3 : 1
    }
}
