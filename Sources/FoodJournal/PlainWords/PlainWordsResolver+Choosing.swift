import FoodText

/// Choosing the food: which catalog food an item names (`match`, `best`), by the words said and
/// the words of each name, and the checks that keep a food nobody said from being logged.
extension PlainWordsResolver {
    /// Words that describe how a food is cut or served, not which food it is: "200g salmon
    /// fillet" is salmon. A table food stands for an item only when the item's other words are
    /// among these or cooking words ("grilled chicken breast"), never for "mac and cheese" (cheese).
    static let descriptiveWords: Set<String> = [
        "fillet", "filet", "steak", "cooked", "raw", "fresh", "plain", "sliced", "chopped", "diced", "homemade",
        "organic", "hot", "cold", "warm", "piece", "serving", "portion", "toasted", "whole", "medium",
        "chunk", "cube", "cubed",
        // "pan fried", "deep fried", "oven baked", "air fried", "slow cooked": the cooking word says it.
        "pan", "deep", "oven", "air", "slow", "smashed",
        // "with extra noodles": more of the food; "a craft beer" is a beer; melted cheese is cheese.
        "extra", "craft", "melted",
        // How strong a tea or a coffee was brewed: "a cup of weak tea".
        "weak", "strong",
    ]

    /// Words that say how a food is, which name no food said alone.
    static let stateWords: Set<String> = [
        "dry", "dried", "raw", "uncooked", "cooked", "fresh", "plain", "organic", "hot", "cold", "warm", "homemade", "whole",
        "sliced", "chopped", "diced", "toasted", "smashed", "frozen", "canned", "tinned", "leftover", "reheated", "fillet", "filet",
        "shelled", "drained", "rinsed", "piece", "portion", "serving", "chunk", "cube",
    ]

    /// Words a name may hold beyond what was said without making it another food.
    static let neutralNameWords: Set<String> = Set([
        "nfs", "ns", "as", "to", "type", "plain", "regular", "original", "fat", "no", "added", "not", "further", "specified",
        "from", "made", "home", "prepared", "commercially", "enriched", "unenriched", "fresh", "whole", "cooked", "salt",
        "without", "with", "eaten", "skin", "style", "ready", "serve", "in", "on", "brewed",
        // How a food was cooked plainly ("cooked, dry heat"; "Potato, cooked, as ingredient"), and
        // "NS as to part".
        "dry", "moist", "heat", "ingredient", "unsweetened", "part", "raw",
    ]).union(surveyCategories)

    /// The surveys' categories, put first in a name before the food ("Spices, cinnamon, ground",
    /// "Mollusks, oyster"): the family the food is of, no other food.
    static let surveyCategories: Set<String> = ["spice", "mollusk", "crustacean", "beverage"]

    /// Foods people eat cooked: a raw one is only taken when nothing cooked fits.
    static let usuallyCooked: Set<String> = [
        "chicken", "beef", "pork", "steak", "salmon", "fish", "shrimp", "turkey", "lamb", "bacon", "sausage", "thigh",
        "wing", "chop", "rice", "pasta", "spaghetti", "bean", "lentil", "quinoa", "potato", "tofu", "ham", "meatloaf",
        "cod", "tuna", "tilapia", "burger", "oatmeal", "noodle", "vegetable", "patty",
        "duck", "venison", "veal", "goat", "mutton", "bran", "barley", "bulgur", "couscous", "millet", "grits",
        "collard", "sprout", "parsnip", "turnip", "rutabaga",
    ]

