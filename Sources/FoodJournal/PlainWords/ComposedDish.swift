import FoodlogSupport

/// A dish the index has no food for, written as the index's foods it is made of, by the grams
/// of one usual serving: "a full English breakfast" is its sausages, bacon, egg, beans, toast,
/// tomato and mushrooms, logged as one entry whose nutrients are theirs together.
///
/// The parts are named as the index names them, exactly, so that what is logged can be traced to
/// USDA's numbers; a dish one of whose parts the catalog lacks is not logged at all.
public struct ComposedDish: Equatable, Sendable {
    /// One food of the dish: its name in the index, and its grams in one serving, as eaten.
    public struct Part: Equatable, Sendable {
        public var name: String
        public var grams: Double
    }

    /// The name the entry is logged under ("Full English breakfast").
    public var name: String
    /// How people say it, as the parser reads an item's words (lowercased, singular).
    public var said: [String]
    public var parts: [Part]
    /// Whether it is drunk: a volume of it weighs a gram per millilitre, and a coffee shop's
    /// size is its usual serving.
    public var drink: Bool
    /// Whether it is eaten from a bowl with a spoon (a soup, a curry, a risotto): a volume of it,
    /// "a cup of kheer", weighs a gram per millilitre too.
    public var spooned: Bool
    /// Pieces in one serving of a dish served as several ("six takoyaki", "two gulab jamun"): a
    /// number of them said counts pieces, as a piece, a stick or a slice of it does; one said
    /// with an article, a plate or no amount is the serving.
    public var pieces: Double
    /// Grams of a cup of a dish measured by the cup that is neither drunk nor spooned ("a cup of
    /// mixed berries"); nil when a cup of it means nothing.
    public var cup: Double?

    init(_ name: String, pieces: Double = 1, said: [String], drink: Bool = false, spooned: Bool = false, cup: Double? = nil,
         _ parts: [(Double, String)]) {
        self.name = name
        self.said = said.map { $0.split(separator: " ").map { PlainWordsParser.singular(String($0)) }.joined(separator: " ") }
        self.parts = parts.map { Part(name: $0.1, grams: $0.0) }
        self.drink = drink
        self.spooned = spooned
        self.pieces = pieces
        self.cup = cup
    }

    /// Grams of one serving: its parts together.
    public var servingGrams: Double { parts.reduce(0) { $0 + $1.grams } }

    /// The id entries of it are logged with: no index id names it, so the dish's own.
    public var id: String {
        "dish:" + name.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }

    /// The dish as a food of `catalog`, per 100 g of its parts together; nil when the catalog
    /// lacks a part (a test index, or one built without USDA's foods).
    func food(in catalog: FoodCatalog) throws -> CatalogFood? {
        var amounts: [Nutrients] = []
        for part in parts {
            guard let food = try catalog.search(part.name, kind: .generic, limit: 10).first(where: { $0.name == part.name })
            else { return nil }
            amounts.append(food.nutrients(grams: part.grams))
        }
        // A macro or a nutrient one part does not report is not known of the dish: a sum
        // without it would be too low.
        func sum(_ value: (Nutrients) -> Double?) -> Double? {
            let values = amounts.compactMap(value)
            return values.count == amounts.count ? values.reduce(0, +) : nil
        }
        var total = Nutrients(kcal: amounts.reduce(0) { $0 + $1.kcal }, protein: sum(\.protein), carbs: sum(\.carbs), fat: sum(\.fat))
        for (nutrient, _) in amounts.first?.details.known ?? [] { total.details[nutrient] = sum { $0.details[nutrient] } }
        return CatalogFood(id: id, name: name, kind: .generic, per100g: total.scaled(by: 100 / servingGrams),
                           servingGrams: servingGrams)
    }
}
