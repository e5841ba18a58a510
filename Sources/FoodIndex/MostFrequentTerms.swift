/// The `limit` most frequent of the terms offered, most frequent first and, at equal frequency,
/// the lower term number first: what sorting them all and keeping the first `limit` gives,
/// without sorting them all (a prefix's completions can number thousands, of which a query uses
/// a few).
struct MostFrequentTerms {
    let limit: Int
    private(set) var terms: [(term: Int, frequency: Int)] = []

    init(limit: Int) {
        self.limit = max(limit, 0)
        terms.reserveCapacity(self.limit + 1)
    }

    /// Whether (`a`, `aFrequency`) comes before (`b`, `bFrequency`).
    @inline(__always)
    private static func before(_ a: Int, _ aFrequency: Int, _ b: Int, _ bFrequency: Int) -> Bool {
        aFrequency != bFrequency ? aFrequency > bFrequency : a < b
    }

    mutating func offer(term: Int, frequency: Int) {
        if terms.count == limit {
            guard let last = terms.last, MostFrequentTerms.before(term, frequency, last.term, last.frequency) else { return }
        }
        var at = terms.count
        while at > 0, MostFrequentTerms.before(term, frequency, terms[at - 1].term, terms[at - 1].frequency) { at -= 1 }
        terms.insert((term, frequency), at: at)
        if terms.count > limit { terms.removeLast() }
    }
}
