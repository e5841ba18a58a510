/// A common food with its household measures.
public struct HouseholdFood: Sendable {
    /// Phrases that name it, singular and lowercase; the longest phrase found in the input wins,
    /// so "peanut butter" beats "butter".
    public var names: [String]
    /// The exact name of the generic food to log it as, in the USDA FoodData Central foods of the
    /// embedded index (mostly FNDDS survey names such as "Rice, white, cooked, NS as to fat").
    public var catalogName: String
    /// USDA SR28 NDB number of the food the measures come from.
    public var ndb: String
    /// Measures; the first of a unit is the usual size.
    public var measures: [HouseholdMeasure]
}