    /// The food for an item. Said exactly as the table names it ("rice", "eggs"): the table's
    /// food. Otherwise the best food whose name holds every word said (synonyms and descriptive
    /// words aside) and nothing that makes it another food: generic foods first, then any food of
    /// the index (branded and restaurant foods). A cooking word ("steamed", "grilled") chooses a
    /// food cooked that way. Among those, foods the user logged before come first
    /// (`FoodCatalog.isYours`), then foods that can be weighed in the unit said, then the fewest
    /// other words. Nil when nothing fits.
    static func match(_ item: ParsedItem, household: HouseholdFood?, catalog: FoodCatalog, portions: PortionSource,
                      kind onlyKind: CatalogFood.Kind? = nil) throws -> CatalogFood? {
        func tableFood(_ household: HouseholdFood) throws -> CatalogFood? {
            bestMatch(try catalog.search(household.catalogName, kind: .generic, limit: 20), for: household.catalogName,
                      mustContain: household.catalogName)
        }
        let saidWords = item.food.split(separator: " ").map(String.init)
        // "baked beans" names a dish; "baked potato" says how a potato was cooked.
        let dish = PhraseWords.cookedDishes.contains(item.food)
        // A fish said by its cut ("a tuna steak", "a salmon fillet") is fresh fish, cooked: the
        // surveys' fish "NFS" may be canned.
        let fishCut = saidWords.contains { ["steak", "fillet", "filet"].contains($0) } && saidWords.contains(where: fishes.contains)
        let cooking = dish ? nil : saidWords.first { PhraseWords.cooking[$0] != nil } ?? (fishCut ? "cooked" : nil)
        let cookedNames = cooking.flatMap { PhraseWords.cooking[$0] } ?? []
        let core = dish ? item.food : coreWords(saidWords).joined(separator: " ")
        // Said of a tin, the table's food is not one named raw, fresh or from dried.
        if onlyKind == nil, let household, !item.saidOfATin || words(household.catalogName).isDisjoint(with: uncannedForms) {
            // Said as the table names it, cooking word and all ("cooked oats"), or not said cooked.
            if household.names.contains(item.food) {
                if let food = try tableFood(household) { return food }
            }
            // Cooked the way said, or a way like it; but roasted is no baked: roast potatoes are
            // roasted in fat ("Potato, roasted", 126 kcal per 100 g, not "Potato, baked", 93).
            if household.names.contains(core), let cooking, cookedMatches(household.catalogName, PhraseWords.cooking[cooking] ?? []),
               !(["roast", "roasted"].contains(cooking) && words(household.catalogName).contains("baked")),
               let food = try tableFood(household) { return food }
        }
        // Words that only say how a food is ("dry", "raw", "cooked", "a fillet") name none: "dry"
        // was 140 g of bulgur, "raw" an abiyuch, "a fillet" an emu's.
        if saidWords.allSatisfy({ stateWords.contains($0) || PhraseWords.cooking[$0] != nil }) { return nil }
        let query = core.isEmpty ? item.food : core
        var queries = [query]
        if let plain = PhraseWords.plainFoods[query] { queries.insert(plain, at: 0) }
        for name in cookedNames.prefix(3) { queries.insert(query + " " + name, at: queries.count - 1) }
        // Cooked without fat, the plainly cooked food may say only "cooked" ("..., cooked, dry heat").
        if let cooking, PhraseWords.cookedWithoutFat.contains(cooking), !cookedNames.prefix(3).contains("cooked") {
            queries.insert(query + " cooked", at: queries.count - 1)
        }
        // USDA names put the kind first: "banana bread" is "Bread, banana". Only generic names do:
        // a product's name says it in the order said, and the search ranks a name holding the
        // words in the order searched first, so the reversed words would favour "Lemon bar
        // granola" for "granola bar".
        let said = queries
        let coreSplit = query.split(separator: " ")
        if coreSplit.count == 2 { queries.insert(coreSplit.reversed().joined(separator: " "), at: queries.count - 1) }
        for kind in onlyKind.map({ [$0] }) ?? [CatalogFood.Kind.generic] {
            if let food = try best(kind == .generic ? queries : said, item: item, cookedNames: cookedNames, catalog: catalog,
                                   portions: portions, kind: kind) {
                // A generic dish without a part of it ("Greek salad, no dressing") only when no
                // food of the index is the whole dish.
                let saidSet = Self.saidWords(item)
                if onlyKind == nil, deniesPart(food.name, said: saidSet),
                   let whole = try best(said, item: item, cookedNames: cookedNames, catalog: catalog, portions: portions, kind: nil),
                   !deniesPart(whole.name, said: saidSet) {
                    return whole
                }
                return food
            }
        }
        if onlyKind != nil { return nil }
        if let household, household.names.contains(core), let food = try tableFood(household) { return food }
        if let food = try best(said, item: item, cookedNames: cookedNames, catalog: catalog, portions: portions, kind: nil) {
            return food
        }
        return try closestDish(item, catalog: catalog, portions: portions)
    }


    /// Cooking words that name another food, not a way of cooking the same one: fried rice is
    /// not rice, scrambled eggs are not boiled ones. These stay among the words a name must hold.
    static let namingCookingWords: Set<String> = ["fried", "scrambled", "mashed", "poached"]

    /// The words that say which food it is: without descriptive words ("hot" stays in "hot
    /// chocolate" and "hot dog") and without cooking words that only say how it was cooked. All
    /// of them are kept when nothing else would be left ("grilled steak" is a steak).
    /// Words of names of a food as it is before any tin: what a food said of a tin is not.
    static let uncannedForms: Set<String> = ["raw", "fresh", "dried", "dry"]

    static func coreWords(_ words: [String]) -> [String] {
        let compounds: Set<String> = ["chocolate", "dog", "sauce", "pepper", "cocoa", "wing", "pot"]
        var core: [String] = []
        for (index, word) in words.enumerated() {
            if PhraseWords.cooking[word] != nil && !namingCookingWords.contains(word) { continue }
            // "salmon steak" is salmon, but a steak pie is made of steak, and a pepper steak or a
            // Salisbury steak is a steak.
            let fillingFirst = word == "steak" && index < words.count - 1
            let namesTheSteak = word == "steak" && index > 0 && !fishes.contains(words[index - 1])
            // A fillet in a bread is the sandwich's: "a chicken fillet roll" is no chicken roll.
            let inBread = word == "fillet" && index + 1 < words.count && sandwichBreads.union(["sandwich"]).contains(words[index + 1])
            // A filet mignon is a cut of its own.
            let mignon = index + 1 < words.count && words[index + 1] == "mignon"
            if descriptiveWords.contains(word), !fillingFirst, !namesTheSteak, !inBread, !mignon,
               !(word == "hot" && index + 1 < words.count && compounds.contains(words[index + 1])) { continue }
            core.append(word)
        }
        if core.isEmpty { core = words.filter { PhraseWords.cooking[$0] == nil || namingCookingWords.contains($0) } }
        return core.isEmpty ? words : core
    }

