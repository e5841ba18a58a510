/// Dishes the index has no food for, logged as the foods they are made of (`ComposedDishes`).
extension PlainWordsResolver {
    /// Units that are one serving of a composed dish: a plate, a bowl or a glass of it is the
    /// dish as served, as is a slice of a tart or a pie, and a stick of a skewered one.
    static let composedServingUnits: Set<FoodUnit> = [.count, .piece, .serving, .plate, .bowl, .glass, .mug, .slice, .stick]

    /// The composed dish of two words or more named after a way of cooking it ("fried bubble and
    /// squeak", "bubble and squeak, fried"): its parts are weighed as it is made already.
    static func cookedAsMade(_ food: String) -> ComposedDish? {
        let words = food.split(separator: " ").map(String.init)
        guard words.count >= 3, PhraseWords.cooking[words[0]] != nil else { return nil }
        return ComposedDishes.dish(named: words.dropFirst().joined(separator: " "))
    }

    /// `item` as the composed dish it names, weighed: a serving by the dish's parts, a weight as
    /// said, a volume of a drink or of a dish eaten with a spoon at a gram per millilitre. Nil
    /// when it names no such dish or the catalog lacks one of its parts; a failure for a measure
    /// the dish has no weight for.
    static func composed(_ item: ParsedItem, catalog: FoodCatalog) throws -> Result<ResolvedItem, ConversionFailure>? {
        guard let dish = ComposedDishes.dish(named: item.food) ?? cookedAsMade(item.food), let food = try dish.food(in: catalog)
        else { return nil }
        let grams: Double
        let basis: String
        // A bottle or a can of a drink sold in one is the drink as sold ("a bottle of wkd").
        if composedServingUnits.contains(item.unit) || dish.drink && [.bottle, .can].contains(item.unit) {
            // A drink's size is not read: coffee shops' "grande" is read as large, yet it is the usual serving.
            let size = dish.drink ? 1 : item.size.flatMap { containerSizes[$0] } ?? 1
            // "6 takoyaki", "2 gulab jamun", "a stick of suya": a number of a dish served as several
            // pieces counts them, as a piece, a stick or a slice of it does; "a pani puri" is a plate.
            let pieceSaid = [.piece, .stick, .slice].contains(item.unit) || item.unit == .count && item.quantity > 1
            let counted = pieceSaid && item.amountSaid ? dish.pieces : 1
            grams = item.quantity * dish.servingGrams * size / counted
            basis = "usual serving of its parts"
        } else if let perUnit = item.unit.gramsPerUnit {
            (grams, basis) = (item.quantity * perUnit, "weight")
        } else if dish.drink || dish.spooned, let milliliters = item.unit.millilitersPerUnit {
            (grams, basis) = (item.quantity * milliliters, "1 g per ml")
        } else if let cup = dish.cup, let milliliters = item.unit.millilitersPerUnit {
            // "a cup of mixed berries": a dish measured by the cup weighs what a cup of it does.
            (grams, basis) = (item.quantity * cup * milliliters / FoodUnit.cupMilliliters, "usual cup")
        } else if let bitten = item.bittenGrams {
            (grams, basis) = (bitten, "\(Int(PlainWordsParser.biteGrams)) g a bite")
        } else {
            return .failure(ConversionFailure(reason: "no household measure for \(item.unit.rawValue) of '\(item.food)'; "
                                                  + "give grams, e.g. '300g \(item.food)'"))
        }
        return .success(ResolvedItem(item: item, food: food, grams: grams, basis: basis))
    }
}
