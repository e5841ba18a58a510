import FoodlogSupport

/// Finding terms in the sorted vocabulary: exact, by prefix, and by edit distance.
extension ProductIndex {
    /// Byte-wise order of `bytes` and `key`: negative, 0 or positive.
    private static func compare(_ bytes: UnsafeRawBufferPointer, _ key: [UInt8]) -> Int {
        let common = min(bytes.count, key.count)
        if common > 0, let left = bytes.baseAddress {
            let order = key.withUnsafeBytes { memcmp(left, $0.baseAddress!, common) }
            if order != 0 { return Int(order) }
        }
        return bytes.count - key.count
    }

    /// Byte-wise comparison of term `index` with `key`, its block checked first.
    private func compareTerm(_ index: Int, _ key: [UInt8]) throws(IndexError) -> Int {
        ProductIndex.compare(try checkedTermBytes(index), key)
    }

    /// The first term index whose bytes are not less than `key`: a binary search over the blocks'
    /// first terms, then a walk through one block.
    ///
    /// The search reads the first terms unchecked, then checks the two blocks whose first terms
    /// bracket `key` (the one walked and the next): when they are intact and do bracket it, the
    /// answer is the one an undamaged index gives, since the vocabulary is sorted, whatever the
    /// unchecked probes read. When they do not, the search is done again checking every block it
    /// probes, so damage is reported rather than read as "no such term". Two checksums a lookup
    /// instead of one per probe.
    func lowerBound(_ key: [UInt8]) throws(IndexError) -> Int {
        var low = 0
        var high = terms.blockCount
        while low < high {
            let middle = (low + high) / 2
            guard let head = termBytes(middle * TermBlocks.perBlock) else { break }
            if ProductIndex.compare(head, key) < 0 { low = middle + 1 } else { high = middle }
        }
        if low == high, let found = try walk(toward: key, before: low) { return found }
        low = 0
        high = terms.blockCount
        while low < high {
            let middle = (low + high) / 2
            if try compareTerm(middle * TermBlocks.perBlock, key) < 0 { low = middle + 1 } else { high = middle }
        }
        return try walk(toward: key, before: low) ?? min(low * TermBlocks.perBlock, termCount)
    }

    /// The first term not less than `key`, given that block `low` is the first whose first term is
    /// not less than it: found in the block before, read checked. Nil when the checked blocks say
    /// `low` is not that block (block `low` starts below `key`, or the block before does not).
    private func walk(toward key: [UInt8], before low: Int) throws(IndexError) -> Int? {
        let end = min(low * TermBlocks.perBlock, termCount)
        if low < terms.blockCount, try compareTerm(end, key) < 0 { return nil }
        guard low > 0 else { return end }
        var cursor = try checkedCursor(low - 1)
        while cursor.term < end {
            let index = cursor.term
            guard let entry = cursor.next() else { throw malformedEntry(index) }
            guard let bytes = terms.bytes(entry) else { throw outsideVocabulary(index) }
            if ProductIndex.compare(bytes, key) >= 0 { return index % TermBlocks.perBlock == 0 ? nil : index }
        }
        return end
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
        forEachTerm(in: try prefixRange(Array(folded.utf8)).prefix(scanLimit)) { term, _, frequency in found.append((term, frequency)) }
        found.sort { $0.frequency != $1.frequency ? $0.frequency > $1.frequency : $0.term < $1.term }
        return found.prefix(limit).compactMap { term(at: $0.term) }
    }

    /// Terms within `maxDistance` edits of `term` that share its first byte, or its first two for
    /// words of five bytes or more (typos at the very start of a word are rare, and the
    /// restriction keeps the scan to a thin slice of the vocabulary). With `slices`, a slice read
    /// before is read again only at the lengths that can match (`FuzzySlices`); the terms found
    /// are the same, in another order.
    func fuzzyCandidates(_ term: [UInt8], maxDistance: Int, slices: FuzzySlices? = nil) throws(IndexError) -> [(index: Int, distance: Int)] {
        guard !term.isEmpty else { return [] }
        let prefix = Array(term.prefix(term.count >= 5 ? 2 : 1))
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
        func consider(_ index: Int, _ bytes: UnsafeRawBufferPointer) {
            guard (mask(bytes) ^ termMask).nonzeroBitCount <= 2 * maxDistance else { return }
            if let distance = EditDistance.bounded(term, bytes, limit: maxDistance, scratch: &scratch), distance > 0 {
                results.append((index, distance))
            }
        }
        // A term more than `maxDistance` bytes longer or shorter is further apart: passed over
        // by its length, before its bytes are looked at.
        let lengths = max(term.count - maxDistance, 0)...(term.count + maxDistance)
        if let slices, let slice = try slices.slice(prefix, read: { () throws(IndexError) in termExtents(in: try prefixRange(prefix)) }) {
            for length in lengths {
                for position in slice.range(ofLength: length) {
                    let found = slice.terms[position]
                    guard let bytes = terms.bytes(at: UInt64(found.start), length: length) else { continue }
                    consider(Int(found.index), bytes)
                }
            }
        } else {
            forEachTerm(in: try prefixRange(prefix), lengths: lengths, consider)
        }
        return results
    }
}
