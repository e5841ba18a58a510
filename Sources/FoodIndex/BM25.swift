import FoodlogSupport

/// The Okapi BM25 formulas, as plain functions.
public enum BM25 {
    /// Inverse document frequency, in the non-negative form Lucene uses:
    /// `ln(1 + (N − df + 0.5) / (df + 0.5))`.
    public static func idf(documentFrequency df: Int, documentCount n: Int) -> Double {
        log(1 + (Double(n) - Double(df) + 0.5) / (Double(df) + 0.5))
    }

    /// The saturated, length-normalized term frequency:
    /// `tf·(k1+1) / (tf + k1·(1 − b + b·length/averageLength))`.
    public static func normalizedTF(_ tf: Double, length: Double, averageLength: Double, k1: Double, b: Double) -> Double {
        tf * (k1 + 1) / (tf + k1 * (1 - b + b * length / averageLength))
    }
}

/// The ranking model's constants, each explained. `--explain` prints which ones applied.
public enum Ranking {
    /// A term found only in the brand counts this much of one found in the name.
    public static let brandOnlyWeight = 0.5
    /// A completion of the last word, when the word itself is not a term (`yog` → `yogurt`).
    public static let prefixWeight = 0.9
    /// A completion of the last word when the word itself is also a term (`egg` → `eggplant`).
    public static let prefixWeightBesideExact = 0.4
    /// A term one edit away from a query word with no good exact match; two edits.
    public static let typoWeight = [0.0, 0.7, 0.45]
    /// Among typo neighbours at the same distance, all take the idf of the most common one and a
    /// rarer one weighs less: weight × (ln(1 + df) / ln(1 + df of the most common))². For `jambn`,
    /// Jambin (2 products) weighs under 2% of jambon (5 000), so the common word wins.
    public static let rareTypoExponent = 2.0
    /// Products matching every query word rank above those matching some:
    /// factor (matched words / query words)².
    public static let coverageExponent = 2.0
    /// Names whose head starts with a query word.
    public static let firstWordFactor = 1.15
    /// Plain names: factor 1 + 0.8 · min(1, query words in the name's head / head length), where
    /// the head is the part of the name that says what the food is (`DocumentTerms.keySegment`):
    /// "Banana, raw" beats "Banana chips", "Fish, salmon, raw" beats "Salmon salad", and
    /// "Pizza, cheese, ..." beats "Pizza rolls" (0.5 left that one to the shorter name; 0.8 and
    /// 1.0 both win it, 0.8 costs the least on Open Food Facts known items: Tools/bench/relevance.py).
    public static let plainNameWeight = 0.8
    /// Generic foods ("Bananas, raw"), which is what a one-word food query usually means.
    public static let genericFactor = 1.25
    /// Products without energy data are of little use to a food log.
    public static let noNutritionFactor = 0.85
    /// Popularity prior: factor 1 + popularity / 1024 (at most ~1.25).
    public static let popularityScale = 1024.0
    /// Re-rank factor for a name spelling the query's plurals as typed (`TypedSpelling`): at most
    /// 1 + this, when it spells all of them. On Open Food Facts known items (Tools/bench/relevance.py,
    /// 1 000 queries) 0.1 lifts top-10 from 598 to 600 and 0.5 to 605, but from 0.2 a plural staple
    /// opens with a compound spelled as typed (`cookies`: "Cookies, fortune" over "Cookie, NFS"),
    /// and at 0.5 `apples` opens with "Apples, dried", so the factor stays a tie-breaker.
    public static let typedSpellingWeight = 0.1
    /// How many top candidates are re-ranked with the popularity prior and `TypedSpelling`.
    public static let rerankPool = 100
    /// How many of those, by score with priors, are read and ordered by match tier, repeats and
    /// phrase (`RerankOrder`); the rest follow. A read costs about a microsecond.
    public static let rerankReads = 64
    /// Fuzzy matching is tried for a query word whose exact document frequency is below this
    /// fraction of the product count (or at least `typoMinimumFrequency`).
    public static let typoRareFraction = 1.0 / 20_000
    public static let typoMinimumFrequency = 3
    /// Completions of the last word all take the idf of the most common one, and a rarer one
    /// weighs less: weight × (ln(1 + df) / ln(1 + df of the most common))^exponent, as for typos.
    public static let rarePrefixExponent = 2.0
    /// Typo and prefix alternatives kept per query word, most frequent first.
    public static let maxAlternatives = 8
}
