import FoodText

/// Weighing: the grams of an item once its food is chosen, from what was said, the household
/// tables, the food's usual portions and the typical servings of dishes.
extension PlainWordsResolver {
    /// Grams on a plate of a dish whose usual serving is `usualServing`: a full meal portion, one
    /// and a half usual servings (a plate of nachos is more than a side of them) but at most about
    /// two cups of food (450 g: a plate of spaghetti). Nil for foods not served as a dish (under
    /// 150 g a serving: a cake, a sauce), whose plate has no standard weight.
    static func plateGrams(usualServing: Double) -> Double? {
        guard usualServing >= 150 else { return nil }
        return min(usualServing * 1.5, 450)
    }

    /// Whether the household tables weigh the food by the count (an egg, a banana).
    static func isCounted(_ food: String) -> Bool {
        HouseholdMeasures.food(named: food).flatMap { HouseholdMeasures.grams(of: $0, unit: .count, size: nil) } != nil
    }

    /// Pieces in a serving of a food eaten by the piece said in the plural without a count ("shrimp
    /// and rice", "ham and eggs"), or nil: then one of it is meant, or the count said.
    static func pluralServing(_ item: ParsedItem, said: [String]) -> Double? {
        guard !item.amountSaid, item.unit == .count, saidPlural(item), case let pieces = piecesPerServing(said), pieces > 1
        else { return nil }
        return pieces
    }

    /// Slices in a serving of pizza.
    static let pizzaServingSlices = 2.0

    /// Grams per millilitre of a cup of a food said by its pieces: 0.6, a cup of blueberries or
    /// grapes (USDA: 148 and 151 g).
    static let cupOfPieces = 0.6
    /// Words of foods said in the plural that pack a cup as a mash does (grits, oats, beans).
    static let packedPlurals: Set<String> = ["grit", "oat", "bean", "refried", "mashed", "scrambled", "overnight"]

    /// Grams per millilitre of a ground spice (USDA: a teaspoon of ground cinnamon 2.6 g, of
    /// cumin 2.1 g).
    static let spiceGramsPerMilliliter = 0.5

    /// Grams of a piece of fruit of medium size (an apple, an orange, a banana or a pear: 140-180 g).
    static let pieceOfFruit = 150.0

    /// Grams on a plate of a dish no table weighs, and the energy a dish has per 100 g.
    static let dishPlate = 300.0
    static let dishPlateEnergy = 60.0...350.0

    /// Grams of a plate of the generic dish the item was matched to when nothing weighs one ("a
    /// plate of sesame chicken"): a meal's portion of a dish. Nil for a product, a food too light
    /// or too rich to be a dish, a food said with another (the plate holds both), a food the
    /// household tables count (an egg: no dish), a food whose name's first part says more than was
    /// said before what it comes with (a near miss is refused with candidates, not weighed; "Pulled
    /// pork in barbecue sauce" is pulled pork), or another unit. Taken only once the
    /// food is chosen, so that it never makes one food outrank another.
    static func dishPlateGrams(_ item: ParsedItem, food: CatalogFood) -> Double? {
        guard item.unit == .plate, food.kind == .generic, dishPlateEnergy.contains(food.per100g.kcal),
              !item.food.split(separator: " ").map(String.init).contains(where: joiningWords.contains),
              // A food the tables count (an egg) is no dish on a plate.
              !isCounted(item.food), !isCounted(coreWords(item.food.split(separator: " ").map(String.init)).joined(separator: " ")),
              let first = food.name.lowercased().split(separator: ",").first,
              Set(nameCheckWords(beforeJoiners(first))).subtracting(neutralNameWords).isSubset(of: saidWords(item))
        else { return nil }
        return item.quantity * dishPlate
    }

    /// Words of a product's name that say its maker made it leaner or lighter.
    static let leanerProductWords: Set<String> = ["light", "lite", "reduced", "lowfat", "fat-free", "nonfat", "skinny", "diet"]

    /// Grams of meat on a plate of it: 8 oz, a restaurant's main portion.
    static let plateOfMeat = 225.0

    /// Whether a food is meat and nothing else: a protein food without carbohydrate (a roast, a
    /// steak, ribs; not a meat dish with a sauce, a breading or a bread).
    static func isAllMeat(_ food: CatalogFood) -> Bool {
        guard let protein = food.per100g.protein, let carbs = food.per100g.carbs else { return false }
        return protein >= 15 && carbs <= 3 && !words(food.name).isDisjoint(with: meats.union(["rib", "brisket", "roast", "veal", "venison"]))
    }

    /// Foods said with a size only when ordered at a fast-food counter: fries.
    static let fastFoodSized: Set<String> = ["fry", "french fry"]

    /// Sweet spreads and syrups, spooned on by the topping whatever is said with them.
    static let sweetSpreads: Set<String> = [
        "honey", "syrup", "maple", "golden", "jam", "jelly", "marmalade", "agave", "molasses", "treacle",
    ]

    /// Pieces a sushi roll is cut into.
    static let sushiRollPieces = 8.0

    /// Sushi rolls said by name: a piece of one is an eighth of it.
    static let sushiRolls: [String] = [
        "sushi roll", "maki roll", "california roll", "tuna roll", "salmon roll", "avocado roll", "crab roll", "eel roll",
        "cucumber roll", "dragon roll", "rainbow roll", "tempura roll", "philadelphia roll", "spider roll",
    ]

    /// Kcal per 100 g from which a handful of a food is an ounce (28 g), not half a cup: nuts,
    /// trail mix, chips, crackers and sweets are all above it, fruit and vegetables far below.
    static let handfulOunceKcal = 350.0

    /// Foods whose "one" is not what is meant when no amount is said: a handful is.
    static let handfulWords = HouseholdMeasures.nutWords + ["berry", "grape", "cherry"]

    /// Words of fruit eaten dried, a handful of which is an ounce (dates, raisins, prunes).
    static let driedFruitWords: Set<String> = ["dried", "date", "raisin", "prune", "sultana"]

