import FoodText

/// Two foods in one item: how "toast with butter", "beans on toast" or "a big mac meal" is
/// read as the foods it names before each is matched (`split`), and the word lists that reading uses.
extension PlainWordsResolver {
    /// Words joining two foods in one item ("toast with butter", "cheeseburger and fries").
    static let joiningWords: Set<String> = ["with", "and", "plus", "&", "+"]

    /// The items with a size word that belongs to the name made part of it ("a big mac"), and
    /// every one that names two foods split in two: the first keeps the amount,
    /// the second is one serving of an addition ("with butter" is a tablespoon, "with rice" a cup).
    /// An item stays whole when the index names the combination ("mac and cheese", "beef and
    /// broccoli", "nachos with cheese"), except two household-table foods joined by "with"
    /// ("coffee with milk"), which are logged as the two foods.
    public static func split(_ items: [ParsedItem], catalog: FoodCatalog) throws -> [ParsedItem] {
        // "steak, chips and peas": chips listed with a hot main are a chip shop's, as in "steak and chips".
        let chippy = items.contains { $0.food.split(separator: " ").last.map { PhraseWords.chippyMains.contains(String($0)) } == true }
        // Chips beside a burger are a fast-food side of fries, sized as fries are, not a chip shop's portion.
        let burgerMeal = items.contains { $0.food.split(separator: " ").last.map { PhraseWords.burgerMains.contains(String($0)) } == true }
        // "steak and broccoli", "salmon with asparagus": vegetables beside a hot main are cooked.
        let hotMeal = items.contains { !Set($0.food.split(separator: " ").map(String.init)).isDisjoint(with: hotMains) }
        // "2 eggs, 2 sausages, bacon and beans": eggs in a fry-up are fried (they were raw).
        let fryUp = items.contains { ["sausage", "bacon", "banger"].contains($0.food.split(separator: " ").last.map(String.init) ?? "") }
        // "a cup of tea and two biscuits": biscuits with tea are Britain's, cookies, not a scone-like 60 g biscuit.
        let teaTime = items.contains { ["tea", "cuppa"].contains($0.food.split(separator: " ").last.map(String.init) ?? "") }
        // "avocado toast with an egg", "2 eggs and toast": eggs with toast are fried (they were raw).
        let withToast = items.contains { $0.food.split(separator: " ").contains("toast") }
        // "moo shu pork with 4 pancakes": pancakes with a dish wrapped in them are Chinese ones, not breakfast's.
        let wrappedInPancakes = items.contains { item in pancakeWrapped.contains { item.food.contains($0) } }
        let dipped = items.contains { !Set($0.food.split(separator: " ").map(String.init)).isDisjoint(with: chipDips) }
        var result: [ParsedItem] = []
        // What the dish last said holds, while the foods listed after it are its parts.
        var heldBy: Set<String>?
        for parsed in items {
            var item = parsed
            if chippy, chipsJoinedTo(item.food) != nil {
                item.food = burgerMeal ? "fry" + item.food.dropFirst("chip".count) : asFries(item.food)
            }
            // "a large chips", "large chips and a can of irn bru": chips ordered by a size, in no bag,
            // are a takeaway's fries; crisps come by the bag, and chips with a dip are tortilla chips.
            // A chip shop's are weighed as its portion (below).
            if item.food == "chip", item.size != nil, item.unit == .count, !dipped,
               !["chippy", "chip shop", "chipper"].contains(where: item.text.lowercased().contains) {
                item.food = asFries(item.food)
            }
            if hotMeal, DishNames.rewrite(item.food) == item.food { item.food = cookedSide(item.food) }
            if fryUp || withToast, item.food == "egg" { item.food = "fried egg" }
            if teaTime, item.food == "biscuit" { item.food = "cookie" }
            // "avocado toast with an egg": an egg with toast is fried, as one on it is.
            let toastWords = item.food.split(separator: " ").map(String.init)
            if toastWords.count >= 3, toastWords.last == "egg", joiningWords.contains(toastWords[toastWords.count - 2]),
               toastWords.contains("toast") {
                item.food = (toastWords.dropLast() + ["fried", "egg"]).joined(separator: " ")
            }
            // "peking duck with 3 pancakes and hoisin": the pancakes, whatever follows them.
            if wrappedInPancakes, item.food == "pancake" || item.food.hasPrefix("pancake and ") || item.food.hasPrefix("pancake with ") {
                item.food = "mandarin " + item.food
            }
            // "a full english with eggs, bacon and beans": the foods a dish holds, listed after it, are in it.
            if let holds = heldBy, case let rest = withoutHeld(item, holds) {
                guard let rest else { continue }
                item = rest
            }
            heldBy = nil
            // "ham & cheese sandwitch": a slip in foods said together is respelled before they are
            // read apart, or the sandwich read is a cheese one beside the ham.
            if item.food.split(separator: " ").contains(where: { joiningWords.contains(String($0)) }) {
                item = try respelled(item, catalog: catalog, onlyUnnamed: true)
            }
            var parts = toppingFirst(try split(try sizedAsName(item, catalog: catalog, portions: NoPortions()), catalog: catalog),
                                     said: item.food)
            if let dish = beforeWith(item) {
                let holds = try heldWords(dish, catalog: catalog)
                heldBy = holds
                if parts.count > 1, let rest = withoutHeld(item, holds, after: dish), rest != item {
                    parts = toppingFirst(try split(try sizedAsName(rest, catalog: catalog, portions: NoPortions()), catalog: catalog),
                                         said: rest.food)
                }
            }
            result += parts
        }
        return withAdditionsSized(result)
    }

    /// What is stirred into a black drink said by its size: a large coffee takes more cream and
    /// sugar than a cup does.
    static let stirredIn: Set<String> = ["cream", "half and half", "milk", "sugar", "creamer", "coffee creamer", "brown sugar",
                                         "honey", "sweetener"]

    /// Cups of a black drink in each size said of it: a small is a cup, a large two.
    static let cupsBySize: [String: Double] = ["small": 1, "medium": 1.5, "large": 2, "extra large": 2.5]

    /// `items` with what was stirred, without an amount, into a black drink said by its size
    /// ("a large coffee with cream and sugar") scaled to the drink: a cup's measure for each cup.
    static func withAdditionsSized(_ items: [ParsedItem]) -> [ParsedItem] {
        var cups: Double?
        return items.map { item in
            if let drinkCups = cups, !item.amountSaid, stirredIn.contains(item.food) {
                var sized = item
                sized.quantity *= drinkCups
                return sized
            }
            let black = item.food.split(separator: " ").last.map { blackDrinks.contains(String($0)) } == true
            cups = black ? item.size.flatMap { cupsBySize[$0] }.flatMap { $0 > 1 ? $0 : nil } : nil
            return item
        }
    }

    /// `parts` of an item said as a topping on a base ("a poached egg on toast", "ham and cheese
    /// on a bagel"), which `split` reads as the base with its topping, listed as said: the
    /// topping's foods, then the base, then what was said after it. Other parts as they are.
    static func toppingFirst(_ parts: [ParsedItem], said food: String) -> [ParsedItem] {
        let words = food.split(separator: " ").map(String.init)
        guard let on = words.firstIndex(of: "on"), on > 0 else { return parts }
        let toppings = words[..<on].filter(joiningWords.contains).count + 1
        let base = words[(on + 1)...].prefix { !joiningWords.contains($0) }.filter { !isArticleOrCount($0) }.joined(separator: " ")
        guard toppings < parts.count, let head = onBases.first(where: { base == $0 || base.hasSuffix(" " + $0) }),
              let baseHead = parts[0].food.split(separator: " ").last.map(String.init),
              baseHead == head.split(separator: " ").last.map(String.init) || baseHead == "bread" && !toastBases.contains(head)
        else { return parts }
        return Array(parts[1...toppings]) + [parts[0]] + parts[(toppings + 1)...]
    }

