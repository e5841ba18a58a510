/// A dish said with the foods it already holds ("lomo saltado with rice and fries", "a bubble tea
/// with tapioca pearls", "a full english with eggs, bacon and beans"): the foods are in the dish,
/// as its name or its usual making says, not beside it.
extension PlainWordsResolver {
    /// `item` as the food said before "with" ("a burrito bowl" of "a burrito bowl with chicken"),
    /// or nil when "with" was not said between two foods.
    static func beforeWith(_ item: ParsedItem) -> ParsedItem? {
        let words = item.food.split(separator: " ").map(String.init)
        guard let with = words.firstIndex(of: "with"), with > 0, with < words.count - 1,
              PlainWordsParser.tokens(item.text).contains("with") else { return nil }
        var dish = item
        dish.food = words[..<with].joined(separator: " ")
        return dish
    }

    /// `item` without the foods of it that `holds` says a dish holds: said after `dish` and "with"
    /// ("lomo saltado with rice and fries"), or listed alone after it ("bacon and beans" of "a
    /// full english with eggs, bacon and beans"). Nil when it holds them all; `item` itself when
    /// it holds none, not all of those said with "with", or an amount or an addition ("extra
    /// cheese") was said.
    static func withoutHeld(_ item: ParsedItem, _ holds: Set<String>, after dish: ParsedItem? = nil) -> ParsedItem? {
        let words = item.food.split(separator: " ").map(String.init)
        let listed = words.dropFirst(dish.map { $0.food.split(separator: " ").count + 1 } ?? 0)
        // One said with an article ("and a boiled egg") is the one the dish holds.
        let one = !item.amountSaid || item.quantity == 1 && item.unit == .count
        guard dish != nil || one, !listed.contains(where: addedWords.contains) else { return item }
        let parts = listed.split(whereSeparator: joiningWords.contains).map(Array.init)
        let rest = parts.filter { !isHeld($0, in: holds) }
        // Said with the dish, they are all in it or all beside it ("a pavlova with cream and
        // berries" adds both); listed after it, those it holds are in it.
        guard rest.count < parts.count, dish == nil || rest.isEmpty else { return item }
        let said = rest.map { $0.joined(separator: " ") }.joined(separator: " and ")
        var kept = item
        if let dish {
            kept.food = dish.food + (said.isEmpty ? "" : " with " + said)
            return kept
        }
        guard !said.isEmpty else { return nil }
        kept.food = said
        return kept
    }

    /// The words of what `dish` holds: its parts when it is composed, else the words the name of
    /// the food it matches lists it with (`listedParts`), and the foods every one of its kind is
    /// made with (`dishParts`).
    static func heldWords(_ dish: ParsedItem, catalog: FoodCatalog) throws -> Set<String> {
        var holds = Set<String>()
        // The dish said before the bread it is on: "a turkey sandwich on whole wheat" is a sandwich.
        let named = dish.food.firstRange(of: " on ").map { String(dish.food[..<$0.lowerBound]) } ?? dish.food
        for (said, parts) in dishParts where named == said || named.hasSuffix(" " + said) { holds.formUnion(parts) }
        if let composed = ComposedDishes.dish(named: dish.food) {
            for part in composed.parts { holds.formUnion(words(part.name)) }
        } else if let food = try match(dish, household: HouseholdMeasures.food(named: dish.food), catalog: catalog,
                                       portions: NoPortions()) {
            holds.formUnion(words(listedParts(food.name)))
        }
        return holds
    }

    /// The part of a name that lists what the food holds: after its first "with" or parenthesis
    /// ("fries and rice" of "Lomo saltado (Peruvian beef stir-fry with fries and rice)"); empty
    /// when it lists none, for a word of its kind ("Croissants, butter") is not an addition.
    static func listedParts(_ name: String) -> String {
        let lower = name.lowercased()
        let starts = [lower.firstRange(of: " with ")?.upperBound, lower.firstIndex(of: "(")].compactMap { $0 }
        guard let start = starts.min() else { return "" }
        return String(lower[start...])
    }

