/// Word lists plain-word logging reads a phrase with: how a food was cooked, words that make a
/// name another kind of food, foods that are nothing but water, spellings the index names
/// otherwise, and what a topping said without an amount weighs. Written from knowledge of food.
public enum PhraseWords {
    /// Cooking words and the words a cooked food's name holds for each, best first: "steamed
    /// broccoli" is the boiled (cooked) food, "grilled salmon" the broiled or baked one.
    public static let cooking: [String: [String]] = [
        "steamed": ["steamed", "boiled", "cooked"], "boiled": ["boiled", "cooked", "steamed"],
        "grilled": ["grilled", "broiled", "roasted", "baked", "cooked"], "broiled": ["broiled", "grilled", "baked", "cooked"],
        "baked": ["baked", "roasted", "broiled", "rotisserie", "cooked"], "roasted": ["roasted", "baked", "roast", "rotisserie", "cooked"],
        "roast": ["roasted", "roast", "baked", "rotisserie", "cooked"], "fried": ["fried"], "poached": ["poached", "cooked"],
        "scrambled": ["scrambled"], "cooked": ["cooked", "boiled", "baked", "roasted"], "mashed": ["mashed"],
        "sauteed": ["sauteed", "oil", "fried", "cooked"], "stewed": ["stewed", "cooked"],
        "pan-fried": ["fried", "sauteed"], "deep-fried": ["fried"], "stir-fried": ["stir", "fried"],
        "chargrilled": ["grilled", "broiled", "roasted", "cooked"], "barbecued": ["grilled", "roasted", "cooked"],
        "seared": ["grilled", "broiled", "sauteed", "cooked"], "pan-seared": ["grilled", "broiled", "sauteed", "cooked"],
        "air-fried": ["baked", "roasted", "cooked"], "oven-baked": ["baked", "roasted", "cooked"], "braised": ["braised", "stewed", "cooked"],
        "browned": ["cooked", "sauteed", "fried"],
        // Microwaved is cooked without fat, as steamed is ("microwaved broccoli" was raw broccoli).
        "microwaved": ["microwaved", "steamed", "cooked"], "nuked": ["microwaved", "steamed", "cooked"],
        // Said raw or uncooked ("100g raw chicken breast", "80g dry rice" read as raw), the food as it is bought.
        "raw": ["raw", "unprepared", "uncooked"], "uncooked": ["raw", "unprepared", "uncooked"],
    ]

