/// One food in a plain-words description: "2 large eggs" is 2, count, "egg", size large.
public struct ParsedItem: Equatable, Sendable {
    public var quantity: Double
    public var unit: FoodUnit
    /// The food's words, lowercased, singular, without size words: "chicken breast".
    public var food: String
    /// `small`, `medium`, `large` or `extra large` when given.
    public var size: String?
    /// The fragment of the input this came from, for messages.
    public var text: String
    /// False when the words named neither a number nor a unit ("blueberries"): the 1 count is
    /// assumed, and a food eaten by the handful is weighed as one (`PlainWordsResolver.grams`).
    public var amountSaid: Bool

    public init(quantity: Double, unit: FoodUnit, food: String, size: String? = nil, text: String, amountSaid: Bool = true) {
        self.quantity = quantity
        self.unit = unit
        self.food = food
        self.size = size
        self.text = text
        self.amountSaid = amountSaid
    }
}

extension ParsedItem {
    /// `item` said of other food words: the same amount, size and text.
    init(_ item: ParsedItem, food: String) {
        self = item
        self.food = food
    }

    /// What the bites said of it weigh ("two bites of a scotch egg"), for a food with no spoon
    /// measure; nil when no bite is said.
    var bittenGrams: Double? {
        guard unit == .tablespoon, PlainWordsParser.tokens(text).contains(where: PlainWordsParser.biteWords.contains) else { return nil }
        return quantity * PlainWordsParser.biteGrams
    }

    /// Whether a tin or a can was said of it ("a 400g tin of chickpeas"), whatever its unit.
    var saidOfATin: Bool { PlainWordsParser.tokens(text).contains { FoodUnit.words[$0] == .can } }
}
