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
    }

    let words: [Word]
    /// Whether `.asTyped` applies (two or more words).
    let spellingCounts: Bool

    init(words: [Word]) {
        self.words = words
        spellingCounts = words.count >= 2
    }

    /// The tiers of `plan`, made for `query` with `options` (the rewrites' terms read from the index).
    init(query: String, plan: QueryPlan, options: SearchOptions, termName: (Int) -> String?) {
        var typedByTerm: [String: String] = [:]
        FoodWords.forEach(in: query) { word in
            let count = word.utf8.count
            if count == 1, let byte = word.utf8.first, byte >= 0x61, byte <= 0x7A { return }
            if count <= StopWords.longest, StopWords.all.contains(word) { return }
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
            words.append(Word(terms: terms, typed: typedByTerm[group.queryTerm], prefix: prefix))
        }
        self.init(words: words)
    }

    /// The tier of a product named `name` with `brand`, and the words that identify it for
    /// `RerankOrder` (name and brand as folded words: "Vienna Sausages" and "VIENNA  sausages"
    /// from the same brand are one).
    func assess(name: String, brand: String?) -> (tier: MatchTier, words: String) {
        var surfaces: [String] = []
        FoodWords.forEach(in: name) { surfaces.append(Tokenizer.cut($0)) }
        let nameCount = surfaces.count
        if let brand { FoodWords.forEach(in: brand) { surfaces.append(Tokenizer.cut($0)) } }
        let identity = surfaces[..<nameCount].joined(separator: " ") + "|" + surfaces[nameCount...].joined(separator: " ")
        return (tier(surfaces), identity)
    }

    /// The tier of a product whose name and brand have these words (folded, not singular).
    private func tier(_ surfaces: [String]) -> MatchTier {
        let terms = surfaces.map(Singular.of)
        var asTyped = spellingCounts
        for word in words {
            let found = terms.contains { term in
                word.terms.contains(term) || (word.prefix && term.hasPrefix(word.terms[0]))
            }
            guard found else { return .partial }
            guard asTyped, let typed = word.typed else { continue }
            let spelled = surfaces.contains { surface in
                surface == typed || (word.prefix && surface.hasPrefix(typed))
                    || word.terms.dropFirst().contains(Singular.of(surface))
            }
            if !spelled { asTyped = false }
        }
        return asTyped ? .asTyped : .allWords
    }
}