    static func split(_ said: ParsedItem, catalog: FoodCatalog) throws -> [ParsedItem] {
        // "bubble and squeak" is one dish, made of its parts; "a hot toddy with whiskey", "a bacon
        // roll with ketchup" say what is in it already.
        if ComposedDishes.dish(named: said.food) != nil { return [said] }
        if let dish = ComposedDishes.dish(saidWith: said.food) {
            var item = said
            item.food = dish
            return [item]
        }
        // "a pret chicken and avocado sandwich", "a costa flat white with oat milk": where it was
        // bought is set aside before its foods are read, unless the index names it with that.
        if let plain = withoutBoughtWords(said), said.food.split(separator: " ").contains(where: { joiningWords.contains(String($0)) }),
           try !isNamed(said, catalog: catalog) {
            return try split(plain, catalog: catalog)
        }
        var item = said
        // "80g dry basmati rice", "60g dry spaghetti": weighed dry, the uncooked grain or pasta.
        let dryWords = item.food.split(separator: " ").map(String.init)
        if dryWords.count >= 2, ["dry", "uncooked"].contains(dryWords[0]), let grain = dryWords.last {
            if pastaWords.contains(grain) { item.food = "pasta dry" }
            if grain == "rice" { item.food = dryWords.contains("brown") ? "rice brown raw" : "rice white raw" }
        }
        // "chili over rice", "shrimp scampi over linguine": a food served over a starch is the two.
        let overWords = item.food.split(separator: " ").map(String.init)
        if let over = overWords.firstIndex(of: "over"), over > 0,
           let base = overWords[(over + 1)...].first(where: { $0 != "a" && $0 != "an" && $0 != "some" }),
           pastaWords.union(servedUnder).contains(base) {
            item.food = (overWords[..<over] + ["with"] + overWords[(over + 1)...].filter { $0 != "a" && $0 != "an" && $0 != "some" })
                .joined(separator: " ")
        }
        item.food = PhraseWords.wholeDish(item.food) ?? item.food
        // "panang curry with chicken and rice": the meat said after a curry is in it, the rice
        // beside it ("green curry with tofu and jasmine rice": the rice, whatever its kind).
        let curryWords = item.food.split(separator: " ").map(String.init)
        if let with = curryWords.firstIndex(of: "with"), with > 0, curryWords[with - 1] == "curry", curryWords.count >= with + 4,
           fillings.contains(curryWords[with + 1]), curryWords[with + 2] == "and", !curryWords[(with + 3)...].contains("and") {
            item.food = ([curryWords[with + 1]] + curryWords[..<with] + ["with"] + curryWords[(with + 3)...]).joined(separator: " ")
        }
        // "porridge made with water" is porridge, cooked as the surveys cook it.
        if item.food.hasSuffix(" with water"), PlainWordsParser.tokens(item.text).contains("made") {
            item.food = String(item.food.dropLast(" with water".count))
        }
        // A tin of beans is baked beans, as British tins are.
        if item.food == "bean", PlainWordsParser.tokens(item.text).contains(where: { $0 == "tin" || $0 == "tins" }) {
            item.food = "baked bean"
        }
        // "a boiled egg and soldiers" is the egg with its toast ("Bread, egg, toasted" names all
        // the words "egg and toasted bread" is searched with).
        if item.food.hasSuffix(" and soldier") { item.food = String(item.food.dropLast(" and soldier".count)) + " with soldier" }
        // "a vodka cranberry", "a gin and orange": a spirit with a fruit juice the surveys do not
        // mix it with is the spirit and the juice.
        item.food = spiritAndJuice(item.food) ?? item.food
        if let sandwich = DishNames.breakfastSandwich(item.food) { item.food = sandwich }
        // "a red pepper" counted is the vegetable, not a pinch of cayenne (1.8 g).
        if [.count, .piece].contains(item.unit), ["red pepper", "green pepper", "yellow pepper", "orange pepper"].contains(item.food) {
            item.food = item.food.replacing("pepper", with: "bell pepper")
        }
        // "a battered cod" is a chip shop's fried fish, not a 98 g frozen fillet named battered.
        let fishWords = item.food.split(separator: " ").map(String.init)
        if fishWords.count == 2, fishWords[0] == "battered", chipShopFish.contains(fishWords[1]) { item.food = "fried " + fishWords[1] }
        // "a buttered crumpet" is a crumpet with butter, unless the index names it buttered.
        let buttered = item.food.split(separator: " ").map(String.init)
        if buttered.count > 1, buttered[0] == "buttered",
           try match(item, household: nil, catalog: catalog, portions: NoPortions(), kind: .generic) == nil {
            item.food = buttered.dropFirst().joined(separator: " ") + " with butter"
        }
        // "a tuna mayo jacket potato" is a jacket potato with its filling ("beans on a jacket
        // potato" is read as said on it, below).
        let potatoWords = item.food.split(separator: " ").map(String.init)
        // A word that only describes it ("a loaded baked potato") is no filling.
        if potatoWords.count > 2, potatoWords.suffix(2) == ["jacket", "potato"] || potatoWords.suffix(2) == ["baked", "potato"],
           !potatoWords.contains("with"), !potatoWords.contains("on"), !potatoWords.dropLast(2).allSatisfy(lessInformative.contains) {
            item.food = potatoWords.suffix(2).joined(separator: " ") + " with " + potatoWords.dropLast(2).joined(separator: " ")
        }
        // "a spinach omelette", "a spinach and feta omelette": an omelet of fillings the index names
        // no omelet of is the omelet with them.
        // A count of its eggs was read into its weight ("a 3 egg spinach omelette").
        var omeletWords = item.food.split(separator: " ").map(String.init)
        let eggsCounted = item.unit == .gram && omeletWords.first == "egg"
        var whites = false
        if eggsCounted {
            omeletWords.removeFirst()
            whites = omeletWords.first == "white"
            if whites { omeletWords.removeFirst() }
        }
        // Only fillings the tables know are split off: a "western" or "veggie" omelette is no
        // omelette beside a food named so.
        let omeletFillings = omeletWords.dropLast().split(separator: "and").map { $0.joined(separator: " ") }
        if omeletWords.count >= 2, let last = omeletWords.last, omelets.contains(last),
           !omeletWords.dropLast().contains(where: { $0 == "with" || $0 == "egg" || $0 == "white" }),
           omeletFillings.allSatisfy({ isTableName($0) || fillings.contains($0) }),
           try eggsCounted || !isNamed(item, catalog: catalog) {
            item.food = (whites ? "egg white " : "") + last + " with " + omeletWords.dropLast().joined(separator: " ")
        }
        // A jacket potato is a baking potato, a large one (UK baking potatoes weigh 250-350 g).
        if item.size == nil, item.food.split(separator: " ").contains("jacket") { item.size = "large" }
        // "spaghetti with tomato sauce", "penne in marinara": one dish, the survey's pasta with a
        // tomato-based sauce, not plain pasta beside a sauce.
        let sauced = item.food.split(separator: " ").map(String.init)
        if sauced.count >= 3, pastaWords.subtracting(filledPastas).contains(sauced[0]), ["with", "in"].contains(sauced[1]),
           tomatoSauces.contains(sauced[2...].joined(separator: " ")) {
            item.food = "pasta with tomato-based sauce"
        }
        if let order = coffeeOrder(item.food) { item.food = order }
        // "an almond milk latte" is a latte (made with that milk: its own, not one added); "an oat
        // milk coffee" is coffee with oat milk.
        // A skim one ("a skinny latte", "a skim milk cappuccino") is the survey's nonfat one.
        let milkFirst = item.food.split(separator: " ").map(String.init)
        if milkFirst.count >= 3, milkFirst[1] == "milk", drinkMilks.contains(milkFirst[0]) {
            let drink = milkFirst[2...].joined(separator: " ")
            if milkDrinks.contains(drink) { item.food = drink + (isLight(milkFirst[0]) ? " nonfat" : "") }
            if blackDrinks.contains(drink) { item.food = drink + " with " + milkFirst[0] + " milk" }
        } else if milkFirst.count >= 2, leanMilks.contains(milkFirst[0]), milkDrinks.contains(milkFirst.dropFirst().joined(separator: " ")) {
            item.food = milkFirst.dropFirst().joined(separator: " ") + " nonfat"
        } else if milkFirst.count >= 2, plantMilks.contains(milkFirst[0]),
                  milkDrinks.contains(milkFirst.dropFirst().joined(separator: " ")) {
            // "a soy latte", "an oat flat white": the milk's name said without "milk".
            item.food = milkFirst.dropFirst().joined(separator: " ") + (isLight(milkFirst[0]) ? " nonfat" : "")
        }
        // "a chicken pita", "a falafel roll", "a tuna bagel": a bread said after its filling, that
        // the index names no food with, is a sandwich of that filling.
        if let sandwich = try filledBreadSandwich(item, catalog: catalog) { item.food = sandwich }
        // "turkey and swiss on wheat", "ham on rye": fillings said on a sandwich bread are a
        // sandwich of them ("turkey on wheat" was a turkey burger); on toast or a bagel they are a topping.
        let sandwichWords = item.food.split(separator: " ").map(String.init)
        if let on = sandwichWords.firstIndex(of: "on"), on > 0, PlainWordsParser.tokens(item.text).contains("on"),
           case let bread = sandwichWords[(on + 1)...].prefix(while: { !joiningWords.contains($0) }).filter({ $0 != "a" && $0 != "an" }),
           let breadHead = bread.last, sandwichBreadWords.isSuperset(of: bread), !toastBases.contains(breadHead),
           sandwichWords[..<on].split(separator: "and").allSatisfy({ sandwichFillings.contains($0.joined(separator: " ")) }) {
            item.food = (sandwichWords[..<on] + ["sandwich"] + sandwichWords[on...]).joined(separator: " ")
        }
        // "beans on toast", "cheese on toast", "eggs on a bagel": the base with the topping.
        let onWords = item.food.split(separator: " ").map(String.init)
        if let on = onWords.firstIndex(of: "on"), on > 0, on < onWords.count - 1 {
            // What the user said after the base goes with it ("beans on toast with cheese"); a name
            // the tables wrote ("egg sandwich on english muffin with bacon") is read whole.
            let saidOn = PlainWordsParser.tokens(item.text).contains("on")
            let baseEnd = saidOn ? onWords[(on + 1)...].firstIndex(where: joiningWords.contains) ?? onWords.count : onWords.count
            let after = onWords[baseEnd...].joined(separator: " ")
            var baseWords = onWords[(on + 1)..<baseEnd].filter { !["a", "an", "my", "the"].contains($0) }
            // "peanut butter on 2 rice cakes", "avocado on 2 slices of toast": a count said of the
            // base is of the base, and a slice of toast is toast.
            var baseCount: Double?
            if baseWords.count > 1, let first = baseWords.first, isArticleOrCount(first) {
                baseCount = PlainWordsParser.number(first) ?? PlainWordsParser.numberWords[first]
                baseWords.removeFirst()
            }
            if baseWords.count > 1, ["slice", "piece"].contains(baseWords[0]) {
                baseWords.removeFirst(baseWords[1] == "of" && baseWords.count > 2 ? 2 : 1)
            }
            let base = [baseWords.joined(separator: " ")]
            // "a turkey sandwich on rye", "a burger on a brioche bun": the sandwich, whatever bread
            // it is on, when the user said so (not a name written for them: "egg sandwich on english
            // muffin") and no food is named so.
            let breadWords = base[0].split(separator: " ").map(String.init)
            // So is a sandwich said by its filling alone ("pb&j on white bread").
            let sandwich = sandwichFoods.contains(onWords[on - 1])
                || DishNames.rewrite(onWords[..<on].joined(separator: " ")).hasSuffix(" sandwich")
            if sandwich, sandwichBreadWords.isSuperset(of: breadWords),
               words(item.text).isSuperset(of: breadWords + ["on"]),
               try !isNamed(item, catalog: catalog) {
                item.food = onWords[..<on].joined(separator: " ") + (after.isEmpty ? "" : " " + after)
                // On a croissant, no sandwich loaf's: the filling and the croissant ("a chicken salad
                // sandwich on a croissant" was the sandwich on wheat bread).
                if breadWords.last == "croissant", onWords[on - 1] == "sandwich", on > 1 {
                    item.food = onWords[..<(on - 1)].joined(separator: " ") + " with croissant" + (after.isEmpty ? "" : " " + after)
                    item.text = PlainWordsParser.tokens(item.text).filter { $0 != "sandwich" }.joined(separator: " ")
                }
            } else if let head = onBases.first(where: { base[0] == $0 || base[0].hasSuffix(" " + $0) }),
                      // A negative count of the base is no count ("on -2 rice cakes" is refused).
                      !baseWords.contains(where: { $0.hasPrefix("-") }) {
                // A bread said by its kind alone is a slice of that bread ("rye" alone is the grain).
                let baseFood = toastBases.union(dishBases).contains(head) ? base[0] : base[0] + " bread"
                let topping = onWords[..<on].joined(separator: " ")
                // An egg on toast is fried, as beans on it are baked beans.
                let toppingFood = topping == "bean" ? "baked bean" : topping == "egg" ? "fried egg" : topping
                // An amount said other than one is the topping's, on the base:
                // - "two poached eggs on toast": a count is of the eggs, on as many slices (two at most);
                //   a bagel or an English muffin is cut in two, so two eggs are on one;
                // - "200g beans on toast", "1 tbsp peanut butter on 2 rice cakes": a measure is on one of
                //   the base or as many as said (the measure was the bread's);
                // - "half an avocado on rye toast": a part is on a whole slice.
                let counted = [.count, .piece].contains(item.unit)
                // "1/3 cup granola on greek yogurt", "3 oz chicken on a salad": the amount is the
                // topping's, on a serving of the dish, each as said.
                if item.amountSaid, dishBases.contains(head) {
                    let dish = ParsedItem(quantity: baseCount ?? 1, unit: .count, food: baseFood + (after.isEmpty ? "" : " " + after),
                                          text: item.text, amountSaid: baseCount != nil)
                    let said = ParsedItem(quantity: item.quantity, unit: item.unit, food: toppingFood, size: item.size, text: item.text)
                    return try split(said, catalog: catalog) + split(dish, catalog: catalog)
                }
                if item.amountSaid, !counted || item.quantity != 1 {
                    let breads = !counted ? baseCount ?? 1 : item.quantity < 1 ? 1
                        : baseCount ?? min(halvedBreads.contains(head) ? (item.quantity / 2).rounded(.up) : item.quantity, 2)
                    let bread = ParsedItem(quantity: breads, unit: .count, food: baseFood + (after.isEmpty ? "" : " " + after),
                                           text: item.text, amountSaid: counted || baseCount != nil)
                    let said = ParsedItem(quantity: item.quantity, unit: item.unit, food: toppingFood, size: item.size, text: item.text)
                    return try split(bread, catalog: catalog) + split(said, catalog: catalog)
                }
                item.food = baseFood + " with " + toppingFood + (after.isEmpty ? "" : " " + after)
                if let baseCount, !item.amountSaid {
                    item.quantity = baseCount
                    item.unit = .count
                    item.amountSaid = true
                }
            }
        }
        // "a bratwurst in a bun", "a sausage on a roll": the food and the bread, one bread for
        // the count said; a sandwich food said so ("a hot dog in a bun") comes in its own.
        if let (filling, bread) = inBread(item.food) {
            var main = item
            main.food = filling
            if sandwichFoods.contains(where: { filling == $0 || filling.hasSuffix(" " + $0) }) { return try split(main, catalog: catalog) }
            let sausage = filling.split(separator: " ").last.map { sausageWords.contains(String($0)) } == true
            let roll = ParsedItem(quantity: min(item.quantity, 2), unit: .count, food: sausage && bread == hamburgerBun ? hotDogBun : bread,
                                  text: item.text, amountSaid: false)
            return try split(main, catalog: catalog) + split(roll, catalog: catalog)
        }
        // A bowl of oats is oatmeal, cooked: no one eats a bowl of them raw; so is one with
        // what is stirred in ("a bowl of steel cut oats with blueberries").
        if item.unit == .bowl {
            let oatWords = item.food.split(separator: " ").map(String.init)
            let oats = oatWords.prefix { !joiningWords.contains($0) }
            if bowlOats.contains(oats.joined(separator: " ")) {
                item.food = (["oatmeal"] + oatWords.dropFirst(oats.count)).joined(separator: " ")
            }
        }
        // "a portion of chips" is British: a portion of fries, not a bag of crisps; so are chips
        // with what a chip shop pours on them ("chips and gravy", "chips with curry sauce").
        if let joined = chipsJoinedTo(item.food), ["portion", "plate"].contains(where: item.text.lowercased().contains)
            || PhraseWords.chipShopToppings.contains(String(joined)) {
            item.food = asFries(item.food)
        }
        // Chips from the chippy are its portion ("large chips from the chippy"), or its fried potatoes
        // by weight ("200g of chips from the chippy" were crisps).
        if item.food == "chip", ["chippy", "chip shop", "chipper"].contains(where: item.text.lowercased().contains) {
            if !item.amountSaid || item.unit == .count {
                (item.food, item.unit) = ("french fry", .gram)
                item.quantity *= chipShopChips * (item.size.flatMap { containerSizes[$0] } ?? 1)
                item.size = nil
            } else if [.gram, .kilogram, .ounce, .pound].contains(item.unit) {
                item.food = "french fry"
            }
        }
        // A tub of ice cream is a pint of it, and a tub of a dip a cup of it (UK tubs hold 200-300
        // g, US ones 8-10 oz): not one scoop or spoonful, the food's serving ("a tub of ice
        // cream" was 58 g, "a tub of hummus" 60 g). The tub holds the first food said ("half a tub
        // of houmous with carrot sticks").
        if item.unit == .serving, PlainWordsParser.tokens(item.text).contains(where: { $0 == "tub" || $0 == "tubs" }),
           let last = item.food.split(separator: " ").map(String.init).prefix(while: { !joiningWords.contains($0) }).last {
            if frozenDesserts.contains(last) || item.food.hasSuffix("ice cream") {
                item.unit = .pint
            } else if tubbedDips.contains(last) || PhraseWords.tortillaChipDips.contains(item.food) {
                item.unit = .cup
            }
        }
        // "8 pieces of california roll": a piece of a sushi roll is one of the eight it is cut into,
        // so eight pieces are one roll (and weighed and judged as one). Rolls counted by the
        // half dozen or more ("6 california rolls", "12 salmon rolls") are such pieces: no one
        // eats six whole rolls (1.4 kg).
        let counted = item.unit == .count && item.amountSaid && item.quantity >= 6
        if item.unit == .piece || counted, sushiRolls.contains(where: { item.food == $0 || item.food.hasSuffix(" " + $0) }) {
            item.quantity /= sushiRollPieces
            item.unit = .count
        }
        // "a double gin and tonic": one mixed drink with a second measure of its spirit, not two drinks.
        if let (drink, spirit) = try doubleMixedDrink(item, catalog: catalog) { return [drink, spirit] }
        // "a big mac meal": a fast-food meal is the item with fries and a soft drink.
        let mealWords = item.food.split(separator: " ").map(String.init)
        if mealWords.count >= 2, mealWords.last == "meal", PhraseWords.mealMains.contains(mealWords[mealWords.count - 2]) {
            // A meal of a food eaten by the piece, no count said ("a chicken nugget meal"), holds
            // a serving of the pieces, not one of them.
            let main = Array(mealWords.dropLast())
            if item.unit == .count, case let pieces = piecesPerServing(main), pieces > 1 {
                item.quantity *= pieces
            }
            item.food = main.joined(separator: " ") + " with french fry fast food with cola"
        }
        // Fries ordered by size ("a large fries") are a fast-food chain's: 312 kcal per 100 g, not
        // the 225 of the survey's fries of any kind.
        if item.size != nil, fastFoodSized.contains(item.food) { item.food = "french fry fast food" }
        let words = item.food.split(separator: " ").map(String.init)
        guard var at = joinerIndex(words) else { return [item] }
        // "beef and broccoli with white rice": a combination the index names, said before "with",
        // is one food beside what follows it, not beef beside broccoli with rice.
        if words[at] == "and", let with = words[(at + 1)...].firstIndex(of: "with"), with > at + 1, with < words.count - 1 {
            var before = item
            before.food = words[..<with].joined(separator: " ")
            if let together = try match(before, household: HouseholdMeasures.food(named: before.food), catalog: catalog,
                                        portions: NoPortions(), kind: .generic),
               namesTheCombination(together.name, left: words[..<at].joined(separator: " "),
                                   right: words[(at + 1)..<with].joined(separator: " "), said: saidWords(before)) {
                at = with
            }
        }
        let left = words[..<at].joined(separator: " ")
        let right = words[(at + 1)...].joined(separator: " ")
        // "orange juice with pulp", "a coke with ice": how it is served, not a second food; nor
        // what a blended drink is made with ("a smoothie with banana and spinach").
        if words[at] == "with", servedWith.contains(right) || blendedDrinks.contains(words[at - 1])
            || icedCakes.contains(words[at - 1]) && icings.contains(right) {
            var plain = item
            plain.food = left
            return try split(plain, catalog: catalog)
        }
        // "a breakfast sandwich with egg and cheese", "a bagel with egg and sausage": the fillings
        // of a breakfast sandwich said after it.
        if words[at] == "with", let bread = DishNames.breakfastBread(left),
           let sandwich = DishNames.breakfastSandwich(right + " " + bread) {
            var dish = item
            dish.food = sandwich
            return try split(dish, catalog: catalog)
        }
        // "a croissant with ham and cheese", "a wrap with chicken and bacon", "an omelette with ham
        // and cheese": two fillings said after a bread or an omelet are in it, as said before it
        // ("a ham and cheese croissant").
        let fillingsAfter = words[(at + 1)...].split(separator: "and").map { $0.joined(separator: " ") }
        if words[at] == "with", at == 1, breadHeads.contains(left) || omelets.contains(left), fillingsAfter.count == 2,
           fillingsAfter.allSatisfy({ fillings.contains($0) }) {
            var dish = item
            dish.food = right + " " + left
            return try split(dish, catalog: catalog)
        }
        // "a latte with skim milk", "an iced latte with oat milk": the milk a drink is made with.
        if words[at] == "with", let milk = madeWithMilk(right), let made = drink(left, madeWith: milk) {
            var drink = item
            drink.food = made
            return try split(drink, catalog: catalog)
        }
        let bothTableFoods = words[at] == "with" && isTableName(left) && isTableName(right)
        if !bothTableFoods, let together = try match(item, household: HouseholdMeasures.food(named: item.food), catalog: catalog,
                                                     portions: NoPortions(), kind: .generic),
           DishNames.rewrite(item.food) != item.food
            || namesTheCombination(together.name, left: left, right: right, said: saidWords(item)) {
            return [item]
        }
        // "a chicken and bacon sandwich", "a cheese and tomato toastie", "a tuna and sweetcorn
        // baguette": two fillings of one dish, though the second with the dish may name a food
        // ("bacon sandwich"). The dish as said when the index names it, else the dish of the
        // first filling (a filled bread is a sandwich).
        // Any two foods before a soup are one soup ("tomato and lentil soup"), though not a dish
        // beside one ("sushi and miso soup").
        if words[at] == "and", at == 1, fillings.contains(left) || words.last == "soup" && !isDishHead(left),
           words.count - at - 1 >= 2, let head = words.last,
           filledDishHeads.contains(head) || words.suffix(2) == ["stir", "fry"],
           !words[(at + 1)..<(words.count - 1)].contains(where: filledDishHeads.contains) {
            var dish = item
            dish.food = words.enumerated().filter { $0.offset != at }.map(\.element).joined(separator: " ")
            if try !isNamed(dish, catalog: catalog) {
                // A meat croissant or biscuit is weighed as one (`TypicalServings.filledBreads`).
                // A stir fry is its two words ("tofu and veggie stir fry" is a tofu stir fry, not "tofu fry").
                let dishHead = words.suffix(2) == ["stir", "fry"] ? "stir fry" : head
                let filled = TypicalServings.singularGrams[left + " " + dishHead] != nil
                dish.food = left + " " + (!filled && (breadHeads.contains(head) || head == "toastie") ? "sandwich" : dishHead)
            }
            return [dish]
        }
        // "a spinach and feta pastry", "a broccoli and cheddar quiche", "an apple and blackberry
        // crumble": two fillings of a filled dish, whatever they are, make one dish, never the
        // first beside a dish of the second. The dish as said when the index names it, else the
        // dish of either filling, else as said, for the closest dish to answer. Not when the first
        // is a food served on its own (a soup, a coffee, a pizza and garlic bread). The first may be
        // said in two words before filled masa ("sweet potato and black bean tacos"), not before a
        // bread ("butter chicken and garlic naan" is two foods).
        if words[at] == "and", at == 1 || at == 2 && words.last.map(filledMasa.contains) == true,
           words.count - at - 1 >= 2, let head = words.last,
           filledDishHeads.contains(head) || twoFillingDishes.contains(head),
           !words[(at + 1)...].contains(where: joiningWords.contains),
           TypicalServings.singularGrams[left] == nil, !isDrink(left), !servedBeside.contains(left) {
            let filling = Array(words[(at + 1)..<(words.count - 1)])
            let said = saidWords(item)
            for dishWords in [[left] + filling + [head], [left, head], filling + [head]] {
                var dish = item
                dish.food = dishWords.joined(separator: " ")
                // Not a dish of one filling that adds a meat or fish no one said ("GOURMET
                // SANDWICHES, CHICKEN SPINACH" for a spinach and feta wrap).
                for kind in [CatalogFood.Kind.generic, .product] {
                    if let food = try match(dish, household: nil, catalog: catalog, portions: NoPortions(), kind: kind),
                       Self.words(food.name).intersection(meats).isSubset(of: said) {
                        return [dish]
                    }
                }
            }
            var dish = item
            dish.food = ([left] + filling + [head]).joined(separator: " ")
            return [dish]
        }
        // "salt and vinegar crisps", "tomato and basil soup", "steak and kidney pie": two words
        // joined by "and" before a dish word name one dish; it is matched as that dish (or the
        // closest one), never split into salt and vinegar crisps.
        // Not when a second "and" follows: "a burrito and chips and salsa" is three foods; nor when
        // what follows "and" says how the dish is ("chicken and spicy rice").
        if words[at] == "and", at == 1, words.count - at - 1 >= 2, let head = words.last, isDishHead(head),
           PlainWordsParser.plainFood(Array(words[(at + 1)...])) == words[at + 1],
           !words[(at + 1)...].contains(where: joiningWords.contains), !isTableName(right),
           try match(ParsedItem(quantity: 1, unit: .count, food: right, text: right), household: nil,
                     catalog: catalog, portions: NoPortions(), kind: .generic) == nil {
            var dish = item
            dish.food = words.enumerated().filter { $0.offset != at }.map(\.element).joined(separator: " ")
            return [dish]
        }
        // The first food is a whole food said as the tables rewrite one ("carne asada with rice").
        let leftFood = PhraseWords.wholeDish(left) ?? left
        // "a plate of fish and chips": the plate holds both, so its main is one serving, not a
        // plate of its own beside the side.
        let plated = item.unit == .plate && piecesPerServing(leftFood.split(separator: " ").map(String.init)) == 1
            && !fastFoodSized.contains(leftFood)
        // The first food is what was said before the joiner: the second's words are not said of it
        // ("5 jumbo shrimp with cocktail sauce" is no shrimp cocktail, five cups of it).
        let occurrence = words[..<at].filter { $0 == words[at] }.count
        let leftText = saidBefore(item.text, joiner: words[at], occurrence: occurrence)
        var first = ParsedItem(quantity: item.quantity, unit: plated ? .count : item.unit, food: leftFood, size: item.size,
                               text: leftText ?? item.text, amountSaid: plated ? false : item.amountSaid)
        // Milk poured on cereal is half a cup, not the splash that goes in a drink.
        let rightIsMilk = right == "milk" || right.hasSuffix(" milk")
        let leftSingular = left.split(separator: " ").map { PlainWordsParser.singular(String($0)) }
        // The first food's last word, which says what it is ("cod", "pie", "toast").
        let leftHead = left.split(separator: " ").last.map(String.init) ?? ""
        let pouredOn = rightIsMilk && !PhraseWords.eatenInMilk.isDisjoint(with: leftSingular)
        // A powder is made up with a glass of it: a scoop of whey with milk is a shake of a cup.
        let madeUp = rightIsMilk && !madeUpWithMilk.isDisjoint(with: leftSingular)
        // Chips with a hot main are British chips: fries ("cod and chips", "pie and chips").
        // "fish and chips with mushy peas": the chips are still the chip shop's, with the rest after them.
        let rightWords = right.split(separator: " ").map(String.init)
        let chippy = rightWords.first == "chip" && (rightWords.count == 1 || joiningWords.contains(rightWords[1]))
            && PhraseWords.chippyMains.contains(leftHead)
        // Beans with a jacket potato or on toast are baked beans, and a side helping of them.
        let beansOnBase = right == "bean" && beanBases.contains(leftHead)
        // Tomato sauce on pasta is a pasta sauce (marinara), not a chili sauce or ketchup.
        let pastaSauce = right == "tomato sauce" && pastaWords.contains(leftHead)
        // Tomato sauce on a pie, a sausage or chips is ketchup, as Britons and Australians say it,
        // as it is on a sausage in bread.
        let ketchup = right == "tomato sauce"
            && (ketchupFoods.contains(leftHead) || servingBreads[leftHead] != nil && leftSingular.contains(where: ketchupFoods.contains))
        // Dressing on a salad is salad dressing, not the stuffing a turkey is served with, and a
        // dressing named alone ("with ranch") is that dressing, not ranch-style beans.
        let onSalad = left.split(separator: " ").contains("salad")
        let saladDressing = onSalad && right == "dressing"
        let namedDressing = onSalad && dressingNames.contains(right)
        // Chips under what a chip shop pours on them are its portion of chips ("chips and gravy"),
        // counted by portions; already weighed as one ("cod and chips with mushy peas"), they stay so.
        if leftFood == "french fry", PhraseWords.chipShopToppings.contains(right), !item.amountSaid, item.unit != .gram,
           PlainWordsParser.tokens(item.text).contains(where: { $0 == "chip" || $0 == "chips" }) {
            (first.quantity, first.unit) = (item.quantity * chipShopChips, .gram)
        }
        // Chips with a dip of Mexico ("chips and salsa", "chips with queso") are tortilla chips;
        // said without an amount, a starter's basket of them, 2 oz.
        if PhraseWords.tortillaChipDips.contains(right) && (left == "chip" || left == "tortilla chip") {
            first.food = "tortilla chip"
            if !item.amountSaid { (first.quantity, first.unit) = (item.quantity * dippedChipsGrams, .gram) }
        }
        let chipsAfterDip = (right == "chip" || right == "tortilla chip") && PhraseWords.tortillaChipDips.contains(left)
        let sideFood = chipsAfterDip ? "tortilla chip" : chippy ? asFries(right)
            : beansOnBase ? "baked bean" : pastaSauce ? "spaghetti sauce" : ketchup ? "ketchup"
            : saladDressing ? "salad dressing" : namedDressing ? right + " dressing"
            : right == "pancake" && pancakeWrapped.contains(where: left.contains) ? "mandarin pancake" : right
        // A chip shop's fish is battered and fried ("cod and chips"), unless said cooked otherwise,
        // and its chips are a chip shop's portion, not a side of fries. Said battered, it is the
        // same fried fish ("battered cod and chips" was refused as "fried battered cod").
        let leftWords = left.split(separator: " ").map(String.init).filter { $0 != "battered" }
        if chippy, let main = leftWords.last, chipShopFish.contains(main), leftWords.allSatisfy({ PhraseWords.cooking[$0] == nil }) {
            first.food = "fried " + leftWords.joined(separator: " ")
        }
        // The second food is what was said after the joiner: the first's words are not said of it
        // ("a slice of cake with ice cream" is no ice cream cake).
        let rightText = saidAfter(item.text, joiner: words[at], occurrence: occurrence) ?? right
        // A fruit juice poured on a spirit is a mixer's measure ("a vodka and cranberry"), not a glass of juice.
        let mixer = TypicalServings.spirits.contains(left) && right.hasSuffix(" juice")
        // Milk said by its fat in tea or coffee is a splash of it, as plain milk is ("tea with skimmed milk").
        let splash = rightIsMilk && right != "milk" && blackDrinks.contains(leftHead)
        // Fried rice beside a main is a side of it, a cup and a half, not a plate of its own.
        let friedRiceSide = (sideFood.hasSuffix("fried rice") || DishNames.rewrite(sideFood) == "rice fried") && leftHead != "rice"
        var second = pouredOn || madeUp ? ParsedItem(quantity: madeUp ? 1 : 0.5, unit: .cup, food: right, text: rightText)
            : mixer ? ParsedItem(quantity: mixerMilliliters, unit: .milliliter, food: right, text: rightText, amountSaid: false)
            : splash ? ParsedItem(quantity: PhraseWords.toppingGrams["milk"] ?? 30, unit: .gram, food: right, text: rightText,
                                  amountSaid: false)
            : chippy ? ParsedItem(quantity: chipShopChips, unit: .gram, food: sideFood, text: rightText, amountSaid: false)
            : chipsAfterDip ? ParsedItem(quantity: dippedChipsGrams, unit: .gram, food: sideFood, text: rightText, amountSaid: false)
            : friedRiceSide ? ParsedItem(quantity: 1.5, unit: .cup, food: sideFood, text: rightText, amountSaid: false)
            : ParsedItem(quantity: 1, unit: .serving, food: sideFood, text: rightText, amountSaid: false)
        // "half a crumpet with butter", "half a dosa with some sambar": half of one eaten with its
        // topping or side is half of those too. Not a food said beside it ("and"), nor a bird's
        // half or quarter, which is a portion of its own ("a quarter chicken with peri chips").
        if item.quantity < 1, [.count, .piece, .slice, .serving].contains(item.unit), !second.amountSaid,
           words[at] == "with", !leftWords.contains(where: birdPortions.contains) {
            second.quantity *= item.quantity
        }
        // Each food is read as said alone: "falafel pita with tahini" is a falafel sandwich (as "a
        // falafel pita" is) with tahini, "a bratwurst on a bun with mustard" the sausage in its bun
        // with mustard, and a food the tables rewrite is split as that ("avocado toast with egg":
        // toast with avocado).
        return try split(first, catalog: catalog) + split(second, catalog: catalog)
    }

