/// One household portion of a food: "1 cup of boiled broccoli is 156 g".
public struct FoodPortion: Equatable, Sendable {
    /// cup, tablespoon, teaspoon, fluidOunce, slice, piece (one item), scoop or serving.
    public var unit: FoodUnit
    /// `small`, `medium`, `large`, `extra large`, `mini`, or nil for the usual size.
    public var size: String?
    /// Grams in one unit.
    public var grams: Double

    public init(unit: FoodUnit, size: String? = nil, grams: Double) {
        self.unit = unit
        self.size = size
        self.grams = grams
    }
}

/// Where plain-word logging finds the portions of the food it chose, so that "a cup of steamed
/// broccoli" is a cup of cooked broccoli and "a croissant" a medium one. The product uses
/// `UsualPortions` (hand-written, by kind of food); tests may pass a table of their own.
public protocol PortionSource: Sendable {
    /// The portions of the food named exactly `name`, or of the closest food the source knows; the
    /// first of a unit is the usual one. Empty when none is known.
    func portions(ofFoodNamed name: String) -> [FoodPortion]
}

/// No portions: weights come from the household table and serving sizes only.
public struct NoPortions: PortionSource {
    public init() {}
    public func portions(ofFoodNamed name: String) -> [FoodPortion] { [] }
}
