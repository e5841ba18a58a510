import FoodText

/// Matches parsed items to catalog foods and converts their amounts to grams, without AI.
///
/// It never logs the wrong food silently: a food is taken only when its name holds every word
/// the user said (apart from descriptive words such as "fillet" or "grilled"), and no word that
/// makes it another food ("seasoning", "juice", "salad": `PhraseWords.otherFood`); otherwise the
/// item is unresolved, with the closest candidates so the user can log one on purpose.
public enum PlainWordsResolver {
    /// An item that could not be logged, and why (one short clause), with the closest foods.
    public struct Unresolved: Equatable, Sendable {
        public var item: ParsedItem
        public var reason: String
        /// The best catalog foods for the item's words, best first (at most 3); empty when none.
        public var candidates: [CatalogFood]

        public init(item: ParsedItem, reason: String, candidates: [CatalogFood] = []) {
            self.item = item
            self.reason = reason
            self.candidates = candidates
        }
    }

    /// Every item, resolved or not; nothing is dropped. Items naming two foods ("toast with
    /// butter") are split first (`split`), unless `splitting` is false (already split).
    public static func resolve(_ items: [ParsedItem], catalog: FoodCatalog, portions: PortionSource = NoPortions(),
                               splitting: Bool = true) throws -> (resolved: [ResolvedItem], unresolved: [Unresolved]) {
        var resolved: [ResolvedItem] = []
        var unresolved: [Unresolved] = []
        for item in splitting ? try split(items, catalog: catalog) : items {
            let household = HouseholdMeasures.food(named: item.food)
            guard let food = try match(item, household: household, catalog: catalog, portions: portions) else {
                let candidates = try catalog.search(searchWords(item.food), kind: nil, limit: 3)
                unresolved.append(Unresolved(item: item, reason: "no food in the index is named with all of '\(item.food)'",
                                             candidates: candidates))
                continue
            }
            switch grams(of: item, household: household, food: food, portions: portions) {
            case .success(let (grams, basis)):
                // A weight whose energy the thing said cannot have is not one of it ("sandwich",
                // 200 g, for "an ice cream sandwich"): one as its products are sold is (60-70 g).
                if !PlausibleEnergy.allows(food, grams: grams, item: item),
                   let label = try labelServing(item, food: food, catalog: catalog) {
                    resolved.append(ResolvedItem(item: item, food: food, grams: label, basis: "products' usual serving"))
                    continue
                }
                resolved.append(ResolvedItem(item: item, food: food, grams: grams, basis: basis))
            case .failure(let failure):
                if let grams = try labelServing(item, food: food, catalog: catalog) {
                    resolved.append(ResolvedItem(item: item, food: food, grams: grams, basis: "products' usual serving"))
                    continue
                }
                if let grams = dishPlateGrams(item, food: food) {
                    resolved.append(ResolvedItem(item: item, food: food, grams: grams, basis: "a plate of a dish"))
                    continue
                }
                unresolved.append(Unresolved(item: item, reason: failure.reason, candidates: [food]))
            }
        }
        return (resolved, unresolved)
    }

    /// Products whose label serving of a dish `labelServing` needs to take their median.
    static let labelServingQuorum = 3

    /// Grams of a count of a dish that neither the tables nor its chosen food weigh ("a creme
    /// brulee"), or whose usual serving gives an energy it cannot have ("an ice cream sandwich"):
    /// the median label serving of the index's products whose name's first part holds every word said,
    /// which is what one of it weighs as sold. Nil for other units, a size said, fewer than
    /// `labelServingQuorum` such products, or a weight whose energy does not fit `food` either.
    static func labelServing(_ item: ParsedItem, food: CatalogFood, catalog: FoodCatalog) throws -> Double? {
        guard let grams = try productsServing(item, catalog: catalog) else { return nil }
        return PlausibleEnergy.allows(food, grams: grams, item: item) ? grams : nil
    }

    /// Grams of `item` by the median label serving of the products named first with every word
    /// said (`labelServing`), before judging any food's energy by them.
    static func productsServing(_ item: ParsedItem, catalog: FoodCatalog) throws -> Double? {
        guard [.count, .piece, .serving].contains(item.unit), item.size == nil, item.quantity > 0 else { return nil }
        let wanted = searchWords(item.food)
        let required = words(wanted)
        let said = saidWords(item)
        // Named first by every word said: "ALMONDS, CREME BRULEE" is almonds of that flavour.
        let servings = try catalog.search(wanted, kind: .product, limit: 30)
            .filter { product in
                required.isSubset(of: words(product.name.split(separator: ",").first.map(String.init) ?? product.name))
                    && plausible(product, said: said, drink: isDrink(item.food))
            }
            .compactMap { servingSize($0) }.filter { $0 > 0 && $0 <= 1000 }.sorted()
        guard servings.count >= labelServingQuorum else { return nil }
        let middle = servings.count / 2
        let one = servings.count % 2 == 1 ? servings[middle] : (servings[middle - 1] + servings[middle]) / 2
        return item.quantity * one
    }

    struct ConversionFailure: Error { let reason: String }

    /// `item` logged as `food`, which the user chose among the candidates: weighed as `resolve`
    /// would, or nil when its amount cannot be weighed for that food.
    public static func resolve(_ item: ParsedItem, as food: CatalogFood, portions: PortionSource = NoPortions()) -> ResolvedItem? {
        guard case .success(let (grams, basis)) = grams(of: item, household: HouseholdMeasures.food(named: item.food), food: food,
                                                        portions: portions)
        else { return nil }
        return ResolvedItem(item: item, food: food, grams: grams, basis: basis)
    }

    // MARK: Two foods in one item

    /// Words joining two foods in one item ("toast with butter", "cheeseburger and fries").
    static let joiningWords: Set<String> = ["with", "and", "plus", "&", "+"]

    /// The items with a size word that belongs to the name made part of it ("a big mac"), and
    /// every one that names two foods split in two: the first keeps the amount,
    /// the second is one serving of an addition ("with butter" is a tablespoon, "with rice" a cup).
    /// An item stays whole when the index names the combination ("mac and cheese", "beef and
    /// broccoli", "nachos with cheese"), except two household-table foods joined by "with"
    /// ("coffee with milk"), which are logged as the two foods.
    public static func split(_ items: [ParsedItem], catalog: FoodCatalog) throws -> [ParsedItem] {
        var result: [ParsedItem] = []
        for item in items { result += try split(try sizedAsName(item, catalog: catalog, portions: NoPortions()), catalog: catalog) }
        return result
    }