    /// What chips are dipped in: said with them, they are tortilla chips or crisps, not fries.
    static let chipDips: Set<String> = ["salsa", "dip", "guacamole", "guac", "queso", "hummus", "houmous", "tzatziki"]

    /// Birds a half or a quarter of which is a portion served whole ("a quarter chicken").
    static let birdPortions: Set<String> = ["chicken", "duck", "pollo", "rotisserie", "turkey", "poussin"]

    /// The words said after the `occurrence`-th (from 0) `joiner` of `text`, as said (plurals and
    /// all), or nil when the text does not hold that many.
    static func saidAfter(_ text: String, joiner: String, occurrence: Int) -> String? {
        guard let (tokens, at) = joinerSaid(text, joiner: joiner, occurrence: occurrence), at + 1 < tokens.count else { return nil }
        return tokens[(at + 1)...].joined(separator: " ")
    }

    /// The words of `text` as said, and where its `occurrence`-th (from 0) `joiner` stands; nil
    /// when the text does not hold that many.
    static func joinerSaid(_ text: String, joiner: String, occurrence: Int) -> (tokens: [String], at: Int)? {
        let tokens = PlainWordsParser.tokens(text)
        return tokens.indices.filter { tokens[$0] == joiner }.dropFirst(occurrence).first.map { (tokens, $0) }
    }

