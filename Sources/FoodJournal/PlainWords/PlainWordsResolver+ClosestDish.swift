import FoodText

/// The closest generic dish: when no food is named with every word said, the dish its words
/// come closest to ("a jam doughnut" is a doughnut), or none.
extension PlainWordsResolver {
    /// Words that say where a dish comes from, its style, its flavour or its filling, not which
    /// dish it is: the first dropped when no food is named with every word ("a jam doughnut" is a
    /// doughnut, "a wiener schnitzel" a schnitzel, "2 vegetable samosas" samosas).
    static let lessInformative: Set<String> = [
        "traditional", "classic", "homemade", "home", "style", "authentic", "spicy", "mild", "hot", "sweet", "mini",
        "microwave", "wiener", "viennese", "cornish", "spanish", "italian", "french", "greek", "turkish", "indian", "thai", "chinese",
        "japanese", "korean", "mexican", "american", "english", "british", "irish", "scottish", "welsh", "german", "polish",
        "vegetable", "veggie", "vegan", "jam", "jelly", "custard", "cream", "strawberry", "chocolate", "vanilla",
        "plain", "glazed", "loaded", "stuffed", "filled", "fresh", "toasted", "warm", "cold", "iced", "breakfast",
        "crispy", "street", "oat", "matcha", "soy", "almond", "skinny", "decaf", "large", "small", "regular", "fun", "side",
        // A taco's shell; a naan's filling; a burrito's style.
        "hard", "soft", "crunchy", "peshwari", "keema", "california",
        // Dressings, regional styles and the flavours of crisps.
        "caesar", "sichuan", "szechuan", "cantonese", "mapo", "salt", "vinegar", "sour", "bbq", "barbecue", "paprika", "cajun", "creole",
        "smoky", "onion",
        // Ramen broths: a tonkotsu, shoyu or miso ramen is a bowl of ramen.
        "tonkotsu", "shoyu", "miso",
        // Chains said with what was bought there: a Starbucks frappuccino, a Dunkin' donut.
        "starbuck", "dunkin", "krispy", "kreme", "panera", "costco", "greggs", "pret",
    ]

    /// Words that say where a food was bought or how it came, not what it is: all of them are
    /// set aside when no food is named with every word said ("a Tesco chicken pasta salad",
    /// "Costa flat white", "a full size scotch egg", "30g grated mature cheddar"). Only then: a
    /// food the index names with them keeps them.
    static let boughtWords: Set<String> = [
        // Irish brands of tea: Barry's, Lyons; protein shakes by their brands: Fairlife, Premier Protein.
        "barry", "lyon", "fairlife", "premier",
        "starbuck", "dunkin", "panera", "costco", "greggs", "gregg", "pret", "costa", "subway", "wagamama", "nando", "wendy",
        "popeye", "mcdonald", "panda", "express", "wetherspoon", "tesco", "sainsbury", "asda", "waitrose", "aldi", "lidl",
        "heinz", "innocent", "grenade", "chick-fil-a", "chickfila", "takeaway", "full", "size", "grated", "mature", "peppered", "microwave",
        "walker", "kraft", "indomie", "kellogg", "woolie", "wooly", "woolworth", "cole", "chipotle", "timmy", "timmie",
        "campbell", "sun-maid", "sunmaid", "smith", "supermarket",
        // An Irish porridge oats by its miller; where a tray or a carton came from.
        "flahavan", "stadium", "ballpark", "hospital",
        // British chemists and Australian school canteens sell lunches too.
        "boot", "tuckshop",
        // Nachos or a pizza shared is the share said of it ("shared nachos, had about half").
        "shared",
    ]