    /// Drinks: a glass, can or bottle of one without a table measure is its volume at 1 g per ml,
    /// and one drink counted without a measure is one cup (8 fl oz).
    static let drinkWords: Set<String> = [
        "coffee", "latte", "cappuccino", "espresso", "mocha", "americano", "tea", "chai", "milk", "juice", "water", "soda",
        "lemonade", "smoothie", "shake", "milkshake", "drink", "kombucha", "cola", "beer", "wine", "cider", "seltzer",
        "vodka", "gin", "rum", "whiskey", "tequila", "margarita", "cocoa",
        "ale", "lager", "stout", "prosecco", "champagne", "whisky", "brandy", "mojito", "cocktail", "lassi", "frappuccino",
        "punch", "spritz", "sangria", "daiquiri", "martini", "gatorade", "powerade", "lucozade", "horchata",
        // "mary" is only ever a bloody mary.
        "eggnog", "mimosa", "bellini", "negroni", "mary", "kefir", "liqueur",
    ]

    /// How much a small or large glass, mug or bowl holds against the usual one: a large glass
    /// of wine is half as much again as the usual pour, a small one three quarters of it. A
    /// composed dish's serving is sized the same way.
    static let containerSizes: [String: Double] = ["small": 0.75, "medium": 1, "large": 1.5, "extra large": 2]

    /// Grams of a square of a chocolate bar.
    static let chocolateSquare = 6.0

    /// Grams of a square of a graham cracker: half a 14 g sheet.
    static let grahamSquare = 7.0

    /// Whether slices were said with no number ("cucumber slices", "slices of cucumber", "apple
    /// slices with peanut butter").
    static func slicesOfNoNumber(_ item: ParsedItem) -> Bool {
        let tokens = PlainWordsParser.tokens(item.text)
        guard item.unit == .slice, item.quantity == 1, let at = tokens.firstIndex(of: "slices") else { return false }
        return !tokens[..<at].contains { $0 == "of" || $0.first?.isNumber == true || PlainWordsParser.numberWords[$0] != nil
            || PlainWordsParser.sizes[$0] != nil || ["a", "an"].contains($0) }
    }

    /// Joints a roast is cut from, said before its meat ("roast leg of lamb", "shoulder of pork").
    static let roastJoints: Set<String> = ["leg", "shoulder", "saddle", "rump", "joint"]

    /// Birds, whose leg is a piece of its own, not a joint carved.
    static let poultry: Set<String> = ["chicken", "turkey", "duck"]

    /// Whether one of a food is said with an article before its plural: "a bbq chips" is a bag
    /// of them, not one chip (2 g).
    static func articleBeforePlural(_ item: ParsedItem) -> Bool {
        item.quantity == 1 && ["a", "an"].contains(PlainWordsParser.tokens(item.text).first ?? "") && saidPlural(item)
    }

    /// Whether the item's last word was said in the plural ("nuggets", not "nugget"; "pierogi",
    /// an Italian or Polish plural).
    static func saidPlural(_ item: ParsedItem) -> Bool {
        // The word said for the food's head, wherever it stands ("fish tacos with slaw", "shrimp
        // and rice"), else the last word said.
        let tokens = PlainWordsParser.tokens(item.text)
        let head = item.food.split(separator: " ").last.map(String.init)
        // The word may be the one a dish name stands for ("bangers" for sausage).
        guard let last = tokens.last(where: { PlainWordsParser.singular($0) == head })
                ?? tokens.last(where: { DishNames.rewrite(PlainWordsParser.singular($0)) == head }) ?? tokens.last
        else { return false }
        return PlainWordsParser.singular(last) != last || foreignPlurals.contains(last)
    }

    /// Foods said in the plural of another language, which the English singular rule keeps, and
    /// sushi, shrimp, falafel, gyoza, sashimi, pakora and takoyaki, whose plural is the word itself.
    static let foreignPlurals: Set<String> = ["pierogi", "ravioli", "gnocchi", "tortellini", "cannoli", "sushi", "shrimp", "falafel",
                                              "gyoza", "sashimi", "pakora", "takoyaki"]

    /// Pieces in a serving of the food said (`TypicalServings.piecesPerServing`, longest key at
    /// the end of what was said), 1 when it is not eaten by the piece.
    static func piecesPerServing(_ said: [String]) -> Double {
        for length in stride(from: min(3, said.count), through: 1, by: -1) {
            let key = said.suffix(length).joined(separator: " ")
            if let pieces = TypicalServings.piecesPerServing[key] { return pieces }
        }
        return 1
    }

    /// Millilitres in a glass of wine (a 150 ml pour; 125 ml of a sparkling one, a 75 ml
    /// measure of a fortified one), the first word found in what was said or the food's name;
    /// any other drink's glass is 8 fl oz.
    static let glassMilliliters: [(word: String, milliliters: Double)] = [
        ("prosecco", 125), ("champagne", 125), ("cava", 125), ("sherry", 75), ("port", 75), ("wine", 150),
    ]

    /// Millilitres in a bottle of a drink not bottled by the 12 fl oz: wine 750 ml, water and soft
    /// drinks 500 ml, a sports drink 20 fl oz, a smoothie 250 ml, a kombucha 16 fl oz; the first word found.
    static let bottleMilliliters: [(word: String, milliliters: Double)] = [
        ("wine", 750), ("prosecco", 750), ("champagne", 750), ("cava", 750), ("smoothie", 250), ("kombucha", 475),
        ("sport", 591), ("water", 500), ("cola", 500), ("soda", 500), ("kopparberg", 500),
    ]

    /// The words said for an item and the words of the food's name.
    static func saidAndName(_ item: ParsedItem, _ food: CatalogFood) -> Set<String> {
        saidWords(item).union(words(food.name))
    }

    /// Fluid ounces of a drink ordered by size, as coffee shops and fast-food chains serve them.
    static let drinkSizes: [String: Double] = ["small": 8, "medium": 12, "large": 16, "extra large": 20]
    /// Fluid ounces of an extra large (venti) iced drink, poured over ice into a bigger cup.
    static let icedExtraLargeOunces = 24.0

    /// Whether a food said, or a catalog name (lower-cased), is a drink: it holds a drink word and
    /// its head, the last word of its first part, is no solid food ("coffee cake", "milk
    /// chocolate", "Crackers, water" hold a drink word and are eaten).
    static func isDrink(_ food: String) -> Bool {
        // Most names hold no drink word: the cheap test first, on a path run for every candidate.
        guard food.split(whereSeparator: { !$0.isLetter }).contains(where: { drinkWords.contains(String($0)) }) else { return false }
        let first = beforeJoiners(food.split(separator: ",").first ?? Substring(food))
        // A drink word, but not only in what it is packed or served in: "tuna in water" is eaten.
        let said = ([first] + food.split(separator: ",").dropFirst().map(String.init)).joined(separator: " ")
        guard said.split(whereSeparator: { !$0.isLetter }).contains(where: { drinkWords.contains(String($0)) }) else { return false }
        guard let head = first.split(whereSeparator: { !$0.isLetter }).last else { return true }
        return !solidHeads.contains(PlainWordsParser.singular(String(head)))
    }

