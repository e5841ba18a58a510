

/// Matches parsed items to catalog foods and converts their amounts to grams, without AI.
public enum PlainWordsResolver {
    /// An item that could not be logged, and why (one short clause).
    public struct Unresolved: Equatable, Sendable {
        public var item: ParsedItem
        public var reason: String
    }

    /// Every item, resolved or not; nothing is dropped.
    public static func resolve(_ items: [ParsedItem], catalog: FoodCatalog) throws -> (resolved: [ResolvedItem], unresolved: [Unresolved]) {
        var resolved: [ResolvedItem] = []
        var unresolved: [Unresolved] = []
        for item in items {
            let household = HouseholdMeasures.food(named: item.food)
            guard let food = try match(item, household: household, catalog: catalog) else {
                unresolved.append(Unresolved(item: item, reason: "no generic food matches '\(item.food)'"))
                continue
            }
            switch grams(of: item, household: household, food: food) {
            case .success(let (grams, basis)):
                resolved.append(ResolvedItem(item: item, food: food, grams: grams, basis: basis))
            case .failure(let failure):
                unresolved.append(Unresolved(item: item, reason: failure.reason))
            }
        }
        return (resolved, unresolved)
    }

    struct ConversionFailure: Error { let reason: String }

    /// The generic food for an item. Said exactly as the table names it ("rice", "eggs"): the
    /// table's food. Said with more words ("greek yogurt", "grilled chicken breast"): a food whose
    /// name holds all of them, else the table's food for the part it knows.
    static func match(_ item: ParsedItem, household: HouseholdFood?, catalog: FoodCatalog) throws -> CatalogFood? {
        func tableFood(_ household: HouseholdFood) throws -> CatalogFood? {
            bestMatch(try catalog.search(household.catalogName, kind: .generic, limit: 20), for: household.catalogName,
                      mustContain: household.names.first { (" " + item.food + " ").contains(" " + $0 + " ") } ?? item.food)
        }
        if let household, household.names.contains(item.food), let food = try tableFood(household) { return food }
        if let food = bestMatch(try catalog.search(item.food, kind: .generic, limit: 20), for: item.food, mustContain: item.food) {
            return food
        }
        return try household.flatMap(tableFood)
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

    /// Lowercase singular words of a name, split on anything but letters and digits.
    static func words(_ text: String) -> Set<String> {
        Set(text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { PlainWordsParser.singular(String($0)) })
    }

    /// Grams for an item: weights convert directly; volumes and counts use the household table,
    /// then the catalog's serving size for counts; volumes of foods without a measure count 1 g
    /// per ml.
    static func grams(of item: ParsedItem, household: HouseholdFood?, food: CatalogFood) -> Result<(Double, String), ConversionFailure> {
        if let perUnit = item.unit.gramsPerUnit { return .success((item.quantity * perUnit, "weight")) }
        if let household, let perUnit = HouseholdMeasures.grams(of: household, unit: item.unit, size: item.size) {
            return .success((item.quantity * perUnit, "household measure"))
        }
        if let milliliters = item.unit.millilitersPerUnit {
            if let household, let cup = HouseholdMeasures.grams(of: household, unit: .cup, size: nil) {
                return .success((item.quantity * milliliters * cup / FoodUnit.cupMilliliters, "household measure"))
            }
            if item.unit == .milliliter || item.unit == .liter {
                return .success((item.quantity * milliliters, "1 g per ml"))
            }
        }
        if item.unit == .count || item.unit == .piece, let serving = food.servingGrams, serving > 0 {
            return .success((item.quantity * serving, "serving size"))
        }
        let unitName = item.unit == .count ? "a count" : item.unit.rawValue
        return .failure(ConversionFailure(reason: "no household measure for \(unitName) of '\(item.food)'; give grams, e.g. '150g \(item.food)'"))
    }
}
