import FoodText
import FoodlogSupport



/// Splits a description such as "2 eggs, 150g chicken breast and a cup of rice" into items with
/// quantities and units. Pure: no catalog, no I/O.
public enum PlainWordsParser {
    /// A fragment with no food in it ("150g" alone).
    public struct Failure: Error, Equatable, Sendable {
        public var fragment: String
        public var reason: String
    }

    /// The items of `text`, in order, or the first fragment that names no food.
    public static func parse(_ text: String) throws(Failure) -> [ParsedItem] {
        var items: [ParsedItem] = []
        let all = fragments(of: text)
        // Among how many the foods last said were shared, and from which item: "shared with my wife
        // and 2 friends" adds the friends to the share.
        var lastShare: (among: Double, from: Int)?
        for (place, said) in all.enumerated() {
            // "a bottle of prosecco split between 3 of us", "split a large nachos three ways": that
            // share of the food; "one lamington, shared with my mum": of the food before.
            let saidWords = tokens(said)
            let (unshared, among) = withoutShare(saidWords)
            if among > 1, !items.isEmpty, unshared.allSatisfy({ ["we", "i", "it", "was"].contains($0) }) {
                items[items.count - 1].quantity /= among
                lastShare = (among, items.count - 1)
                continue
            }
            if let share = lastShare, let more = countedWith(saidWords[...]).map({ $0 - 1 }), more >= 1,
               saidWords.allSatisfy({ sharers.contains($0) || peopleCount($0) != nil || ["my", "a", "the", "our"].contains($0) }) {
                for index in share.from..<items.count { items[index].quantity *= share.among / (share.among + more) }
                lastShare = (share.among + more, share.from)
                continue
            }
            lastShare = among > 1 ? (among, items.count) : nil
            // "prawn mayo sarnie, boots meal deal", "tikka masala and rice, canteen friday": where or
            // when the food before was had, said on its own, is no food.
            if !items.isEmpty, saysOnlyWhereOrWhen(saidWords) { continue }
            // "with my mum", "shared with": who, and no food.
            if saysOnlyWho(saidWords) { throw Failure(fragment: said, reason: "names no food") }
            // "jetlagged, ate a whole sleeve of oreos", "2 slices of pizza at 2am, jet lagged": how
            // the eater felt.
            if saidWords.contains(where: feelings.contains), saidWords.allSatisfy({ feelings.contains($0) || feelingWords.contains($0) }) {
                continue
            }
            // "dinner with friends, lasagna": the meal and who it was eaten with, before its food.
            if unshared.count < saidWords.count, !unshared.isEmpty,
               unshared.allSatisfy({ mealsSaid.contains($0) || openingWords.contains($0) || ["i", "had", "for", "at"].contains($0) }) {
                continue
            }
            let fragment = among > 1 || unshared.count < saidWords.count ? unshared.joined(separator: " ") : said
            let sharedFrom = items.count
            defer { if among > 1 { for index in sharedFrom..<items.count { items[index].quantity /= among } } }
            let words = tokens(fragment)
            // "steak and chips and a pint": a pint or a schooner said alone is of beer, as a bar pours it.
            if case let amount = words.filter({ !["a", "an", "another"].contains($0) }), (1...2).contains(amount.count),
               ["pint", "pints", "schooner", "schooners"].contains(amount[amount.count - 1]), amount.count == 1 || isCount(amount[0]) {
                items.append(try item(fragment + " of beer"))
                continue
            }
            // "a cheeseburger, no bun": the burger before without its bun.
            if let last = items.last, noBun.contains(words), case let food = last.food.split(separator: " ").map(String.init),
               food.contains(where: burgerWords.contains), !food.contains("patty"), let bunless = try? item(last.text + " " + fragment) {
                items[items.count - 1] = bunless
                continue
            }
            // "yerba mate, no sugar", "black coffee, without milk": how the food before was made.
            if !items.isEmpty, (1...3).contains(words.count - 1), ["no", "without"].contains(words[0]) { continue }
            // "6 egg whites, scrambled", "chicken breast, grilled": how the food before was cooked.
            if let last = items.last, (1...2).contains(words.count), words.allSatisfy({ PhraseWords.cooking[$0] != nil }),
               !last.food.split(separator: " ").contains(where: { PhraseWords.cooking[String($0)] != nil }) {
                items[items.count - 1].food = words.joined(separator: " ") + " " + last.food
                continue
            }
            // "apple crumble and custard, small portion", "poached salmon, small piece": the size of
            // the food before; "spaghetti and meatballs, ate about half": that part of it.
            if let last = items.last, words.count == 2 || words.count == 3 && words[0] == "a",
               let size = sizes[words[words.count - 2]], ["portion", "piece", "serving", "helping", "bowl", "plate"].contains(words.last ?? "") {
                items[items.count - 1].size = last.size ?? size
                continue
            }
            // So is "pringles, about a third of the tube": a part of whatever held it.
            let (part, held) = words.firstIndex(of: "of").map { (words[..<$0], words[($0 + 1)...]) } ?? (words[...], [])
            if let last = items.last, let share = part.last.flatMap({ numberWords[$0] }), share < 1,
               part.dropLast().allSatisfy({ ["i", "ate", "had", "about", "only", "just", "around", "roughly", "maybe", "a"].contains($0) }),
               held.count <= 3, held.allSatisfy({ ["the", "it", "a", "my", "them"].contains($0) || partHolders.contains($0) }) {
                items[items.count - 1].quantity = last.quantity * share
                continue
            }
            // "a pumpkin spice latte, grande", "peanut m&ms, regular size": a size said after a food is its size.
            if let last = items.last, last.size == nil, words.count == 1 || words.count == 2 && words[1] == "size",
               let size = sizes[words[0]] {
                items[items.count - 1].size = size
                continue
            }
            // "a smoothie with frozen berries, banana and oat milk": what a blended drink was made
            // with, listed on past a comma without amounts to an "and", is in it too.
            if let last = items.last, case let lastWords = last.food.split(separator: " ").map(String.init),
               let with = lastWords.firstIndex(of: "with"),
               lastWords[..<with].contains(where: { PlainWordsResolver.blendedDrinks.contains(singular($0)) }), listGoesOn(all[place...]) {
                items[items.count - 1].food += " and " + words.filter { !["a", "an", "some"].contains($0) }.joined(separator: " ")
                continue
            }
            // "stouffer's lasagna, single serve": one of the food before, as it is sold.
            if !items.isEmpty, singleServings.contains(words) { continue }
            // "a medium iced latte, skim milk": the milk a coffee-shop drink before is made with.
            if let last = items.last, case let milk = words.filter({ $0 != "with" }), (1...2).contains(milk.count),
               milk.count == 1 || milk[1] == "milk", PlainWordsResolver.coffeeOrder(milk[0] + " " + last.food) != nil {
                items[items.count - 1].food = milk[0] + " " + last.food
                continue
            }
            // "a double whisky, neat": how the drink before was poured; "a baked potato, plain":
            // that the food before had nothing on it.
            if !items.isEmpty, servedWords.contains(words) || nothingAdded.contains(words) { continue }
            // "a small apple, peeled and sliced": how the food before was cut for eating.
            if !items.isEmpty, !words.isEmpty, words.allSatisfy(cutWords.contains),
               words.contains(where: { $0 == "cut" || $0.hasSuffix("ed") }) {
                continue
            }
            // "a 400g tin of chickpeas, drained": what is left of a tin's weight without its liquid.
            if let last = items.last, !words.isEmpty, words.allSatisfy(drainedWords.contains), words.contains(where: { $0 != "and" }) {
                if last.saidOfATin, [.gram, .kilogram, .ounce, .pound].contains(last.unit) { items[items.count - 1].quantity *= drainedShare }
                continue
            }
            // "nature valley oats n honey, 2 bars", "reese's cups, 2 pack", "cream of wheat, 1 cup
            // cooked": an amount said after a food that had none, of its pieces' word or of how it
            // was cooked only, is that food's.
            if let last = items.last, !last.amountSaid, let amounted = amountAfter(last, words: words) {
                items[items.count - 1] = amounted
                continue
            }
            // "dal and rice, a bowl each", "dal chawal, one bowl each": that amount of each food before.
            if let last = items.last, let each = eachOf(last, words: words) {
                items.replaceSubrange((items.count - 1)..., with: each)
                continue
            }
            // "leftover pierogi, like three of them", "we shared a pizza and i had 3 slices": how much
            // of the food before was eaten, said after it with no food of its own.
            if let last = items.last, let eaten = eatenOf(last, words: words) {
                items[items.count - 1] = eaten
                continue
            }
            // "crisps, small bag", "sultanas, small handful", "olives, a handful": a measure said after a
            // food that had no amount, with no food of its own, is its amount; so is it after a food
            // counted by no number ("dried mango slices, a handful").
            if let last = items.last, !last.amountSaid || !tokens(last.text).contains(where: startsQuantity),
               case let measure = words.drop(while: { ["a", "an", "one", "1"].contains($0) }),
               (1...2).contains(measure.count), let unit = measure.last, FoodUnit.words[unit] != nil,
               measure.count == 1 || sizes[measure[measure.startIndex]] != nil,
               let measured = try? item("a " + measure.joined(separator: " ") + " of " + last.text) {
                items[items.count - 1] = measured
                continue
            }
            do {
                items.append(try item(fragment))
            } catch where error.reason == "names no food" {
                // "beef jerky, 1 oz", "pizza, 3 slices of a medium": an amount said after the food,
                // of no food of its own, is the amount of the one before, if that had none (its text
                // is then its whole fragment, no count having been taken from it).
                guard let last = items.last, !last.amountSaid,
                      let first = words.first(where: { !fillers.contains($0) && !saidBeforeFood.contains($0) }),
                      startsQuantity(first),
                      let amounted = try? item(fragment + " " + last.text) else { throw error }
                items[items.count - 1] = amounted
            }
        }
        // "pizza" said 240 times, "frijoles y arroz y" said sixty: no one food is named that long,
        // and reading it as one would take seconds to log a single food.
        if let long = items.first(where: { $0.food.split(separator: " ").count > mostFoodWords }) {
            let count = long.food.split(separator: " ").count
            throw Failure(fragment: long.text, reason: "is \(count) words for one food, more than \(mostFoodWords); "
                + "separate foods with 'and' or commas")
        }
        return items
    }

    /// The most words one food's name may hold: the longest said in the phrase sets has about ten.
    static let mostFoodWords = 24

    /// The foods of `last`, said with no amount, each in the amount `words` say with "each" ("a
    /// bowl each"); nil when the words say more than an amount, or a food is not read.
    static func eachOf(_ last: ParsedItem, words: [String]) -> [ParsedItem]? {
        guard !last.amountSaid, words.count >= 2, words.last == "each", case let amount = words.dropLast(),
              amount.allSatisfy({ isCount($0) || ["a", "an"].contains($0) || FoodUnit.words[$0] != nil }),
              amount.contains(where: { isCount($0) || FoodUnit.words[$0] != nil }) else { return nil }
        let parts = tokens(last.text).split { ["and", "&", "+", "with"].contains($0) }
        let said = amount.joined(separator: " ")
        let each = parts.compactMap { part in try? item(said + " of " + part.joined(separator: " ")) }
        return each.count == parts.count && !each.isEmpty ? each : nil
    }

    /// Whether `words` say only where a food was bought or had, or when, with a shop's name or an
    /// article among them ("boots meal deal", "canteen friday", "at the office"): shops, places
    /// and times, with no measure.
    static func saysOnlyWhereOrWhen(_ words: [String]) -> Bool {
        var (left, named) = PlainWordsResolver.withoutBoughtNames(words.map(singular))
        left.removeAll { ["the", "a", "at", "from", "in", "on", "my", "our", "work"].contains($0) }
        // An article alone ("a", left of "edamame, a bowl") says nothing.
        return (named || !left.isEmpty && left.count < words.count) && words.allSatisfy({ FoodUnit.words[$0] == nil })
            && left.allSatisfy { PlainWordsResolver.boughtWords.contains($0) || PlainWordsResolver.placeAndTimeWords.contains($0) }
    }

    /// `last` in the amount `words` say was eaten of it, when they name no food: "like three of
    /// them" of a food said with no amount, "i had 3 slices" (who ate it said) of any food, in
    /// place of its amount. Nil otherwise.
    static func eatenOf(_ last: ParsedItem, words: [String]) -> ParsedItem? {
        let saidWho = words.first == "i" || words.first == "me"
        var amount = words.drop { saidBeforeFood.contains($0) || roughly.contains($0) }
        let ofThem = amount.suffix(2) == ["of", "them"]
        if ofThem { amount = amount.dropLast(2) }
        // "coffee, half and half" names a food.
        guard let first = amount.first, isCount(first) || ["a", "an"].contains(first), (1...4).contains(amount.count),
              amount.indices.allSatisfy({ foodName(startingAt: amount[$0...]) == nil }),
              amount.allSatisfy({ isCount($0) || ["a", "an", "and"].contains($0) || !ofThem && FoodUnit.words[$0] != nil })
        else { return nil }
        let counted = amount.joined(separator: " ")
        // Said of a food with no amount, its words as typed (but for who ate it: "finished the
        // kids' pancakes, maybe one and a half"); else the food it was read as.
        if !last.amountSaid, ofThem || amount.allSatisfy({ isCount($0) || ["a", "an", "and"].contains($0) }) {
            let typed = tokens(last.text).drop { saidBeforeFood.contains($0) || openingWords.contains($0) }
            return typed.isEmpty ? nil : try? item(counted + " " + typed.joined(separator: " "))
        }
        guard ofThem || saidWho && amount.contains(where: { FoodUnit.words[$0] != nil }) else { return nil }
        return try? item(counted + (ofThem ? " " : " of ") + last.food)
    }

    /// Whether `fragments` list foods without amounts up to one holding "and" ("banana", "spinach and
    /// oat milk"): the rest of a list, not foods of their own.
    static func listGoesOn(_ fragments: ArraySlice<String>) -> Bool {
        for fragment in fragments {
            let words = tokens(fragment)
            if words.isEmpty || words.contains(where: startsQuantity) { return false }
            if words.contains("and") { return true }
        }
        return false
    }

    /// Whether `word` is a chip shop's main, served with its portion of chips (not a burger's fries).
    static func chipShopMain(_ word: String) -> Bool {
        PhraseWords.chippyMains.contains(word) && !PhraseWords.burgerMains.contains(word)
    }

    /// Words that, said after a count alone, count pieces of the food before ("2 bars", "a 2 pack").
    static let pieceWords: Set<String> = ["bar", "pack", "piece", "spear", "stick", "ball", "stalk"]

    /// `last` with the amount in `words` ("2 bars", "1 cup cooked"), when those words say only an
    /// amount and a piece word or cooking words; nil otherwise.
    static func amountAfter(_ last: ParsedItem, words: [String]) -> ParsedItem? {
        guard (2...4).contains(words.count), let first = words.first, startsQuantity(first),
              let said = try? item(words.joined(separator: " ")), said.amountSaid else { return nil }
        let food = said.food.split(separator: " ").map(String.init)
        let pieces = food.count == 1 && pieceWords.contains(food[0])
        guard pieces || food.allSatisfy({ PhraseWords.cooking[$0] != nil }), words.count > food.count,
              words.suffix(food.count).map(singular) == food else { return nil }
        let amount = words.dropLast(food.count).joined(separator: " ")
        return try? item(amount + " " + (pieces ? "" : said.food + " ") + last.text)
    }

