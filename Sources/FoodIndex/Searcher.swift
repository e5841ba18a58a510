import FoodlogSupport

/// Runs queries against one index, reusing its scratch memory between queries.
///
/// Term-at-a-time scoring into per-product slots: each posting list is read once, in order, and
/// checked against its checksum; the best candidates are then re-ranked with the popularity prior
/// read from their records. A `Searcher` is not thread-safe; make one per thread.
public final class Searcher {
    public let index: ProductIndex
    /// Slot number + 1 of each product touched by the current query (0 = untouched).
    private let slotOfProduct: UnsafeMutablePointer<Int32>
    private var slotProducts: [UInt32] = []
    private var slotLengths: [UInt8] = []
    private var slotHeadMatches: [UInt8] = []
    private var slotFlags: [UInt8] = []
    private var groupScores: [Float] = []
    private var groupChoice: [Int8] = []

    public init(index: ProductIndex) {
        self.index = index
        slotOfProduct = .allocate(capacity: max(index.productCount, 1))
        slotOfProduct.initialize(repeating: 0, count: max(index.productCount, 1))
    }

    deinit { slotOfProduct.deallocate() }

    /// The best products for `query`, best first. Barcode-looking queries return the product with
    /// that barcode when the index has it.
    public func search(_ query: String, options: SearchOptions = SearchOptions()) throws(IndexError) -> [SearchHit] {
        guard options.limit > 0 else { return [] }
        if Barcode.looksLikeBarcode(query), let product = try index.product(barcode: query.filter { $0 != " " }),
           options.kind == nil || options.kind == product.kind {
            return [SearchHit(product: product, score: 1, explanation: options.explain
                ? Explanation(terms: [], bm25: 0, factors: [("barcode match", 1)], finalScore: 1) : nil)]
        }
        let plan = try QueryPlan.make(query, index: index, options: options)
        guard !plan.groups.isEmpty else { return [] }
        let k1 = options.k1 ?? index.defaultK1
        let b = options.b ?? index.defaultB
        let groupCount = plan.groups.count
        defer { reset() }
        try accumulate(plan, k1: k1, b: b, kind: options.kind)

        var candidates = TopK(capacity: max(options.limit, Ranking.rerankPool))
        for slot in 0..<slotProducts.count {
            candidates.insert(score: baseScore(slot: slot, groupCount: groupCount).score, id: slotProducts[slot])
        }
        var hits: [SearchHit] = []
        for (score, docID) in candidates.sorted() {
            let product = try index.product(Int(docID))
            let popularity = 1 + Double(product.popularity) / Ranking.popularityScale
            hits.append(SearchHit(product: product, score: score * popularity, explanation: nil))
        }
        hits.sort { $0.score != $1.score ? $0.score > $1.score : $0.product.docID < $1.product.docID }
        if hits.count > options.limit { hits.removeLast(hits.count - options.limit) }
        if options.explain {
            for position in hits.indices {
                let docID = Int32(hits[position].product.docID)
                let slot = Int(slotOfProduct[Int(docID)]) - 1
                hits[position].explanation = explain(slot: slot, plan: plan, k1: k1, b: b, product: hits[position].product)
            }
        }
        return hits
    }

    private func accumulate(_ plan: QueryPlan, k1: Double, b: Double, kind: ProductKind?) throws(IndexError) {
        let groupCount = plan.groups.count
        let averageLength = index.averageLength
        var normalized = [Float](repeating: 0, count: 32 * 4)
        for tf in 1...3 {
            for length in 0..<32 {
                normalized[length * 4 + tf] = Float(BM25.normalizedTF(Double(tf), length: Double(max(length, 1)),
                                                                       averageLength: averageLength, k1: k1, b: b))
            }
        }
        let wantGeneric: UInt8? = kind.map { $0 == .generic ? Posting.Flags.generic.rawValue : 0 }
        for (group, entry) in plan.groups.enumerated() {
            for (alternativeIndex, alternative) in entry.alternatives.enumerated() {
                let weight = Float(alternative.weight * alternative.idf)
                try index.forEachPosting(alternative.term) { posting in
                    let flags = posting.flags.rawValue
                    if let wantGeneric, flags & Posting.Flags.generic.rawValue != wantGeneric { return }
                    var score = weight * normalized[Int(posting.length & 31) * 4 + Int(flags & 3)]
                    if flags & Posting.Flags.inName.rawValue == 0 { score *= Float(Ranking.brandOnlyWeight) }
                    let doc = Int(posting.docID)
                    var slot = Int(slotOfProduct[doc]) - 1
                    if slot < 0 {
                        slot = slotProducts.count
                        slotOfProduct[doc] = Int32(slot + 1)
                        slotProducts.append(posting.docID)
                        slotLengths.append(posting.length)
                        slotHeadMatches.append(0)
                        slotFlags.append(flags & ~Posting.Flags.firstWord.rawValue)
                        groupScores.append(contentsOf: repeatElement(0, count: groupCount))
                        groupChoice.append(contentsOf: repeatElement(-1, count: groupCount))
                    }
                    let cell = slot * groupCount + group
                    if score > groupScores[cell] {
                        if groupScores[cell] == 0, flags & Posting.Flags.inHead.rawValue != 0 { slotHeadMatches[slot] += 1 }
                        groupScores[cell] = score
                        groupChoice[cell] = Int8(alternativeIndex)
                    }
                    if alternative.kind == .exact || alternative.kind == .prefix {
                        slotFlags[slot] |= flags & Posting.Flags.firstWord.rawValue
                    }
                }
            }
        }
    }