    static func split(_ said: ParsedItem, catalog: FoodCatalog) throws -> [ParsedItem] {
        var item = said
        item.food = PhraseWords.wholeDish(item.food) ?? item.food
        // "a vodka cranberry", "a gin and orange": a spirit with a fruit juice the surveys do not
        // mix it with is the spirit and the juice.
        item.food = spiritAndJuice(item.food) ?? item.food
        if let sandwich = DishNames.breakfastSandwich(item.food) { item.food = sandwich }
        // "a buttered crumpet" is a crumpet with butter, unless the index names it buttered.
        let buttered = item.food.split(separator: " ").map(String.init)
        if buttered.count > 1, buttered[0] == "buttered",
           try match(item, household: nil, catalog: catalog, portions: NoPortions(), kind: .generic) == nil {
            item.food = buttered.dropFirst().joined(separator: " ") + " with butter"
        }
        // "a tuna mayo jacket potato" is a jacket potato with its filling.
        let potatoWords = item.food.split(separator: " ").map(String.init)
        // A word that only describes it ("a loaded baked potato") is no filling.
        if potatoWords.count > 2, potatoWords.suffix(2) == ["jacket", "potato"] || potatoWords.suffix(2) == ["baked", "potato"],
           !potatoWords.contains("with"), !potatoWords.dropLast(2).allSatisfy(lessInformative.contains) {
            item.food = potatoWords.suffix(2).joined(separator: " ") + " with " + potatoWords.dropLast(2).joined(separator: " ")
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
        // "an almond milk latte" is a latte (made with that milk: its own, not one added); "an oat
        // milk coffee" is coffee with oat milk.
        // A skim one ("a skinny latte", "a skim milk cappuccino") is the survey's nonfat one.
        let milkFirst = item.food.split(separator: " ").map(String.init)
        if milkFirst.count >= 3, milkFirst[1] == "milk", drinkMilks.contains(milkFirst[0]) {
            let drink = milkFirst[2...].joined(separator: " ")
            if milkDrinks.contains(drink) { item.food = drink + (leanMilks.contains(milkFirst[0]) ? " nonfat" : "") }
            if blackDrinks.contains(drink) { item.food = drink + " with " + milkFirst[0] + " milk" }
        } else if milkFirst.count >= 2, leanMilks.contains(milkFirst[0]), milkDrinks.contains(milkFirst.dropFirst().joined(separator: " ")) {
            item.food = milkFirst.dropFirst().joined(separator: " ") + " nonfat"
        } else if milkFirst.count >= 2, plantMilks.contains(milkFirst[0]), milkDrinks.contains(milkFirst.dropFirst().joined(separator: " ")) {
            // "a soy latte", "an oat flat white": the milk's name said without "milk".
            item.food = milkFirst.dropFirst().joined(separator: " ")
        }
        // "a chicken pita", "a falafel roll", "a tuna bagel": a bread said after its filling, that
        // the index names no food with, is a sandwich of that filling.
        if let sandwich = try filledBreadSandwich(item, catalog: catalog) { item.food = sandwich }
        // "beans on toast", "cheese on toast", "eggs on a bagel": the base with the topping.
        let onWords = item.food.split(separator: " ").map(String.init)
        if let on = onWords.firstIndex(of: "on"), on > 0, on < onWords.count - 1 {
            // What the user said after the base goes with it ("beans on toast with cheese"); a name
            // the tables wrote ("egg sandwich on english muffin with bacon") is read whole.
            let saidOn = PlainWordsParser.tokens(item.text).contains("on")
            let baseEnd = saidOn ? onWords[(on + 1)...].firstIndex(where: joiningWords.contains) ?? onWords.count : onWords.count
            let after = onWords[baseEnd...].joined(separator: " ")
            let base = [onWords[(on + 1)..<baseEnd].filter { $0 != "a" && $0 != "an" }.joined(separator: " ")]
            // "a turkey sandwich on rye", "a burger on a brioche bun": the sandwich, whatever bread
            // it is on, when the user said so (not a name written for them: "egg sandwich on english
            // muffin") and no food is named so.
            let breadWords = base[0].split(separator: " ").map(String.init)
            if sandwichFoods.contains(onWords[on - 1]), sandwichBreadWords.isSuperset(of: breadWords),
               words(item.text).isSuperset(of: breadWords + ["on"]),
               try !isNamed(item, catalog: catalog) {
                item.food = onWords[..<on].joined(separator: " ") + (after.isEmpty ? "" : " " + after)
            } else if let head = onBases.first(where: { base[0] == $0 || base[0].hasSuffix(" " + $0) }) {
                let topping = onWords[..<on].joined(separator: " ")
                let toppingFood = topping == "bean" ? "baked bean" : topping
                // "two poached eggs on toast": the count is of the eggs, on as many slices (two at most);
                // a bagel or an English muffin is cut in two, so two eggs are on one.
                if item.amountSaid, [.count, .piece].contains(item.unit), item.quantity > 1 {
                    let breads = halvedBreads.contains(head) ? (item.quantity / 2).rounded(.up) : item.quantity
                    let bread = ParsedItem(quantity: min(breads, 2), unit: .count, food: base[0] + (after.isEmpty ? "" : " " + after),
                                           text: item.text)
                    let counted = ParsedItem(quantity: item.quantity, unit: item.unit, food: toppingFood, size: item.size,
                                             text: item.text)
                    return try split(bread, catalog: catalog) + split(counted, catalog: catalog)
                }
                item.food = base[0] + " with " + toppingFood + (after.isEmpty ? "" : " " + after)
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
        // "a portion of chips" is British: a portion of fries, not a bag of crisps.
        if item.food == "chip" || item.food.hasPrefix("chip with ") || item.food.hasPrefix("chip and "),
           ["portion", "plate"].contains(where: item.text.lowercased().contains) {
            item.food = "french fry" + item.food.dropFirst("chip".count)
        }
        // "8 pieces of california roll": a piece of a sushi roll is one of the eight it is cut into,
        // so eight pieces are one roll (and weighed and judged as one).
        if item.unit == .piece, sushiRolls.contains(where: { item.food == $0 || item.food.hasSuffix(" " + $0) }) {
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
        guard let at = joinerIndex(words) else { return [item] }
        let left = words[..<at].joined(separator: " ")
        let right = words[(at + 1)...].joined(separator: " ")
        // "orange juice with pulp", "a coke with ice": how it is served, not a second food; nor
        // what a blended drink is made with ("a smoothie with banana and spinach").
        if words[at] == "with", servedWith.contains(right) || blendedDrinks.contains(words[at - 1]) {
            var plain = item
            plain.food = left
            return try split(plain, catalog: catalog)
        }
        // "a chicken burrito with rice and beans": what a burrito is always filled with is in it.
        if words[at] == "with", let head = words[..<at].last, wrappedDishes.contains(head),
           words[(at + 1)...].split(whereSeparator: joiningWords.contains)
               .allSatisfy({ wrappedFillings.contains($0.joined(separator: " ")) }) {
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
        // "a cappuccino with oat milk", "a latte with skim milk": the milk the drink is made with.
        if words[at] == "with", milkDrinks.contains(left), let milk = madeWithMilk(right) {
            var drink = item
            drink.food = left + (leanMilks.contains(milk) ? " nonfat" : "")
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
                let filled = TypicalServings.singularGrams[left + " " + head] != nil
                dish.food = left + " " + (!filled && (breadHeads.contains(head) || head == "toastie") ? "sandwich" : head)
            }
            return [dish]
        }
        // "a spinach and feta pastry", "a broccoli and cheddar quiche", "an apple and blackberry
        // crumble": two fillings of a filled dish, whatever they are, make one dish, never the
        // first beside a dish of the second. The dish as said when the index names it, else the
        // dish of either filling, else as said, for the closest dish to answer. Not when the first
        // is a food served on its own (a soup, a coffee, a pizza and garlic bread).
        if words[at] == "and", at == 1, words.count - at - 1 >= 2, let head = words.last,
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
        // Not when a second "and" follows: "a burrito and chips and salsa" is three foods.
        if words[at] == "and", at == 1, words.count - at - 1 >= 2, let head = words.last, isDishHead(head),
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
        var first = ParsedItem(quantity: item.quantity, unit: plated ? .count : item.unit, food: leftFood, size: item.size,
                               text: item.text, amountSaid: plated ? false : item.amountSaid)
        // Milk poured on cereal is half a cup, not the splash that goes in a drink.
        let rightIsMilk = right == "milk" || right.hasSuffix(" milk")
        let leftSingular = left.split(separator: " ").map { PlainWordsParser.singular(String($0)) }
        let pouredOn = rightIsMilk && !PhraseWords.eatenInMilk.isDisjoint(with: leftSingular)
        // A powder is made up with a glass of it: a scoop of whey with milk is a shake of a cup.
        let madeUp = rightIsMilk && !madeUpWithMilk.isDisjoint(with: leftSingular)
        // Chips with a hot main are British chips: fries ("cod and chips", "pie and chips").
        // "fish and chips with mushy peas": the chips are still the chip shop's, with the rest after them.
        let rightWords = right.split(separator: " ").map(String.init)
        let chippy = rightWords.first == "chip" && (rightWords.count == 1 || joiningWords.contains(rightWords[1]))
            && left.split(separator: " ").last.map { PhraseWords.chippyMains.contains(String($0)) } == true
        // Beans with a jacket potato or on toast are baked beans, and a side helping of them.
        let beansOnBase = right == "bean" && left.split(separator: " ").last.map { beanBases.contains(String($0)) } == true
        // Tomato sauce on pasta is a pasta sauce (marinara), not a chili sauce or ketchup.
        let pastaSauce = right == "tomato sauce" && left.split(separator: " ").last.map { pastaWords.contains(String($0)) } == true
        // Dressing on a salad is salad dressing, not the stuffing a turkey is served with, and a
        // dressing named alone ("with ranch") is that dressing, not ranch-style beans.
        let onSalad = left.split(separator: " ").contains("salad")
        let saladDressing = onSalad && right == "dressing"
        let namedDressing = onSalad && dressingNames.contains(right)
        let sideFood = chippy ? "french fry" + right.dropFirst("chip".count) : beansOnBase ? "baked bean" : pastaSauce ? "spaghetti sauce"
            : saladDressing ? "salad dressing" : namedDressing ? right + " dressing" : right
        // A chip shop's fish is battered and fried ("cod and chips"), unless said cooked otherwise,
        // and its chips are a chip shop's portion, not a side of fries.
        let leftWords = left.split(separator: " ").map(String.init)
        if chippy, let main = leftWords.last, chipShopFish.contains(main), leftWords.allSatisfy({ PhraseWords.cooking[$0] == nil }) {
            first.food = "fried " + left
        }
        // The second food is what was said after the joiner: the first's words are not said of it
        // ("a slice of cake with ice cream" is no ice cream cake).
        let rightText = saidAfter(item.text, joiner: words[at], occurrence: words[..<at].filter { $0 == words[at] }.count) ?? right
        let second = pouredOn || madeUp ? ParsedItem(quantity: madeUp ? 1 : 0.5, unit: .cup, food: right, text: rightText)
            : chippy ? ParsedItem(quantity: chipShopChips, unit: .gram, food: sideFood, text: rightText, amountSaid: false)
            : ParsedItem(quantity: 1, unit: .serving, food: sideFood, text: rightText, amountSaid: false)
        // A first food the tables rewrite is split as that ("avocado toast with egg": toast with avocado).
        return (leftFood == left ? [first] : try split(first, catalog: catalog)) + (try split(second, catalog: catalog))
    }

    /// The words said after the `occurrence`-th (from 0) `joiner` of `text`, as said (plurals and
    /// all), or nil when the text does not hold that many.
    static func saidAfter(_ text: String, joiner: String, occurrence: Int) -> String? {
        let tokens = PlainWordsParser.tokens(text)
        let at = tokens.indices.filter { tokens[$0] == joiner }.dropFirst(occurrence).first
        guard let at, at + 1 < tokens.count else { return nil }
        return tokens[(at + 1)...].joined(separator: " ")
    }

    /// Breads a food is said to be served in or on ("in a bun", "on a roll"), as the bread to log
    /// beside it.
    static let servingBreads: [String: String] = [
        "bun": hamburgerBun, "roll": "roll white soft", "bread roll": "roll white soft", "hot dog bun": hotDogBun,
        "hotdog bun": hotDogBun, "hamburger bun": hamburgerBun, "burger bun": hamburgerBun, "brioche bun": hamburgerBun,
        "bap": "roll white soft", "hoagie": "roll white hoagie", "hoagie roll": "roll white hoagie", "sub roll": "roll white hoagie",
        "kaiser roll": "roll white soft",
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
    ])

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

    /// The milk said after "with" a drink made of milk ("oat milk", "skim milk", "milk"): its kind
    /// ("milk" when none is said), or nil when what follows is no milk.
    static func madeWithMilk(_ said: String) -> String? {
        let words = said.split(separator: " ").map(String.init)
        if words == ["milk"] { return "milk" }
        guard words.count == 2, words[1] == "milk", drinkMilks.contains(words[0]) || leanMilks.contains(words[0]) else { return nil }
        return words[0]
    }

    /// Condiments named by their kind last ("ranch dressing", "bbq sauce", "maple syrup").
    static let condimentKinds: Set<String> = ["dressing", "sauce", "syrup", "gravy"]

    /// Grams of `item` as a topping (`PhraseWords.toppingGrams`): by the food said, else, for one
    /// added without an amount, by its kind when that is its last word ("ranch dressing" weighs as
    /// dressing); nil for a food no topping weight fits.
    static func toppingGrams(_ item: ParsedItem) -> Double? {
        // A serving said of a drink ("a carton of milk") is a drink of it, not a splash in one.
        if item.amountSaid, isDrink(item.food) { return nil }
        if let grams = PhraseWords.toppingGrams[item.food] { return grams }
        guard !item.amountSaid, let kind = item.food.split(separator: " ").last.map(String.init),
              condimentKinds.contains(kind) else { return nil }
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
    static let toppingKinds: Set<String> = ["cheese", "cream", "butter", "syrup", "gravy", "dressing"]

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

    /// Drinks blended from what is said after them ("a smoothie with banana"); a shake "with
    /// milk" is made up with it, which adds to it.
    static let blendedDrinks: Set<String> = ["smoothie"]

    /// What a food is said to come "with" that is how it is served, not another food.
    static let servedWith: Set<String> = ["pulp", "ice", "extra ice", "bit", "seed", "skin", "skin on"]

    /// Fish a chip shop fries in batter.
    static let chipShopFish: Set<String> = ["fish", "cod", "haddock", "plaice", "hake", "pollock", "whiting", "sole"]

    /// Grams of chips in a chip shop's regular portion (UK portions run 250-350 g).
    static let chipShopChips = 250.0

    /// Pastas a tomato sauce is served on ("spaghetti with tomato sauce").
    static let pastaWords: Set<String> = [
        "spaghetti", "pasta", "penne", "linguine", "fettuccine", "rigatoni", "macaroni", "noodle", "tagliatelle", "fusilli",
        "gnocchi", "ravioli", "tortellini",
    ]

    /// Filled pastas and dumplings, named by the surveys with their filling and sauce.
    static let filledPastas: Set<String> = ["gnocchi", "ravioli", "tortellini"]

    /// Tomato sauces for pasta, as people say them.
    static let tomatoSauces: Set<String> = ["tomato sauce", "marinara", "marinara sauce", "red sauce", "napoli sauce",
                                            "napoletana sauce", "pomodoro", "pomodoro sauce"]

    /// Breads a topping is said to be "on" ("beans on toast").
    static let onBases: Set<String> = ["toast", "bread", "bagel", "cracker", "rice", "muffin", "english muffin", "crumpet"]

    /// Powders made up into a drink with a cup of milk.
    static let madeUpWithMilk: Set<String> = ["powder", "whey", "casein"]

    /// Breads served cut in two halves, each holding a topping.
    static let halvedBreads: Set<String> = ["bagel", "english muffin", "muffin"]

    /// Foods that "beans" said with them are baked beans on: a jacket potato, toast, a breakfast.
    static let beanBases: Set<String> = ["potato", "toast", "bread", "sausage", "egg", "breakfast"]

    static func isTableName(_ food: String) -> Bool {
        HouseholdMeasures.foods.contains { $0.names.contains(food) }
    }

    // MARK: Choosing the food

    /// Words that describe how a food is cut or served, not which food it is: "200g salmon
    /// fillet" is salmon. A table food stands for an item only when the item's other words are
    /// among these or cooking words ("grilled chicken breast"), never for "mac and cheese" (cheese).
    static let descriptiveWords: Set<String> = [
        "fillet", "filet", "steak", "cooked", "raw", "fresh", "plain", "sliced", "chopped", "diced", "homemade",
        "organic", "hot", "cold", "warm", "piece", "serving", "portion", "toasted", "whole", "medium",
        "chunk", "cube", "cubed",
        // "pan fried", "deep fried", "oven baked", "air fried", "slow cooked": the cooking word says it.
        "pan", "deep", "oven", "air", "slow", "smashed",
        // "with extra noodles": more of the food.
        "extra",
    ]

    /// Words a name may hold beyond what was said without making it another food.
    static let neutralNameWords: Set<String> = Set([
        "nfs", "ns", "as", "to", "type", "plain", "regular", "original", "fat", "no", "added", "not", "further", "specified",
        "from", "made", "home", "prepared", "commercially", "enriched", "unenriched", "fresh", "whole", "cooked", "salt",
        "without", "with", "eaten", "skin", "style", "ready", "serve", "in", "on", "brewed",
        // How a food was cooked plainly ("cooked, dry heat"; "Potato, cooked, as ingredient"), and
        // "NS as to part".
        "dry", "moist", "heat", "ingredient", "unsweetened", "part", "raw",
    ]).union(surveyCategories)

    /// The surveys' categories, put first in a name before the food ("Spices, cinnamon, ground",
    /// "Mollusks, oyster"): the family the food is of, no other food.
    static let surveyCategories: Set<String> = ["spice", "mollusk", "crustacean", "beverage"]

    /// Foods people eat cooked: a raw one is only taken when nothing cooked fits.
    static let usuallyCooked: Set<String> = [
        "chicken", "beef", "pork", "steak", "salmon", "fish", "shrimp", "turkey", "lamb", "bacon", "sausage", "thigh",
        "wing", "chop", "rice", "pasta", "spaghetti", "bean", "lentil", "quinoa", "potato", "tofu", "ham", "meatloaf",
        "cod", "tuna", "tilapia", "burger", "oatmeal", "noodle", "vegetable", "patty",
        "duck", "venison", "veal", "goat", "mutton", "bran", "barley", "bulgur", "couscous", "millet", "grits",
    ]

    /// The food for an item. Said exactly as the table names it ("rice", "eggs"): the table's
    /// food. Otherwise the best food whose name holds every word said (synonyms and descriptive
    /// words aside) and nothing that makes it another food: generic foods first, then any food of
    /// the index (branded and restaurant foods). A cooking word ("steamed", "grilled") chooses a
    /// food cooked that way. Among those, foods the user logged before come first
    /// (`FoodCatalog.isYours`), then foods that can be weighed in the unit said, then the fewest
    /// other words. Nil when nothing fits.
    static func match(_ item: ParsedItem, household: HouseholdFood?, catalog: FoodCatalog, portions: PortionSource,
                      kind onlyKind: CatalogFood.Kind? = nil) throws -> CatalogFood? {
        func tableFood(_ household: HouseholdFood) throws -> CatalogFood? {
            bestMatch(try catalog.search(household.catalogName, kind: .generic, limit: 20), for: household.catalogName,
                      mustContain: household.catalogName)
        }
        let saidWords = item.food.split(separator: " ").map(String.init)
        // "baked beans" names a dish; "baked potato" says how a potato was cooked.
        let dish = PhraseWords.cookedDishes.contains(item.food)
        // A fish said by its cut ("a tuna steak", "a salmon fillet") is fresh fish, cooked: the
        // surveys' fish "NFS" may be canned.
        let fishCut = saidWords.contains { ["steak", "fillet", "filet"].contains($0) } && saidWords.contains(where: fishes.contains)
        let cooking = dish ? nil : saidWords.first { PhraseWords.cooking[$0] != nil } ?? (fishCut ? "cooked" : nil)
        let cookedNames = cooking.flatMap { PhraseWords.cooking[$0] } ?? []
        let core = dish ? item.food : coreWords(saidWords).joined(separator: " ")
        if onlyKind == nil, let household {
            // Said as the table names it, cooking word and all ("cooked oats"), or not said cooked.
            if household.names.contains(item.food) {
                if let food = try tableFood(household) { return food }
            }
            if household.names.contains(core), let cooking, cookedMatches(household.catalogName, PhraseWords.cooking[cooking] ?? []),
               let food = try tableFood(household) { return food }
        }
        let query = core.isEmpty ? item.food : core
        var queries = [query]
        if let plain = PhraseWords.plainFoods[query] { queries.insert(plain, at: 0) }
        for name in cookedNames.prefix(3) { queries.insert(query + " " + name, at: queries.count - 1) }
        // Cooked without fat, the plainly cooked food may say only "cooked" ("..., cooked, dry heat").
        if let cooking, PhraseWords.cookedWithoutFat.contains(cooking), !cookedNames.prefix(3).contains("cooked") {
            queries.insert(query + " cooked", at: queries.count - 1)
        }
        // USDA names put the kind first: "banana bread" is "Bread, banana". Only generic names do:
        // a product's name says it in the order said, and the search ranks a name holding the
        // words in the order searched first, so the reversed words would favour "Lemon bar
        // granola" for "granola bar".
        let said = queries
        let coreSplit = query.split(separator: " ")
        if coreSplit.count == 2 { queries.insert(coreSplit.reversed().joined(separator: " "), at: queries.count - 1) }
        for kind in onlyKind.map({ [$0] }) ?? [CatalogFood.Kind.generic] {
            if let food = try best(kind == .generic ? queries : said, item: item, cookedNames: cookedNames, catalog: catalog,
                                   portions: portions, kind: kind) {
                // A generic dish without a part of it ("Greek salad, no dressing") only when no
                // food of the index is the whole dish.
                let saidSet = Self.saidWords(item)
                if onlyKind == nil, deniesPart(food.name, said: saidSet),
                   let whole = try best(said, item: item, cookedNames: cookedNames, catalog: catalog, portions: portions, kind: nil),
                   !deniesPart(whole.name, said: saidSet) {
                    return whole
                }
                return food
            }
        }
        if onlyKind != nil { return nil }
        if let household, household.names.contains(core), let food = try tableFood(household) { return food }
        if let food = try best(said, item: item, cookedNames: cookedNames, catalog: catalog, portions: portions, kind: nil) {
            return food
        }
        return try closestDish(item, catalog: catalog, portions: portions)
    }

    // MARK: The closest generic dish

    /// Words that say where a dish comes from, its style, its flavour or its filling, not which
    /// dish it is: the first dropped when no food is named with every word ("a jam doughnut" is a
    /// doughnut, "a wiener schnitzel" a schnitzel, "2 vegetable samosas" samosas).
    static let lessInformative: Set<String> = [
        "traditional", "classic", "homemade", "home", "style", "authentic", "spicy", "mild", "hot", "sweet", "mini",
        "microwave", "wiener", "viennese", "cornish", "spanish", "italian", "french", "greek", "turkish", "indian", "thai", "chinese",
        "japanese", "korean", "mexican", "american", "english", "british", "irish", "scottish", "welsh", "german", "polish",
        "vegetable", "veggie", "vegan", "jam", "jelly", "custard", "cream", "strawberry", "chocolate", "vanilla",
        "plain", "glazed", "loaded", "stuffed", "filled", "fresh", "toasted", "warm", "cold", "iced", "breakfast",
        "crispy", "street", "oat", "matcha", "soy", "almond", "skinny", "decaf", "large", "small", "regular", "fun", "side",
        // A taco's shell; a naan's filling; a burrito's style.
        "hard", "soft", "crunchy", "peshwari", "keema", "california",
        // Dressings, regional styles and the flavours of crisps.
        "caesar", "sichuan", "szechuan", "cantonese", "mapo", "salt", "vinegar", "sour", "bbq", "barbecue", "paprika", "cajun", "creole",
        "smoky", "onion",
        // Ramen broths: a tonkotsu, shoyu or miso ramen is a bowl of ramen.
        "tonkotsu", "shoyu", "miso",
        // Chains said with what was bought there: a Starbucks frappuccino, a Dunkin' donut.
        "starbuck", "dunkin", "krispy", "kreme", "panera", "costco", "greggs", "pret",
    ]

    /// The filling of a dish (a meat, fish, tofu, paneer, egg): dropped last, and only for a dish
    /// whose name says no other main food ("a chicken shawarma" is a gyro sandwich).
    static let fillings: Set<String> = [
        "chicken", "beef", "pork", "lamb", "mutton", "goat", "turkey", "duck", "fish", "salmon", "tuna", "cod", "shrimp",
        "prawn", "crab", "lobster", "tofu", "paneer", "egg", "ham", "bacon", "sausage", "cheese", "mushroom", "steak",
    ]

    /// What a dish or drink is made of, beyond its filling: never dropped ("a vodka tonic" is no
    /// tonic water, "banana bread" no bread, a tofu stir fry no stir fry of vegetables alone).
    static let bases: Set<String> = [
        "bean", "lentil", "chickpea", "potato", "rice", "noodle", "banana", "apple", "carrot", "tofu",
        "vodka", "gin", "rum", "whiskey", "whisky", "tequila", "brandy", "coffee", "tea", "milk", "chocolate",
    ]

    /// Meats and fish, which no one eats by the teaspoon.
    static let meats: Set<String> = [
        "chicken", "beef", "pork", "lamb", "mutton", "goat", "turkey", "duck", "fish", "salmon", "tuna", "cod", "shrimp",
        "prawn", "crab", "lobster", "steak",
    ]

    /// Fish sold by the steak or the fillet.
    static let fishes: Set<String> = chipShopFish.union([
        "tuna", "salmon", "swordfish", "trout", "halibut", "tilapia", "snapper", "mackerel", "catfish", "mahi", "bass",
    ])

    /// Breads a filling is eaten in: said with one, they are not the plain bread.
    static let breadHeads: Set<String> = [
        "pita", "bagel", "roll", "bun", "wrap", "tortilla", "naan", "croissant", "biscuit", "muffin", "baguette", "ciabatta",
        "flatbread", "bread", "toast", "sub", "hoagie", "panini", "sandwich",
    ]

    /// Words of the bread a sandwich is said to be on ("on rye", "on whole wheat", "on a brioche bun").
    static let sandwichBreadWords: Set<String> = [
        "rye", "wheat", "whole", "white", "sourdough", "multigrain", "pumpernickel", "french", "italian", "bread", "toast",
        "toasted", "roll", "bun", "brioche", "ciabatta", "baguette", "bagel", "croissant", "focaccia", "english", "muffin",
        "hoagie", "grain", "seeded", "potato", "pretzel", "kaiser", "sesame",
    ]

    /// Dishes wrapped around their fillings, and the fillings every one of them holds: said after
    /// the dish, they are in it, not a side of rice and beans beside it.
    static let wrappedDishes: Set<String> = ["burrito", "chimichanga"]
    static let wrappedFillings: Set<String> = [
        "rice", "bean", "black bean", "pinto bean", "refried bean", "cheese", "lettuce", "salsa", "pico",
    ]

    /// An omelet, as its fillings are said after it.
    static let omelets: Set<String> = ["omelet", "omelette"]

    /// Main foods, fillings or bases: a generic dish naming one the user did not say is another dish.
    static let mainFoods = fillings.union(bases)

    /// Heads that name a family of foods, too wide to stand alone for the dish said.
    static let familyWords: Set<String> = [
        "roll", "bread", "cake", "pie", "bar", "salad", "soup", "stew", "fry", "ball", "stick", "cheese", "sauce",
        "drink", "sandwich", "wrap", "cookie", "biscuit", "pastry", "tart", "bun", "meat", "dish", "bowl", "plate",
    ]

    /// Families whose survey "Soup, NFS" is a fair stand-in for a kind not named ("a bowl of spicy
    /// soup"); a sandwich, NFS is a meat one, so "a veggie wrap" is refused.
    static let nfsFamilies: Set<String> = ["soup", "salad", "stew"]

    /// Whether a word names a dish the tables know (a usual serving, an energy range or portions
    /// by kind): only such a word may stand for the item once others are dropped, so that
    /// "roast chicken leg" never becomes frog legs.
    static func isDishHead(_ word: String) -> Bool {
        TypicalServings.singularGrams[word] != nil || PlausibleEnergy.singularBounds[word] != nil
            || UsualPortions.kinds.contains { $0.words == [word] }
    }

    /// A dish not named word for word: the generic food named with the item's head word (its last)
    /// and as many of its other words as can be kept, dropping one word, then two, the least
    /// informative first. Every food it returns passed `best`'s checks (the name, the energy).
    static func closestDish(_ item: ParsedItem, catalog: FoodCatalog, portions: PortionSource) throws -> CatalogFood? {
        // Words spelt another way are read as the index spells them ("donut" is "doughnut").
        let words = coreWords(item.food.split(separator: " ").map { word in
            PhraseWords.synonyms[String(word)].flatMap { $0.contains(" ") ? nil : $0 } ?? String(word)
        })
        // "beef in black bean sauce" is beef cooked in a sauce: the last word is not the dish.
        guard words.count >= 2, let head = words.last, isDishHead(head), !words.dropLast().contains("in") else { return nil }
        // Less informative words go first, then cooking words, then words the tables do not know,
        // then a filling. A base is never dropped. A filling is dropped only for a dish naming no
        // other main food ("a chicken shawarma" is a gyro sandwich, "lamb curry" no beef curry).
        // An unknown word may be the food itself ("quokka stew" is no stew, NFS): it is dropped
        // only while another said word stays with the head ("lemon drizzle cake" is a lemon cake).
        func known(_ word: String) -> Bool {
            lessInformative.contains(word) || fillings.contains(word) || PhraseWords.cooking[word] != nil
        }
        func rank(_ word: String) -> Int {
            fillings.contains(word) ? 3 : lessInformative.contains(word) ? 0 : known(word) ? 1 : 2
        }
        // A bread said with its filling ("a chicken pita") is a sandwich, never the plain bread.
        let filledBread = breadHeads.contains(head)
        // Before a head that names a family of dishes (a salad, a soup, a cake; not a bread: a
        // fajita wrap is a chicken sandwich), a word the tables do not know that is a food of its
        // own ("papaya" in "green papaya salad") says what the dish is made of: it is kept like a base.
        func namesAFood(_ word: String) throws -> Bool {
            guard familyWords.contains(head), !breadHeads.contains(head), !known(word) else { return false }
            return try catalog.search(word, kind: .generic, limit: 5).contains { food in
                food.name.lowercased().split(separator: ",").first.map { PlainWordsParser.singular(String($0)) } == word
            }
        }
        let others = try Array(0..<(words.count - 1))
            .filter { !bases.contains(words[$0]) && !(filledBread && fillings.contains(words[$0])) }
            .filter { try !namesAFood(words[$0]) }
            .sorted { left, right in
                let (l, r) = (rank(words[left]), rank(words[right]))
                return l != r ? l < r : left < right
            }
        var drops: [[Int]] = others.map { [$0] }
        for (at, first) in others.enumerated() { for second in others[(at + 1)...] { drops.append([first, second]) } }
        let said = saidWords(item)
        let household = HouseholdMeasures.food(named: item.food)
        for drop in drops {
            let kept = words.enumerated().filter { !drop.contains($0.offset) }.map(\.element)
            if kept.count < 2, drop.contains(where: { !known(words[$0]) }) { continue }
            // A word alone stands for the dish only when it names one with a usual serving, and a
            // family of foods only as its survey "NFS" food, for the few families where that is
            // fair ("spring roll" is no bread roll, "banana bread" no bread).
            if kept.count == 1, TypicalServings.singularGrams[head] == nil { continue }
            let family = kept.count == 1 && familyWords.contains(head)
            if family, !nfsFamilies.contains(head) { continue }
            var reduced = item
            reduced.food = kept.joined(separator: " ") + (family ? " nfs" : "")
            // What the kept words say, but not the filling a word said alone stands for ("curry"
            // alone is chicken curry; "prawn curry" with the prawn dropped is no chicken curry).
            let standsFor = Self.words(PhraseWords.wholeFoods[reduced.food] ?? "").subtracting(Self.words(reduced.food))
            let keptSaid = saidWords(reduced).subtracting(standsFor.intersection(fillings))
            guard let food = try match(reduced, household: HouseholdMeasures.food(named: reduced.food), catalog: catalog,
                                       portions: portions, kind: .generic),
                  Self.words(food.name).subtracting(deniedWords(food.name)).intersection(mainFoods).isSubset(of: said.union(keptSaid)),
                  !family || food.name.lowercased() == head + ", nfs"
            else { continue }
            // Its energy is judged on what was said, not on the words kept ("scotch egg" is no egg).
            let weighed = try? grams(of: item, household: household, food: food, portions: portions).get().0
            if PlausibleEnergy.allows(food, grams: weighed, item: item) { return food }
        }
        return nil
    }

    /// Cooking words that name another food, not a way of cooking the same one: fried rice is
    /// not rice, scrambled eggs are not boiled ones. These stay among the words a name must hold.
    static let namingCookingWords: Set<String> = ["fried", "scrambled", "mashed", "poached"]

    /// The words that say which food it is: without descriptive words ("hot" stays in "hot
    /// chocolate" and "hot dog") and without cooking words that only say how it was cooked. All
    /// of them are kept when nothing else would be left ("grilled steak" is a steak).
    static func coreWords(_ words: [String]) -> [String] {
        let compounds: Set<String> = ["chocolate", "dog", "sauce", "pepper", "cocoa", "wing", "pot"]
        var core: [String] = []
        for (index, word) in words.enumerated() {
            if PhraseWords.cooking[word] != nil && !namingCookingWords.contains(word) { continue }
            // "salmon steak" is salmon, but a steak pie is made of steak, and a pepper steak or a
            // Salisbury steak is a steak.
            let fillingFirst = word == "steak" && index < words.count - 1
            let namesTheSteak = word == "steak" && index > 0 && !fishes.contains(words[index - 1])
            if descriptiveWords.contains(word), !fillingFirst, !namesTheSteak,
               !(word == "hot" && index + 1 < words.count && compounds.contains(words[index + 1])) { continue }
            core.append(word)
        }
        if core.isEmpty { core = words.filter { PhraseWords.cooking[$0] == nil || namingCookingWords.contains($0) } }
        return core.isEmpty ? words : core
    }

    static func cookedMatches(_ name: String, _ cookedNames: [String]) -> Bool {
        let have = words(name)
        return cookedNames.contains { have.contains($0) }
    }

    static func best(_ query: String, item: ParsedItem, cookedNames: [String], catalog: FoodCatalog, portions: PortionSource,
                     kind: CatalogFood.Kind?) throws -> CatalogFood? {
        try best([query], item: item, cookedNames: cookedNames, catalog: catalog, portions: portions, kind: kind)
    }

    /// The best food for `item` among the results of `queries` (see `match`).
    static func best(_ queries: [String], item: ParsedItem, cookedNames: [String], catalog: FoodCatalog, portions: PortionSource,
                     kind: CatalogFood.Kind?) throws -> CatalogFood? {
        let wanted = searchWords(queries.last ?? item.food)
        let required = words(wanted)
        // The food said is its first or last word, a cooking word aside: "fried chicken" is chicken,
        // so "Rice, fried, with chicken" (rice; the chicken comes with it) is not it.
        let wantedWords = wanted.split(separator: " ")
        let uncooked = wantedWords.filter { PhraseWords.cooking[PlainWordsParser.singular(String($0))] == nil }
        let saidEnds = uncooked.isEmpty ? wantedWords : uncooked
        let ends = [saidEnds.first, saidEnds.last].compactMap { $0 }.map { PlainWordsParser.singular(String($0)) }
        let said = saidWords(item)
        let cookedWithoutFat = !said.isDisjoint(with: PhraseWords.cookedWithoutFat) && said.isDisjoint(with: PhraseWords.fats)
            && !PhraseWords.cookedDishes.contains(item.food)
        var seen: Set<String> = []
        var productsServing: Double??
        func productsWeight() throws -> Double? {
            if let known = productsServing { return known }
            productsServing = .some(try Self.productsServing(item, catalog: catalog))
            return productsServing ?? nil
        }
        var ranked: [(food: CatalogFood, key: [Int])] = []
        var order = 0
        for query in queries {
            let search = searchWords(query)
            for food in try catalog.search(search, kind: kind, limit: kind == nil ? 30 : 20) where seen.insert(food.id).inserted {
                order += 1
                var have = words(food.name)
                // A "stir fry" is stir fried, however a name spells it ("Asian stir fry vegetables").
                if have.isSuperset(of: ["stir", "fry"]) { have.insert("fried") }
                guard required.isSubset(of: have), plausible(food, said: said, drink: isDrink(item.food)),
                      !LiquidMeasure.refuses(food, item: item, said: said),
                      !ContradictedQualifiers.contradicts(food.name, said: said),
                      !namesTheAddition(food.name, wanted: wanted),
                      ends.contains(where: { headWords(food.name).contains($0) }) else { continue }
                let others = have.subtracting(required).subtracting(said).subtracting(neutralNameWords)
                    .subtracting(unspecifiedWords(food.name)).subtracting(usualFormWords(food.name))
                // Meat or sugar the user did not say counts twice: "rice and beans" is not "Beans and
                // rice, with meat", "coconut water" not "Coconut water, sweetened".
                let nameSequence = nameCheckWords(food.name.lowercased())
                let leanerPhrase = PhraseWords.leanerPhrases.contains { lean in
                    !said.contains(lean.second) && zip(nameSequence, nameSequence.dropFirst()).contains { $0 == lean.first && $1 == lean.second }
                }
                let extra = others.count + others.intersection(PhraseWords.leanerKind).count + others.intersection(PhraseWords.unsaidAdditions).count
                    + (leanerPhrase ? 1 : 0)
                    // A food joined to the one said and not said itself ("Peas and corn" for peas) counts twice.
                    + (joinsUnsaidFood(nameSequence, said: said) ? 1 : 0)
                    + others.intersection(fillings).intersection(headWords(food.name)).count
                    // Pasta from a can, unsaid, is not pasta cooked ("a bowl of ravioli").
                    + (others.contains("canned") && nameCheckWords(food.name.lowercased()).first.map(pastaWords.contains) == true ? 1 : 0)
                var cookedRank = 0
                // "Pork sausage, link/patty, unprepared" and "Vegetables, mixed, frozen, unprepared" are raw.
                let isRaw = have.contains("raw") || have.contains("unprepared") || have.contains("uncooked")
                // Said cooked without fat ("boiled potatoes", "baked salmon"): the food cooked plainly
                // is cooked that way, whichever cooking word its name uses.
                let withoutFat = cookedWithoutFat && addedFat(food.name, said: said) == 0
                if !cookedNames.isEmpty {
                    cookedRank = withoutFat ? 0 : cookedNames.firstIndex { have.contains($0) } ?? (isRaw ? 20 : 10)
                    // Among foods cooked plainly, one whose name says another way of cooking comes
                    // after: a boiled egg is not "Egg, whole, baked, no added fat".
                    let otherWay = have.contains { PhraseWords.cooking[$0] != nil && $0 != "cooked" && !cookedNames.contains($0) }
                    cookedRank = cookedRank * 2 + (otherWay ? 1 : 0)
                } else if isRaw, !required.isDisjoint(with: usuallyCooked) {
                    cookedRank = 20
                }
                // A product sold as a leaner kind the user did not say ("Progresso Light Chicken
                // Pot Pie Style Soup", 37 kcal per 100 g) is another food: a generic food may
                // be the leaner kind of its family, a product is the one its maker lightened.
                if food.kind == .product, !others.isDisjoint(with: leanerProductWords) { continue }
                // A product sold by the teaspoon under a meat's name ("ORGANIC TANDOORI CHICKEN", a
                // 3.7 g spice blend) seasons the dish; it is not the dish.
                if food.kind == .product, let serving = servingSize(food), serving < 10, !said.isDisjoint(with: meats) { continue }
                let weighed = try? grams(of: item, household: HouseholdMeasures.food(named: item.food), food: food,
                                         portions: portions).get()
                // Energy the thing said cannot have is another food, however well the name fits;
                // weighed as its products are sold, when the usual serving is not one of it.
                let energyFits = PlausibleEnergy.allows(food, grams: weighed?.0, item: item)
                guard try energyFits || productsWeight().map({ PlausibleEnergy.allows(food, grams: $0, item: item) }) == true
                else { continue }
                let weighable = weighed != nil
                // Named exactly as searched, and cooked as said when a way of cooking was said
                // ("grilled chicken" is no rotisserie chicken, however exactly "chicken" names it).
                let exact = food.name.lowercased() == search.lowercased() && (cookedNames.isEmpty || cookedMatches(food.name, cookedNames)) ? 0 : 1
                // "spaghetti with meat sauce" is said in that order: the name saying so comes first.
                let phrase = !wanted.contains(" with ") || food.name.lowercased().contains(wanted.lowercased()) ? 0 : 1
                // A dish without a part of it ("Greek salad, no dressing") only when none is whole.
                let denies = deniesPart(food.name, said: said) ? 1 : 0
                ranked.append((food, [energyFits ? 0 : 1, cookedRank, catalog.isYours(food) ? 0 : 1, weighable ? 0 : 1, denies, food.kind == .generic ? 0 : 1,
                                      phrase, servedAs(food.name, said: said), exact, extra,
                                      // Of two names as close, the one that specifies ("Coffee, brewed"
                                      // before "Coffee, NS as to brewed or instant").
                                      unspecifiedWords(food.name).isEmpty ? 0 : 1, addedFat(food.name, said: said), order]))
            }
        }
        return ranked.min { $0.key.lexicographicallyPrecedes($1.key) }?.food
    }

    /// Whether the first part of a name joins another food nobody said to the one said with "and"
    /// ("Peas and corn, cooked" for "boiled peas").
    static func joinsUnsaidFood(_ nameWords: [String], said: Set<String>) -> Bool {
        guard let and = nameWords.firstIndex(of: "and"), and > 0, and < nameWords.count - 1 else { return false }
        return !said.contains(nameWords[and + 1]) && said.contains(nameWords[and - 1])
    }

    /// Whether `name` is a food of what was said after "with" rather than before it: its first
    /// part ends in a word said only after "with" ("salad with dressing" is not "Salad dressing,
    /// coleslaw", a dressing whose name also holds both words). A first part that joins foods
    /// itself ("Egg sandwich on bagel") is a combination, judged as one.
    static func namesTheAddition(_ name: String, wanted: String) -> Bool {
        let said = wanted.split(separator: " ").map { PlainWordsParser.singular(String($0)) }
        guard let with = said.firstIndex(of: "with"), with > 0 else { return false }
        let first = " " + (name.lowercased().split(separator: ",").first.map(String.init) ?? "") + " "
        guard ![" with ", " in ", " on ", " and ", " & "].contains(where: first.contains),
              let head = nameCheckWords(first).last else { return false }
        return said[(with + 1)...].contains(head) && !said[..<with].contains(head)
    }

    /// The words a name says it does not specify ("Bread, NS as to major flour, toasted": major,
    /// flour): no part of what the food is, so no word the user left unsaid.
    static func unspecifiedWords(_ name: String) -> Set<String> {
        var result: Set<String> = []
        for part in name.lowercased().split(separator: ",") {
            let partWords = nameCheckWords(part)
            guard partWords.starts(with: ["n", "as", "to"]) || partWords.starts(with: ["ns", "as", "to"]) else { continue }
            result.formUnion(partWords.dropFirst(3))
        }
        return result
    }

    /// The words of the form a category's foods are sold in ("Spices, cinnamon, ground": a spice
    /// is ground, unlike a meat), which no one says.
    static func usualFormWords(_ name: String) -> Set<String> {
        nameCheckWords(name.lowercased()).first == "spice" ? ["ground"] : []
    }

    /// The words a name says the food is without ("Gumbo, no rice": rice), which are no part of it.
    static func deniedWords(_ name: String) -> Set<String> {
        let sequence = nameCheckWords(name.lowercased())
        return Set(zip(sequence, sequence.dropFirst()).filter { denials.contains($0.0) }.map(\.1))
    }

    /// Whether the name says the food lacks a part the user did not say it lacked ("Cobb salad,
    /// no dressing"): a part of the dish as people eat it, which `plausible` lets pass as no other food.
    static func deniesPart(_ name: String, said: Set<String>) -> Bool {
        let nameWords = nameCheckWords(name.lowercased())
        // A sauce is no part of a dish said without one: "Ravioli, no sauce" and "Chicken or turkey
        // and rice, no sauce" lack nothing said.
        return zip(nameWords, nameWords.dropFirst()).contains { before, word in
            denials.contains(before) && PhraseWords.otherFood.contains(word) && !said.contains(word) && word != "sauce"
        }
    }

    /// The words of a lower-cased name, or a part of one, as `plausible` and `deniesPart` compare
    /// them: runs of letters, digits and hyphens, singular.
    static func nameCheckWords<Text: StringProtocol>(_ text: Text) -> [String] {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" }).map { PlainWordsParser.singular(String($0)) }
    }

    /// Words by which a name says the food lacks what follows ("Cobb salad, no dressing").
    static let denials: Set<String> = ["no", "without"]

    /// The words of a name that say what it is: each comma part up to "with", "in" or "on"
    /// ("Mayonnaise, made with tofu" is mayonnaise, not tofu).
    static func headWords(_ name: String) -> Set<String> {
        var result: Set<String> = []
        for part in name.lowercased().split(separator: ",") {
            let head = beforeJoiners(part)
            for word in head.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) { result.insert(PlainWordsParser.singular(String(word))) }
        }
        return result
    }

    /// Whether a name found for two foods said together is their combination ("Beans and rice",
    /// "DENNY'S, spaghetti and meatballs"), not a food that only holds their words: a brand's
    /// ("BURGER KING, french fries" for a burger and fries), another food's ("Cookie, chocolate
    /// chip sandwich" for a sandwich and chips). The name holds a word of each food said, and its
    /// head (the first part, after a restaurant's name, before what the food comes with) says
    /// nothing that was not said, but for the alternatives a name offers ("Chicken or turkey",
    /// "Hot chocolate / cocoa"). (A combination the dish names rewrite, "rice and peas" as the
    /// survey's beans and rice, is taken as rewritten.)
    static func namesTheCombination(_ name: String, left: String, right: String, said: Set<String>) -> Bool {
        let lower = name.lowercased().replacing("/", with: " or ")
        let nameWords = Set(nameCheckWords(lower))
        func side(_ food: String) -> Set<String> { saidWords(ParsedItem(quantity: 1, unit: .count, food: food, text: food)) }
        guard !nameWords.isDisjoint(with: side(left)), !nameWords.isDisjoint(with: side(right)) else { return false }
        let parts = lower.split(separator: ",")
        guard let first = parts.first else { return false }
        let headPart = isRestaurantName(name) && parts.count > 1 ? parts[1] : first
        let head = nameCheckWords(beforeJoiners(headPart))
        // A snack's kind after a comma is its flavour ("Crackers, cheese" are cheese crackers),
        // not what it is eaten with: crackers with cheese are two foods ("Popcorn, air-popped,
        // with added butter" says what it comes with).
        let joinedParts = [headPart] + parts.dropFirst().filter { $0.trimmingPrefix(" ").hasPrefix("with ") }
        if let family = head.last, flavouredSnacks.contains(family),
           case let joined = Set(nameCheckWords(joinedParts.joined(separator: " "))),
           joined.isDisjoint(with: side(right)) || joined.isDisjoint(with: side(left)) {
            return false
        }
        return head.enumerated().allSatisfy { at, word in
            said.contains(word) || neutralNameWords.contains(word) || ["and", "or", "&"].contains(word)
                || at > 0 && head[at - 1] == "or" || at + 1 < head.count && head[at + 1] == "or"
        }
    }

    /// Snacks whose names give their flavour after a comma.
    static let flavouredSnacks: Set<String> = ["cracker", "chip", "crisp", "pretzel", "popcorn", "cake"]

    /// One comma part of a name, space-padded and cut before "with", "in" or "on": what the food
    /// is, not what it comes with ("Spaghetti with meat sauce" is spaghetti).
    static func beforeJoiners<Part: StringProtocol>(_ part: Part) -> String {
        var head = " " + part + " "
        for joiner in [" with ", " in ", " on "] {
            if let range = head.firstRange(of: joiner) { head = String(head[..<range.lowerBound]) }
        }
        return head
    }

    /// Among names otherwise alike, the food cooked without fat comes first unless fat was said
    /// ("boiled potatoes" are not "Potato, boiled, NFS", which survey data assume made with fat:
    /// 126 kcal per 100 g against 81 for "Potato, cooked, as ingredient"). Cooked without fat: "no
    /// added fat", "without fat", SR's "cooked, dry heat" and "moist heat", and the survey's plain
    /// "..., cooked, as ingredient"; 2 made with fat, 1 when the name does not say.
    static func addedFat(_ name: String, said: Set<String>) -> Int {
        let lower = name.lowercased()
        if lower.contains("no added fat") || lower.contains("without fat") || lower.contains("dry heat")
            || lower.contains("moist heat") || lower.hasSuffix(", cooked, as ingredient") {
            return said.isDisjoint(with: ["fried", "sauteed"]) ? 0 : 2
        }
        if lower.contains("fat added") || lower.contains("made with oil") || lower.contains("made with butter") {
            return said.isDisjoint(with: ["butter", "oil", "fat", "margarine"]) ? 2 : 0
        }
        return 1
    }

    /// How a dish is served: 0 as people make or buy it, 1 a restaurant's own dish, 2 a packaged
    /// meal or a school lunch, unless said ("frozen", "school"). "Spaghetti with meat sauce, frozen
    /// entree" (90 kcal per 100 g) is a diet meal, not the spaghetti bolognese people cook.
    static func servedAs(_ name: String, said: Set<String>) -> Int {
        let lower = name.lowercased()
        if said.isDisjoint(with: ["frozen", "school", "entree", "meal", "tv"]),
           ["frozen entree", "frozen meal", "school lunch", ", school"].contains(where: lower.contains) { return 2 }
        return isRestaurantName(name) ? 1 : 0
    }

    /// A restaurant's own dish ("DENNY'S, spaghetti and meatballs"): its name starts with the
    /// restaurant in capitals. Its serving is that restaurant's, so a generic dish comes first.
    static func isRestaurantName(_ name: String) -> Bool {
        guard let first = name.split(separator: ",").first, first.contains(where: \.isLetter) else { return false }
        return first.filter(\.isLetter).filter(\.isLowercase).count <= 2 && first.count > 3
    }

    /// Whether `food` can be what was said: nothing in its name makes it another food
    /// ("seasoning", "juice", "salad" unsaid), and it has energy unless what was said has none
    /// (water, black coffee, diet soda).
    /// `drink` says whether the food said is a drink; by default, whether any word said is one.
    /// The resolver passes the item's own food, so that the milk of "cereal with milk" does not
    /// make the cereal a drink.
    /// Words of drinks, and of what drinks are made with, that have over 200 kcal per 100 g.
    static let strongDrinkWords = Set(["powder", "mix", "syrup", "liqueur", "martini"] + TypicalServings.spirits)

    static func plausible(_ food: CatalogFood, said: Set<String>, drink: Bool? = nil) -> Bool {
        if food.per100g.kcal < 1, said.isDisjoint(with: PhraseWords.energyFree) { return false }
        // A drink at over 200 kcal per 100 g is a powder or a syrup to make one with, or no drink at
        // all ("an americano" is not "SPECK AMERICANO" prosciutto, 250); spirits are said.
        if drink ?? said.contains(where: { drinkWords.contains($0) }), food.per100g.kcal > 200,
           said.isDisjoint(with: strongDrinkWords) { return false }
        // A later part with "or" lists ways it may be ("NS as to fresh or frozen"); the first
        // part says what the food is, "or" or not ("Ham or pork salad" is a salad).
        // A brand said as the name writes it in capitals ("a kit kat": "Candies, KIT KAT Wafer Bar"):
        // the other words say what that product is, not another food.
        // Not a drink: a can's or bottle's size is the brand's own, which the index does not hold.
        if drink != true, !isDrink(food.name.lowercased()), isBrandSaid(food.name, said: said) { return true }
        // A product whose first part is what was said ("TWIX, COOKIE BARS, ..." for "a twix"): the
        // maker's name for it, the rest says what it is.
        if food.kind == .product, let first = food.name.split(separator: ",").first, food.name.contains(","),
           !words(String(first)).isEmpty, words(String(first)).isSubset(of: said) { return true }
        // A sweet and sour dish is its own ("Sweet and sour pork with rice" is no pork and rice).
        if food.name.lowercased().contains("sweet and sour"), !said.contains("sour") { return false }
        // An animal's part not said, in any part of the name ("Chicken, neck or ribs").
        if !words(food.name).intersection(PhraseWords.animalParts).isSubset(of: said) { return false }
        // "..., cooked, as ingredient" is the plain cooked food as recipes use it, not a part of one.
        for (index, part) in food.name.lowercased().split(separator: ",").enumerated()
        where (index == 0 || !part.contains(" or ")) && !(index > 0 && part == " as ingredient") {
            // What follows "with", "in" or "on" is what the food comes with, not what it is.
            let head = beforeJoiners(part)
            let partWords = nameCheckWords(head)
            // A filling joined to what was said ("CALZONE PEPPERONI & CHEESE") is in it.
            let joined = (head.firstRange(of: " & ") ?? head.firstRange(of: " and "))
                .map { nameCheckWords(head[..<$0.lowerBound]) }
                .flatMap { before in before.contains(where: said.contains) ? before.count : nil }
            // A word a name denies ("Cobb salad, no dressing") is not in the food.
            for (at, word) in partWords.enumerated() where PhraseWords.otherFood.contains(word) && !said.contains(word) {
                if at > 0, denials.contains(partWords[at - 1]) { continue }
                // "Spices, cinnamon, ground" is cinnamon: the category is no spice blend.
                if index == 0, partWords == [word], surveyCategories.contains(word) { continue }
                // A filling listed after the dish ("Taco, corn tortilla, chicken, cheese") is in it.
                if index > 0 || joined.map({ at >= $0 }) == true, fillings.contains(word) { continue }
                return false
            }
        }
        return true
    }

    /// Whether the name writes a brand in capitals among lower-case words (USDA's "Candies, KIT KAT
    /// Wafer Bar", "Cereals ready-to-eat, RALSTON Corn Flakes") and every word of it was said, with
    /// at least two letters said in all: the user named that product.
    static func isBrandSaid(_ name: String, said: Set<String>) -> Bool {
        guard name.contains(where: \.isLowercase) else { return false }
        // Per comma part: "McDONALD'S, McCHICKEN Sandwich" is a McChicken said without the chain.
        return name.split(separator: ",").contains { part in
            let capitals = part.split(whereSeparator: { !$0.isLetter && $0 != "'" })
                .filter { word in word.count >= 2 && word.filter(\.isUppercase).count >= max(2, word.count - 2) }
                .map { PlainWordsParser.singular($0.lowercased().filter(\.isLetter)) }
            return !capitals.isEmpty && capitals.joined().count >= 4 && capitals.allSatisfy(said.contains)
        }
    }

    /// The words the user said for an item, singular, with synonyms and words meaning the same.
    static func saidWords(_ item: ParsedItem) -> Set<String> {
        var said = words(item.text).union(words(item.food)).union(words(searchWords(item.food)))
        for word in said { said.formUnion(PhraseWords.sameMeaning[word] ?? []) }
        return said
    }

    /// "a big mac": the size word belongs to the name when the food alone is not a table food and
    /// a food is named with it; the item is then that food, of no size.
    static func sizedAsName(_ item: ParsedItem, catalog: FoodCatalog, portions: PortionSource) throws -> ParsedItem {
        guard HouseholdMeasures.food(named: item.food) == nil, item.size != nil, let sized = sizedName(item) else { return item }
        var named = item
        named.food = sized
        named.size = nil
        return try best(sized, item: named, cookedNames: [], catalog: catalog, portions: portions, kind: nil) == nil ? item : named
    }

    /// "big mac" for an item parsed as a large "mac": the size word as said, before the food.
    static func sizedName(_ item: ParsedItem) -> String? {
        let words = PlainWordsParser.tokens(item.text)
        for (index, word) in words.enumerated().dropLast() where PlainWordsParser.sizes[word] != nil {
            let rest = words[(index + 1)...].joined(separator: " ")
            if rest.hasPrefix(item.food) || PlainWordsParser.singular(rest) == item.food { return word + " " + item.food }
        }
        return nil
    }

    /// The words to search the catalog with: phrases and words people say otherwise replaced.
    static func searchWords(_ said: String) -> String {
        let food = DishNames.rewrite(said)
        if let whole = PhraseWords.wholeFoods[food] { return whole }
        var text = " " + food + " "
        for (said, meant) in PhraseWords.phraseSynonyms where text.contains(" " + said + " ") {
            text = text.replacing(" " + said + " ", with: " " + meant + " ")
        }
        return text.split(separator: " ").map { PhraseWords.synonyms[String($0)] ?? String($0) }.joined(separator: " ")
    }

    /// The candidate named exactly `query`; else, among those whose names hold every word the user
    /// said (`mustContain`), the one holding the most words of `query`, in the catalog's order among
    /// equals. A search ranks by relevance and returns near misses; logging needs the food that is
    /// what was said ("cooked" rice, not raw; never milk for "greek yogurt").
    static func bestMatch(_ candidates: [CatalogFood], for query: String, mustContain: String) -> CatalogFood? {
        if let exact = candidates.first(where: { $0.name.lowercased() == query.lowercased() }) { return exact }
        let wanted = words(query)
        let required = words(mustContain)
        var best: (food: CatalogFood, covered: Int)?
        for candidate in candidates {
            let have = words(candidate.name)
            guard required.isSubset(of: have) else { continue }
            let covered = wanted.filter { have.contains($0) }.count
            if covered > (best?.covered ?? -1) { best = (candidate, covered) }
        }
        return best?.food
    }

    /// Singular words of a name as FoodText reads them (folded, look-alikes mapped), without
    /// joining words ("and", "with", "or", "of").
    static func words(_ text: String) -> Set<String> {
        Set(FoodWords.of(text).map(Singular.of))
            .subtracting(["and", "with", "or", "of", "n"])
    }

    // MARK: Weighing

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
        "eggnog", "mimosa", "bellini", "negroni", "mary", "kefir",
    ]

    /// How much a small or large glass, mug or bowl holds against the usual one: a large glass
    /// of wine is half as much again as the usual pour, a small one three quarters of it.
    static let containerSizes: [String: Double] = ["small": 0.75, "medium": 1, "large": 1.5, "extra large": 2]

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
    /// sushi and shrimp, whose plural is the word itself.
    static let foreignPlurals: Set<String> = ["pierogi", "ravioli", "gnocchi", "tortellini", "cannoli", "sushi", "shrimp"]

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
        ("sport", 591), ("water", 500), ("cola", 500), ("soda", 500),
    ]

    /// The words said for an item and the words of the food's name.
    static func saidAndName(_ item: ParsedItem, _ food: CatalogFood) -> Set<String> {
        saidWords(item).union(words(food.name))
    }

    /// Fluid ounces of a drink ordered by size, as coffee shops and fast-food chains serve them.
    static let drinkSizes: [String: Double] = ["small": 8, "medium": 12, "large": 16, "extra large": 20]

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

    /// The usual serving of a drink said, or of the drink its words are read as when that names
    /// it more fully ("a vodka soda" is a vodka and soda, 250 g); nil for what is not a drink.
    static func drinkServing(_ item: ParsedItem) -> Double? {
        guard isDrink(item.food) else { return nil }
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
            guard case .failure = one, let cup = portionGrams(source.portions(ofFoodNamed: food.name), unit: .cup, size: nil)
            else { return one }
            return .success((item.quantity * cup / 2, "half a cup"))
        }
        switch one {
        case .success(let (grams, _)) where servingGrams > grams * 1.2: return .success((servingGrams, basis))
        case .failure: return .success((servingGrams, basis))
        default: return one
        }
    }

