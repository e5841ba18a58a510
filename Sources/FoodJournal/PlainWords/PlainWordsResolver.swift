/// An item of a plain-words description matched to a food and weighed.
public struct ResolvedItem: Equatable, Sendable {
    public var item: ParsedItem
    public var food: CatalogFood
    public var grams: Double
    /// How the grams were found: `weight`, `household measure`, `serving size`, `1 g per ml`.
    public var basis: String

    /// The journal entry this item becomes, at `time`.
    public func newEntry(time: LocalTime, meal: Meal?) -> NewEntry {
        NewEntry(time: time, meal: meal, name: food.name, amount: Amount(grams: grams), nutrients: food.nutrients(grams: grams),
                 source: food.kind == .generic ? .generic : .index, reference: food.id)
    }
}

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
            let query = household?.catalogName ?? item.food
            var candidates = try catalog.search(query, kind: .generic, limit: 20)
            if household != nil { candidates += try catalog.search(item.food, kind: .generic, limit: 20) }
            let food = bestMatch(candidates, for: query, mustContain: item.food)
            guard let food else {
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
                return .success((item.quantity * milliliters * cup / FoodUnit.cup.millilitersPerUnit!, "household measure"))
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