    /// Heads of foods that are eaten, though their names may hold a drink word ("rum cake", "beer
    /// bread", "vodka sauce", "tea biscuit").
    static let solidHeads: Set<String> = [
        "cake", "cupcake", "cheesecake", "bread", "loaf", "cookie", "cracker", "biscuit", "muffin", "scone", "bun", "roll",
        "chocolate", "candy", "truffle", "fudge", "brownie", "bar", "ball", "pie", "tart", "pudding", "sauce",
        "glaze", "frosting", "icing", "jelly", "chestnut", "fish", "batter", "raisin", "sandwich", "chip", "pretzel",
        "waffle", "pancake", "cereal", "granola",
    ]

    /// Whether a food said is a drink, read as the dish it names when `DishNames` names it
    /// otherwise: a Rich Tea or a bourbon biscuit holds a drink word and is a biscuit.
    static func saidAsDrink(_ food: String) -> Bool {
        let meant = DishNames.rewrite(food)
        return isDrink(meant == food ? food : meant)
    }

    /// The usual serving of a drink said, or of the drink its words are read as when that names
    /// it more fully ("a vodka soda" is a vodka and soda, 250 g; "a peroni" a beer, a bottle of
    /// it); nil for what is not a drink.
    static func drinkServing(_ item: ParsedItem) -> Double? {
        guard saidAsDrink(item.food) || isDrink(searchWords(item.food)) else { return nil }
        return TypicalServings.serving(said: item.food.split(separator: " ").map(String.init),
                                       searched: searchWords(item.food).split(separator: " ").map(String.init))
    }

    /// A food's usual portions (`PortionSource`), when the first grams of `unit` (and `size`) are known.
    static func portion(_ portions: [FoodPortion], _ unit: FoodUnit, size: String?) -> Double? {
        let ofUnit = portions.filter { $0.unit == unit }
        if let size, let sized = ofUnit.first(where: { $0.size == size }) { return sized.grams }
        return (ofUnit.first { $0.size == nil || $0.size == "medium" } ?? ofUnit.first)?.grams
    }

    /// Grams of one `unit` of a food from its usual portions, with related measures: a slice or a
    /// serving may be one piece, a spoon a part of a cup, a scoop half a cup, a bowl a cup.
    static func portionGrams(_ portions: [FoodPortion], unit: FoodUnit, size: String?) -> Double? {
        guard !portions.isEmpty else { return nil }
        func find(_ unit: FoodUnit) -> Double? { portion(portions, unit, size: size) }
        if let direct = find(unit) { return direct }
        // "large fries": a sized serving of a food served by size.
        if unit == .count, let size, let sized = portions.first(where: { $0.unit == .serving && $0.size == size }) { return sized.grams }
        switch unit {
        case .count: return find(.piece) ?? find(.serving)
        case .piece: return find(.serving)
        case .slice: return find(.piece)
        // A serving of a food eaten by the cup whose pieces are small (broccoli florets, sprouts)
        // is half a cup, the dietary guidelines' serving of vegetables.
        case .serving:
            guard let piece = find(.piece), piece < 50 else { return find(.piece) }
            return find(.cup).map { $0 / 2 } ?? piece
        case .tablespoon: return find(.cup).map { $0 / 16 } ?? find(.teaspoon).map { $0 * 3 }
        case .teaspoon: return find(.tablespoon).map { $0 / 3 } ?? find(.cup).map { $0 / 48 }
        case .cup: return find(.tablespoon).map { $0 * 16 }
        case .scoop: return portionGrams(portions, unit: .cup, size: nil).map { $0 / 2 }
        case .bowl, .glass: return portionGrams(portions, unit: .cup, size: nil)
        case .handful: return portionGrams(portions, unit: .cup, size: nil).map { $0 / 2 }
        case .mug: return portionGrams(portions, unit: .cup, size: nil).map { $0 * 1.5 }
        // A pint of ice cream is a tub of two cups of it ("a pint of ice cream" was refused).
        case .pint: return portionGrams(portions, unit: .cup, size: nil).map { $0 * 2 }
        case .fluidOunce: return find(.cup).map { $0 / 8 }
        default: return nil
        }
    }

    /// Categories that name many foods: "Cheese, cottage" is not the table's cheese.
    static let categoryHeads: Set<String> = ["cheese", "fish", "nut", "beverage", "candy", "snack", "spice", "seed", "beef", "pork"]

    /// Whether the table food's measures fit `food`: it is the table's food, what was said
    /// (without descriptive words) is a table name ("grilled chicken breast"), or the food's name
    /// starts with a table name that is not a category ("Yogurt, Greek" is a yogurt).
    static func isKind(_ food: CatalogFood, of household: HouseholdFood, said: [String]) -> Bool {
        if household.catalogName == food.name { return true }
        if household.names.contains(coreWords(said).joined(separator: " ")) { return true }
        guard let first = food.name.lowercased().split(separator: ",").first else { return false }
        let head = first.split(separator: " ").map { PlainWordsParser.singular(String($0)) }.joined(separator: " ")
        return household.names.contains(head) && !categoryHeads.contains(head)
    }

    /// A product's serving size, or a generic food's when it is a real portion: USDA rows often
    /// carry "1 oz" (28.35 g) as their first portion, which is not one of anything.
    static func servingSize(_ food: CatalogFood) -> Double? {
        guard let serving = food.servingGrams, serving > 0 else { return nil }
        if food.kind == .generic, abs(serving - 28.35) < 0.5 { return nil }
        return serving
    }