    /// `text` without a label before a colon ("meal prep: 6 oz chicken breast, 1 cup rice",
    /// "lunch: a tuna sandwich"): up to four words and no number, which name no food eaten; or
    /// before a spaced dash and a list ("tesco meal deal - a sandwich, crisps and a coke").
    static func withoutLabel(_ text: String) -> String {
        if let dash = text.firstRange(of: " - "), case let label = text[..<dash.lowerBound].split(separator: " "),
           (1...6).contains(label.count),
           label.first.map({ !($0.first?.isNumber ?? false) || $0.hasSuffix("am") || $0.hasSuffix("pm") }) ?? false,
           case let list = text[dash.upperBound...], list.contains(",") || list.contains(" and ") {
            // "tesco meal deal - chicken sandwich, crisps and a coke", "3am on nights - instant mash
            // and a coffee": a label before a dash says what the list after it was, or when.
            return String(list)
        }
        guard let colon = text.firstIndex(of: ":") else { return text }
        let label = text[..<colon].split(separator: " ")
        guard (1...4).contains(label.count), !text[..<colon].contains(where: \.isNumber),
              text[text.index(after: colon)...].contains(where: \.isLetter) else { return text }
        return String(text[text.index(after: colon)...])
    }

    /// Whether `text` reads as an amount of food rather than a product name: it starts with a
    /// quantity ("2 eggs", "a cup of rice", "150g chicken") or lists several foods.
    public static func looksLikeQuantities(_ text: String) -> Bool {
        let parts = fragments(of: text)
        if parts.count > 1 { return true }
        guard let first = parts.first else { return false }
        let words = tokens(first)
        guard let word = words.first else { return false }
        if foodName(startingAt: words[...]) != nil { return false }
        return isCount(word) || ["a", "an", "half"].contains(word)
            || (words.count >= 2 && number(words[words.count - 2]) != nil && FoodUnit.words[words[words.count - 1]] != nil)
    }

    // MARK: Splitting

    static let joiners: Set<String> = ["and", "with", "plus", "&", "+"]

    /// Splits on commas, semicolons, newlines and "and"/"with"/"plus" when what follows starts
    /// with a quantity (so "mac and cheese" stays one food).
    static func fragments(of text: String) -> [String] {
        var result: [String] = []
        // "fish chips and peas": read as "fish, chips and peas".
        let pieces = withoutLabel(text).split(whereSeparator: { $0 == "," || $0 == ";" || $0 == "\n" })
            .flatMap { plateParts(spokenAmounts(spoonsToTheirFood(tokens(String($0))))) }
        // "a smoothie with mango, banana and yogurt": the list goes on past the comma, its "and"
        // joining what is blended, not two foods.
        var listingBlended = false
        for piece in pieces {
            var words = piece
            var current: [String] = []
            let blendedBefore = listingBlended && !piece.contains(where: startsQuantity)
            listingBlended = blendedBefore
                || piece.contains("with") && piece.contains { PlainWordsResolver.blendedDrinks.contains(singular($0)) }
            while !words.isEmpty {
                if let name = foodName(startingAt: words[...]) {
                    current += name
                    words.removeFirst(name.count)
                    continue
                }
                let word = words.removeFirst()
                // A joiner said twice ("and and") is said once.
                if joiners.contains(word) { while let next = words.first, joiners.contains(next) { words.removeFirst() } }
                // "cheese and onion crisps": two foods before a dish word name that dish.
                let beforeDish = words.count > 1 && plainFood(words) == words[0] && (PlainWordsResolver.isDishHead(singular(words[1]))
                    || PlainWordsResolver.filledDishHeads.contains(singular(words[1])))
                // "a smoothie with banana and spinach", "a bagel with egg and cheese": what a blended
                // drink is made with, what a breakfast sandwich is filled with.
                let blended = blendedBefore || current.contains("with") && current.contains {
                    PlainWordsResolver.blendedDrinks.contains(singular($0)) || DishNames.breakfastBread(singular($0)) != nil
                        || $0 == "sandwich"
                }
                // "1 and a half cups", "two and a quarter": one amount, not two foods.
                let wholeAndPart = word == "and" && current.last.map(isCount) == true
                    && current.dropLast().allSatisfy { saidBeforeFood.contains($0) || roughly.contains($0) }
                    && (words.count > 1 && ["a", "an"].contains(words[0]) && ["half", "quarter", "third"].contains(words[1])
                        || words.first.map { $0.contains("/") && (number($0) ?? 1) < 1 } == true)
                // "toast with eggs x2": the food after it has its own count.
                let counted = endsWithCount(Array(words.prefix { !joiners.contains($0) }))
                // "a pizza shared with 3 friends", "dinner with 3 friends": who it was shared or eaten
                // with, not a food.
                let sharedWith = word == "with" && saysCompany(words.prefix { !joiners.contains($0) || $0 == "and" })
                if joiners.contains(word), let next = words.first, !current.isEmpty, !wholeAndPart, !sharedWith,
                   startsQuantity(next) || endsWithCount(current) || counted
                    // "we shared a pizza and i had 3 slices": what the eater had of it, said on its own.
                    || word == "and" && next == "i" && words.dropFirst().first.map({ ["had", "ate"].contains($0) }) == true
                    // "a cheeseburger and large fries": the size is the fries' (it made the burger large);
                    // a chip shop's main and its chips stay one item ("cod and large chips").
                    || word == "and" && sizes[next] != nil && words.count > 1 && sizes[words[1]] == nil
                        && !(["chip", "chips"].contains(words[1]) && current.last.map { chipShopMain(singular($0)) } == true)
                    || word != "with" && !beforeDish && !blended && twoTableFoods(current, word, plainFood(words)) {
                    result.append(current.joined(separator: " "))
                    current = []
                    continue
                }
                if joiners.contains(word) && current.isEmpty { continue }
                current.append(word)
            }
            // Nor is one said last ("pizza and") part of a food's name.
            while let last = current.last, joiners.contains(last) { current.removeLast() }
            if !current.isEmpty { result.append(current.joined(separator: " ")) }
        }
        return listedBowl(result, pieces: pieces.count)
    }

    /// `words` with spoons said last, after a joiner, said before the food they are of: "apple + pb
    /// 1 tbsp" is an apple with a tablespoon of peanut butter (the apple was the tablespoon, 8 g).
    static func spoonsToTheirFood(_ words: [String]) -> [String] {
        guard words.count >= 5, number(words[words.count - 2]) != nil,
              let spoon = FoodUnit.words[words[words.count - 1]], [.teaspoon, .tablespoon].contains(spoon),
              let joiner = words.dropLast(2).lastIndex(where: joiners.contains), joiner > 0, joiner < words.count - 3
        else { return words }
        return Array(words[...joiner] + words.suffix(2) + words[(joiner + 1)..<(words.count - 2)])
    }

    /// Bowls named for one dish or base ("a poke bowl"), never a list of what is in them.
    static let bowlDishes: Set<String> = ["poke", "burrito", "acai", "açaí", "buddha", "grain", "power", "smoothie", "protein", "harvest",
                                          "noodle", "ramen", "soup", "cereal", "sushi", "bibimbap", "pho", "udon", "chili", "fruit",
                                          "yogurt", "salad", "breakfast", "teriyaki"]

    /// A bowl said after a list of what is in it ("ground turkey, black beans and rice bowl") is
    /// those foods, the last of which is no "rice bowl" product.
    static func listedBowl(_ items: [String], pieces: Int) -> [String] {
        guard pieces >= 2, items.count >= 2, let last = items.last, last.hasSuffix(" bowl") else { return items }
        let words = tokens(last).dropLast()
        guard let before = words.last, !bowlDishes.contains(singular(before)), !words.contains("with") else { return items }
        var parts = Array(words)
        var listed = Array(items.dropLast())
        if let and = parts.lastIndex(of: "and"), and > 0, and < parts.count - 1 {
            listed.append(parts[..<and].joined(separator: " "))
            parts.removeSubrange(...and)
        }
        return listed + [parts.joined(separator: " ")]
    }

    /// Containers that hold a counted number of a food: "a box of 10 timbits" is ten timbits.
    static let countedContainers: Set<String> = ["box", "bag", "pack", "packet", "package", "tub", "carton", "tray", "bucket", "tin",
                                                 "sleeve"]

    /// Foods sold in packs of more than one, and how many a pack holds.
    static let packCounts: [String: Int] = ["pop-tart": 2, "poptart": 2, "twinkie": 2, "twinky": 2]

    /// `words` with amounts said in words the items read otherwise: "a la mode" is with a scoop of
    /// vanilla ice cream; a container of a number of a food is that number of it.
    static func spokenAmounts(_ words: [String]) -> [String] {
        var words = words
        while let start = words.indices.first(where: { words[$0...].starts(with: ["a", "la", "mode"]) }) {
            words.replaceSubrange(start..<(start + 3), with: ["with", "a", "scoop", "of", "vanilla", "ice", "cream"])
        }
        // "a pack of pop-tarts": as many as a pack holds.
        if let at = words.indices.dropLast(2)
            .first(where: { ["pack", "packet", "package"].contains(singular(words[$0])) && words[$0 + 1] == "of" }),
           let count = words[(at + 2)...].lazy.compactMap({ packCounts[singular($0)] }).first {
            let half = at > 1 && words[at - 2] == "half" && ["a", "an"].contains(words[at - 1])
            let packs = half ? 0.5 : at > 0 ? number(words[at - 1]) ?? numberWords[words[at - 1]] : nil
            let start = half ? at - 2 : at > 0 && (packs != nil || ["a", "an"].contains(words[at - 1])) ? at - 1 : at
            // An absurd number of packs is left for the amount's own check to refuse.
            let total = (packs ?? 1) * Double(count)
            if total.isFinite, total >= 1, total <= 1_000 { words.replaceSubrange(start...(at + 1), with: [String(Int(total.rounded()))]) }
        }
        if let at = words.indices.dropLast(2).first(where: { countedContainers.contains(singular(words[$0])) && words[$0 + 1] == "of" }),
           let count = number(words[at + 2]), count >= 1, count == count.rounded() {
            let article = at > 0 && ["a", "an", "one"].contains(words[at - 1]) ? at - 1 : at
            words.removeSubrange(article..<(at + 2))
        }
        return words
    }

    /// "eggs and toast": both sides name table foods and together they do not ("half and half",
    /// "mac and cheese" stay one food).
    static func twoTableFoods(_ left: [String], _ joiner: String, _ next: String) -> Bool {
        guard let last = left.last else { return false }
        func known(_ word: String) -> Bool { HouseholdMeasures.foods.contains { $0.names.contains(singular(word)) } }
        let together = singular(last) + " " + joiner + " " + singular(next)
        return known(last) && known(next) && !HouseholdMeasures.foods.contains { $0.names.contains { $0.hasPrefix(together) } }
    }

    /// The first word of `words` that is not how the food was cooked or seasoned: "chicken and
    /// spicy rice" joins chicken and rice.
    static func plainFood(_ words: [String]) -> String {
        words.first { PhraseWords.cooking[$0] == nil && !["spicy", "mild", "plain", "hot", "white", "brown"].contains($0) } ?? words.first ?? ""
    }

    /// Whether the words end in a count said after the food ("eggs x2", "toast x 2"), which ends it.
    static func endsWithCount(_ words: [String]) -> Bool {
        trailingCount(words[...]) != nil
    }

    /// The count said after a food at the end of `words` ("x2", "x 2"), and how many words say
    /// it; nil when none is, or no food comes before it.
    static func trailingCount(_ words: ArraySlice<String>) -> (value: Double, length: Int)? {
        guard words.count >= 2, let last = words.last else { return nil }
        if last.hasPrefix("x"), last.count > 1, let value = number(String(last.dropFirst())) { return (value, 1) }
        guard words.count >= 3, words[words.endIndex - 2] == "x", let value = number(last) else { return nil }
        return (value, 2)
    }

    /// The most a bare count said last can be: "chicken 65" is a dish, not 65 pieces of chicken.
    static let largestBareCount = 30.0

    /// A whole count said last, alone or before a size or a cooking word ("coffee 2", "capsicum 1
    /// raw", "courgette 1 medium grilled"), after a food word and no other number; nil otherwise.
    static func bareCountAtEnd(_ words: [String]) -> (value: Double, at: Int, word: String)? {
        let said = words.reversed().prefix(2).prefix { PhraseWords.cooking[$0] != nil || sizes[$0] != nil }.count
        let at = words.count - 1 - said
        guard at >= 1, words[at].allSatisfy(\.isNumber), let value = number(words[at]), (1...largestBareCount).contains(value),
              words[..<at].allSatisfy({ !isCount($0) }), words[at - 1].contains(where: \.isLetter),
              words[at - 1] != "x", FoodUnit.words[words[at - 1]] == nil else { return nil }
        return (value, at, words[at])
    }

    /// `value` in figures, without a decimal point when whole (2.5 is "2.5", 3 is "3").
    static func spelled(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }

    /// Whether `word` is a count, in figures or in words ("2", "two", "half", "couple").
    static func isCount(_ word: String) -> Bool { number(word) != nil || numberWords[word] != nil }

    static func startsQuantity(_ word: String) -> Bool {
        isCount(word) || ["a", "an", "half", "another"].contains(word)
    }

    /// Names of household-table foods, composed dishes and dish names (`DishNames`) that hold a
    /// joining or quantity word ("half and half", "mac and cheese", "bubble and squeak", "steak and
    /// ale pie"), as words, longest first. Such a name is one food wherever it appears: never split
    /// at its "and", and its "half" is not an amount.
    static let namesWithQuantityOrJoiningWords: [[String]] = (HouseholdMeasures.foods.flatMap(\.names)
        + ComposedDishes.dishes.flatMap(\.said) + (DishNames.generic + DishNames.nearestDish).map(\.said) + joinedFlavours)
        .map { $0.split(separator: " ").map(String.init) }
        .filter { words in words.count > 1 && words.contains { joiners.contains($0) || startsQuantity($0) } }
        .sorted { $0.count > $1.count }

    /// Flavours and product lines said with "and", which join no two foods ("nature valley oats
    /// and honey bars", Dannon's "light and fit" yogurt).
    static let joinedFlavours = ["oats and honey", "oat and honey", "light and fit"]

    /// The words of such a name as said when `words` start with it (a word may be plural:
    /// "mac and cheeses"), else nil.
    static func foodName(startingAt words: ArraySlice<String>) -> [String]? {
        for name in namesWithQuantityOrJoiningWords where words.count >= name.count {
            let said = words.prefix(name.count)
            if zip(said, name).allSatisfy({ $0 == $1 || singular($0) == $1 }) { return Array(said) }
        }
        return nil
    }