    static func cookedMatches(_ name: String, _ cookedNames: [String]) -> Bool {
        let have = words(name)
        return cookedNames.contains { have.contains($0) }
    }

    static func best(_ query: String, item: ParsedItem, cookedNames: [String], catalog: FoodCatalog, portions: PortionSource,
                     kind: CatalogFood.Kind?) throws -> CatalogFood? {
        try best([query], item: item, cookedNames: cookedNames, catalog: catalog, portions: portions, kind: kind)
    }

    /// The best food for `item` among the results of `queries` (see `match`).
    static func best(_ queries: [String], item: ParsedItem, cookedNames: [String], catalog: FoodCatalog, portions: PortionSource,
                     kind: CatalogFood.Kind?) throws -> CatalogFood? {
        let wanted = searchWords(queries.last ?? item.food)
        let required = words(wanted)
        // The food said is its first or last word, a cooking word aside: "fried chicken" is chicken,
        // so "Rice, fried, with chicken" (rice; the chicken comes with it) is not it.
        let wantedWords = wanted.split(separator: " ")
        let uncooked = wantedWords.filter { PhraseWords.cooking[PlainWordsParser.singular(String($0))] == nil }
        let saidEnds = uncooked.isEmpty ? wantedWords : uncooked
        // A hyphened word is its parts, as a name's head is read: "cheez-its" is "(Cheez-It)". A
        // word said twice over ("puff-puff", a double-double) is one word, no puff nor double.
        let ends = [saidEnds.first, saidEnds.last].compactMap { $0 }.map { end -> [String] in
            let parts = PlainWordsParser.singular(String(end)).split(separator: "-").map { PlainWordsParser.singular(String($0)) }
            return Set(parts).count == parts.count ? parts : [PlainWordsParser.singular(String(end))]
        }
        // Said of a tin ("a 400g tin of chickpeas") is said canned: the food from a can ("Chickpeas,
        // from canned"), not one named raw, fresh or from dried.
        let tinned = item.saidOfATin
        let said = tinned ? saidWords(item).union(["canned"]) : saidWords(item)
        let cookedWithoutFat = !said.isDisjoint(with: PhraseWords.cookedWithoutFat) && said.isDisjoint(with: PhraseWords.fats)
            && !PhraseWords.cookedDishes.contains(item.food)
        var seen: Set<String> = []
        var productsServing: Double??
        func productsWeight() throws -> Double? {
            if let known = productsServing { return known }
            productsServing = .some(try Self.productsServing(item, catalog: catalog))
            return productsServing ?? nil
        }
        var ranked: [(food: CatalogFood, key: [Int])] = []
        var order = 0
        for query in queries {
            let search = searchWords(query)
            for food in try catalog.search(search, kind: kind, limit: kind == nil ? 30 : 20) where seen.insert(food.id).inserted {
                order += 1
                var have = words(food.name)
                // A "stir fry" is stir fried, however a name spells it ("Asian stir fry vegetables").
                if have.isSuperset(of: ["stir", "fry"]) { have.insert("fried") }
                guard required.isSubset(of: have), plausible(food, said: said, drink: saidAsDrink(item.food)),
                      !LiquidMeasure.refuses(food, item: item, said: said),
                      !ContradictedQualifiers.contradicts(food.name, said: said),
                      !namesTheAddition(food.name, wanted: wanted),
                      ends.contains(where: { !$0.isEmpty && headWords(food.name).isSuperset(of: $0) }) else { continue }
                // A meat nobody said joined first to the food said ("Beef and rice with mushroom
                // sauce" for "mushroom rice") makes another dish.
                // So do meats said as alternatives ("Chicken or turkey and potatoes with gravy" for
                // "roast potatoes with gravy").
                let nameWords = nameCheckWords(food.name.lowercased())
                if let and = nameWords.prefix(4).firstIndex(of: "and"), and > 0, case let meats = nameWords[..<and].filter({ $0 != "or" }),
                   !meats.isEmpty, meats.allSatisfy(ContradictedQualifiers.meatWords.contains), said.isDisjoint(with: meats) { continue }
                let others = have.subtracting(required).subtracting(said).subtracting(neutralNameWords)
                    .subtracting(unspecifiedWords(food.name)).subtracting(usualFormWords(food.name))
                // A meat made into another food nobody said is that food: "cooked beef" is no
                // "Beef, bacon, cooked".
                if !others.isDisjoint(with: madeFromMeat) || others.isSuperset(of: ["breakfast", "strip"]) { continue }
                // Meat or sugar the user did not say counts twice: "rice and beans" is not "Beans and
                // rice, with meat", "coconut water" not "Coconut water, sweetened".
                let nameSequence = nameCheckWords(food.name.lowercased())
                let leanerPhrase = PhraseWords.leanerPhrases.contains { lean in
                    !said.contains(lean.second) && zip(nameSequence, nameSequence.dropFirst()).contains { $0 == lean.first && $1 == lean.second }
                }
                let extra = others.count + others.intersection(PhraseWords.leanerKind).count + others.intersection(PhraseWords.unsaidAdditions).count
                    + (leanerPhrase ? 1 : 0)
                    // A food joined to the one said and not said itself ("Peas and corn" for peas) counts twice.
                    + (joinsUnsaidFood(nameCheckWords(food.name.lowercased().replacing("&", with: " and ")), said: said) ? 1 : 0)
                    + others.intersection(fillings).intersection(headWords(food.name)).count
                    // Pasta from a can, unsaid, is not pasta cooked ("a bowl of ravioli").
                    + (others.contains("canned") && nameCheckWords(food.name.lowercased()).first.map(pastaWords.contains) == true ? 1 : 0)
                var cookedRank = 0
                // "Pork sausage, link/patty, unprepared" and "Vegetables, mixed, frozen, unprepared" are raw.
                let isRaw = have.contains("raw") || have.contains("unprepared") || have.contains("uncooked")
                // Said cooked without fat ("boiled potatoes", "baked salmon"): the food cooked plainly
                // is cooked that way, whichever cooking word its name uses.
                let withoutFat = cookedWithoutFat && addedFat(food.name, said: said) == 0
                if !cookedNames.isEmpty {
                    cookedRank = withoutFat ? 0 : cookedNames.firstIndex { have.contains($0) } ?? (isRaw ? 20 : 10)
                    // Among foods cooked plainly, one whose name says another way of cooking comes
                    // after: a boiled egg is not "Egg, whole, baked, no added fat".
                    let otherWay = have.contains { PhraseWords.cooking[$0] != nil && $0 != "cooked" && !cookedNames.contains($0) }
                    cookedRank = cookedRank * 2 + (otherWay ? 1 : 0)
                } else if isRaw, !required.isDisjoint(with: usuallyCooked) {
                    cookedRank = 20
                }
                // A product sold as a leaner kind the user did not say ("Progresso Light Chicken
                // Pot Pie Style Soup", 37 kcal per 100 g) is another food: a generic food may
                // be the leaner kind of its family, a product is the one its maker lightened.
                if food.kind == .product, !others.isDisjoint(with: leanerProductWords) { continue }
                // A product sold by the teaspoon under a meat's name ("ORGANIC TANDOORI CHICKEN", a
                // 3.7 g spice blend) seasons the dish; it is not the dish.
                if food.kind == .product, let serving = servingSize(food), serving < 10, !said.isDisjoint(with: meats) { continue }
                let weighed = try? grams(of: item, household: HouseholdMeasures.food(named: item.food), food: food,
                                         portions: portions).get()
                // Energy the thing said cannot have is another food, however well the name fits;
                // weighed as its products are sold, when the usual serving is not one of it.
                let energyFits = PlausibleEnergy.allows(food, grams: weighed?.0, item: item)
                guard try energyFits || productsWeight().map({ PlausibleEnergy.allows(food, grams: $0, item: item) }) == true
                else { continue }
                let weighable = weighed != nil
                // Named exactly as searched, and cooked as said when a way of cooking was said
                // ("grilled chicken" is no rotisserie chicken, however exactly "chicken" names it).
                let exact = food.name.lowercased() == search.lowercased() && (cookedNames.isEmpty || cookedMatches(food.name, cookedNames)) ? 0 : 1
                // "spaghetti with meat sauce" is said in that order: the name saying so comes first.
                let phrase = !wanted.contains(" with ") || food.name.lowercased().contains(wanted.lowercased()) ? 0 : 1
                // A dish without a part of it ("Greek salad, no dressing") only when none is whole.
                let denies = deniesPart(food.name, said: said) ? 1 : 0
                let uncanned = tinned && !have.contains("canned") && !have.isDisjoint(with: uncannedForms)
                ranked.append((food, [energyFits ? 0 : 1, cookedRank, catalog.isYours(food) ? 0 : 1, weighable ? 0 : 1, denies, food.kind == .generic ? 0 : 1,
                                      uncanned ? 1 : 0, phrase, servedAs(food.name, said: said), exact, extra,
                                      // Of two names as close, the one that specifies ("Coffee, brewed"
                                      // before "Coffee, NS as to brewed or instant").
                                      unspecifiedWords(food.name).isEmpty ? 0 : 1, addedFat(food.name, said: said), order]))
            }
        }
        return ranked.min { $0.key.lexicographicallyPrecedes($1.key) }?.food
    }

