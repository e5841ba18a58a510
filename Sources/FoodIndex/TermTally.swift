/// A product's distinct terms in first-occurrence order, each with its count, its posting flags so
/// far and its weight in the name's lengths (`NameVocabulary.length(of:)`), for `DocumentTerms`.
///
/// A product has a handful of terms, so a linear search of a small array beats hashing each term
/// with SipHash (the builder's hot loop did five to ten hash look-ups per term). Past
/// `linearLimit` distinct terms (a hostile or very long name) a dictionary indexes the array, so
/// the work stays linear in the number of terms.
struct TermTally {
    struct Entry {
        var term: String
        var count: Int
        var flags: Posting.Flags
        /// `NameVocabulary.length(of: term)`, computed once per distinct term.
        let length: Int
    }

    /// Distinct terms searched linearly before a dictionary takes over.
    static let linearLimit = 32

    private(set) var entries: [Entry] = []
    /// Positions in `entries` by term, built only past `linearLimit` entries.
    private var positions: [String: Int]?

    init() { entries.reserveCapacity(16) }

    /// Counts one occurrence of `term` with `flags` and returns its length weight.
    mutating func add(_ term: String, _ flags: Posting.Flags) -> Int {
        if let slot = position(of: term) {
            entries[slot].count += 1
            entries[slot].flags.formUnion(flags)
            return entries[slot].length
        }
        let length = TermTally.mayBeVocabulary(term) ? NameVocabulary.length(of: term) : 1
        entries.append(Entry(term: term, count: 1, flags: flags, length: length))
        if positions != nil {
            positions?[term] = entries.count - 1
        } else if entries.count > TermTally.linearLimit {
            var table: [String: Int] = [:]
            table.reserveCapacity(entries.count * 2)
            for (slot, entry) in entries.enumerated() { table[entry.term] = slot }
            positions = table
        }
        return length
    }

    /// Bit `first byte & 63` of entry `n` is set when a neutral or variant word (the only words
    /// whose length weight is not 1) has `n` bytes and that first byte; derived from the lists
    /// themselves, so a clear bit proves the term is neither and skips three SipHash look-ups.
    private static let vocabularyShapes: [UInt64] = {
        var shapes = [UInt64](repeating: 0, count: Tokenizer.maxTermBytes + 1)
        for word in Tokenizer.neutralWords.union(NameVocabulary.neutralWords).union(NameVocabulary.variantWords) {
            guard let first = word.utf8.first else { continue }
            let count = min(word.utf8.count, Tokenizer.maxTermBytes)
            shapes[count] |= 1 << UInt64(first & 63)
        }
        return shapes
    }()

    /// False only when `term` is certainly no neutral or variant word.
    static func mayBeVocabulary(_ term: String) -> Bool {
        let utf8 = term.utf8
        guard let first = utf8.first, utf8.count < vocabularyShapes.count else { return true }
        return vocabularyShapes[utf8.count] & (1 << UInt64(first & 63)) != 0
    }

    private func position(of term: String) -> Int? {
        if let positions { return positions[term] }
        for slot in entries.indices where entries[slot].term == term { return slot }
        return nil
    }
}
