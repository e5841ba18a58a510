import FoodlogSupport

/// The ranking model of one query as plain numbers: what a posting contributes, the factors a
/// product gets, and upper bounds used to stop early. Built once per query from the plan and
/// the BM25 parameters; every score the searcher computes comes from here, so the fast and the
/// general scoring paths agree by construction.
struct ScoringModel {
    /// tf-norm by `lengths & 31` (document length) and term frequency 1...3: index `length * 4 + tf`.
    let normalizedTF: [Float]
    /// The largest entry of `normalizedTF`, for the upper bounds.
    let maxNormalizedTF: Double
    /// At `length * 4 + tf`: the largest tf-norm of a posting at least `length` terms long with a
    /// frequency of at most `tf`, for block-max bounds (whatever k1 and b a query chose).
    let boundNormalizedTF: [Float]
    /// weight × idf of each alternative, per group.
    let alternativeWeights: [[Float]]
    /// Whether each alternative may earn the first-word factor (exact, prefix and synonym matches do).
    let firstWordAllowed: [[Bool]]
    let groupCount: Int
    /// (matched / groupCount)^coverageExponent for matched = 0...groupCount.
    let coverageFactors: [Double]
    /// 1 + plainNameWeight · min(1, headMatches / max(headLength, 1)), at `headMatches * 8 + headLength`.
    let plainNameFactors: [Double]
    /// Keep only generic (1 << 6) or only branded (0) products; nil keeps both.
    let kindFilter: UInt8?

    init(plan: QueryPlan, k1: Double, b: Double, averageLength: Double, kind: ProductKind?) {
        var table = [Float](repeating: 0, count: 32 * 4)
        for tf in 1...3 {
            for length in 0..<32 {
                table[length * 4 + tf] = Float(BM25.normalizedTF(Double(tf), length: Double(max(length, 1)),
                                                                  averageLength: averageLength, k1: k1, b: b))
            }
        }
        normalizedTF = table
        maxNormalizedTF = Double(table.max() ?? 0)
        var bounds = [Float](repeating: 0, count: 32 * 4)
        for length in (0..<32).reversed() {
            for tf in 1...3 {
                var best = table[length * 4 + tf]
                if tf > 1 { best = max(best, bounds[length * 4 + tf - 1]) }
                if length < 31 { best = max(best, bounds[(length + 1) * 4 + tf]) }
                bounds[length * 4 + tf] = best
            }
        }
        boundNormalizedTF = bounds
        alternativeWeights = plan.groups.map { group in group.alternatives.map { Float($0.weight * $0.idf) } }
        firstWordAllowed = plan.groups.map { group in group.alternatives.map { $0.kind == .exact || $0.kind == .prefix || $0.kind == .synonym } }
        groupCount = plan.groups.count
        let groups = plan.groups.count
        var plain: [Double] = []
        for cell in 0..<72 {
            let share: Double = Double(cell / 8) / Double(max(cell % 8, 1))
            plain.append(1 + Ranking.plainNameWeight * min(1, share))
        }
        plainNameFactors = plain
        coverageFactors = (0...groups).map { $0 == groups ? 1 : pow(Double($0) / Double(groups), Ranking.coverageExponent) }
        kindFilter = kind.map { $0 == .generic ? Posting.Flags.generic.rawValue : 0 }
    }

    /// Whether the kind filter lets this posting's product through.
    @inline(__always)
    func admits(_ flags: UInt8) -> Bool {
        guard let kindFilter else { return true }
        return flags & Posting.Flags.generic.rawValue == kindFilter
    }

    /// BM25 contribution of a posting: weight · idf · tf-norm, halved when only the brand has the term.
    @inline(__always)
    func contribution(weight: Float, flags: UInt8, lengths: UInt8) -> Float {
        var score = weight * normalizedTF[Int(lengths & 31) &* 4 &+ Int(flags & 3)]
        if flags & Posting.Flags.inName.rawValue == 0 { score *= Float(Ranking.brandOnlyWeight) }
        return score
    }

    /// The plain-name and first-word factors a posting would give its product if it were the
    /// product's only match. Picks a group's best alternative, and is a one-word query's factor.
    @inline(__always)
    func postingFactor(flags: UInt8, lengths: UInt8, firstWordAllowed: Bool) -> Float {
        var factor: Float = 1
        if flags & Posting.Flags.inHead.rawValue != 0 {
            factor = 1 + Float(Ranking.plainNameWeight) / Float(max(Int(lengths >> 5), 1))
        }
        if firstWordAllowed, flags & Posting.Flags.firstWord.rawValue != 0 { factor *= Float(Ranking.firstWordFactor) }
        return factor
    }

    /// The product-level factors: generic food, missing energy data.
    @inline(__always)
    func productFactor(flags: UInt8) -> Float {
        var factor: Float = 1
        if flags & Posting.Flags.generic.rawValue != 0 { factor *= Float(Ranking.genericFactor) }
        if flags & Posting.Flags.hasNutrition.rawValue == 0 { factor *= Float(Ranking.noNutritionFactor) }
        return factor
    }

