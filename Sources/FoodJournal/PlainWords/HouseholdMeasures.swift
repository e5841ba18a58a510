

/// A hand-written table of common household measures, each a fact from USDA SR28 (public domain)
/// and checked against `../shared/data/usda-portions.tsv` by the tests.
public enum HouseholdMeasures {
    public static let foods: [HouseholdFood] = [
        HouseholdFood(names: ["egg", "eggs"], catalogName: "Egg, whole, raw", ndb: "01123", measures: [
            .init(.count, nil, 50, usda: "large"), .init(.count, "small", 38, usda: "small"),
            .init(.count, "medium", 44, usda: "medium"), .init(.count, "large", 50, usda: "large"),
            .init(.count, "extra large", 56, usda: "extra large"), .init(.cup, nil, 243, usda: "cup (4.86 large eggs)")]),
        HouseholdFood(names: ["rice", "white rice", "cooked rice"], catalogName: "Rice, white, cooked, NS as to fat", ndb: "20045",
                      measures: [.init(.cup, nil, 158, usda: "cup")]),
        HouseholdFood(names: ["brown rice"], catalogName: "Rice, brown, cooked, NS as to fat", ndb: "20037",
                      measures: [.init(.cup, nil, 202, usda: "cup")]),
        HouseholdFood(names: ["bread", "white bread", "toast"], catalogName: "Bread, white", ndb: "18069",
                      measures: [.init(.slice, nil, 29, usda: "slice"), .init(.slice, "large", 30, usda: "slice, large")]),
        HouseholdFood(names: ["whole wheat bread", "wholemeal bread", "whole wheat toast"],
                      catalogName: "Bread, whole wheat", ndb: "18075",
                      measures: [.init(.slice, nil, 32, usda: "slice")]),
        HouseholdFood(names: ["banana"], catalogName: "Banana, raw", ndb: "09040", measures: [
            .init(.count, nil, 118, usda: "medium (7\" to 7-7/8\" long)"), .init(.count, "small", 101, usda: "small (6\" to 6-7/8\" long)"),
            .init(.count, "medium", 118, usda: "medium (7\" to 7-7/8\" long)"), .init(.count, "large", 136, usda: "large (8\" to 8-7/8\" long)"),
            .init(.count, "extra large", 152, usda: "extra large (9\" or longer)"), .init(.cup, nil, 150, usda: "cup, sliced")]),
        HouseholdFood(names: ["apple"], catalogName: "Apple, raw", ndb: "09003", measures: [
            .init(.count, nil, 182, usda: "medium (3\" dia)"), .init(.count, "small", 149, usda: "small (2-3/4\" dia)"),
            .init(.count, "medium", 182, usda: "medium (3\" dia)"), .init(.count, "large", 223, usda: "large (3-1/4\" dia)"),
            .init(.cup, nil, 125, usda: "cup, quartered or chopped")]),
        HouseholdFood(names: ["milk", "whole milk"], catalogName: "Milk, whole", ndb: "01077", measures: [
            .init(.cup, nil, 244, usda: "cup"), .init(.tablespoon, nil, 15, usda: "tbsp"), .init(.fluidOunce, nil, 30.5, usda: "fl oz")]),
        HouseholdFood(names: ["oatmeal", "porridge", "cooked oats", "cooked oat"], catalogName: "Oatmeal, NFS",
                      ndb: "08121", measures: [.init(.cup, nil, 234, usda: "cup"), .init(.tablespoon, nil, 14.6, usda: "tbsp")]),
        HouseholdFood(names: ["oats", "oat", "rolled oats", "rolled oat", "oat flakes", "oat flake", "dry oats", "dry oat",
                              "dry rolled oats", "dry rolled oat", "uncooked oats", "uncooked oat", "dry oatmeal", "uncooked oatmeal"],
                      catalogName: "Oats, raw", ndb: "08120",
                      measures: [.init(.cup, nil, 81, usda: "cup")]),
        HouseholdFood(names: ["butter"], catalogName: "Butter, stick", ndb: "01001", measures: [
            .init(.tablespoon, nil, 14.2, usda: "tbsp"), .init(.piece, nil, 5, usda: "pat (1\" sq, 1/3\" high)"),
            .init(.count, nil, 5, usda: "pat (1\" sq, 1/3\" high)"), .init(.cup, nil, 227, usda: "cup"),
            .init(.stick, nil, 113, usda: "stick")]),
        // An oyster is one of six to the 84 g of SR28's raw eastern oysters, not an ostrich's
        // "oyster" cut (85 g), which a count of oysters was weighed as.
        HouseholdFood(names: ["oyster", "oysters", "raw oyster", "raw oysters"], catalogName: "Oysters, raw", ndb: "15167",
                      measures: [.init(.count, nil, 14, usda: "medium", amount: 6), .init(.cup, nil, 248, usda: "cup")]),
        HouseholdFood(names: ["celery"], catalogName: "Celery, raw", ndb: "11143", measures: [
            .init(.stick, nil, 40, usda: "stalk, medium (7-1/2\" - 8\" long)"), .init(.stick, "small", 17, usda: "stalk, small (5\" long)"),
            .init(.stick, "large", 64, usda: "stalk, large (11\"-12\" long)"), .init(.cup, nil, 101, usda: "cup chopped")]),
        HouseholdFood(names: ["olive oil", "oil", "cooking oil"], catalogName: "Olive oil", ndb: "04053", measures: [
            .init(.tablespoon, nil, 13.5, usda: "tablespoon"), .init(.teaspoon, nil, 4.5, usda: "tsp"), .init(.cup, nil, 216, usda: "cup")]),
        // A sugar said by count ("tea with two sugars") is a teaspoon of it, as it is spooned in.
        HouseholdFood(names: ["sugar", "white sugar"], catalogName: "Sugar, white, granulated or lump", ndb: "19335", measures: [
            .init(.teaspoon, nil, 4.2, usda: "tsp"), .init(.cup, nil, 200, usda: "cup"), .init(.count, nil, 4.2, usda: "tsp")]),
        HouseholdFood(names: ["honey"], catalogName: "Honey", ndb: "19296", measures: [
            .init(.tablespoon, nil, 21, usda: "tbsp"), .init(.cup, nil, 339, usda: "cup")]),
        HouseholdFood(names: ["peanut butter"], catalogName: "Peanut butter, smooth style, with salt", ndb: "16098", measures: [
            .init(.tablespoon, nil, 16, usda: "tbsp", amount: 2), .init(.cup, nil, 258, usda: "cup")]),
        HouseholdFood(names: ["cheese", "cheddar", "cheddar cheese"], catalogName: "Cheese, Cheddar", ndb: "01009", measures: [
            .init(.slice, nil, 28, usda: "slice (1 oz)"), .init(.piece, nil, 28.35, usda: "oz"), .init(.cup, nil, 113, usda: "cup, shredded")]),
        HouseholdFood(names: ["yogurt", "yoghurt", "plain yogurt"], catalogName: "Yogurt, plain, whole milk", ndb: "01116", measures: [
            .init(.cup, nil, 245, usda: "cup (8 fl oz)"), .init(.count, nil, 170, usda: "container (6 oz)")]),
        HouseholdFood(names: ["orange"], catalogName: "Orange, raw", ndb: "09200", measures: [
            .init(.count, nil, 131, usda: "fruit (2-5/8\" dia)"), .init(.count, "small", 96, usda: "small (2-3/8\" dia)"),
            .init(.count, "large", 184, usda: "large (3-1/16\" dia)"), .init(.cup, nil, 180, usda: "cup, sections")]),
        HouseholdFood(names: ["tomato"], catalogName: "Tomatoes, raw", ndb: "11529", measures: [
            .init(.count, nil, 123, usda: "medium whole (2-3/5\" dia)"), .init(.count, "small", 91, usda: "small whole (2-2/5\" dia)"),
            .init(.count, "medium", 123, usda: "medium whole (2-3/5\" dia)"), .init(.count, "large", 182, usda: "large whole (3\" dia)"),
            .init(.slice, nil, 20, usda: "slice, medium (1/4\" thick)"), .init(.cup, nil, 180, usda: "cup, chopped or sliced")]),
        HouseholdFood(names: ["cherry tomato"], catalogName: "Tomatoes, raw", ndb: "11529", measures: [
            .init(.count, nil, 17, usda: "cherry"), .init(.cup, nil, 149, usda: "cup cherry tomatoes")]),
        HouseholdFood(names: ["avocado"], catalogName: "Avocado, raw", ndb: "09037", measures: [
            .init(.count, nil, 201, usda: "avocado, NS as to Florida or California"), .init(.cup, nil, 150, usda: "cup, cubes")]),
        HouseholdFood(names: ["pasta", "spaghetti", "noodle", "penne", "linguine", "fettuccine", "rigatoni", "fusilli", "tagliatelle"], catalogName: "Pasta, cooked", ndb: "20121",
                      measures: [.init(.cup, nil, 124, usda: "cup spaghetti not packed")]),
        HouseholdFood(names: ["broccoli"], catalogName: "Broccoli, raw", ndb: "11090", measures: [
            .init(.cup, nil, 91, usda: "cup chopped"), .init(.count, nil, 31, usda: "spear (about 5\" long)")]),
        HouseholdFood(names: ["strawberry"], catalogName: "Strawberries, raw", ndb: "09316", measures: [
            .init(.count, nil, 12, usda: "medium (1-1/4\" dia)"), .init(.count, "small", 7, usda: "small (1\" dia)"),
            .init(.count, "large", 18, usda: "large (1-3/8\" dia)"), .init(.cup, nil, 144, usda: "cup, whole")]),
        HouseholdFood(names: ["blueberry"], catalogName: "Blueberries, raw", ndb: "09050", measures: [
            .init(.cup, nil, 148, usda: "cup"), .init(.count, nil, 68.0 / 50, usda: "berries", amount: 50)]),
        HouseholdFood(names: ["almond"], catalogName: "Nuts, almonds", ndb: "12061", measures: [
            .init(.count, nil, 1.2, usda: "almond"), .init(.cup, nil, 143, usda: "cup, whole")]),
        HouseholdFood(names: ["walnut"], catalogName: "Nuts, walnuts, english", ndb: "12155", measures: [
            .init(.cup, nil, 117, usda: "cup, chopped")]),
        HouseholdFood(names: ["coffee", "black coffee"], catalogName: "Coffee, brewed", ndb: "14209", measures: [
            .init(.cup, nil, 237, usda: "cup (8 fl oz)"), .init(.fluidOunce, nil, 29.6, usda: "fl oz")]),
        HouseholdFood(names: ["tea", "black tea"], catalogName: "Tea, hot, leaf, black", ndb: "14355", measures: [
            .init(.cup, nil, 237, usda: "cup (8 fl oz)")]),
        HouseholdFood(names: ["orange juice"], catalogName: "Orange juice, 100%, NFS", ndb: "09206", measures: [
            .init(.cup, nil, 248, usda: "cup"), .init(.fluidOunce, nil, 31, usda: "fl oz")]),
        HouseholdFood(names: ["quinoa"], catalogName: "Quinoa, cooked", ndb: "20137", measures: [.init(.cup, nil, 185, usda: "cup")]),
        HouseholdFood(names: ["black bean"], catalogName: "Black beans, from dried, no added fat", ndb: "16015",
                      measures: [.init(.cup, nil, 172, usda: "cup")]),
        HouseholdFood(names: ["chickpea", "garbanzo"], catalogName: "Chickpeas, from dried, no added fat", ndb: "16057",
                      measures: [.init(.cup, nil, 164, usda: "cup")]),
        HouseholdFood(names: ["lentil"], catalogName: "Lentils, from dried, no added fat", ndb: "16070", measures: [
            .init(.cup, nil, 198, usda: "cup"), .init(.tablespoon, nil, 12.3, usda: "tbsp")]),
        HouseholdFood(names: ["carrot"], catalogName: "Carrots, raw", ndb: "11124", measures: [
            .init(.count, nil, 61, usda: "medium"), .init(.count, "small", 50, usda: "small (5-1/2\" long)"),
            .init(.count, "large", 72, usda: "large (7-1/4\" to 8-/1/2\" long)"), .init(.cup, nil, 128, usda: "cup chopped"),
            .init(.slice, nil, 3, usda: "slice")]),
        // An egg white is a third of a large egg's weight, not an egg's 50 g.
        HouseholdFood(names: ["egg white"], catalogName: "Egg, white, raw, fresh", ndb: "01124", measures: [
            .init(.count, nil, 33, usda: "large"), .init(.cup, nil, 243, usda: "cup")]),
        // Baby carrots are a tenth of a medium carrot: "10 baby carrots" is 100 g, not 610.
        HouseholdFood(names: ["baby carrot"], catalogName: "Carrots, baby, raw", ndb: "11960", measures: [
            .init(.count, nil, 10, usda: "medium"), .init(.count, "large", 15, usda: "large"),
            .init(.serving, nil, 85, usda: "NLEA serving")]),
        // A zucchini is eaten raw or cooked from a raw one; the surveys file it under summer squash,
        // so without this row "a zucchini" was a slice of zucchini bread.
        HouseholdFood(names: ["zucchini", "courgette"], catalogName: "Squash, summer, zucchini, includes skin, raw", ndb: "11477",
                      measures: [
            .init(.count, nil, 196, usda: "medium"), .init(.count, "small", 118, usda: "small"),
            .init(.count, "large", 323, usda: "large"), .init(.cup, nil, 124, usda: "cup, chopped"),
            .init(.slice, nil, 9.9, usda: "slice")]),
        HouseholdFood(names: ["chicken breast"], catalogName: "Chicken breast, rotisserie, skin not eaten", ndb: "05064",
                      measures: [.init(.count, nil, 172, usda: "breast, bone and skin removed", amount: 0.5),
                                 .init(.cup, nil, 140, usda: "cup, chopped or diced")]),
        HouseholdFood(names: ["bacon"], catalogName: "Bacon, NS as to type of meat, cooked", ndb: "10862", measures: [
            .init(.slice, nil, 11.5, usda: "slice"), .init(.count, nil, 11.5, usda: "slice")]),
        HouseholdFood(names: ["tortilla", "flour tortilla", "wrap"], catalogName: "Tortilla, flour",
                      ndb: "18364", measures: [.init(.count, nil, 48, usda: "tortilla")]),
        HouseholdFood(names: ["potato", "baked potato"], catalogName: "Potato, baked, NFS", ndb: "11674",
                      measures: [.init(.count, nil, 173, usda: "potato medium"), .init(.count, "small", 138, usda: "potato small"),
                                 .init(.count, "medium", 173, usda: "potato medium"), .init(.count, "large", 299, usda: "potato large")]),
        HouseholdFood(names: ["onion"], catalogName: "Onions, raw", ndb: "11282", measures: [
            .init(.count, nil, 110, usda: "medium (2-1/2\" dia)"), .init(.count, "small", 70, usda: "small"),
            .init(.count, "large", 150, usda: "large"), .init(.cup, nil, 160, usda: "cup, chopped"),
            .init(.slice, nil, 14, usda: "slice, medium (1/8\" thick)"), .init(.tablespoon, nil, 10, usda: "tbsp chopped")]),
        HouseholdFood(names: ["mayonnaise", "mayo"], catalogName: "Mayonnaise, regular", ndb: "04025", measures: [
            .init(.tablespoon, nil, 13.8, usda: "tbsp"), .init(.cup, nil, 220, usda: "cup")]),
        HouseholdFood(names: ["ketchup", "catsup"], catalogName: "Ketchup", ndb: "11935", measures: [
            .init(.tablespoon, nil, 17, usda: "tbsp"), .init(.cup, nil, 240, usda: "cup")]),
        HouseholdFood(names: ["cream cheese"], catalogName: "Cream cheese, regular, plain", ndb: "01017", measures: [
            .init(.tablespoon, nil, 14.5, usda: "tbsp"), .init(.cup, nil, 232, usda: "cup")]),
        HouseholdFood(names: ["pear"], catalogName: "Pear, raw", ndb: "09252", measures: [
            .init(.count, nil, 178, usda: "medium"), .init(.count, "small", 148, usda: "small"), .init(.count, "large", 230, usda: "large"),
            .init(.cup, nil, 140, usda: "cup, slices")]),
        HouseholdFood(names: ["prune", "dried plum"], catalogName: "Plums, dried (prunes), uncooked", ndb: "09291", measures: [
            .init(.count, nil, 9.5, usda: "prune, pitted"), .init(.cup, nil, 174, usda: "cup, pitted")]),
        HouseholdFood(names: ["grape"], catalogName: "Grapes, raw", ndb: "09132", measures: [
            .init(.cup, nil, 151, usda: "cup"), .init(.count, nil, 4.9, usda: "grapes", amount: 10)]),
        HouseholdFood(names: ["spinach"], catalogName: "Spinach, raw", ndb: "11457", measures: [.init(.cup, nil, 30, usda: "cup")]),
        HouseholdFood(names: ["parmesan", "parmesan cheese"], catalogName: "Cheese, Parmesan, dry grated", ndb: "01032", measures: [
            .init(.tablespoon, nil, 5, usda: "tbsp"), .init(.cup, nil, 100, usda: "cup")]),
        HouseholdFood(names: ["hummus"], catalogName: "Hummus, home prepared", ndb: "16137", measures: [
            .init(.tablespoon, nil, 15, usda: "tablespoon"), .init(.cup, nil, 246, usda: "cup")]),
        HouseholdFood(names: ["granola"], catalogName: "Cereal, granola", ndb: "08037", measures: [.init(.cup, nil, 122, usda: "cup")]),
        HouseholdFood(names: ["bagel"], catalogName: "Bagel", ndb: "18001", measures: [.init(.count, nil, 99, usda: "bagel")]),
        HouseholdFood(names: ["soy sauce"], catalogName: "Soy sauce", ndb: "16123", measures: [
            .init(.tablespoon, nil, 16, usda: "tbsp"), .init(.teaspoon, nil, 5.3, usda: "tsp")]),
        HouseholdFood(names: ["kiwi", "kiwifruit"], catalogName: "Kiwi fruit, raw", ndb: "09148", measures: [
            .init(.count, nil, 69, usda: "fruit (2\" dia)"), .init(.cup, nil, 180, usda: "cup, sliced")]),
        HouseholdFood(names: ["peach"], catalogName: "Peach, raw", ndb: "09236", measures: [
            .init(.count, nil, 150, usda: "medium (2-2/3\" dia)"), .init(.count, "small", 130, usda: "small (2-1/2\" dia)"),
            .init(.count, "large", 175, usda: "large (2-3/4\" dia)"), .init(.cup, nil, 154, usda: "cup slices")]),
        HouseholdFood(names: ["cookie", "chocolate chip cookie"], catalogName: "Cookie, chocolate chip", ndb: "18159", measures: [
            .init(.count, nil, 12.9, usda: "cookie"), .init(.count, "medium", 10, usda: "cookie, medium (2-1/4\" dia)"),
            .init(.count, "large", 40, usda: "cookie, big (3-1/2\" - 4\" dia) (include Grandma brand)")]),
        HouseholdFood(names: ["pizza", "cheese pizza"], catalogName: "PIZZA HUT 14 Cheese Pizza, Hand-Tossed Crust", ndb: "21293",
                      measures: [.init(.slice, nil, 105, usda: "slice"), .init(.count, nil, 841, usda: "pizza")]),
        HouseholdFood(names: ["mac and cheese", "macaroni and cheese", "mac n cheese", "mac cheese", "macaroni cheese"],
                      catalogName: "Macaroni or noodles with cheese", ndb: "22960",
                      measures: [.init(.cup, nil, 198, usda: "cup")]),
        HouseholdFood(names: ["wine", "red wine"], catalogName: "Wine, red", ndb: "14096", measures: [
            .init(.glass, nil, 147, usda: "serving (5 fl oz)"), .init(.fluidOunce, nil, 29.4, usda: "fl oz")]),
        HouseholdFood(names: ["beer"], catalogName: "Beer", ndb: "14003", measures: [
            .init(.can, nil, 356, usda: "can"), .init(.bottle, nil, 356, usda: "can"), .init(.count, nil, 356, usda: "can"),
            .init(.fluidOunce, nil, 29.7, usda: "fl oz")]),
        HouseholdFood(names: ["cola", "coke", "coca cola", "soft drink"], catalogName: "Soft drink, cola", ndb: "14148", measures: [
            .init(.can, nil, 370, usda: "can or bottle (12 fl oz)"), .init(.bottle, nil, 370, usda: "can or bottle (12 fl oz)"),
            .init(.count, nil, 370, usda: "can or bottle (12 fl oz)"), .init(.fluidOunce, nil, 30.7, usda: "fl oz")]),
        HouseholdFood(names: ["half and half", "cream"], catalogName: "Cream, half and half", ndb: "01049", measures: [
            .init(.tablespoon, nil, 15, usda: "tbsp"), .init(.cup, nil, 242, usda: "cup"),
            .init(.fluidOunce, nil, 30.2, usda: "fl oz"), .init(.count, nil, 15, usda: "container, individual (.5 fl oz)")]),
    ]