    /// Words that make a name a different food from the one said, when the user did not say them:
    /// "AVOCADO TOAST SEASONING BLEND" is not avocado toast, "Apple juice" not an apple, "Taco
    /// salad" not a taco.
    public static let otherFood: Set<String> = [
        "seasoning", "sauce", "mix", "dip", "powder", "flavor", "flavored", "flavoring", "dressing", "blend", "spice",
        "soup", "bar", "syrup", "candy", "substitute", "meatless", "spread", "filling", "topping", "baby", "ingredient",
        "infant", "formula", "dehydrated", "concentrate", "kit", "salad", "stew", "sandwich", "wrap", "juice", "shake",
        "drink", "combo", "snack", "gravy", "casserole", "stuffing", "pudding", "chip", "cracker", "cereal", "pie",
        "cake", "babyfood", "imitation", "mock", "paste", "non", "non-dairy", "seltzer", "soda", "protein", "bites", "bite", "bowl",
        "puff", "sticks", "crisp", "lemonade", "smoothie", "liqueur", "extract", "oil", "muffin", "cone",
        "popsicle", "sushi", "bun", "pastry", "tart", "nugget", "patty", "dumpling", "roll", "burrito", "taco", "pizza",
        "mousse", "yogurt", "creamer", "latte", "spray", "glaze", "jelly", "jam", "pickle", "pickled", "vinegar",
        "diet", "sugar-free", "decaffeinated", "decaf", "caffeine", "puree",
        // What is scattered on a salad is no salad ("GREEK SALAD TOPPERS" for a Greek salad).
        "topper",
        // A nut butter is no nut ("chicken with cashew nuts" was cashew butter).
        "butter",
        // A soup's or a stew's base is a mix to make it with ("CAJUN GUMBO BASE", 273 kcal per 100 g).
        "base",
        "vodka", "rum", "gin", "whiskey", "tequila", "alcoholic", "liquor", "cocktail", "beer", "wine", "soymilk",
        "fried", "breaded", "battered", "coated", "miniature", "mini", "vegetarian", "loaf", "loave", "cheese", "ice",
        // A dip made of the food, and a casserole of it ("EVERYTHING BAGEL HUMMUS", "CHICKEN TACO BAKE").
        "hummus", "bake", "popcorn",
        // Dishes of their own that a name may list its filling after ("Quesadilla, chicken, with
        // vegetables" is no roast chicken); a condensed soup is diluted before it is eaten.
        "quesadilla", "enchilada", "tamale", "empanada", "turnover", "calzone", "samosa", "condensed", "kombucha",
        // What a drink is mixed with, sold to make it ("MARTINI MIXER, POMEGRANATE"); pasta a salad
        // or a dish is made of, unsaid ("Macaroni or pasta salad with chicken" is no chicken salad).
        "mixer", "pasta", "macaroni",
        // Corned beef is cured brisket, not the beef said ("Corned beef patty" for "a beef patty").
        "corned",
        // Sausages and cured meats made of the meat said are other foods ("Bratwurst, chicken,
        // cooked" is no baked chicken, "Beef jerky" no beef).
        "bratwurst", "sausage", "frankfurter", "salami", "bologna", "jerky",
        // A sandwich on a bread not said ("Ham biscuit sandwich" is no ham sandwich), a curry of a
        // meat said ("Chicken curry with rice" is no chicken with rice), a rice soup ("Soupy rice
        // with chicken"), a creole ("Shrimp creole, with rice" is no shrimp and rice).
        "biscuit", "bagel", "croissant", "griddle", "curry", "soupy", "creole",
    ]

    /// Parts of an animal eaten on their own, another food when not said wherever the name lists
    /// them: "chicken" is not "Chicken, feet, boiled" nor "Chicken, neck or ribs".
    public static let animalParts: Set<String> = [
        "back", "neck", "tail", "feet", "foot", "gizzard", "heart", "liver", "giblet", "kidney", "tongue", "tripe",
        // A wing or a drumstick is a bird's small part, not the bird said ("a rotisserie chicken" was a wing, 35 g).
        "wing", "drumstick",
    ]

    /// Words of a leaner or lighter kind of the food said: not refused, but a name without them
    /// comes first ("Milk, whole" before "Milk, lowfat" for "milk").
    public static let leanerKind: Set<String> = [
        "light", "lite", "fat-free", "nonfat", "skim", "lowfat", "low", "reduced", "free", "part", "lean",
    ]

    /// Leaner kinds named by two words, the second of which alone says nothing lean ("an egg
    /// sandwich" is not "Egg white sandwich"; white bread is no leaner).
    public static let leanerPhrases: [(first: String, second: String)] = [("egg", "white")]

    /// A name adding meat, sugar or cream the user did not say is another version of the food ("Beans
    /// and rice, with meat" for "rice and beans", "Coconut water, sweetened", "Soup, cream of tomato"), so the word counts
    /// twice among a name's other words. Only the unnamed "meat": a named one ("Egg roll, with
    /// shrimp") says which kind of the dish.
    public static let unsaidAdditions: Set<String> = [
        "meat", "sweetened", "cream",
        // Meat ground or minced is another form of it ("Chicken, ground" is no roast chicken).
        "ground", "minced",
    ]

