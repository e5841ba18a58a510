extension PlainWordsParser {
    /// Words saying a food was shared out: "split three ways", "shared with my mum".
    static let shareVerbs: Set<String> = ["split", "shared", "splitting", "sharing", "divided"]

    /// People a food is said shared with, one each: "my wife", "a friend", "my mum".
    static let sharers: Set<String> = plateOwners.union(whose)
        .subtracting(["old", "little", "one", "yr", "year", "yo", "3yo", "2yo", "4yo"])
        .union(["friend", "mate", "bf", "gf", "hubby", "date", "colleague", "coworker", "bestie", "pal", "buddy",
                "nan", "grandad", "grandpa", "auntie", "aunt", "uncle", "cousin", "friends", "mates", "colleagues", "coworkers"])

    /// People counted after a count: "3 friends", "two of us", "4 people".
    static let countedPeople: [[String]] = [[], ["of", "us"], ["people"], ["ppl"], ["friends"], ["mates"], ["colleagues"], ["of", "them"]]

    /// `words` without how a food was said shared out, and among how many: "a bottle of prosecco
    /// split between 3 of us" is a third of the bottle, "a large nachos split three ways" a third,
    /// "a slice of cheesecake shared with my wife" half, "between the two of us" half. Among one
    /// when no share is said, or when who with is not counted ("shared with the kids"); a share
    /// verb said first before an amount ("we split a plate of fries") is no part of the food.
    static func withoutShare(_ said: [String]) -> (words: [String], among: Double) {
        var words = said
        var among = 1.0
        if words.count >= 2, words.last == "ways", let count = peopleCount(words[words.count - 2]), count >= 2 {
            among = count
            words.removeLast(2)
        } else if let between = words.lastIndex(of: "between"), let count = countedBetween(words[(between + 1)...]) {
            among = count
            words.removeSubrange(between...)
        } else if let with = words.lastIndex(of: "with"), words[..<with].contains(where: shareVerbs.contains),
                  let count = countedWith(words[(with + 1)...]) {
            among = count
            words.removeSubrange(with...)
        }
        if among > 1, let last = words.last, shareVerbs.contains(last) { words.removeLast() }
        // "dinner with friends, lasagna", "coffee with my mum": who it was eaten with, no food.
        // Not one shared with people uncounted ("shared with the kids"): that share is not known.
        if among == 1, let with = words.lastIndex(of: "with"), with > 0, !words[..<with].contains(where: shareVerbs.contains),
           saysCompany(words[(with + 1)...]) {
            words.removeSubrange(with...)
        }
        // "we split a plate of loaded fries", "shared the nachos": who shared it and how.
        let opening = words.prefix { ["we", "i"].contains($0) }.count
        if opening < words.count, shareVerbs.contains(words[opening]),
           among > 1 || words.count > opening + 1
            && (["a", "an", "the", "some"].contains(words[opening + 1]) || isCount(words[opening + 1])) {
            words.removeSubrange(...opening)
        }
        return (words, among)
    }

    /// How many a count said after "between" is: "3 of us", "the two of us", "us"; nil when it counts no one.
    static func countedBetween(_ after: ArraySlice<String>) -> Double? {
        let people = after.first == "the" ? after.dropFirst() : after
        if people.elementsEqual(["us"]) || people.elementsEqual(["us", "two"]) { return 2 }
        guard let first = people.first, let count = peopleCount(first), count >= 2,
              countedPeople.contains(where: { people.dropFirst().elementsEqual($0) }) else { return nil }
        return count
    }

    /// How many share a food said with `after` ("my wife" makes two, "2 friends" three, "my mum
    /// and my sister" three); nil when they are not counted ("the kids") or are not people.
    static func countedWith(_ after: ArraySlice<String>) -> Double? {
        if let and = after.firstIndex(of: "and") {
            guard let first = countedWith(after[..<and]), let rest = countedWith(after[(and + 1)...]) else { return nil }
            return first + rest - 1
        }
        let people = after.drop { ["my", "a", "the", "our", "me"].contains($0) }
        guard !people.isEmpty, people.count <= 3 else { return nil }
        if let first = people.first, let count = peopleCount(first), count >= 1,
           people.count >= 2, people.dropFirst().allSatisfy(sharers.contains) {
            return count + 1
        }
        guard people.allSatisfy({ sharers.contains($0) }), !people.contains(where: uncountedSharers.contains) else { return nil }
        return 2
    }

    /// Sharers said in the plural with no count: how many they are is not known.
    static let uncountedSharers: Set<String> = ["friends", "mates", "colleagues", "coworkers", "kids", "children", "toddlers"]

    /// Words of people a food is eaten with, beyond `sharers`: "with the family", "with the lads".
    static let company: Set<String> = ["family", "team", "girls", "lads", "guys", "everyone", "group", "crew", "folks", "parents",
                                       "grandparents", "in-laws", "inlaws", "neighbours", "neighbors", "people", "of", "us", "them"]

    /// Whether `after` (what follows "with") says only who the food was eaten with: "my mum", "3
    /// friends", "the family".
    static func saysCompany(_ after: ArraySlice<String>) -> Bool {
        let people = after.drop { ["my", "a", "the", "our", "some", "me", "and"].contains($0) }
        func isPerson(_ word: String) -> Bool { sharers.contains(word) || company.contains(word) }
        guard !people.isEmpty, people.count <= 3, people.contains(where: isPerson) else { return false }
        return people.allSatisfy { isPerson($0) || peopleCount($0) != nil || ["my", "and", "the"].contains($0) }
    }

    /// Whether `words` say only who a food was shared or eaten with, and no food: "with my mum",
    /// "shared with", "split between us".
    static func saysOnlyWho(_ words: [String]) -> Bool {
        let said = words.filter { !["with", "between", "of", "us", "ways", "we", "i", "my", "a", "the", "our", "me", "and"].contains($0) }
        // A leading "with" is dropped before a fragment is read: "with my mum" comes as "my mum".
        guard words.contains(where: { $0 == "with" || $0 == "between" || shareVerbs.contains($0) })
            || ["my", "our"].contains(words.first ?? "") else { return false }
        return said.allSatisfy { shareVerbs.contains($0) || sharers.contains(owner($0)) || company.contains($0) || peopleCount($0) != nil }
    }

    /// A whole count of people said in figures or words ("3", "three"); nil for anything else.
    static func peopleCount(_ word: String) -> Double? {
        guard let value = number(word) ?? numberWords[word], value >= 1, value <= 50, value == value.rounded() else { return nil }
        return value
    }
}
