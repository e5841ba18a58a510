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
