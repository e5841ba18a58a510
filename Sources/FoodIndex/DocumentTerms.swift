/// What the index records about one product's words: each distinct term with its posting flags,
/// and the product's lengths. A pure function of the name, brand and kind, shared by the builder
/// and the tests so that both agree on what a posting means.
public struct DocumentTerms: Equatable, Sendable {
    /// Distinct terms in first-occurrence order, each with its flags (frequency, fields, head,
    /// first word, kind, nutrition).
    public var terms: [(term: String, flags: Posting.Flags)]
    /// Non-neutral terms in name and brand (BM25 document length), at least 1.
    public var documentLength: Int
    /// Non-neutral terms in the name's head, before the first comma, at least 1.
    public var headLength: Int

    public static func == (lhs: DocumentTerms, rhs: DocumentTerms) -> Bool {
        lhs.terms.map(\.term) == rhs.terms.map(\.term) && lhs.terms.map(\.flags) == rhs.terms.map(\.flags)
            && lhs.documentLength == rhs.documentLength && lhs.headLength == rhs.headLength
    }

    /// The lengths byte of this product's postings.
    public var lengthsByte: UInt8 { Posting.lengths(document: documentLength, head: headLength) }

    public init(name: String, brand: String?, kind: ProductKind, hasNutrition: Bool) {
        let head: Substring
        let tail: Substring
        if let comma = name.firstIndex(of: ",") {
            head = name[..<comma]
            tail = name[name.index(after: comma)...]
        } else {
            head = Substring(name)
            tail = ""
        }
        let headTerms = Tokenizer.terms(String(head))
        let tailTerms = Tokenizer.terms(String(tail))
        let brandTerms = brand.map(Tokenizer.terms) ?? []
        var counts: [String: (count: Int, flags: Posting.Flags)] = [:]
        var order: [String] = []
        func add(_ term: String, _ flags: Posting.Flags) {
            if counts[term] == nil {
                order.append(term)
                counts[term] = (0, [])
            }
            counts[term]!.count += 1
            counts[term]!.flags.formUnion(flags)
        }
        for (position, term) in headTerms.enumerated() {
            add(term, position == 0 ? [.inName, .inHead, .firstWord] : [.inName, .inHead])
        }
        for (position, term) in tailTerms.enumerated() {
            add(term, position == 0 && headTerms.isEmpty ? [.inName, .firstWord] : [.inName])
        }
        for term in brandTerms { add(term, [.inBrand]) }
        var common: Posting.Flags = []
        if kind == .generic { common.insert(.generic) }
        if hasNutrition { common.insert(.hasNutrition) }
        terms = order.map { term in
            let entry = counts[term]!
            return (term, Posting.Flags.frequency(entry.count).union(entry.flags).union(common))
        }
        func meaningful(_ list: [String]) -> Int { list.filter { !Tokenizer.neutralWords.contains($0) }.count }
        documentLength = max(1, meaningful(headTerms) + meaningful(tailTerms) + meaningful(brandTerms))
        headLength = max(1, meaningful(headTerms))
    }
}
