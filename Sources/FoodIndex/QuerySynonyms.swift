/// Everyday words that food names spell another way, as query rewrites: `coke` is searched as
/// `cola`, `courgette` as `zucchini`. A small fixed table written from how people talk about food
/// (British and American English, brand words used for the food), not derived from any index.
///
/// A rewrite replaces the typed word: the replacement's term leads the word's group and its idf is
/// the group's. The typed word stays in the group as an alternative with the same weight and idf,
/// so a product named with the typed word itself (a can of "Diet Coke", French "courgettes") is
/// still found and ranks as a match of the same word, while the plain food ("Soft drink, cola")
/// wins on the usual factors. Removing the typed word would hide those products; keeping it at its
/// own, higher idf (it is the rarer word) would let them push the plain food down again.
///
/// A replacement of several words (`fries` → `french fries`) adds its leading words only when the
/// typed word is the whole query: a bare `fries` means french fries, while in `sweet potato fries`
/// or `curly fries` the other words already say which fries. The same holds for a word that
/// keeps its spelling but, alone, means one kind of itself (`chips`, `salad`). Rewrites do not
/// chain.
public enum QuerySynonyms {
    /// What a typed term becomes: the words it stands for, the last being the one that replaces it.
    public struct Rewrite: Equatable, Sendable {
        /// Words added in front of the replacement when the typed word is the whole query.
        public var modifiers: [String]
        /// The term that replaces the typed one.
        public var replacement: String
    }

    /// Keyed by the typed word's index term (folded and singular: `fries` is `fry`), valued by
    /// index terms. Directions: the word the USDA and most product names use is the target.
    public static let table: [String: Rewrite] = [
        // Brand name used for the drink.
        "coke": Rewrite(modifiers: [], replacement: "cola"),
        // American regional words for a soft drink; names say "soft drink" or name the flavour.
        "soda": Rewrite(modifiers: ["soft"], replacement: "drink"),
        "pop": Rewrite(modifiers: ["soft"], replacement: "drink"),
        // British and French names of vegetables the American names call otherwise.
        "aubergine": Rewrite(modifiers: [], replacement: "eggplant"),
        "courgette": Rewrite(modifiers: [], replacement: "zucchini"),
        // British crisps are American potato chips.
        "crisp": Rewrite(modifiers: ["potato"], replacement: "chip"),
        // Fries alone are french fries; chips alone are potato chips (the index's names are
        // American: British chips are fries) and a salad alone is a green salad.
        "fry": Rewrite(modifiers: ["french"], replacement: "fry"),
        "chip": Rewrite(modifiers: ["potato"], replacement: "chip"),
        "salad": Rewrite(modifiers: ["green"], replacement: "salad"),
        // Spaghetti is pasta, which is the word the plain cooked and dry foods are named by.
        "spaghetti": Rewrite(modifiers: [], replacement: "pasta"),
        // British and other names of foods the American names call otherwise: prawns are shrimp,
        // sweetcorn is corn, garbanzos are chickpeas; yoghurt is a spelling. (Not porridge: rice
        // porridge is no oatmeal.)
        "prawn": Rewrite(modifiers: [], replacement: "shrimp"),
        "sweetcorn": Rewrite(modifiers: [], replacement: "corn"),
        "garbanzo": Rewrite(modifiers: [], replacement: "chickpea"),
        "yoghurt": Rewrite(modifiers: [], replacement: "yogurt"),
    ]

    /// The rewrite of `term` when it is one of `wordCount` query words, or nil when there is none.
    /// Modifiers are dropped unless the term is the whole query.
    public static func rewrite(_ term: String, wordCount: Int) -> Rewrite? {
        guard var rewrite = table[term] else { return nil }
        if wordCount != 1 { rewrite.modifiers = [] }
        if rewrite.modifiers.isEmpty, rewrite.replacement == term { return nil }
        return rewrite
    }
}
