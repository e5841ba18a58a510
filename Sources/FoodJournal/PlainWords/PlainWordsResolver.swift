import FoodText

/// Matches parsed items to catalog foods and converts their amounts to grams, without AI.
///
/// It never logs the wrong food silently: a food is taken only when its name holds every word
/// the user said (apart from descriptive words such as "fillet" or "grilled"), and no word that
/// makes it another food ("seasoning", "juice", "salad": `PhraseWords.otherFood`); otherwise the
/// item is unresolved, with the closest candidates so the user can log one on purpose.
public enum PlainWordsResolver {
    /// An item that could not be logged, and why (one short clause), with the closest foods.
    public struct Unresolved: Equatable, Sendable {
        public var item: ParsedItem
        public var reason: String
        /// The best catalog foods for the item's words, best first (at most 3); empty when none.
        public var candidates: [CatalogFood]

        public init(item: ParsedItem, reason: String, candidates: [CatalogFood] = []) {
            self.item = item
            self.reason = reason
            self.candidates = candidates
        }
    }

    /// Every item, resolved or not; nothing is dropped. Items naming two foods ("toast with
    /// butter") are split first (`split`), unless `splitting` is false (already split). An item
    /// not found as said is tried without where it was bought, then with its slips of the keys
    /// respelled, then in English words (Spanish and Portuguese said), then without what was said
    /// after it, then before it, then as foods listed without commas; the first reading whose
    /// every part is found is taken.
    public static func resolve(_ items: [ParsedItem], catalog: FoodCatalog, portions: PortionSource = NoPortions(),
                               splitting: Bool = true) throws -> (resolved: [ResolvedItem], unresolved: [Unresolved]) {
        var resolved: [ResolvedItem] = []
        var unresolved: [Unresolved] = []
        for said in splitting ? try split(items, catalog: catalog) : items {
            var outcomes = [try resolveOne(said, catalog: catalog, portions: portions)]
            // A food named with where it was bought that cannot be weighed ("a can of campbell's
            // chicken noodle soup": no can of the brand's product) is weighed as the plain food,
            // split as the plain words are. Not a composed dish refused a measure ("a cup of full english").
            if case .unresolved(let failed) = outcomes[0], !failed.candidates.isEmpty, let plain = withoutBoughtWords(said) {
                let read = splitting ? try split([plain], catalog: catalog) : [plain]
                if let parts = try allResolved(read, catalog: catalog, portions: portions) { outcomes = parts }
            }
            // "a chiken sandwhich": a food not found as typed is tried with its slips respelled
            // (`respelled`), and split as those words are. A word the tables know is never reached:
            // its food was found.
            if case .unresolved = outcomes[0], case let fixed = try respelled(said, catalog: catalog), fixed != said,
               let parts = try allResolved(split([fixed], catalog: catalog), catalog: catalog, portions: portions) {
                outcomes = parts
            }
            // "picadillo con arroz": a food refused as said is tried in English words.
            if case .unresolved = outcomes[0], let english = inEnglish(said.food),
               case let read = try split([ParsedItem(said, food: english)], catalog: catalog),
               let parts = try allResolved(read, catalog: catalog, portions: portions) {
                outcomes = parts
            }
            // "a danish off the meeting tray": a food refused with words said around it is tried without them.
            if case .unresolved = outcomes[0], let parts = try withoutSaidAround(said, catalog: catalog, portions: portions) {
                outcomes = parts
            }
            // "changi airport laksa": and without what was said before it.
            if case .unresolved = outcomes[0], let parts = try withoutSaidBefore(said, catalog: catalog, portions: portions) {
                outcomes = parts
            }
            // "a tuna sandwich a bag of crisps": foods listed without commas.
            if case .unresolved = outcomes[0], let parts = try asUnpunctuatedList(said, catalog: catalog, portions: portions) {
                outcomes = parts
            }
            for outcome in outcomes {
                switch outcome {
                case .resolved(var item):
                    // As said, where the words of a shop were set aside, so it stands where it was said.
                    item.item = said
                    resolved.append(item)
                case .unresolved(let item): unresolved.append(item)
                }
            }
        }
        return (resolved, unresolved)
    }

