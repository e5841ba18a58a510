/// What a measure of liquid can be poured into: "a glass of buttermilk" is buttermilk to drink,
/// never "Milk, buttermilk, dried" (387 kcal per 100 g, so 916 kcal for the glass).
enum LiquidMeasure {
    /// Measures that hold only a drink: nobody pours a glass, mug, can, bottle, pint or shot of a
    /// powder. A cup or a volume in millilitres or fluid ounces holds a drink only when the food
    /// said is one ("a cup of flour" is dry and right).
    static func holdsDrink(_ item: ParsedItem) -> Bool {
        switch item.unit {
        case .glass, .mug, .can, .bottle, .pint, .shot: return true
        case .cup, .milliliter, .liter, .fluidOunce: return PlainWordsResolver.saidAsDrink(item.food)
        default: return false
        }
    }

    /// Words by which a name says the food is a dry or concentrated form of a drink, to be made up
    /// with water before it is drunk (USDA: "Milk, dry, whole", "Orange juice, frozen concentrate,
    /// undiluted", "Milk, canned, condensed, sweetened").
    static let concentratedForms: Set<String> = [
        "dried", "powder", "powdered", "dehydrated", "concentrate", "concentrated", "undiluted", "condensed",
        "evaporated", "granule", "crystal",
    ]

    /// Energy per 100 g above which a name's "dry" is a powder ("Milk, dry, nonfat", 362 kcal)
    /// rather than a dry wine (about 80 kcal) or a dry cider.
    static let dryPowderKcal = 200.0

    /// Whether `food` is a dry or concentrated form that a drink measure cannot hold, none of its
    /// form words having been said ("a glass of powdered milk" is what it says).
    static func refuses(_ food: CatalogFood, item: ParsedItem, said: Set<String>) -> Bool {
        // Nor is a bar of anything a drink: "a bar of dairy milk" is chocolate, not a litre of milk.
        if saysBar(item), PlainWordsResolver.isDrink(food.name.lowercased()) { return true }
        guard holdsDrink(item) else { return false }
        let nameWords = Set(PlainWordsResolver.nameCheckWords(food.name.lowercased()))
        var forms = nameWords.intersection(concentratedForms)
        if nameWords.contains("dry"), food.per100g.kcal > dryPowderKcal { forms.insert("dry") }
        // A drink mix as energy-dense as a powder is one ("OVALTINE, MALTED MILK DRINK MIX": a mug
        // of it was 355 g, 1 522 kcal); a bloody mary mix is poured as it is.
        if nameWords.contains("mix"), food.per100g.kcal > dryPowderKcal { forms.insert("mix") }
        return !forms.isEmpty && forms.isDisjoint(with: said)
    }

    /// Whether the item was said by the bar ("a bar of", "two bars of").
    static func saysBar(_ item: ParsedItem) -> Bool {
        let tokens = PlainWordsParser.tokens(item.text)
        return zip(tokens, tokens.dropFirst()).contains { ($0 == "bar" || $0 == "bars") && $1 == "of" }
    }
}
