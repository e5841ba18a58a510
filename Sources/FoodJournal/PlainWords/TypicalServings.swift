/// What one of a dish weighs when neither the usual portions by kind nor the product say: "a tuna sandwich",
/// "pad thai", "3 tacos". Written from knowledge of usual servings (USDA survey portions and
/// restaurant servings); matched on the chosen food's and the said words, longest first.
public enum TypicalServings {
    /// Grams of one serving or one item, by the word that names the dish.
    public static let grams: [String: Double] = [
        // Items.
        "sandwich": 200, "sub": 250, "burger": 200, "hamburger": 200, "cheeseburger": 200, "burrito": 220, "wrap": 220,
        "taco": 90, "quesadilla": 180, "enchilada": 150, "tamale": 130, "gyro": 250, "kebab": 250, "hot dog": 100,
        "falafel": 17, "samosa": 100, "spring roll": 65, "egg roll": 90, "dumpling": 30, "pierogi": 40, "sushi": 35,
        "nugget": 16, "wing": 35, "tofu": 120, "croissant": 57, "muffin": 113, "scone": 70, "doughnut": 60, "brownie": 56,
        "cupcake": 60, "cinnamon": 90, "cinnamon roll": 90, "banana bread": 60, "pumpkin bread": 60, "zucchini bread": 60, "waffle": 75, "pancake": 75, "crepe": 60, "bagel": 99, "pita": 60, "naan": 90,
        "tortilla": 48, "corn tortilla": 26, "chicken breast": 172, "breast": 172, "grilled cheese": 130, "bread": 30, "roll": 40, "biscuit": 60, "omelet": 150, "sausage": 75, "pork chop": 150, "chicken thigh": 110,
        "rice cake": 9, "granola bar": 28, "protein bar": 60, "chocolate bar": 44, "string cheese": 28, "jerky": 28,
        "pickle": 35, "pretzel": 60, "egg": 50, "frankfurter": 50, "cheesesteak": 300, "cake": 80, "cheesecake": 125,
        "pie": 125, "quiche": 140, "lasagna": 250, "meatloaf": 115, "garlic bread": 50, "french toast": 65,
        "danish": 90, "lamb chop": 90, "benedict": 270, "sushi roll": 230,
        // Dishes, one plate or bowl.
        "pad thai": 350, "curry": 350, "masala": 350, "biryani": 350, "stir": 350, "fried rice": 350, "stroganoff": 350,
        "casserole": 300, "paella": 350, "jambalaya": 350, "chili": 250, "stew": 250, "spaghetti": 350, "pasta": 350,
        "noodle": 350, "lo mein": 350, "teriyaki": 350, "tso": 250, "orange chicken": 250, "beef and broccoli": 350,
        "gumbo": 250, "dal": 250, "chana": 350, "korma": 350, "risotto": 350, "mac": 200, "macaroni": 200, "nacho": 200,
        "with rice": 450, "oatmeal": 234, "porridge": 234, "espresso": 30, "fried chicken": 130, "jelly sandwich": 110,
        "shepherd": 300, "english muffin": 57, "shepherd pie": 300, "poke": 350, "bowl": 450, "ramen": 450, "pho": 450, "udon": 450, "soup": 360, "chowder": 360,
        "minestrone": 360, "borscht": 360, "salad": 150, "coleslaw": 120, "fish and chips": 350, "fish": 150,
        "french fries": 117, "fries": 117, "potato chips": 28, "chips": 28, "popcorn": 28, "trail mix": 40, "cereal": 40, "chip": 28,
        "smoothie": 350, "milkshake": 350, "shake": 350, "rice and beans": 350,
    ]

    /// `grams` with every key's words singular, as plain words are parsed ("french fry").
    static let singularGrams: [String: Double] = Dictionary(
        grams.map { key, value in (key.split(separator: " ").map { PlainWordsParser.singular(String($0)) }.joined(separator: " "), value) },
        uniquingKeysWith: { first, _ in first })

    /// The serving of what was said (`said`, the item's words), else of the chosen food's name:
    /// the longest key, and among keys as long the one nearest the end (the head: "fish taco" is a taco).
    public static func serving(said: [String], name: [String]) -> Double? {
        serving(for: said) ?? serving(for: name)
    }

    static func serving(for words: [String]) -> Double? {
        let singular = words.map { PlainWordsParser.singular($0) }
        var best: (end: Int, length: Int, grams: Double)?
        for (key, grams) in singularGrams {
            let keyWords = key.split(separator: " ").map(String.init)
            guard keyWords.count <= singular.count else { continue }
            for start in 0...(singular.count - keyWords.count) where Array(singular[start..<(start + keyWords.count)]) == keyWords {
                let end = start + keyWords.count
                if best == nil || keyWords.count > best!.length || keyWords.count == best!.length && end > best!.end {
                    best = (end, keyWords.count, grams)
                }
            }
        }
        return best?.grams
    }
}
