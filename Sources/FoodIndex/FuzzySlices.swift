/// The slices of the vocabulary that a `Searcher`'s typo scans have read, by length.
///
/// The typo scan (`ProductIndex.fuzzyCandidates`) looks at every term sharing a query word's
/// first byte (its first two, for a word of five bytes or more) and keeps those within the edit
/// limit. Thousands of terms share two first bytes, and the length alone rules out nine in ten
/// of them, yet each is read to learn its length. A searcher meets the same first bytes again
/// and again (search as you type keeps the word being typed; a long-running process sees the
/// same initials), so the second time it meets some first bytes it keeps their slice, its terms
/// grouped by length, and every later scan of them reads only the lengths it needs. A search met
/// once (one `foodlog search`) pays nothing for this. The answer is the same either way
/// (`FuzzySlicesTests`). Memory stays bounded: once `termLimit` terms are kept, the slices are
/// dropped and read again as needed.
final class FuzzySlices {
    /// One slice: the terms sharing some first bytes, ordered by length (then number).
    struct Slice {
        /// `lengthStarts[n]`..<`lengthStarts[n + 1]`: where the terms of length n are in `terms`.
        let lengthStarts: [Int32]
        /// Each term's number and where its bytes start in the vocabulary.
        let terms: [(index: UInt32, start: UInt32)]

        /// Where the terms of `length` bytes are in `terms` (empty past the longest kept).
        func range(ofLength length: Int) -> Range<Int> {
            guard length >= 0, length + 1 < lengthStarts.count else { return 0..<0 }
            return Int(lengthStarts[length])..<Int(lengthStarts[length + 1])
        }
    }

    /// Most terms kept over all slices (8 bytes each, besides the length tables).
    let termLimit: Int
    private var slices = IntegerMap<Slice>()
    /// First bytes scanned once, whose slice is kept when they come again.
    private var seen = IntegerSet()
    private var termsKept = 0

    init(termLimit: Int = 1 << 20) {
        self.termLimit = termLimit
    }

    /// The slice of the terms starting with `prefix` (one or two bytes): nil the first time it is
    /// asked for (the caller scans the terms itself), made with `read` (each term's number,
    /// vocabulary start and length, in any order) the second time, and kept.
    func slice<Failure: Error>(_ prefix: [UInt8], read: () throws(Failure) -> [(index: Int, start: UInt64, length: Int)]) throws(Failure) -> Slice? {
        let key = prefix.reduce(UInt64(prefix.count)) { $0 << 8 | UInt64($1) }
        if let known = slices[key] { return known }
        guard !seen.insert(key) else { return nil }
        let found = try read()
        guard found.count <= Int(Int32.max), let slice = Self.make(found) else { return nil }
        if termsKept + found.count > termLimit {
            slices.removeAll()
            termsKept = 0
        }
        if found.count <= termLimit {
            slices.set(slice, for: key)
            termsKept += found.count
        }
        return slice
    }

    /// `terms` grouped by length (a counting sort, stable, so numbers stay in order within a
    /// length); nil when a start does not fit the slice's 32 bits.
    static func make(_ terms: [(index: Int, start: UInt64, length: Int)]) -> Slice? {
        let longest = terms.reduce(0) { max($0, $1.length) }
        var starts = [Int32](repeating: 0, count: longest + 2)
        for term in terms { starts[term.length + 1] += 1 }
        for length in 0...longest { starts[length + 1] += starts[length] }
        var next = starts
        var ordered = [(index: UInt32, start: UInt32)](repeating: (0, 0), count: terms.count)
        for term in terms {
            guard let index = UInt32(exactly: term.index), let start = UInt32(exactly: term.start) else { return nil }
            ordered[Int(next[term.length])] = (index, start)
            next[term.length] += 1
        }
        return Slice(lengthStarts: starts, terms: ordered)
    }
}
