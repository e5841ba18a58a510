/// Foods listed without commas, as a phone takes a list down ("a tuna sandwich a bag of crisps
/// and a coke", "a coffee a muffin"): a food refused as said is tried as the foods its articles
/// and counts start, each read as typed.
extension PlainWordsResolver {
    /// Words that, said before an article or a count, leave it inside one food: "half a
    /// sandwich", "a cup of a latte", "had a coffee".
    static let heldBeforeStart: Set<String> = ["a", "an", "another", "of", "half", "quarter", "third", "about", "like", "than", "x",
                                               "and", "with", "&", "+", "plus", "or", "the", "some", "my"]

    /// The outcomes of `said` read as the foods typed without commas between them, when there are
    /// two or more and every one is resolved; nil otherwise.
    static func asUnpunctuatedList(_ said: ParsedItem, catalog: FoodCatalog, portions: PortionSource) throws -> [Outcome]? {
        let typed = PlainWordsParser.tokens(said.text)
        // A list said so starts each food with its amount: "kfc 2 pc original" is no KFC beside
        // "2 pc original".
        guard let first = typed.first, ["a", "an"].contains(first) || PlainWordsParser.isCount(first) else { return nil }
        let starts = typed.indices.filter { at in
            at > 0 && (["a", "an", "another"].contains(typed[at]) || PlainWordsParser.isCount(typed[at]))
                && !heldBeforeStart.contains(typed[at - 1]) && !PlainWordsParser.isCount(typed[at - 1])
                && !PlainWordsParser.saidBeforeFood.contains(typed[at - 1])
        }
        guard !starts.isEmpty else { return nil }
        let bounds = [typed.startIndex] + starts + [typed.endIndex]
        var items: [ParsedItem] = []
        for (from, to) in zip(bounds, bounds.dropFirst()) {
            guard let parsed = try? PlainWordsParser.parse(typed[from..<to].joined(separator: " ")) else { return nil }
            items += parsed
        }
        return try allResolved(split(items, catalog: catalog), catalog: catalog, portions: portions)
    }
}