    /// The words said before the `occurrence`-th (from 0) `joiner` of `text`, as said, or nil when
    /// the text does not hold that many or nothing is said before it.
    static func saidBefore(_ text: String, joiner: String, occurrence: Int) -> String? {
        guard let (tokens, at) = joinerSaid(text, joiner: joiner, occurrence: occurrence), at > 0 else { return nil }
        return tokens[..<at].joined(separator: " ")
    }

    /// What chips are said with or and ("gravy" of "chip with gravy"), empty for chips alone, nil
    /// for any other food.
    static func chipsJoinedTo(_ food: String) -> Substring? {
        if food == "chip" { return "" }
        return ["chip with ", "chip and "].first(where: food.hasPrefix).map { food.dropFirst($0.count) }
    }

    /// Chips said as a food (`chip…`), as the fries they are.
    static func asFries(_ food: String) -> String { "french fry" + food.dropFirst("chip".count) }

    /// Foods tomato sauce is ketchup on, by their last word.
    static let ketchupFoods: Set<String> = ["pie", "pasty", "sausage", "banger", "chip", "fry", "burger", "roll", "egg", "bacon",
                                            "nugget", "dog", "sizzle"]

    /// Millilitres of juice in a spirit's glass: a highball's 150 ml, topped up on a measure.
    static let mixerMilliliters = 150.0

