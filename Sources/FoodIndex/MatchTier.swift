import FoodText
import FoodlogSupport

/// How completely a candidate's name and brand hold the query's words, for the re-rank: products
/// that hold every typed word rank above those that do not, whatever their priors.
///
/// BM25 and its factors let a product that misses a word, or matches it only through a typo
/// neighbour, outrank one holding every word when its name is shorter, plainer or more popular
/// (`organic strawberries` over "Strawberry organic preserves" for `strawberry organic`). The
/// re-rank reads the name of each of its best `Ranking.rerankReads` candidates (the brand only
/// for words the name lacks: `nestle caramel`) and sorts them by tier first (`RerankOrder`):
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
    /// One bit per word (by position): all set once a product holds every word as a term.
    private let allFound: UInt16
    /// One bit per typed word, when `.asTyped` applies: all set once a product spells each as typed.
    private let allSpelled: UInt16

    init(words: [Word]) {
        self.words = words
        spellingCounts = words.count >= 2
        top = words.contains { !$0.matchable } ? .partial : spellingCounts ? .asTyped : .allWords
        let typed = words.filter { $0.typed != nil }
        phrase = typed.count >= 2 ? typed : []
        allFound = words.indices.reduce(0) { $0 | 1 << $1 }
        allSpelled = spellingCounts ? words.indices.reduce(0) { words[$1].typed != nil ? $0 | 1 << $1 : $0 } : 0
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

    /// The words of a name or brand as `assess` compares them: folded, cut as terms are, not singular.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        words.reserveCapacity(16)
        self.words(of: text, into: &words)
        return words
    }

    /// `words(of:)` into `words`, which is emptied first and keeps its capacity: the re-rank
    /// splits up to `Ranking.rerankReads` names a query into one array.
    static func words(of text: String, into words: inout [String]) {
        words.removeAll(keepingCapacity: true)
        FoodWords.forEach(in: text) { words.append(Tokenizer.cut($0)) }
    }

    /// The tier of a product whose name has `nameWords` and whose brand has `brandWords` (nil:
    /// judge the name alone), whether its name holds the query as a phrase, and a 64-bit FNV-1a
    /// hash of its name's words, which `RerankOrder` compares to find repeats (two different
    /// names share one with negligible odds). A generic food's name is a list that leads with
    /// its category ("Cheese, cheddar", "Rice, brown, cooked"), so its word order says nothing:
    /// it counts as a phrase whenever it holds every word.
    func assess(nameWords: [String], brandWords: [String]?, generic: Bool = false) -> (tier: MatchTier, phrase: Bool, words: Int) {
        var findings = Findings()
        find(in: nameWords, &findings)
        if let brandWords { find(in: brandWords, &findings) }
        let tier = tier(of: findings)
        return (tier, holdsPhrase(nameWords, tier: tier, generic: generic), Self.identity(of: nameWords))
    }

    /// The 64-bit FNV-1a hash of a name's words that `assess` gives as its identity.
    static func identity(of nameWords: [String]) -> Int {
        var hasher = FNV1a()
        for var word in nameWords {
            // The bytes in place (a small word is copied to the stack), not through the view's iterator.
            word.withUTF8 { hasher.add($0) }
            hasher.add(UInt8(ascii: " "))
        }
        return Int(truncatingIfNeeded: hasher.value)
    }

    /// Whether a name of tier `tier` counts as holding the query as a phrase (`assess`).
    func holdsPhrase(_ nameWords: [String], tier: MatchTier, generic: Bool) -> Bool {
        !phrase.isEmpty && tier != .partial && (generic || holdsPhrase(nameWords[...]))
    }

    /// Whether a query word is searched at all (not a single letter nor a stop word), as `Tokenizer`.
    static func isSearched(_ word: String) -> Bool {
        let count = word.utf8.count
        if count == 1, let byte = word.utf8.first, byte >= 0x61, byte <= 0x7A { return false }
        return !(count <= StopWords.longest && StopWords.all.contains(word))
    }

    /// Whether `surface` (whose singular is `term`) spells `word` as typed, or as its rewrite.
    /// Words are compared as UTF-8 bytes: `FoodWords` has already folded both sides.
    /// `term` is asked for only when a rewrite is left to compare (`Singular` is not free).
    private static func spells(_ word: Word, _ surface: String, term: @autoclosure () -> String) -> Bool {
        guard let typed = word.typed else { return false }
        if surface == typed { return true }
        if word.prefix, startsWithBytes(surface, typed) { return true }
        return word.terms.count > 1 && word.terms.dropFirst().contains(term())
    }

    /// Whether `text`'s UTF-8 bytes start with `prefix`'s: a byte compare of contiguous storage,
    /// as `text.utf8.starts(with: prefix.utf8)` but without iterating two generic sequences.
    static func startsWithBytes(_ text: String, _ prefix: String) -> Bool {
        let bytes = text.utf8
        let start = prefix.utf8
        guard bytes.count >= start.count else { return false }
        let compared = bytes.withContiguousStorageIfAvailable { bytes in
            start.withContiguousStorageIfAvailable { start in
                for offset in 0..<start.count where bytes[offset] != start[offset] { return false }
                return true
            }
        }
        return (compared ?? nil) ?? bytes.starts(with: start)
    }

    /// `Singular.of(surface)`, without the call for a word it would return unchanged: one of 3
    /// bytes or fewer, or one ending neither in `s` nor in `x` (`Singular`'s rules all need one).
    static func term(of surface: String) -> String {
        let bytes = surface.utf8
        guard bytes.count > 3, let last = bytes.last, last == 0x73 || last == 0x78 else { return surface }
        return Singular.of(surface)
    }

    /// Whether the name's searched words hold `phrase` side by side, in order.
    func holdsPhrase(_ name: ArraySlice<String>) -> Bool {
        let searched = name.filter(Self.isSearched)
        guard searched.count >= phrase.count else { return false }
        for start in 0...(searched.count - phrase.count) {
            if phrase.indices.allSatisfy({ Self.spells(phrase[$0], searched[start + $0], term: Self.term(of: searched[start + $0])) }) {
                return true
            }
        }
        return false
    }

    /// Which query words a product's words hold so far: one bit per word (by position) held as a
    /// term, and one per word spelled as typed. Bits are only ever set, so a name's findings can
    /// be taken further with its brand's words when the name alone leaves a word missing.
    struct Findings {
        var found: UInt16 = 0
        var spelled: UInt16 = 0
    }

    /// Adds what `surfaces` (words folded, not singular) hold to `findings`, stopping once every
    /// bit the top tier needs is set.
    func find(in surfaces: [String], _ findings: inout Findings) {
        // A word no product can match keeps every product at `.partial`: no need to look.
        guard top != .partial else { return }
        var found = findings.found
        var spelled = findings.spelled
        defer { findings = Findings(found: found, spelled: spelled) }
        // The words whose bits the top tier still needs: only those are compared.
        let needed = (allFound & ~found) | (allSpelled & ~spelled)
        guard needed != 0 else { return }
        for surface in surfaces {
            let term = Self.term(of: surface)
            for position in words.indices {
                let bit: UInt16 = 1 << position
                // `allSpelled` has the bits of the typed words when spelling counts; `spells` is
                // false for any other word.
                let seekFound = found & bit == 0, seekSpelled = allSpelled & ~spelled & bit != 0
                guard seekFound || seekSpelled else { continue }
                let word = words[position]
                if seekFound, word.terms.contains(term) || (word.prefix && Self.startsWithBytes(term, word.terms[0])) {
                    found |= bit
                }
                if seekSpelled, Self.spells(word, surface, term: term) { spelled |= bit }
            }
            if found == allFound, spelled & allSpelled == allSpelled { return }
        }
    }

    /// The tier `findings` give.
    func tier(of findings: Findings) -> MatchTier {
        guard top != .partial, findings.found.nonzeroBitCount == words.count else { return .partial }
        guard spellingCounts else { return .allWords }
        return findings.spelled & allSpelled == allSpelled ? .asTyped : .allWords
    }
}
