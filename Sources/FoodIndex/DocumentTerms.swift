/// What the index records about one product's words: each distinct term with its posting flags,
/// and the product's lengths. A pure function of the name, brand and kind, shared by the builder
/// and the tests so that both agree on what a posting means.
public struct DocumentTerms: Equatable, Sendable {
    /// Distinct terms in first-occurrence order, each with its flags (frequency, fields, head,
    /// first word, kind, nutrition).
    public var terms: [(term: String, flags: Posting.Flags)]
    /// Content terms in name and brand (BM25 document length): neither neutral words, nor neutral
    /// or category parts of the name; a variant word counts twice (`NameVocabulary`). At least 1.
    public var documentLength: Int
    /// Non-neutral terms in the name's head (`keySegment`), variant words twice, at least 1.
    public var headLength: Int

    public static func == (lhs: DocumentTerms, rhs: DocumentTerms) -> Bool {
        lhs.terms.map(\.term) == rhs.terms.map(\.term) && lhs.terms.map(\.flags) == rhs.terms.map(\.flags)
            && lhs.documentLength == rhs.documentLength && lhs.headLength == rhs.headLength
    }

    /// The lengths byte of this product's postings.
    public var lengthsByte: UInt8 { Posting.lengths(document: documentLength, head: headLength) }

    public init(name: String, brand: String?, kind: ProductKind, hasNutrition: Bool) {
        let segments = DocumentTerms.segments(of: name)
        let key = DocumentTerms.keySegment(segments)
        var tally = TermTally()
        var content = 0
        var head = 0
        for (index, segment) in segments.enumerated() {
            let counted = index == key || segment.role == .content
            for (position, term) in segment.terms.enumerated() {
                if index == key {
                    let length = tally.add(term, position == 0 ? [.inName, .inHead, .firstWord] : [.inName, .inHead])
                    head += length
                    content += length
                } else {
                    let length = tally.add(term, [.inName])
                    if counted { content += length }
                }
            }
        }
        if let brand {
            for term in Tokenizer.terms(brand) { content += tally.add(term, [.inBrand]) }
        }
        var common: Posting.Flags = []
        if kind == .generic { common.insert(.generic) }
        if hasNutrition { common.insert(.hasNutrition) }
        terms = tally.entries.map { entry in
            (entry.term, Posting.Flags.frequency(entry.count).union(entry.flags).union(common))
        }
        documentLength = max(1, content)
        headLength = max(1, head)
    }

    /// What a comma-separated part of a name does for its meaning.
    enum SegmentRole: Equatable {
        /// Says what the food is or how it differs ("salmon", "Cuban", "glutinous").
        case content
        /// A leading category before the food itself: "Fish" in "Fish, salmon, raw".
        case category
        /// Says only that nothing more is specified: "raw", "NFS", "NS as to fat", "no added fat".
        case neutral
    }

    /// The name's comma-separated parts with their terms and roles (parts without terms dropped).
    static func segments(of name: String) -> [(terms: [String], role: SegmentRole)] {
        var result: [(terms: [String], role: SegmentRole)] = []
        let parts = DocumentTerms.commaParts(name)
        for part in parts {
            let terms = Tokenizer.terms(String(part))
            guard !terms.isEmpty else { continue }
            var role = SegmentRole.content
            // The shape filter first: most parts open with a word no list holds (no hashing then).
            if terms.allSatisfy({ TermTally.mayBeVocabulary($0) && NameVocabulary.isNeutral($0) })
                || NameVocabulary.isNeutralPhrase(terms) {
                role = .neutral
            } else if result.isEmpty, NameVocabulary.mayBeCategory(terms), NameVocabulary.isCategory(terms.joined(separator: " ")) {
                role = .category
            } else if result.count == 1, NameVocabulary.twoPartCategories.contains((result[0].terms + terms).joined(separator: " ")) {
                result[0].role = .category
                role = .category
            }
            result.append((terms, role))
        }
        // A category needs the food after it: not "Cheese, with wine" (a cheese), nor "Fish" alone.
        // Nor a list of foods: in "Fish, tofu, and vegetables, tempura" the third part opens with
        // "and", so the first parts are foods side by side, not a category and its food.
        if let first = result.first, first.role == .category,
           result.count == 1 || parts.dropFirst().first.map(DocumentTerms.startsWithJoiner) == true
            || parts.dropFirst(2).first.map(DocumentTerms.continuesList) == true {
            result[0].role = .content
            if result.count > 1, result[1].role == .category { result[1].role = .content }
        }
        return result
    }

    /// `name.split(separator: ",")`, computed on UTF-8 when every comma stands between ASCII
    /// bytes: then each is a `","` Character and each part starts and ends on a Character
    /// boundary. Otherwise Character by Character (a combining mark after a comma joins it, so
    /// that comma splits nothing). Splitting Characters was a fifth of an index build's work; one
    /// pass over contiguous bytes finds both the commas and whether the fast split is exact.
    static func commaParts(_ name: String) -> [Substring] {
        var text = name
        let ranges: [Range<Int>]? = text.withUTF8 { bytes in
            var ranges: [Range<Int>] = []
            var previous: UInt8 = 0
            var start = 0
            for offset in bytes.indices {
                let byte = bytes[offset]
                if byte == 0x2C {
                    if previous >= 0x80 { return nil }
                    if start != offset { ranges.append(start..<offset) }
                    start = offset + 1
                } else if previous == 0x2C, byte >= 0x80 {
                    return nil
                }
                previous = byte
            }
            if start != bytes.count { ranges.append(start..<bytes.count) }
            return ranges
        }
        guard let ranges else { return name.split(separator: ",") }
        let utf8 = name.utf8
        return ranges.map { range in
            name[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
        }
    }

    /// Whether a name part starts with "with", "and" or "in": it qualifies what came before.
    static func startsWithJoiner(_ part: Substring) -> Bool {
        let words = part.split(separator: " ")
        guard let first = words.first else { return false }
        return ["with", "and", "in", "w/"].contains(first.lowercased())
    }

    /// Whether a name part starts with "and" or "or": it closes a list of the parts before it.
    static func continuesList(_ part: Substring) -> Bool {
        guard let first = part.split(separator: " ").first else { return false }
        return ["and", "or"].contains(first.lowercased())
    }

    /// The part that names the food: the first content part ("salmon" in "Fish, salmon, raw",
    /// "Salmon salad" in "Salmon salad"), else the first part. Its words are the name's head.
    static func keySegment(_ segments: [(terms: [String], role: SegmentRole)]) -> Int {
        segments.firstIndex { $0.role == .content } ?? 0
    }
}
