import FoodlogSupport

/// How much was eaten: grams, servings, or both when a serving size is known.
public struct Amount: Equatable, Sendable {
    public var grams: Double?
    public var servings: Double?

    public init(grams: Double? = nil, servings: Double? = nil) {
        self.grams = grams
        self.servings = servings
    }

    /// `150 g`, `2 servings`, `1 serving (40 g)`, or empty when unknown.
    public var text: String {
        let g = grams.map { Amount.format($0) + " g" }
        guard let servings else { return g ?? "" }
        let s = Amount.format(servings) + (servings == 1 ? " serving" : " servings")
        return g.map { s + " (" + $0 + ")" } ?? s
    }

    static func format(_ value: Double) -> String { NumberText.rounded(value, places: 1, missing: "?") }
}