    /// Lowercased words, with numbers split from units ("150g" → "150 g") and vulgar fractions
    /// spelled out ("½" → "1/2").
    static func tokens(_ text: String) -> [String] {
        var spaced = ""
        var previous: Character = " "
        for character in text.lowercased() {
            if let fraction = vulgarFractions[character] {
                spaced += (previous.isNumber ? " " : "") + fraction + " "
                previous = " "
                continue
            }
            if character.isLetter && (previous.isNumber || previous == ".") && !spaced.isEmpty,
               let last = spaced.last, last.isNumber {
                spaced.append(" ")
            }
            if character == "(" || character == ")" || character == "\"" || character == "~" { spaced.append(" "); previous = " "; continue }
            spaced.append(character)
            previous = character
        }
        // "w/", "w" and "w/granola" are "with", and "w/o" "without", as typed in a log; a word's
        // full stop is no part of it ("6 oz.", "approx.").
        let words = spaced.split(whereSeparator: { $0 == " " || $0 == "\t" }).flatMap { said -> [String] in
            let token = said.count > 1 && said.last == "." && said.contains(where: \.isLetter) ? said.dropLast() : said
            if token == "w/o" || token == "wo/" { return ["without"] }
            if token == "w" || token == "w/" { return ["with"] }
            if token.hasPrefix("w/") { return ["with", withoutPossessive(String(token.dropFirst(2)))] }
            return [withoutPossessive(String(token))]
        }
        return spokenAs(words)
    }

    /// A roast dinner of a meat ("a roast beef dinner", "roast chicken dinner"), the British
    /// Sunday meal: the roast meat with a portion of roast potatoes, one of vegetables and gravy,
    /// and a Yorkshire pudding with beef; nil for anything else. Other dinners, whose sides vary,
    /// are refused with how to say them.
    static func roastDinner(_ words: [String]) -> [String]? {
        guard let last = words.last, dinnerWords.contains(last), let roast = words.lastIndex(of: "roast"),
              case let meat = words[(roast + 1)..<(words.count - 1)], (1...2).contains(meat.count),
              meat.allSatisfy({ !joiners.contains($0) && !dinnerWords.contains($0) }) else { return nil }
        // "2 roast pork dinners": two of each.
        let count = words.first.flatMap { isCount($0) ? $0 : nil } ?? "a"
        let sides = ["and", count, "portion", "of", "roast", "potatoes", "and", count, "portion", "of", "mixed", "vegetables",
                     "and", count, "serving", "of", "gravy"]
        return Array(words[...roast]) + meat + sides + (meat.contains("beef") ? ["and", count, "yorkshire", "pudding"] : [])
    }

    /// Names said with a unit's or a joining word that mean one food, and how the rest of the
    /// parser must read them (`saidOtherwise`, and): corn on the cob is an ear of corn (not corn
    /// served on something), a cup noodle or a pot noodle a packet of instant noodles (not a cup
    /// of noodles), as are a pot of noodles and a bowl or a pot of instant noodles (not a bowl of
    /// the dry block); a popcorn said by its size a cinema's. A "cup" after a number stays a cup
    /// ("1 cup noodles").
    static func spokenAs(_ words: [String]) -> [String] {
        if let dinner = roastDinner(words) { return dinner }
        let words = putIn(words)
        var read: [String] = []
        var index = 0
        while index < words.count {
            let rest = words[index...]
            if words[index] == "over", index > 0, rest.dropFirst().prefix(3).contains(where: servedOver.contains),
               !rest.dropFirst().starts(with: ["a", "bed", "of"]) {
                // "chicken curry over rice", "salmon over greens": the food with what it was served
                // on. Not over noodles or pasta, which name one dish with it ("stroganoff over egg noodles").
                read.append("with")
                index += 1
                continue
            }
            if let holder = rest.dropFirst().first, rest.dropFirst(2).first == "with", rest.count > 3,
               baseBowls.contains(words[index]) && ["bowl", "bowls"].contains(holder)
                || packedMeals.contains(words[index]) && ["box", "boxes", "plate", "plates", "board", "platter"].contains(holder) {
                // "a buddha bowl with quinoa, chickpeas and tahini", "a snack box with cheese, grapes
                // and crackers": a bowl or a box named for no dish is what it was made with.
                if let last = read.last, ["a", "an", "one"].contains(last) { read.removeLast() }
                index += 3
                continue
            }
            if words[index].count > 1, words[index].hasPrefix("x"), number(String(words[index].dropFirst())) != nil,
               let next = rest.dropFirst().first, FoodUnit.words[next] != nil {
                // "cheese pizza x3 slices": three slices of it.
                read.append(String(words[index].dropFirst()))
                index += 1
                continue
            }
            if ["the", "a"].contains(words[index]), rest.dropFirst().first == "whole",
               let container = rest.dropFirst(2).first, countedContainers.contains(container) || ["can", "jar"].contains(container) {
                // "the whole box of mac and cheese", "a whole can of soup": one box, one can.
                read.append("a")
                index += 2
                continue
            }
            // "a large glass of red", "a bottle of white": wine said by its colour, nothing after it
            // but where or with what ("a glass of red bull" is no wine).
            if ["glass", "glasses", "bottle", "bottles", "carafe"].contains(words[index]), rest.dropFirst().first == "of",
               let colour = rest.dropFirst(2).first, ["red", "white", "rose", "rosé"].contains(colour),
               rest.dropFirst(3).first.map({ joiners.contains($0) || PlainWordsResolver.saidAroundStarts.contains($0) }) ?? true {
                read += [words[index], "of", colour, "wine"]
                index += 3
                continue
            }
            if let row = saidOtherwise.first(where: { rest.starts(with: $0.said) }) {
                read += row.read
                index += row.said.count
                continue
            }
            if let earlier = madeEarlier.first(where: { rest.starts(with: $0) }), index == 0 || !madeBy.contains(words[index - 1]) {
                // "last night's curry", "cold leftover penne": when it was made is no part of it.
                index += earlier.count
                continue
            }
            if words[index] == "toast", rest.dropFirst().first == "on",
               let bread = toastBreads.first(where: { rest.dropFirst(2).starts(with: $0) }) {
                // "avocado toast on sourdough": the toast is of that bread.
                read += ["on"] + bread + ["toast"]
                index += 2 + bread.count
                if index < words.count, words[index] == "bread" { index += 1 }
                continue
            }
            if let said = [["corn", "on", "the", "cob"], ["corn", "on", "cob"]].first(where: { rest.starts(with: $0) }) {
                // "a small ear of corn on the cob": the ear said once.
                read += read.suffix(2) == ["ear", "of"] || read.suffix(2) == ["ears", "of"] ? ["corn"] : ["ear", "of", "corn"]
                index += said.count
            } else if ["cup", "pot"].contains(words[index]), index + 1 < words.count, ["noodle", "noodles"].contains(words[index + 1]),
                      read.last.map({ !isCount($0) }) ?? true {
                // Nissin's Cup Noodles is a 64 g cup, lighter than a packet of ramen.
                read += words[index] == "cup" ? ["cup-noodles"] : ["instant", "noodles"]
                index += 2
            } else if let said = instantNoodleVessels.first(where: { rest.starts(with: $0) }) {
                read += ["instant", "noodles"]
                index += said.count
            } else if let said = [["on", "a", "bed", "of"], ["over", "a", "bed", "of"], ["on", "bed", "of"]]
                .first(where: { rest.starts(with: $0) }), index > 0 {
                // "salmon on a bed of spinach": the food with what it was served on.
                read.append("with")
                index += said.count
            } else if ["finger", "fingers"].contains(words[index]), rest.dropFirst().first == "of",
                      let spirit = rest.dropFirst(2).first, TypicalServings.spirits.contains(spirit) {
                // "two fingers of whiskey": a finger of a spirit poured is a fluid ounce.
                read += ["fl", "oz"]
                index += 1
            } else if rest.starts(with: ["chopped", "cheese"]), index == 0 || startsQuantity(words[index - 1]) {
                // A New York chopped cheese is beef chopped with cheese on a hero: a cheesesteak's make.
                read.append("cheesesteak")
                index += 2
            } else if index > 0, isCount(words[index]),
                      let next = rest.dropFirst().first, ["sugar", "sugars", "sweetener", "sweeteners"].contains(next),
                      let before = read.last, !joiners.contains(before), !isCount(before) {
                // "tea 2 sugars", "tea milk 2 sugars": sugars counted after a drink are stirred into it.
                read += [before == "milk" ? "and" : "with", words[index]]
                index += 1
            } else if words[index] == "tea", rest.dropFirst().first == "milk",
                      rest.count == 2 || isCount(rest[index + 2]) {
                // "tea milk 2 sugars": tea with milk, as a builder's tea is ordered.
                read += ["tea", "with"]
                index += 1
            } else if ["small", "medium", "large"].contains(words[index]), rest.dropFirst().first == "popcorn" {
                read += [words[index], "movie", "popcorn"]
                index += 2
            } else {
                read.append(words[index])
                index += 1
            }
        }
        return read
    }

    /// Words said for a food that the rest of the parser must read as other words, wherever they
    /// are said: Maggi's two-minute noodles are instant noodles; Kraft Dinner Canada's boxed
    /// macaroni and cheese, no dinner of sides; 7 Up, whose name holds a number, a lemon-lime
    /// soda; a PB and J (its "and" joins no two foods) a peanut butter and jelly sandwich;
    /// Frosties the cereal (a Frosty is a frozen dessert); curry chips chips with curry sauce; a
    /// short stack a stack of pancakes (not a small one of a burger named "Double Stack"); oven
    /// chips frozen fries baked, no crisps; spare ribs the index's spareribs.
    static let saidOtherwise: [(said: [String], read: [String])] = mixedDrinks + [
        (["2", "minute", "noodles"], ["instant", "noodles"]), (["two", "minute", "noodles"], ["instant", "noodles"]),
        (["kraft", "dinner"], ["mac", "and", "cheese"]), (["7", "up"], ["lemon", "lime", "soda"]), (["7up"], ["lemon", "lime", "soda"]),
        (["pb", "and", "j"], ["pbj"]), (["pb", "&", "j"], ["pbj"]), (["pb&j"], ["pbj"]), (["frosties"], ["frosted", "flakes"]),
        (["curry", "chips"], ["chips", "with", "curry", "sauce"]), (["short", "stack"], ["stack", "of", "pancakes"]),
        (["oven", "chips"], ["oven", "fries"]), (["oven", "chip"], ["oven", "fries"]),
        // Australia's and New Zealand's hot chips are fries and snags sausages; a paper plate or
        // cup holds what a plate or a cup does.
        // Words shortened as a log is typed, "expresso" as espresso is often misspelled, a
        // courgette as Britain names the zucchini, and Australia's Weet-Bix, Britain's Weetabix
        // ("avo toast" is avocado toast; "a grilled courgette" was a loaf of zucchini bread).
        (["avo"], ["avocado"]), (["avos"], ["avocados"]), (["cauli"], ["cauliflower"]), (["parm"], ["parmesan"]),
        (["expresso", "doppio"], ["double", "espresso"]), (["expresso"], ["espresso"]), (["expressos"], ["espressos"]),
        (["courgette"], ["zucchini"]), (["courgettes"], ["zucchinis"]),
        (["weetbix"], ["weetabix"]), (["weet-bix"], ["weetabix"]),
        (["hot", "chips"], ["fries"]), (["hot", "chip"], ["fries"]), (["snag"], ["sausage"]), (["snags"], ["sausages"]),
        (["paper", "plate"], ["plate"]), (["paper", "plates"], ["plates"]), (["paper", "cup"], ["cup"]),
        // Tinned is Britain's and Ireland's canned; a biscuit dunked in tea is had with the tea, as
        // dates stuffed with peanut butter are; a (wee) dram is a Scot's fluid ounce of whisky;
        // a stubby of beer Australia's 375 ml bottle; a chook Australia's chicken, an icy pole its
        // ice lolly; a jello shot the survey's alcoholic gelatin shot, no shot of jello.
        (["tinned"], ["canned"]), (["dunked", "in", "my"], ["with"]), (["dunked", "in"], ["with"]), (["stuffed", "with"], ["with"]),
        (["wee", "dram"], ["fl", "oz"]), (["dram"], ["fl", "oz"]), (["drams"], ["fl", "oz"]),
        (["stubby", "of"], ["bottle", "of"]), (["stubbies", "of"], ["bottles", "of"]), (["stubbie", "of"], ["bottle", "of"]),
        // "A 5 oz pour of chardonnay" is 5 oz of it, as a bar pours it.
        (["pour", "of"], ["of"]), (["pours", "of"], ["of"]),
        // "Two bits of toast" are two slices of it, as Britain, Ireland and Australia say.
        (["bits", "of", "toast"], ["slices", "of", "toast"]), (["bit", "of", "toast"], ["slice", "of", "toast"]),
        (["chook"], ["chicken"]), (["chooks"], ["chickens"]), (["icy", "pole"], ["ice", "lolly"]), (["icy", "poles"], ["ice", "lollies"]),
        (["jello", "shot"], ["jello-shot"]), (["jello", "shots"], ["jello-shots"]), (["jelly", "shot"], ["jello-shot"]),
        (["jelly", "shots"], ["jello-shots"]),
        // A salad bar's bowl is a bowl of salad (a product named "Pressed Salad Bar" was 688 kcal);
        // a "prato de" or "plato de" is a plate of.
        (["salad", "bar", "bowl"], ["bowl", "of", "salad"]), (["prato", "de"], ["plate", "of"]), (["plato", "de"], ["plate", "of"]),
        // Boost Plus is Nestlé's nutrition shake, whose "plus" joins no second food (it was an
        // elderberry "immunity boost" shot, 35 kcal).
        (["boost", "plus"], ["boost", "nutritional"]),
        // "Ham n cheese", "fish n chips", "butter n jam": "n" is "and" as a log is typed; not in
        // the names that hold it (Four'N Twenty's pies, Sweet'N Low, In-N-Out, cookies 'n' cream,
        // M&M's said "m n ms"), which are read as they were.
        (["four", "n", "twenty"], ["fourntwenty"]), (["sweet", "n", "low"], ["sweet", "n", "low"]),
        (["in", "n", "out"], ["in", "n", "out"]), (["cookies", "n", "cream"], ["cookies", "n", "cream"]),
        (["cookie", "n", "cream"], ["cookie", "n", "cream"]), (["m", "n", "ms"], ["m", "n", "ms"]), (["m", "n", "m"], ["m", "n", "m"]),
        (["n"], ["and"]),
        // A hashbrown typed as one word is a hash brown (it was a boxed "Cheesy Hashbrowns"
        // dinner, 200 g); a doppio a double espresso.
        (["hashbrown"], ["hash", "brown"]), (["hashbrowns"], ["hash", "browns"]),
        (["espresso", "doppio"], ["double", "espresso"]), (["doppio"], ["double", "espresso"]),
        // A sharing bag of crisps or sweets holds 100-180 g (Maltesers 102, Walkers 150, Doritos
        // 180); 130 g is its middle. It was the single bag's 28 g.
        (["share", "bag"], ["130", "g", "bag"]), (["sharing", "bag"], ["130", "g", "bag"]),
        (["share", "size", "bag"], ["130", "g", "bag"]), (["sharing", "size", "bag"], ["130", "g", "bag"]),
        (["sharing", "pack"], ["130", "g", "pack"]),
        // A pot of tea pours two cups; a round of toast is a slice, dry toast toast without butter;
        // muesli as often typed; a pain au choc, a hot choc as a café shortens them.
        (["pot", "of", "tea"], ["2", "cups", "of", "tea"]), (["rounds", "of", "toast"], ["slices", "of", "toast"]),
        (["round", "of", "toast"], ["slice", "of", "toast"]), (["dry", "toast"], ["toast"]), (["musli"], ["muesli"]),
        (["pain", "au", "choc"], ["pain", "au", "chocolat"]), (["hot", "choc"], ["hot", "chocolate"]),
        // The surveys spell black-eyed peas as one word (a black eye is a coffee).
        (["black", "eyed", "peas"], ["blackeyed", "peas"]), (["black-eyed", "peas"], ["blackeyed", "peas"]),
        (["black", "eye", "peas"], ["blackeyed", "peas"]), (["black-eye", "peas"], ["blackeyed", "peas"]),
    ]