    /// Foods a handful of which is an ounce (28 g), as for nuts and seeds in USDA's servings.
    static let nutWords = ["almond", "walnut", "peanut", "cashew", "pecan", "pistachio", "hazelnut", "nut", "seed", "raisin"]

    /// Whether a table food is nuts, seeds or raisins, eaten by the ounce (a handful, a serving).
    static func isNuts(_ food: HouseholdFood) -> Bool {
        namesNuts(food.names)
    }

    /// Whether any of `words` (names or single words) ends in a word of nuts, seeds or raisins
    /// ("mixed nuts", "flaxseed").
    static func namesNuts<Words: Sequence<String>>(_ words: Words) -> Bool {
        words.contains { word in nutWords.contains { word.hasSuffix($0) } }
    }

    /// The table food named in `words` (longest matching phrase), if any.
    public static func food(named words: String) -> HouseholdFood? {
        let padded = " " + words + " "
        var best: (HouseholdFood, Int)?
        for food in foods {
            for name in food.names where padded.contains(" " + name + " ") && name.count > (best?.1 ?? 0) {
                best = (food, name.count)
            }
        }
        return best?.0
    }

    /// Grams in one `unit` of `food` at `size`, from the table, falling back to related spoon
    /// and cup measures (1 tbsp = 3 tsp, 1 cup = 16 tbsp) and to counts for pieces. Containers
    /// and helpings, when the table has no measure of that name: a glass is 8 fl oz (one cup), a
    /// can or bottle 12 fl oz, a bowl one cup, a handful 1 oz of nuts or seeds and half a cup of
    /// anything else; a plate has no standard weight (nil).
    public static func grams(of food: HouseholdFood, unit: FoodUnit, size: String?) -> Double? {
        func find(_ unit: FoodUnit) -> Double? {
            let candidates = food.measures.filter { $0.unit == unit }
            if let size, let sized = candidates.first(where: { $0.size == size }) { return sized.grams }
            return candidates.first?.grams
        }
        if let direct = find(unit) { return direct }
        switch unit {
        case .piece: return find(.count) ?? find(.stick)
        case .count: return find(.piece) ?? find(.slice) ?? find(.stick)
        case .teaspoon: return find(.tablespoon).map { $0 / 3 } ?? find(.cup).map { $0 / 48 }
        case .tablespoon: return find(.teaspoon).map { $0 * 3 } ?? find(.cup).map { $0 / 16 }
        case .cup: return find(.tablespoon).map { $0 * 16 }
        case .fluidOunce: return find(.cup).map { $0 / 8 }
        case .glass: return find(.cup) ?? find(.fluidOunce).map { $0 * 8 }
        case .can, .bottle: return find(.fluidOunce).map { $0 * 12 }
        case .bowl: return grams(of: food, unit: .cup, size: nil)
        case .mug: return find(.cup).map { $0 * 1.5 } ?? find(.fluidOunce).map { $0 * 12 }
        case .serving:
            // A serving of nuts is an ounce; of a food whose one is small (a floret, a berry) half
            // a cup, the dietary guidelines' serving of vegetables and fruit.
            if isNuts(food) { return FoodUnit.ounce.gramsPerUnit }
            if let one = find(.count), one < 50, let cup = find(.cup) { return cup / 2 }
            return find(.count) ?? find(.slice) ?? find(.glass) ?? find(.can) ?? find(.cup)
        case .handful:
            if isNuts(food) { return FoodUnit.ounce.gramsPerUnit }
            return grams(of: food, unit: .cup, size: nil).map { $0 / 2 }
        default: return nil
        }
    }
}