    /// `grams(of:)` for the unit said.
    static func unitGrams(of item: ParsedItem, household: HouseholdFood?, food: CatalogFood,
                          portions source: PortionSource) -> Result<(Double, String), ConversionFailure> {
        var item = item
        let portions = source.portions(ofFoodNamed: food.name)
        // A piece of pizza is a slice of it, not one of the whole pizzas a product is sold as.
        if item.unit == .piece, item.food.split(separator: " ").last == "pizza" { item.unit = .slice }
        // A stick of a food without a stick of its own (butter, celery) is one piece of it.
        if item.unit == .stick, household?.measures.contains(where: { $0.unit == .stick }) != true {
            item.unit = .count
        }
        // "a large glass", "a small bowl": the container's size scales what it holds.
        if [.glass, .mug, .bowl, .plate].contains(item.unit), let size = item.size, let factor = containerSizes[size] {
            item.size = nil
            return grams(of: item, household: household, food: food, portions: source).map { ($0.0 * factor, $0.1 + ", " + size) }
        }
        // "a large doner kebab", "a small burrito": a dish ordered by a size its portions do not
        // have is its usual serving scaled as a container's is (a large one half as much again).
        // Not a drink, fries or a pizza, which are sold by size, nor a food of under 150 g, whose
        // size is a size of the piece (a large apple), nor a food whose name holds the size word
        // said ("a big mac meal").
        if item.unit == .count, let size = item.size, let factor = containerSizes[size], factor != 1,
           words(food.name).isDisjoint(with: PlainWordsParser.tokens(item.text).filter { PlainWordsParser.sizes[$0] != nil }),
           !isDrink(item.food), !isDrink(food.name.lowercased()), !fastFoodSized.contains(item.food),
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
        if item.unit == .bottle, isDrink(item.food) || isDrink(food.name.lowercased()),
           let bottle = bottleMilliliters.first(where: { saidAndName(item, food).contains($0.word) }) {
            return .success((item.quantity * bottle.milliliters, "a bottle of it"))
        }
        // "blueberries", "walnuts" or "yogurt with blueberries" with no amount is a helping, not
        // one berry (1.4 g) nor a cup of nuts (766 kcal): berries, grapes, nuts, seeds and
        // raisins are eaten by the handful.
        if !item.amountSaid, item.unit == .count || item.unit == .serving, let household,
           household.names.contains(where: { name in handfulWords.contains { name.hasSuffix($0) } }) {
            item.unit = .handful
        }
        if let perUnit = item.unit.gramsPerUnit { return .success((item.quantity * perUnit, "weight")) }
        // A handful of an energy-dense food (trail mix, chips, crackers, sweets) or of a dried
        // fruit is an ounce, as for nuts; lighter foods (grapes, berries, baby carrots) keep half a cup.
        if item.unit == .handful, food.per100g.kcal >= handfulOunceKcal || !saidAndName(item, food).isDisjoint(with: driedFruitWords),
           let ounce = FoodUnit.ounce.gramsPerUnit {
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
        // nor a part the name denies ("..., no sauce").
        let nameWords = Array(allNameWords.prefix { $0 != "with" })
        let typicalWords = said + searched + nameWords.enumerated().filter { at, _ in at == 0 || !denials.contains(nameWords[at - 1]) }.map(\.element)
        // What was said first ("a breakfast sandwich"), then the words it was searched with, then the food's name.
        let saidTypical = TypicalServings.serving(said: said, searched: searched)
        let typical = saidTypical ?? TypicalServings.serving(for: typicalWords)
        // A bowl of a dish is its usual serving, whoever made it; a plate of one is a full meal
        // portion (`plateGrams`). A dish said with a smaller usual serving (a crumble, a fruit
        // salad: 100-200 g) is served in a bowl by that serving too.
        if item.unit == .bowl, let typical, typical >= 200 || saidTypical.map({ $0 >= 100 }) == true {
            return .success((item.quantity * typical, "usual serving"))
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
        // ending as `namesNuts` reads names: a bag of doughnuts is no bag of nuts.
        if item.unit == .serving, item.amountSaid, !saidWords(item).isDisjoint(with: HouseholdMeasures.nutWords),
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
        if item.unit == .count, TypicalServings.namesWholeChicken(said, counted: item.amountSaid) {
            return .success((item.quantity * TypicalServings.wholeChicken, "a whole chicken"))
        }
        // A meat said alone ("beef", "a serving of chicken", "a piece of steak") is a serving of
        // the meat cooked; a plate of it, half as much again, when the food chosen is not all meat
        // (a plate of meat is `plateOfMeat`).
        if [.count, .serving, .plate, .piece].contains(item.unit), item.size == nil, coreWords(said).count == 1,
           let meat = TypicalServings.plainMeats[coreWords(said)[0]] {
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
        if item.unit == .count || item.unit == .piece, let piece = PieceWeights.piece(said: said) {
            if let pieces = pluralServing(item, said: said) {
                return .success((item.quantity * pieces * piece, "a serving of \(Int(pieces))"))
            }
            return .success((item.quantity * piece, "one piece"))
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
        if countLike.contains(item.unit), let ownServing, item.size == nil, said.allSatisfy({ !joiningWords.contains($0) }),
           !item.amountSaid || DishNames.rewrite(item.food) != item.food {
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
        if let milliliters = item.unit.millilitersPerUnit {
            if let household, isKind(food, of: household, said: said), let cup = HouseholdMeasures.grams(of: household, unit: .cup, size: nil) {
                return .success((item.quantity * milliliters * cup / FoodUnit.cupMilliliters, "household measure"))
            }
            let drink = isDrink(item.food) || isDrink(food.name.lowercased())
            // A glass of wine is poured smaller than a glass of juice; a can of a drink sold in its
            // own size (Red Bull, Monster) is that size.
            let named = saidAndName(item, food)
            if drink, item.unit == .glass, let poured = glassMilliliters.first(where: { named.contains($0.word) }) {
                // A sparkling wine by any name is poured as a prosecco.
                let sparkling = named.contains("sparkling") && named.contains("wine")
                return .success((item.quantity * (sparkling ? 125 : poured.milliliters), "a glass of it"))
            }
            if drink, item.unit == .glass, coreWords(said).count == 1, TypicalServings.spirits.contains(coreWords(said)[0]) {
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
        // A bowl of a moist dish no table weighs (a pudding, a stew) holds a cup and a half.
        if item.unit == .bowl, food.per100g.kcal <= 250 {
            return .success((item.quantity * 1.5 * FoodUnit.cupMilliliters, "a bowl, 1 g per ml"))
        }
        let names = Array(words(food.name).union(said).union(words(searchWords(item.food))))
        if [.count, .piece, .serving].contains(item.unit) {
            if isDrink(item.food) || isDrink(food.name.lowercased()) {
                // A drink said with its size is a coffee-shop size: small 8, medium 12, large 16 fl oz,
                // whatever can a product is sold in ("a large coke zero" was a 7.5 fl oz can).
                if let size = item.size, let ounces = drinkSizes[size], let ounce = FoodUnit.fluidOunce.millilitersPerUnit {
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
        switch item.unit {
        case .plate, .bowl, .handful, .glass, .can, .bottle:
            return .failure(ConversionFailure(reason: "a \(item.unit.rawValue) has no standard weight for '\(item.food)'; give grams or cups, e.g. '300g \(item.food)'"))
        default:
            let unitName = item.unit == .count ? "a count" : item.unit.rawValue
            return .failure(ConversionFailure(reason: "no household measure for \(unitName) of '\(item.food)'; give grams, e.g. '150g \(item.food)'"))
        }
    }
}