    /// Grams of tortilla chips served with a dip, no amount said: 2 oz, a starter's basket.
    static let dippedChipsGrams = 56.7

    /// Breads a food is said to be served in or on ("in a bun", "on a roll"), as the bread to log
    /// beside it.
    static let servingBreads: [String: String] = [
        "bun": hamburgerBun, "roll": "roll white soft", "bread roll": "roll white soft", "hot dog bun": hotDogBun,
        "hotdog bun": hotDogBun, "hamburger bun": hamburgerBun, "burger bun": hamburgerBun, "brioche bun": hamburgerBun,
        "bap": "roll white soft", "hoagie": "roll white hoagie", "hoagie roll": "roll white hoagie", "sub roll": "roll white hoagie",
        "kaiser roll": "roll white soft",
        // A sausage in bread (an Australian sausage sizzle) is in a slice of white bread, folded.
        "bread": "bread", "white bread": "bread", "slice of bread": "bread", "slice bread": "bread",
    ]

    /// The survey's white buns, for a food said in a bun.
    static let hamburgerBun = "roll white hamburger bun"
    static let hotDogBun = "roll white hot dog bun"

    /// Sausages, whose bun is a long one.
    static let sausageWords: Set<String> = ["sausage", "bratwurst", "brat", "frankfurter", "wiener", "kielbasa", "chorizo", "banger"]