    /// BM25 sum and every factor except popularity, for one touched product.
    private func baseScore(slot: Int, groupCount: Int) -> (score: Double, bm25: Double, factors: [(String, Double)]) {
        var bm25 = 0.0
        var matched = 0
        for group in 0..<groupCount {
            let value = groupScores[slot * groupCount + group]
            if value > 0 { bm25 += Double(value); matched += 1 }
        }
        var factors: [(String, Double)] = []
        let coverage = Double(matched) / Double(groupCount)
        factors.append(("coverage", pow(coverage, Ranking.coverageExponent)))
        let head = max(Int(slotLengths[slot] >> 5), 1)
        factors.append(("plain name", 1 + Ranking.plainNameWeight * min(1, Double(slotHeadMatches[slot]) / Double(head))))
        let flags = slotFlags[slot]
        if flags & Posting.Flags.firstWord.rawValue != 0 { factors.append(("first word", Ranking.firstWordFactor)) }
        if flags & Posting.Flags.generic.rawValue != 0 { factors.append(("generic food", Ranking.genericFactor)) }
        if flags & Posting.Flags.hasNutrition.rawValue == 0 { factors.append(("no nutrition data", Ranking.noNutritionFactor)) }
        var score = bm25
        for (_, value) in factors { score *= value }
        return (score, bm25, factors)
    }

    private func explain(slot: Int, plan: QueryPlan, k1: Double, b: Double, product: Product) -> Explanation? {
        guard slot >= 0 else { return nil }
        let groupCount = plan.groups.count
        var terms: [Explanation.TermContribution] = []
        for (group, entry) in plan.groups.enumerated() {
            let choice = Int(groupChoice[slot * groupCount + group])
            guard choice >= 0 else { continue }
            let alternative = entry.alternatives[choice]
            var tf = 1
            var inName = true
            try? index.forEachPosting(alternative.term) { posting in
                if posting.docID == slotProducts[slot] {
                    tf = posting.flags.frequency
                    inName = posting.flags.contains(.inName)
                }
            }
            let length = Int(slotLengths[slot] & 31)
            let norm = BM25.normalizedTF(Double(tf), length: Double(max(length, 1)), averageLength: index.averageLength, k1: k1, b: b)
            let weight = alternative.weight * (inName ? 1 : Ranking.brandOnlyWeight)
            terms.append(.init(queryTerm: entry.queryTerm, matchedTerm: index.term(at: alternative.term) ?? "?",
                               match: alternative.kind.label, idf: alternative.idf, termFrequency: tf, length: length,
                               lengthNormalizedTF: norm, weight: weight,
                               score: Double(groupScores[slot * groupCount + group])))
        }
        var (score, bm25, factors) = baseScore(slot: slot, groupCount: groupCount)
        if product.popularity > 0 {
            let popularity = 1 + Double(product.popularity) / Ranking.popularityScale
            factors.append(("popularity", popularity))
            score *= popularity
        }
        return Explanation(terms: terms, bm25: bm25, factors: factors.map { (name: $0.0, value: $0.1) }, finalScore: score)
    }

    private func reset() {
        for docID in slotProducts { slotOfProduct[Int(docID)] = 0 }
        slotProducts.removeAll(keepingCapacity: true)
        slotLengths.removeAll(keepingCapacity: true)
        slotHeadMatches.removeAll(keepingCapacity: true)
        slotFlags.removeAll(keepingCapacity: true)
        groupScores.removeAll(keepingCapacity: true)
        groupChoice.removeAll(keepingCapacity: true)
    }
}

extension ProductIndex {
    /// Runs one query with a fresh `Searcher` (use a `Searcher` directly for many queries).
    public func search(_ query: String, options: SearchOptions = SearchOptions()) throws(IndexError) -> [SearchHit] {
        try Searcher(index: self).search(query, options: options)
    }
}
