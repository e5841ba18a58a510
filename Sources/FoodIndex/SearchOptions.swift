/// How a query is run. The defaults are what `foodlog search` uses.
public struct SearchOptions: Sendable {
    /// Most results returned.
    public var limit: Int = 10
    /// BM25 term-frequency saturation; nil uses the value the index was built with (default 1.2).
    public var k1: Double?
    /// BM25 length normalization; nil uses the value the index was built with (default 0.75).
    public var b: Double?
    /// Attach an `Explanation` to each hit.
    public var explain = false
    /// Only products of this kind.
    public var kind: ProductKind?
    /// Let the last query word match as a prefix (`greek yog` finds yogurt).
    public var prefix = true
    /// Let words with no or very rare exact match find terms one or two edits away.
    public var fuzzy = true

    public init(limit: Int = 10, k1: Double? = nil, b: Double? = nil, explain: Bool = false,
                kind: ProductKind? = nil, prefix: Bool = true, fuzzy: Bool = true) {
        self.limit = limit
        self.k1 = k1
        self.b = b
        self.explain = explain
        self.kind = kind
        self.prefix = prefix
        self.fuzzy = fuzzy
    }
}

/// One search result.
public struct SearchHit: Sendable {
    public var product: Product
    public var score: Double
    /// Present when `SearchOptions.explain` was set.
    public var explanation: Explanation?

    /// A result made outside the searcher: the command layer ranks the foods you logged before
    /// first (`foodlog search`), with the score the index gave them, or 0 when it did not rank them.
    public init(product: Product, score: Double, explanation: Explanation? = nil) {
        self.product = product
        self.score = score
        self.explanation = explanation
    }
}

/// Why a product scored what it did: each query term's BM25 contribution and each ranking factor.
public struct Explanation: Sendable, Equatable {
    /// One query word's contribution (the best of its matching terms).
    public struct TermContribution: Sendable, Equatable {
        public var queryTerm: String
        /// The indexed term that matched.
        public var matchedTerm: String
        /// `exact`, `prefix`, `typo(N)` or `synonym` (a `QuerySynonyms` replacement).
        public var match: String
        public var idf: Double
        public var termFrequency: Int
        public var length: Int
        /// tf·(k1+1) / (tf + k1·(1−b+b·length/avgdl)).
        public var lengthNormalizedTF: Double
        /// Weight of the match kind (1 for exact) times the brand-only weight where it applies.
        public var weight: Double
        /// idf · lengthNormalizedTF · weight.
        public var score: Double
    }

    public var terms: [TermContribution]
    /// Sum of the term scores.
    public var bm25: Double
    /// Named multiplicative factors, in the order applied (`coverage`, `plain name`, ...).
    public var factors: [(name: String, value: Double)]
    public var finalScore: Double

    public static func == (lhs: Explanation, rhs: Explanation) -> Bool {
        lhs.terms == rhs.terms && lhs.bm25 == rhs.bm25 && lhs.finalScore == rhs.finalScore
            && lhs.factors.map(\.name) == rhs.factors.map(\.name) && lhs.factors.map(\.value) == rhs.factors.map(\.value)
    }
}