    /// Whether the first part of a name joins another food nobody said to the one said with "and",
    /// on either side ("Peas and corn, cooked" for "boiled peas", "Chicken and cheese enchiladas"
    /// for "cheese enchiladas"; the caller reads "&" as "and").
    static func joinsUnsaidFood(_ nameWords: [String], said: Set<String>) -> Bool {
        guard let and = nameWords.firstIndex(of: "and"), and > 0, and < nameWords.count - 1 else { return false }
        return said.contains(nameWords[and + 1]) != said.contains(nameWords[and - 1])
    }

    /// Whether `name` is a food of what was said after "with" rather than before it: its first
    /// part ends in a word said only after "with" ("salad with dressing" is not "Salad dressing,
    /// coleslaw", a dressing whose name also holds both words). A first part that joins foods
    /// itself ("Egg sandwich on bagel") is a combination, judged as one.
    static func namesTheAddition(_ name: String, wanted: String) -> Bool {
        let said = wanted.split(separator: " ").map { PlainWordsParser.singular(String($0)) }
        guard let with = said.firstIndex(of: "with"), with > 0 else { return false }
        let first = " " + (name.lowercased().split(separator: ",").first.map(String.init) ?? "") + " "
        guard ![" with ", " in ", " on ", " and ", " & "].contains(where: first.contains),
              let head = nameCheckWords(first).last else { return false }
        return said[(with + 1)...].contains(head) && !said[..<with].contains(head)
    }

