/// What the thing named can weigh in energy: kcal per 100 g, and kcal for one of it (one item,
/// serving or drink said by count), by the word that names it. A food whose energy falls outside
/// is not what was said, however well its name matches ("avocado toast" is no 0 kcal seasoning,
/// "a croissant" no 28 g apple croissant at 110 kcal, "a green curry" no 57 kcal-per-100 g sauce):
/// plain-word logging passes over it, and refuses the item with candidates when nothing else fits.
///
/// Written from knowledge of food composition (USDA SR Legacy and FNDDS values for the usual
/// forms of each food, wide enough to hold its light and rich versions) and of usual servings;
/// not fitted to any phrase. A range is looked up by the head of what was said only (its last
/// words: "apple pie" is a pie, "chicken curry" a curry), so an unknown head checks nothing.
public enum PlausibleEnergy {
    /// Energy bounds for a kind of food; nil bounds are not checked.
    public struct Bounds: Sendable {
        public var per100g: ClosedRange<Double>?
        /// One item, serving or drink, said by count ("a croissant", "2 samosas", "a latte").
        public var perItem: ClosedRange<Double>?
    }

    private static func b(_ per100g: ClosedRange<Double>?, _ perItem: ClosedRange<Double>? = nil) -> Bounds {
        Bounds(per100g: per100g, perItem: perItem)
    }