    /// Foods that are sandwiches by themselves: said in a bun, the bun is theirs.
    static let sandwichFoods: [String] = ["burger", "hamburger", "cheeseburger", "hot dog", "sandwich", "sub", "slider"]

    /// Oats said by a bowl of them, which is cooked oatmeal.
    static let bowlOats: Set<String> = ["oat", "rolled oat", "steel cut oat", "steel-cut oat", "porridge oat", "oatmeal oat"]

    /// The filling and the bread of "X in a bun" or "X on a roll", or nil.
    static func inBread(_ food: String) -> (String, String)? {
        let words = food.split(separator: " ").map(String.init)
        guard let at = words.lastIndex(where: { $0 == "in" || $0 == "on" }), at > 0 else { return nil }
        let bread = words[(at + 1)...].filter { $0 != "a" && $0 != "an" }.joined(separator: " ")
        guard let logged = servingBreads[bread] else { return nil }
        return (words[..<at].joined(separator: " "), logged)
    }

    /// A mixed drink said "double" or "triple" ("a double gin and tonic"), which the parser counted
    /// as two or three drinks: one drink the index names, and the extra measures of its spirit as
    /// shots. Nil for anything else (a double espresso, a double whiskey are that many shots).
    static func doubleMixedDrink(_ item: ParsedItem, catalog: FoodCatalog) throws -> (ParsedItem, ParsedItem)? {
        let tokens = PlainWordsParser.tokens(item.text)
        let foodWords = item.food.split(separator: " ").map(String.init)
        guard foodWords.count > 1, PlainWordsParser.shotDrinks.contains(foodWords[0]),
              let at = tokens.firstIndex(where: { PlainWordsParser.measureMultiples[$0] != nil }), at + 1 < tokens.count,
              let times = PlainWordsParser.measureMultiples[tokens[at]], PlainWordsParser.singular(tokens[at + 1]) == foodWords[0]
        else { return nil }
        var drink = item
        drink.quantity = item.quantity / times
        guard try match(drink, household: nil, catalog: catalog, portions: NoPortions(), kind: .generic) != nil else { return nil }
        let spirit = ParsedItem(quantity: drink.quantity * (times - 1), unit: .shot, food: foodWords[0], text: item.text)
        return (drink, spirit)
    }

    /// The first joining word with food words on both sides that is not inside a table food's
    /// name ("half and half", "mac and cheese").
    static func joinerIndex(_ words: [String]) -> Int? {
        let protected = PlainWordsParser.namesWithQuantityOrJoiningWords
        var index = 0
        while index < words.count {
            if let name = protected.first(where: { name in
                index + name.count <= words.count && Array(words[index..<(index + name.count)]) == name
            }) {
                index += name.count
                continue
            }
            if joiningWords.contains(words[index]), index > 0, index < words.count - 1 { return index }
            index += 1
        }
        return nil
    }