    /// Cooking words that add no fat: said without a fat, a food cooked plainly is what was eaten.
    /// "Cooked" alone says no fat either: "cooked lentils" are lentils cooked plainly.
    public static let cookedWithoutFat: Set<String> = ["boiled", "steamed", "poached", "baked", "grilled", "broiled", "cooked",
                                                       "microwaved", "nuked"]

    /// Dishes named by a cooking word (singular, as items are parsed): baked beans are a dish of
    /// their own, not beans cooked in an oven.
    public static let cookedDishes: Set<String> = ["baked bean", "grilled cheese", "grilled cheese sandwich"]

    /// Fats that may be said with a cooking word ("potatoes boiled with butter").
    public static let fats: Set<String> = ["butter", "oil", "fat", "margarine", "fried", "sauteed"]

    /// Foods with (almost) no energy: only these may be logged at under 1 kcal per 100 g.
    public static let energyFree: Set<String> = [
        "water", "tea", "coffee", "espresso", "diet", "zero", "seltzer", "sparkling", "unsweetened", "black", "herbal",
        "americano", "sugarfree", "broth", "bouillon", "vinegar", "sweetener", "salt",
    ]

    /// Words people use for foods the index names with other words.
    public static let synonyms: [String: String] = [
        "coke": "cola", "omelette": "omelet", "skimmed": "skim", "donut": "doughnut", "bolognese": "with meat sauce", "yoghurt": "yogurt",
        "porridge": "oatmeal", "sprite": "lemon lime soda", "kebab": "gyro", "chocolat": "chocolate",
        "shepherds": "shepherd", "pierogy": "pierogi", "pierogie": "pierogi", "prawn": "shrimp", "aubergine": "eggplant",
        "courgette": "zucchini", "crisps": "chips", "blt": "bacon lettuce tomato", "wrap": "sandwich",
        "cornflake": "corn flakes", "americano": "coffee", "choc": "chocolate", "wholemeal": "whole wheat", "wholewheat": "whole wheat",
        "wholegrain": "whole grain", "granary": "multigrain", "beetroot": "beet", "decaf": "decaffeinated",
        "pepsi": "cola", "dhal": "dal", "daal": "dal", "dahl": "dal", "houmous": "hummus", "hoummos": "hummus",
        "macca": "mcdonalds", "bfast": "breakfast", "brekkie": "breakfast", "capsicum": "pepper sweet",
        // Spellings typed in a hurry: kimchee, broc, pad thia.
        "kimchee": "kimchi", "broc": "broccoli", "thia": "thai",
    ]

    /// Phrases people use for foods the index names with other words, matched before words.
    public static let phraseSynonyms: [(said: String, meant: String)] = [
        ("pain au chocolat", "croissant chocolate"), ("stir fry", "stir fried"), ("milkshake", "milk shake"),
        ("bolognese sauce", "spaghetti sauce with meat"),
        ("hard boiled egg", "egg hard boiled"), ("mac n cheese", "macaroni cheese"),
        ("tuna sandwich", "tuna salad sandwich"), ("clam chowder", "new england clam chowder"),
        ("flat white", "latte"), ("wrapped in", "with"), ("semi skimmed", "reduced fat"),
        ("semi-skimmed", "reduced fat"),
        ("california roll", "sushi roll california"),
        // Grated cheese, no kind said, is Cheddar (it was grated Parmesan).
        ("grated cheese", "cheese cheddar"),
    ]