    /// Shops, brands and ways of coming said in more than one word, set aside as `boughtWords` are
    /// ("trader joe's orange chicken", "chicken korma with pilau rice ready meal"); each word alone may
    /// name a food ("sloppy joe", "a big mac meal"). The pot it was cooked in at home is how it came
    /// too ("slow cooker pulled pork" is pulled pork).
    static let boughtNames: [[String]] = [["trader", "joe"], ["trader", "joe's"], ["tim", "horton"], ["tim", "hortons"],
                                          ["marks", "and", "spencer"], ["m&s"], ["ready", "meal"], ["slow", "cooker"], ["slow", "cooked"],
                                          ["crock", "pot"], ["crockpot"], ["instant", "pot"], ["tv", "dinner"], ["gas", "station"],
                                          ["petrol", "station"], ["vending", "machine"], ["canteen"], ["cafeteria"],
                                          // A British lunch of a sandwich, a snack and a drink at one price.
                                          ["meal", "deal"],
                                          // Cooked ahead for the week: "meal prep turkey chili".
                                          ["meal", "prep"], ["meal-prep"], ["meal", "prepped"],
                                          // A whey protein by its maker and its line: Optimum Nutrition's Gold Standard.
                                          ["optimum", "nutrition"], ["gold", "standard"],
                                          // Road-trip chains.
                                          ["waffle", "house"], ["buc-ee"], ["buc-ees"], ["wawa"], ["sheetz"], ["7-eleven"], ["7", "eleven"],
                                          // Makers of ready meals, tins and pouches, and bought, not made.
                                          ["lean", "cuisine"], ["healthy", "choice"], ["marie", "callender"], ["hungry", "man"],
                                          ["chef", "boyardee"], ["uncle", "ben"], ["store", "bought"], ["store-bought"],
                                          ["shop", "bought"], ["shop-bought"],
                                          // Who brought or served it: a meals-on-wheels or a care home's lunch; how it was cooked
                                          // at a campfire ("foil packet potatoes").
                                          ["meal", "on", "wheel"], ["care", "home"], ["nursing", "home"], ["foil", "packet"],
                                          // The meal it was: "care home lunch minced beef".
                                          ["lunch"], ["dinner"], ["supper"]]

    /// `item` without the words of `boughtWords` and `boughtNames`, or nil when it says none or nothing else.
    static func withoutBoughtWords(_ item: ParsedItem) -> ParsedItem? {
        let words = withoutBoughtNames(item.food.split(separator: " ").map(String.init)).words
        if words.isEmpty { return nil }
        let said = item.food.split(separator: " ").count
        // A brand said after "with" or "and" is a food of its own ("a club sandwich with walkers").
        if zip(words, words.dropFirst()).contains(where: { joiningWords.contains($0) && boughtWords.contains($1) }) { return nil }
        // A full breakfast keeps its "full" ("wetherspoons full english" was English walnuts).
        let kept = words.indices.filter { index in
            !boughtWords.contains(words[index])
                || words[index] == "full" && index + 1 < words.count && fullBreakfasts.contains(words[index + 1])
        }.map { words[$0] }
        guard kept.count < said, !kept.isEmpty else { return nil }
        var plain = item
        plain.food = kept.joined(separator: " ")
        return plain
    }

    /// `words` without every one of `boughtNames` said in them, and whether any was.
    static func withoutBoughtNames(_ words: [String]) -> (words: [String], removed: Bool) {
        var words = words
        var removed = false
        for name in boughtNames {
            while let start = words.indices.first(where: { words[$0...].starts(with: name) }) {
                words.removeSubrange(start..<(start + name.count))
                removed = true
            }
        }
        return (words, removed)
    }

    /// Words after "full" that name a full breakfast, whose "full" is no size.
    static let fullBreakfasts: Set<String> = ["english", "irish", "scottish", "welsh", "breakfast", "brekkie", "fry", "monty"]

    /// The filling of a dish (a meat, fish, tofu, paneer, egg): dropped last, and only for a dish
    /// whose name says no other main food ("a chicken shawarma" is a gyro sandwich).
    static let fillings: Set<String> = [
        "chicken", "beef", "pork", "lamb", "mutton", "goat", "turkey", "duck", "fish", "salmon", "tuna", "cod", "shrimp",
        "prawn", "crab", "lobster", "tofu", "paneer", "egg", "ham", "bacon", "sausage", "cheese", "mushroom", "steak",
    ]

    /// What a dish or drink is made of, beyond its filling: never dropped ("a vodka tonic" is no
    /// tonic water, "banana bread" no bread, a tofu stir fry no stir fry of vegetables alone).
    static let bases: Set<String> = [
        "bean", "lentil", "chickpea", "potato", "rice", "noodle", "banana", "apple", "carrot", "tofu",
        "vodka", "gin", "rum", "whiskey", "whisky", "tequila", "brandy", "coffee", "tea", "milk", "chocolate",
    ]

    /// Meats and fish, which no one eats by the teaspoon.
    static let meats: Set<String> = [
        "chicken", "beef", "pork", "lamb", "mutton", "goat", "turkey", "duck", "fish", "salmon", "tuna", "cod", "shrimp",
        "prawn", "crab", "lobster", "steak",
    ]