    /// A spirit said with its mixer and no "and" ("vodka lemonade", "double vodka redbull", "rum
    /// coke"): the surveys' mixed drink of the two. Said with "and", the index names it already.
    static let mixedDrinks: [(said: [String], read: [String])] = {
        let mixers: [(said: [String], read: [String])] = [
            (["lemonade"], ["lemonade"]), (["coke"], ["coke"]), (["cola"], ["cola"]), (["tonic"], ["tonic"]),
            (["sprite"], ["sprite"]), (["pepsi"], ["pepsi"]), (["cranberry"], ["cranberry"]), (["redbull"], ["energy", "drink"]),
            (["red", "bull"], ["energy", "drink"]), (["ginger", "ale"], ["ginger", "ale"]), (["ginger", "beer"], ["ginger", "beer"]),
            (["diet", "coke"], ["diet", "coke"]), (["coke", "zero"], ["diet", "coke"]),
        ]
        return ["vodka", "gin", "rum", "whiskey", "whisky", "bourbon", "tequila", "jack"].flatMap { spirit in
            mixers.map { mixer in ([spirit] + mixer.said, [spirit, "and"] + mixer.read) }
        }
    }()

    /// Bases a food is served over ("over brown rice", "over a bed of greens", "over mashed potatoes"),
    /// said within three words after "over"; not "eggs over easy" nor "whisky over ice".
    static let servedOver: Set<String> = ["rice", "quinoa", "couscous", "greens", "salad", "spinach", "lettuce", "arugula", "rocket",
                                          "mash", "potatoes", "polenta", "grits", "toast", "cauliflower"]

    /// Boxes, plates and boards named for no dish: a snack box, a bento box, a charcuterie board.
    static let packedMeals: Set<String> = ["snack", "bento", "lunch", "charcuterie", "grazing", "picnic", "ploughman"]

    /// Bowls named for no dish, only for being a meal in a bowl: said with what they hold, they are those foods.
    static let baseBowls: Set<String> = ["buddha", "grain", "power", "protein", "harvest", "nourish", "macro", "glow", "hippie"]

    /// Words saying a food was made earlier, anywhere in what was said.
    static let madeEarlier: [[String]] = [["cold", "leftover"], ["cold", "leftovers"], ["leftover"], ["leftovers"], ["last", "night"],
                                          ["yesterday"], ["meal", "prep"], ["meal", "prepped"],
                                          ["batch", "cooked"], ["batch-cooked"]]

    /// Breads toast is said to be made of after it ("avocado toast on sourdough").
    static let toastBreads: [[String]] = [
        ["whole", "wheat"], ["whole", "grain"], ["gluten", "free"], ["sourdough"], ["rye"], ["wholemeal"], ["wholegrain"], ["multigrain"],
        ["brioche"], ["ciabatta"], ["granary"], ["seeded"], ["white"], ["brown"], ["wheat"], ["pumpernickel"], ["challah"], ["sprouted"],
    ]

    /// Drinks and bowls something is put in ("oat milk in my coffee").
    static let putInVessels: Set<String> = ["coffee", "tea", "latte", "cappuccino", "americano", "espresso", "chai", "cereal",
                                            "oatmeal", "porridge", "oat", "smoothie", "shake", "yogurt", "yoghurt", "soup"]

    /// "a splash of oat milk in my coffee", "2 sugars in my tea": what was put in a drink or a bowl
    /// is had with it, so both are logged: said as the drink with it ("coffee with a splash of oat milk").
    static func putIn(_ words: [String]) -> [String] {
        guard let at = words.indices.dropFirst().first(where: { words[$0] == "in" && words.dropFirst($0 + 1).first == "my" })
        else { return words }
        let end = words[(at + 2)...].firstIndex(where: joiners.contains) ?? words.count
        let vessel = Array(words[(at + 2)..<end])
        guard (1...3).contains(vessel.count), let last = vessel.last, putInVessels.contains(singular(last)) else { return words }
        return vessel + ["with"] + words[..<at] + words[end...]
    }

    /// A British plate listed without its comma ("pie chips and gravy", "ham egg and chips"): a
    /// main, then one of these, then "and" one of `plateLastSides`, is three foods (the main was
    /// read with the side as one name: "FISH & CHIPS", a 28 g snack). "Bacon egg and cheese" is
    /// not such a plate.
    static let plateFirstSides: Set<String> = ["chips", "chip", "egg", "eggs", "beans", "peas", "mash"]
    static let plateLastSides: Set<String> = ["chips", "chip", "beans", "peas", "mushy", "mash", "gravy", "toast", "salad"]

    /// `words` as the main and the rest of a plate listed without its comma, or whole.
    static func plateParts(_ words: [String]) -> [[String]] {
        guard words.count > 3, let main = (0..<(words.count - 3)).first(where: { at in
            PhraseWords.chippyMains.contains(singular(words[at])) && plateFirstSides.contains(words[at + 1])
                && words[at + 2] == "and" && plateLastSides.contains(words[at + 3])
        }) else { return [words] }
        return [Array(words[...main]), Array(words[(main + 1)...])]
    }

    /// A pot of noodles, and a bowl, a pot, a cup or a packet of instant noodles or ramen (or of
    /// Indomie's mi goreng): one packet of instant noodles made up; two packs are two of them.
    static let instantNoodleVessels: [[String]] = [["pot", "of", "noodles"], ["pot", "of", "noodle"]]
        + ["bowl", "pot", "cup", "packet", "pack", "package", "pots", "packets", "packs", "packages"].flatMap { vessel in
            ["noodles", "noodle", "ramen"].map { [vessel, "of", "instant", $0] }
                + [[vessel, "of", "indomie", "mi", "goreng"], [vessel, "of", "mi", "goreng"], [vessel, "of", "indomie"]]
        }
        // A packet of ramen is instant ramen; a bowl of it is the restaurant's.
        + ["packet", "pack", "package", "packets", "packs", "packages"].map { [$0, "of", "ramen"] }

    /// A word without its possessive "'s" ("shepherd's" is "shepherd", "tso's" "tso"): the index
    /// folds it away, and the tables are written without it ("m&m's" is "m&m").
    static func withoutPossessive(_ word: String) -> String {
        for mark in ["'s", "\u{2019}s"] where word.hasSuffix(mark) && word.count > mark.count + 1 {
            let stem = word.dropLast(mark.count)
            if stem.last?.isLetter == true { return String(stem) }
        }
        return word
    }

    static let vulgarFractions: [Character: String] = ["½": "1/2", "¼": "1/4", "¾": "3/4", "⅓": "1/3", "⅔": "2/3", "⅛": "1/8"]