    /// Words that say the same of a food: said one, the user said the others.
    public static let sameMeaning: [String: [String]] = [
        "skim": ["nonfat", "fat-free", "free"], "nonfat": ["skim", "fat-free", "free"], "omelet": ["omelette", "egg"], "omelette": ["omelet", "egg"],
        "fries": ["french", "fried"], "lite": ["light"], "light": ["lite"], "gyro": ["sandwich"], "blt": ["sandwich"],
        "vodka": ["alcoholic", "beverage", "distilled"], "rum": ["alcoholic", "beverage", "distilled"],
        "gin": ["alcoholic", "beverage", "distilled"], "whiskey": ["alcoholic", "beverage", "distilled"],
        "tequila": ["alcoholic", "beverage", "distilled"], "beer": ["alcoholic", "beverage"], "wine": ["alcoholic", "beverage"],
        "margarita": ["alcoholic", "beverage", "cocktail"], "fried": ["coated", "breaded", "battered"],
        "borscht": ["soup"], "minestrone": ["soup"], "bouillabaisse": ["soup"], "gazpacho": ["soup"], "sambar": ["stew", "vegetable"], "chowder": ["soup"], "gumbo": ["soup"], "pho": ["soup"],
        "ramen": ["soup", "bowl"], "poke": ["bowl"], "miso": ["soup"], "udon": ["soup"], "bisque": ["soup"],
        // Lemonade is what USDA calls a fruit juice drink; a wrap is a sandwich in a flatbread.
        "lemonade": ["drink", "juice", "fruit", "beverage"], "wrap": ["sandwich"], "danish": ["pastry"],
        "cornflake": ["cereal"], "tzatziki": ["dip", "sauce"], "bao": ["bun"],
        // Pasta said by its shape is pasta.
        "penne": ["pasta"], "spaghetti": ["pasta"], "fusilli": ["pasta"], "rigatoni": ["pasta"], "linguine": ["pasta"],
        "fettuccine": ["pasta"], "tagliatelle": ["pasta"], "noodle": ["pasta"], "ravioli": ["pasta"], "tortellini": ["pasta"],
        "lasagna": ["pasta"], "orzo": ["pasta"], "mac": ["macaroni"], "ziti": ["pasta"], "carbonara": ["pasta"], "alfredo": ["pasta"],
        "pasta": ["macaroni"], "macaroni": ["pasta"],
        // A steak or a burger is beef, bacon and ham are pork, unless said otherwise.
        "steak": ["beef"], "burger": ["beef"], "hamburger": ["beef"], "cheeseburger": ["beef"], "bacon": ["pork"],
        "ham": ["pork"],
        "marshmallow": ["candy", "candies"],
        // Cookies said by their brand are cookies: an Oreo is no Oreo cone.
        "oreo": ["cookie"], "gingersnap": ["cookie"],
        // Cheeses said by their name are cheeses.
        "halloumi": ["cheese"], "feta": ["cheese"], "mozzarella": ["cheese"], "brie": ["cheese"], "camembert": ["cheese"],
        "cheddar": ["cheese"], "gouda": ["cheese"], "stilton": ["cheese"], "manchego": ["cheese"], "burrata": ["cheese"],
        "ricotta": ["cheese"], "parmesan": ["cheese"], "gruyere": ["cheese"], "emmental": ["cheese"], "edam": ["cheese"],
        "provolone": ["cheese"], "havarti": ["cheese"], "muenster": ["cheese"], "colby": ["cheese"], "asiago": ["cheese"],
        "pecorino": ["cheese"], "fontina": ["cheese"],
    ]