    /// The score of a product from its per-group contributions: BM25 sum × coverage² × plain name
    /// × first word × product factors (everything but popularity), with each factor named.
    func score(contributions: [Float], headMatches: Int, headLength: Int, firstWord: Bool, flags: UInt8)
        -> (score: Double, bm25: Double, factors: [(name: String, value: Double)]) {
        var bm25 = 0.0
        var matched = 0
        for value in contributions where value > 0 {
            bm25 += Double(value)
            matched += 1
        }
        var factors: [(name: String, value: Double)] = []
        factors.append(("coverage", coverageFactors[matched]))
        factors.append(("plain name", plainNameFactors[min(headMatches, 8) * 8 + min(headLength, 7)]))
        if firstWord { factors.append(("first word", Ranking.firstWordFactor)) }
        if flags & Posting.Flags.generic.rawValue != 0 { factors.append(("generic food", Ranking.genericFactor)) }
        if flags & Posting.Flags.hasNutrition.rawValue == 0 { factors.append(("no nutrition data", Ranking.noNutritionFactor)) }
        var score = bm25
        for factor in factors { score *= factor.value }
        return (score, bm25, factors)
    }

    /// The same score as `score(...)` without building the named factor list (the hot path).
    @inline(__always)
    func fastScore(bm25: Double, matched: Int, headMatches: Int, headLength: Int, firstWord: Bool, flags: UInt8) -> Double {
        var score = bm25 * coverageFactors[matched]
        score *= plainNameFactors[min(headMatches, 8) &* 8 &+ min(headLength, 7)]
        if firstWord { score *= Ranking.firstWordFactor }
        if flags & Posting.Flags.generic.rawValue != 0 { score *= Ranking.genericFactor }
        if flags & Posting.Flags.hasNutrition.rawValue == 0 { score *= Ranking.noNutritionFactor }
        return score
    }

    /// The most a product can score (before popularity) from the given groups alone, matching
    /// at most `matchable` of all groups: the bound that lets a query skip products that lack
    /// the rarest word.
    func upperBound(groups: [Int], matchable: Int) -> Double {
        var bm25 = 0.0
        for group in groups { bm25 += Double(alternativeWeights[group].max() ?? 0) * maxNormalizedTF }
        return bm25 * coverageFactors[matchable] * (1 + Ranking.plainNameWeight) * Ranking.firstWordFactor * Ranking.genericFactor
    }

    /// The most one posting of a group's alternative can score when it is its product's only
    /// match (`fastScore` with the best tf, plain name, first word and product factors), a hair
    /// above it so Float rounding never puts a real score over the bound.
    func postingBound(group: Int, alternative: Int) -> Double {
        var bound = Double(alternativeWeights[group][alternative]) * maxNormalizedTF * coverageFactors[min(1, groupCount)]
        bound *= 1 + Ranking.plainNameWeight
        if firstWordAllowed[group][alternative] { bound *= Ranking.firstWordFactor }
        if kindFilter != 0 { bound *= max(1, Ranking.genericFactor) }
        return bound * (1 + 1e-6)
    }

    /// The most one posting of a block of `group`'s alternative can score as its product's only
    /// match, from the block header's bounds (`PostingList.BlockHeader`): the highest frequency
    /// at the shortest length, and each factor some posting of the block may earn. A hair above,
    /// as `postingBound`.
    @inline(__always)
    func blockBound(group: Int, alternative: Int, flags: UInt8, lengths: UInt8) -> Double {
        let tf = Int(flags & Posting.Flags.frequencyMask)
        var bound = Double(alternativeWeights[group][alternative]) * Double(boundNormalizedTF[Int(lengths & 31) &* 4 &+ tf])
        if flags & Posting.Flags.inName.rawValue == 0 { bound *= Ranking.brandOnlyWeight }
        bound *= coverageFactors[min(1, groupCount)]
        if flags & Posting.Flags.inHead.rawValue != 0 {
            bound *= 1 + Ranking.plainNameWeight * min(1, 1 / Double(max(Int(lengths >> 5), 1)))
        }
        if firstWordAllowed[group][alternative], flags & Posting.Flags.firstWord.rawValue != 0 { bound *= Ranking.firstWordFactor }
        if flags & Posting.Flags.generic.rawValue != 0 { bound *= max(1, Ranking.genericFactor) }
        if flags & Posting.Flags.hasNutrition.rawValue == 0 { bound *= min(1, Ranking.noNutritionFactor) }
        return bound * (1 + 1e-6)
    }

    /// The most a product matching exactly one group can score, over all groups and alternatives.
    func singleMatchBound() -> Double {
        var bound = 0.0
        for group in 0..<groupCount {
            for alternative in alternativeWeights[group].indices {
                bound = max(bound, postingBound(group: group, alternative: alternative))
            }
        }
        return bound
    }
}
