/// Where, when and how a food was eaten, said after it in words no rule of the parser reads
/// ("a danish off the meeting tray", "trail mix between zoom calls", "pb&j eaten one handed
/// while the baby naps on me"). The parser sets aside the places and times it knows; a food
/// refused as said is tried again without what follows such a word, so that a new place or a
/// new time of day needs no new row. A food is only logged when the words left name one.
extension PlainWordsResolver {
    /// Words that start what is said around a food, after it; as typed and singular, as the
    /// parser may leave words ("oops" is read "oop").
    static let saidAroundStarts: Set<String> = Set(saidAroundWords + saidAroundWords.map(PlainWordsParser.singular))
    static let saidAroundWords: [String] = [
        "off", "in", "on", "at", "from", "between", "during", "while", "whilst", "after", "before", "for", "by", "near",
        "standing", "sitting", "eaten", "delivered", "when", "outside", "inside", "walking", "driving", "watching",
        // When, and why, said to a phone: "a mars bar around 4", "a pear mid afternoon", "soup cause I was sick".
        "around", "mid", "to", "cause", "because", "cos", "coz", "since", "straight", "today", "yesterday", "tonight", "earlier",
        "later", "again", "this", "last", "then", "afterwards", "mid-morning", "mid-afternoon", "midmorning", "midafternoon",
        "midday", "lunchtime",
        // Said of a food had besides others: "then toast as well".
        "as", "too", "also",
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
            // "As well" says no place.
            let place = aside.dropFirst().filter {
                !["the", "a", "an", "my", "our", "his", "her", "their", "some"].contains($0) && !PlainWordsParser.isCount($0)
            }.filter { aside.first != "as" || $0 != "well" }
            // "on the irish ferry", "at lisbon airport", "in a plastic cup on the plane": a place no food is named for.
            let saysPlace = aside.contains(where: placesNeverFood.contains)
            if !saysPlace, place.contains(where: { FoodUnit.words[$0] != nil || breadsSaid.contains($0) }) { continue }
            if !saysPlace, !place.isEmpty, try namesFood(place, in: said, catalog: catalog) { continue }
            var before = try split([ParsedItem(said, food: words[..<cut].joined(separator: " "))], catalog: catalog)
            // The words typed before it, read again: an amount read with the words set aside ("few
            // grapes and some cheese cubes off the platter") is read as if they had not been said.
            let typed = PlainWordsParser.tokens(said.text)
            if typed.count > aside.count, typed.suffix(aside.count).map(PlainWordsParser.singular) == Array(aside) {
                before = try readAgain(typed.dropLast(aside.count).joined(separator: " "), for: before, catalog: catalog)
            }
            if let parts = try allResolved(before, catalog: catalog, portions: portions) { return parts }
        }
        return nil
    }

    /// Whether `words`, set aside from what was typed as `said`, name a food of the index.
    static func namesFood(_ words: [String], in said: ParsedItem, catalog: FoodCatalog) throws -> Bool {
        try isNamed(ParsedItem(quantity: 1, unit: .count, food: words.joined(separator: " "), text: said.text), catalog: catalog)
    }

    /// `text` parsed again and split, in place of `read` when that makes as many foods (the
    /// amounts are then read as they were typed); `read` otherwise.
    static func readAgain(_ text: String, for read: [ParsedItem], catalog: FoodCatalog) throws -> [ParsedItem] {
        guard let again = try? PlainWordsParser.parse(text) else { return read }
        let parts = try split(again, catalog: catalog)
        return parts.count == read.count ? parts : read
    }
}

/// Where and when a food was had, said before it ("changi airport laksa", "hotel brekkie avo
/// toast", "amtrak cafe car cheeseburger"): a food refused as said is tried again without its
/// first words, when they say a place or a time, name no food, and say nothing of what it is.
/// Words before a food that say neither are kept: "jianbing for bfast" is no breakfast of bacon
/// strips, "pornstar martini" no plain martini.
extension PlainWordsResolver {
    /// The most words set aside before a food: a place's or a day's name.
    static let mostSaidBefore = 3

    /// Places no food is named for: set aside after a food whatever else is said with them.
    static let placesNeverFood: Set<String> = Set([
        "airport", "terminal", "lounge", "plane", "flight", "airline", "train", "station", "ferry", "hotel", "motel", "hostel",
        "servo", "canteen", "cafeteria", "cinema", "stadium", "office", "campus", "gym", "festival", "wedding", "beach",
    ].map(PlainWordsParser.singular))