    /// Fish sold by the steak or the fillet.
    static let fishes: Set<String> = chipShopFish.union([
        "tuna", "salmon", "swordfish", "trout", "halibut", "tilapia", "snapper", "mackerel", "catfish", "mahi", "bass",
    ])

    /// Breads a filling is eaten in: said with one, they are not the plain bread.
    static let breadHeads: Set<String> = [
        "pita", "bagel", "roll", "bun", "wrap", "tortilla", "naan", "croissant", "biscuit", "muffin", "baguette", "ciabatta",
        "flatbread", "bread", "toast", "sub", "hoagie", "panini", "sandwich",
    ]

    /// Words of the bread a sandwich is said to be on ("on rye", "on whole wheat", "on a brioche bun").
    static let sandwichBreadWords: Set<String> = [
        "rye", "wheat", "whole", "white", "sourdough", "multigrain", "pumpernickel", "french", "italian", "bread", "toast",
        "toasted", "roll", "bun", "brioche", "ciabatta", "baguette", "bagel", "croissant", "focaccia", "english", "muffin",
        "hoagie", "grain", "seeded", "potato", "pretzel", "kaiser", "sesame",
        // As British sandwiches are made: "a cheese and pickle sandwich on brown bread".
        "brown", "granary", "wholemeal", "malted",
    ]

    /// The fillings every burrito holds: said after it, they are in it, not a side of rice and beans beside it.
    static let wrappedFillings: Set<String> = [
        "rice", "bean", "black bean", "pinto bean", "refried bean", "cheese", "lettuce", "salsa", "pico",
    ]

    /// Dishes whose plain kind is made of one meat (a burger of beef).
    static let meatDishHeads: Set<String> = ["burger", "hamburger", "cheeseburger", "slider", "meatball", "meatloaf"]

    /// An omelet, as its fillings are said after it.
    static let omelets: Set<String> = ["omelet", "omelette"]

    /// Main foods, fillings or bases: a generic dish naming one the user did not say is another dish.
    static let mainFoods = fillings.union(bases)

    /// Heads that name a family of foods, too wide to stand alone for the dish said.
    static let familyWords: Set<String> = [
        "roll", "bread", "cake", "pie", "bar", "salad", "soup", "stew", "fry", "ball", "stick", "cheese", "sauce",
        "drink", "sandwich", "wrap", "cookie", "biscuit", "pastry", "tart", "bun", "meat", "dish", "bowl", "plate",
    ]

    /// Families whose survey "Soup, NFS" is a fair stand-in for a kind not named ("a bowl of spicy
    /// soup"); a sandwich, NFS is a meat one, so "a veggie wrap" is refused.
    static let nfsFamilies: Set<String> = ["soup", "salad", "stew"]

    /// Whether a word names a dish the tables know (a usual serving, an energy range or portions
    /// by kind): only such a word may stand for the item once others are dropped, so that
    /// "roast chicken leg" never becomes frog legs.
    static func isDishHead(_ word: String) -> Bool {
        TypicalServings.singularGrams[word] != nil || PlausibleEnergy.singularBounds[word] != nil
            || UsualPortions.kinds.contains { $0.words == [word] }
    }

