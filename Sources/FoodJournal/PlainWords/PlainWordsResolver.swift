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
            let query = household?.catalogQuery ?? item.food
            var food = try catalog.search(query, kind: .generic, limit: 1).first
            if food == nil, household != nil { food = try catalog.search(item.food, kind: .generic, limit: 1).first }
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
