/// Where, when and how a food was eaten, said after it in words no rule of the parser reads
/// ("a danish off the meeting tray", "trail mix between zoom calls", "pb&j eaten one handed
/// while the baby naps on me"). The parser sets aside the places and times it knows; a food
/// refused as said is tried again without what follows such a word, so that a new place or a
/// new time of day needs no new row. A food is only logged when the words left name one.
extension PlainWordsResolver {
    /// Words that start what is said around a food, after it; singular, as the parser leaves
    /// words ("oops" is read "oop").
    static let saidAroundStarts: Set<String> = Set(saidAroundWords.map(PlainWordsParser.singular))
    static let saidAroundWords: [String] = [
        "off", "in", "on", "at", "from", "between", "during", "while", "whilst", "after", "before", "for", "by", "near",
        "standing", "sitting", "eaten", "delivered", "when", "outside", "inside", "walking", "driving", "watching",
        // When, and why, said to a phone: "a mars bar around 4", "a pear mid afternoon", "soup cause I was sick".
        "around", "mid", "cause", "because", "cos", "coz", "since", "straight", "today", "yesterday", "tonight", "earlier",
        "later", "again", "this", "last", "then", "afterwards",
        // Said after a food, of it: "four jaffa cakes oops".
        "oops", "lol", "haha", "yum", "ugh",
    ]

    /// Parts of a food said taken off it ("the crusts off", "the icing off").
    static let foodParts: Set<String> = ["crust", "skin", "top", "icing", "frosting", "topping", "end", "corner", "bit", "rind"]

    /// Words of a bread, never set aside as a place: a bread's name, or its flour as a sandwich
    /// is ordered ("turkey on 9 grain wheat", "ham on rye"), as toast on a bread is said.
    static let breadsSaid: Set<String> = breadHeads.union(sandwichBreads).union(PlainWordsParser.toastBreads.joined())
        .union(["wholewheat"])

    /// The most words set aside: a longer tail is more than a place ("in a bowl of ...").
    static let mostSaidAround = 8

    /// The outcomes of `said` without the words from one of `saidAroundStarts` on, tried from the
    /// last such word back, for the first whose every part is resolved; nil when none is. The
    /// words set aside hold no joining word: "pasta in tomato sauce and cheese" says foods.
    static func withoutSaidAround(_ said: ParsedItem, catalog: FoodCatalog, portions: PortionSource) throws -> [Outcome]? {
        let words = said.food.split(separator: " ").map(String.init)
        for cut in words.indices.reversed() where cut > 0 && saidAroundStarts.contains(words[cut]) {
            let aside = words[cut...]
            guard aside.count <= mostSaidAround else { break }
            if aside.contains(where: joiningWords.contains) { break }
            // "crusts off my son's sandwich": a part taken off a food is no food said before a place.
            if words[cut] == "off", foodParts.contains(words[cut - 1]) { continue }
            // What a food is served on or in is a food when a measure is said of it or the index
            // names it: "a lamb doner on chips", "soup in a bread bowl", "casein in 300ml milk".
            let place = aside.dropFirst().filter {
                !["the", "a", "an", "my", "our", "his", "her", "their", "some"].contains($0) && !PlainWordsParser.isCount($0)
            }
            if place.contains(where: { FoodUnit.words[$0] != nil || breadsSaid.contains($0) }) { continue }
            if !place.isEmpty,
               try isNamed(ParsedItem(quantity: 1, unit: .count, food: place.joined(separator: " "), text: said.text), catalog: catalog) {
                continue
            }
            var before = try split([ParsedItem(said, food: words[..<cut].joined(separator: " "))], catalog: catalog)
            // The words typed before it, read again, when they are the same foods: an amount read
            // with the words set aside ("few grapes and some cheese cubes off the platter") is read
            // as if they had not been said.
            let typed = PlainWordsParser.tokens(said.text)
            if typed.count > aside.count, typed.suffix(aside.count).map(PlainWordsParser.singular) == Array(aside),
               let again = try? PlainWordsParser.parse(typed.dropLast(aside.count).joined(separator: " ")),
               case let parts = try split(again, catalog: catalog), parts.count == before.count {
                before = parts
            }
            if let parts = try allResolved(before, catalog: catalog, portions: portions) { return parts }
        }
        return nil
    }
}