    /// Dishes made with fillings, which "A and B" before them fill ("a chicken and leek pie").
    static let filledDishHeads: Set<String> = breadHeads.union([
        "toastie", "pie", "pasty", "pizza", "omelet", "omelette", "salad", "pasta", "burrito", "quesadilla", "curry",
        "risotto", "casserole", "bake", "soup", "stew",
    ]).union(filledMasa)

    /// Filled masa and pastry: "a bean and cheese pupusa" is one pupusa, not beans beside one, and
    /// "sweet potato and black bean tacos" tacos of both.
    static let filledMasa: Set<String> = ["pupusa", "tamale", "empanada", "arepa", "gordita", "sope", "calzone", "taco"]

    /// Dishes filled with what is said before them, beyond `filledDishHeads` ("a spinach and feta
    /// pastry", "an apple and blackberry crumble").
    static let twoFillingDishes: Set<String> = [
        "pastry", "quiche", "tart", "crumble", "cannelloni", "lasagna", "lasagne", "ravioli", "tortellini", "samosa",
        "empanada", "turnover", "strudel", "frittata", "scone", "cake", "loaf", "pakora", "dumpling",
    ]

    /// Starches served beside a filled dish rather than in it ("pizza and garlic bread").
    static let servedBeside: Set<String> = ["pizza", "toast", "rice", "pasta", "bread", "noodle", "chip", "fry"]

    /// Breads a filling is eaten in that are a sandwich of it when the index names no such food
    /// ("a falafel pita"); a wrap and a sub are read as sandwiches already.
    static let sandwichBreads: Set<String> = ["pita", "roll", "bun", "baguette", "ciabatta", "flatbread", "hoagie", "panini", "bagel"]

    /// Fillings that make such a bread a sandwich: a meat, a fish, falafel.
    static let breadFillings: Set<String> = meats.union(["falafel", "bacon", "ham", "sausage"])

    /// Whether the index names a food with every word of `item`: a generic food or a product.
    static func isNamed(_ item: ParsedItem, catalog: FoodCatalog) throws -> Bool {
        try match(item, household: nil, catalog: catalog, portions: NoPortions(), kind: .generic) != nil
            || match(item, household: nil, catalog: catalog, portions: NoPortions(), kind: .product) != nil
    }

    /// Words said before such a bread that say how its filling was cooked ("a pulled pork bun").
    static let fillingCookingWords: Set<String> = ["pulled", "roast", "shredded", "spicy", "bbq", "jerk"]

    /// The sandwich a filled bread said is ("falafel sandwich" for "a falafel pita"): a bread of
    /// `sandwichBreads` after a meat, a fish or falafel (and how it was cooked), when the index
    /// names no food with every word, the tables know no such dish ("a sausage roll", "a ham
    /// bagel") and no survey dish is named that way. Nil otherwise: "an egg roll", "a cheese bun"
    /// are foods of their own.
    static func filledBreadSandwich(_ item: ParsedItem, catalog: FoodCatalog) throws -> String? {
        let words = item.food.split(separator: " ").map(String.init)
        // The bread as the surveys spell it ("pitta" is "pita").
        guard words.count >= 2, let head = words.last.map(DishNames.rewrite), sandwichBreads.contains(head) else { return nil }
        let filling = words.dropLast()
        let food = (filling + [head]).joined(separator: " ")
        guard filling.contains(where: breadFillings.contains),
              filling.allSatisfy({ breadFillings.contains($0) || PhraseWords.cooking[$0] != nil || fillingCookingWords.contains($0) }),
              DishNames.rewrite(food) == food, TypicalServings.singularGrams[food] == nil, try !isNamed(item, catalog: catalog)
        else { return nil }
        return filling.joined(separator: " ") + " sandwich"
    }

    /// Fruits whose juice is a spirit's mixer, said without "juice" ("a vodka cranberry").
    static let juiceMixers: Set<String> = ["cranberry", "orange", "pineapple", "grapefruit", "apple"]

    /// "vodka and cranberry juice" for a spirit said with a fruit juice, with or without "and" or
    /// the word "juice" ("a vodka cranberry", "gin and orange", "a rum pineapple juice"); nil for
    /// anything else.
    static func spiritAndJuice(_ food: String) -> String? {
        var words = food.split(separator: " ").map(String.init)
        guard words.count >= 2, PlainWordsParser.shotDrinks.contains(words[0]), words[0] != "espresso", words[0] != "shot" else { return nil }
        let spirit = words.removeFirst()
        if words.first == "and" { words.removeFirst() }
        if words.last == "juice" { words.removeLast() }
        guard words.count == 1, juiceMixers.contains(words[0]) else { return nil }
        return spirit + " and " + words[0] + " juice"
    }

    /// `drink` made with `milk` (as `madeWithMilk` reads it), as the words it is matched by; nil
    /// when it is no drink made of milk. A coffee shop's composed drink is made with its own milk
    /// ("an iced matcha latte with oat milk"); a skim or thin plant milk makes a survey drink its
    /// nonfat one ("a latte with skim milk"); an order of modifiers is read with it ("an iced
    /// latte with oat milk", `coffeeOrder`).
    static func drink(_ drink: String, madeWith milk: String) -> String? {
        if ComposedDishes.dish(named: drink)?.drink == true { return drink }
        if milkDrinks.contains(drink) { return drink + (isLight(milk) ? " nonfat" : "") }
        return milk == "milk" ? nil : coffeeOrder(milk + " " + drink)
    }

    /// The milk said after "with" a drink made of milk ("oat milk", "skim milk", "milk"): its kind
    /// ("milk" when none is said), or nil when what follows is no milk.
    static func madeWithMilk(_ said: String) -> String? {
        let words = said.split(separator: " ").map(String.init)
        if words == ["milk"] { return "milk" }
        guard words.count == 2, words[1] == "milk", drinkMilks.contains(words[0]) || leanMilks.contains(words[0]) else { return nil }
        return words[0]
    }

    /// Condiments named by their kind last ("ranch dressing", "bbq sauce", "maple syrup").
    static let condimentKinds: Set<String> = ["dressing", "sauce", "syrup", "gravy", "oil"]

    /// Words saying how a topping was made ready, or how light it is, before it.
    static let preparedToppings: Set<String> = ["smashed", "mashed", "sliced", "grated", "shredded", "melted", "crumbled",
                                                "light", "lite", "low", "reduced", "fat", "free", "nonfat", "whipped", "salted",
                                                "unsalted", "vegan", "natural", "organic", "smooth", "crunchy", "creamy"]

    /// Grams of `item` as a topping (`PhraseWords.toppingGrams`): by the food said, else, for one
    /// added without an amount, by its kind when that is its last word ("ranch dressing" weighs as
    /// dressing); nil for a food no topping weight fits.
    static func toppingGrams(_ item: ParsedItem) -> Double? {
        // A serving said of a drink ("a carton of milk") is a drink of it, not a splash in one.
        if item.amountSaid, saidAsDrink(item.food) { return nil }
        if let grams = PhraseWords.toppingGrams[item.food] { return grams }
        // How a topping was cut or spread is no more of it ("smashed avocado", "grated cheese"),
        // nor is a lighter kind of it ("light cream cheese" was a cup, 232 g).
        let words = item.food.split(separator: " ").map(String.init)
        if let start = words.firstIndex(where: { !preparedToppings.contains($0) }), start > 0,
           let grams = PhraseWords.toppingGrams[words[start...].joined(separator: " ")] {
            return grams
        }
        // Not a dish said with its sauce ("roast chicken with gravy" is no 60 g of gravy).
        guard !item.amountSaid, let kind = words.last, condimentKinds.contains(kind), !words.contains(where: joiningWords.contains)
        else { return nil }
        return PhraseWords.toppingGrams[kind]
    }

    /// Grams of a food added without an amount by the kind its name starts with ("Cheese,
    /// ricotta" for "a calzone with ricotta" is cheese: an ounce, not a cup of it).
    static func kindToppingGrams(_ food: CatalogFood) -> Double? {
        guard let first = food.name.lowercased().split(separator: ",").first, food.name.contains(","),
              case let kind = nameCheckWords(first), kind.count == 1, toppingKinds.contains(kind[0]) else { return nil }
        return PhraseWords.toppingGrams[kind[0]]
    }

    /// Kinds of food added to a dish by the spoon or the ounce, whatever their variety.
    static let toppingKinds: Set<String> = ["cheese", "cream", "butter", "syrup", "gravy", "dressing", "oil"]

