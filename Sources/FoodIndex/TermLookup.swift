import FoodlogSupport

/// Finding terms in the sorted vocabulary: exact, by prefix, and by edit distance.
extension ProductIndex {
    /// Byte-wise comparison of term `index` with `key`.
    private func compareTerm(_ index: Int, _ key: [UInt8]) -> Int {
        guard let bytes = termBytes(index) else { return 1 }
        let common = min(bytes.count, key.count)
        if common > 0, let left = bytes.baseAddress {
            let order = key.withUnsafeBytes { memcmp(left, $0.baseAddress!, common) }
            if order != 0 { return Int(order) }
        }
        return bytes.count - key.count
    }

    /// The first term index whose bytes are not less than `key`.
    func lowerBound(_ key: [UInt8]) -> Int {
        var low = 0
        var high = termCount
        while low < high {
            let middle = (low + high) / 2
            if compareTerm(middle, key) < 0 { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of exactly this term, if present.
    public func termIndex(_ term: String) -> Int? {
        let key = Array(term.utf8)
        let index = lowerBound(key)
        return index < termCount && compareTerm(index, key) == 0 ? index : nil
    }

    /// Terms that start with `prefix`, as a range of term indexes.
    func prefixRange(_ prefix: [UInt8]) -> Range<Int> {
        let start = lowerBound(prefix)
        var upper = prefix
        while let last = upper.last, last == 0xFF { upper.removeLast() }
        guard let last = upper.last else { return start..<termCount }
        upper[upper.count - 1] = last + 1
        return start..<max(start, lowerBound(upper))
    }

    /// Terms within `maxDistance` edits of `term` that share its first byte (typos in the first
    /// letter are rare, and the restriction keeps the scan to one slice of the vocabulary).
    func fuzzyCandidates(_ term: [UInt8], maxDistance: Int) -> [(index: Int, distance: Int)] {
        guard let first = term.first else { return [] }
        let range = prefixRange([first])
        var results: [(Int, Int)] = []
        var scratch = EditDistance.Scratch()
        for index in range {
            guard let bytes = termBytes(index), abs(bytes.count - term.count) <= maxDistance else { continue }
            if let distance = EditDistance.bounded(term, bytes, limit: maxDistance, scratch: &scratch), distance > 0 {
                results.append((index, distance))
            }
        }
        return results
    }
}