    /// The outcomes of `parts` when every one is resolved, else nil: a reading is taken whole or
    /// not at all, so the first part refused ends it.
    static func allResolved(_ parts: [ParsedItem], catalog: FoodCatalog, portions: PortionSource) throws -> [Outcome]? {
        var outcomes: [Outcome] = []
        for part in parts {
            let outcome = try resolveOne(part, catalog: catalog, portions: portions)
            guard case .resolved = outcome else { return nil }
            outcomes.append(outcome)
        }
        return outcomes
    }

    /// One item resolved, or why it could not be.
    enum Outcome {
        case resolved(ResolvedItem)
        case unresolved(Unresolved)
    }

    /// `said` resolved, or why it could not be.
    static func resolveOne(_ said: ParsedItem, catalog: FoodCatalog, portions: PortionSource) throws -> Outcome {
        let (item, dish, household, matched) = try naming(said, catalog: catalog, portions: portions)
        switch dish {
        case .success(let dish)?: return .resolved(dish)
        case .failure(let failure)?: return .unresolved(Unresolved(item: item, reason: failure.reason))
        case nil: break
        }
        guard let food = matched else {
            let candidates = try catalog.search(searchWords(item.food), kind: nil, limit: 3)
            return .unresolved(Unresolved(item: item, reason: "no food in the index is named with all of '\(item.food)'",
                                          candidates: candidates))
        }
        switch grams(of: item, household: household, food: food, portions: portions) {
        case .success(let (grams, basis)):
            // A weight whose energy the thing said cannot have is not one of it ("sandwich",
            // 200 g, for "an ice cream sandwich"): one as its products are sold is (60-70 g).
            if !PlausibleEnergy.allows(food, grams: grams, item: item),
               let label = try labelServing(item, food: food, catalog: catalog) {
                return .resolved(ResolvedItem(item: item, food: food, grams: label, basis: "products' usual serving"))
            }
            return .resolved(ResolvedItem(item: item, food: food, grams: grams, basis: basis))
        case .failure(let failure):
            if let grams = try labelServing(item, food: food, catalog: catalog) {
                return .resolved(ResolvedItem(item: item, food: food, grams: grams, basis: "products' usual serving"))
            }
            if let grams = dishPlateGrams(item, food: food) {
                return .resolved(ResolvedItem(item: item, food: food, grams: grams, basis: "a plate of a dish"))
            }
            // A serving of a food weighed only by the cup ("salmon with steamed green beans").
            if item.unit == .serving, let grams = halfCupServing(item, food: food, portions: portions) {
                return .resolved(ResolvedItem(item: item, food: food, grams: grams, basis: "half a cup"))
            }
            return .unresolved(Unresolved(item: item, reason: failure.reason, candidates: [food]))
        }
    }

    /// What `said` names: a composed dish, else the catalog food it matches (nil when none), with
    /// its household-table food. Said with where it was bought ("a tesco chicken pasta salad") and
    /// naming nothing, the item without those words (`boughtWords`) is tried and is the item. Said
    /// by a brand for the food it makes (`brandKinds`), the item is that food.
    static func naming(_ said: ParsedItem, catalog: FoodCatalog, portions: PortionSource) throws
        -> (item: ParsedItem, dish: Result<ResolvedItem, ConversionFailure>?, household: HouseholdFood?, food: CatalogFood?) {
        func attempt(_ item: ParsedItem) throws
            -> (item: ParsedItem, dish: Result<ResolvedItem, ConversionFailure>?, household: HouseholdFood?, food: CatalogFood?) {
            if let dish = try composed(item, catalog: catalog) { return (item, dish, nil, nil) }
            // Nuts said before another food's name are what that food is made with, not the food
            // ("an almond croissant" was weighed as almonds, an ounce).
            let household = HouseholdMeasures.food(named: item.food).flatMap { food in
                !HouseholdMeasures.namesNuts(food.names) || food.names.contains { (" " + item.food).hasSuffix(" " + $0) } ? food : nil
            }
            return (item, nil, household, try match(item, household: household, catalog: catalog, portions: portions))
        }
        let first = try attempt(said)
        // A brand said for the food it makes is that food: the brand's, else any of its flavour, else
        // any; unless the words said name one of the brand's own ("pringles").
        if let kinded = brandKinded(said), first.dish == nil, !(first.food.map { brandNamed($0.name, in: said) } ?? false) {
            for item in [kinded, withoutBrand(kinded), brandKindAlone(kinded)].compactMap({ $0 }) {
                let found = try attempt(item)
                if found.dish != nil || found.food != nil { return found }
            }
        }
        guard first.dish == nil, first.food == nil else { return first }
        // "a sugar free popsicle" is the index's popsicle with no sugar added; "vegan banana bread"
        // is banana bread.
        for form in dietForms(said) {
            let found = try attempt(form)
            if found.food != nil || found.dish != nil { return found }
        }
        // "a beef stew bowl": a dish said with the bowl it came in, no bowl of it named, is a bowl of it.
        if let bowl = bowlOf(said) {
            let found = try attempt(bowl)
            if found.food != nil || found.dish != nil { return found }
        }
        guard let plain = withoutBoughtWords(said) else { return first }
        return try attempt(plain)
    }