    /// Dressings people name without the word "dressing" ("a salad with ranch").
    static let dressingNames: Set<String> = ["ranch", "vinaigrette", "thousand island", "caesar", "italian", "balsamic",
                                             "honey mustard", "french"]

    /// Milks said before a coffee-shop drink ("an almond milk latte"); the drinks made of milk, and
    /// those the milk is added to.
    static let drinkMilks: Set<String> = ["oat", "almond", "soy", "coconut", "skim", "whole", "cashew", "rice", "lactose-free"]
    static let milkDrinks: Set<String> = ["latte", "cappuccino", "flat white", "mocha", "chai latte", "hot chocolate", "macchiato",
                                          "cortado", "matcha latte"]
    static let blackDrinks: Set<String> = ["coffee", "tea", "chai", "americano"]
    /// Plant milks a coffee-shop drink is ordered with by their name alone ("a soy latte").
    static let plantMilks: Set<String> = ["oat", "almond", "soy", "coconut", "cashew"]
    /// Milks said of such a drink that make it the survey's nonfat one.
    static let leanMilks: Set<String> = ["skim", "skimmed", "nonfat", "skinny", "fat-free"]
    /// Plant milks as thin as skim milk or thinner (almond drink is 15-20 kcal per 100 ml): a
    /// coffee-shop drink made with one is nearer the survey's nonfat one than its whole-milk one.
    static let thinPlantMilks: Set<String> = ["almond", "cashew", "coconut"]

    /// Whether a drink made with `milk` is the survey's nonfat one (`leanMilks`, `thinPlantMilks`).
    static func isLight(_ milk: String) -> Bool { leanMilks.contains(milk) || thinPlantMilks.contains(milk) }

    /// Drinks blended from what is said after them ("a smoothie with banana"); a shake "with
    /// milk" is made up with it, which adds to it.
    static let blendedDrinks: Set<String> = ["smoothie"]

    /// What a food is said to come "with" that is how it is served, not another food.
    static let servedWith: Set<String> = ["pulp", "ice", "extra ice", "bit", "seed", "skin", "skin on"]

    /// Cakes the surveys weigh iced ("Cake or cupcake, carrot"), and the icings said with them.
    static let icedCakes: Set<String> = ["cake", "cupcake"]
    static let icings: Set<String> = ["frosting", "icing", "cream cheese frosting", "cream cheese icing", "buttercream",
                                      "buttercream frosting", "chocolate frosting", "chocolate icing"]

    /// Fish a chip shop fries in batter.
    static let chipShopFish: Set<String> = ["fish", "cod", "haddock", "plaice", "hake", "pollock", "whiting", "sole", "barramundi"]

    /// Grams of chips in a chip shop's regular portion (UK portions run 250-350 g).
    static let chipShopChips = 250.0

    /// Pastas a tomato sauce is served on ("spaghetti with tomato sauce").
    /// What a sandwich is filled with, said before the bread it is on ("turkey and swiss on rye").
    static let sandwichFillings: Set<String> = fillings.union([
        "swiss", "cheddar", "provolone", "american", "mozzarella", "brie", "salami", "roast beef", "corned beef", "pastrami",
        "tuna salad", "egg salad", "chicken salad", "peanut butter", "jelly", "jam", "pepper jack", "meatball",
        "turkey club", "blt", "pb&j", "pbj", "grilled cheese", "ham salad", "egg mayo", "tuna mayo",
    ])

    /// Dishes eaten wrapped in thin Chinese pancakes.
    static let pancakeWrapped: [String] = ["moo shu", "mu shu", "mooshu", "peking duck", "crispy duck", "aromatic duck"]

    /// Starches, besides pasta, a food is said to be served over ("over rice", "over mash").
    static let servedUnder: Set<String> = ["rice", "mash", "mashed", "polenta", "grit", "quinoa", "couscous", "toast", "biscuit"]

    static let pastaWords: Set<String> = [
        "spaghetti", "pasta", "penne", "linguine", "fettuccine", "rigatoni", "macaroni", "noodle", "tagliatelle", "fusilli",
        "gnocchi", "ravioli", "tortellini",
    ]

    /// Filled pastas and dumplings, named by the surveys with their filling and sauce.
    static let filledPastas: Set<String> = ["gnocchi", "ravioli", "tortellini"]

    /// Tomato sauces for pasta, as people say them.
    static let tomatoSauces: Set<String> = ["tomato sauce", "marinara", "marinara sauce", "red sauce", "napoli sauce",
                                            "napoletana sauce", "pomodoro", "pomodoro sauce"]

    /// `food` with a vegetable said plainly at its end, after a joining word or alone, said boiled:
    /// "steak and broccoli" is "steak and boiled broccoli" (it was raw broccoli). Not in a salad, a
    /// sandwich, a wrap or a soup, nor beside a dip, and not when a way of cooking, or raw, was said.
    static func cookedSide(_ food: String) -> String {
        let words = food.split(separator: " ").map(String.init)
        let start = (words.lastIndex(where: joiningWords.contains) ?? -1) + 1
        let side = words[start...]
        guard (1...2).contains(side.count), let last = side.last, sideVegetables.contains(last),
              side.allSatisfy({ PhraseWords.cooking[$0] == nil && $0 != "raw" }),
              words.allSatisfy({ !["salad", "sandwich", "wrap", "sub", "soup", "dip", "hummus"].contains($0) }) else { return food }
        return (words[..<start] + ["boiled"] + side).joined(separator: " ")
    }

    /// Mains served hot, beside which vegetables said plainly are cooked (`sideVegetables`).
    static let hotMains: Set<String> = PhraseWords.chippyMains.union([
        "beef", "pork", "lamb", "turkey", "salmon", "chop", "roast", "rice", "pasta", "spaghetti", "curry", "stew", "meatloaf",
    ])

    /// Vegetables eaten cooked beside a hot main, raw in a salad or as a snack.
    static let sideVegetables: Set<String> = ["broccoli", "carrot", "spinach", "cabbage", "asparagus", "cauliflower", "sprout", "kale"]

    /// Frozen desserts sold by the tub (a pint of them).
    static let frozenDesserts: Set<String> = ["gelato", "sorbet", "sherbet", "froyo"]

    /// Dips, deli salads and takeaway sauces sold by the tub (a cup of them).
    static let tubbedDips: Set<String> = ["hummus", "houmous", "dip", "tzatziki", "coleslaw", "taramasalata", "pesto", "sauce", "gravy"]

    /// Breads a topping is said to be "on" ("beans on toast"), and a jacket potato ("beans on a
    /// jacket potato").
    static let toastBases: Set<String> = ["toast", "bread", "bagel", "cracker", "rice", "muffin", "english muffin", "crumpet", "potato",
                                          "rice cake", "oatcake", "crispbread"]

    /// Whether `word` is an article or a count ("a", "2", "two"), said of a base before its name.
    static func isArticleOrCount(_ word: String) -> Bool {
        word == "a" || word == "an" || PlainWordsParser.number(word) != nil || PlainWordsParser.numberWords[word] != nil
    }
    /// Breads said by their kind alone that a spread or a topping is on ("smashed avo on sourdough",
    /// "hummus on rye"), as on toast.
    static let onBases: Set<String> = toastBases.union(["rye", "sourdough", "wholemeal", "multigrain", "pumpernickel", "ciabatta"])
        .union(dishBases)

    /// Dishes a food is said to be "on" that are no bread ("granola on greek yogurt", "grilled chicken
    /// on a salad", "berries on oatmeal").
    static let dishBases: Set<String> = ["yogurt", "salad", "oatmeal", "porridge", "ice cream", "pancake", "waffle"]

    /// Powders made up into a drink with a cup of milk.
    static let madeUpWithMilk: Set<String> = ["powder", "whey", "casein"]

    /// Breads served cut in two halves, each holding a topping.
    static let halvedBreads: Set<String> = ["bagel", "english muffin", "muffin"]

    /// Foods that "beans" said with them are baked beans on: a jacket potato, toast, a breakfast.
    static let beanBases: Set<String> = ["potato", "toast", "bread", "sausage", "egg", "breakfast"]

    static func isTableName(_ food: String) -> Bool {
        HouseholdMeasures.foods.contains { $0.names.contains(food) }
    }
}