    /// A dish not named word for word: the generic food named with the item's head word (its last)
    /// and as many of its other words as can be kept, dropping one word, then two, the least
    /// informative first. Every food it returns passed `best`'s checks (the name, the energy).
    static func closestDish(_ item: ParsedItem, catalog: FoodCatalog, portions: PortionSource) throws -> CatalogFood? {
        // Words spelt another way are read as the index spells them ("donut" is "doughnut").
        let words = coreWords(item.food.split(separator: " ").map { word in
            PhraseWords.synonyms[String(word)].flatMap { $0.contains(" ") ? nil : $0 } ?? String(word)
        })
        // "beef in black bean sauce" is beef cooked in a sauce: the last word is not the dish.
        guard words.count >= 2, let head = words.last, isDishHead(head), !words.dropLast().contains("in") else { return nil }
        // Less informative words go first, then cooking words, then words the tables do not know,
        // then a filling. A base is never dropped. A filling is dropped only for a dish naming no
        // other main food ("a chicken shawarma" is a gyro sandwich, "lamb curry" no beef curry).
        // An unknown word may be the food itself ("quokka stew" is no stew, NFS): it is dropped
        // only while another said word stays with the head ("lemon drizzle cake" is a lemon cake).
        func known(_ word: String) -> Bool {
            lessInformative.contains(word) || fillings.contains(word) || PhraseWords.cooking[word] != nil
        }
        func rank(_ word: String) -> Int {
            fillings.contains(word) ? 3 : lessInformative.contains(word) ? 0 : known(word) ? 1 : 2
        }
        // A bread said with its filling ("a chicken pita") is a sandwich, never the plain bread.
        let filledBread = breadHeads.contains(head)
        // Before a head that names a family of dishes (a salad, a soup, a cake; not a bread: a
        // fajita wrap is a chicken sandwich), a word the tables do not know that is a food of its
        // own ("papaya" in "green papaya salad") says what the dish is made of: it is kept like a base.
        func namesAFood(_ word: String) throws -> Bool {
            guard familyWords.contains(head), !breadHeads.contains(head), !known(word) else { return false }
            return try catalog.search(word, kind: .generic, limit: 5).contains { food in
                food.name.lowercased().split(separator: ",").first.map { PlainWordsParser.singular(String($0)) } == word
            }
        }
        // A burger of no meat said is beef: a meat or fish said of one is never dropped ("a fish
        // burger" was a cheeseburger).
        let meatDish = meatDishHeads.contains(head)
        // A dish the tables name with a joining word ("lobster mac and cheese") keeps all its words:
        // "and cheese" alone was a 250 g plate of cheese.
        let named = Set(PlainWordsParser.namesWithQuantityOrJoiningWords.flatMap { name in
            words.indices.filter { words[$0...].starts(with: name) }.flatMap { $0..<($0 + name.count) }
        })
        let others = try Array(0..<(words.count - 1))
            .filter { !named.contains($0) }
            .filter { !bases.contains(words[$0]) && !(filledBread && fillings.contains(words[$0])) }
            .filter { !(meatDish && ContradictedQualifiers.meatWords.contains(words[$0])) }
            .filter { try !namesAFood(words[$0]) }
            .sorted { left, right in
                let (l, r) = (rank(words[left]), rank(words[right]))
                return l != r ? l < r : left < right
            }
        var drops: [[Int]] = others.map { [$0] }
        for (at, first) in others.enumerated() { for second in others[(at + 1)...] { drops.append([first, second]) } }
        let said = saidWords(item)
        let household = HouseholdMeasures.food(named: item.food)
        for drop in drops {
            let kept = words.enumerated().filter { !drop.contains($0.offset) }.map(\.element)
            if kept.count < 2, drop.contains(where: { !known(words[$0]) }) { continue }
            // A word alone stands for the dish only when it names one with a usual serving, and a
            // family of foods only as its survey "NFS" food, for the few families where that is
            // fair ("spring roll" is no bread roll, "banana bread" no bread).
            if kept.count == 1, TypicalServings.singularGrams[head] == nil { continue }
            let family = kept.count == 1 && familyWords.contains(head)
            if family, !nfsFamilies.contains(head) { continue }
            var reduced = item
            reduced.food = kept.joined(separator: " ") + (family ? " nfs" : "")
            // What the kept words say, but not the filling a word said alone stands for ("curry"
            // alone is chicken curry; "prawn curry" with the prawn dropped is no chicken curry).
            let standsFor = Self.words(PhraseWords.wholeFoods[reduced.food] ?? "").subtracting(Self.words(reduced.food))
            let keptSaid = saidWords(reduced).subtracting(standsFor.intersection(fillings))
            let keptHousehold = HouseholdMeasures.food(named: reduced.food)
            guard let food = try match(reduced, household: keptHousehold, catalog: catalog, portions: portions, kind: .generic),
                  // The food the household table names for the words kept is that food, whatever its name holds.
                  keptHousehold?.catalogName == food.name
                    || Self.words(food.name).subtracting(deniedWords(food.name)).intersection(mainFoods).isSubset(of: said.union(keptSaid)),
                  // A meat of no kind ("Biryani with meat") is no dish said without one ("a vegetable biryani").
                  !Self.words(food.name).contains("meat") || !said.isDisjoint(with: ContradictedQualifiers.meatWords),
                  !family || food.name.lowercased() == head + ", nfs"
            else { continue }
            // Its energy is judged on what was said, not on the words kept ("scotch egg" is no egg).
            let weighed = try? grams(of: item, household: household, food: food, portions: portions).get().0
            if PlausibleEnergy.allows(food, grams: weighed, item: item) { return food }
        }
        return nil
    }
}