    /// Bounds by the head words of what was said (singular, as items are parsed).
    public static let bounds: [String: Bounds] = [
        // Hot drinks: black, or with milk (a latte is mostly milk), or sweet (mocha, hot chocolate).
        "coffee": b(0...90), "black coffee": b(0...10), "espresso": b(0...25), "americano": b(0...20),
        "latte": b(15...110), "cappuccino": b(15...110), "flat white": b(15...110), "mocha": b(30...140),
        "tea": b(0...90), "green tea": b(0...10), "herbal tea": b(0...10), "hot chocolate": b(30...140), "cocoa": b(30...140),
        // Cold drinks: juices and sweet drinks hold 20 to 60 kcal per 100 g; diet ones none.
        "juice": b(15...75), "soda": b(0...60), "cola": b(0...60), "lemonade": b(0...65), "ginger ale": b(0...60),
        "soft drink": b(0...60), "energy drink": b(0...70), "water": b(0...25), "sparkling water": b(0...5),
        "tonic water": b(0...45), "milk": b(10...100), "coconut milk": b(15...240), "chocolate milk": b(50...120),
        "shake": b(50...250), "milkshake": b(50...250),
        // A ready-to-drink protein shake is a 10-14 fl oz bottle of 100 to 350 kcal.
        "protein shake": b(30...130, 100...350),
        "smoothie": b(30...160), "lassi": b(40...160),
        // An energy gel is sugar syrup: about 250 to 350 kcal per 100 g, 80 to 120 a sachet.
        "gel": b(200...400, 60...160), "energy gel": b(200...400, 60...160),
        // Alcohol: beer and cider 25-70, wine 60-130 (dessert wines aside), spirits about 230.
        "beer": b(20...80), "lager": b(20...80), "cider": b(20...80), "wine": b(50...130), "prosecco": b(50...130),
        "vodka": b(180...300), "gin": b(180...300), "rum": b(180...300), "whiskey": b(180...300), "whisky": b(180...300),
        "tequila": b(180...300), "margarita": b(40...300), "mojito": b(40...300),
        // Breads and bakery, one of the usual size.
        "bread": b(180...450), "toast": b(180...450), "bagel": b(220...330, 150...450), "croissant": b(350...480, 120...500),
        "muffin": b(200...450, 100...650), "english muffin": b(200...270, 90...220), "doughnut": b(300...500, 150...500),
        "donut": b(300...500, 150...500), "naan": b(240...360, 150...480), "pita": b(220...320, 60...260),
        "tortilla": b(200...380, 40...260), "crumpet": b(150...260, 60...200), "scone": b(300...450, 150...500),
        "bun": b(230...420, 80...350), "teacake": b(250...380, 120...350), "chapati": b(200...380, 60...250),
        "pancake": b(170...320, 50...350), "waffle": b(240...360, 70...450), "pretzel": b(280...420),
        "chinese pancake": b(150...350, 20...120), "mandarin pancake": b(150...350, 20...120), "cabbage roll": b(70...200, 80...400),
        "soft pretzel": b(280...420, 150...550),
        // Cakes, pastries, biscuits and sweets.
        "cake": b(200...500, 150...800), "rice cake": b(340...420, 15...90), "fish cake": b(140...300, 50...350),
        "crab cake": b(140...300, 60...400), "cheesecake": b(230...450, 200...700), "brownie": b(350...500, 100...500),
        "cookie": b(350...550, 30...400), "biscuit": b(250...550, 20...400), "pie": b(90...450),
        "shepherd pie": b(70...220), "cottage pie": b(70...220),
        "pot pie": b(120...300, 300...1000), "tart": b(250...480), "baklava": b(350...500, 100...400),
        "churro": b(300...480, 60...250), "tiramisu": b(200...400, 200...600), "flapjack": b(350...500, 150...550),
        "chocolate": b(380...650), "chocolate bar": b(380...600, 180...350), "candy bar": b(380...600, 180...350),
        "snicker": b(400...550, 180...350), "mars": b(400...550, 180...350), "twix": b(400...550, 180...350),
        "kit kat": b(400...550, 100...300), "snicker bar": b(400...550, 180...350), "mars bar": b(400...550, 180...350),
        "twix bar": b(400...550, 180...350), "milky way": b(400...550, 180...350), "bounty": b(400...550, 180...350),
        "granola bar": b(330...500, 70...300), "protein bar": b(280...450, 120...400),
        "ice cream": b(120...320), "ice cream sandwich": b(150...330, 90...400), "crisp": b(420...600, 90...350), "potato chip": b(420...600), "popcorn": b(350...600),
        // Fruit, fresh: a piece of it; berries, fresh or frozen, by weight only (strawberries 32
        // kcal per 100 g to blueberries 57).
        "berry": b(25...75),
        "apple": b(40...80, 50...150), "banana": b(75...110, 60...150), "orange": b(35...60, 35...110),
        "pear": b(40...70, 50...150), "peach": b(30...50, 30...90), "nectarine": b(35...55, 35...90),
        "mango": b(50...75, 80...250), "kiwi": b(45...70, 25...80), "clementine": b(40...60, 25...60),
        "avocado": b(130...240, 150...400), "plum": b(35...55, 20...60), "grape": b(55...80),
        // Vegetables and potatoes.
        "broccoli": b(15...70), "carrot": b(20...70), "spinach": b(15...70), "green bean": b(20...70), "zucchini": b(10...70),
        "corn on the cob": b(60...140, 50...250), "potato": b(60...200), "sweet potato": b(60...140),
        "fry": b(130...350), "french fry": b(130...350), "stir fry": b(nil), "hash brown": b(140...300, 60...250),
        "salad": b(10...260),
        // Meat, fish and eggs as eaten (cooked salmon: about 170 for sockeye to 275 for the survey's, cooked with fat).
        "chicken": b(100...330), "breast": b(100...260), "thigh": b(120...290), "wing": b(170...340, 40...160),
        "steak": b(130...350), "salmon": b(110...300), "cod": b(60...150), "tuna": b(80...300), "fish": b(70...300),
        "bacon": b(200...600, 20...120),
        "canadian bacon": b(90...200, 20...120), "peameal bacon": b(90...200, 20...120), "sausage": b(150...400, 40...350),
        "bratwurst": b(230...360, 180...400),
        "hot dog": b(200...350, 150...500), "ham": b(90...300), "egg": b(130...230, 50...140),
        // Dishes, one serving.
        "curry": b(70...260, 200...1300), "dal": b(70...220), "dhal": b(70...220), "korma": b(100...280, 250...1100), "masala": b(80...260, 200...1200),
        "biryani": b(120...260, 300...1100), "vegetable biryani": b(90...220, 250...900), "stew": b(50...220, 150...800),
        "chili": b(60...220, 150...800),
        "soup": b(20...160, 30...600), "miso soup": b(5...80), "broth": b(0...40), "chowder": b(50...160),
        "pasta": b(100...260), "ziti": b(100...260), "penne": b(100...260), "rigatoni": b(100...260), "ravioli": b(60...250), "tortellini": b(60...250), "spaetzle": b(100...260), "spaghetti": b(100...260), "rice": b(100...210), "noodle": b(60...230), "udon": b(60...170),
        "ramen": b(40...200), "pho": b(30...150), "fried rice": b(130...230, 250...1000), "lasagna": b(100...250, 250...900),
        "pizza": b(200...330), "burger": b(180...320, 250...1300), "veggie burger": b(100...320, 80...700),
        "cheeseburger": b(190...320, 250...1300), "sub": b(150...350, 400...1300),
        "sandwich": b(120...420, 200...1000), "wrap": b(150...330, 250...1000), "burrito": b(130...260, 300...1400),
        "taco": b(140...320, 90...400), "quesadilla": b(200...360, 250...1100), "enchilada": b(110...260, 150...550),
        "sushi": b(80...220), "dumpling": b(100...320, 25...120), "samosa": b(200...360, 80...400),
        "spring roll": b(150...320, 50...280), "egg roll": b(150...320, 80...350),
        "sushi roll": b(80...250, 100...600), "cinnamon roll": b(280...460, 150...700), "sausage roll": b(250...420, 150...550),
        "california roll": b(80...250, 100...600), "swiss roll": b(300...450), "lobster roll": b(150...320, 250...800),
        "bacon roll": b(200...360, 200...650), "roll": b(230...360, 60...300),
        // A pizza roll is a 12 g bite (Totino's: six to 85 g), not a bread roll.
        "pizza roll": b(230...400, 25...90),
        // Sushi rolls said by their filling.
        "tuna roll": b(80...250, 100...600), "salmon roll": b(80...250, 100...600), "avocado roll": b(80...250, 100...600),
        "tempura roll": b(80...280, 100...700), "crab roll": b(80...250, 100...600), "eel roll": b(80...250, 100...600),
        "cucumber roll": b(60...200, 60...400), "dragon roll": b(80...280, 100...700), "rainbow roll": b(80...250, 100...600),
        "gyro": b(150...320, 300...1100), "kebab": b(150...320, 300...1100),
        "omelet": b(120...260, 140...700), "omelette": b(120...260, 140...700), "nacho": b(180...400, 300...1500),
        "fritter": b(200...420, 50...300), "bhaji": b(200...420, 50...300), "paella": b(110...220),
        "risotto": b(100...220), "pad thai": b(120...230, 350...1000), "porridge": b(45...130), "oatmeal": b(45...130),
        "cereal": b(300...470), "granola": b(380...520), "yogurt": b(40...200, 50...350), "hummus": b(150...350),
        "cheese": b(250...450), "cottage cheese": b(60...130), "ricotta cheese": b(100...200), "ricotta": b(100...200),
        "scotch egg": b(180...320, 150...450), "pork pie": b(300...450, 200...700), "calzone": b(220...400, 450...1300),
        "pasty": b(250...400, 350...1000), "pierogi": b(150...300, 40...150), "falafel": b(250...520),
        "rib": b(200...400, 60...250), "nigiri": b(100...220, 30...90), "tostada": b(150...300, 120...500),
        "chili dog": b(200...320, 250...650),
    ]

