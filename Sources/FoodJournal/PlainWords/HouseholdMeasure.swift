/// One household measure of a food: "1 large egg is 50 g".
public struct HouseholdMeasure: Sendable, Equatable {
    public var unit: FoodUnit
    /// `small`, `medium`, `large`, `extra large`, or nil for the usual size.
    public var size: String?
    /// Grams in one unit.
    public var grams: Double
    /// The USDA SR28 portion this is taken from (`amount` and `unit` columns of WEIGHT.txt), so the
    /// tests can check every value against `usda-portions.tsv`.
    public var usdaAmount: Double
    public var usdaUnit: String

    init(_ unit: FoodUnit, _ size: String? = nil, _ grams: Double, usda usdaUnit: String, amount: Double = 1) {
        self.unit = unit
        self.size = size
        self.grams = grams
        self.usdaAmount = amount
        self.usdaUnit = usdaUnit
    }
}
