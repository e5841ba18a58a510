/// Dishes people log that the index has no food for, each as the index's foods it is made of,
/// by the grams of one usual serving (a home or a takeaway portion, from recipes and nutrition
/// labels). A dish is here only when no food of the index is it: what the index names is
/// logged as the index names it.
public enum ComposedDishes {
    /// The dishes.
    public static let dishes: [ComposedDish] = [
        // Two sausages, two rashers, egg, beans, toast, tomato, mushrooms; UK cafe serving.
        ComposedDish("Full English breakfast", said: ["full english breakfast", "full english", "fry up", "full breakfast",
            "cooked breakfast"], [
            (90, "Pork sausage"), (50, "Canadian bacon, cooked"), (46, "Egg, whole, cooked, fried"), (130, "Baked beans"),
            (30, "Bread, white, toasted"), (7, "Butter, salted"), (60, "Tomatoes, fresh, cooked"),
            (70, "Mushrooms, fresh, cooked with oil"),
        ]),
        // Crusty bread, butter, a good wedge of cheddar, pickle, pickled onions, apple, salad; pub plate.
        ComposedDish("Ploughman's lunch", said: ["ploughmans lunch", "ploughman lunch", "ploughmans", "cheese ploughmans",
            "plowmans lunch"], [
            (90, "Roll, white, hard"), (12, "Butter, salted"), (60, "Cheese, Cheddar"), (30, "Relish, pickle"), (30, "Onions, raw"),
            (80, "Apple, raw"), (30, "Lettuce, raw"), (50, "Tomatoes, raw"),
        ]),
        // One ~113 g egg; boiled egg wrapped in sausage meat, crumbed and fried; UK label ~280-320.
        ComposedDish("Scotch egg", said: ["scotch egg", "scotch eggs"], [
            (50, "Egg, whole, cooked, hard-boiled"), (40, "Pork sausage"), (12, "Bread, crumbs, dry, grated, plain"),
            (5, "Vegetable oil, NFS"),
        ]),
        // A portion of chips in a buttered white roll; takeaway.
        ComposedDish("Chip butty", said: ["chip butty", "chip butties", "chip sandwich", "chip barm", "chip roll", "chip buttie"], [
            (160, "Potato, french fries, NFS"), (65, "Roll, white, soft"), (10, "Butter, salted"),
        ]),
        // Three rashers of UK back bacon in a buttered white roll with ketchup; cafe serving.
        ComposedDish("Bacon sandwich (butty)", said: ["bacon butty", "bacon butties", "bacon bap", "bacon sarnie", "bacon roll", "bacon buttie",
            "bacon barm", "bacon sandwich"], [
            (75, "Canadian bacon, cooked"), (65, "Roll, white, soft"), (10, "Butter, salted"), (15, "Ketchup"),
        ]),
        // Two pork sausages in a buttered white roll with ketchup; cafe serving.
        ComposedDish("Sausage sandwich (butty)", said: ["sausage butty", "sausage butties", "sausage sarnie", "sausage bap",
            "sausage barm", "sausage buttie"], [
            (90, "Pork sausage"), (65, "Roll, white, soft"), (10, "Butter, salted"), (15, "Ketchup"),
        ]),
        // One portion, 2-3 sausages baked in Yorkshire pudding batter.
        ComposedDish("Toad in the hole", said: ["toad in the hole", "toad in hole"], [
            (110, "Pork sausage"), (100, "Popover"),
        ]),
        // Side portion; boiled cauliflower in cheese sauce with grated cheddar on top.
        ComposedDish("Cauliflower cheese", said: ["cauliflower cheese", "cauliflower with cheese sauce", "cauliflower cheese bake"], [
            (150, "Cauliflower, fresh, cooked, no added fat"), (80, "Cheese sauce"), (10, "Cheese, Cheddar"),
        ]),
        // Mashed potato and cabbage fried in a little oil; one portion.
        ComposedDish("Bubble and squeak", said: ["bubble and squeak", "bubble n squeak", "bubble and squeek"], [
            (150, "Potato, mashed, NFS"), (80, "Cabbage, green, cooked, no added fat"), (10, "Vegetable oil, NFS"),
        ]),
        // Two slices of white bread, prawns in mayonnaise, lettuce; UK meal-deal sandwich ~350-450.
        ComposedDish("Prawn mayo sandwich", said: ["prawn mayo sandwich", "prawn mayonnaise sandwich", "prawn sandwich", "prawn mayo",
            "prawn mayo sandwiches", "shrimp mayo sandwich"], [
            (80, "Bread, white"), (60, "Crustaceans, shrimp, cooked"), (20, "Mayonnaise, regular"), (10, "Lettuce, raw"),
        ]),
        // Cheddar, brie and stilton-type blue, water biscuits, grapes; restaurant dessert board for one.
        ComposedDish("Cheese board (for one)", said: ["cheese board", "cheeseboard", "cheese plate", "cheese platter",
            "cheese and biscuits"], [
            (30, "Cheese, Cheddar"), (30, "Cheese, Brie"), (25, "Cheese, blue"), (25, "Crackers, water"), (60, "Grapes, raw"),
            (15, "Relish, pickle"),
        ]),
        // Individual ~140 g pie; hot water crust pastry with seasoned pork; UK label ~520-560.
        ComposedDish("Pork pie", said: ["pork pie", "pork pies", "melton mowbray pork pie", "melton mowbray pie"], [
            (60, "Pie crust, refrigerated, regular, baked"), (80, "Pork, fresh, ground, cooked"),
        ]),
        // A portion of date sponge with its toffee sauce; restaurant/supermarket dessert.
        ComposedDish("Sticky toffee pudding", said: ["sticky toffee pudding", "sticky toffee puddings", "sticky toffee"], [
            (90, "Cake, sponge"), (25, "Date"), (45, "Topping, butterscotch or caramel"), (10, "Butter, salted"),
        ]),
        // A slice; shortcrust pastry filled with golden syrup and breadcrumbs.
        ComposedDish("Treacle tart", said: ["treacle tart", "treacle tarts", "treacle pie"], [
            (35, "Pie crust, refrigerated, regular, baked"), (40, "Syrup, Cane"), (20, "Bread, crumbs, dry, grated, plain"),
            (5, "Lemon juice, raw"),
        ]),
        // A slice; buttery biscuit base, toffee, banana and whipped cream.
        ComposedDish("Banoffee pie", said: ["banoffee pie", "banoffee", "banoffi pie", "banoffee pies", "banoffee tart"], [
            (30, "Graham crackers"), (12, "Butter, salted"), (50, "Dulce de Leche"), (50, "Banana, raw"), (35, "Cream, whipped"),
        ]),
        // Chip-shop pork sausage dipped in batter and deep fried; one sausage.
        ComposedDish("Battered sausage", said: ["battered sausage", "battered sausages", "chip shop sausage", "jumbo battered sausage"], [
            (85, "Pork sausage"), (45, "Breading or batter as ingredient in food"), (8, "Vegetable oil, NFS"),
        ]),
        // A bowl; rice noodles in coconut curry broth with chicken, tofu puffs, bean sprouts, half an egg.
        ComposedDish("Chicken laksa", said: ["laksa", "chicken laksa", "curry laksa", "laksa soup", "chicken laksa soup",
            "laksa noodles"], [
            (180, "Rice noodles, cooked"), (80, "Coconut milk, used in cooking"), (80, "Chicken thigh, stewed, skin not eaten"),
            (250, "Soup, chicken broth, ready-to-serve"), (40, "Bean sprouts, raw"), (20, "Tofu, fried"),
            (25, "Egg, whole, cooked, hard-boiled"), (5, "Vegetable oil, NFS"),
        ]),
        // A bowl; coconut milk and chicken broth with chicken, mushrooms, lime and fish sauce.
        ComposedDish("Tom kha gai", said: ["tom kha gai", "tom kha", "tom kha kai", "tom ka gai", "thai coconut chicken soup",
            "coconut chicken soup", "tom kar gai"], [
            (150, "Coconut milk, used in cooking"), (80, "Chicken breast, stewed, skin not eaten"),
            (200, "Soup, chicken broth, ready-to-serve"), (50, "Mushrooms, straw, canned, drained solids"), (10, "Lime juice, raw"),
            (10, "Fish sauce"),
        ]),
        // A bowl without rice; kimchi stewed with pork belly and tofu.
        ComposedDish("Kimchi jjigae", said: ["kimchi jjigae", "kimchi stew", "kimchi chigae", "kimchi jigae", "kimchi soup", "kimchee stew",
            "kimchi jjigae stew"], [
            (150, "Kimchi"), (60, "Pork, belly"), (100, "Tofu, extra firm, prepared with nigari"),
            (300, "Soup, chicken broth, ready-to-serve"), (30, "Onions, cooked, no added fat"), (5, "Vegetable oil, NFS"),
        ]),
        // A bowl; wheat noodles with spicy minced pork, sesame paste, chili oil, greens.
        ComposedDish("Dan dan noodles", said: ["dan dan noodles", "dandan noodles", "dan dan mian", "dan dan noodle", "dandan mian",
            "tantan noodles"], [
            (250, "Noodles, cooked"), (70, "Pork, fresh, ground, cooked"), (15, "Seeds, sesame butter, paste"), (15, "Vegetable oil, NFS"),
            (15, "Soy sauce"), (50, "Cabbage, bok choy, raw"),
        ]),
        // Side portion; potatoes and spinach cooked with onion in oil/ghee.
        ComposedDish("Saag aloo", said: ["saag aloo", "sag aloo", "saag aloo side", "aloo saag", "spinach and potato curry", "saag alu"], [
            (120, "Potato, boiled, NFS"), (120, "Spinach, fresh, cooked, no added fat"), (30, "Onions, cooked, no added fat"),
            (10, "Vegetable oil, NFS"),
        ]),
        // A bowl without rice; kidney beans in onion-tomato gravy with oil.
        ComposedDish("Rajma", said: ["rajma", "rajma masala", "rajma curry", "kidney bean curry", "red kidney bean curry"], [
            (200, "Kidney beans, from canned, no added fat"), (50, "Onions, cooked, no added fat"), (80, "Tomatoes, canned, cooked"),
            (10, "Vegetable oil, NFS"),
        ]),
        // A portion without rice; minced lamb with peas, onion, tomato and oil.
        ComposedDish("Keema curry", said: ["keema curry", "keema", "keema matar", "kheema", "lamb keema", "mince curry", "keema masala",
            "qeema"], [
            (130, "Lamb, ground, cooked, broiled"), (60, "Green peas, frozen, cooked, no added fat"), (50, "Onions, cooked, no added fat"),
            (60, "Tomatoes, canned, cooked"), (8, "Vegetable oil, NFS"),
        ]),
        // A portion without rice; goat meat with potato in curry sauce; Caribbean takeaway.
        ComposedDish("Curry goat", said: ["curry goat", "curried goat", "goat curry", "jamaican curry goat"], [
            (180, "Game meat, goat, cooked, roasted"), (150, "Curry sauce"), (80, "Potato, boiled, NFS"), (10, "Vegetable oil, NFS"),
        ]),
        // A portion; fried paneer-potato dumplings in a creamy cashew sauce.
        ComposedDish("Malai kofta", said: ["malai kofta", "malai kofta curry", "malai kofte", "paneer kofta"], [
            (50, "Cheese, paneer"), (60, "Potato, boiled, NFS"), (10, "Vegetable oil, NFS"), (30, "Cream, heavy"),
            (10, "Nuts, cashew nuts, raw"), (100, "Curry sauce"), (5, "Ghee, clarified butter"),
        ]),
        // A main portion; arborio rice with mushrooms, butter, parmesan, wine.
        ComposedDish("Mushroom risotto", said: ["mushroom risotto", "risotto ai funghi", "wild mushroom risotto"], [
            (220, "Rice, white, cooked, as ingredient"), (100, "Mushrooms, fresh, cooked with oil"), (10, "Butter, salted"),
            (15, "Cheese, parmesan, grated"), (7, "Olive oil"), (30, "Wine, white"), (30, "Onions, cooked, no added fat"),
        ]),
        // A main portion; rice with prawns, mussels, scallops, butter, oil, wine.
        ComposedDish("Seafood risotto", said: ["seafood risotto", "risotto ai frutti di mare", "prawn risotto", "shrimp risotto"], [
            (220, "Rice, white, cooked, as ingredient"), (60, "Crustaceans, shrimp, cooked"), (50, "Mussels"),
            (40, "Scallops, steamed or boiled"), (10, "Butter, salted"), (7, "Olive oil"), (30, "Wine, white"),
            (30, "Onions, cooked, no added fat"),
        ]),
        // Tuna, egg, potatoes, green beans, olives, tomato, anchovy, vinaigrette; restaurant main.
        ComposedDish("Nicoise salad", said: ["nicoise salad", "salade nicoise", "nicoise", "tuna nicoise", "salad nicoise"], [
            (100, "Fish, tuna, canned"), (50, "Egg, whole, cooked, hard-boiled"), (80, "Lettuce, raw"),
            (60, "Green beans, fresh, cooked, no added fat"), (100, "Potato, boiled, NFS"), (15, "Olives, black"), (60, "Tomatoes, raw"),
            (10, "Fish, anchovy"), (40, "Italian dressing, made with vinegar and oil"),
        ]),
        // A portion without sides; chicken leg braised in red wine with bacon, mushrooms, pearl onions.
        ComposedDish("Coq au vin", said: ["coq au vin", "chicken in red wine", "coq au vin chicken"], [
            (180, "Chicken thigh, stewed, skin eaten"), (15, "Bacon, NS as to type of meat, cooked"),
            (60, "Mushrooms, fresh, cooked, no added fat"), (40, "Onions, pearl, cooked"), (50, "Wine, red"), (10, "Butter, salted"),
        ]),
        // A sauteed floured chicken breast with butter, lemon, capers and wine sauce; restaurant main without pasta.
        ComposedDish("Chicken piccata", said: ["chicken piccata", "chicken picatta", "piccata", "chicken piccata with capers",
            "lemon caper chicken"], [
            (170, "Chicken breast, sauteed, skin not eaten"), (8, "Wheat flour, white, all-purpose, unenriched"), (20, "Butter, salted"),
            (10, "Olive oil"), (10, "Capers, canned"), (15, "Lemon juice, raw"), (30, "Wine, white"),
        ]),
        // A bowl without rice; black beans stewed with pork, smoked sausage and bacon.
        ComposedDish("Feijoada", said: ["feijoada", "feijoada brasileira", "brazilian black bean stew", "black bean and pork stew"], [
            (200, "Black beans, from dried, no added fat"), (60, "Pork, roast"), (50, "Sausage, smoked link sausage, pork"),
            (15, "Bacon, NS as to type of meat, cooked"), (30, "Onions, cooked, no added fat"),
        ]),
        // One crisp corn tostada shell with refried beans, cheese, lettuce, salsa, sour cream.
        ComposedDish("Tostada", said: ["tostada", "tostadas", "bean tostada", "bean and cheese tostada"], [
            (13, "Tostada shells, corn"), (60, "Refried beans"), (20, "Cheese, Monterey"), (20, "Lettuce, iceberg, raw"),
            (20, "Salsa, red"), (15, "Sour cream, regular"),
        ]),
        // Ham and gruyere toasted sandwich with bechamel, topped with a fried egg; cafe serving.
        ComposedDish("Croque madame", said: ["croque madame", "croque madam"], [
            (80, "Bread, white"), (50, "Ham, sliced, regular (approximately 11% fat)"), (40, "Cheese, Gruyere"),
            (50, "Sauce, homemade, white, medium"), (10, "Butter, salted"), (46, "Egg, whole, cooked, fried"),
        ]),
        // Apple, celery, walnuts and grapes in mayonnaise on lettuce; one serving.
        ComposedDish("Waldorf salad", said: ["waldorf salad", "waldorf", "waldorf salads"], [
            (100, "Apple, raw"), (50, "Celery, raw"), (20, "Nuts, walnuts, english"), (50, "Grapes, raw"), (25, "Mayonnaise, regular"),
            (30, "Lettuce, raw"),
        ]),
        // 1 oz each gin, Campari and sweet vermouth; Campari as generic liqueur, vermouth as sweet dessert wine.
        ComposedDish("Negroni", said: ["negroni", "negronis", "negroni cocktail"], drink: true, [
            (28, "Gin"), (31, "Liqueur"), (31, "Wine, dessert, sweet"),
        ]),
        // 1.5 oz vodka, 0.5 oz triple sec, cranberry juice, lime.
        ComposedDish("Cosmopolitan", said: ["cosmopolitan", "cosmo", "cosmopolitans", "cosmopolitan cocktail"], drink: true, [
            (42, "Vodka"), (16, "Liqueur"), (30, "Cranberry juice cocktail, bottled"), (10, "Lime juice, raw"),
        ]),
        // 1.5 oz whisky, a tablespoon of honey, lemon, hot water.
        ComposedDish("Hot toddy", said: ["hot toddy", "hot toddies", "whisky toddy", "whiskey toddy"], drink: true, [
            (42, "Whiskey"), (15, "Honey"), (10, "Lemon juice, raw"), (150, "Water, tap"),
        ]),
        // A ~200 ml glass of red wine heated with sugar, orange and spices.
        ComposedDish("Mulled wine", said: ["mulled wine", "gluhwein", "glogg", "mulled wines", "hot spiced wine"], drink: true, [
            (160, "Wine, red"), (12, "Sugar, white, granulated or lump"), (25, "Orange juice, 100%, freshly squeezed"),
        ]),
        // 2 oz rum with pineapple and orange juice, lime and grenadine.
        ComposedDish("Rum punch", said: ["rum punch", "rum punches", "caribbean rum punch", "planters punch"], drink: true, [
            (50, "Rum"), (60, "Pineapple juice, 100%"), (60, "Orange juice, 100%, freshly squeezed"), (15, "Lime juice, raw"),
            (10, "Syrups, grenadine"),
        ]),
        // A glass: 50 ml of Pimm's No. 1 (a gin fruit cup: gin and a sweet fortified wine) topped with 150 ml of
        // lemonade, and fruit.
        ComposedDish("Pimm's and lemonade", said: ["pimms and lemonade", "pimms", "pimms cup", "pimms lemonade"], drink: true, [
            (15, "Gin"), (25, "Wine, dessert, sweet"), (150, "Soft drink, NFS"), (15, "Strawberries, raw"), (10, "Cucumber, raw"),
            (10, "Orange, raw"),
        ]),
        // 12 fl oz; earl grey tea with steamed 2% milk and vanilla syrup; coffee-shop tall ~140.
        ComposedDish("London fog (Earl Grey tea latte)", said: ["london fog", "london fog latte", "earl grey latte", "tea latte london fog",
            "london fogs"], drink: true, [
            (200, "Tea, hot, leaf, black"), (150, "Milk, reduced fat (2%)"), (20, "Syrup, NFS"),
        ]),
        // 12 fl oz steamed 2% milk with turmeric, honey and cinnamon.
        ComposedDish("Turmeric latte", said: ["turmeric latte", "golden milk", "golden latte", "haldi doodh", "turmeric milk",
            "golden milk latte"], drink: true, [
            (320, "Milk, reduced fat (2%)"), (10, "Honey"), (2, "Spices, turmeric, ground"), (1, "Spices, cinnamon, ground"),
        ]),
        // 16 fl oz; espresso, steamed 2% milk, white chocolate sauce, whipped cream; coffee-shop grande ~430.
        ComposedDish("White chocolate mocha", said: ["white chocolate mocha", "white mocha", "white choc mocha", "white chocolate mochas",
            "white chocolate latte"], drink: true, [
            (60, "Coffee, espresso"), (330, "Milk, reduced fat (2%)"), (35, "Candies, white chocolate"), (22, "Cream, whipped"),
        ]),
    ]

    /// Every way a dish is said, read as an item's words are.
    static let byName: [String: ComposedDish] = Dictionary(
        dishes.flatMap { dish in dish.said.map { ($0, dish) } }, uniquingKeysWith: { first, _ in first })

    /// The dish `food` (an item's words) names, or nil.
    public static func dish(named food: String) -> ComposedDish? { byName[food] }

    /// The name of the dish `food` is when it is a dish said with what it is made of already
    /// ("hot toddy with whiskey", "bacon roll with ketchup"): every word after "with" is in the
    /// name of one of its parts. Nil otherwise.
    static func dish(saidWith food: String) -> String? {
        let words = food.split(separator: " ").map(String.init)
        guard let with = words.firstIndex(of: "with") else { return nil }
        let name = words[..<with].joined(separator: " ")
        guard let dish = dish(named: name) else { return nil }
        let partWords = Set(dish.parts.flatMap { part in
            part.name.lowercased().split(whereSeparator: { !$0.isLetter }).map { PlainWordsParser.singular(String($0)) }
        })
        let added = words[(with + 1)...].map(PlainWordsParser.singular)
        return !added.isEmpty && added.allSatisfy(partWords.contains) ? name : nil
    }
}