    /// `said` as a bowl of the food said before "bowl" ("beef stew bowl"), when it is counted; nil
    /// otherwise, and for a bowl named for no food ("a buddha bowl").
    static func bowlOf(_ said: ParsedItem) -> ParsedItem? {
        let words = said.food.split(separator: " ").map(String.init)
        guard words.count >= 2, words.last == "bowl", said.unit == .count, !words.contains("with"),
              !(words.count == 2 && PlainWordsParser.baseBowls.contains(words[0])) else { return nil }
        var bowl = said
        bowl.food = words.dropLast().joined(separator: " ")
        bowl.unit = .bowl
        return bowl
    }

    /// Products whose label serving of a dish `labelServing` needs to take their median.
    static let labelServingQuorum = 3

    /// Grams of a count of a dish that neither the tables nor its chosen food weigh ("a creme
    /// brulee"), or whose usual serving gives an energy it cannot have ("an ice cream sandwich"):
    /// the median label serving of the index's products whose name's first part holds every word said,
    /// which is what one of it weighs as sold. Nil for other units, a size said, fewer than
    /// `labelServingQuorum` such products, or a weight whose energy does not fit `food` either.
    static func labelServing(_ item: ParsedItem, food: CatalogFood, catalog: FoodCatalog) throws -> Double? {
        guard let grams = try productsServing(item, catalog: catalog) else { return nil }
        return PlausibleEnergy.allows(food, grams: grams, item: item) ? grams : nil
    }

    /// Grams of `item` by the median label serving of the products named first with every word
    /// said (`labelServing`), before judging any food's energy by them.
    static func productsServing(_ item: ParsedItem, catalog: FoodCatalog) throws -> Double? {
        guard [.count, .piece, .serving].contains(item.unit), item.size == nil, item.quantity > 0 else { return nil }
        let wanted = searchWords(item.food)
        let required = words(wanted)
        let said = saidWords(item)
        // Named first by every word said: "ALMONDS, CREME BRULEE" is almonds of that flavour.
        let servings = try catalog.search(wanted, kind: .product, limit: 30)
            .filter { product in
                required.isSubset(of: words(product.name.split(separator: ",").first.map(String.init) ?? product.name))
                    && plausible(product, said: said, drink: saidAsDrink(item.food))
            }
            .compactMap { servingSize($0) }.filter { $0 > 0 && $0 <= 1000 }.sorted()
        guard servings.count >= labelServingQuorum else { return nil }
        let middle = servings.count / 2
        let one = servings.count % 2 == 1 ? servings[middle] : (servings[middle - 1] + servings[middle]) / 2
        return item.quantity * one
    }

    struct ConversionFailure: Error { let reason: String }

    /// `item` logged as `food`, which the user chose among the candidates: weighed as `resolve`
    /// would, or nil when its amount cannot be weighed for that food.
    public static func resolve(_ item: ParsedItem, as food: CatalogFood, portions: PortionSource = NoPortions()) -> ResolvedItem? {
        guard case .success(let (grams, basis)) = grams(of: item, household: HouseholdMeasures.food(named: item.food), food: food,
                                                        portions: portions)
        else { return nil }
        return ResolvedItem(item: item, food: food, grams: grams, basis: basis)
    }
}
