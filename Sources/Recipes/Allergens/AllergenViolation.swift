/// One place where a recipe contains something a person is allergic to.
public struct AllergenViolation: Equatable, Sendable, CustomStringConvertible {
    /// Where in the recipe the allergen was found.
    public enum Location: Equatable, Sendable {
        case name
        case ingredient(String)
        /// A step, numbered from 1 as shown to people.
        case step(Int)
    }

    public var allergen: Allergen
    /// The words that matched, as written in the recipe ("ground almonds" → "almonds").
    public var matched: String
    public var location: Location

    public init(allergen: Allergen, matched: String, location: Location) {
        self.allergen = allergen
        self.matched = matched
        self.location = location
    }

    /// E.g. `almonds (nuts) in ingredient 'ground almonds'`.
    public var description: String {
        let place: String
        switch location {
        case .name: place = "the recipe name"
        case .ingredient(let name): place = "ingredient '\(name)'"
        case .step(let number): place = "step \(number)"
        }
        return "\(matched) (\(allergen.name)) in \(place)"
    }
}
