import FoodlogSupport

/// A query turned into groups of index terms: one group per query word, holding the exact term
/// and any prefix completions or typo neighbours, each with its weight and idf. A product's score
/// for a group is its best alternative, so `yogurt` and `yoghurt` in one name do not count twice.
struct QueryPlan {
    enum MatchKind: Equatable {
        case exact, prefix, typo(Int), synonym

        var label: String {
            switch self {
            case .exact: return "exact"
            case .prefix: return "prefix"
            case .typo(let distance): return "typo(\(distance))"
            case .synonym: return "synonym"
            }
        }
    }

    struct Alternative {
        var term: Int
        var kind: MatchKind
        var weight: Double
        var idf: Double
    }

    struct Group {
        var queryTerm: String
        var alternatives: [Alternative]
    }

    var groups: [Group]

    /// Most query words considered; the rest are ignored (food queries are 1-5 words).
    static let maxGroups = 8

    static func make(_ text: String, index: ProductIndex, options: SearchOptions,
                     fuzzySlices: FuzzySlices? = nil) throws(IndexError) -> QueryPlan {
        var typed: [String] = []
        for term in Tokenizer.terms(text) where !typed.contains(term) { typed.append(term) }
        if typed.count > maxGroups { typed = Array(typed.prefix(maxGroups)) }
        let n = index.productCount
        // Synonyms (`QuerySynonyms`): a bare word's modifiers become words of their own, in front.
        // Two typed words that stand for the same word (`soda pop`) are one word, as duplicates
        // are, and a query left with one word is a bare word.
        var replacements: [Int?] = []
        var kept: [String] = []
        for word in typed {
            let replacement = try QuerySynonyms.table[word].flatMap { rewrite throws(IndexError) in
                try index.termIndex(rewrite.replacement)
            }
            if let replacement, replacements.contains(replacement) { continue }
            replacements.append(replacement)
            kept.append(word)
        }
        var words: [String] = []
        var synonyms: [String: Int] = [:]
        for (word, replacement) in zip(kept, replacements) {
            words.append(word)
            guard let replacement, let rewrite = QuerySynonyms.rewrite(word, wordCount: kept.count) else { continue }
            for modifier in rewrite.modifiers where !kept.contains(modifier) && !words.contains(modifier) {
                words.insert(modifier, at: 0)
            }
            if replacement != (try index.termIndex(word)) { synonyms[word] = replacement }
        }
        let typoThreshold = max(Ranking.typoMinimumFrequency, Int(Double(n) * Ranking.typoRareFraction))
        var groups: [Group] = []
        for (position, word) in words.enumerated() {
            let key = Array(word.utf8)
            var alternatives: [Alternative] = []
            let exact = try index.termIndex(word)
            var exactIDF: Double?
            var exactFrequency = 0
            if let synonym = synonyms[word] {
                // The replacement leads; the typed word stays beside it at the same weight and idf.
                let idf = BM25.idf(documentFrequency: index.documentFrequency(synonym), documentCount: n)
                alternatives.append(Alternative(term: synonym, kind: .synonym, weight: 1, idf: idf))
                if let exact {
                    exactFrequency = index.documentFrequency(exact)
                    alternatives.append(Alternative(term: exact, kind: .exact, weight: 1, idf: idf))
                }
                exactIDF = idf
            } else if let exact {
                exactFrequency = index.documentFrequency(exact)
                let idf = BM25.idf(documentFrequency: exactFrequency, documentCount: n)
                exactIDF = idf
                alternatives.append(Alternative(term: exact, kind: .exact, weight: 1, idf: idf))
            }
            let isLast = position == words.count - 1
            if options.prefix, isLast, key.count >= 2, Tokenizer.endsInsideWord(text) {
                // Only the most common completions are used: kept as they come, not sorted after
                // (a two-letter prefix reaches thousands of terms).
                var completions = MostFrequentTerms(limit: Ranking.maxAlternatives)
                index.forEachTerm(in: try index.prefixRange(key)) { term, _, frequency in
                    if term != exact && !alternatives.contains(where: { $0.term == term }) { completions.offer(term: term, frequency: frequency) }
                }
                // Every completion takes the idf of the most common one, and a rarer one weighs
                // less: someone typing `dark ch` has not chosen the rare `cherry` over the common
                // `chocolate`, so the prefix is as specific as its likeliest word (as for typos).
                let commonest = completions.terms.first?.frequency ?? 0
                var sharedIDF = BM25.idf(documentFrequency: commonest, documentCount: n)
                // A typed word that is a rarer term than its commonest completion is as likely
                // to be that word still being typed (`mie` on its way to `miel`, `eva` to
                // `evaporated`): it takes the shared idf and its completions the full prefix
                // weight. Not when the word was typed as a plural (`peas` is done, not `peanut`)
                // nor when a synonym already set its group's idf.
                let exactIsTypedPrefix = exact != nil && synonyms[word] == nil && commonest > exactFrequency
                    && Self.lastTypedWord(text) == word
                if exactIsTypedPrefix, !alternatives.isEmpty { alternatives[0].idf = sharedIDF }
                if let exactIDF, !exactIsTypedPrefix { sharedIDF = min(sharedIDF, exactIDF) }
                for (term, frequency) in completions.terms {
                    let share = log(1 + Double(frequency)) / log(1 + Double(max(commonest, 1)))
                    let base = exact == nil || exactIsTypedPrefix ? Ranking.prefixWeight : Ranking.prefixWeightBesideExact
                    alternatives.append(Alternative(term: term, kind: .prefix, weight: base * pow(share, Ranking.rarePrefixExponent),
                                                    idf: sharedIDF))
                }
            }
            if options.fuzzy, key.count >= 4, synonyms[word] == nil, exact == nil || exactFrequency < typoThreshold {
                let limit = key.count >= 7 ? 2 : 1
                var neighbours = try index.fuzzyCandidates(key, maxDistance: limit, slices: fuzzySlices).map {
                    (term: $0.index, distance: $0.distance, frequency: index.documentFrequency($0.index))
                }
                neighbours.removeAll { neighbour in
                    neighbour.frequency <= exactFrequency || alternatives.contains { $0.term == neighbour.term }
                }
                neighbours.sort {
                    if $0.distance != $1.distance { return $0.distance < $1.distance }
                    if $0.frequency != $1.frequency { return $0.frequency > $1.frequency }
                    return $0.term < $1.term
                }
                // Equally close neighbours share the idf of the most common one, and a rarer one
                // weighs less: `jambn` means jambon (thousands of products), not Jambin (two).
                var commonest: [Int: Int] = [:]
                for neighbour in neighbours.prefix(Ranking.maxAlternatives) {
                    commonest[neighbour.distance] = max(commonest[neighbour.distance] ?? 0, neighbour.frequency)
                }
                for neighbour in neighbours.prefix(Ranking.maxAlternatives) {
                    let top = commonest[neighbour.distance] ?? neighbour.frequency
                    let share = log(1 + Double(neighbour.frequency)) / log(1 + Double(max(top, 1)))
                    alternatives.append(Alternative(
                        term: neighbour.term, kind: .typo(neighbour.distance),
                        weight: Ranking.typoWeight[neighbour.distance] * pow(share, Ranking.rareTypoExponent),
                        idf: BM25.idf(documentFrequency: top, documentCount: n)))
                }
            }
            groups.append(Group(queryTerm: word, alternatives: alternatives))
        }
        return QueryPlan(groups: groups)
    }

    /// The query's last word as typed, in lower case when it is plain ASCII letters and digits:
    /// equal to its index term only when tokenizing did not fold it (no plural ending removed,
    /// no accent, no cut). Nil for a word with other characters.
    static func lastTypedWord(_ text: String) -> String? {
        var word: [UInt8] = []
        for byte in text.utf8.reversed() {
            switch byte {
            case 0x30...0x39, 0x61...0x7A: word.append(byte)
            case 0x41...0x5A: word.append(byte + 0x20)
            case 0x80...: return nil
            default: return word.isEmpty ? nil : String(decoding: word.reversed(), as: UTF8.self)
            }
        }
        return word.isEmpty ? nil : String(decoding: word.reversed(), as: UTF8.self)
    }
}
