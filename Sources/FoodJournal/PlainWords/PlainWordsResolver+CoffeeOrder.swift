/// A coffee-shop order said with its modifiers ("a grande skinny vanilla latte", "a large sugar
/// free hazelnut oat milk latte", "a tall nonfat chai tea latte"), read as the drink the surveys
/// name: iced or not, flavoured by a sugared syrup or not, and made with a lean milk or not.
extension PlainWordsResolver {
    /// The drink `food` orders, as the surveys' words ("latte flavored nonfat", "iced latte"), when
    /// every word before a coffee-shop drink is a modifier of it; nil otherwise, or with none.
    static func coffeeOrder(_ food: String) -> String? {
        let words = food.split(separator: " ").map(String.init)
        guard let drink = orderedDrinks.first(where: { words.count > $0.said.count && words.suffix($0.said.count).elementsEqual($0.said) })
        else { return nil }
        var modifiers = words.dropLast(drink.said.count)[...]
        var iced = false, decaf = false, flavoured = false, sugarFree = false, light = false
        while let word = modifiers.popFirst() {
            switch word {
            case "iced": iced = true
            case "hot": break
            // Where it was bought: a chain's latte is the surveys' latte.
            case _ where boughtWords.contains(word): break
            case "decaf": decaf = true
            case "sugar-free", "sf", "unsweetened": sugarFree = true
            case "sugar" where modifiers.first == "free": modifiers.removeFirst(); sugarFree = true
            // Skinny at a coffee shop is nonfat milk and a sugar-free syrup.
            case "skinny": light = true; sugarFree = true
            case _ where syrupFlavours.contains(word): flavoured = true
            case _ where drinkMilks.contains(word) || leanMilks.contains(word) || fullMilks.contains(word):
                light = light || isLight(word)
                if modifiers.first == "milk" { modifiers.removeFirst() }
            default: return nil
            }
        }
        var order = (decaf ? "decaf " : "") + (iced ? "iced " : "") + drink.name
        // A sugared syrup makes a latte the surveys' flavoured one, and a macchiato a caramel one;
        // in other drinks it is a few grams of sugar, left out.
        if flavoured, !sugarFree, drink.name == "latte" { order += " flavored" }
        if flavoured, !sugarFree, drink.name == "macchiato" { order = (decaf ? "decaf " : "") + (iced ? "iced " : "") + "caramel macchiato" }
        // A composed drink ("a chai latte") is made with its own milk; the surveys' drinks have nonfat kinds.
        if light, ComposedDishes.dish(named: order) == nil { order += " nonfat" }
        return order
    }

    /// Coffee-shop drinks made of milk, as said and as the surveys' words name them.
    static let orderedDrinks: [(said: [String], name: String)] = [
        (["chai", "tea", "latte"], "chai latte"), (["chai", "latte"], "chai latte"), (["matcha", "latte"], "matcha latte"),
        (["flat", "white"], "flat white"), (["latte"], "latte"), (["cappuccino"], "cappuccino"), (["mocha"], "mocha"),
        (["macchiato"], "macchiato"),
    ]

    /// Syrups a coffee-shop drink is flavoured with, by the word said for them.
    static let syrupFlavours: Set<String> = [
        "vanilla", "caramel", "hazelnut", "cinnamon", "toffee", "nut", "gingerbread", "pumpkin", "spice", "peppermint",
        "lavender", "salted", "irish", "cream",
    ]

    /// Milks of a coffee-shop drink that leave it the surveys' whole-milk one.
    static let fullMilks: Set<String> = ["2%", "lowfat", "low-fat", "reduced-fat", "dairy", "breve"]
}