    /// Words of where or when a food was had, one of which the words set aside before it say.
    static let placeAndTimeWords: Set<String> = Set([
        "airport", "terminal", "gate", "lounge", "plane", "flight", "inflight", "airline", "train", "station", "ferry", "boat",
        "hotel", "inn", "motel", "hostel", "resort", "servo", "services", "cafe", "café", "bar", "pub", "canteen", "cafeteria",
        "buffet", "news", "newsagent", "konbini", "truck", "market", "stall", "cart", "kiosk", "cinema", "movie", "theater",
        "theatre", "arena", "office", "work", "school", "uni", "campus", "gym", "park", "beach", "festival", "party", "wedding",
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend", "morning", "afternoon",
        "evening", "tonight", "yesterday", "today", "midnight", "mid-morning", "mid-afternoon", "midmorning", "midafternoon",
        "midday", "lunchtime",
    ].map(PlainWordsParser.singular))

    /// Words that say what a food is, never set aside before it: "diet", "decaf", "loaded",
    /// "mini" make another food of what follows.
    static let kindWords: Set<String> = [
        "diet", "light", "lite", "zero", "decaf", "skinny", "low", "fat", "free", "sugar", "reduced", "whole", "skim", "half",
        "mini", "jumbo", "double", "single", "triple", "extra", "plain", "sweet", "sour", "spicy", "hot", "cold", "iced", "frozen",
        "raw", "fresh", "dried", "vegan", "vegetarian", "veggie", "gluten", "loaded", "deep", "stuffed", "no", "not", "without",
        "stir", "fry",
    ]

    /// Meals said with a place before a food: "hotel brekkie", "airport breakfast".
    static let mealsBefore: Set<String> = PlainWordsParser.mealsSaid.union(["brekkie", "bfast", "brekky"])

    /// The outcomes of `said` without its first one to three words, the fewest first, then that
    /// reading without what was said after it; nil when none is resolved whole. The words set
    /// aside say a place or a time, and name no food, measure, amount, size, cooking or kind,
    /// together or alone: "wagamama chicken yaki soba" is no soba, "premier protein shake
    /// chocolate" no chocolate.
    static func withoutSaidBefore(_ said: ParsedItem, catalog: FoodCatalog, portions: PortionSource) throws -> [Outcome]? {
        let words = said.food.split(separator: " ").map(String.init)
        guard words.count >= 2 else { return nil }
        let typed = PlainWordsParser.tokens(said.text)
        for cut in 1...min(mostSaidBefore, words.count - 1) {
            let aside = Array(words[..<cut])
            guard !aside.contains(where: { joiningWords.contains($0) || kindWords.contains($0) || FoodUnit.words[$0] != nil
                || PlainWordsParser.isCount($0) || PlainWordsParser.sizes[$0] != nil || PhraseWords.cooking[$0] != nil
            }) else { break }
            // The typed words must hold the words set aside, so what is left is read as typed.
            guard typed.count > cut, typed.prefix(cut).map(PlainWordsParser.singular) == aside else { break }
            guard aside.contains(where: placeAndTimeWords.contains) else { continue }
            // "taco tuesday in the cafeteria" says tacos: no word set aside but a place's or a
            // meal's ("hotel brekkie avo toast") names a food, alone or together.
            let others = aside.filter { !placeAndTimeWords.contains($0) && !mealsBefore.contains($0) }
            let setAside = others.isEmpty ? [] : [others] + others.map { [$0] }
            if try setAside.contains(where: { try namesFood($0, in: said, catalog: catalog) }) { continue }
            // "midnight meal" is no soy meal, "airport hotel station" no carving station's turkey:
            // a meal or a place said is no food.
            if words[cut...].allSatisfy({
                mealsBefore.contains($0) || placeAndTimeWords.contains($0) || ["meal", "food", "something"].contains($0)
            }) { break }
            // The words typed after them, read again: an amount said after a place ("airport
            // lounge two croissants") is read as if the place had not been said.
            var rest = ParsedItem(said, food: words[cut...].joined(separator: " "))
            rest.text = typed.dropFirst(cut).joined(separator: " ")
            let read = try readAgain(rest.text, for: split([rest], catalog: catalog), catalog: catalog)
            if let parts = try allResolved(read, catalog: catalog, portions: portions) { return parts }
            if read.count == 1, let parts = try withoutSaidAround(read[0], catalog: catalog, portions: portions) { return parts }
        }
        return nil
    }
}