    /// Grams for an item. Weights convert directly. Then, in order: the household table's measure
    /// (when the food is the table's, or the item was not said cooked); an addition said without
    /// amount ("with butter": `PhraseWords.toppingGrams`); the chosen food's usual portions
    /// (`PortionSource`); volumes by the table's density, or 1 g per ml for drinks and ml; counts
    /// by the product's serving size, then a usual serving of the dish (`TypicalServings`). A
    /// plate of a food not served as a dish, and containers of foods that are not drinks and have no
    /// can size, have no standard weight: the item is refused, naming the unit.
    static func grams(of item: ParsedItem, household: HouseholdFood?, food: CatalogFood,
                      portions source: PortionSource) -> Result<(Double, String), ConversionFailure> {
        // "cucumber slices", "apple slices": slices said with no number are a few of them, as "a
        // few" is; of a fruit with no slice of its own, the fruit sliced.
        if slicesOfNoNumber(item) {
            var few = item
            few.quantity = PlainWordsParser.numberWords["few"] ?? 3
            if case .success(let (grams, basis)) = unitGrams(of: few, household: household, food: food, portions: source) {
                return .success((grams, basis + ", a few slices"))
            }
            var whole = item
            whole.unit = .count
            if case .success(let (grams, basis)) = unitGrams(of: whole, household: household, food: food, portions: source) {
                return .success((grams, basis + ", one sliced"))
            }
        }
        let one = unitGrams(of: item, household: household, food: food, portions: source)
        // Said without an amount, a food whose one is a small piece of it (a floret of broccoli)
        // or that no one counts (rice) is a serving of it; a food eaten whole (an apple) stays one.
        guard !item.amountSaid, item.unit == .count else { return one }
        var serving = item
        serving.unit = .serving
        guard case .success(let (servingGrams, basis)) = unitGrams(of: serving, household: household, food: food, portions: source)
        else {
            // A food nothing weighs but by the cup (steamed green beans) is half a cup, the
            // dietary guidelines' serving of vegetables.
            guard case .failure = one, let cup = halfCupServing(item, food: food, portions: source) else { return one }
            return .success((cup, "half a cup"))
        }
        switch one {
        case .success(let (grams, _)) where servingGrams > grams * 1.2: return .success((servingGrams, basis))
        case .failure: return .success((servingGrams, basis))
        default: return one
        }
    }

    /// Grams of `item` counted in servings of half a cup, the dietary guidelines' serving of
    /// vegetables, for a food nothing weighs but by the cup; nil for one with no cup or another unit.
    static func halfCupServing(_ item: ParsedItem, food: CatalogFood, portions source: PortionSource) -> Double? {
        guard [.count, .serving].contains(item.unit),
              let cup = portionGrams(source.portions(ofFoodNamed: food.name), unit: .cup, size: nil) else { return nil }
        return item.quantity * cup / 2
    }

    /// Meats served in chunks in a sauce, a piece of which is a chunk.
    static let chunkMeats: Set<String> = ["chicken", "pork", "beef", "lamb", "shrimp", "prawn", "tofu", "goat", "mutton"]

