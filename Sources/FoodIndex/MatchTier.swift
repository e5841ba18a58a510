import FoodText

/// How completely a candidate's name and brand hold the query's words, for the re-rank: products
/// that hold every typed word rank above those that do not, whatever their priors.
///
/// BM25 and its factors let a product that misses a word, or matches it only through a typo
/// neighbour, outrank one holding every word when its name is shorter, plainer or more popular
/// (`organic strawberries` over "Strawberry organic preserves" for `strawberry organic`). The
/// re-rank reads each candidate's name and brand and sorts by tier first:
/// - `.asTyped`: every word the query typed is a word of the name or brand spelled as typed
///   (accents and case folded; the last word as a prefix when the query ends inside it; a word
///   the query rewrote, `coke` → `cola`, may be either). Only for queries of two words or more:
///   a bare plural means the food (`eggs` is "Egg, whole, raw"), not names that spell it so;
/// - `.allWords`: every query word is a term of the name or brand as the index reads it
///   (singular, or a completion of the last word, or a rewrite), but not all as typed;
/// - `.partial`: some word is missing or matched only through a typo neighbour.
/// Tiers reorder only the re-rank pool, which both scoring paths choose identically, so the
/// searcher's shortcuts and bounds are unaffected (as for `TypedSpelling`).
enum MatchTier: Int, Comparable {
    case partial = 0, allWords = 1, asTyped = 2

    static func < (lhs: MatchTier, rhs: MatchTier) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The words a query's plan must find for each tier (`MatchTier`), and the test of one product.
struct MatchTiers {
    /// One plan group: the terms that match it, and the word the query typed for it.
    struct Word: Equatable {
        /// Index terms that match the group (its exact term and rewrite; not typo neighbours).
        var terms: [String]
        /// The word as typed (folded, not singular); nil for a word a rewrite added (`soft` for `soda`).
        var typed: String?
        /// Whether a term or word that starts with `terms[0]` / `typed` matches (the last word, typed on).
        var prefix: Bool
        /// Whether the plan searches the group for any of these (an exact, rewrite or completion
        /// alternative); a group of typo neighbours only is never matched, so no product is past `.partial`.
        var matchable = true
    }

    let words: [Word]
    /// Whether `.asTyped` applies (two or more words).
    let spellingCounts: Bool
    /// The highest tier a product can reach for this query.
    let top: MatchTier
    /// The typed words in typed order, when there are two or more: a name holding them side by
    /// side in that order (stop words aside) holds the query as a phrase.
    let phrase: [Word]

    init(words: [Word]) {
        self.words = words
        spellingCounts = words.count >= 2
        top = words.contains { !$0.matchable } ? .partial : spellingCounts ? .asTyped : .allWords
        let typed = words.filter { $0.typed != nil }
        phrase = typed.count >= 2 ? typed : []
    }

    /// The tiers of `plan`, made for `query` with `options` (the rewrites' terms read from the index).
    init(query: String, plan: QueryPlan, options: SearchOptions, termName: (Int) -> String?) {
        var typedByTerm: [String: String] = [:]
        FoodWords.forEach(in: query) { word in
            guard Self.isSearched(word) else { return }
            let surface = Tokenizer.cut(word)
            let term = Singular.of(surface)
            if typedByTerm[term] == nil { typedByTerm[term] = surface }
        }
        let prefixLast = options.prefix && Tokenizer.endsInsideWord(query)
        var words: [Word] = []
        for (position, group) in plan.groups.enumerated() {
            var terms = [group.queryTerm]
            for alternative in group.alternatives where alternative.kind == .synonym {
                if let name = termName(alternative.term), !terms.contains(name) { terms.append(name) }
            }
            let prefix = prefixLast && position == plan.groups.count - 1 && group.queryTerm.utf8.count >= 2
            let matchable = group.alternatives.contains { $0.kind == .exact || $0.kind == .synonym || $0.kind == .prefix }
            words.append(Word(terms: terms, typed: typedByTerm[group.queryTerm], prefix: prefix, matchable: matchable))
        }
        self.init(words: words)
    }

    /// The tier of a product named `name` with `brand`, whether its name holds the query as a
    /// phrase, and the words that identify it for `RerankOrder`: the name's words, an empty word,
    /// the brand's (folded, not singular), so "Vienna Sausages" and "VIENNA  sausages" of one
    /// brand are one. A generic food's name is a list that leads with its category ("Cheese,
    /// cheddar", "Rice, brown, cooked"), so its word order says nothing: it counts as a phrase
    /// whenever it holds every word.
    func assess(name: String, brand: String?, generic: Bool = false) -> (tier: MatchTier, phrase: Bool, words: [String]) {
        var surfaces: [String] = []
        FoodWords.forEach(in: name) { surfaces.append(Tokenizer.cut($0)) }
        let nameCount = surfaces.count
        surfaces.append("")
        if let brand { FoodWords.forEach(in: brand) { surfaces.append(Tokenizer.cut($0)) } }
        let tier = tier(surfaces)
        return (tier, tier != .partial && (generic || holdsPhrase(surfaces[..<nameCount])), surfaces)
    }

    /// Whether a query word is searched at all (not a single letter nor a stop word), as `Tokenizer`.
    static func isSearched(_ word: String) -> Bool {
        let count = word.utf8.count
        if count == 1, let byte = word.utf8.first, byte >= 0x61, byte <= 0x7A { return false }
        return !(count <= StopWords.longest && StopWords.all.contains(word))
    }

    /// Whether `surface` spells `word` as typed (or as its rewrite).
    private static func spells(_ word: Word, _ surface: String) -> Bool {
        guard let typed = word.typed else { return false }
        return surface == typed || (word.prefix && surface.hasPrefix(typed)) || word.terms.dropFirst().contains(Singular.of(surface))
    }

    /// Whether the name's searched words hold `phrase` side by side, in order.
    private func holdsPhrase(_ name: ArraySlice<String>) -> Bool {
        guard !phrase.isEmpty else { return false }
        let searched = name.filter(Self.isSearched)
        guard searched.count >= phrase.count else { return false }
        for start in 0...(searched.count - phrase.count) {
            if phrase.indices.allSatisfy({ Self.spells(phrase[$0], searched[start + $0]) }) { return true }
        }
        return false
    }

    /// The tier of a product whose name and brand have these words (folded, not singular).
    private func tier(_ surfaces: [String]) -> MatchTier {
        let terms = surfaces.map(Singular.of)
        var asTyped = spellingCounts
        for word in words {
            let found = word.matchable && terms.contains { term in
                word.terms.contains(term) || (word.prefix && term.hasPrefix(word.terms[0]))
            }
            guard found else { return .partial }
            guard asTyped, word.typed != nil else { continue }
            if !surfaces.contains(where: { Self.spells(word, $0) }) { asTyped = false }
        }
        return asTyped ? .asTyped : .allWords
    }
}