    /// Whole foods said one way and named another in the index, rewritten before the item is
    /// split or searched: "avocado toast" is toast with avocado.
    public static let dishes: [(said: String, meant: String)] = [
        ("avocado toast", "toast with avocado"),
        // Toast said after its spread is toast with it.
        ("peanut butter toast", "toast with peanut butter"), ("jam toast", "toast with jam"),
        ("butter toast", "toast with butter"), ("buttered toast", "toast with butter"), ("nutella toast", "toast with nutella"),
        ("marmite toast", "toast with marmite"), ("honey toast", "toast with honey"),
        // An egg boiled soft is a boiled egg, whatever the yolk.
        ("soft boiled egg", "boiled egg"), ("soft-boiled egg", "boiled egg"), ("diet soda", "soft drink diet"),
        // Builder's tea is strong black tea with milk.
        ("builder tea", "black tea with milk"),
        // Eggs ordered by how the yolk is fried are fried eggs.
        ("egg over easy", "fried egg"), ("egg over medium", "fried egg"), ("egg over hard", "fried egg"),
        ("over easy egg", "fried egg"), ("egg sunny side up", "fried egg"), ("sunny side up egg", "fried egg"),
        ("egg sunny-side up", "fried egg"), ("sunny-side up egg", "fried egg"), ("sunny side egg", "fried egg"),
        // "over medium" is read as a medium egg "over".
        ("egg over", "fried egg"),
        // Steel-cut oatmeal is oatmeal, cooked; the oats' cut changes the texture, not the food.
        ("steel cut oatmeal", "oatmeal"), ("steel-cut oatmeal", "oatmeal"),
        // Filled pasta said without its filling is filled with cheese, the usual one.
        ("tortellini", "tortellini cheese filled"), ("ravioli", "ravioli cheese filled"),
        // British crisps: ready salted ones are plain salted potato chips.
        ("ready salted crisp", "potato chips plain salted"), ("salted crisp", "potato chips plain salted"),
        // A pork bun said alone is the dim sum one, a steamed bao ("a pulled pork bun" is a sandwich).
        ("pork bun", "bao bun"), ("char siu bun", "bao bun"), ("char siu bao", "bao bun"), ("steamed bun", "bao bun"),
        // Water with ice is water; jelly with ice cream or custard is the British gelatin dessert, not jam;
        // bangers and mash are sausages and mashed potato.
        ("iced water", "water"), ("ice water", "water"), ("jelly and ice cream", "gelatin dessert and ice cream"),
        ("jelly and custard", "gelatin dessert and custard"),
        ("banger and mash", "sausage and mashed potato"),
        // Carne asada said alone is grilled beef steak (a carne asada burrito is a product's name).
        ("carne asada", "steak"),
        // A wrap said by its bread alone is the flatbread ("a whole wheat wrap with hummus").
        ("whole wheat wrap", "whole wheat tortilla"), ("wholemeal wrap", "whole wheat tortilla"),
        ("white wrap", "flour tortilla"), ("flour wrap", "flour tortilla"),
        // McDonald's sandwich, said without the chain ("McDONALD'S, FILET-O-FISH").
        // Steak frites is steak with fries.
        ("steak frite", "steak and french fry"),
        ("filet o fish", "mcdonalds filet o fish"), ("fillet o fish", "mcdonalds filet o fish"),
        ("filet-o-fish", "mcdonalds filet o fish"), ("fillet-o-fish", "mcdonalds filet o fish"),
    ]

    /// The food a whole item said is rewritten as (`dishes`), or nil.
    public static func wholeDish(_ food: String) -> String? {
        dishes.first { $0.said == food }?.meant
    }