    /// A bread filled with meat (`TypicalServings.filledBreads`): a breakfast sandwich of 250 to 700 kcal.
    static let filledBreads: [(String, Bounds)] = TypicalServings.filledBreads.map { ($0.0, b(180...450, 250...700)) }

    /// `bounds` with every key's words singular, as plain words are parsed ("mars bar" is "mar bar").
    static let singularBounds: [String: Bounds] = Dictionary(
        (bounds.map { ($0.key, $0.value) } + filledBreads).map { key, value in (key.split(separator: " ").map { PlainWordsParser.singular(String($0)) }.joined(separator: " "), value) },
        uniquingKeysWith: { first, _ in first })

    /// The bounds for what was said (`words`, the item's singular words): the longest key that
    /// ends at the last word, nil when none does.
    public static func bounds(for words: [String]) -> Bounds? {
        guard !words.isEmpty else { return nil }
        for length in stride(from: min(4, words.count), through: 1, by: -1) {
            let key = words.suffix(length).joined(separator: " ")
            if let found = singularBounds[key] { return found }
        }
        return nil
    }

    /// Whether logging `grams` of `food` for `item` is energy the thing said can have. Counts are
    /// checked per item; other amounts (grams, cups, slices) and a dish said without an amount
    /// (one serving of it, whatever the serving) only per 100 g.
    public static func allows(_ food: CatalogFood, grams: Double?, item: ParsedItem) -> Bool {
        // The head said, without words of how it is cut or served ("salmon fillet" is salmon), or
        // of the one dish it is read as when the tables know that one ("a spanish tortilla" is an
        // omelet, not a flatbread; "a breakfast sandwich" is read as a sandwich on an English
        // muffin, and stays judged as a sandwich).
        let said = PlainWordsResolver.coreWords(item.food.split(separator: " ").map(String.init))
        let read = PlainWordsResolver.coreWords(DishNames.rewrite(item.food).split(separator: " ").map(String.init))
        let oneDish = read.allSatisfy { !["with", "on", "in", "and"].contains($0) }
        // A dish read as one of another head ("cauliflower rice" is cooked cauliflower) is never
        // judged by the head said.
        let words = read != said && oneDish && (bounds(for: read) != nil || read.last != said.last) ? read : said
        // "beef and broccoli", "gin and tonic": a combination has no one head to judge it by.
        if words.contains("and") { return true }
        // "oatmeal with raisins", named as one food by the index, is oatmeal with something added:
        // judged by what comes before "with", its range widened to half its floor and 1.6 times
        // its ceiling for the addition (a cookie of oatmeal and raisins, 450 kcal per 100 g, is
        // not a bowl of oatmeal). So is a food packed or cooked in something ("tuna in water",
        // "beef in black bean sauce"): tuna, not water.
        if let with = words.firstIndex(where: { $0 == "with" || $0 == "in" }) {
            guard with > 0, let found = bounds(for: Array(words[..<with])), let per100g = found.per100g else { return true }
            return (per100g.lowerBound * 0.5...per100g.upperBound * 1.6).contains(food.per100g.kcal)
        }
        guard let found = bounds(for: words) else { return true }
        let kcal = food.per100g.kcal
        // Fried, battered or breaded, a food holds up to 60% more energy than the most of it cooked
        // plainly: a lean fish in batter most of all (cod 105 kcal per 100 g baked, 217 fried).
        let fried = !Set(words).isDisjoint(with: ["fried", "battered", "breaded", "crispy", "pan-fried", "deep-fried"])
        // Dried, a fruit holds four to six times its fresh energy (mango 60 kcal per 100 g, dried 319).
        let dried = words.contains("dried")
        if let per100g = found.per100g,
           !(per100g.lowerBound...(per100g.upperBound * (dried ? 6 : fried ? 1.6 : 1))).contains(kcal) {
            return false
        }
        if let perItem = found.perItem, let grams, item.amountSaid, item.quantity > 0, [.count, .piece, .serving].contains(item.unit) {
            // A serving of a food eaten by the piece ("a serving of pierogi") is judged by the piece.
            let pieces = item.unit == .serving ? PlainWordsResolver.piecesPerServing(said) : 1
            let one = kcal * grams / 100 / item.quantity / pieces
            if !perItem.contains(one) { return false }
        }
        return true
    }
}