    /// The words a name says it does not specify ("Bread, NS as to major flour, toasted": major,
    /// flour): no part of what the food is, so no word the user left unsaid.
    static func unspecifiedWords(_ name: String) -> Set<String> {
        var result: Set<String> = []
        for part in name.lowercased().split(separator: ",") {
            let partWords = nameCheckWords(part)
            guard partWords.starts(with: ["n", "as", "to"]) || partWords.starts(with: ["ns", "as", "to"]) else { continue }
            result.formUnion(partWords.dropFirst(3))
        }
        return result
    }

    /// The words of the form a category's foods are sold in ("Spices, cinnamon, ground": a spice
    /// is ground, unlike a meat), which no one says.
    static func usualFormWords(_ name: String) -> Set<String> {
        nameCheckWords(name.lowercased()).first == "spice" ? ["ground"] : []
    }

    /// The words a name says the food is without ("Gumbo, no rice": rice), which are no part of it.
    static func deniedWords(_ name: String) -> Set<String> {
        let sequence = nameCheckWords(name.lowercased())
        return Set(zip(sequence, sequence.dropFirst()).filter { denials.contains($0.0) }.map(\.1))
    }

    /// Whether the name says the food lacks a part the user did not say it lacked ("Cobb salad,
    /// no dressing"): a part of the dish as people eat it, which `plausible` lets pass as no other food.
    static func deniesPart(_ name: String, said: Set<String>) -> Bool {
        let nameWords = nameCheckWords(name.lowercased())
        // A sauce is no part of a dish said without one: "Ravioli, no sauce" and "Chicken or turkey
        // and rice, no sauce" lack nothing said.
        return zip(nameWords, nameWords.dropFirst()).contains { before, word in
            denials.contains(before) && PhraseWords.otherFood.contains(word) && !said.contains(word) && word != "sauce"
        }
    }

    /// The words of a lower-cased name, or a part of one, as `plausible` and `deniesPart` compare
    /// them: runs of letters, digits and hyphens, singular.
    static func nameCheckWords<Text: StringProtocol>(_ text: Text) -> [String] {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" }).map { PlainWordsParser.singular(String($0)) }
    }

    /// Words by which a name says the food lacks what follows ("Cobb salad, no dressing").
    static let denials: Set<String> = ["no", "without"]