    /// Foods said in one word that the index names more precisely: "chips" alone are potato chips.
    /// "Cereal" alone is the cold cereal eaten from a bowl; a hot one is said so (oatmeal, porridge).
    public static let wholeFoods: [String: String] = [
        "chip": "potato chips", "fry": "french fries", "meatloaf": "meat loaf", "cereal": "cereal ready-to-eat",
        // A drumstick said alone is a chicken's, not the moringa tree's leaves (21 g, 13 kcal).
        "drumstick": "chicken drumstick",
        // Milk said by its fat alone ("150ml semi skimmed" was reduced-fat pancakes); paneer alone is
        // the cheese, not palak paneer.
        "semi skimmed": "milk reduced fat", "semi-skimmed": "milk reduced fat", "skimmed": "milk skim", "skim": "milk skim",
        "paneer": "cheese paneer",
        // Meat sauce alone is a bolognese, not an Alfredo sauce with meat.
        "meat sauce": "spaghetti sauce with meat",
        // Juice of no fruit said (a glass of juice, a juice box) is fruit juice, not acerola juice.
        "juice": "fruit juice nfs",
        // British: crisps alone are potato chips, a rosé is a wine, a Monster an energy drink.
        "crisp": "potato chips", "rose": "wine rose", "monster": "energy drink monster", "wing": "chicken wings",
        // Soda and pop alone are a soft drink (American regional words), not soda water.
        "soda": "soft drink", "pop": "soft drink",
        // Vegetables said alone are mixed vegetables, not a vegetable dish; veggies and veg too,
        // not a veggie burger.
        "vegetable": "mixed vegetable", "veggie": "mixed vegetable", "veg": "mixed vegetable",
        // A salad said alone is a green salad, not coleslaw.
        "salad": "mixed salad greens",
        // A chocolate bar said alone is milk chocolate, not a cookie bar with chocolate.
        "chocolate bar": "candies milk chocolate",
        // Ranch said alone is the dressing, not ranch-style beans; Swiss alone is the cheese; a sub
        // said alone (`DishNames` reads it "sandwich or sub") is the commonest, turkey, not the
        // meatball one a search ranks first.
        "ranch": "ranch dressing", "light ranch": "ranch dressing light", "swiss": "cheese swiss",
        "sandwich or sub": "turkey sandwich or sub restaurant",
        // A curry said alone (or by a style, "a vindaloo") is the curry most eaten: chicken.
        "curry": "chicken curry",
        // Decaf alone is decaffeinated brewed coffee, not a decaf cappuccino; Cheerios alone are the
        // plain ones, not Honey Nut.
        "decaf": "coffee brewed decaffeinated", "decaf coffee": "coffee brewed decaffeinated",
        "cheerio": "cheerios breakfast cereal", "all bran": "all bran cereal", "all-bran": "all bran cereal",
        // Cheez-Its are the survey's cheese crackers, the brand's name in its brackets.
        "cheez-it": "crackers cheese cheez-it",
        // Sweeteners by their brands are the survey's sugar substitutes, by the packet.
        "splenda": "sugar substitute sucralose powder", "sweet n low": "sugar substitute saccharin powder",
        "sweet'n low": "sugar substitute saccharin powder",
        // A Twinkie is the survey's creme-filled sponge snack cake; fudge is the sweet, not a cookie.
        "twinkie": "cake snack cakes creme-filled sponge", "twinky": "cake snack cakes creme-filled sponge",
        "fudge": "chocolate candy fudge", "chocolate fudge": "chocolate candy fudge",
        // Whole wheat pasta is the survey's whole grain pasta, cooked.
        "whole wheat pasta": "pasta whole grain cooked", "whole grain pasta": "pasta whole grain cooked",
        "wheat pasta": "pasta whole grain cooked", "grain pasta": "pasta whole grain cooked",
        "wholewheat pasta": "pasta whole grain cooked", "wholemeal pasta": "pasta whole grain cooked",
        // A veggie wrap is the survey's vegetable wrap, not a sandwich of no vegetable said.
        "veggie wrap": "vegetable sandwich wrap", "vegetable wrap": "vegetable sandwich wrap",
        // A stuffed pepper is a bell pepper stuffed with rice and meat, not a stuffed jalapeño.
        "stuffed pepper": "stuffed pepper with rice and meat", "stuffed bell pepper": "stuffed pepper with rice and meat",
        // Casein alone is a milk protein powder, as whey is: the whey-based one stands in, not the soy one.
        "casein": "protein powder whey based", "casein protein": "protein powder whey based",
        // A sloppy joe is the sandwich, as served on its bun, not a caterer's tub of the filling.
        "sloppy joe": "sloppy joe sandwich on white bun",
    ]

