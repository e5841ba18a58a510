/// Qualifiers that exclude each other: a name saying one is not the food when the user said the
/// other ("an egg white omelette" is not "Egg, whole, cooked, omelet", 231 kcal where the whites
/// give about 100; "brown rice" is not "Rice, white"). Each pair names two kinds of one food as
/// USDA's names tell them apart. A name saying "no" or "without" what was said is not it either.
enum ContradictedQualifiers {
    /// Pairs of words no food can be at once, both ways round.
    static let pairs: [(String, String)] = [
        ("white", "whole"),   // egg whites against whole eggs, white flour or bread against whole grain
        ("white", "brown"),   // rice, sugar, bread
        ("white", "red"),     // wine, onion, cabbage, beans
        ("skim", "whole"), ("nonfat", "whole"), ("lowfat", "whole"), ("fat-free", "whole"),
        ("unsweetened", "sweetened"),
        ("roast", "mashed"), ("roasted", "mashed"),   // roast potatoes are no mash ("..., mashed, with gravy")
    ]

    /// Foods the surveys name only breaded and fried.
    static let friedOnly: Set<String> = ["nugget"]

    /// The least lean share, in percent, of a meat said to be lean (USDA's ground beef runs from 70% to 97%).
    static let leanPercent = 90.0

    /// Words by which a food is said to be made without meat, and by which a name says so.
    static let saidMeatless: Set<String> = ["vegan", "vegetarian", "veggie", "meatless", "meat-free", "plant-based"]
    static let namedMeatless: Set<String> = saidMeatless.union([
        "vegetable", "plant", "tofu", "soy", "seitan", "tempeh", "quorn", "imitation", "substitute", "analog", "bean", "falafel",
    ])
    /// Words of names of meats and fish.
    static let meatWords: Set<String> = PlainWordsResolver.meats.union([
        "ham", "bacon", "sausage", "pig", "veal", "venison", "hamburger", "cheeseburger", "pepperoni", "salami", "meat",
        "meatball", "frankfurter", "chorizo", "anchovy", "sardine", "pastrami", "bologna", "prosciutto", "gelatin",
    ])

    /// Whether `name` says a qualifier that contradicts one the user said, and not the one said
    /// as well (a name listing both, "Bread, whole wheat, white", leaves the choice open).
    static func contradicts(_ name: String, said: Set<String>) -> Bool {
        let sequence = PlainWordsResolver.nameCheckWords(name.lowercased())
        // A name denying what was said ("Orange juice, no pulp" for "orange juice with pulp"), unless
        // it was said denied too ("no sugar added ice cream").
        if zip(sequence, sequence.dropFirst()).contains(where: { PlainWordsResolver.denials.contains($0) && said.contains($1)
            && !said.contains($0) }) {
            return true
        }
        // A name saying it is not what was said ("INSTANT NON-FRIED NOODLES" for fried noodles).
        if sequence.contains(where: { $0.hasPrefix("non-") && said.contains(PlainWordsParser.singular(String($0.dropFirst(4)))) }) {
            return true
        }
        // Meat said lean, and no share said, is no more than a tenth fat: "lean ground beef" is not
        // "70% lean meat / 30% fat".
        if said.contains("lean"), said.allSatisfy({ $0.first?.isNumber != true }), let at = sequence.firstIndex(of: "lean"), at > 0,
           let percent = Double(sequence[at - 1]), percent < leanPercent {
            return true
        }
        let nameWords = Set(sequence.map { PlainWordsParser.singular($0) })
        // Foods breaded and fried unless named otherwise: "grilled nuggets" are no "Chicken nuggets, NFS".
        if let cooked = said.first(where: { $0 == "grilled" }), !nameWords.contains(cooked),
           !nameWords.isDisjoint(with: friedOnly), !said.isDisjoint(with: friedOnly) {
            return true
        }
        // A meat or a fish is no food said to be meatless ("a vegetarian sausage roll" is no "Pig
        // in a blanket"), unless its name says it is meatless too ("Sausage, meatless").
        if !said.isDisjoint(with: saidMeatless), nameWords.isDisjoint(with: namedMeatless), !nameWords.isDisjoint(with: meatWords) {
            return true
        }
        return pairs.contains { first, second in
            (said.contains(first) && !said.contains(second) && nameWords.contains(second) && !nameWords.contains(first))
                || (said.contains(second) && !said.contains(first) && nameWords.contains(first) && !nameWords.contains(second))
        }
    }
}