    /// Whether the food said in `part` ("fried onions", "bacon bits", "sour cream") is one of `holds`:
    /// every word of it, once how it was cooked or cut is set aside ("garlic rice" is not the rice
    /// of "Adobo, with rice").
    static func isHeld(_ part: [String], in holds: Set<String>) -> Bool {
        let food = part.filter { !isArticleOrCount($0) && PhraseWords.cooking[$0] == nil && !preparedToppings.contains($0) }
        guard let head = food.last, !food.contains(where: { PlainWordsParser.number($0) != nil }) else { return false }
        return holds.isSuperset(of: food) || holds.contains(food.joined(separator: " "))
            || food.count == 2 && holds.contains(food[0]) && heldForms.contains(head)
    }

    /// Words that make a food said after a dish an addition to it ("extra cheese", "a side of rice").
    static let addedWords: Set<String> = ["extra", "double", "side", "more", "another", "second", "triple"]

    /// Forms a food is scattered on a dish in ("bacon bits", "chocolate chips").
    static let heldForms: Set<String> = ["bit", "piece", "crumble", "chunk", "strip", "shaving", "chip"]

    /// Dishes whose every kind holds these foods, though their names do not say so.
    static let dishParts: [String: Set<String>] = [
        "burrito": wrappedFillings, "chimichanga": wrappedFillings,
        "taco": ["cheese", "lettuce", "salsa", "pico", "pico de gallo", "sour cream", "onion", "cilantro", "tomato", "tortilla",
                 "corn tortilla", "flour tortilla"],
        "burrito bowl": wrappedFillings.union(["chicken", "steak", "barbacoa", "carnitas", "sofrita", "fajita veggie",
                                               "fajita vegetable", "corn", "sour cream"]),
        "bubble tea": ["tapioca", "pearl", "tapioca pearl", "boba"], "boba tea": ["tapioca", "pearl", "tapioca pearl", "boba"],
        "boba": ["tapioca", "pearl", "tapioca pearl"], "milk tea": ["tapioca", "pearl", "tapioca pearl", "boba"],
        "acai bowl": ["granola", "banana", "berry", "strawberry", "blueberry", "honey", "coconut"],
        "cheesesteak": ["onion", "pepper", "cheese", "provolone", "whiz", "cheez whiz", "mushroom"],
        "cheese steak": ["onion", "pepper", "cheese", "provolone", "whiz", "cheez whiz", "mushroom"],
        "cinnamon roll": ["icing", "frosting", "glaze", "cream cheese frosting", "cream cheese icing"],
        "cinnamon bun": ["icing", "frosting", "glaze", "cream cheese frosting", "cream cheese icing"],
        "onion soup": ["cheese", "gruyere", "swiss cheese", "crouton", "bread", "toast", "baguette"],
        "nasi lemak": ["sambal", "egg", "anchovy", "ikan bilis", "peanut", "cucumber"],
        // A pizza's vegetable toppings, and what dresses a sandwich, are in the survey's own.
        "pizza": ["veggie", "vegetable", "mushroom", "pepper", "onion", "olive", "spinach", "tomato", "basil"],
        "sandwich": ["mustard", "mayo", "mayonnaise", "lettuce", "tomato", "pickle", "lettuce and tomato"],
        // Enchiladas are baked in their sauce under cheese; a stuffed pepper holds its filling.
        "enchilada": ["red sauce", "green sauce", "enchilada sauce", "sauce", "salsa verde", "cheese", "sour cream", "onion"],
        "stuffed pepper": stuffedPepperFillings, "stuffed bell pepper": stuffedPepperFillings,
    ]

    /// What a stuffed pepper is filled with.
    static let stuffedPepperFillings: Set<String> = ["rice", "meat", "beef", "ground beef", "turkey", "ground turkey", "bean",
                                                     "black bean", "cheese", "tomato", "quinoa", "rice and bean", "rice and meat",
                                                     "rice and beef"]
}