    /// Foods said alone whose plain form the index names more precisely than the search for the
    /// word finds it, written as the index names it: searched too, alongside what was said and its
    /// cooking words, and taken as named exactly. Fruit is the survey's fruit, NFS. Chicken is
    /// cooked chicken, roasted as most is eaten (the survey's rotisserie breast with its skin,
    /// between a skinless breast and a thigh), not the ground chicken a search for the word ranks
    /// first; said grilled, a grilled fillet still comes first.
    public static let plainFoods: [String: String] = [
        "chicken": "chicken breast, rotisserie, skin eaten", "fruit": "fruit, nfs",
        // A cake of no kind said is the survey's cake of any kind, not the first kind its
        // search finds (a fruit cake).
        "cake": "cake or cupcake, nfs",
    ]

    /// Hot mains that chips are served with in Britain ("cod and chips", "pie and chips"): there
    /// the chips are fries, not a bag of crisps. A sandwich "and chips" is American: crisps.
    public static let chippyMains: Set<String> = Set([
        "fish", "cod", "haddock", "plaice", "hake", "pollock", "barramundi", "scampi", "sausage", "banger", "pie", "steak", "egg",
        "chicken", "gammon", "kiev", "schnitzel", "parma", "parmi", "parmy", "parmigiana", "fishcake", "nugget", "kebab",
        "finger", "pasty", "saveloy", "ham", "wing",
    ]).union(burgerMains)

    /// Burgers, whose chips are fries as a fast-food side of them.
    public static let burgerMains: Set<String> = ["burger", "cheeseburger", "hamburger", "mac", "pounder", "whopper"]

    /// Dips of Mexico that chips are dipped in: tortilla chips, not potato ones.
    public static let tortillaChipDips: Set<String> = ["salsa", "guacamole", "guac", "queso", "pico de gallo", "bean dip",
                                                       "cheese dip", "queso dip", "salsa verde"]

    /// What a chip shop pours on chips, making them fries whatever else is said ("chips and gravy").
    public static let chipShopToppings: Set<String> = ["gravy", "curry sauce", "curry", "mushy pea", "garlic sauce",
                                                       "cheese and gravy", "gravy and cheese", "cheese", "mayo", "mayonnaise"]

    /// Fast-food items sold as a meal with fries and a drink ("a big mac meal", "a 10 piece
    /// nugget meal"): the last word before "meal".
    public static let mealMains: Set<String> = [
        "burger", "cheeseburger", "hamburger", "mac", "whopper", "pounder", "nugget", "sandwich", "wrap", "tender",
        "strip", "zinger", "mcchicken", "fillet",
    ]

    /// Foods eaten with milk poured on them: "cereal with milk" is half a cup of milk.
    public static let eatenInMilk: Set<String> = ["cereal", "granola", "muesli", "cornflake", "flake", "cheerio", "weetabix", "bran",
                                                  "oat", "oatmeal", "porridge", "krispy", "chex", "loop", "shreddie",
                                                  "special", "frostie", "coco", "charm"]