    /// `grams(of:)` for the unit said.
    static func unitGrams(of item: ParsedItem, household: HouseholdFood?, food: CatalogFood,
                          portions source: PortionSource) -> Result<(Double, String), ConversionFailure> {
        var item = item
        let portions = source.portions(ofFoodNamed: food.name)
        // A piece of pizza is a slice of it, not one of the whole pizzas a product is sold as.
        if item.unit == .piece, item.food.split(separator: " ").last == "pizza" { item.unit = .slice }
        // "4 squares of dairy milk": a square of a chocolate bar with no piece of its own is a
        // small one (a 45 g bar breaks into eight), not the bar.
        if item.unit == .piece, PlainWordsParser.tokens(item.text).contains(where: { $0 == "square" || $0 == "squares" }),
           portion(portions, .piece, size: nil) == nil, words(food.name).contains("chocolate") {
            return .success((item.quantity * chocolateSquare, "a square of a bar"))
        }
        // "two or three pieces of sweet and sour pork", "a couple pieces of orange chicken": a piece
        // of meat served in a sauce, by the cup, is a chunk of it (an eighth of a cup), not a helping.
        if item.unit == .piece, portion(portions, .piece, size: nil) == nil, portion(portions, .count, size: nil) == nil,
           portion(portions, .slice, size: nil) == nil, let cup = portion(portions, .cup, size: nil),
           !words(food.name).isDisjoint(with: chunkMeats) {
            return .success((item.quantity * cup / 8, "a chunk, an eighth of a cup"))
        }
        // "2 squares of graham crackers": a graham cracker sheet breaks into two squares.
        if item.unit == .piece, PlainWordsParser.tokens(item.text).contains(where: { $0 == "square" || $0 == "squares" }),
           words(food.name).contains("graham") {
            return .success((item.quantity * grahamSquare, "a square of a graham cracker"))
        }
        // A stick of a food without a stick of its own (butter, celery) is one piece of it.
        if item.unit == .stick, household?.measures.contains(where: { $0.unit == .stick }) != true {
            item.unit = .count
        }
        // "a large glass", "a small bowl": the container's size scales what it holds; a plate
        // heaped however high holds at most half as much again ("a huge plate of pasta" was 900 g).
        // So does a slice's or a piece's size one of a food not cut by size ("a small slice of
        // cake", "a small piece of cornbread"); a pizza's slice is sized by its pizza.
        let sizedCut = [.slice, .piece].contains(item.unit) && item.food.split(separator: " ").last != "pizza"
            && !portions.contains(where: { $0.unit == item.unit && $0.size != nil })
            && household?.measures.contains(where: { $0.unit == item.unit && $0.size != nil }) != true
        if [.glass, .mug, .bowl, .plate].contains(item.unit) || sizedCut, let size = item.size, let factor = containerSizes[size] {
            item.size = nil
            let scale = item.unit == .plate ? min(factor, 1.5) : factor
            return grams(of: item, household: household, food: food, portions: source).map { ($0.0 * scale, $0.1 + ", " + size) }
        }
        // A poutine is sized as a takeaway box of it, not as the fries it is made of (a medium
        // one was a medium fries, 117 g).
        if item.unit == .count, let size = item.size, item.food.split(separator: " ").last == "poutine",
           let factor = containerSizes[size], let box = TypicalServings.serving(for: ["poutine"]) {
            return .success((item.quantity * box * factor, "a \(size) poutine"))
        }
        // "a large doner kebab", "a small burrito": a dish ordered by a size its portions do not
        // have is its usual serving scaled as a container's is (a large one half as much again).
        // Not a drink, fries or a pizza, which are sold by size, nor a food of under 150 g, whose
        // size is a size of the piece (a large apple), nor a food whose name holds the size word
        // said ("a big mac meal").
        if item.unit == .count, let size = item.size, let factor = containerSizes[size], factor != 1,
           words(food.name).isDisjoint(with: PlainWordsParser.tokens(item.text).filter { PlainWordsParser.sizes[$0] != nil }),
           !saidAsDrink(item.food), !isDrink(food.name.lowercased()), !fastFoodSized.contains(item.food),
           item.food.split(separator: " ").last != "pizza",
           !portions.contains(where: { $0.size == size }),
           household?.measures.contains(where: { $0.size == size }) != true {
            var plain = item
            plain.size = nil
            if case let .success((grams, basis)) = grams(of: plain, household: household, food: food, portions: source),
               grams / item.quantity >= 150 {
                return .success((grams * factor, basis + ", " + size))
            }
        }
        // A bottle of wine is 750 ml, not a beer's 12 fl oz.
        if item.unit == .bottle, saidAsDrink(item.food) || isDrink(food.name.lowercased()),
           let bottle = bottleMilliliters.first(where: { saidAndName(item, food).contains($0.word) }) {
            return .success((item.quantity * bottle.milliliters, "a bottle of it"))
        }
        // "blueberries", "walnuts" or "yogurt with blueberries" with no amount is a helping, not
        // one berry (1.4 g) nor a cup of nuts (766 kcal): berries, grapes, nuts, seeds and
        // raisins are eaten by the handful.
        if !item.amountSaid, item.unit == .count || item.unit == .serving, let household,
           household.names.contains(where: { name in handfulWords.contains { name.hasSuffix($0) } }),
           // Not a dish named with them ("pancakes with blueberries", one food the index names),
           // nor one they are in ("blueberry muffin", "strawberry banana smoothie").
           !item.food.split(separator: " ").contains(where: { joiningWords.contains(String($0)) }),
           let last = item.food.split(separator: " ").last, handfulWords.contains(where: { last.hasSuffix($0) }) {
            item.unit = .handful
        }
        if let perUnit = item.unit.gramsPerUnit { return .success((item.quantity * perUnit, "weight")) }
        // A handful of an energy-dense food (trail mix, chips, crackers, sweets) or of a dried
        // fruit is an ounce, as for nuts; lighter foods (grapes, berries, baby carrots) keep half a cup.
        if item.unit == .handful, food.per100g.kcal >= handfulOunceKcal || !saidAndName(item, food).isDisjoint(with: driedFruitWords),
           let ounce = FoodUnit.ounce.gramsPerUnit {
            // Unless a cup of it weighs less (a cup of popcorn is about 10 g): a handful holds about a cup of it.
            if let cup = portionGrams(portions, unit: .cup, size: nil), cup < ounce {
                return .success((item.quantity * cup, "a cup per handful of a light food"))
            }
            return .success((item.quantity * ounce, "1 oz per handful of an energy-dense food"))
        }
        let said = item.food.split(separator: " ").map(String.init)
        // "a medium pepperoni pizza" is a whole pizza of that size, not a slice.
        if item.unit == .count, let size = item.size, said.last == "pizza", let whole = TypicalServings.wholePizzas[size] {
            return .success((item.quantity * whole, "a whole \(size) pizza"))
        }
        // Pizza said without an amount, or a serving of it, is two slices; "a pizza" is a whole
        // one of the usual (medium) size, not a product's 14-inch pie (841 g, 2315 kcal).
        if said.last == "pizza", item.size == nil {
            if item.unit == .serving || item.unit == .count && !item.amountSaid,
               let slice = portionGrams(portions, unit: .slice, size: nil) {
                return .success((item.quantity * pizzaServingSlices * slice, "two slices"))
            }
            // A product sold as a smaller whole one (a personal pizza, 200 g or more) keeps its own;
            // a frozen one is a supermarket's.
            let frozen = said.contains("frozen")
            if item.unit == .count, let whole = frozen ? TypicalServings.frozenPizza : TypicalServings.wholePizzas["medium"],
               servingSize(food).map({ $0 < 200 || $0 > whole }) ?? true {
                return .success((item.quantity * whole, frozen ? "a whole frozen pizza" : "a whole medium pizza"))
            }
        }
        let saidCooked = said.contains { PhraseWords.cooking[$0] != nil }
        let isTableFood = household.map { $0.catalogName == food.name } ?? false
        let countLike: Set<FoodUnit> = [.count, .piece, .slice, .serving]
        let searched = searchWords(item.food).split(separator: " ").map(String.init)
        let allNameWords = food.name.lowercased().split(whereSeparator: { !$0.isLetter }).map { PlainWordsParser.singular(String($0)) }
        // What a name says the food comes with ("Beef with gravy") is not what it is served as,
        // nor a part the name denies, nor what follows it ("..., no sauce", "Moo shu pork, without
        // Chinese pancake" is no pancake's 50 g).
        let nameWords = Array(allNameWords.prefix { $0 != "with" && !denials.contains($0) })
        let typicalWords = said + searched + nameWords
        // What was said first ("a breakfast sandwich"), then the words it was searched with, then the food's name.
        let saidTypical = TypicalServings.serving(said: said, searched: searched)
        let typical = saidTypical ?? TypicalServings.serving(for: typicalWords)
        // A bowl of a dish is its usual serving, whoever made it; a plate of one is a full meal
        // portion (`plateGrams`). A dish said with a smaller usual serving (a crumble, a fruit
        // salad: 100-200 g) is served in a bowl by that serving too.
        if item.unit == .bowl, let typical, typical >= 200 || saidTypical.map({ $0 >= 100 }) == true {
            return .success((item.quantity * typical, "usual serving"))
        }
        // A bowl of a dip is the small bowl it is served in, half a cup ("a bowl of queso and
        // chips" was 1.5 cups of cheese dip); a dip no table weighs by the cup weighs about as
        // much as water.
        if item.unit == .bowl, said.last.map({ PhraseWords.tortillaChipDips.contains($0) || ["dip", "hummus"].contains($0) }) == true {
            let cup = portionGrams(portions, unit: .cup, size: nil)
                ?? household.flatMap({ HouseholdMeasures.grams(of: $0, unit: .cup, size: nil) }) ?? FoodUnit.cupMilliliters
            return .success((item.quantity * cup / 2, "a bowl of a dip, half a cup"))
        }
        // A plate of chips is a meal of them, a chip shop's portion, though fries are a side.
        // A bowl of an energy-dense snack ("a bowl of popcorn", "a bowl of tortilla chips") is
        // three cups of a light one, whose cup weighs under 30 g, else two ounces.
        if item.unit == .bowl, food.per100g.kcal >= handfulOunceKcal, !said.contains("cereal"),
           portion(portions, .bowl, size: nil) == nil, let ounce = FoodUnit.ounce.gramsPerUnit {
            let cup = portion(portions, .cup, size: nil)
                ?? household.flatMap { HouseholdMeasures.grams(of: $0, unit: .cup, size: nil) }
            if let cup, cup < 30 { return .success((item.quantity * 3 * cup, "a bowl, three cups")) }
            // Nuts by the bowl are a snack's bowl, not a cup of them (140 g, 854 kcal).
            let nuts = HouseholdMeasures.namesNuts(saidAndName(item, food))
            if cup == nil || nuts { return .success((item.quantity * 2 * ounce, "a bowl of a snack, 2 oz")) }
        }
        // So is a plate of fries said with what is on them ("a plate of loaded fries", "cheese
        // fries", a poutine).
        if item.unit == .plate, fastFoodSized.contains(item.food) || said.last == "poutine"
            || said.last == "fry" && food.name.lowercased().contains("french fries") {
            return .success((item.quantity * chipShopChips, "a chip shop's portion"))
        }
        // A plate of a food that is all meat (a pot roast, a brisket) holds a meal's portion of
        // meat, the sides unsaid: 8 oz, not two cups of a dish. Not a meat eaten by the piece
        // (wings, chops: `piecesPerServing`), nor a meat said with another food.
        // A meat said with what the food's name says it comes with ("roast beef with gravy", "Beef
        // with gravy") is that one food.
        let namedTogether = said.contains("with") && allNameWords.contains("with")
        if item.unit == .plate, isAllMeat(food), piecesPerServing(said) == 1,
           namedTogether || !said.contains(where: joiningWords.contains) {
            let plate = typical.flatMap { plateGrams(usualServing: $0) } ?? plateOfMeat
            return .success((item.quantity * min(plate, plateOfMeat), "a plate, a meal's portion of meat"))
        }
        if item.unit == .plate, let typical, let plate = plateGrams(usualServing: typical) {
            return .success((item.quantity * plate, "a plate, a meal's portion"))
        }
        // A plate of a food eaten by the piece ("a plate of wings") is half as much again as a
        // serving of the pieces.
        if item.unit == .plate, let typical, case let pieces = piecesPerServing(said), pieces > 1 {
            return .success((item.quantity * min(typical * pieces * 1.5, 450), "a plate of \(Int(pieces * 1.5)) pieces"))
        }
        if food.kind == .product, [.bowl, .plate, .handful].contains(item.unit),
           portionGrams(portions, unit: item.unit, size: nil) == nil {
            return .failure(ConversionFailure(reason: "a \(item.unit.rawValue) of a packaged product has no standard weight; give grams, e.g. '300g \(item.food)'"))
        }
        // "an order of mozzarella sticks", "a portion of wings", "a serving of pierogi": a serving
        // of a food eaten by the piece, said in the plural, is the pieces a serving holds, not one
        // of them.
        if item.unit == .serving, saidPlural(item), case let pieces = piecesPerServing(said), pieces > 1,
           let one = TypicalServings.serving(for: said), one < 100 {
            return .success((item.quantity * pieces * one, "a serving of \(Int(pieces))"))
        }
        // A bag, a packet or a serving of nuts is a snack's ounce (the label serving), not a cup
        // of them ("a bag of peanuts" was 146 g, 832 kcal). Said by the word itself, not its
        // ending as `namesNuts` reads names: a bag of doughnuts is no bag of nuts. So are nuts
        // said without an amount ("cashews" were half a cup, 70 g, 395 kcal). The nut must be the
        // food said, not what it is made with ("almond croissant" was an ounce of croissant).
        if item.unit == .serving && item.amountSaid || item.unit == .count && !item.amountSaid && saidPlural(item),
           item.food.split(separator: " ").last.map({ HouseholdMeasures.nutWords.contains(String($0)) }) ?? false,
           !saidWords(item).contains("butter"),
           let ounce = FoodUnit.ounce.gramsPerUnit {
            return .success((item.quantity * ounce, "a snack's serving of nuts, 1 oz"))
        }
        if item.unit == .serving, let topping = toppingGrams(item) ?? (item.amountSaid ? nil : kindToppingGrams(food)) {
            // "a serving of guacamole" is the food's own usual serving, when it has one; an
            // addition said without an amount ("with guacamole") is a topping.
            if item.amountSaid, let own = portion(portions, .serving, size: nil) {
                return .success((item.quantity * own, "usual portion"))
            }
            return .success((item.quantity * topping, "one topping"))
        }
        // "a rotisserie chicken", "half a whole roast chicken": the bird, not a serving of it.
        if item.unit == .count, TypicalServings.namesWholeChicken(said, counted: item.amountSaid, fraction: item.quantity < 1) {
            return .success((item.quantity * TypicalServings.wholeChicken, "a whole chicken"))
        }
        // "6 pieces of chicken tikka": a piece of a dish served in cubes is one cube (`PieceWeights.cubes`).
        if item.unit == .piece, let last = said.last, let cube = PieceWeights.cubes[PlainWordsParser.singular(last)] {
            return .success((item.quantity * cube, "a piece, one cube"))
        }
        // A meat said alone ("beef", "a serving of chicken", "a piece of steak") is a serving of
        // the meat cooked; a plate of it, half as much again, when the food chosen is not all meat
        // (a plate of meat is `plateOfMeat`). A roast said by its joint ("roast leg of lamb") is the meat.
        let core = coreWords(said)
        let joint = core.count == 2 && roastJoints.contains(core[0])
        let meatWords = joint ? Array(core.dropFirst()) : core
        if [.count, .serving, .plate, .piece].contains(item.unit), item.size == nil, meatWords.count == 1,
           let meat = TypicalServings.plainMeats[meatWords[0]], !(joint && poultry.contains(meatWords[0])) {
            let plate = item.unit == .plate ? 1.5 : 1
            return .success((item.quantity * meat * plate, item.unit == .plate ? "a plate of meat" : "a serving of meat"))
        }
        // A spice said without an amount ("cinnamon") is a teaspoon of it, not a serving of
        // whatever its word names first (a cinnamon roll's 90 g).
        if !item.amountSaid, nameCheckWords(food.name.lowercased()).first == "spice",
           let teaspoon = FoodUnit.teaspoon.millilitersPerUnit {
            return .success((item.quantity * (toppingGrams(item) ?? teaspoon * spiceGramsPerMilliliter), "a teaspoon of a spice"))
        }
        // A piece of fruit, no kind said, is one of medium size: an apple, an orange, a banana.
        if item.unit == .count || item.unit == .piece, item.food == "fruit" {
            return .success((item.quantity * pieceOfFruit, "a piece of fruit"))
        }
        // A count of a food sold by a label serving of several pieces ("2 ginger snaps", "3 oreos")
        // is that many pieces, not that many label servings; said in the plural without a count
        // ("tater tots"), a serving of the pieces.
        // Said without a count or a serving of pieces ("chips"), a serving of the food is weighed as one.
        if item.unit == .count || item.unit == .piece, let piece = PieceWeights.piece(said: said), !articleBeforePlural(item),
           item.amountSaid || pluralServing(item, said: said) != nil {
            if let pieces = pluralServing(item, said: said) {
                return .success((item.quantity * pieces * piece, "a serving of \(Int(pieces))"))
            }
            return .success((item.quantity * piece, "one piece"))
        }
        // A sweet spread or syrup said with no amount ("honey", "and honey") is one topping of it,
        // as "with honey" is: the table holds no one of it, and its cup was taken (339 g, 1 031 kcal).
        if item.unit == .count, !item.amountSaid, let household, saidWords(item).isSubset(of: sweetSpreads),
           !household.measures.contains(where: { [.count, .piece, .slice].contains($0.unit) }), let topping = toppingGrams(item) {
            return .success((item.quantity * topping, "one topping"))
        }
        // The table's measures when the food is the table's, or what was said is a table name and
        // the measure is not a volume of it cooked ("2 eggs"; not "a cup of steamed broccoli").
        // A dish named with a cooking word ("a grilled cheese") is not its table food cooked.
        let saidTableName = !PhraseWords.cookedDishes.contains(item.food)
            && household?.names.contains(coreWords(said).joined(separator: " ")) ?? false
        // A serving of a food said cooked is not the raw table food's: half a cup of steamed
        // broccoli is 78 g, of raw, 46.
        if let household, isTableFood || saidTableName && (!saidCooked || countLike.contains(item.unit) && item.unit != .serving),
           let perUnit = HouseholdMeasures.grams(of: household, unit: item.unit, size: item.size) {
            // Said in the plural without a count ("ham and eggs"), a serving of them.
            if let pieces = pluralServing(item, said: said) {
                return .success((item.quantity * pieces * perUnit, "a serving of \(Int(pieces))"))
            }
            return .success((item.quantity * perUnit, "household measure"))
        }
        // A dish said without an amount is one serving of it ("scrambled eggs" are two eggs), and a
        // dish logged as the survey's stand-in (a crumpet as an English muffin) is one of the dish
        // said, not one of the stand-in. A drink is the one its words are read as ("a vodka soda"
        // is a vodka and soda, a glass of it, not a shot of vodka).
        let ownServing = drinkServing(item) ?? TypicalServings.serving(for: said)
        // A slice is a slice where the kind has one and the usual serving is a piece far heavier
        // (a slice of black pudding, 35 g, not one 75 g piece; a slice of fruit loaf stays 36 g).
        let kindSlice = item.unit == .slice ? portionGrams(portions, unit: .slice, size: nil) : nil
        if countLike.contains(item.unit), let ownServing, item.size == nil, said.allSatisfy({ !joiningWords.contains($0) }),
           !item.amountSaid || DishNames.rewrite(item.food) != item.food,
           kindSlice.map({ ownServing <= $0 * 1.5 }) ?? true {
            // Said in the plural without an amount ("chicken nuggets"): a serving of the pieces.
            let pieces = !item.amountSaid && saidPlural(item) && ownServing < 100 ? piecesPerServing(said) : 1
            return .success((item.quantity * ownServing * pieces, pieces > 1 ? "a serving of \(Int(pieces))" : "usual serving"))
        }
        // The usual portion of the food chosen; one item far lighter than the dish's usual serving
        // is a part of it (one fry, one egg of an omelet), not one of what was said.
        if item.unit == .bowl, let typical, typical >= 200 {
            return .success((item.quantity * typical, "usual serving"))
        }
        // A slice of the kind's own is a slice, whatever one whole item weighs (a baguette).
        let sliceOfKind = item.unit == .slice && portions.contains { $0.unit == .slice }
        if let perUnit = portionGrams(portions, unit: item.unit, size: item.size),
           sliceOfKind || !(countLike.contains(item.unit) && typical.map { perUnit < $0 * 0.6 || perUnit > $0 * 1.6 } == true) {
            if let pieces = pluralServing(item, said: said) {
                return .success((item.quantity * pieces * perUnit, "a serving of \(Int(pieces))"))
            }
            return .success((item.quantity * perUnit, "usual portion"))
        }
        if let household, !saidCooked || countLike.contains(item.unit), isKind(food, of: household, said: said),
           let perUnit = HouseholdMeasures.grams(of: household, unit: item.unit, size: item.size),
           !(countLike.contains(item.unit) && typical.map { perUnit < $0 * 0.6 } == true) {
            return .success((item.quantity * perUnit, "household measure"))
        }
        // A scoop of a spread weighed by no scoop or cup is a spoonful of it as spread ("a scoop of
        // peanut butter": two tablespoons, not half a cup).
        if item.unit == .scoop, let spread = PhraseWords.toppingGrams[item.food] {
            return .success((item.quantity * spread, "a scoop of a spread"))
        }
        if let milliliters = item.unit.millilitersPerUnit {
            if let household, isKind(food, of: household, said: said), let cup = HouseholdMeasures.grams(of: household, unit: .cup, size: nil) {
                return .success((item.quantity * milliliters * cup / FoodUnit.cupMilliliters, "household measure"))
            }
            let drink = saidAsDrink(item.food) || isDrink(food.name.lowercased())
            // A glass of wine is poured smaller than a glass of juice; a can of a drink sold in its
            // own size (Red Bull, Monster) is that size.
            let named = saidAndName(item, food)
            if drink, item.unit == .glass, let poured = glassMilliliters.first(where: { named.contains($0.word) }) {
                // A sparkling wine by any name is poured as a prosecco.
                let sparkling = named.contains("sparkling") && named.contains("wine")
                return .success((item.quantity * (sparkling ? 125 : poured.milliliters), "a glass of it"))
            }
            if drink, item.unit == .glass, coreWords(said).count == 1, TypicalServings.pouredByTheMeasure.contains(coreWords(said)[0]) {
                return .success((item.quantity * TypicalServings.glassOfSpirit, "a glass of a spirit, a double measure"))
            }
            if drink, item.unit == .can, let own = TypicalServings.serving(for: said), own >= 150 {
                return .success((item.quantity * own, "its can"))
            }
            if item.unit == .milliliter || item.unit == .liter || drink {
                return .success((item.quantity * milliliters, "1 g per ml"))
            }
            // A cup of a food said by its pieces ("a cup of frozen berries", "a cup of sweet potato
            // fries") holds air between them: berries, grapes and cherry tomatoes fill a cup with
            // 140-150 g, not a cup of water's 237. Grits, oats, beans and what is mashed or
            // scrambled are said in the plural but pack a cup as a mash does.
            if item.unit == .cup, food.per100g.kcal <= 250, saidPlural(item), saidWords(item).isDisjoint(with: packedPlurals) {
                return .success((item.quantity * milliliters * cupOfPieces, "a cup of pieces"))
            }
            // Spoons of anything, and cups of moist foods (stews, dips, salads: under 250 kcal per
            // 100 g), weigh about as much as water; a cup of cereal or nuts does not.
            if item.unit == .tablespoon || item.unit == .teaspoon || item.unit == .cup && food.per100g.kcal <= 250 {
                return .success((item.quantity * milliliters, "1 g per ml"))
            }
        }
        // A bowl of a moist dish no table weighs (a pudding, a stew) holds a cup and a half; a
        // deli's scoop of a salad (coleslaw, a potato salad) half a cup, as a scoop of ice cream is.
        // A product's scoop stays its label's: a gelato weighed so would outrank the one that has one.
        // Other dishes are not scooped to one measure (a scoop of green bean casserole stays refused).
        if item.unit == .bowl, food.per100g.kcal <= 250 {
            return .success((item.quantity * 1.5 * FoodUnit.cupMilliliters, "a bowl, 1 g per ml"))
        }
        if item.unit == .scoop, food.kind == .generic, food.per100g.kcal <= 250,
           let last = item.food.split(separator: " ").last, last.hasSuffix("slaw") || last == "salad" {
            return .success((item.quantity * FoodUnit.cupMilliliters / 2, "a scoop, half a cup at 1 g per ml"))
        }
        let names = Array(words(food.name).union(said).union(words(searchWords(item.food))))
        if [.count, .piece, .serving].contains(item.unit) {
            if saidAsDrink(item.food) || isDrink(food.name.lowercased()) {
                // A drink said with its size is a coffee-shop size: small 8, medium 12, large 16 fl oz,
                // whatever can a product is sold in ("a large coke zero" was a 7.5 fl oz can).
                let icedExtraLarge = item.size == "extra large" && said.contains("iced")
                if let size = item.size, let ounces = icedExtraLarge ? icedExtraLargeOunces : drinkSizes[size],
                   let ounce = FoodUnit.fluidOunce.millilitersPerUnit {
                    return .success((item.quantity * ounces * ounce, "\(size) drink"))
                }
                // A drink product's serving when it is a drink's (a concentrate's 120 g is not).
                if food.kind == .product, let serving = servingSize(food), serving >= 180 {
                    return .success((item.quantity * serving, "serving size"))
                }
                // The usual serving of the drink said (an espresso), not of a word in a product's name.
                if let drink = drinkServing(item) ?? TypicalServings.serving(for: said) {
                    return .success((item.quantity * drink, "usual serving"))
                }
                return .success((item.quantity * FoodUnit.cupMilliliters, "one cup (8 fl oz) per drink"))
            }
            // The catalog's serving, unless far from the dish's usual one (a 71 g "omelet" is a snack pack).
            // A product's label serving well under the dish's usual one is a side or a per-100 g
            // label (a 100 g "Caesar salad"), not the dish people are served.
            let most = food.kind == .product ? 2.5 : 1.6
            let least = food.kind == .product ? 0.75 : 0.5
            if let serving = servingSize(food), typical.map({ serving >= $0 * least && serving <= $0 * most }) ?? true {
                // A fun-size serving of what is said as one bar: the usual one, when that is plausible.
                if let typical, !PlausibleEnergy.allows(food, grams: item.quantity * serving, item: item),
                   PlausibleEnergy.allows(food, grams: item.quantity * typical, item: item) {
                    return .success((item.quantity * typical, "usual serving"))
                }
                return .success((item.quantity * serving, "serving size"))
            }
            if let typical { return .success((item.quantity * typical, "usual serving")) }
        }
        if item.unit == .slice, let typical, typical <= 150 {
            return .success((item.quantity * typical, "usual serving"))
        }
        if item.unit == .bowl, let typical, typical >= 200 {
            return .success((item.quantity * typical, "usual serving"))
        }
        if item.unit == .handful, HouseholdMeasures.namesNuts(names),
           let ounce = FoodUnit.ounce.gramsPerUnit {
            return .success((item.quantity * ounce, "1 oz per handful of nuts"))
        }
        // "a couple of bites of a scotch egg": a bite of a food measured by no spoon is 15 g.
        if let bitten = item.bittenGrams { return .success((bitten, "\(Int(PlainWordsParser.biteGrams)) g a bite")) }
        switch item.unit {
        case .plate, .bowl, .handful, .glass, .can, .bottle:
            return .failure(ConversionFailure(reason: "a \(item.unit.rawValue) has no standard weight for '\(item.food)'; give grams or cups, e.g. '300g \(item.food)'"))
        default:
            let unitName = item.unit == .count ? "a count" : item.unit.rawValue
            return .failure(ConversionFailure(reason: "no household measure for \(unitName) of '\(item.food)'; give grams, e.g. '150g \(item.food)'"))
        }
    }
}
