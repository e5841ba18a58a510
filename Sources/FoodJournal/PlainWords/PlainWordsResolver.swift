import FoodText

/// Matches parsed items to catalog foods and converts their amounts to grams, without AI.
///
/// It never logs the wrong food silently: a food is taken only when its name holds every word
/// the user said (apart from descriptive words such as "fillet" or "grilled"); otherwise the item
/// is unresolved, with the closest candidates so the user can log one on purpose.
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

    /// Every item, resolved or not; nothing is dropped.
    public static func resolve(_ items: [ParsedItem], catalog: FoodCatalog) throws -> (resolved: [ResolvedItem], unresolved: [Unresolved]) {
        var resolved: [ResolvedItem] = []
        var unresolved: [Unresolved] = []
        for item in items {
            let household = HouseholdMeasures.food(named: item.food)
            guard let food = try match(item, household: household, catalog: catalog) else {
                let candidates = try catalog.search(searchWords(item.food), kind: nil, limit: 3)
                unresolved.append(Unresolved(item: item, reason: "no food in the index is named with all of '\(item.food)'",
                                             candidates: candidates))
                continue
            }
            switch grams(of: item, household: household, food: food) {
            case .success(let (grams, basis)):
                resolved.append(ResolvedItem(item: item, food: food, grams: grams, basis: basis))
            case .failure(let failure):
                unresolved.append(Unresolved(item: item, reason: failure.reason, candidates: [food]))
            }
        }
        return (resolved, unresolved)
    }

    struct ConversionFailure: Error { let reason: String }

    /// `item` logged as `food`, which the user chose among the candidates: weighed as `resolve`
    /// would, or nil when its amount cannot be weighed for that food.
    public static func resolve(_ item: ParsedItem, as food: CatalogFood) -> ResolvedItem? {
        guard case .success(let (grams, basis)) = grams(of: item, household: HouseholdMeasures.food(named: item.food), food: food)
        else { return nil }
        return ResolvedItem(item: item, food: food, grams: grams, basis: basis)
    }

    /// Words that describe how a food is cut or cooked, not which food it is: "200g salmon
    /// fillet" is salmon. A table food stands for an item only when the item's other words are
    /// among these ("grilled chicken breast"), never for "mac and cheese" (cheese).
    static let descriptiveWords: Set<String> = [
        "fillet", "filet", "steak", "grilled", "baked", "roasted", "roast", "boiled", "steamed", "cooked", "raw", "fresh",
        "plain", "sliced", "chopped", "diced", "homemade", "organic", "hot", "cold", "iced", "warm", "piece", "serving",
        "portion", "scrambled", "poached", "toasted", "whole",
    ]

    /// Spellings people use for foods the index names otherwise.
    static let synonyms: [String: String] = ["coke": "cola"]

    /// The food for an item. Said exactly as the table names it ("rice", "eggs"): the table's
    /// food. Otherwise a food whose name holds every word said, generic foods first, then any food
    /// of the index (branded and restaurant foods); a count needs a food with a serving size.
    /// Descriptive words may be left out ("salmon fillet" is salmon). Nil when nothing fits.
    static func match(_ item: ParsedItem, household: HouseholdFood?, catalog: FoodCatalog) throws -> CatalogFood? {
        func tableFood(_ household: HouseholdFood) throws -> CatalogFood? {
            bestMatch(try catalog.search(household.catalogName, kind: .generic, limit: 20), for: household.catalogName,
                      mustContain: household.catalogName)
        }
        if let household, household.names.contains(item.food), let food = try tableFood(household) { return food }
        // "a big mac": the size word belongs to the name when the food alone is not a table food.
        if household == nil, item.size != nil, let sized = sizedName(item), let food = try anyFood(sized, item: item, catalog: catalog, kind: nil) {
            return food
        }
        let core = item.food.split(separator: " ").filter { !descriptiveWords.contains(String($0)) }.joined(separator: " ")
        let shorter = !core.isEmpty && core != item.food
        if let food = try anyFood(item.food, item: item, catalog: catalog, kind: .generic) { return food }
        if shorter, let household, household.names.contains(core), let food = try tableFood(household) { return food }
        if shorter, let food = try anyFood(core, item: item, catalog: catalog, kind: .generic) { return food }
        if let food = try anyFood(item.food, item: item, catalog: catalog, kind: nil) { return food }
        return shorter ? try anyFood(core, item: item, catalog: catalog, kind: nil) : nil
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

    /// The words to search the catalog with: synonyms replaced.
    static func searchWords(_ food: String) -> String {
        food.split(separator: " ").map { synonyms[String($0)] ?? String($0) }.joined(separator: " ")
    }

    /// A food of `kind` (nil: any) whose name holds all of `words`. A count without a household
    /// measure takes such a food that has a serving size: generic first, then the fewest other
    /// words ("McDONALD'S, BIG MAC" before "McDONALD'S, BIG MAC (without Big Mac Sauce)").
    static func anyFood(_ words: String, item: ParsedItem, catalog: FoodCatalog, kind: CatalogFood.Kind?) throws -> CatalogFood? {
        let query = searchWords(words)
        let needsServing = (item.unit == .count || item.unit == .piece) && HouseholdMeasures.food(named: item.food) == nil
            && !isDrink(item.food)
        let candidates = try catalog.search(query, kind: kind, limit: kind == nil ? 30 : 20)
        guard needsServing else { return bestMatch(candidates, for: query, mustContain: query) }
        let wanted = PlainWordsResolver.words(query)
        func extra(_ food: CatalogFood) -> Int {
            PlainWordsResolver.words(food.name).subtracting(wanted).count + (food.kind == .generic ? 0 : 100)
        }
        let served = candidates.filter { ($0.servingGrams ?? 0) > 0 && wanted.isSubset(of: PlainWordsResolver.words($0.name)) }
        return served.min { extra($0) < extra($1) } ?? bestMatch(candidates, for: query, mustContain: query)
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

    /// Drinks: a glass, can or bottle of one without a table measure is its volume at 1 g per ml,
    /// and one drink counted without a measure is one cup (8 fl oz).
    static let drinkWords: Set<String> = [
        "coffee", "latte", "cappuccino", "espresso", "mocha", "americano", "tea", "chai", "milk", "juice", "water", "soda",
        "lemonade", "smoothie", "shake", "milkshake", "drink", "kombucha", "cola", "beer", "wine", "cider", "seltzer",
    ]

    static func isDrink(_ food: String) -> Bool { food.split(separator: " ").contains { drinkWords.contains(String($0)) } }

    /// Grams for an item: weights convert directly; volumes, containers and counts use the
    /// household table, then the catalog's serving size for counts; volumes of foods without a
    /// measure count 1 g per ml, and so do containers of drinks (a glass 8 fl oz, a can or bottle
    /// 12 fl oz; one drink is a cup). A plate, and containers of foods that are not drinks, have no
    /// standard weight: the item is refused, naming the unit.
    static func grams(of item: ParsedItem, household: HouseholdFood?, food: CatalogFood) -> Result<(Double, String), ConversionFailure> {
        if let perUnit = item.unit.gramsPerUnit { return .success((item.quantity * perUnit, "weight")) }
        if let household, let perUnit = HouseholdMeasures.grams(of: household, unit: item.unit, size: item.size) {
            return .success((item.quantity * perUnit, "household measure"))
        }
        if let milliliters = item.unit.millilitersPerUnit {
            if let household, let cup = HouseholdMeasures.grams(of: household, unit: .cup, size: nil) {
                return .success((item.quantity * milliliters * cup / FoodUnit.cupMilliliters, "household measure"))
            }
            if item.unit == .milliliter || item.unit == .liter || isDrink(item.food) || isDrink(food.name.lowercased()) {
                return .success((item.quantity * milliliters, "1 g per ml"))
            }
        }
        if item.unit == .count || item.unit == .piece, let serving = food.servingGrams, serving > 0 {
            return .success((item.quantity * serving, "serving size"))
        }
        if item.unit == .handful, item.food.split(separator: " ").contains(where: { word in HouseholdMeasures.nutWords.contains { word.hasSuffix($0) } }),
           let ounce = FoodUnit.ounce.gramsPerUnit {
            return .success((item.quantity * ounce, "1 oz per handful of nuts"))
        }
        if item.unit == .count, isDrink(item.food) {
            return .success((item.quantity * FoodUnit.cupMilliliters, "one cup (8 fl oz) per drink"))
        }
        switch item.unit {
        case .plate, .bowl, .handful, .glass, .can, .bottle:
            return .failure(ConversionFailure(reason: "a \(item.unit.rawValue) has no standard weight for '\(item.food)'; give grams or cups, e.g. '300g \(item.food)'"))
        default:
            let unitName = item.unit == .count ? "a count" : item.unit.rawValue
            return .failure(ConversionFailure(reason: "no household measure for \(unitName) of '\(item.food)'; give grams, e.g. '150g \(item.food)'"))
        }
    }
}