    /// Grams of a topping or addition said without an amount ("toast with butter", "coffee with
    /// milk"): a spread is a tablespoon, milk in a drink two, syrup on pancakes a quarter cup.
    public static let toppingGrams: [String: Double] = [
        "butter": 14.2, "margarine": 14.2, "cream cheese": 29, "jam": 20, "jelly": 20, "honey": 21, "maple syrup": 60,
        "syrup": 60, "peanut butter": 32, "almond butter": 32, "nutella": 37, "hummus": 30, "guacamole": 30, "salsa": 32,
        "milk": 30, "oat milk": 30, "almond milk": 30, "soy milk": 30, "semi skimmed": 30, "semi-skimmed": 30, "skimmed": 30,
        "skim": 30, "cream": 15, "half and half": 15, "creamer": 15, "coffee creamer": 15, "coffee mate": 15, "sugar": 4.2,
        "marzipan": 25,
        // Sugar dusted on a fried dough or French toast: two teaspoons, not a cup (100 g).
        "powdered sugar": 8, "icing sugar": 8, "confectioners sugar": 8, "cinnamon sugar": 8,
        "cool whip": 15, "whipped topping": 15, "relish": 15,
        // Curd (dahi) beside a paratha or rice is a small bowl of it.
        "curd": 100, "dahi": 100, "clotted cream": 30,
        // Evaporated milk poured over tinned fruit is two tablespoons, as cream is.
        "evaporated milk": 30, "carnation": 30,
        // Sauce on a plate of pasta is half a cup.
        "spaghetti sauce": 125,
        "ketchup": 17, "mayonnaise": 13.8, "mayo": 13.8, "mustard": 5, "sour cream": 24, "whipped cream": 8,
        "cheese": 28, "cottage cheese": 56, "dressing": 30, "gravy": 60, "tahini": 15, "avocado": 50,
        // Smashed avocado on toast is a café's half of one, as it is said alone (`TypicalServings`).
        "smashed avocado": 80,
        // Oil poured on a salad or a dish is a tablespoon ("salad with olive oil" was a cup, 1 944 kcal).
        "oil": 13.5, "olive oil": 13.5,
        // Chocolate with a dessert or fruit: a dip or a grating, not a 45 g bar.
        "chocolate": 20,
        // A wedge or a slice of citrus with a drink or a fish.
        "lime": 10, "lemon": 10,
        "marmite": 5, "vegemite": 5, "yeast extract spread": 5, "pesto": 30, "marshmallow": 15,
        // Fillings and sauces added to a dish: a slice of ham, two rashers, a ladle of sauce.
        "ham": 28, "bacon": 16, "egg": 50, "mushroom": 35, "onion": 20, "tomato": 60, "curry sauce": 100, "sauce": 60,
        // Sauces shaken on from a bottle: a dash of them, a teaspoon (a tablespoon of soy sauce).
        "worcestershire sauce": 5, "hot sauce": 5, "tabasco": 5, "sriracha": 7, "soy sauce": 16, "fish sauce": 6,
        // Oyster and hoisin sauce over greens or in a stir-fry: a tablespoon.
        "oyster sauce": 18, "hoisin sauce": 16, "hoisin": 16,
        // Sugar cubes dropped into a glass of tea: two of them.
        "sugar cube": 8, "sugar lump": 8,
        // Mint sauce beside lamb: a tablespoon. Smoked salmon on a bagel: two ounces.
        "mint sauce": 15, "mint jelly": 15, "smoked salmon": 56, "lox": 56,
        // Barbecue sauce squeezed on or served beside: two tablespoons.
        "barbecue sauce": 34, "bbq sauce": 34,
        // Baked beans on a jacket potato or toast: half a 415 g can.
        "baked bean": 200,
        // Stirred into or scattered on a bowl (porridge, yogurt, cereal, salad): a small handful of
        // dried fruit (USDA: raisins 9 g a tablespoon), about a third of a cup of berries (a cup
        // of blueberries 148 g), two tablespoons of nuts or granola, one of seeds.
        "raisin": 15, "sultana": 15, "dried fruit": 20, "cranberry": 15, "berry": 50, "blueberry": 50, "strawberry": 50,
        "raspberry": 40, "blackberry": 40, "nut": 15, "almond": 15, "walnut": 15, "pecan": 15, "hazelnut": 15,
        "seed": 10, "chia seed": 10, "flaxseed": 7, "sunflower seed": 10, "pumpkin seed": 10, "granola": 30,
        "coconut": 10, "chocolate chip": 15, "cinnamon": 2, "brown sugar": 9,
        // What a vegetable is cooked or dressed with: two cloves of garlic (a cup was 136 g), a
        // thumb of ginger, a scattering of herbs or spring onion, a tablespoon of vinegar.
        "garlic": 6, "ginger": 5, "herb": 2, "parsley": 4, "coriander": 2, "cilantro": 2, "spring onion": 10, "scallion": 10,
        "green onion": 10, "balsamic": 15, "balsamic vinegar": 15, "vinegar": 15, "balsamic glaze": 15,
    ]
}
