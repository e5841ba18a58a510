import FoodlogSupport

/// Finding terms in the sorted vocabulary: exact, by prefix, and by edit distance.
extension ProductIndex {
    /// Byte-wise comparison of term `index` with `key`.
    private func compareTerm(_ index: Int, _ key: [UInt8]) throws(IndexError) -> Int {
        let bytes = try checkedTermBytes(index)
        let common = min(bytes.count, key.count)
        if common > 0, let left = bytes.baseAddress {
            let order = key.withUnsafeBytes { memcmp(left, $0.baseAddress!, common) }
            if order != 0 { return Int(order) }
        }
        return bytes.count - key.count
    }

    /// The first term index whose bytes are not less than `key`.
    func lowerBound(_ key: [UInt8]) throws(IndexError) -> Int {
        var low = 0
        var high = termCount
        while low < high {
            let middle = (low + high) / 2
            if try compareTerm(middle, key) < 0 { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of exactly this term, if present.
    public func termIndex(_ term: String) throws(IndexError) -> Int? {
        let key = Array(term.utf8)
        let index = try lowerBound(key)
        guard index < termCount else { return nil }
        return try compareTerm(index, key) == 0 ? index : nil
    }

    /// Terms that start with `prefix`, as a range of term indexes.
    func prefixRange(_ prefix: [UInt8]) throws(IndexError) -> Range<Int> {
        let start = try lowerBound(prefix)
        var upper = prefix
        while let last = upper.last, last == 0xFF { upper.removeLast() }
        guard let last = upper.last else { return start..<termCount }
        upper[upper.count - 1] = last + 1
        return start..<max(start, try lowerBound(upper))
    }

    /// The most common index words starting with `prefix` (folded as queries are), most common
    /// first: what a shell offers for a half-typed food word. Looks at most `scanLimit` words.
    public func commonTerms(startingWith prefix: String, limit: Int, scanLimit: Int = 20_000) throws(IndexError) -> [String] {
        guard limit > 0, let folded = Tokenizer.terms(prefix).last, folded.utf8.count >= 1 else { return [] }
        var found: [(term: Int, frequency: Int)] = []
        for term in try prefixRange(Array(folded.utf8)).prefix(scanLimit) { found.append((term, documentFrequency(term))) }
        found.sort { $0.frequency != $1.frequency ? $0.frequency > $1.frequency : $0.term < $1.term }
        return found.prefix(limit).compactMap { term(at: $0.term) }
    }

    /// Terms within `maxDistance` edits of `term` that share its first byte, or its first two for
    /// words of five bytes or more (typos at the very start of a word are rare, and the
    /// restriction keeps the scan to a thin slice of the vocabulary).
    func fuzzyCandidates(_ term: [UInt8], maxDistance: Int) throws(IndexError) -> [(index: Int, distance: Int)] {
        guard !term.isEmpty else { return [] }
        let range = try prefixRange(Array(term.prefix(term.count >= 5 ? 2 : 1)))
        var results: [(Int, Int)] = []
        var scratch = EditDistance.Scratch()
        // One edit (insertion, deletion, substitution, transposition) changes the set of bytes a
        // word holds by at most two, so two words whose byte sets (as 64-bit masks, which can only
        // hide differences) differ by more than 2 × maxDistance are further apart: skipped without
        // computing the distance, which leaves the result as it was.
        func mask<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
            bytes.reduce(0) { $0 | 1 << UInt64($1 & 63) }
        }
        let termMask = mask(term)
        for index in range {
            guard let bytes = termBytes(index), abs(bytes.count - term.count) <= maxDistance,
                  (mask(bytes) ^ termMask).nonzeroBitCount <= 2 * maxDistance else { continue }
            if let distance = EditDistance.bounded(term, bytes, limit: maxDistance, scratch: &scratch), distance > 0 {
                results.append((index, distance))
            }
        }
        return results
    }
}