    static let numberWords: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "dozen": 12, "couple": 2, "few": 3, "half": 0.5, "quarter": 0.25,
        "third": 1.0 / 3,
    ]

    /// Parts said after a count of them: "three quarters", "two thirds".
    static let countedParts: [String: Double] = ["quarter": 0.25, "quarters": 0.25, "third": 1.0 / 3, "thirds": 1.0 / 3]

    /// `2`, `1.5`, `0,5` is not accepted (commas separate foods), `1/2`, `3x`.
    static func number(_ word: String) -> Double? {
        var text = Substring(word)
        if text.hasSuffix("x"), text.count > 1 { text = text.dropLast() }
        if let slash = text.firstIndex(of: "/") {
            guard let top = DecimalText.parse(String(text[..<slash])), let bottom = DecimalText.parse(String(text[text.index(after: slash)...])),
                  top >= 0, bottom > 0, (top / bottom).isFinite else { return nil }
            return top / bottom
        }
        // Plain decimals only: Double(String) would read "0x10" as 16 and "1e9" as a billion.
        guard let value = DecimalText.parse(String(text)), value >= 0, text.first?.isNumber == true || text.first == "." else { return nil }
        return value
    }

    // MARK: One item

    /// Coffee-shop sizes are read as the plain ones: a tall is 12 fl oz, a grande 16, a venti 20.
    static let sizes: [String: String] = ["small": "small", "medium": "medium", "large": "large", "big": "large",
                                          "short": "small", "tall": "medium", "grande": "large", "venti": "extra large",
                                          "jumbo": "extra large", "xl": "extra large", "huge": "extra large", "giant": "extra large",
                                          // As typed in a log: "1 lg egg", "2 med apples", "a sm coffee".
                                          "lg": "large", "lrg": "large", "med": "medium", "sm": "small", "sml": "small",
                                          // A chain's regular is its medium ("a regular oreo mcflurry").
                                          "regular": "medium"]
    /// Sizes said only of a container ("a lil packet", "a tiny bag"): before a food they name
    /// another one ("lil smokies"). A mini bottle is a size of its own (a quarter bottle of wine).
    static let containerOnlySizes: [String: String] = ["lil": "small", "tiny": "small", "teeny": "small"]
    /// How the eater felt, said beside the food: no food ("jetlagged, ate a sleeve of oreos").
    static let feelings: Set<String> = ["jetlagged", "jet-lagged", "jet", "lagged", "hungover", "starving", "famished", "exhausted",
                                        "knackered", "shattered", "drunk", "tipsy", "bored", "stressed", "tired", "hangry"]
    /// Words said with a feeling: "so", "was", "still", "a bit".
    static let feelingWords: Set<String> = ["i", "was", "so", "very", "really", "still", "a", "bit", "totally", "super", "feeling", "felt",
                                            "and", "bc", "because", "im", "i'm"]
    /// Words said before "with" of what a food is made or served with.
    static let servedWithWords: Set<String> = ["made", "topped", "drizzled", "served", "covered", "smothered", "sprinkled", "dipped",
                                               "mixed", "tossed", "stirred"]
    /// A slice said thick or thin is a large or a small one.
    static let sliceSizes: [String: String] = ["thick": "large", "thin": "small"]
    /// How full a spoon is said to be, in level spoons: a heaped one holds about twice as much.
    static let spoonFills: [String: Double] = ["level": 1, "heaped": 2, "heaping": 2, "rounded": 1.5]
    /// "double", "triple" before a drink served by the shot: two or three of it.
    static let measureMultiples: [String: Double] = ["double": 2, "triple": 3]
    static let shotDrinks: Set<String> = [
        "espresso", "shot", "whisky", "whiskey", "vodka", "gin", "rum", "tequila", "brandy", "scotch", "bourbon", "cognac",
    ]
    /// Unit words that also begin food names, units only before "of".
    static let ofOnlyUnits: Set<String> = ["pot", "pots", "side", "sides", "tub", "tubs", "pack", "packs", "package", "packages",
                                           "bar", "bars",
                                           "stick", "sticks", "stalk", "stalks", "container", "containers", "basket", "baskets",
                                           "wedge", "wedges", "ear", "ears", "box", "boxes", "carton", "cartons", "square", "squares",
                                           "ring", "rings", "punnet", "punnets", "pouch", "pouches", "sheet", "sheets"]
    /// Words said after a tinned food of its liquid poured away ("chickpeas, drained and rinsed").
    static let drainedWords: Set<String> = ["drained", "rinsed", "and"]
    /// The share of a tin's weight that is the food once drained: a 400 g tin of chickpeas or
    /// beans holds about 240 g of them.
    static let drainedShare = 0.6
    /// Words saying an amount is a guess ("about half a cup"), said before it.
    static let roughly: Set<String> = ["about", "approx", "approximately", "around", "roughly"]
    /// Shops and chains said before an amount of what was bought there.
    static let brandsBeforeCount: Set<String> = PlainWordsResolver.boughtWords.union(["kfc", "mcdonald's"])
    /// Words said before what was eaten or drunk ("I had", "ate", "just").
    static let saidBeforeFood: Set<String> = [
        "i", "i've", "ive", "had", "have", "having", "ate", "eat", "eating", "drank", "drink", "drinking", "just", "only", "also",
        "then", "got",
        // How it was come by or eaten, and how sure the amount is, said to a phone: "grabbed a
        // flat white", "snacked on some grapes", "polished off the fries", "um like three cookies",
        // "maybe a handful of cashews".
        "grabbed", "ordered", "bought", "picked", "up", "snacked", "munched", "scoffed", "devoured", "inhaled", "demolished",
        "polished", "off", "finished", "treated", "myself", "on", "maybe", "like", "prob", "probably", "perhaps", "possibly",
        "kinda", "basically", "literally",
        // Taken from someone else's plate: "nicked a few chips", "stole a few dumplings".
        "nicked", "stole", "pinched", "snuck", "sneaked", "nabbed", "swiped", "tried", "sampled",
    ]

    /// Meals said before an amount, as a log is typed without a colon ("lunch 2 slices of pizza"):
    /// "tea" is left out, as "tea 2 sugars" is a drink.
    static let mealsBeforeAmount: Set<String> = ["breakfast", "brunch", "lunch", "dinner", "supper", "snack", "bfast", "brekkie",
                                                  "brekky"]

    /// Words a sentence said to a phone opens with, before its food: "um", "so", "we".
    static let openingWords: Set<String> = ["so", "uh", "um", "umm", "erm", "er", "oh", "ok", "okay", "well", "we", "and", "yeah",
                                            "yesterday", "today", "tonight", "later", "earlier", "lastly", "finally", "first"]
    /// Meals a sentence may say before the food, as "lunch was" or "for dinner".
    static let mealsSaid: Set<String> = mealWords.union(["snack", "snacks", "dessert", "tea", "elevenses"])

    /// `words` without how a sentence said to a phone opens before its food: "so for dinner we
    /// had", "uh lunch was", "after the gym", "heated up". Nothing is taken when only the opening is said.
    static func withoutSentence(_ words: [String]) -> [String] {
        var rest = words[...]
        var taken = true
        while taken {
            taken = false
            while let first = rest.first, openingWords.contains(first), rest.count > 1 { rest.removeFirst(); taken = true }
            // "lunch was a ham sandwich", "breakfast is porridge".
            if rest.count > 2, mealsSaid.contains(rest[rest.startIndex]), ["was", "were", "is"].contains(rest[rest.startIndex + 1]) {
                rest.removeFirst(2)
                taken = true
            }
            // "for dinner we had lasagne", "after the gym a protein shake", "at lunch a salad".
            if rest.count > 2, ["for", "after", "before", "at"].contains(rest[rest.startIndex]) {
                let said = rest.dropFirst().prefix { afterWhat.contains($0) || mealsSaid.contains($0) }
                if said.contains(where: { $0 != "the" && $0 != "a" && $0 != "my" }), rest.count > said.count + 1 {
                    rest.removeFirst(said.count + 1)
                    taken = true
                }
            }
            // "heated up a tin of baked beans".
            if rest.count > 2, ["heated", "warmed"].contains(rest[rest.startIndex]), rest[rest.startIndex + 1] == "up" {
                rest.removeFirst(2)
                taken = true
            }
        }
        return Array(rest)
    }

    /// Ways of taking back what was said: "two eggs actually no three eggs", "a latte, no wait, a flat white".
    static let takenBack: [[String]] = [["actually", "no"], ["no", "wait"], ["wait", "no"], ["no", "sorry"], ["sorry"], ["i", "mean"],
                                        ["make", "that"], ["scratch", "that"]]

    /// `words` as corrected after the last way of taking back (`takenBack`): the words after it, or
    /// when those are only an amount ("two eggs, no wait, three"), that amount of the food before.
    static func corrected(_ words: [String]) -> [String] {
        let found = takenBack.compactMap { back in
            words.indices.dropFirst().last { words[$0...].starts(with: back) }.map { ($0, $0 + back.count) }
        }
        guard let (start, end) = found.max(by: { $0.0 < $1.0 }), end < words.count else { return words }
        let after = Array(words[end...])
        if after.allSatisfy({ isCount($0) || ["a", "an"].contains($0) || FoodUnit.words[$0] != nil }) {
            return after + words[..<start].drop { isCount($0) || ["a", "an"].contains($0) || FoodUnit.words[$0] != nil }
        }
        return after
    }

    /// Places that are a cinema: popcorn bought there is movie theater popcorn.
    static let cinemaWords: Set<String> = ["movie", "movies", "cinema", "cinemas", "theater", "theatre", "pictures", "flicks"]
    /// Meals, said after "with" or "for" the food that came with them ("tea" is a meal in Britain
    /// but a drink after "with").
    static let mealWords: Set<String> = ["breakfast", "brunch", "lunch", "dinner", "supper"]
    /// Tablespoons in a measure said by how it is added: a splash (two) and a dash (one) of a
    /// liquid poured into a drink, a dollop of a cream (two), a drizzle of honey or oil and a
    /// sprinkle of cheese or seeds (one), a pat of butter (a teaspoon), a pinch.
    static let pourings: [String: Double] = ["splash": 2, "dash": 1, "dollop": 2, "drizzle": 1, "sprinkle": 1, "pat": 1.0 / 3,
                                             // A pinch of a spice or salt: a sixteenth of a teaspoon; a
                                             // knob of butter, a tablespoon; a bite or a mouthful of a
                                             // food, a tablespoon of it, a taste half of one; a drop of
                                             // milk a dash; a scraping of butter a pat's worth.
                                             "pinch": 1.0 / 48, "knob": 1, "bite": 1, "bites": 1, "mouthful": 1,
                                             "mouthfuls": 1, "taste": 0.5, "drop": 1, "scraping": 1.0 / 3,
                                             // A forkful of pasta or rice: a tablespoon and a half.
                                             "forkful": 1.5, "forkfuls": 1.5,
                                             // A squirt or a squeeze of a sauce from its bottle, a
                                             // blob of it: a tablespoon; a smear of a spread half one.
                                             "squirt": 1, "squeeze": 1, "blob": 1, "smear": 0.5,
                                             // A nibble, half a bite; a sip or a swig of a drink, two
                                             // tablespoons (a few sips of a pint are about 100 ml).
                                             "nibble": 0.5, "nibbles": 0.5, "sip": 2, "sips": 2, "swig": 2, "swigs": 2]
    /// Glasses, jugs and cans a bar or a bottle shop sells drinks in, and the millilitres each
    /// holds: an Australian schooner 425, a middy 285, a tinnie or a stubby 375; a pitcher is 60
    /// fl oz, a stein a litre.
    static let barMeasures: [String: Double] = ["schooner": 425, "schooners": 425, "middy": 285, "middies": 285, "pitcher": 1774,
                                                "pitchers": 1774, "stein": 1000, "steins": 1000, "tinnie": 375, "tinnies": 375,
                                                "tinny": 375, "stubby": 375, "stubbies": 375, "stubbie": 375]
    /// Words of a bite taken, weighed as `biteGrams` each when a food has no spoon measure.
    static let biteWords: Set<String> = ["bite", "bites", "mouthful", "mouthfuls", "nibble", "nibbles", "taste"]
    /// A bite of a solid food: 15 g, a tablespoon's worth.
    static let biteGrams = 15.0
    /// Fats a food is said to be cooked in.
    static let cookingFats: Set<String> = ["butter", "oil", "olive oil", "vegetable oil", "coconut oil", "ghee", "lard", "margarine",
                                           "bacon fat", "bacon grease", "duck fat", "cooking spray", "a little oil", "a little butter"]

    /// Words said after a food that it is one serving as sold.
    static let singleServings: Set<[String]> = [["single", "serve"], ["single", "serving"], ["single", "portion"], ["one", "serving"]]

    /// Cooking said in two words, and the one word it is read as.
    static let twoWordCooking: [(said: [String], read: String)] = [(["air", "fried"], "roasted"), (["air", "fry"], "roasted"),
                                                                   (["pan", "fried"], "pan-fried")]

    /// Which of `phrases` is said first in the list's order, and where in `words` it starts; nil
    /// when none is.
    static func firstSaid(_ phrases: [[String]], in words: [String]) -> (index: Int, at: Int)? {
        for (index, phrase) in phrases.enumerated() {
            if let at = words.indices.first(where: { words[$0...].starts(with: phrase) }) { return (index, at) }
        }
        return nil
    }

    /// Words of a burger, which comes in a bun.
    static let burgerWords: Set<String> = ["burger", "burgers", "hamburger", "hamburgers", "cheeseburger", "cheeseburgers"]

    /// Ways of saying a burger came without its bun, longest first.
    static let noBun: [[String]] = [["without", "the", "bun"], ["without", "a", "bun"], ["without", "bun"], ["with", "no", "bun"],
                                    ["no", "bun"], ["bunless"], ["lettuce", "wrap"], ["lettuce", "wrapped"], ["protein", "style"]]

    /// Birds whose meat the surveys name with its skin eaten or not.
    static let poultryWords: Set<String> = ["chicken", "turkey", "duck"]

    /// Ways of saying a bird's skin was not eaten, longest first.
    static let skinRemoved: [[String]] = [["with", "the", "skin", "removed"], ["with", "skin", "removed"], ["with", "the", "skin", "off"],
                                          ["without", "the", "skin"], ["without", "skin"], ["with", "no", "skin"], ["skin", "removed"],
                                          ["skin", "off"], ["no", "skin"], ["skinless"], ["skin-less"]]

    /// Where a food was eaten or warmed, said after it ("on the train", "in the office microwave").
    static let eatenWhere: Set<String> = ["train", "flight", "plane", "bus", "road", "go", "drive", "commute", "tube", "ferry", "boat",
                                          "car", "couch", "sofa", "beach", "microwave", "way", "meeting", "desk", "break"]

    /// Said after a food, that nothing was added to it: "a baked potato, plain", "toast, dry", "an americano, black".
    static let nothingAdded: Set<[String]> = [["plain"], ["dry"], ["nothing", "on", "it"], ["nothing", "added"], ["as", "is"], ["black"]]

    /// How a food was cut for eating, said after a comma: no food ("a small apple, peeled and sliced").
    static let cutWords: Set<String> = ["peeled", "sliced", "chopped", "diced", "halved", "quartered", "cored", "cubed", "cut", "in",
                                        "half", "halves", "quarters", "up", "and", "pitted", "deseeded"]

    /// What a part of a food is said to be of: "a third of the tube", "half the bag".
    static let partHolders: Set<String> = containersAfter.union(["tube", "tubes", "box", "boxes", "pizza", "plate", "bowl", "bar",
                                                                 "sharing"])

    /// A break or a shift a food is eaten on: "cherry tomatoes on break", "a coffee on nights".
    static let onDuty: Set<String> = ["break", "nights", "shift", "lunchbreak", "days", "earlies", "lates"]

    /// What a food is said to be eaten after, when it names no food: "after the pub", "after work".
    static let afterWhat: Set<String> = ["the", "a", "my", "work", "school", "class", "practice", "training", "church", "dinner",
                                         "lunch", "breakfast", "gym", "workout", "swim", "run"]

    /// How a drink is poured, said after it: no food ("on the rocks", "neat").
    /// Nor what it was carried in ("leftover chili in a thermos"), nor the grill it came off.
    static let servedWords: [[String]] = [["on", "the", "rocks"], ["on", "ice"], ["over", "ice"], ["neat"], ["straight", "up"],
                                          ["on", "the", "side"], ["in", "a", "thermos"], ["from", "a", "thermos"], ["in", "a", "flask"],
                                          // Nor where on a dish a topping sits: "a fried egg on top".
                                          ["on", "top"],
                                          // Nor what it was cooked on: "a cheeseburger off the grill".
                                          ["off", "the", "grill"], ["off", "the", "bbq"], ["off", "the", "barbecue"],
                                          ["off", "the", "barbie"],
                                          // Nor whom it was shared with: "a 12 inch pizza all to myself".
                                          ["all", "to", "myself"], ["to", "myself"], ["by", "myself"],
                                          // Nor that it was warmed again: "leftover pizza, reheated".
                                          ["reheated"],
                                          // Nor how it was cut for eating: "a handful of grapes cut in half".
                                          ["cut", "in", "half"], ["cut", "in", "halves"], ["cut", "up"], ["halved"],
                                          ["peeled", "and", "sliced"], ["peeled", "and", "chopped"],
                                          // Nor a seasoning shaken on: "eggs with salt and pepper" (it was 119 g of raw peppers).
                                          ["with", "salt", "and", "pepper"], ["with", "salt", "&", "pepper"], ["with", "s&p"],
                                          ["with", "salt", "and", "vinegar"], ["with", "chicken", "salt"],
                                          // Nor how it was warmed or finished: "a burrito microwaved", "noodles with an
                                          // egg cracked in"; nor the buffet it came off, nor why it was eaten.
                                          ["microwaved"], ["nuked"], ["cracked", "in"], ["off", "the", "buffet"],
                                          ["to", "keep", "me", "going"], ["boil", "in", "the", "bag"], ["boil", "in", "bag"],
                                          // Nor whose plate it was taken off: "a few chips off my boyfriend's plate".
                                          ["off", "plate"], ["off", "the", "plate"], ["from", "plate"], ["off", "the", "tray"],
                                          ["from", "the", "tray"], ["off", "the", "board"], ["off", "the", "cheese", "board"]]
    /// `words` without the first of `servedWords` they end with, when more than it is said.
    static func withoutServed(_ words: [String]) -> [String] {
        guard let served = servedWords.first(where: { words.count > $0.count && words.suffix($0.count).elementsEqual($0) })
        else { return words }
        return Array(words.dropLast(served.count))
    }

    /// Powders stirred into water: "a scoop of whey protein in water" is the powder with water,
    /// as "with water" is; water said of another food is part of its name ("tuna in water").
    static let powders: Set<String> = ["whey", "protein", "powder", "casein", "creatine", "electrolyte", "preworkout", "pre-workout"]
    /// Words that name no food on their own: dropped before the food and after it, so that a
    /// fragment of only these ("from", "a few from") names no food.
    static let fillers: Set<String> = ["of", "about", "approx", "approximately", "around", "some", "x", "the", "my", "from", "at",
                                       // When it was made is no part of what it is: "leftover lasagna" is lasagna.
                                       "leftover", "leftovers", "reheated"]

    static func item(_ fragment: String) throws(Failure) -> ParsedItem {
        var words = withoutSentence(corrected(tokens(fragment)))
        // "a ham sandwich and then a kitkat": then, said after a joining word, is no food.
        while let then = words.indices.dropFirst().first(where: { words[$0] == "then" && joiners.contains(words[$0 - 1]) }) {
            words.remove(at: then)
        }
        // "had 2 eggs", "I ate a banana", "just a coffee": who ate it is no part of the food.
        while let first = words.first, saidBeforeFood.contains(first) || roughly.contains(first), words.count > 1 { words.removeFirst() }
        // "breakfast 2 eggs", "bfast 3 pandesal": the meal, said before an amount, is when it was eaten.
        if words.count > 2, mealsBeforeAmount.contains(words[0]), startsQuantity(words[1]) { words.removeFirst() }
        // "went back for seconds of chili", "seconds on mashed potatoes": a second helping is a helping.
        if words.starts(with: ["went", "back", "for"]) { words.removeFirst(3) }
        if words.count > 2, ["seconds", "thirds"].contains(words[0]), ["of", "on"].contains(words[1]) { words.removeFirst(2) }
        // "fruit salad a bowl", "cherry tomatoes handful": a measure said after a food with no number.
        // Not a part of the measure ("boiled peas half a cup" is read below), nor a name's "one"
        // ("fiber one bar").
        if words.count > 2, let first = words.first, !startsQuantity(first), let unit = words.last, FoodUnit.words[unit] != nil,
           ["a", "an"].contains(words[words.count - 2]) && !isCount(words[words.count - 3])
            || unit == "handful" && !["a", "an"].contains(words[words.count - 2]) && !isCount(words[words.count - 2]) {
            let food = words.dropLast(["a", "an"].contains(words[words.count - 2]) ? 2 : 1)
            words = ["a", unit, "of"] + food
        }
        // "two or three pieces of sweet and sour pork": between the two; "a timbit or two": one and a half.
        if words.count > 3, words[1] == "or", let low = number(words[0]) ?? numberWords[words[0]], low >= 1,
           let high = number(words[2]) ?? numberWords[words[2]], high > low, high <= low * 3 {
            words.replaceSubrange(0..<3, with: [spelled((low + high) / 2)])
        }
        if words.count > 3, ["a", "an", "one"].contains(words[0]), ["two", "2"].contains(words[words.count - 1]),
           words[words.count - 2] == "or" {
            words.removeLast(2)
            words[0] = "1.5"
        }
        // "the turkey chili I made on Sunday", "soup that we froze last week": who made it and
        // when is no part of the food, up to what came with it.
        if let clause = words.indices.dropFirst().dropLast()
            .first(where: { madeBy.contains(words[$0]) && madeVerbs.contains(words[$0 + 1]) }) {
            let start = clause > 1 && ["that", "which"].contains(words[clause - 1]) ? clause - 1 : clause
            let end = words[clause...].firstIndex(where: joiners.contains) ?? words.count
            words.removeSubrange(start..<end)
        }
        // "half a banana the toddler abandoned", "3 dino nuggets my toddler left", "banana bread my
        // mum dropped off": whose it was and what they did with it is no part of the food either.
        // So is "a brownie someone baked", "freezer lasagne a neighbour brought round".
        if let clause = words.indices.dropFirst().first(where: {
            ["my", "the", "our", "a", "an"].contains(words[$0]) && saysWhose(words[($0 + 1)...])
            || ["someone", "somebody"].contains(words[$0]) && $0 + 1 < words.count && whoseVerbs.contains(words[$0 + 1]) }) {
            let end = words[clause...].firstIndex(where: joiners.contains) ?? words.count
            words.removeSubrange(clause..<end)
        }
        // "a couple of bites of the kids mac and cheese", "crusts off my son's sandwich": whose
        // plate it came off is no part of the food. The baby's only when said with "'s": "the
        // baby carrots" are carrots.
        let babys = ["baby's", "babys"].contains(where: fragment.lowercased().contains)
        var offAPlate = false
        // Said first, only with "my" or "our" ("finished my son's pb&j"): "the kids meal" is a meal.
        while let whose = words.indices.dropLast(2).first(where: { ($0 > 0 ? ["my", "the", "our"] : ["my", "our"]).contains(words[$0])
            && (plateOwners.contains(owner(words[$0 + 1])) || babys && words[$0 + 1] == "baby") && !whoseVerbs.contains(words[$0 + 2]) }) {
            words.removeSubrange(whose...(whose + 1))
            offAPlate = true
        }
        // "some of my friend's chicken korma", "some onion rings off my friend's plate": some of
        // another's helping is a third of one.
        if offAPlate, words.first == "some", words.count > 1 {
            words[0] = "1/3"
            if words[1] == "of" { words.remove(at: 1) }
        }
        // "a single serve container of greek yogurt": one as it is sold.
        while let single = words.indices.dropLast().first(where: { words[$0] == "single" && words[$0 + 1].hasPrefix("serv") }) {
            words.removeSubrange(single...(single + 1))
        }
        words.removeAll { $0 == "single-serve" }
        // "air fried wings" are cooked in hot air, as roasted ones are, not fried in oil; "pan fried
        // tempeh" is fried in a pan, which names no fried dish as "fried rice" does.
        while let (index, at) = firstSaid(twoWordCooking.map(\.said), in: words) {
            words.replaceSubrange(at..<(at + twoWordCooking[index].said.count), with: [twoWordCooking[index].read])
        }
        words = words.map { ["air-fried", "airfried"].contains($0) ? "roasted" : $0 }
        // "2 eggs fried in butter", "salmon pan fried in olive oil": the fat it was cooked in is in the
        // surveys' food cooked that way.
        // So is a spoon of it: "3 eggs fried in a teaspoon of butter".
        if let into = words.indices.dropFirst().last(where: { words[$0] == "in" }), PhraseWords.cooking[words[into - 1]] != nil,
           case let fat = words[(into + 1)...].drop(while: { word in
               ["a", "an", "one", "of"].contains(word) || number(word) != nil
                   || FoodUnit.words[word].map { [.teaspoon, .tablespoon].contains($0) } == true
           }),
           cookingFats.contains(fat.joined(separator: " ")) {
            words.removeSubrange(into...)
        }
        // "chicken breast 200g grilled", "sweet potato 200g baked": how it was cooked, said after its amount.
        // So is one said after a count with an "x": "eggs x3 fried".
        if words.count >= 3, let last = words.last, PhraseWords.cooking[last] != nil, number(words[words.count - 2]) != nil
            || trailingCount(words.dropLast()) != nil
            || words.count >= 4 && FoodUnit.words[words[words.count - 2]] != nil && number(words[words.count - 3]) != nil {
            words.insert(words.removeLast(), at: 0)
        }
        // "kfc 2 piece original recipe", "starbucks 2 cake pops": where it was bought, said before
        // the amount, goes with the food after it.
        // Not a length: "subway 6 inch turkey" is a six-inch sub.
        if words.count > 2, brandsBeforeCount.contains(singular(words[0])), isCount(words[1]),
           !["inch", "-inch"].contains(words[2]) {
            let brand = words.removeFirst()
            words.insert(brand, at: words.count > 2 && FoodUnit.words[words[1]] != nil ? 2 : 1)
        }
        var quantity: Double?
        var unit: FoodUnit?
        let subs = takeSubLength(&words)
        let pizzaSize = takePizzaSize(&words) ?? takePancakeSize(&words)

        // Leading quantity: "2", "1 1/2", "a", "an", "half a", "a dozen", "two".
        func takeQuantity() {
            guard let first = words.first, foodName(startingAt: words[...]) == nil else { return }
            // "half of a 100g lindt bar", "1/2 a 400g tin": that part of the weight said.
            func takePartOfWeight(_ part: Double) {
                if let next = words.first, let weight = number(next), let unit = words.dropFirst().first, FoodUnit.words[unit] != nil {
                    quantity = part * weight
                    words.removeFirst()
                }
            }
            // "most of a bowl of pho": three quarters of one.
            if first == "most", words.dropFirst().first == "of" {
                quantity = 0.75
                words.removeFirst(2)
                if let article = words.first, ["a", "an", "the", "my"].contains(article) { words.removeFirst() }
                return
            }
            if let value = number(first) {
                quantity = value
                words.removeFirst()
                if let next = words.first, next.contains("/"), let fraction = number(next), fraction < 1 {
                    quantity = value + fraction
                    words.removeFirst()
                }
                // "1/2 a cinnabon", "1/2 of the lasagna": that part of one.
                if value < 1, !words.isEmpty {
                    if words.first == "of" { words.removeFirst() }
                    if let article = words.first, ["a", "an", "the"].contains(article) { words.removeFirst() }
                    takePartOfWeight(value)
                }
            } else if first == "a" || first == "an" || first == "another" {
                words.removeFirst()
                // "a 200g steak", "a 3 egg omelette": the amount after the article is the amount;
                // a bare number before a food is part of its name ("a 7 layer dip", "a 4 cheese
                // pizza" is one pizza, not four).
                if let next = words.first, number(next) != nil {
                    let after = words.dropFirst().first
                    if after.map({ FoodUnit.words[$0] != nil || ["egg", "eggs", "inch", "-inch", "fl"].contains($0) }) ?? true
                        || next.contains("/") {
                        takeQuantity()
                        return
                    }
                    quantity = 1
                    return
                }
                quantity = 1
                // "a bit of chocolate", "a little bit of cheese", "a little cheese": half of what
                // one of it is (not a little gem lettuce, nor chocolate bits).
                if words.first == "bit" && words.dropFirst().first == "of"
                    || words.first == "little" && words.count > 1 && !["gem", "smokie", "smokies"].contains(words[1]) {
                    quantity = 0.5
                    if words.first == "little" { words.removeFirst() }
                    if words.first == "bit" { words.removeFirst() }
                    if words.first == "of" { words.removeFirst() }
                    return
                }
                // "a quarter pounder" is a burger, not a quarter of one.
                if let next = words.first, let word = numberWords[next],
                   ["half", "quarter", "third", "dozen", "couple", "few"].contains(next),
                   foodName(startingAt: words[...]) == nil, !(next == "quarter" && words.dropFirst().first == "pounder") {
                    quantity = word
                    words.removeFirst()
                }
            } else if let value = numberWords[first], !(first == "quarter" && words.dropFirst().first?.hasPrefix("pounder") == true) {
                quantity = value
                words.removeFirst()
                if let next = words.first, next == "a" || next == "an" { words.removeFirst() }
                // "half a 400g tin of chickpeas": that part of the weight said.
                if value < 1, let next = words.first, let weight = number(next),
                   let unit = words.dropFirst().first, FoodUnit.words[unit] != nil {
                    quantity = value * weight
                    words.removeFirst()
                    return
                }
                // "half a dozen wings": six of them.
                if value < 1, words.first == "dozen" {
                    quantity = value * 12
                    words.removeFirst()
                }
                // "half of a sandwich", "a quarter of the pizza": a part of one.
                if first == "half" || first == "quarter" || first == "third", let next = words.first, next == "of" {
                    words.removeFirst()
                    if let article = words.first, ["a", "an", "the"].contains(article) { words.removeFirst() }
                    takePartOfWeight(value)
                }
            }
            if let whole = quantity, whole >= 1, whole == whole.rounded(), let next = words.first {
                // "three quarters of a cup", "two thirds of a cup": that many parts.
                if let part = countedParts[next], !["a", "an", "another"].contains(first),
                   words.dropFirst().first?.hasPrefix("pounder") != true {
                    quantity = whole * part
                    words.removeFirst()
                // "1 and 1/2 cups": the whole and the fraction.
                } else if next == "and", words.count > 2, words[1].contains("/"), let part = number(words[1]), part < 1 {
                    quantity = whole + part
                    words.removeFirst(2)
                // "1 and a half cups", "two and a quarter": the whole and the part.
                } else if next == "and", words.count > 2, words[1] == "a" || words[1] == "an",
                          let part = numberWords[words[2]], part < 1 {
                    quantity = whole + part
                    words.removeFirst(3)
                }
            }
            if words.first == "of" {
                words.removeFirst()
                // "a quarter of a pizza", "a third of a cup": a part of one.
                if let part = quantity, part < 1, words.first == "a" || words.first == "an" { words.removeFirst() }
            }
        }
        let beforeQuantity = words
        takeQuantity()
        // "a 3 egg omelette", "2 egg white omelet": the count is of the eggs it is made with, one
        // omelet of that many (an egg cooked so weighs 61 g with its milk and fat, a white 33 g);
        // not an article's one ("an egg white omelette").
        let countWord = beforeQuantity.count > words.count ? beforeQuantity[beforeQuantity.count - words.count - 1] : nil
        if let eggs = quantity, unit == nil, words.count >= 2, ["egg", "eggs"].contains(words[0]),
           let countWord, countWord != "a", countWord != "an", isCount(countWord) {
            let white = words[1] == "white" || words[1] == "whites"
            // Its fillings may be said between ("a 3 egg spinach omelette", "3 egg spinach and cheese
            // omelette").
            let dish = words.dropFirst(white ? 2 : 1).prefix { !joiners.contains($0) }
            if dish.contains(where: omeletWords.contains) || words.last.map(omeletWords.contains) == true {
                quantity = eggs * (white ? 33 : 61)
                unit = .gram
            } else if !white, dish.contains(where: twoEggDishes.contains) {
                // "a 2 egg shakshuka" is one pan of it, served with two eggs, not two pans.
                quantity = eggs / 2
                words.removeFirst()
            }
        }
        var size: String?
        // "a large glass of wine": the size of the container.
        // So is a lil or a tiny one: "lil packet of almonds".
        if words.count > 1, let found = sizes[words[0]] ?? containerOnlySizes[words[0]], FoodUnit.words[words[1]] != nil,
           words[1].count > 1 {
            size = found
            words.removeFirst()
        }
        // "a thick slice of bread", "a thin slice of ham": the slice's size.
        if words.count > 2, let found = sliceSizes[words[0]], ["slice", "slices"].contains(words[1]) {
            size = found
            words.removeFirst()
        }
        // "porridge made with milk", "pancakes topped with blueberries", "chips covered in gravy":
        // made with what it comes with.
        if let made = words.indices.dropFirst().first(where: {
            servedWithWords.contains(words[$0]) && $0 + 1 < words.count && (words[$0 + 1] == "with" || words[$0 + 1] == "in")
        }) {
            words.remove(at: made)
            words[made] = "with"
        }
        // "a heaped tablespoon", "a level teaspoon": how full the spoon is.
        if words.count > 2, let fill = spoonFills[words[0]], let spoon = FoodUnit.words[words[1]],
           [.tablespoon, .teaspoon].contains(spoon) {
            quantity = (quantity ?? 1) * fill
            words.removeFirst()
        }
        // "4 deviled egg halves", "6 apricot halves": that many halves, half as many of the food.
        if words.count >= 2, words.last == "halves", let counted = quantity {
            quantity = counted / 2
            words.removeLast()
        }
        // "a stack of pancakes", "a short stack": three of them.
        if words.first == "short", words.dropFirst().first == "stack" { words.removeFirst() }
        if words.count > 2, words[0] == "stack", words[1] == "of" {
            quantity = (quantity ?? 1) * 3
            words.removeFirst(2)
        }
        // "a whole bag of crisps", "a whole pizza": all of one bag or pizza, which is what one is.
        if words.count >= 2, words[0] == "whole", words.count > 2 && FoodUnit.words[words[1]] != nil || singular(words[1]) == "pizza" {
            words.removeFirst()
        }
        // "a punnet of blueberries", "a pouch of microwave rice": the shop's punnet of that fruit, a
        // weight each size of fruit is sold by (other punnets are a batch, below), or its pouch.
        if unit == nil, words.count > 2, words[1] == "of", let grams = containerGrams(words[0], food: words[2...]) {
            quantity = (quantity ?? 1) * grams
            unit = .gram
            words.removeFirst(2)
        }
        // "a whole cake", "a whole loaf of bread", "a pan of brownies": all of what a baker or a
        // cook made at once, which weighs what they made (a cake of 500 g or of 2 kg): refused
        // with how to say it, not logged as the slice or the piece a serving is.
        if let last = words.last, words.count >= 2, words[0] == "whole" && wholeOfSlices.contains(singular(last))
            || words.count > 2 && batchWords.contains(words[0]) && words[1] == "of" {
            let what = words[0] == "whole" ? words.dropFirst().joined(separator: " ") : words[2...].joined(separator: " ")
            throw Failure(fragment: fragment, reason: "is all of a batch, whose weight varies; say how much of it you ate, "
                          + "in grams ('300g \(what)'), slices or pieces")
        }
        // "a dish of ice cream" is a bowl of it, "a platter of nachos" a plate, and "a ramekin of
        // mac and cheese" a cup (a ramekin holds 6 to 8 fl oz).
        if words.count > 2, let vessel = vessels[words[0]], words[1] == "of" {
            words[0] = vessel
        }
        // "half a rack of ribs": a rack holds about a dozen ribs (10 to 13).
        if words.count > 2, words[0] == "rack", words[1] == "of" {
            quantity = (quantity ?? 1) * 12
            words.removeFirst(2)
        }
        // "a double shot latte", "an extra shot cappuccino": one coffee made stronger, whose
        // espresso adds no energy to speak of; not two shots of latte.
        if words.count > 2, measureMultiples[words[0]] != nil || words[0] == "extra", ["shot", "shots"].contains(words[1]),
           words[2] != "of" {
            words.removeFirst(2)
        }
        // "a double espresso", "a triple vodka": that many shots.
        if words.count > 1, let times = measureMultiples[words[0]], shotDrinks.contains(singular(words[1])) {
            quantity = (quantity ?? 1) * times
            words.removeFirst()
        }
        // "a splash of milk", "a dash of milk": what goes into a cup of tea or coffee, in tablespoons.
        // "a splash of", said of nothing, names no food (it was a V8 Splash smoothie).
        if words.count == 2, pourings[words[0]] != nil, words[1] == "of" { throw Failure(fragment: fragment, reason: "names no food") }
        if words.count > 2, let spoons = pourings[words[0]], words[1] == "of" {
            quantity = (quantity ?? 1) * spoons
            unit = .tablespoon
            words.removeFirst(2)
            // "two bites of a brownie": of one.
            if let first = words.first, first == "a" || first == "an" { words.removeFirst() }
        }
        // "a warm can of fosters", "an ice cold bottle of beer": how cold it was is no part of its measure.
        if words.count > 2, ["warm", "cold", "chilled", "lukewarm", "icy", "ice-cold"].contains(words[0]), FoodUnit.words[words[1]] != nil
            || barMeasures[words[1]] != nil {
            words.removeFirst()
        }
        // "a schooner of tooheys new", "a middy of xxxx", "a pitcher of miller lite": what a bar pours them in.
        if unit == nil, words.count > 2, let milliliters = barMeasures[words[0]], words[1] == "of",
           foodName(startingAt: words[...]) == nil {
            quantity = (quantity ?? 1) * milliliters
            unit = .milliliter
            words.removeFirst(2)
        }
        if unit == nil, let first = words.first, first == "fl", words.count > 1, words[1] == "oz" {
            unit = .fluidOunce
            words.removeFirst(2)
        } else if unit == nil, let first = words.first, let found = FoodUnit.words[first], quantity != nil || words.count > 1 {
            // "c", "l" and "g" alone only count as units right after a number; "pot", "side", "tub",
            // "pack" and "bar" only before "of" ("a pot of yogurt", but "a pot roast", "a side salad").
            if first.count > 1 || quantity != nil, !ofOnlyUnits.contains(first) || words.dropFirst().first == "of" {
                unit = found
                words.removeFirst()
                if quantity == nil { quantity = 1 }
                // "a slice of a large pizza": a slice of one.
                if words.count >= 2, words[0] == "of", words[1] == "a" || words[1] == "an" { words.remove(at: 1) }
            }
        }
        // "a 330ml can of coke", "a 500ml bottle of water": the weight or volume is the amount; the
        // container said after it is no part of the food (it was "Coca-Cola Life Can").
        if let said = unit, said.gramsPerUnit != nil || said.millilitersPerUnit != nil, words.count > 2,
           FoodUnit.words[words[0]] != nil, words[0].count > 1, words[1] == "of" {
            words.removeFirst(2)
        }
        // Trailing quantity: "chicken breast 150 g", "ice cream one scoop", "mashed sweet potato half cup".
        // Not a name's number before a unit that begins names: "fiber one bar" is the bar.
        if quantity == nil, words.count >= 3, let found = FoodUnit.words[words[words.count - 1]],
           let value = number(words[words.count - 2])
            ?? (ofOnlyUnits.contains(words[words.count - 1]) ? nil : numberWords[words[words.count - 2]]) {
            quantity = value
            unit = found
            words.removeLast(2)
        }
        // "canned peaches in syrup half a cup", "grated cheese a quarter cup": a part of a measure
        // said last; not of a bag or a pack, whose size is the food's ("percy pigs half a bag").
        if quantity == nil, words.count >= 4, let found = FoodUnit.words[words[words.count - 1]], words[words.count - 1].count > 1,
           found.millilitersPerUnit != nil || found.gramsPerUnit != nil,
           ["a", "an"].contains(words[words.count - 2]), let part = numberWords[words[words.count - 3]], part < 1 {
            quantity = part
            unit = found
            words.removeLast(3)
        }
        // A count said after the food with an "x", at the end or before what came with it: "eggs
        // x2", "banana x 3", "eggs x2 and toast", "tunnocks teacakes x2 on the ferry".
        // The count is no word of what was said either.
        let countEnd = endsWithCount(words) ? words.count : words.firstIndex(where: joiners.contains)
            ?? words.indices.dropFirst().first(where: { words[$0].hasPrefix("x") && number(String(words[$0].dropFirst())) != nil })
                .map { $0 + 1 }
            ?? words.count
        var said = fragment.trimmedSpaces()
        if quantity == nil, unit == nil, let count = trailingCount(words[..<countEnd]), count.value > 0 {
            quantity = count.value
            let counted = Array(words[(countEnd - count.length)..<countEnd])
            words.removeSubrange((countEnd - count.length)..<countEnd)
            let spoken = said.split(separator: " ").map(String.init)
            if spoken.count >= counted.count, let at = (0...(spoken.count - counted.count)).first(where: { start in
                spoken[start..<(start + counted.count)].map { $0.lowercased() } == counted
            }) {
                said = (spoken[..<at] + spoken[(at + counted.count)...]).joined(separator: " ")
            }
        }
        // A bare count said last, as a log is typed: "coffee 2", "buffalo wings 6", "capsicum 1 raw".
        if quantity == nil, unit == nil, countEnd == words.count, let bare = bareCountAtEnd(words) {
            quantity = bare.value
            words.remove(at: bare.at)
            var spoken = said.split(separator: " ").map(String.init)
            if let at = spoken.lastIndex(where: { $0 == bare.word }) {
                spoken.remove(at: at)
                said = spoken.joined(separator: " ")
            }
        }
        // Half said last: "avocado half", "bagel half".
        if quantity == nil, unit == nil, countEnd == words.count, words.count >= 2, words.last == "half",
           words.dropLast().allSatisfy({ !isCount($0) }) {
            quantity = 0.5
            words.removeLast()
        }
        // Or said before what came with it: "chicken breast 200g with broccoli", "salmon 150 g and rice".
        if quantity == nil, let joiner = words.firstIndex(where: joiners.contains), joiner >= 3,
           let value = number(words[joiner - 2]), let found = FoodUnit.words[words[joiner - 1]] {
            quantity = value
            unit = found
            words.removeSubrange((joiner - 2)..<joiner)
        }
        // How a drink is poured is not a food: "a whiskey on the rocks", "a scotch neat".
        words = withoutServed(words)
        if words.count > 2, words.suffix(2) == ["in", "water"], words.dropLast(2).contains(where: powders.contains) {
            words[words.count - 2] = "with"
        }
        // Where it came from is not the food: "a chicken sandwich from chick fil a", "a latte at work".
        // Popcorn at the cinema is the cinema's, though: a tub of movie theater popcorn.
        // Nor when: "a doner kebab after the pub", "a protein shake after the gym", "4 gels during
        // the marathon", "a jam sandwich for the bike ride".
        if let place = words.indices.first(where: { words[$0] == "from" || words[$0] == "at"
            || ["after", "before"].contains(words[$0]) && $0 + 1 < words.count && afterWhat.contains(words[$0 + 1])
            || words[$0] == "while"
            || words[$0] == "on" && $0 + 1 < words.count && onDuty.contains(words[$0 + 1])
            || ["during", "for"].contains(words[$0]) && $0 + 1 < words.count && words[$0 + 1] == "the" }), place > 0 {
            let atTheCinema = words[..<place].contains("popcorn") && !words[place...].filter(cinemaWords.contains).isEmpty
            words.removeSubrange(place...)
            if atTheCinema { words.append("movie") }
            // "a margarita on the rocks at happy hour": how it was poured, said before where.
            words = withoutServed(words)
        }
        // A bird's meat eaten without its skin, cooked, is the surveys' "skin not eaten" ("a chicken
        // thigh with the skin removed", "baked skinless chicken breast" was raw chicken).
        if words.contains(where: poultryWords.contains), !words.contains("raw"), !words.contains("uncooked") {
            var skinless = false
            while let (index, at) = firstSaid(skinRemoved, in: words) {
                words.removeSubrange(at..<(at + skinRemoved[index].count))
                skinless = true
            }
            // The surveys' cooked birds are named without their bones.
            if skinless { words = words.filter { $0 != "boneless" } + ["skin", "not", "eaten"] }
        }
        // Cooked over a fire, said after it: "prawns on the barbie", "chops on the braai" are grilled.
        if let on = words.indices.dropFirst().first(where: { at in words[at] == "on" && at + 2 < words.count
            && words[at + 1] == "the" && grillsSaid.contains(words[(at + 2)...].joined(separator: " ")) }) {
            words.removeSubrange(on...)
            words.insert("grilled", at: words.firstIndex(where: { !startsQuantity($0) && FoodUnit.words[$0] == nil && $0 != "of" }) ?? 0)
        }
        // Nor where it was eaten, nor how it was warmed: "a cup of tea on the train", "pretzels on
        // the flight", "leftover lasagna heated up in the office microwave".
        while let warmed = words.indices.dropFirst().dropLast()
            .first(where: { ["heated", "warmed"].contains(words[$0]) && words[$0 + 1] == "up" }) {
            words.removeSubrange(warmed...(warmed + 1))
        }
        if let on = words.indices.dropFirst().first(where: { at in ["on", "in"].contains(words[at]) && at + 2 < words.count
            && ["the", "a", "my"].contains(words[at + 1]) && words[(at + 2)...].contains(where: eatenWhere.contains)
            && words[(at + 2)...].allSatisfy { eatenWhere.contains($0) || ["office", "work", "long", "to", "home"].contains($0) } }) {
            words.removeSubrange(on...)
        }
        // Nor the meal it came with ("a glass of milk with dinner"), nor what it came without ("a
        // caesar salad without chicken").
        if let meal = words.indices.dropFirst().first(where: { ["with", "for"].contains(words[$0]) && $0 + 1 < words.count
            && mealWords.contains(words[$0 + 1]) && $0 + 2 == words.count }) {
            words.removeSubrange(meal...)
        }
        // A burger without its bun is its patty, with its cheese ("a bunless bacon cheeseburger", "a
        // lettuce wrap burger", "a burger with no bun" was a veggie burger on its bun).
        let saysPatty = { words.contains("patty") || words.contains("patties") }
        if !saysPatty(), let (index, at) = firstSaid(noBun, in: words), let burger = words.firstIndex(where: burgerWords.contains) {
            let cheese = words[burger].hasPrefix("cheese")
            var rest = words
            rest.removeSubrange(at..<(at + noBun[index].count))
            rest.removeAll(where: burgerWords.contains)
            // The amount said stays before the patty; what else was said goes with it ("and bacon").
            let lead = rest.prefix { startsQuantity($0) || ["a", "an", "one", "of"].contains($0) || FoodUnit.words[$0] != nil }
            var added = rest.dropFirst(lead.count).filter { !["a", "an"].contains($0) }
            while let first = added.first, ["with", "and"].contains(first) { added.removeFirst() }
            words = Array(lead) + ["beef", "patty"] + (cheese ? ["with", "a", "slice", "of", "cheese"] : [])
                + (added.isEmpty ? [] : [cheese ? "and" : "with"] + added)
        }
        // A patty said without a bun is the patty: "a 4 oz lean hamburger patty, no bun".
        if saysPatty(), let (index, at) = firstSaid(noBun, in: words) { words.removeSubrange(at..<(at + noBun[index].count)) }
        // "with no sugar" is without it ("coffee with no sugar" was coffee and a no-sugar applesauce).
        while let with = words.indices.dropFirst().dropLast().first(where: { words[$0] == "with" && words[$0 + 1] == "no" }) {
            words.replaceSubrange(with...(with + 1), with: ["without"])
        }
        if let without = words.firstIndex(of: "without"), without > 0 { words.removeSubrange(without...) }
        // "w/o", said alone, names only what was left out.
        if words == ["without"] { throw Failure(fragment: fragment, reason: "names no food") }
        // The milk it was made up in is what it came with: "a scoop of protein powder in milk".
        if let into = words.indices.dropFirst().first(where: { words[$0] == "in" }),
           madeUpIn.contains(words[(into + 1)...].joined(separator: " ")) {
            words[into] = "with"
        }
        // Nor what it was put in ("a teaspoon of sugar in my coffee"), nor whom or what it was for
        // ("a ham and cheese sandwich for my packed lunch").
        if let into = words.indices.dropFirst()
            .first(where: { ["in", "for"].contains(words[$0]) && $0 + 1 < words.count && words[$0 + 1] == "my" }) {
            words.removeSubrange(into...)
        }
        // A ready meal is the dish it holds: "a frozen lasagne ready meal for one", "a frozen
        // enchilada meal" (a dinner said frozen stays one, below). One said for one, or a ready
        // meal, is a supermarket's of one dish, 400 g, when no amount and nothing with it is said.
        var readyMeal = false
        if words.count > 2, words.suffix(2) == ["for", "one"] {
            words.removeLast(2)
            readyMeal = true
        }
        if let meal = words.indices.dropFirst().first(where: { ["meal", "meals"].contains(words[$0]) }),
           words[..<meal].contains(where: readyMealWords.contains), meal + 1 == words.count || words[meal + 1] == "with" {
            words.remove(at: meal)
            if words[meal - 1] == "ready" {
                words.remove(at: meal - 1)
                readyMeal = true
            }
        }
        if readyMeal, unit == nil, !words.contains(where: joiners.contains) {
            quantity = (quantity ?? 1) * readyMealGrams
            unit = .gram
        }
        // A unit said after the food: "a pizza slice", "2 chicken pieces", "a falafel plate with
        // hummus"; and what it came in: "coke can", "m&ms small bag", "tuna can in water".
        let beforeWith = words.indices.dropFirst().first(where: { words[$0] == "with" })
            ?? words.indices.dropFirst().first(where: { words[$0] == "in" && $0 + 1 < words.count && packedIn.contains(words[$0 + 1]) })
            ?? words.count
        if unit == nil, beforeWith >= 2, let found = unitAfter(words[beforeWith - 1], food: words[beforeWith - 2]) {
            if let grams = containerGrams(words[beforeWith - 1], food: words[..<(beforeWith - 1)]) {
                quantity = (quantity ?? 1) * grams
                unit = .gram
            } else {
                unit = found
            }
            words.remove(at: beforeWith - 1)
            if beforeWith >= 3, let said = sizes[words[beforeWith - 2]] {
                size = said
                words.remove(at: beforeWith - 2)
            }
        }
        // A dinner of a food ("a roast beef dinner", "a steak dinner") is the food and sides no
        // word says: refused with how to say them, not logged as a frozen meal nor as the meat
        // alone, unless said frozen (a ready meal). How it was cooked, said after it, is said of
        // it ("egg whites scrambled", "potatoes mashed"; not "a pot roast", where roast is the dish).
        let beforeJoiner = words.firstIndex(of: "with") ?? words.count
        if beforeJoiner >= 2, dinnerWords.contains(words[beforeJoiner - 1]), words.allSatisfy({ !readyMealWords.contains($0) }) {
            let mainWords = words[..<(beforeJoiner - 1)].filter { !["a", "an", "the", "my"].contains($0) }
            // "for dinner" alone says when, not what: it was asked as "for with mashed potatoes and peas".
            if mainWords.allSatisfy({ ["for", "at", "after", "before", "during", "was", "is", "of", "we", "had"].contains($0) }) {
                throw Failure(fragment: fragment, reason: "names no food")
            }
            let main = mainWords.joined(separator: " ")
            if main == "roast" || main == "sunday roast" {
                throw Failure(fragment: fragment, reason: "does not say its meat; say it, e.g. 'a roast chicken dinner'")
            }
            throw Failure(fragment: fragment,
                          reason: "is a dinner whose sides are not said; name them, e.g. '\(main) with mashed potatoes and peas'")
        } else if beforeJoiner >= 2, let cooked = PhraseWords.cooking[words[beforeJoiner - 1]] != nil ? words[beforeJoiner - 1] : nil,
                  cooked != "roast", PhraseWords.cooking[words[beforeJoiner - 2]] == nil {
            words.remove(at: beforeJoiner - 1)
            words.insert(cooked, at: 0)
        }
        var food: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "extra", index + 1 < words.count, words[index + 1] == "large" {
                size = "extra large"
                index += 2
                continue
            }
            // "a glass of wine and some cheese", "soup with a roll": an article or "some" after a
            // joiner is no part of the second food's name.
            if ["some", "a", "an"].contains(word), let last = food.last, ["and", "with", "&", "plus"].contains(last) {
                index += 1
                continue
            }
            if let found = sizes[word] { size = found } else if !fillers.contains(word) || !food.isEmpty && word != "of" && word != "x" {
                food.append(singular(word))
            }
            index += 1
        }
        while let last = food.last, fillers.contains(last) { food.removeLast() }
        // "an extra shot", "a double shot": a shot said of nothing else is of espresso.
        if unit == .shot, food.allSatisfy({ $0 == "extra" }) { food = ["espresso"] }
        guard !food.isEmpty else { throw Failure(fragment: fragment, reason: "names no food") }
        // A measure said alone ("cup", "a bowl") holds no food: "cup" was 350 g of Cup Noodles.
        if unit == nil, food.count == 1, let only = food.first, emptyMeasures.contains(only) {
            throw Failure(fragment: fragment, reason: "names no food")
        }
        let amount = (quantity ?? 1) * (subs ?? 1)
        guard amount > 0, amount < 100_000 else {
            throw Failure(fragment: fragment, reason: "has no usable amount")
        }
        return ParsedItem(quantity: amount, unit: unit ?? .count, food: food.joined(separator: " "), size: size ?? pizzaSize,
                          text: said, amountSaid: quantity != nil || unit != nil)
    }

    /// Lengths a sub is ordered by, in subs of the usual six inches: a footlong is two.
    static let subLengths: [(words: [String], subs: Double)] = [
        (["6", "inch"], 1), (["6-inch"], 1), (["six", "inch"], 1), (["12", "inch"], 2), (["12-inch"], 2),
        (["twelve", "inch"], 2), (["foot", "long"], 2), (["foot-long"], 2), (["footlong"], 2),
    ]

    /// Words that name a sub, so that a length said with them is the sub's ("a 12 inch pizza" is not).
    static let subWords: Set<String> = ["sub", "subs", "hoagie", "hoagies", "sandwich", "sandwiches", "subway", "footlong", "bmt"]

    /// Lengths that say a sub without a sub word ("a footlong turkey" is a turkey sub).
    static let subOnlyLengths: Set<[String]> = [["foot", "long"], ["foot-long"], ["footlong"]]

    /// Foods sold by the foot themselves: a footlong hot dog is two of it, no sub.
    static let longFoods: Set<String> = ["dog", "dogs", "sausage", "sausages", "bratwurst", "frank", "frankfurter", "wiener"]

    /// "a 6 inch turkey sub", "a footlong", "a subway footlong": removes the length from `words`
    /// and returns it in usual (six-inch) subs; a length said alone, or with only the chain, is a
    /// sub, and a footlong of another food two of it ("a footlong hot dog"). Nil, and `words`
    /// untouched, when no sub is named.
    static func takeSubLength(_ words: inout [String]) -> Double? {
        let namesSub = words.contains { subWords.contains($0) && $0 != "footlong" }
        for (length, subs) in subLengths where namesSub || subOnlyLengths.contains(length) {
            for start in words.indices where start + length.count <= words.count
                && Array(words[start..<(start + length.count)]) == length {
                words.removeSubrange(start..<(start + length.count))
                // "a subway footlong": the chain's sub.
                let named = words.filter { !["a", "an", "the", "of", "subway"].contains($0) && !$0.allSatisfy(\.isNumber) }
                if named.isEmpty { words = words.filter { $0 != "subway" } + ["sub"] }
                        // "a footlong turkey", "a footlong chicken teriyaki": a sub of it, unless the food
                // is sold long itself (a footlong hot dog).
                // So is one said only with the chain ("subway 6 inch italian bmt"), unless its name
                // is a sandwich's ("a subway veggie delite") or the bread it is on is said ("subway 6
                // inch turkey on wheat" is a turkey sandwich on wheat).
                else if !words.contains(where: { subWords.contains($0) && !["footlong", "subway"].contains($0) }),
                        !named.contains(where: longFoods.contains),
                        case let meant = DishNames.rewrite(named.joined(separator: " ")).split(separator: " "),
                        !meant.contains("sandwich"), !meant.contains("sub") {
                    if named.contains("on") { words.removeAll { $0 == "subway" } } else { words.append("sub") }
                }
                return subs
            }
        }
        return nil
    }

    /// "a 12 inch pizza", "a 16-inch pepperoni pizza": removes the diameter from `words` and
    /// returns the size a pizzeria sells it as (10 inches small, 12 medium, 14 large, 16 or more
    /// extra large). Nil, and `words` untouched, when no pizza is named by its inches.
    static func takePizzaSize(_ words: inout [String]) -> String? {
        guard words.contains(where: { $0 == "pizza" || $0 == "pizzas" }), let inches = takeInches(&words, within: 6...30)
        else { return nil }
        return inches < 11 ? "small" : inches < 13 ? "medium" : inches < 15 ? "large" : "extra large"
    }

    /// "two 4 inch pancakes": removes the diameter from `words` and returns the size it makes a
    /// pancake (4 inches or less small, 6 or more large, between them none). Nil, and `words`
    /// untouched, when no pancake is named by its inches.
    static func takePancakeSize(_ words: inout [String]) -> String? {
        guard words.contains(where: { ["pancake", "pancakes", "hotcake", "hotcakes"].contains($0) }),
              let inches = takeInches(&words, within: 2...12) else { return nil }
        return inches <= 4.5 ? "small" : inches >= 6 ? "large" : nil
    }

    /// The first diameter said in inches within `range` ("12 inch", "16-inch"), removed from `words`.
    static func takeInches(_ words: inout [String], within range: ClosedRange<Double>) -> Double? {
        for start in words.indices {
            let word = words[start]
            let inches: Double?
            let length: Int
            if word.hasSuffix("-inch") {
                inches = number(String(word.prefix { $0.isNumber || $0 == "." }))
                length = 1
            } else if start + 1 < words.count, ["inch", "inches", "in"].contains(words[start + 1]) {
                inches = number(word)
                length = 2
            } else {
                continue
            }
            guard let inches, range.contains(inches) else { continue }
            words.removeSubrange(start..<(start + length))
            return inches
        }
        return nil
    }

    /// Dishes said by the number of eggs in them ("a 3 egg omelette").
    static let omeletWords: Set<String> = ["omelet", "omelette", "omelets", "omelettes", "scramble"]

    /// Dishes served with two eggs, said by their number of eggs ("a 2 egg shakshuka").
    static let twoEggDishes: Set<String> = ["shakshuka", "shakshouka", "menemen"]

    /// Milks a powder or a cereal is made up in ("protein powder in milk").
    static let madeUpIn: Set<String> = ["milk", "whole milk", "skim milk", "oat milk", "almond milk", "soy milk"]

    /// Meals said after a food that hold sides no word names ("a steak dinner"), and the words that
    /// make such a dinner a ready meal ("a frozen turkey dinner").
    static let dinnerWords: Set<String> = ["dinner", "dinners", "supper"]
    /// Measures that are no food said alone, as parsed (singular).
    static let emptyMeasures: Set<String> = ["cup", "glass", "bowl", "plate", "mug", "handful", "scoop", "serving", "portion",
                                             "piece", "slice", "spoon", "spoonful", "tablespoon", "teaspoon", "gram", "ounce"]

    /// Foods cut in slices to serve, said whole.
    static let wholeOfSlices: Set<String> = ["cake", "pie", "cheesecake", "tart", "quiche", "loaf", "bread", "gateau", "lasagna",
                                             "lasagne", "pudding", "brownie", "cornbread"]
    /// What a cook or a baker makes at once, said before "of".
    static let batchWords: Set<String> = ["loaf", "loaves", "tray", "trays", "pan", "pans", "skillet", "skillets", "batch",
                                          "batches", "jar", "jars", "punnet", "punnets"]
    /// What a punnet of each fruit sold by the punnet weighs (UK and Australian shops): berries
    /// 125 g, strawberries 400 g (the UK's usual punnet), cherry tomatoes and mushrooms 250 g,
    /// cherries 200 g, grapes 500 g.
    static let punnetGrams: [(food: String, grams: Double)] = [
        ("blueberry", 125), ("raspberry", 125), ("blackberry", 125), ("strawberry", 400), ("tomato", 250),
        ("mushroom", 250), ("cherry", 200), ("grape", 500),
    ]
    /// A pouch of microwave rice (Uncle Ben's, Tilda): 250 g, not a cup.
    static let pouchGrams: [(food: String, grams: Double)] = [("rice", 250)]

    /// The grams of one `container` ("punnet", "pouch") of the food said in `food`, when the shops
    /// sell that food so; nil otherwise.
    static func containerGrams(_ container: String, food: ArraySlice<String>) -> Double? {
        let table = ["punnet", "punnets"].contains(container) ? punnetGrams : ["pouch", "pouches"].contains(container) ? pouchGrams : []
        let said = food.map(singular).joined(separator: " ")
        return table.first(where: { said.hasSuffix($0.food) })?.grams
    }
    /// Vessels said before "of", and the unit each is.
    static let vessels: [String: String] = ["dish": "bowl", "dishes": "bowls", "platter": "plate", "platters": "plates",
                                            "ramekin": "cup", "ramekins": "cups"]
    static let readyMealWords: Set<String> = ["frozen", "tv", "microwave", "ready"]

    /// The unit `word` says after the food whose last word is `food`: a unit ("a pizza slice"), a
    /// container ("coke can") or a strip of bacon; nil for any other word.
    static func unitAfter(_ word: String, food: String) -> FoodUnit? {
        if let unit = trailingUnits[word] { return unit }
        if containersAfter.contains(word), !notContainers.contains(food) { return FoodUnit.words[word] }
        return ["strip", "strips"].contains(word) && food == "bacon" ? .piece : nil
    }

    /// A supermarket's ready meal for one: 400 g in Britain (Tesco, Sainsbury's, M&S).
    static let readyMealGrams = 400.0

    /// Fires and grills a food is said cooked on ("on the barbie").
    static let grillsSaid: Set<String> = ["braai", "barbie", "bbq", "barbecue", "grill", "campfire", "fire", "camp stove", "griddle"]

    /// Who made a food, said after it with how ("I made", "we froze"): no part of it.
    static let madeBy: Set<String> = ["i", "we", "mum", "mom", "dad"]
    static let madeVerbs: Set<String> = ["made", "cooked", "baked", "prepped", "prepared", "froze", "bought", "brought",
                                         "packed", "grabbed", "ordered", "picked", "roasted", "batch", "meal-prepped"]

    /// Whose a food was, said after it: "the toddler", "my 3 yr old", "my mum".
    static let whose: Set<String> = ["toddler", "kid", "kids", "son", "daughter", "baby", "child", "children", "mum", "mom", "dad",
                                     "husband", "wife", "partner", "boyfriend", "girlfriend", "flatmate", "roommate", "colleague",
                                     "coworker", "boss", "nan", "nana", "grandma", "neighbour", "neighbor", "old", "little", "one",
                                     "yr", "year", "yo", "3yo", "2yo", "4yo"]
    /// Whose plate a food was eaten off, said before it: "the kids", "my son's".
    static let plateOwners: Set<String> = ["toddler", "toddlers", "kid", "kids", "son", "daughter", "child", "children", "husband",
                                           "wife", "partner", "boyfriend", "girlfriend", "flatmate", "roommate", "sister", "brother",
                                           "friend", "mate", "mum", "mom", "dad", "colleague", "coworker", "bf", "gf", "hubby"]
    /// `word` without the apostrophe of a plural's possessive ("the kids' jelly").
    static func owner(_ word: String) -> String { word.count > 2 && word.hasSuffix("'") ? String(word.dropLast()) : word }
    /// What they did with it: left it, would not eat it, dropped it off.
    static let whoseVerbs: Set<String> = ["left", "abandoned", "didnt", "didn't", "wouldnt", "wouldn't", "wont", "won't", "refused",
                                          "rejected", "dropped", "made", "brought", "gave", "baked", "cooked", "bought", "shared",
                                          "handed", "couldnt", "couldn't", "didn", "wouldn", "leaves", "never"]

    /// Whether `words` start with who a food was (`whose`, numbers allowed: "3 yr old") and then
    /// what they did with it (`whoseVerbs`).
    static func saysWhose(_ words: ArraySlice<String>) -> Bool {
        let who = words.prefix { whose.contains($0) || number($0) != nil }
        guard who.contains(where: { whose.contains($0) && !["little", "one"].contains($0) }),
              let verb = words.dropFirst(who.count).first else { return false }
        return whoseVerbs.contains(verb)
    }

    /// Containers a food is said before ("coke can", "crisps bag", "yogurt pot"): one of them.
    static let containersAfter: Set<String> = ["can", "cans", "tin", "tins", "bottle", "bottles", "bag", "bags", "pack", "packs",
                                               "packet", "packets", "pouch", "pouches", "tub", "tubs", "carton", "cartons", "pot", "pots"]
    /// Words before a container that make it another thing: a tea bag, a spice bag (a takeaway
    /// dish), a snack pack (a pudding), a fruit pouch (a purée), a six pack, an ice pack.
    static let notContainers: Set<String> = ["tea", "spice", "snack", "six", "ice", "variety", "gift", "goodie", "doggy", "party",
                                             "family", "value", "multi", "lunch", "protein", "bistro", "juice", "rubbish", "bin", "fruit",
                                             "hot", "crock", "instant", "flower", "coffee"]
    /// What a tinned food is packed in ("tuna can in water").
    static let packedIn: Set<String> = ["water", "brine", "oil", "syrup", "juice", "sauce"]

    /// Units people say after the food ("a pizza slice"), and what each is.
    static let trailingUnits: [String: FoodUnit] = [
        "slice": .slice, "slices": .slice, "piece": .piece, "pieces": .piece, "portion": .serving, "portions": .serving,
        "serving": .serving, "servings": .serving, "shot": .shot, "shots": .shot, "plate": .plate, "platter": .plate,
    ]

    /// The singular of a food word: FoodText's one rule, the index's and the allergen check's too
    /// (eggs → egg, berries → berry, tomatoes → tomato, peaches → peach, cookies → cookie), and
    /// for the plurals in -is that rule keeps (for French: radis, brebis) the English foods said
    /// that way ("two kiwis").
    public static func singular(_ word: String) -> String {
        notPlurals.contains(word) ? word : isPlurals[word] ?? Singular.of(word)
    }

    /// Dishes whose names end in "s" and are no plurals ("a beef madras").
    static let notPlurals: Set<String> = ["madras", "texas"]

    /// Foods whose English plural ends in -is, which `Singular` keeps whole.
    static let isPlurals: [String: String] = Dictionary(uniqueKeysWithValues: [
        "kiwi", "salami", "martini", "panini", "zucchini", "tahini", "wasabi", "bellini", "tortellini", "cannoli", "biscotti",
        "chapati", "chapatti", "pepperoni", "broccoli", "khachapuri", "roti", "puri", "bhaji",
    ].map { ($0 + "s", $0) } + [("pierogies", "pierogi"), ("pierogis", "pierogi")])
}