    /// The words of a name that say what it is: each comma part up to "with", "in" or "on"
    /// ("Mayonnaise, made with tofu" is mayonnaise, not tofu).
    static func headWords(_ name: String) -> Set<String> {
        var result: Set<String> = []
        for part in name.lowercased().split(separator: ",") {
            let head = beforeJoiners(part)
            for word in head.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) { result.insert(PlainWordsParser.singular(String(word))) }
        }
        return result
    }

    /// Coffee-shop drinks a combination's name may hold, which only their own name says.
    static let coffeeShopDrinks: Set<String> = ["mocha", "latte", "cappuccino", "macchiato", "frappuccino", "americano"]

    /// Whether a name found for two foods said together is their combination ("Beans and rice",
    /// "DENNY'S, spaghetti and meatballs"), not a food that only holds their words: a brand's
    /// ("BURGER KING, french fries" for a burger and fries), another food's ("Cookie, chocolate
    /// chip sandwich" for a sandwich and chips). The name holds a word of each food said, and its
    /// head (the first part, after a restaurant's name, before what the food comes with) says
    /// nothing that was not said, but for the alternatives a name offers ("Chicken or turkey",
    /// "Hot chocolate / cocoa"). (A combination the dish names rewrite, "rice and peas" as the
    /// survey's beans and rice, is taken as rewritten.)
    static func namesTheCombination(_ name: String, left: String, right: String, said: Set<String>) -> Bool {
        let lower = name.lowercased().replacing("/", with: " or ")
        let nameWords = Set(nameCheckWords(lower))
        func side(_ food: String) -> Set<String> { saidWords(ParsedItem(quantity: 1, unit: .count, food: food, text: food)) }
        let (leftSaid, rightSaid) = (side(left), side(right))
        guard !nameWords.isDisjoint(with: leftSaid), !nameWords.isDisjoint(with: rightSaid) else { return false }
        // A combination parts its foods, by a comma or a joining word between them: "Chicken or
        // turkey salad with egg" is a chicken salad, not chicken and a salad.
        let sequence = lower.replacing(",", with: " , ").replacing("&", with: " and ").split(separator: " ")
            .flatMap { $0 == "," ? [","] : nameCheckWords($0) }
        let lefts = sequence.indices.filter { leftSaid.contains(sequence[$0]) }
        let rights = sequence.indices.filter { rightSaid.contains(sequence[$0]) }
        guard sequence.indices.contains(where: { at in
            combinationJoiners.contains(sequence[at])
                // A word said of both foods ("chicken with chicken gravy") joins neither to the other.
                && lefts.contains { one in rights.contains { $0 != one && (min(one, $0) + 1)..<max(one, $0) ~= at } }
        }) else { return false }
        // Nor a coffee-shop drink not said ("Coffee, Iced Cafe Mocha, with non-dairy milk" for an
        // iced coffee with milk).
        guard nameWords.intersection(coffeeShopDrinks).isSubset(of: said) else { return false }
        let parts = lower.split(separator: ",")
        guard let first = parts.first else { return false }
        let headPart = isRestaurantName(name) && parts.count > 1 ? parts[1] : first
        let head = nameCheckWords(beforeJoiners(headPart))
        // A snack's kind after a comma is its flavour ("Crackers, cheese" are cheese crackers),
        // not what it is eaten with: crackers with cheese are two foods ("Popcorn, air-popped,
        // with added butter" says what it comes with). Fruit said as such is a fruit yogurt's
        // ("yogurt with fruit" is "Yogurt, NS as to type of milk, fruit").
        let joinedParts = [headPart] + parts.dropFirst().filter { $0.trimmingPrefix(" ").hasPrefix("with ") }
        if let family = head.last, flavouredSnacks.contains(family), !(family == "yogurt" && rightSaid == ["fruit"]),
           case let joined = Set(nameCheckWords(joinedParts.joined(separator: " "))),
           joined.isDisjoint(with: rightSaid) || joined.isDisjoint(with: leftSaid) {
            return false
        }
        return head.enumerated().allSatisfy { at, word in
            said.contains(word) || neutralNameWords.contains(word) || ["and", "or", "&"].contains(word)
                || at > 0 && head[at - 1] == "or" || at + 1 < head.count && head[at + 1] == "or"
        }
    }

    /// What parts two foods in one name: "Beans and rice", "Nachos, cheese only", "Egg sandwich on bagel".
    static let combinationJoiners: Set<String> = [",", "and", "with", "on", "in"]

    /// Foods made of a meat, its offal or its trimmed fat, that a name of the meat may hold
    /// ("Beef, bacon", "Beef, dried, chipped", "Pork, fresh, separable fat"; and breakfast strips).
    static let madeFromMeat: Set<String> = ["bacon", "jerky", "sausage", "frankfurter", "bologna", "salami", "liver", "tongue",
                                            "tripe", "kidney", "heart", "giblet", "chipped", "separable"]

    /// Snacks and yogurts whose names give their flavour after a comma ("Yogurt, Greek, Blueberry"
    /// is a blueberry yogurt, not yogurt with blueberries on it).
    static let flavouredSnacks: Set<String> = ["cracker", "chip", "crisp", "pretzel", "popcorn", "cake", "yogurt"]

    /// One comma part of a name, space-padded and cut before "with", "in" or "on": what the food
    /// is, not what it comes with ("Spaghetti with meat sauce" is spaghetti).
    static func beforeJoiners<Part: StringProtocol>(_ part: Part) -> String {
        var head = " " + part + " "
        for joiner in [" with ", " in ", " on "] {
            if let range = head.firstRange(of: joiner) { head = String(head[..<range.lowerBound]) }
        }
        return head
    }

    /// Among names otherwise alike, the food cooked without fat comes first unless fat was said
    /// ("boiled potatoes" are not "Potato, boiled, NFS", which survey data assume made with fat:
    /// 126 kcal per 100 g against 81 for "Potato, cooked, as ingredient"). Cooked without fat: "no
    /// added fat", "without fat", SR's "cooked, dry heat" and "moist heat", and the survey's plain
    /// "..., cooked, as ingredient"; 2 made with fat, 1 when the name does not say.
    static func addedFat(_ name: String, said: Set<String>) -> Int {
        let lower = name.lowercased()
        if lower.contains("no added fat") || lower.contains("without fat") || lower.contains("dry heat")
            || lower.contains("moist heat") || lower.hasSuffix(", cooked, as ingredient") {
            return said.isDisjoint(with: ["fried", "sauteed"]) ? 0 : 2
        }
        if lower.contains("fat added") || lower.contains("made with oil") || lower.contains("made with butter") {
            return said.isDisjoint(with: ["butter", "oil", "fat", "margarine"]) ? 2 : 0
        }
        return 1
    }

    /// How a dish is served: 0 as people make or buy it, 1 a restaurant's own dish, 2 a packaged
    /// meal or a school lunch, unless said ("frozen", "school"). "Spaghetti with meat sauce, frozen
    /// entree" (90 kcal per 100 g) is a diet meal, not the spaghetti bolognese people cook.
    static func servedAs(_ name: String, said: Set<String>) -> Int {
        let lower = name.lowercased()
        if said.isDisjoint(with: ["frozen", "school", "entree", "meal", "tv"]),
           ["frozen entree", "frozen meal", "school lunch", ", school"].contains(where: lower.contains) { return 2 }
        return isRestaurantName(name) ? 1 : 0
    }

    /// A restaurant's own dish ("DENNY'S, spaghetti and meatballs"): its name starts with the
    /// restaurant in capitals. Its serving is that restaurant's, so a generic dish comes first.
    static func isRestaurantName(_ name: String) -> Bool {
        guard let first = name.split(separator: ",").first, first.contains(where: \.isLetter) else { return false }
        return first.filter(\.isLetter).filter(\.isLowercase).count <= 2 && first.count > 3
    }

    /// Words of drinks, and of what drinks are made with, that have over 200 kcal per 100 g.
    static let strongDrinkWords = Set(["powder", "mix", "syrup", "liqueur", "martini"] + TypicalServings.spirits)

    /// Whether `food` can be what was said: nothing in its name makes it another food
    /// ("seasoning", "juice", "salad" unsaid), and it has energy unless what was said has none
    /// (water, black coffee, diet soda).
    /// `drink` says whether the food said is a drink; by default, whether any word said is one.
    /// The resolver passes the item's own food, so that the milk of "cereal with milk" does not
    /// make the cereal a drink.
    static func plausible(_ food: CatalogFood, said spoken: Set<String>, drink: Bool? = nil) -> Bool {
        // Fried chicken or fish is coated before it is fried: "a fried chicken wing" is the
        // surveys' "Chicken wing, fried, coated" (it was refused).
        let said = spoken.contains("fried") ? spoken.union(["coated", "breaded", "battered"]) : spoken
        if food.per100g.kcal < 1, said.isDisjoint(with: PhraseWords.energyFree) { return false }
        // A drink at over 200 kcal per 100 g is a powder or a syrup to make one with, or no drink at
        // all ("an americano" is not "SPECK AMERICANO" prosciutto, 250); spirits are said.
        if drink ?? said.contains(where: { drinkWords.contains($0) }), food.per100g.kcal > 200,
           said.isDisjoint(with: strongDrinkWords) { return false }
        // So is a product named as a drink at a powder's energy ("SLIMFAST, ADVANCED NUTRITION
        // SMOOTHIE", 423 kcal per 100 g: "a slimfast" was a cup of the powder, 1 001 kcal), unless its
        // name or what was said says it is one.
        if food.kind == .product, food.per100g.kcal > 250, isDrink(food.name.lowercased()),
           words(food.name).union(said).isDisjoint(with: strongDrinkWords.union(LiquidMeasure.concentratedForms)) { return false }
        // A later part with "or" lists ways it may be ("NS as to fresh or frozen"); the first
        // part says what the food is, "or" or not ("Ham or pork salad" is a salad).
        // A brand said as the name writes it in capitals ("a kit kat": "Candies, KIT KAT Wafer Bar"):
        // the other words say what that product is, not another food.
        // Not a drink: a can's or bottle's size is the brand's own, which the index does not hold.
        if drink != true, !isDrink(food.name.lowercased()), isBrandSaid(food.name, said: said) { return true }
        // A product whose first part is what was said ("TWIX, COOKIE BARS, ..." for "a twix"): the
        // maker's name for it, the rest says what it is.
        if food.kind == .product, let first = food.name.split(separator: ",").first, food.name.contains(","),
           !words(String(first)).isEmpty, words(String(first)).isSubset(of: said) { return true }
        // The liquid a food was cooked in is no food said ("Beans, liquid from stewed kidney beans").
        if food.name.lowercased().contains("liquid from"), !said.contains("liquid") { return false }
        // A sweet and sour dish is its own ("Sweet and sour pork with rice" is no pork and rice).
        if food.name.lowercased().contains("sweet and sour"), !said.contains("sour") { return false }
        // An animal's part not said, in any part of the name ("Chicken, neck or ribs").
        if !words(food.name).intersection(PhraseWords.animalParts).isSubset(of: said) { return false }
        // "..., cooked, as ingredient" is the plain cooked food as recipes use it, not a part of one.
        for (index, part) in food.name.lowercased().split(separator: ",").enumerated()
        where (index == 0 || !part.contains(" or ")) && !(index > 0 && part == " as ingredient") {
            // What follows "with", "in" or "on" is what the food comes with, not what it is.
            let head = beforeJoiners(part)
            let partWords = nameCheckWords(head)
            // A filling joined to what was said ("CALZONE PEPPERONI & CHEESE") is in it.
            let joined = (head.firstRange(of: " & ") ?? head.firstRange(of: " and "))
                .map { nameCheckWords(head[..<$0.lowerBound]) }
                .flatMap { before in before.contains(where: said.contains) ? before.count : nil }
            // A word a name denies ("Cobb salad, no dressing") is not in the food.
            for (at, word) in partWords.enumerated() where PhraseWords.otherFood.contains(word) && !said.contains(word) {
                if at > 0, denials.contains(partWords[at - 1]) { continue }
                // "Spices, cinnamon, ground" is cinnamon: the category is no spice blend.
                if index == 0, partWords == [word], surveyCategories.contains(word) { continue }
                // A filling listed after the dish ("Taco, corn tortilla, chicken, cheese") is in it.
                if index > 0 || joined.map({ at >= $0 }) == true, fillings.contains(word) { continue }
                return false
            }
        }
        return true
    }

    /// Whether the name writes a brand in capitals among lower-case words (USDA's "Candies, KIT KAT
    /// Wafer Bar", "Cereals ready-to-eat, RALSTON Corn Flakes") and every word of it was said, with
    /// at least two letters said in all: the user named that product.
    static func isBrandSaid(_ name: String, said: Set<String>) -> Bool {
        guard name.contains(where: \.isLowercase) else { return false }
        // Per comma part: "McDONALD'S, McCHICKEN Sandwich" is a McChicken said without the chain.
        return name.split(separator: ",").contains { part in
            let capitals = part.split(whereSeparator: { !$0.isLetter && $0 != "'" })
                .filter { word in word.count >= 2 && word.filter(\.isUppercase).count >= max(2, word.count - 2) }
                .map { PlainWordsParser.singular($0.lowercased().filter(\.isLetter)) }
            return !capitals.isEmpty && capitals.joined().count >= 4 && capitals.allSatisfy(said.contains)
        }
    }

    /// The words the user said for an item, singular, with synonyms and words meaning the same.
    static func saidWords(_ item: ParsedItem) -> Set<String> {
        var said = words(item.text).union(words(item.food)).union(words(searchWords(item.food)))
        for word in said { said.formUnion(PhraseWords.sameMeaning[word] ?? []) }
        return said
    }

    /// "a big mac": the size word belongs to the name when the food alone is not a table food and
    /// a food is named with it; the item is then that food, of no size.
    static func sizedAsName(_ item: ParsedItem, catalog: FoodCatalog, portions: PortionSource) throws -> ParsedItem {
        guard HouseholdMeasures.food(named: item.food) == nil, item.size != nil, let sized = sizedName(item) else { return item }
        var named = item
        named.food = sized
        named.size = nil
        return try best(sized, item: named, cookedNames: [], catalog: catalog, portions: portions, kind: nil) == nil ? item : named
    }

    /// "big mac" for an item parsed as a large "mac": the size word as said, before the food.
    static func sizedName(_ item: ParsedItem) -> String? {
        let words = PlainWordsParser.tokens(item.text)
        for (index, word) in words.enumerated().dropLast() where PlainWordsParser.sizes[word] != nil {
            let rest = words[(index + 1)...].joined(separator: " ")
            if rest.hasPrefix(item.food) || PlainWordsParser.singular(rest) == item.food { return word + " " + item.food }
        }
        return nil
    }

    /// The words to search the catalog with: phrases and words people say otherwise replaced.
    static func searchWords(_ said: String) -> String {
        let food = DishNames.rewrite(said)
        if let whole = PhraseWords.wholeFoods[food] { return whole }
        var text = " " + food + " "
        for (said, meant) in PhraseWords.phraseSynonyms where text.contains(" " + said + " ") {
            text = text.replacing(" " + said + " ", with: " " + meant + " ")
        }
        return text.split(separator: " ").map { PhraseWords.synonyms[String($0)] ?? String($0) }.joined(separator: " ")
    }

    /// The candidate named exactly `query`; else, among those whose names hold every word the user
    /// said (`mustContain`), the one holding the most words of `query`, in the catalog's order among
    /// equals. A search ranks by relevance and returns near misses; logging needs the food that is
    /// what was said ("cooked" rice, not raw; never milk for "greek yogurt").
    static func bestMatch(_ candidates: [CatalogFood], for query: String, mustContain: String) -> CatalogFood? {
        if let exact = candidates.first(where: { $0.name.lowercased() == query.lowercased() }) { return exact }
        let wanted = words(query)
        let required = words(mustContain)
        var best: (food: CatalogFood, covered: Int)?
        for candidate in candidates {
            let have = words(candidate.name)
            guard required.isSubset(of: have) else { continue }
            let covered = wanted.filter { have.contains($0) }.count
            if covered > (best?.covered ?? -1) { best = (candidate, covered) }
        }
        return best?.food
    }

    /// Singular words of a name as FoodText reads them (folded, look-alikes mapped), without
    /// joining words ("and", "with", "or", "of").
    static func words(_ text: String) -> Set<String> {
        Set(FoodWords.of(text).map(Singular.of))
            .subtracting(["and", "with", "or", "of", "n"])
    }
}
