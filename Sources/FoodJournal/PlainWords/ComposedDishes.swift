/// Dishes people log that the index has no food for, each as the index's foods it is made of,
/// by the grams of one usual serving (a home or a takeaway portion, from recipes and nutrition
/// labels). A dish is here only when no food of the index is it: what the index names is
/// logged as the index names it.
public enum ComposedDishes {
    /// The dishes.
    public static let dishes: [ComposedDish] = [
        // MARK: British dishes

        // Two sausages, two rashers, egg, beans, toast, tomato, mushrooms; UK cafe serving.
        ComposedDish("Full English breakfast", said: ["full english breakfast", "full english", "fry up", "fry ups",
            "full breakfast", "cooked breakfast"], [
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
        ComposedDish("Bacon sandwich (butty)", said: ["bacon butty", "bacon butties", "bacon bap", "bacon sarnie", "bacon roll",
            "bacon buttie", "bacon barm", "bacon sandwich"], [
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
        ComposedDish("Cauliflower cheese", said: ["cauliflower cheese", "cauliflower with cheese sauce",
            "cauliflower cheese bake"], spooned: true, [
            (150, "Cauliflower, fresh, cooked, no added fat"), (80, "Cheese sauce"), (10, "Cheese, Cheddar"),
        ]),
        // Mashed potato and cabbage fried in a little oil; one portion.
        ComposedDish("Bubble and squeak", said: ["bubble and squeak", "bubble n squeak", "bubble and squeek"], spooned: true, [
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

        // MARK: Dishes of other cuisines

        // A bowl; rice noodles in coconut curry broth with chicken, tofu puffs, bean sprouts, half an egg.
        ComposedDish("Chicken laksa", said: ["laksa", "chicken laksa", "curry laksa", "laksa soup", "chicken laksa soup",
            "laksa noodles"], spooned: true, [
            (180, "Rice noodles, cooked"), (80, "Coconut milk, used in cooking"), (80, "Chicken thigh, stewed, skin not eaten"),
            (250, "Soup, chicken broth, ready-to-serve"), (40, "Bean sprouts, raw"), (20, "Tofu, fried"),
            (25, "Egg, whole, cooked, hard-boiled"), (5, "Vegetable oil, NFS"),
        ]),
        // A bowl; coconut milk and chicken broth with chicken, mushrooms, lime and fish sauce.
        ComposedDish("Tom kha gai", said: ["tom kha gai", "tom kha", "tom kha kai", "tom ka gai", "thai coconut chicken soup",
            "coconut chicken soup", "tom kar gai"], spooned: true, [
            (150, "Coconut milk, used in cooking"), (80, "Chicken breast, stewed, skin not eaten"),
            (200, "Soup, chicken broth, ready-to-serve"), (50, "Mushrooms, straw, canned, drained solids"), (10, "Lime juice, raw"),
            (10, "Fish sauce"),
        ]),
        // A bowl without rice; kimchi stewed with pork belly and tofu.
        ComposedDish("Kimchi jjigae", said: ["kimchi jjigae", "kimchi stew", "kimchi chigae", "kimchi jigae", "kimchi soup", "kimchee stew",
            "kimchi jjigae stew"], spooned: true, [
            (150, "Kimchi"), (60, "Pork, belly"), (100, "Tofu, extra firm, prepared with nigari"),
            (300, "Soup, chicken broth, ready-to-serve"), (30, "Onions, cooked, no added fat"), (5, "Vegetable oil, NFS"),
        ]),
        // A bowl; wheat noodles with spicy minced pork, sesame paste, chili oil, greens.
        ComposedDish("Dan dan noodles", said: ["dan dan noodles", "dandan noodles", "dan dan mian", "dan dan noodle", "dandan mian",
            "tantan noodles"], spooned: true, [
            (250, "Noodles, cooked"), (70, "Pork, fresh, ground, cooked"), (15, "Seeds, sesame butter, paste"), (15, "Vegetable oil, NFS"),
            (15, "Soy sauce"), (50, "Cabbage, bok choy, raw"),
        ]),
        // Side portion; potatoes and spinach cooked with onion in oil/ghee.
        ComposedDish("Saag aloo", said: ["saag aloo", "sag aloo", "saag aloo side", "aloo saag", "spinach and potato curry",
            "saag alu"], spooned: true, [
            (120, "Potato, boiled, NFS"), (120, "Spinach, fresh, cooked, no added fat"), (30, "Onions, cooked, no added fat"),
            (10, "Vegetable oil, NFS"),
        ]),
        // A bowl without rice; kidney beans in onion-tomato gravy with oil.
        ComposedDish("Rajma", said: ["rajma", "rajma masala", "rajma curry", "kidney bean curry", "red kidney bean curry"], spooned: true, [
            (200, "Kidney beans, from canned, no added fat"), (50, "Onions, cooked, no added fat"), (80, "Tomatoes, canned, cooked"),
            (10, "Vegetable oil, NFS"),
        ]),
        // A portion without rice; minced lamb with peas, onion, tomato and oil.
        ComposedDish("Keema curry", said: ["keema curry", "keema", "keema matar", "kheema", "lamb keema", "mince curry", "keema masala",
            "qeema"], spooned: true, [
            (130, "Lamb, ground, cooked, broiled"), (60, "Green peas, frozen, cooked, no added fat"), (50, "Onions, cooked, no added fat"),
            (60, "Tomatoes, canned, cooked"), (8, "Vegetable oil, NFS"),
        ]),
        // A portion without rice; goat meat with potato in curry sauce; Caribbean takeaway.
        ComposedDish("Curry goat", said: ["curry goat", "curried goat", "goat curry", "jamaican curry goat"], spooned: true, [
            (180, "Game meat, goat, cooked, roasted"), (150, "Curry sauce"), (80, "Potato, boiled, NFS"), (10, "Vegetable oil, NFS"),
        ]),
        // A portion; fried paneer-potato dumplings in a creamy cashew sauce.
        ComposedDish("Malai kofta", said: ["malai kofta", "malai kofta curry", "malai kofte", "paneer kofta"], spooned: true, [
            (50, "Cheese, paneer"), (60, "Potato, boiled, NFS"), (10, "Vegetable oil, NFS"), (30, "Cream, heavy"),
            (10, "Nuts, cashew nuts, raw"), (100, "Curry sauce"), (5, "Ghee, clarified butter"),
        ]),
        // A main portion; arborio rice with mushrooms, butter, parmesan, wine.
        ComposedDish("Mushroom risotto", said: ["mushroom risotto", "risotto ai funghi", "wild mushroom risotto"], spooned: true, [
            (220, "Rice, white, cooked, as ingredient"), (100, "Mushrooms, fresh, cooked with oil"), (10, "Butter, salted"),
            (15, "Cheese, parmesan, grated"), (7, "Olive oil"), (30, "Wine, white"), (30, "Onions, cooked, no added fat"),
        ]),
        // A main portion; rice with prawns, mussels, scallops, butter, oil, wine.
        ComposedDish("Seafood risotto", said: ["seafood risotto", "risotto ai frutti di mare", "prawn risotto",
            "shrimp risotto"], spooned: true, [
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
        ComposedDish("Coq au vin", said: ["coq au vin", "chicken in red wine", "coq au vin chicken"], spooned: true, [
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
        ComposedDish("Feijoada", said: ["feijoada", "feijoada brasileira", "brazilian black bean stew",
            "black bean and pork stew"], spooned: true, [
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

        // ~150 g firm tofu with mixed stir-fried vegetables, oil and soy-based sauce; home plate, no rice.
        ComposedDish("Tofu stir fry", said: ["tofu stir fry", "tofu stir fries", "tofu stir-fry", "stir fried tofu", "stir fry tofu",
            "tofu and vegetable stir fry", "tofu veggie stir fry"], [
            (150, "Tofu, extra firm, prepared with nigari"), (200, "Asian stir fry vegetables, cooked, fat added"),
            (10, "Vegetable oil, NFS"), (15, "Soy sauce"), (5, "Cornstarch"), (5, "Sugar, white, granulated or lump"),
        ]),
        // Chinese takeaway main of sliced beef, peppers and onions in black bean sauce; no rice.
        ComposedDish("Beef in black bean sauce", said: ["beef in black bean sauce", "beef black bean sauce", "beef with black bean sauce",
            "black bean beef", "beef and black bean sauce", "beef in black bean", "black bean sauce beef"], [
            (130, "Beef, steak, flank"), (60, "Black bean sauce"), (80, "Peppers, green, cooked"), (60, "Onions, cooked, no added fat"),
            (10, "Vegetable oil, NFS"),
        ]),
        // Cafe panini of Italian bread, grilled chicken, mozzarella and pesto, pressed with oil.
        ComposedDish("Chicken pesto panini", said: ["chicken pesto panini", "chicken pesto paninis", "pesto chicken panini",
            "chicken and pesto panini", "chicken mozzarella pesto panini", "chicken pesto toastie"], [
            (120, "Bread, Italian"), (80, "Chicken fillet, grilled"), (40, "Cheese, mozzarella, whole milk"), (15, "Pesto sauce"),
            (5, "Olive oil"),
        ]),
        // Cafe panini of Italian bread, mozzarella, tomato slices and pesto, pressed with oil.
        ComposedDish("Mozzarella panini (tomato, mozzarella and pesto)", said: ["mozzarella panini", "mozzarella paninis",
            "tomato mozzarella panini", "mozzarella and tomato panini", "tomato mozzarella pesto panini", "caprese panini",
            "mozzarella tomato and pesto panini"], [
            (120, "Bread, Italian"), (60, "Cheese, mozzarella, whole milk"), (50, "Tomatoes, raw"), (15, "Pesto sauce"), (5, "Olive oil"),
        ]),
        // ~400 g home bowl of small pasta, white beans, tomato, soffritto, olive oil and parmesan.
        ComposedDish("Pasta e fagioli (pasta and bean soup)", said: ["pasta e fagioli", "pasta fagioli", "pasta fazool",
            "pasta e fagioli soup", "pasta fagioli soup", "pasta and bean soup", "pasta fasul"], spooned: true, [
            (70, "Pasta, cooked"), (85, "Beans, white, mature seeds, canned"), (85, "Tomatoes, canned, red, ripe, diced"),
            (25, "Carrots, cooked, as ingredient"), (25, "Celery, cooked, as ingredient"), (25, "Onions, cooked, as ingredient"),
            (130, "Soup, vegetable broth, ready to serve"), (8, "Olive oil"), (8, "Cheese, Parmesan, hard"),
        ]),
        // Jar of 50 g rolled oats soaked in milk and yogurt with chia, honey and berries.
        ComposedDish("Overnight oats", said: ["overnight oats", "overnight oat", "overnight oatmeal", "overnight porridge",
            "overnight oats with berries", "soaked oats"], spooned: true, [
            (50, "Oats, whole grain, rolled, old fashioned"), (120, "Milk, reduced fat (2%)"), (50, "Yogurt, Greek, plain, lowfat"),
            (10, "Chia seeds"), (10, "Honey"), (50, "Blueberries, frozen"),
        ]),
        // Two grilled spiced minced-lamb skewers, ~120 g cooked; no bread.
        ComposedDish("Lamb kofta", said: ["lamb kofta", "lamb koftas", "lamb kofta kebab", "lamb kofta kebabs", "lamb kofte",
            "lamb kufta", "lamb kafta"], [
            (120, "Lamb, ground, cooked, broiled"), (15, "Onions, raw"), (5, "Parsley, fresh"),
        ]),
        // Two grilled spiced minced-beef skewers, ~120 g cooked; no bread.
        ComposedDish("Beef kofta", said: ["beef kofta", "beef koftas", "beef kofta kebab", "beef kofta kebabs", "beef kofte",
            "beef kufta", "beef kafta"], [
            (120, "Beef, ground"), (15, "Onions, raw"), (5, "Parsley, fresh"),
        ]),
        // Taco Bell label ~530 kcal; large flour tortilla folded round seasoned beef, nacho cheese, tostada shell, sour cream, lettuce,
        // tomato.
        ComposedDish("Crunchwrap Supreme", said: ["crunchwrap supreme", "crunchwrap", "crunchwraps", "crunch wrap", "crunch wrap supreme",
            "crunchwrap supremes", "taco bell crunchwrap", "crunchwrap supreme beef"], [
            (75, "Tortilla, flour"), (60, "Beef, ground"), (30, "Cheese sauce"), (12, "Tostada shells, corn"), (20, "Sour cream, regular"),
            (15, "Lettuce, iceberg, raw"), (20, "Tomatoes, raw"),
        ]),
        // One folded steamed bun with ~50 g braised pork belly, hoisin, cucumber and crushed peanuts; restaurant.
        ComposedDish("Pork belly bao (gua bao)", said: ["pork belly bao", "pork belly baos", "pork belly bao bun", "pork belly bao buns",
            "pork belly bun", "pork belly buns", "gua bao", "gua baos", "pork bao bun", "braised pork belly bao"], [
            (55, "Bao bun, no meat"), (50, "Pork, belly"), (12, "Hoisin sauce"), (15, "Cucumber, raw"), (5, "Peanuts, roasted, salted"),
            (2, "Cilantro, raw"),
        ]),
        // 2-3 skewers of grilled chicken thigh with leek, ~130 g chicken, brushed with tare sauce.
        ComposedDish("Yakitori (grilled chicken skewers)", said: ["yakitori", "chicken yakitori", "yakitori chicken", "negima",
            "negima yakitori", "japanese chicken skewers"], [
            (130, "Chicken thigh, rotisserie, skin not eaten"), (25, "Onions, green, raw"), (25, "Teriyaki sauce"),
        ]),
        // Coffee-shop wrap (Starbucks label 290): wholewheat tortilla, egg white, spinach, feta, a little cream cheese.
        ComposedDish("Spinach and feta wrap", said: ["spinach and feta wrap", "spinach feta wrap", "spinach and feta wraps",
            "spinach feta wraps", "spinach feta and egg white wrap", "spinach and feta egg white wrap", "spinach feta egg wrap",
            "feta and spinach wrap"], [
            (65, "Tortilla, whole wheat"), (60, "Egg, white, cooked, no added fat"), (30, "Spinach, fresh, cooked, no added fat"),
            (25, "Cheese, Feta"), (10, "Sour cream, regular"), (20, "Tomatoes, raw"),
        ]),
        // Thai plate of shredded green papaya, long beans, tomato, peanuts, dried shrimp; lime, fish sauce, palm sugar dressing.
        ComposedDish("Som tam (green papaya salad)", said: ["som tam", "som tum", "green papaya salad", "papaya salad", "thai papaya salad",
            "thai green papaya salad", "tam mak hoong", "som tam thai", "green papaya salads"], [
            (150, "Papaya, raw"), (30, "Green beans, raw"), (40, "Tomatoes, raw"), (15, "Peanuts, roasted, salted"), (5, "Shrimp, dried"),
            (15, "Fish sauce"), (15, "Lime juice, raw"), (10, "Sugar, brown"), (3, "Peppers, hot chili, red, raw"), (3, "Garlic, raw"),
        ]),
        // One leg quarter, ~190 g cooked meat and skin off the bone, with oil, sugar, scallion and scotch bonnet marinade.
        ComposedDish("Jerk chicken", said: ["jerk chicken", "jerk chicken leg", "jerk chicken quarter", "jamaican jerk chicken",
            "jerked chicken", "jerk chicken leg quarter", "jerk chickens", "jerk chicken thigh"], [
            (120, "Chicken thigh, rotisserie, skin eaten"), (70, "Chicken drumstick, rotisserie, skin eaten"), (5, "Vegetable oil, NFS"),
            (5, "Sugar, brown"), (10, "Onions, green, raw"), (5, "Peppers, hot chili, red, raw"),
        ]),
        // Diner 3-egg omelet with diced ham, green pepper, onion and cheddar, cooked in fat; no sides.
        ComposedDish("Western omelet (Denver omelet)", said: ["western omelet", "western omelette", "denver omelet", "denver omelette",
            "western omelets", "denver omelets", "western omelettes", "denver omelettes",
            "ham and cheese omelet with peppers and onions"], [
            (150, "Egg omelet or scrambled egg, made with oil"), (50, "Ham, sliced, restaurant"), (30, "Peppers, green, cooked"),
            (20, "Onions, cooked, fat added"), (28, "Cheese, Cheddar"),
        ]),
        // One skinless leg quarter, ~180 g cooked meat off the bone, yogurt-spice marinade, basted with oil; restaurant.
        ComposedDish("Tandoori chicken leg", said: ["tandoori chicken leg", "tandoori chicken legs", "tandoori chicken",
            "tandoori chicken quarter", "tandoori leg", "chicken tandoori", "tandoori chicken leg quarter", "tandoori murgh"], [
            (110, "Chicken thigh, rotisserie, skin not eaten"), (70, "Chicken drumstick, sauteed, skin not eaten"),
            (20, "Yogurt, whole milk, plain"), (5, "Vegetable oil, NFS"),
        ]),
        // Chinese takeaway box of battered deep-fried chicken pieces tossed with fried onion, peppers and chilli; no rice.
        ComposedDish("Salt and pepper chicken", said: ["salt and pepper chicken", "salt & pepper chicken", "salt n pepper chicken",
            "salt and pepper chicken bites", "salt and chilli chicken", "salt and pepper chicken strips", "salt and pepper chicken wings",
            "salt pepper chicken"], [
            (170, "Chicken breast, sauteed, skin not eaten"), (50, "Breading or batter as ingredient in food"), (25, "Vegetable oil, NFS"),
            (40, "Peppers, green, cooked"), (50, "Onions, cooked, fat added"), (10, "Peppers, hot chili, red, raw"),
        ]),
        // Chinese takeaway portion of 8 deep-fried battered chicken balls (~30 g each) with a tub of sweet and sour sauce.
        ComposedDish("Chicken balls (Chinese battered chicken)", said: ["chicken balls", "chinese chicken balls", "chicken ball",
            "battered chicken balls", "sweet and sour chicken balls", "chicken balls with sweet and sour sauce", "chinese chicken ball"], [
            (90, "Chicken breast, stewed, skin not eaten"), (100, "Breading or batter as ingredient in food"), (18, "Vegetable oil, NFS"),
            (60, "Sweet and sour sauce"),
        ]),
        // Cantonese bowl of ~6 pork-shrimp wontons and egg noodles in broth with greens.
        ComposedDish("Wonton noodle soup", said: ["wonton noodle soup", "wonton noodles", "won ton noodle soup", "wanton noodle soup",
            "wanton mee", "wonton mein", "wonton noodle", "wonton mee soup", "wonton noodle soups", "wan tan mee"], spooned: true, [
            (120, "Wonton, dumpling or pot sticker, steamed"), (150, "Noodles, egg, enriched, cooked"),
            (350, "Soup, chicken broth, ready-to-serve"), (50, "Cabbage, bok choy, raw"), (5, "Onions, green, raw"), (2, "Sesame oil"),
        ]),
        // Breaded, fried spicy bean patty in a white bun with mayo, lettuce and tomato; UK fast food/pub.
        ComposedDish("Spicy bean burger", said: ["spicy bean burger", "spicy bean burgers", "spicy bean burger in a bun",
            "bean burger in a bun"], [
            (60, "Roll, white, hamburger bun"), (80, "Kidney beans, from canned, no added fat"), (15, "Bread, crumbs, dry, grated, plain"),
            (10, "Vegetable oil, NFS"), (10, "Onions, raw"), (15, "Mayonnaise, regular"), (15, "Lettuce, iceberg, raw"),
            (25, "Tomatoes, raw"),
        ]),
        // Indian restaurant portion of ~120 g paneer in a buttery tomato, cream and cashew gravy; no rice or bread.
        ComposedDish("Paneer butter masala", said: ["paneer butter masala", "paneer makhani", "butter paneer", "paneer makhanwala",
            "paneer butter masala curry", "butter masala paneer", "paneer makhni"], spooned: true, [
            (100, "Cheese, paneer"), (12, "Butter, salted"), (25, "Cream, fluid, heavy whipping"), (120, "Tomato, puree, canned"),
            (40, "Onions, cooked, as ingredient"), (8, "Cashews, unsalted"), (5, "Vegetable oil, NFS"),
            (3, "Sugar, white, granulated or lump"),
        ]),
        // One fresh rice-paper roll of shrimp, pork, rice vermicelli, lettuce and herbs, with a little dipping sauce.
        ComposedDish("Vietnamese summer roll (fresh spring roll)", said: ["vietnamese summer roll", "summer roll", "summer rolls",
            "vietnamese spring roll", "vietnamese spring rolls", "fresh spring roll", "fresh spring rolls", "goi cuon", "rice paper roll",
            "rice paper rolls", "vietnamese summer rolls"], [
            (10, "Rice paper"), (30, "Rice noodles, cooked"), (20, "Crustaceans, shrimp, cooked"), (10, "Pork, fresh, ground, cooked"),
            (15, "Lettuce, green leaf, raw"), (10, "Carrots, raw"), (2, "Cilantro, raw"), (10, "Hoisin sauce"),
        ]),
        // Restaurant portion of a floured, pan-fried chicken breast in butter, mushroom and Marsala wine sauce; no pasta.
        ComposedDish("Chicken marsala", said: ["chicken marsala", "chicken marsalla", "marsala chicken", "chicken with marsala sauce",
            "chicken marsala with mushrooms"], [
            (170, "Chicken breast, sauteed, skin not eaten"), (10, "Wheat flour, white, all-purpose, unenriched"), (15, "Butter, salted"),
            (10, "Olive oil"), (80, "Mushrooms, fresh, cooked, no added fat"), (40, "Wine, dessert, sweet"),
            (60, "Soup, chicken broth, ready-to-serve"),
        ]),
        // UK plate of curried buttery rice with flaked smoked haddock, hard-boiled egg, onion and a little cream.
        ComposedDish("Kedgeree", said: ["kedgeree", "kedgree", "kedgeree with smoked haddock", "smoked haddock kedgeree", "kedgerees"], [
            (180, "Rice, white, cooked, no added fat"), (100, "Fish, haddock, smoked"), (50, "Egg, whole, cooked, hard-boiled"),
            (15, "Butter, salted"), (30, "Onions, cooked, as ingredient"), (15, "Cream, fluid, heavy whipping"),
            (2, "Spices, curry powder"), (3, "Parsley, fresh"),
        ]),
        // One ~120 g flaky pan-fried flatbread of wheat dough laminated with oil and chopped spring onion; restaurant.
        ComposedDish("Scallion pancake (spring onion pancake)", said: ["scallion pancake", "scallion pancakes", "spring onion pancake",
            "spring onion pancakes", "green onion pancake", "green onion pancakes", "cong you bing", "chinese scallion pancake",
            "scallion pancake chinese"], [
            (65, "Wheat flour, white, all-purpose, unenriched"), (15, "Vegetable oil, NFS"), (20, "Onions, green, raw"),
        ]),
        // Hanoi plate of grilled pork patties and pork belly in sweet fish-sauce broth with rice vermicelli, lettuce and herbs.
        ComposedDish("Bun cha (Vietnamese grilled pork with noodles)", said: ["bun cha", "bun cha hanoi", "vietnamese grilled pork noodles",
            "grilled pork with rice noodles", "bun cha gio", "hanoi bun cha"], [
            (60, "Pork, fresh, ground, cooked"), (60, "Pork, belly"), (150, "Rice noodles, cooked"), (15, "Fish sauce"),
            (15, "Sugar, white, granulated or lump"), (15, "Lime juice, raw"), (30, "Carrots, raw"), (30, "Lettuce, green leaf, raw"),
            (5, "Cilantro, raw"), (3, "Garlic, raw"),
        ]),
        // Korean BBQ portion of ~180 g grilled marbled short-rib meat off the bone in soy, sugar, pear and sesame marinade.
        ComposedDish("Galbi (Korean short ribs)", said: ["galbi", "kalbi", "gal bi", "galbi ribs", "kalbi ribs", "korean short ribs",
            "korean bbq short ribs", "la galbi", "la kalbi", "so galbi", "beef galbi", "korean beef ribs"], [
            (180, "Beef, steak, ribeye, lean and fat eaten"), (30, "Korean dressing or marinade"), (10, "Onions, green, raw"),
        ]),
        // Portion of ~120 g grilled freshwater eel fillet glazed with sweet soy tare; no rice.
        ComposedDish("Unagi (grilled eel with sauce)", said: ["unagi", "unagi kabayaki", "kabayaki", "eel kabayaki", "unagi eel"], [
            (120, "Fish, eel, mixed species, cooked, dry heat"), (20, "Teriyaki sauce"), (5, "Sugar, white, granulated or lump"),
        ]),
        // Plate of 6 crisp fried puris filled with potato and chickpea, topped up with tamarind and mint water.
        ComposedDish("Pani puri", said: ["pani puri", "panipuri", "pani poori", "golgappa", "golgappe", "gol gappa", "puchka", "phuchka",
            "gupchup", "pani puris", "pani puri chaat"], [
            (24, "Bread, puri"), (40, "Potato, cooked, as ingredient"), (30, "Chickpeas, from canned, no added fat"), (10, "Onions, raw"),
            (10, "Tamarind"), (8, "Sugar, white, granulated or lump"), (3, "Peppermint, fresh"),
        ]),
        // One spiced potato fritter in gram-flour batter, deep fried, in a soft pav roll with chutneys; Mumbai street food.
        ComposedDish("Vada pav", said: ["vada pav", "vadapav", "wada pav", "vada pao", "batata vada pav", "bombay burger", "vada pavs"], [
            (50, "Roll, white, soft"), (70, "Potato, cooked, as ingredient"), (15, "Chickpea flour (besan)"), (10, "Vegetable oil, NFS"),
            (10, "Chutney"), (3, "Coriander (cilantro) leaves, raw"), (2, "Peppers, hot chili, green, raw"),
        ]),
        // Street-food bowl of puffed rice, sev, crushed puri, potato, onion, tomato, peanuts and tamarind and green chutneys.
        ComposedDish("Bhel puri", said: ["bhel puri", "bhelpuri", "bhel", "bhel poori", "bhel puri chaat", "bhel chaat", "jhal muri",
            "jhalmuri"], spooned: true, [
            (35, "Cereal, rice crispy, plain"), (10, "Chickpea flour (besan)"), (5, "Vegetable oil, NFS"), (10, "Bread, puri"),
            (40, "Potato, cooked, as ingredient"), (20, "Onions, raw"), (20, "Tomatoes, raw"), (10, "Peanuts, roasted, salted"),
            (20, "Chutney"), (3, "Coriander (cilantro) leaves, raw"),
        ]),
        // One ~300 g griddled cabbage and batter pancake with pork belly, egg, okonomi sauce and Kewpie-style mayo.
        ComposedDish("Okonomiyaki (Japanese savoury pancake)", said: ["okonomiyaki", "okonomiyakis", "okonomi yaki",
            "japanese pancake savoury", "osaka okonomiyaki", "hiroshima okonomiyaki", "japanese cabbage pancake", "okonomiyaki pancake"], [
            (50, "Wheat flour, white, all-purpose, unenriched"), (50, "Egg, whole, raw"), (120, "Cabbage, green, raw"), (30, "Pork, belly"),
            (20, "Sauce, barbecue"), (15, "Mayonnaise, regular"), (8, "Vegetable oil, NFS"), (5, "Onions, green, raw"),
        ]),
        // Dim sum basket of 4 steamed dumplings, translucent wheat-starch wrapper filled with shrimp and bamboo shoot.
        ComposedDish("Har gow (shrimp dumplings)", said: ["har gow", "har gau", "ha gow", "ha gau", "hargow", "har kau", "shrimp dumplings",
            "prawn dumplings", "crystal shrimp dumplings", "dim sum shrimp dumplings", "steamed shrimp dumplings", "har gows"], [
            (22, "Cornstarch"), (55, "Crustaceans, shrimp, cooked"), (10, "Bamboo shoots, canned, drained solids"), (4, "Sesame oil"),
            (1, "Sugar, white, granulated or lump"),
        ]),
        // 100 g side of whole-milk yogurt with grated cucumber, onion, mint and cumin.
        ComposedDish("Raita", said: ["raita", "raitha", "cucumber raita", "kheera raita", "mint raita", "yogurt raita", "onion raita",
            "raitas"], spooned: true, [
            (82, "Yogurt, whole milk, plain"), (12, "Cucumber, raw"), (4, "Onions, raw"), (1, "Peppermint, fresh"),
            (1, "Spices, cumin seed"),
        ]),
        // Chinese takeaway box of thin battered deep-fried beef strips in sticky sweet chilli sauce with peppers and onion; no rice.
        ComposedDish("Crispy chilli beef", said: ["crispy chilli beef", "crispy chili beef", "crispy shredded beef", "crispy beef",
            "crispy chilli beef strips", "shredded chilli beef", "crispy shredded chilli beef", "crispy beef in chilli sauce",
            "crispy chilli beef takeaway"], [
            (100, "Beef, steak, flank"), (40, "Breading or batter as ingredient in food"), (15, "Cornstarch"), (25, "Vegetable oil, NFS"),
            (50, "Sweet and sour sauce"), (8, "Sugar, white, granulated or lump"), (30, "Peppers, red, cooked"),
            (30, "Onions, cooked, fat added"), (5, "Peppers, hot chili, red, raw"),
        ]),
        // Pub/cafe bun with two grilled halloumi slices (~80 g), roasted pepper, salad, mayo and chutney.
        ComposedDish("Halloumi burger", said: ["halloumi burger", "halloumi burgers", "grilled halloumi burger", "halloumi bun",
            "halloumi stack burger", "halloumi veggie burger", "halloumi and pepper burger"], [
            (70, "Roll, white, hamburger bun"), (80, "Cheese, white, queso blanco"), (5, "Vegetable oil, NFS"),
            (30, "Peppers, red, cooked"), (20, "Lettuce, green leaf, raw"), (25, "Tomatoes, raw"), (10, "Onions, red, raw"),
            (10, "Mayonnaise, regular"), (15, "Chutney"),
        ]),
        // Smokehouse portion of ~200 g cubed brisket point, fatty and bark-crusted, glazed in barbecue sauce and rub.
        ComposedDish("Burnt ends (beef brisket)", said: ["burnt ends", "brisket burnt ends", "burnt end", "bbq burnt ends",
            "beef burnt ends", "burnt ends bbq", "kansas city burnt ends"], [
            (200, "Beef, brisket"), (40, "Sauce, barbecue"), (5, "Sugar, brown"),
        ]),
        // Restaurant sandwich of ham, turkey and Swiss on white bread dipped in egg batter, fried in butter, dusted with sugar, with jam.
        ComposedDish("Monte Cristo sandwich", said: ["monte cristo sandwich", "monte cristo", "monte cristos", "monte cristo sandwiches",
            "monte christo", "monte christo sandwich"], [
            (60, "Bread, white"), (50, "Ham, sliced, restaurant"), (50, "Turkey breast, sliced, prepackaged"), (40, "Cheese, Swiss"),
            (50, "Egg, whole, raw"), (30, "Milk, whole"), (15, "Butter, salted"), (5, "Sugar, white, confectioner's, powdered"),
            (30, "Jams and preserves"),
        ]),
        // UK chain/Japanese plate of panko-breaded fried chicken breast, Japanese curry sauce and a big bowl of sticky rice.
        ComposedDish("Chicken katsu curry", said: ["chicken katsu curry", "katsu curry", "chicken katsu curry with rice",
            "katsu curry chicken", "katsu kare", "chicken katsu kare", "japanese chicken curry", "chicken katsu curry rice",
            "katsu chicken curry", "chicken katsu curries"], [
            (250, "Rice, white, short-grain, enriched, cooked"), (160, "Chicken fillet, breaded"), (10, "Vegetable oil, NFS"),
            (150, "Curry sauce"), (30, "Cabbage, green, raw"),
        ]),
        // Nigerian bowl of ground melon seeds cooked in palm oil with leafy greens, beef, crayfish and dried fish; no swallow.
        ComposedDish("Egusi soup", said: ["egusi soup", "egusi", "egusi stew", "egusi soup with meat", "efo egusi", "miyan gushi",
            "obe egusi", "nigerian egusi soup", "melon seed soup", "egusi soups"], spooned: true, [
            (40, "Seeds, watermelon seed kernels, dried"), (20, "Oil, palm"), (80, "Spinach, fresh, cooked, no added fat"),
            (80, "Beef, stew meat"), (15, "Fish, cod, Atlantic, dried and salted"), (10, "Crayfish, cooked"),
            (25, "Onions, cooked, as ingredient"), (5, "Peppers, hot chili, red, raw"),
        ]),
        // Two poached eggs on a split English muffin with smoked salmon and hollandaise; cafe brunch serving.
        ComposedDish("Eggs royale", said: ["eggs royale", "egg royale", "eggs royal", "eggs royales", "eggs benedict with smoked salmon",
            "eggs benedict with salmon", "salmon eggs benedict", "smoked salmon eggs benedict"], [
            (57, "Muffin, English"), (100, "Egg, whole, cooked, poached"), (50, "Fish, salmon, smoked"), (40, "Hollandaise sauce"),
        ]),
        // Two poached eggs on a split English muffin with buttered spinach and hollandaise; cafe brunch serving.
        ComposedDish("Eggs florentine", said: ["eggs florentine", "egg florentine", "eggs benedict with spinach", "spinach eggs benedict",
            "florentine eggs"], [
            (57, "Muffin, English"), (100, "Egg, whole, cooked, poached"), (80, "Spinach, fresh, cooked, no added fat"),
            (4, "Butter, salted"), (40, "Hollandaise sauce"),
        ]),
        // UK cafe soft white bap with one sausage, two rashers of back bacon, a fried egg, butter and sauce.
        ComposedDish("Breakfast bap (sausage, bacon and egg roll)", said: ["breakfast bap", "breakfast baps", "breakfast roll",
            "breakfast rolls", "breakfast barm", "breakfast cob", "sausage bacon and egg bap", "sausage bacon egg bap",
            "sausage bacon and egg roll", "sausage bacon egg roll", "big breakfast bap"], [
            (70, "Roll, white, soft"), (50, "Pork sausage"), (50, "Canadian bacon, cooked"), (50, "Egg, whole, fried, NS as to fat"),
            (7, "Butter, salted"), (15, "Ketchup"),
        ]),
        // Hummus, baba ganoush, four falafel, a pita, olives and tabbouleh; restaurant sharing plate portioned for one.
        ComposedDish("Mezze platter (for one)", said: ["mezze platter", "mezze plate", "meze platter", "meze plate", "mezze", "meze",
            "mezze board", "meze board", "mezze platters", "meze platters", "mixed mezze", "mixed meze", "middle eastern platter"], [
            (80, "Hummus, commercial"), (60, "Eggplant dip"), (70, "Falafel, home-prepared"), (60, "Bread, pita"), (30, "Olives, NFS"),
            (80, "Tabbouleh"),
        ]),
        // Thai restaurant portion without rice; ~150 g chicken in thick coconut-cream curry with peanuts, palm sugar and oil.
        ComposedDish("Panang curry (chicken)", said: ["panang curry", "penang curry", "phanaeng curry", "phanang curry",
            "panang chicken curry", "penang chicken curry", "chicken panang curry", "chicken penang curry", "panang chicken",
            "penang chicken", "chicken panang", "chicken penang", "panang curries", "penang curries", "panang", "phanaeng"], [
            (150, "Chicken breast, sauteed, skin not eaten"), (140, "Coconut milk, used in cooking"), (10, "Peppers, hot chili, red, raw"),
            (5, "Garlic, raw"), (10, "Peanuts, NFS"), (30, "Peppers, red, cooked"), (8, "Sugar, brown"), (10, "Fish sauce"),
            (8, "Vegetable oil, NFS"),
        ]),
        // Thai restaurant portion without rice; ~150 g chicken in coconut-milk curry with bamboo shoots, pepper, basil, palm sugar.
        ComposedDish("Thai red curry (chicken)", said: ["thai red curry", "red curry", "chicken red curry", "red chicken curry",
            "thai red chicken curry", "thai red curry with chicken", "red curry chicken", "red curry with chicken", "kaeng phet",
            "gaeng phed", "gaeng daeng", "thai red curries", "red curries"], [
            (150, "Chicken breast, sauteed, skin not eaten"), (130, "Coconut milk, used in cooking"), (10, "Peppers, hot chili, red, raw"),
            (5, "Garlic, raw"), (40, "Bamboo shoots, cooked"), (30, "Peppers, red, cooked"), (3, "Basil, fresh"), (6, "Sugar, brown"),
            (10, "Fish sauce"), (6, "Vegetable oil, NFS"),
        ]),
        // Thai restaurant portion without rice; ~150 g chicken in coconut-milk curry with Thai aubergine, bamboo shoots, basil, palm sugar.
        ComposedDish("Thai green curry (chicken)", said: ["thai green curry", "green curry", "chicken green curry", "green chicken curry",
            "thai green chicken curry", "thai green curry with chicken", "green curry chicken", "green curry with chicken",
            "kaeng khiao wan", "gaeng keow wan", "gaeng kiew wan", "thai green curries", "green curries"], [
            (150, "Chicken breast, sauteed, skin not eaten"), (130, "Coconut milk, used in cooking"),
            (10, "Peppers, hot chili, green, raw"), (5, "Garlic, raw"), (50, "Eggplant, cooked, no added fat"),
            (30, "Bamboo shoots, cooked"), (3, "Basil, fresh"), (6, "Sugar, brown"), (10, "Fish sauce"), (6, "Vegetable oil, NFS"),
        ]),
        // Coconut rice with sambal, fried anchovies, peanuts, half a boiled egg, cucumber and a piece of fried chicken; Malaysian/Singapore
        // hawker plate.
        ComposedDish("Nasi lemak (with fried chicken)", said: ["nasi lemak", "nasi lemak ayam", "nasi lemak ayam goreng",
            "nasi lemak with chicken", "nasi lemak with fried chicken", "chicken nasi lemak", "nasi lemaks"], [
            (160, "Rice, cooked with coconut milk"), (15, "Peppers, hot chili, red, raw"), (15, "Onions, raw"), (8, "Vegetable oil, NFS"),
            (5, "Sugar, white, granulated or lump"), (15, "Fish, anchovy"), (15, "Peanuts, NFS"), (25, "Egg, whole, cooked, hard-boiled"),
            (30, "Cucumber, raw"), (90, "Chicken wing, fried, coated, from raw"),
        ]),
        // Hawker plate; flat rice noodles fried in lard/oil with prawns, Chinese sausage, egg, bean sprouts, chives and dark soy; HPB ~740
        // kcal.
        ComposedDish("Char kway teow (fried flat rice noodles)", said: ["char kway teow", "char kuey teow", "char koay teow",
            "char kwey teow", "char kueh teow", "ckt", "fried kway teow", "fried kuey teow", "penang char kway teow"], [
            (250, "Rice noodles, cooked"), (20, "Lard"), (50, "Crustaceans, shrimp, cooked"), (25, "Sausage, smoked link sausage, pork"),
            (50, "Egg, whole, raw"), (50, "Bean sprouts, raw"), (10, "Chives, raw"), (20, "Soy sauce"),
            (5, "Sugar, white, granulated or lump"),
        ]),
        // Hawker plate; rice cooked in chicken fat and stock, poached chicken with skin, soy-sesame dressing, chilli-ginger sauce,
        // cucumber; HPB ~600 kcal.
        ComposedDish("Hainanese chicken rice", said: ["hainanese chicken rice", "hainan chicken rice", "singapore chicken rice",
            "hainanese chicken", "poached chicken rice", "khao man gai", "khao mun gai", "com ga hai nam"], [
            (220, "Rice, white, cooked, NS as to fat"), (8, "Fat, chicken"), (120, "Chicken, NS as to part, stewed, skin eaten"),
            (10, "Soy sauce"), (3, "Sesame oil"), (10, "Peppers, hot chili, red, raw"), (3, "Garlic, raw"), (5, "Ginger root, raw"),
            (30, "Cucumber, raw"),
        ]),
        // Six pieces from a street stall; wheat batter with egg and octopus, fried, topped with takoyaki sauce, mayo and bonito.
        ComposedDish("Takoyaki (octopus balls)", said: ["takoyaki", "tako yaki", "octopus balls", "octopus ball", "takoyaki balls",
            "octopus dumplings"], [
            (45, "Wheat flour, white, all-purpose, unenriched"), (25, "Egg, whole, raw"), (20, "Mollusks, octopus, common, raw"),
            (8, "Vegetable oil, NFS"), (5, "Onions, green, raw"), (15, "Worcestershire sauce"), (3, "Sugar, white, granulated or lump"),
            (10, "Mayonnaise, regular"),
        ]),
        // One bowl (~400 g) of fermented soybean paste broth with tofu, courgette, potato, onion, mushroom and a few clams; no rice.
        ComposedDish("Doenjang jjigae (Korean soybean paste stew)", said: ["doenjang jjigae", "doenjang chigae", "doenjang-jjigae",
            "dwenjang jjigae", "doenjang stew", "soybean paste stew", "korean soybean paste stew", "bean paste stew", "korean miso stew",
            "doenjang jjigaes"], [
            (30, "Miso"), (100, "Tofu, extra firm, prepared with nigari"), (60, "Summer squash, cooked, as ingredient"),
            (60, "Potato, boiled, NFS"), (30, "Onions, cooked, no added fat"), (30, "Mushrooms, fresh, cooked, no added fat"),
            (5, "Peppers, hot chili, green, raw"), (20, "Clams, steamed or boiled"),
        ]),
        // Two large puffed fried bhature with a bowl of oily chickpea curry and onion; North Indian restaurant plate.
        ComposedDish("Chole bhature (chickpea curry with fried bread)", said: ["chole bhature", "chole bhatura", "chole bhature plate",
            "chana bhatura", "chana bhature", "chhole bhature", "cholay bhaturay", "chole bature", "chole batura"], [
            (150, "Bread, dough, fried"), (150, "Chickpeas, from dried, fat added"), (30, "Onions, cooked, fat added"),
            (30, "Tomatoes, canned, cooked"), (5, "Vegetable oil, NFS"), (20, "Onions, raw"),
        ]),
        // Two small samosas broken over chickpea curry, topped with yogurt, tamarind and green chutney, sev and onion; restaurant plate.
        ComposedDish("Samosa chaat", said: ["samosa chaat", "samosa chat", "samosa chaats", "samosa chole chaat", "samosa chana chaat"], [
            (120, "Samosa"), (80, "Chickpeas, from dried, fat added"), (60, "Yogurt, whole milk, plain"), (25, "Chutney"),
            (7, "Chickpea flour (besan)"), (4, "Vegetable oil, NFS"), (20, "Onions, raw"), (3, "Coriander (cilantro) leaves, raw"),
        ]),
        // One paratha wrapped round ~100 g chicken tikka with onion and green chutney; Indian street-food roll.
        ComposedDish("Kathi roll (chicken)", said: ["kathi roll", "kati roll", "kathi rolls", "kati rolls", "chicken kathi roll",
            "chicken kati roll", "chicken kathi rolls", "chicken kati rolls", "chicken tikka roll", "chicken tikka kathi roll",
            "kolkata roll", "frankie roll", "chicken frankie"], [
            (80, "Bread, paratha"), (100, "Chicken breast, sauteed, skin not eaten"), (25, "Onions, raw"),
            (5, "Coriander (cilantro) leaves, raw"), (5, "Lime juice, raw"), (5, "Vegetable oil, NFS"),
        ]),
        // ~150 g braised shredded flank in tomato, pepper and onion sofrito with olive oil; restaurant portion without rice or beans.
        ComposedDish("Ropa vieja (Cuban shredded beef)", said: ["ropa vieja", "ropa vieja cubana", "cuban ropa vieja",
            "cuban shredded beef", "shredded beef cuban style"], [
            (150, "Beef, steak, flank"), (80, "Tomatoes, canned, cooked"), (40, "Peppers, green, cooked"),
            (40, "Onions, cooked, no added fat"), (12, "Olive oil"), (10, "Olives, green"), (15, "Wine, white"),
        ]),
        // Breakfast plate (~280 g) of rice fried together with black beans, onion, pepper, oil and Salsa Lizano.
        ComposedDish("Gallo pinto (rice and beans)", said: ["gallo pinto", "gallopinto", "gallo pinto rice and beans",
            "costa rican rice and beans", "nicaraguan rice and beans"], [
            (130, "Rice, white, cooked, NS as to fat"), (100, "Black beans, from canned, no added fat"),
            (20, "Onions, cooked, no added fat"), (15, "Peppers, red, cooked"), (10, "Vegetable oil, NFS"),
            (3, "Coriander (cilantro) leaves, raw"), (10, "Worcestershire sauce"),
        ]),
        // Plate portion (~290 g) of rice cooked with pigeon peas, sofrito, ham, olives and annatto oil.
        ComposedDish("Arroz con gandules (rice with pigeon peas)", said: ["arroz con gandules", "arroz con gandul",
            "arroz con gandules puerto rico", "puerto rican rice with pigeon peas", "rice with pigeon peas",
            "rice and pigeon peas", "arroz gandules"], [
            (180, "Rice, white, cooked, NS as to fat"), (60, "Pigeonpeas, immature seeds, raw"), (10, "Vegetable oil, NFS"),
            (25, "Ham, sliced, regular (approximately 11% fat)"), (15, "Onions, cooked, no added fat"), (15, "Peppers, green, cooked"),
            (8, "Olives, green"),
        ]),
        // Jamaican plate without dumplings or breadfruit; ~150 g ackee sauteed with 100 g desalted cod, onion, tomato, peppers and oil;
        // avocado stands in for ackee, similar fat and kcal.
        ComposedDish("Ackee and saltfish", said: ["ackee and saltfish", "ackee & saltfish", "ackee saltfish", "akee and saltfish",
            "ackee and salt fish", "ackee and codfish", "saltfish and ackee"], [
            (150, "Avocado, raw"), (100, "Fish, cod, steamed"), (40, "Onions, cooked, no added fat"), (40, "Tomatoes, fresh, cooked"),
            (30, "Peppers, green, cooked"), (5, "Peppers, hot chili, red, raw"), (15, "Vegetable oil, NFS"),
        ]),
        // ~100 g grilled pork skewer meat in a Greek pita with tzatziki, tomato and onion; no chips.
        ComposedDish("Souvlaki pita (pork)", said: ["souvlaki pita", "pork souvlaki pita", "souvlaki wrap", "pork souvlaki wrap",
            "souvlaki pitta", "pita souvlaki", "pita kalamaki", "kalamaki pita", "souvlaki sandwich"], [
            (100, "Pork, NFS"), (80, "Bread, pita"), (40, "Tzatziki dip"), (30, "Tomatoes, raw"), (15, "Onions, red, raw"),
            (5, "Olive oil"),
        ]),
        // One bowl (~400 g) of beef or lamb stewed with potatoes, carrots and onion; no bread or pickled cabbage.
        ComposedDish("Scouse (Liverpool beef and potato stew)", said: ["scouse", "lobscouse", "liverpool scouse", "scouse stew",
            "blind scouse"], [
            (90, "Beef, stew meat"), (180, "Potato, boiled, NFS"), (60, "Carrots, fresh, cooked, no added fat"),
            (50, "Onions, cooked, no added fat"),
        ]),
        // ~130 g haggis (lamb, liver, oatmeal, suet, onion) with buttered mashed swede and mashed potato; pub/Burns night main.
        ComposedDish("Haggis, neeps and tatties", said: ["haggis neeps and tatties", "haggis neeps tatties", "haggis, neeps and tatties",
            "haggis with neeps and tatties", "haggis and neeps", "haggis and mash"], [
            (45, "Lamb, ground, cooked, broiled"), (25, "Liver, beef"), (22, "Oats, raw"), (10, "Lard"),
            (15, "Onions, cooked, no added fat"), (130, "Rutabaga, cooked"), (5, "Butter, salted"), (150, "Potatoes, mashed, ready-to-eat"),
        ]),
        // New Orleans French loaf (~120 g) with ~130 g fried shrimp, remoulade/mayo, lettuce, tomato, pickles; restaurant sandwich.
        ComposedDish("Shrimp po' boy", said: ["shrimp po boy", "shrimp poboy", "shrimp po-boy", "shrimp po boys", "shrimp poboys",
            "fried shrimp po boy", "shrimp po boy sandwich", "prawn po boy"], [
            (120, "Bread, French or Vienna"), (130, "Shrimp, fried"), (25, "Mayonnaise, regular"), (25, "Lettuce, iceberg, raw"),
            (30, "Tomatoes, raw"), (15, "Pickles, dill"), (5, "Hot pepper sauce"),
        ]),
        // A quarter of a round sesame loaf with salami, ham, mortadella, provolone and oily olive salad; New Orleans deli serving.
        ComposedDish("Muffuletta (quarter)", said: ["muffuletta", "muffaletta", "muffalata", "muffuletta sandwich", "muffaletta sandwich",
            "muffulettas", "muffalettas", "muffuletta quarter", "quarter muffuletta"], [
            (100, "Bread, Italian"), (30, "Salami, Italian, pork"), (30, "Ham, sliced, regular (approximately 11% fat)"),
            (30, "Mortadella"), (30, "Cheese, Provolone"), (35, "Olives, green"), (10, "Olive oil"), (10, "Celery, raw"),
        ]),
        // One doubles; two small fried bara with curried channa, tamarind and pepper sauce; Trinidad street food.
        ComposedDish("Doubles (chickpea curry in fried flatbread)", said: ["trini doubles", "trinidad doubles",
            "trinidadian doubles", "channa doubles", "doubles with channa"], [
            (60, "Bread, dough, fried"), (80, "Chickpeas, from canned, fat added"), (10, "Chutney"), (5, "Hot pepper sauce"),
            (10, "Cucumber, raw"),
        ]),
        // One ~230 g pasty; shortcrust round beef skirt, potato, swede and onion; UK labels ~550-650 kcal.
        ComposedDish("Cornish pasty", said: ["cornish pasty", "cornish pasties", "pasty", "pasties", "steak pasty", "beef pasty",
            "traditional cornish pasty", "cornish pastie"], [
            (85, "Pie crust, refrigerated, regular, baked"), (55, "Beef, stew meat"), (55, "Potato, cooked, as ingredient"),
            (20, "Rutabaga, cooked"), (15, "Onions, cooked, no added fat"),
        ]),
        // One ~160 g bakery pasty; pastry filled with Cheddar, onion and a little potato.
        ComposedDish("Cheese and onion pasty", said: ["cheese and onion pasty", "cheese and onion pasties", "cheese & onion pasty",
            "cheese onion pasty", "cheese and onion bake", "cheese and onion bakes", "cheese & onion bake", "cheese pasty"], [
            (70, "Pie crust, refrigerated, regular, baked"), (40, "Cheese, Cheddar"), (30, "Onions, cooked, no added fat"),
            (20, "Potato, cooked, as ingredient"),
        ]),
        // One ~150 g Greggs steak bake, label ~400 kcal; puff pastry round diced beef in gravy.
        ComposedDish("Steak bake (Greggs-style puff pastry)", said: ["steak bake", "steak bakes", "greggs steak bake",
            "greggs steak bakes"], [
            (52, "Pastry, puff"), (40, "Beef, steak, cube"), (45, "Gravy, beef"), (10, "Onions, cooked, no added fat"),
        ]),
        // Large flour tortilla with ~90 g grilled chicken, romaine, Parmesan and Caesar dressing; cafe/deli wrap.
        ComposedDish("Chicken caesar wrap", said: ["chicken caesar wrap", "chicken caesar wraps", "caesar wrap", "caesar wraps",
            "grilled chicken caesar wrap", "chicken caesar tortilla wrap"], [
            (70, "Tortilla, flour"), (90, "Chicken fillet, grilled"), (30, "Romaine lettuce, raw"), (10, "Cheese, parmesan, grated"),
            (25, "Caesar dressing"), (5, "Croutons"),
        ]),
        // Main-course bowl; tomato, cucumber, pepper, red onion, olives, a slab of feta, olive oil, ~120 g grilled chicken.
        ComposedDish("Greek salad with chicken", said: ["greek salad with chicken", "chicken greek salad", "greek chicken salad",
            "greek salad with grilled chicken", "grilled chicken greek salad", "horiatiki with chicken"], [
            (120, "Tomatoes, raw"), (80, "Cucumber, raw"), (30, "Peppers, bell, green, raw"), (20, "Onions, red, raw"),
            (25, "Olives, black"), (60, "Cheese, Feta"), (18, "Olive oil"), (120, "Chicken fillet, grilled"),
        ]),
        // UK takeaway; ~150 g chargrilled lamb cubes in a large pitta with salad, garlic mayo and chilli sauce.
        ComposedDish("Lamb shish kebab (takeaway, in pitta)", said: ["lamb shish kebab", "lamb shish", "shish kebab", "lamb shish kebabs",
            "shish kebabs", "lamb shish in pitta", "lamb shish pitta", "lamb shish wrap", "shish kebab in pitta"], [
            (150, "Lamb, NS as to cut"), (80, "Bread, pita"), (30, "Lettuce, iceberg, raw"), (30, "Tomatoes, raw"), (20, "Onions, raw"),
            (20, "Cabbage, red, raw"), (25, "Garlic sauce"), (15, "Hot pepper sauce"),
        ]),
        // ~130 g spit-roasted chicken thigh in a flatbread with garlic sauce, pickles, tomato and lettuce; takeaway, no fries inside.
        ComposedDish("Chicken shawarma wrap", said: ["chicken shawarma wrap", "chicken shawarma wraps", "chicken shawarma",
            "chicken shwarma", "chicken shawarma sandwich", "chicken shawerma", "chicken shawarma roll"], [
            (80, "Bread, pita"), (130, "Chicken thigh, sauteed, skin not eaten"), (25, "Garlic sauce"), (20, "Pickles, dill"),
            (25, "Tomatoes, raw"), (15, "Lettuce, iceberg, raw"), (10, "Onions, raw"),
        ]),
        // Plate of ~340 g: rice cooked in an oily tomato, pepper and onion stew base; no meat.
        ComposedDish("Jollof rice", said: ["jollof rice", "jollof", "nigerian jollof", "ghana jollof", "ghanaian jollof", "party jollof",
            "jollof rices", "jolof rice", "jollof riz"], [
            (220, "Rice, white, cooked, NS as to fat"), (15, "Tomato, paste, canned, without salt added"), (40, "Tomatoes, canned, cooked"),
            (25, "Peppers, red, cooked"), (25, "Onions, cooked, no added fat"), (5, "Peppers, hot chili, red, raw"),
            (12, "Vegetable oil, NFS"),
        ]),        // Japanese rice bowls (donburi): a bowl of rice under beef simmered with onion in sweet soy
        // (a gyudon chain's regular bowl, about 650 kcal), chicken and egg, or a breaded pork
        // cutlet and egg.
        ComposedDish("Gyudon (beef rice bowl)", said: ["gyudon", "gyu don", "japanese beef bowl", "beef rice bowl",
            "gyudons"], spooned: true, [
            (250, "Rice, white, cooked, NS as to fat"), (100, "Beef, NFS"), (60, "Onions, cooked, no added fat"), (15, "Soy sauce"),
            (8, "Sugar, white, granulated or lump"),
        ]),
        ComposedDish("Oyakodon (chicken and egg rice bowl)", said: ["oyakodon", "oyako don", "oyakodons", "chicken and egg rice bowl"],
            spooned: true, [
            (250, "Rice, white, cooked, NS as to fat"), (90, "Chicken thigh, stewed, skin not eaten"),
            (100, "Egg, whole, cooked, scrambled"), (50, "Onions, cooked, no added fat"), (15, "Soy sauce"),
            (8, "Sugar, white, granulated or lump"),
        ]),
        ComposedDish("Katsudon (pork cutlet rice bowl)", said: ["katsudon", "katsu don", "katsu dons", "katsudons", "katsu rice bowl",
            "pork katsu don"], spooned: true, [
            (250, "Rice, white, cooked, NS as to fat"), (120, "Pork, chop, coated, NS as to fat eaten"),
            (60, "Egg, whole, cooked, scrambled"), (50, "Onions, cooked, no added fat"), (15, "Soy sauce"),
            (8, "Sugar, white, granulated or lump"),
        ]),

        // MARK: Drinks

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

        // MARK: Biscuits, sweets, cakes, desserts and sweet drinks

        // One biscuit, 12 g; McVitie's label 46 kcal.
        ComposedDish("Jaffa cake", said: ["jaffa cake", "jaffa cakes", "jaffa", "jaffas"], [
            (6, "Cake, sponge"), (3, "Jams and preserves"), (3, "Chocolate, dark, 45- 59% cacao solids"),
        ]),
        // One 15 g McVitie's digestive, label 71 kcal; a richer, buttery graham-type wheat biscuit.
        ComposedDish("Digestive biscuit", said: ["digestive biscuit", "digestive biscuits", "digestive", "digestives", "plain digestive",
            "plain digestives", "mcvities digestive"], [
            (13.5, "Graham crackers"), (1.5, "Butter, salted"),
        ]),
        // One 12.5 g chocolate, label 73 kcal; hazelnut in wafer shell with nougat cream and chocolate.
        ComposedDish("Ferrero Rocher", said: ["ferrero rocher", "ferrero rochers", "ferrero", "rocher"], [
            (4, "Candies, milk chocolate"), (3, "Chocolate hazelnut spread"), (3, "Hazelnuts"), (2.5, "Cookie, sugar wafer"),
        ]),
        // One 40 g egg, label 177 kcal; milk chocolate shell with fondant filling.
        ComposedDish("Cadbury Creme Egg", said: ["creme egg", "creme eggs", "cadbury creme egg", "cadbury creme eggs", "cream egg",
            "cream eggs"], [
            (20, "Candies, milk chocolate"), (20, "Candies, fondant, prepared-from-recipe"),
        ]),
        // One ~50 g traybake square; shortbread base, caramel, chocolate top; UK labels ~470-490 kcal/100 g.
        ComposedDish("Millionaire's shortbread", said: ["millionaire shortbread", "millionaires shortbread", "millionaire shortbreads",
            "caramel slice", "caramel slices", "caramel shortbread", "millionaire slice"], [
            (22, "Cookie, shortbread"), (18, "Dulce de Leche"), (10, "Candies, milk chocolate"),
        ]),
        // One ~45-50 g griddle cake; flour, butter, sugar, currants; ~400 kcal/100 g.
        ComposedDish("Welsh cake", said: ["welsh cake", "welsh cakes", "welshcake", "welshcakes", "picau ar y maen", "bakestone cake"], [
            (20, "Wheat flour, white, all-purpose, unenriched"), (9, "Butter, salted"), (8, "Sugar, white, granulated or lump"),
            (7, "Currants, zante, dried"), (5, "Egg, whole, raw"),
        ]),
        // One ~30 g slice; Soreen ~300 kcal/100 g; sticky raisin bread made with malt extract.
        ComposedDish("Malt loaf", said: ["malt loaf", "malt loaves", "soreen", "malt bread", "malted loaf"], [
            (22, "Bread, raisin"), (5, "Syrups, malt"), (4, "Raisins"),
        ]),
        // One ~36 g slice; pink and yellow sponge wrapped in marzipan; labels ~380-400 kcal/100 g.
        ComposedDish("Battenberg cake", said: ["battenberg", "battenberg cake", "battenberg cakes", "battenburg", "battenburg cake"], [
            (22, "Cake, pound"), (13, "Almond paste"), (5, "Jams and preserves"),
        ]),
        // One dessert bowl ~155 g; whipped cream, crushed meringue, strawberries.
        ComposedDish("Eton mess", said: ["eton mess", "eton messes", "strawberry eton mess"], spooned: true, [
            (60, "Cream, whipped"), (15, "Meringues"), (80, "Strawberries, raw"),
        ]),
        // One ~80 g slice, 1/8 of a tart; shortcrust, jam, almond frangipane.
        ComposedDish("Bakewell tart", said: ["bakewell tart", "bakewell tarts", "bakewell", "bakewell pudding", "bakewell slice"], [
            (25, "Pie crust, refrigerated, regular, baked"), (12, "Jams and preserves"), (12, "Nuts, almonds"), (9, "Butter, salted"),
            (9, "Sugar, white, granulated or lump"), (10, "Egg, whole, raw"), (3, "Wheat flour, white, all-purpose, unenriched"),
        ]),
        // One ~46 g iced tart; Mr Kipling label ~185-190 kcal.
        ComposedDish("Cherry Bakewell", said: ["cherry bakewell", "cherry bakewells", "cherry bakewell tart", "cherry bakewell tarts",
            "iced bakewell", "mr kipling cherry bakewell"], [
            (14, "Pie crust, refrigerated, regular, baked"), (4, "Jams and preserves"), (14, "Cake, pound"), (12, "Icing, white"),
            (2, "Cherries, maraschino"),
        ]),
        // One ~65 g bakery/supermarket flapjack; oats, butter, golden syrup, sugar; ~450 kcal/100 g.
        ComposedDish("Flapjack (UK oat bar)", said: ["flapjack", "flapjacks", "oat flapjack", "golden syrup flapjack"], [
            (32, "Oats, whole grain, rolled, old fashioned"), (14, "Butter, salted"), (10, "Syrup, Cane"), (10, "Sugars, brown"),
        ]),
        // One ~50 g piece; chocolate, marshmallow, broken biscuit, glace cherries.
        ComposedDish("Rocky road", said: ["rocky road", "rocky roads", "rocky road bar", "rocky road bars", "rocky road slice",
            "rocky road traybake"], [
            (20, "Candies, milk chocolate"), (8, "Candies, marshmallows"), (10, "Graham crackers"), (5, "Butter, salted"),
            (3, "Syrup, Cane"), (4, "Cherries, maraschino"),
        ]),
        // One ~50 g piece; crushed biscuits, butter, syrup, raisins, chocolate top.
        ComposedDish("Tiffin (chocolate biscuit slice)", said: ["tiffin", "tiffins", "chocolate tiffin", "tiffin bar", "tiffin slice",
            "chocolate biscuit cake"], [
            (18, "Graham crackers"), (8, "Butter, salted"), (4, "Syrup, Cane"), (6, "Raisins"), (12, "Candies, milk chocolate"),
            (2, "Cocoa, dry powder, unsweetened"),
        ]),
        // One medium apple ~150 g with ~35 g hard sugar coating.
        ComposedDish("Toffee apple", said: ["toffee apple", "toffee apples", "candy apple", "candy apples", "candied apple",
            "candied apples"], [
            (150, "Apple, raw"), (30, "Sugar, white, granulated or lump"), (5, "Syrups, corn, light"),
        ]),
        // One Classic Roll; Cinnabon lists 880 kcal; large cinnamon bun with cream cheese frosting.
        ComposedDish("Cinnabon Classic Roll", said: ["cinnabon", "cinnabons", "cinnabon classic", "cinnabon classic roll", "cinnabon roll",
            "cinnabon cinnamon roll"], [
            (190, "Roll, sweet, cinnamon bun, no frosting"), (45, "Frostings, cream cheese-flavor, ready-to-eat"),
        ]),
        // Two pieces ~40 g each with syrup; milk-solid dough balls fried in ghee, soaked in sugar syrup; ~150 kcal each.
        ComposedDish("Gulab jamun", said: ["gulab jamun", "gulab jamuns", "gulab jaman", "gulab jamon", "gulabjamun"], [
            (20, "Milk, dry, whole, without added vitamin D"), (5, "Wheat flour, white, all-purpose, unenriched"),
            (8, "Ghee, clarified butter"), (25, "Sugar, white, granulated or lump"),
        ]),
        // One ~150 g bowl; rice simmered in whole milk with sugar, almonds, cardamom.
        ComposedDish("Kheer (rice pudding)", said: ["kheer", "kheers", "rice kheer", "chawal ki kheer", "payasam", "firni",
            "phirni"], spooned: true, [
            (180, "Milk, whole"), (12, "Rice, white, long grain, unenriched, raw"), (15, "Sugar, white, granulated or lump"),
            (5, "Nuts, almonds"),
        ]),
        // One ~45 g daifuku; glutinous rice dough around sweet red bean paste.
        ComposedDish("Mochi", said: ["mochi", "mochis", "daifuku", "daifuku mochi", "red bean mochi", "mochi cake"], [
            (15, "Flour, rice, glutinous"), (3, "Sugar, white, granulated or lump"), (20, "Bean paste, sweetened"),
        ]),
        // One Thai restaurant plate; glutinous rice in sweet coconut milk with half a mango.
        ComposedDish("Mango sticky rice", said: ["mango sticky rice", "mango sticky rices", "khao niao mamuang", "sticky rice with mango",
            "mango with sticky rice"], [
            (150, "Rice, white, cooked, glutinous"), (70, "Coconut milk, used in cooking"), (20, "Sugar, white, granulated or lump"),
            (100, "Mango, raw"),
        ]),
        // One ~300 ml restaurant glass; whole-milk yogurt blended with milk and sugar.
        ComposedDish("Sweet lassi", said: ["sweet lassi", "sweet lassis", "meethi lassi"], drink: true, [
            (200, "Yogurt, whole milk, plain"), (60, "Milk, whole"), (20, "Sugar, white, granulated or lump"),
        ]),
        // One 16 oz grande, whole milk, whipped cream, caramel drizzle; Starbucks lists 380 kcal.
        ComposedDish("Caramel Frappuccino", said: ["caramel frappuccino", "caramel frappuccinos", "caramel frappe", "caramel frap",
            "starbucks caramel frappuccino"], drink: true, [
            (340, "Frozen coffee drink"), (20, "Syrup, NFS"), (25, "Cream, whipped"), (5, "Caramel dip, regular"),
        ]),
        // One pint glass, 568 ml made up with water; sugared cordial/high-juice squash ~20-23 kcal per 100 ml diluted.
        ComposedDish("Cordial (full-sugar, made up)", said: ["cordial", "cordials", "orange cordial", "lime cordial", "elderflower cordial",
            "blackcurrant cordial", "full sugar squash", "high juice squash", "high juice"], drink: true, [
            (520, "Water, tap"), (20, "Orange juice, 100%, NFS"), (26, "Sugar, white, granulated or lump"),
        ]),

        // MARK: Takeaway sides, British puddings, ices and more drinks

        // Chinese takeaway box of chips stir-fried with onion, peppers, chilli, salt and five spice; five spice stood in by ground anise,
        // too little to matter.
        ComposedDish("Salt and pepper chips (fries with onion and peppers)", said: ["salt and pepper chips",
            "salt & pepper chips", "salt n pepper chips",
            "salt and pepper fries", "salt & pepper fries", "salt and chilli chips", "salt and pepper chip",
            "chinese salt and pepper chips"], [
            (190, "Potato, french fries, restaurant"), (40, "Onions, raw"), (30, "Peppers, bell, green, raw"),
            (5, "Peppers, hot chili, red, raw"), (8, "Vegetable oil, NFS"), (2, "Salt, table"), (1, "Spices, anise seed"),
        ]),
        // Chinese takeaway quarter crispy aromatic duck, shredded, with 6 thin pancakes, hoisin, cucumber and spring onion.
        ComposedDish("Crispy duck pancakes (crispy aromatic duck with pancakes)", said: ["crispy duck pancakes", "crispy duck pancake",
            "crispy duck with pancakes", "crispy aromatic duck pancakes", "duck pancakes", "duck pancake", "crispy duck wraps"], [
            (130, "Duck, roasted, skin eaten"), (60, "Chinese pancake"), (35, "Hoisin sauce"), (30, "Cucumber, raw"),
            (15, "Onions, green, raw"),
        ]),
        // UK bakery slice of two puff pastry layers with thick set custard and white icing, like a Greggs custard slice.
        ComposedDish("Custard slice (vanilla slice)", said: ["custard slice", "custard slices", "vanilla slice", "vanilla slices",
            "custard square", "custard squares", "vanilla custard slice", "mille feuille", "millefeuille", "cream slice", "snot block"], [
            (35, "Pastry, puff"), (75, "Puddings, vanilla, ready-to-eat"), (15, "Icing, white"),
        ]),
        // One restaurant ramekin of cream set with gelatin, sweetened, with a spoon of raspberry coulis.
        ComposedDish("Panna cotta with fruit coulis", said: ["panna cotta", "panna cottas", "pannacotta", "pana cotta", "panacotta",
            "panna cotta with coulis", "panna cotta with berry coulis", "vanilla panna cotta", "panna cotta with raspberry coulis"], [
            (80, "Cream, heavy"), (30, "Milk, whole"), (12, "Sugar, white, granulated or lump"), (2, "Gelatins, dry powder, unsweetened"),
            (30, "Raspberries, frozen"), (5, "Sugar, white, granulated or lump"),
        ]),
        // UK Indian takeaway portion, prawns in a creamy almond-coconut sauce with ghee and sugar, without rice.
        ComposedDish("Prawn korma", said: ["prawn korma", "prawn kormas", "king prawn korma", "shrimp korma", "prawns korma",
            "korma with prawns"], [
            (140, "Crustaceans, shrimp, cooked"), (60, "Onions, cooked, no added fat"), (15, "Ghee, clarified butter"),
            (60, "Cream, heavy"), (15, "Almonds, NFS"), (10, "Coconut, packaged"), (8, "Sugar, white, granulated or lump"),
            (2, "Spices, curry powder"),
        ]),
        // Indian restaurant side dish of boiled potato fried with onion, tomato, turmeric and mustard seed in oil.
        ComposedDish("Bombay potatoes (spiced potato curry side)", said: ["bombay potatoes", "bombay potato", "bombay aloo", "bombay alu",
            "bombay potatos", "bombay aloo side", "bombay potato curry"], [
            (180, "Potato, boiled, NFS"), (12, "Vegetable oil, NFS"), (30, "Onions, raw"), (40, "Tomatoes, canned, cooked"),
            (2, "Spices, curry powder"), (1, "Spices, mustard seed, ground"),
        ]),
        // Chinese takeaway carton of chicken breast stir-fried with green pepper and onion in black bean sauce, without rice.
        ComposedDish("Chicken in black bean sauce", said: ["chicken in black bean sauce", "chicken black bean sauce",
            "chicken with black bean sauce", "black bean chicken", "chicken and black bean sauce", "chicken in black bean",
            "chicken black bean"], [
            (150, "Chicken breast, sauteed, skin not eaten"), (60, "Peppers, green, cooked"), (60, "Onions, cooked, no added fat"),
            (60, "Black bean sauce"), (8, "Vegetable oil, NFS"), (4, "Cornstarch"),
        ]),
        // A flute of about 110 ml champagne with 15 ml creme de cassis; cassis stood in by generic liqueur.
        ComposedDish("Kir royale (champagne with cassis)", said: ["kir royale", "kir royales", "kir royal", "kir royals",
            "champagne and cassis", "champagne cassis"], drink: true, [
            (15, "Liqueur"), (110, "Wine, sparkling"),
        ]),
        // A 360 ml green bottle of 16-17% ABV soju holds about 47-49 g alcohol; stood in by vodka diluted with water to that strength.
        ComposedDish("Soju (Korean spirit)", said: ["soju", "sojus", "soju bottle", "chamisul", "jinro soju", "korean soju"], drink: true, [
            (145, "Vodka"), (210, "Water, tap"),
        ]),
        // One heaped teaspoon (about 11 g) of beef extract stirred into a mug of hot water; stood in by dry beef bouillon powder.
        ComposedDish("Bovril (hot beef drink)", said: ["bovril", "bovrils", "hot bovril", "bovril drink", "beef tea"], drink: true, [
            (11, "Soup, beef broth or bouillon, powder, dry"), (230, "Water, tap"),
        ]),
        // UK tearoom serving of two 70 g plain scones with a pot of clotted cream and jam, tea's milk not included; clotted cream stood in
        // by double cream plus butter.
        ComposedDish("Cream tea (two scones with clotted cream and jam)", said: ["cream tea", "cream teas", "devon cream tea",
            "cornish cream tea", "scones with clotted cream and jam", "scones with jam and cream", "scones jam and cream"], [
            (140, "Scone"), (35, "Cream, heavy"), (15, "Butter, salted"), (40, "Jam"),
        ]),
        // One UK bakery flaky pastry round filled with buttery sugared currants, about 55 g.
        ComposedDish("Eccles cake", said: ["eccles cake", "eccles cakes", "eccles", "eccle cake", "eccles pastry"], [
            (28, "Pastry, puff"), (20, "Currants, zante, dried"), (5, "Sugar, brown"), (3, "Butter, salted"),
        ]),
        // A 110 g portion of steamed suet, breadcrumb and dried-fruit pudding with brandy, no custard; suet stood in by beef tallow.
        ComposedDish("Christmas pudding", said: ["christmas pudding", "christmas puddings", "xmas pudding", "xmas puddings",
            "christmas pud", "xmas pud", "plum pudding", "figgy pudding"], [
            (28, "Raisins"), (15, "Currants, zante, dried"), (5, "Candied fruit"), (12, "Sugar, brown"),
            (12, "Bread, crumbs, dry, grated, plain"), (8, "Wheat flour, white, all-purpose, unenriched"), (9, "Fat, beef tallow"),
            (12, "Egg, whole, raw"), (3, "Brandy"), (6, "Beer"),
        ]),
        // A UK school-dinner or pub portion of rolled suet pastry spread with jam, steamed, no custard; suet stood in by beef tallow.
        ComposedDish("Jam roly poly (steamed suet pudding with jam)", said: ["jam roly poly", "jam roly polys", "jam roly-poly",
            "jam roley poley", "roly poly", "roly poly pudding", "jam roly poly pudding"], [
            (45, "Wheat flour, white, all-purpose, unenriched"), (18, "Fat, beef tallow"), (5, "Sugar, white, granulated or lump"),
            (15, "Milk, whole"), (30, "Jam"),
        ]),
        // A UK portion of steamed suet pudding studded with currants, about 120 g, no custard; suet stood in by beef tallow.
        ComposedDish("Spotted dick (suet sponge with currants)", said: ["spotted dick", "spotted dicks", "spotted dick pudding",
            "spotted dog", "spotty dick"], [
            (40, "Wheat flour, white, all-purpose, unenriched"), (16, "Fat, beef tallow"), (12, "Sugar, white, granulated or lump"),
            (25, "Currants, zante, dried"), (25, "Milk, whole"),
        ]),
        // A UK portion of steamed butter sponge soaked in golden syrup, no custard; golden syrup stood in by cane syrup.
        ComposedDish("Treacle sponge (steamed sponge with golden syrup)", said: ["treacle sponge", "treacle sponges",
            "treacle sponge pudding", "syrup sponge", "syrup sponge pudding", "golden syrup sponge", "steamed treacle sponge"], [
            (30, "Wheat flour, white, all-purpose, unenriched"), (25, "Butter, salted"), (25, "Sugar, white, granulated or lump"),
            (25, "Egg, whole, raw"), (5, "Milk, whole"), (35, "Syrup, Cane"),
        ]),
        // One tall glass of vanilla ice cream layered with fruit, jelly and strawberry sauce, topped with cream, a wafer, nuts and a
        // cherry.
        ComposedDish("Knickerbocker glory (ice cream sundae)", said: ["knickerbocker glory", "knickerbocker glories", "knickerbocker",
            "knickerbocker glorys", "knickerbocker sundae"], [
            (150, "Ice cream, vanilla"), (80, "Fruit cocktail, canned, in syrup"), (60, "Gelatin dessert"), (20, "Strawberry drink syrup"),
            (20, "Cream, whipped, cream topping, pressurized"), (5, "Ice cream cones, cake or wafer-type"), (5, "Almonds, NFS"),
            (8, "Cherries, maraschino"),
        ]),
        // UK ice cream van soft-serve in a wafer cone with an 8 g chocolate flake stuck in.
        ComposedDish("99 flake (soft-serve cone with a chocolate flake)", said: ["99 flake", "99 flakes", "ninety nine flake",
            "99 ice cream", "99 cone", "flake 99", "99 with a flake"], [
            (100, "Ice cream, soft serve, vanilla"), (10, "Ice cream cones, cake or wafer-type"), (8, "Candies, milk chocolate"),
        ]),
        // UK ice cream van swirl of vanilla soft-serve in a wafer cone, no flake.
        ComposedDish("Mr Whippy (soft-serve ice cream cone)", said: ["mr whippy", "mr whippys", "mister whippy", "mr whippy cone",
            "mr whippy ice cream", "soft serve cone", "soft serve ice cream cone", "soft whip", "whippy"], [
            (100, "Ice cream, soft serve, vanilla"), (10, "Ice cream cones, cake or wafer-type"),
        ]),
        // One 80 ml Wall's Twister of lime and pineapple water ice twisted around strawberry ice cream.
        ComposedDish("Twister lolly (fruit ice and ice cream lolly)", said: ["twister lolly", "twister lollies", "twister ice lolly",
            "twister ice lollies"], [
            (55, "Popsicle"), (15, "Ice cream, vanilla"),
        ]),
        // One wine glass of 60 ml Aperol, 90 ml prosecco and a splash of soda; Aperol (11% ABV, sweet) stood in by sweet dessert wine.
        ComposedDish("Aperol spritz", said: ["aperol spritz", "aperol spritzes", "aperol spritzer", "spritz", "spritz veneziano",
            "aperol and prosecco"], drink: true, [
            (60, "Wine, dessert, sweet"), (90, "Wine, sparkling"), (30, "Water, carbonated, plain"),
        ]),
        // A flute of 50 ml sweetened white peach puree topped with 100 ml prosecco.
        ComposedDish("Bellini (peach and prosecco)", said: ["bellini", "bellinis", "peach bellini", "prosecco bellini",
            "peach prosecco"], drink: true, [
            (50, "Peach, raw"), (5, "Sugar, white, granulated or lump"), (100, "Wine, sparkling"),
        ]),

        // MARK: More takeaways, chains and home plates

        // One thick slice (~140 g) of a home or pub nut roast of cashews, walnuts, breadcrumbs, onion, carrot, bound with egg and butter.
        ComposedDish("Nut roast", said: ["nut roast", "nut roasts", "nut loaf", "nut roast slice", "vegetarian nut roast",
            "vegan nut roast", "christmas nut roast", "lentil nut roast"], [
            (20, "Cashews, unsalted"), (15, "Nuts, walnuts, english"), (20, "Bread, crumbs, dry, grated, plain"),
            (30, "Onions, cooked, no added fat"), (25, "Carrots, fresh, cooked, no added fat"), (20, "Lentils, from dried, no added fat"),
            (10, "Egg, whole, raw"), (5, "Butter, NFS"),
        ]),
        // London pie shop plate: one minced beef pie in short pastry, two scoops of mash, ladle of green parsley liquor; pie filling stood
        // in by ground beef in gravy.
        ComposedDish("Pie and mash with liquor", said: ["pie and mash", "pie and mash with liquor", "pie mash and liquor",
            "pie mash liquor", "pie and mash and liquor", "pie & mash", "pie n mash", "double pie and mash", "london pie and mash",
            "pie mash and gravy"], [
            (65, "Pie crust, refrigerated, regular, baked"), (70, "Beef, ground"), (30, "Gravy, beef"), (200, "Potato, mashed, NFS"),
            (100, "Soup, chicken broth, ready-to-serve"), (8, "Wheat flour, white, all-purpose, unenriched"), (4, "Butter, NFS"),
            (4, "Parsley, fresh"),
        ]),
        // One portion of lamb neck stewed with onion and carrot under a layer of sliced, buttered, baked potatoes, with its gravy.
        ComposedDish("Lancashire hotpot", said: ["lancashire hotpot", "lancashire hot pot", "lancashire hotpots", "lamb hotpot",
            "lamb and potato hotpot", "mutton hotpot", "scouse hotpot"], [
            (100, "Lamb, NS as to cut"), (180, "Potato, baked, NFS"), (60, "Onions, cooked, no added fat"),
            (40, "Carrots, fresh, cooked, no added fat"), (80, "Gravy, beef"), (5, "Butter, NFS"),
        ]),
        // UK pub plate without chips: 8 oz rump steak, lamb chop, pork sausage, gammon steak, fried egg, grilled tomato, mushrooms; gammon
        // stood in by sliced ham.
        ComposedDish("Mixed grill", said: ["mixed grill", "mixed grills", "pub mixed grill", "full mixed grill", "mixed grill platter",
            "mixed grill without chips", "mixed grill no chips"], [
            (150, "Beef, steak, sirloin, NS as to fat eaten"), (80, "Lamb, chop"), (60, "Pork sausage"),
            (120, "Ham, sliced, regular (approximately 11% fat)"), (46, "Egg, whole, fried, NS as to fat"), (80, "Tomatoes, fresh, cooked"),
            (70, "Mushrooms, fresh, cooked with oil"),
        ]),
        // Japanese takeaway box of steamed rice, teriyaki chicken, side salad with dressing, pickles and a few slices of sweet rolled
        // omelette.
        ComposedDish("Bento box (Japanese lunch box)", said: ["bento box", "bento boxes", "bento", "bentos", "japanese bento",
            "chicken bento", "teriyaki chicken bento", "chicken teriyaki bento", "bento lunch", "bento lunch box"], [
            (200, "Rice, white, cooked, NS as to fat"), (150, "Chicken or turkey with teriyaki"), (40, "Mixed salad greens, raw"),
            (10, "Salad dressing, NFS, for salads"), (20, "Cabbage, japanese style, fresh, pickled"),
            (50, "Egg omelet or scrambled egg, made with oil"), (3, "Sugar, white, granulated or lump"),
        ]),
        // One street-food stick of sausage and mozzarella in yeasted batter, panko coated, deep fried, rolled in sugar, with ketchup.
        ComposedDish("Korean corn dog", said: ["korean corn dog", "korean corn dogs", "korean hot dog", "korean hot dogs", "korean corndog",
            "mozzarella corn dog", "cheese corn dog", "k dog", "gamja hot dog", "rice dog"], [
            (40, "Frankfurter, beef, heated"), (25, "Cheese, mozzarella, whole milk"), (35, "Wheat flour, white, all-purpose, unenriched"),
            (12, "Bread, crumbs, dry, grated, plain"), (10, "Vegetable oil, NFS"), (6, "Sugar, white, granulated or lump"), (12, "Ketchup"),
        ]),
        // One plain Hong Kong egg waffle sheet, batter of flour, egg, sugar, evaporated milk and oil, no toppings.
        ComposedDish("Bubble waffle (Hong Kong egg waffle)", said: ["bubble waffle", "bubble waffles", "egg waffle", "egg waffles",
            "hong kong egg waffle", "hong kong waffle", "eggette", "eggettes", "gai daan jai"], [
            (45, "Wheat flour, white, all-purpose, unenriched"), (25, "Egg, whole, raw"), (15, "Sugar, white, granulated or lump"),
            (30, "Milk, evaporated, whole"), (5, "Vegetable oil, NFS"),
        ]),
        // One Japanese street-stall fish-shaped pancake of flour, egg, sugar and milk batter filled with sweet red bean paste.
        ComposedDish("Taiyaki (fish-shaped red bean cake)", said: ["taiyaki", "taiyakis", "red bean taiyaki", "taiyaki red bean",
            "fish cake waffle", "japanese fish waffle", "fish shaped waffle", "bungeoppang", "boong uh bbang"], [
            (30, "Wheat flour, white, all-purpose, unenriched"), (10, "Egg, whole, raw"), (6, "Sugar, white, granulated or lump"),
            (15, "Milk, whole"), (2, "Vegetable oil, NFS"), (40, "Bean paste, sweetened"),
        ]),
        // UK takeaway box of sliced doner meat over a portion of chips with garlic mayo and chilli sauce; doner stood in by broiled ground
        // lamb.
        ComposedDish("Kebab meat and chips", said: ["kebab meat and chips", "doner meat and chips", "doner and chips",
            "donner meat and chips", "kebab meat chips", "kebab box", "doner box", "kebab meat on chips"], [
            (150, "Lamb, ground, cooked, broiled"), (250, "Potato, french fries, restaurant"), (30, "Garlic sauce"),
            (20, "Tomato chili sauce"), (20, "Lettuce, iceberg, raw"), (15, "Onions, raw"),
        ]),
        // Nando's-style regular portion of chips dusted with peri-peri salt of paprika, chilli and salt.
        ComposedDish("Peri peri chips", said: ["peri peri chips", "peri-peri chips", "piri piri chips", "peri salted chips",
            "peri-salted chips", "peri peri fries", "piri piri fries", "nandos chips", "peri chips"], [
            (140, "Potato, french fries, restaurant"), (1, "Spices, paprika"), (0.5, "Spices, pepper, red or cayenne"), (1, "Salt, table"),
        ]),
        // One flame-grilled peri-peri chicken leg quarter, thigh and drumstick with skin, basted with chilli-lemon oil, no sides.
        ComposedDish("Nando's quarter chicken (peri-peri chicken leg)", said: ["nandos quarter chicken", "quarter peri peri chicken",
            "peri peri chicken leg", "peri-peri chicken", "piri piri chicken", "nandos chicken leg"], [
            (100, "Chicken thigh, rotisserie, skin eaten"), (60, "Chicken drumstick, rotisserie, skin eaten"), (3, "Vegetable oil, NFS"),
            (3, "Peppers, hot chili, red, raw"), (3, "Lemon juice, raw"),
        ]),
        // Home plate of spaghetti with meat-free mince in tomato sauce; Quorn mince stood in by rehydrated textured vegetable protein.
        ComposedDish("Quorn mince bolognese", said: ["quorn mince bolognese", "quorn bolognese", "quorn spaghetti bolognese",
            "quorn spag bol", "vegetarian bolognese", "veggie bolognese", "vegan bolognese", "meat free bolognese", "veggie spag bol",
            "quorn mince spaghetti"], [
            (25, "Textured vegetable protein, dry"), (150, "Spaghetti sauce"), (40, "Onions, cooked, no added fat"), (5, "Olive oil"),
            (220, "Pasta, cooked"), (5, "Cheese, parmesan, grated"),
        ]),
        // Restaurant/home plant-based patty in a white bun with lettuce, tomato, onion, pickles, ketchup and mayo; Beyond patty stood in by
        // a generic veggie burger patty.
        ComposedDish("Beyond Burger (plant-based burger)", said: ["beyond burger", "beyond burgers", "beyond meat burger",
            "plant based burger", "plant-based burger", "vegan burger", "meat free burger", "plant burger"], [
            (120, "Veggie burger patty, no bun"), (70, "Roll, white, hamburger bun"), (15, "Lettuce, iceberg, raw"), (30, "Tomatoes, raw"),
            (15, "Onions, raw"), (15, "Pickles, dill"), (15, "Ketchup"), (15, "Mayonnaise, regular"),
        ]),
        // One 100 g pot of full-fat natural fromage frais, about 110 kcal on UK labels; fresh curd stood in by dry-curd cottage cheese
        // blended with cream.
        ComposedDish("Fromage frais (plain)", said: ["fromage frais", "plain fromage frais", "natural fromage frais", "fromage frais pot",
            "fromage blanc", "fromages frais"], [
            (80, "Cheese, cottage, dry curd"), (15, "Cream, heavy"), (5, "Milk, whole"),
        ]),
        // One 47 g kids' pot of fruit fromage frais, about 50 kcal on the label; fresh curd stood in by dry-curd cottage cheese with cream.
        ComposedDish("Petits Filous (fruit fromage frais pot)", said: ["petit filous", "petits filous", "petit filou", "petits filou",
            "fruit fromage frais", "kids fromage frais", "strawberry fromage frais"], [
            (30, "Cheese, cottage, dry curd"), (4, "Cream, heavy"), (8, "Strawberries, raw"), (4, "Sugar, white, granulated or lump"),
        ]),
        // One KFC Original Recipe drumstick, about 130-170 kcal on US/UK menus; pressure-fried with seasoned flour coating.
        ComposedDish("KFC drumstick (Original Recipe)", said: ["kfc drumstick", "kfc drumsticks", "kfc original recipe drumstick",
            "kfc chicken drumstick", "kfc leg", "kfc chicken leg", "fried chicken drumstick", "kentucky fried chicken drumstick"], [
            (50, "Chicken drumstick, sauteed, skin eaten"), (7, "Wheat flour, white, all-purpose, unenriched"), (3, "Vegetable oil, NFS"),
        ]),
        // Side portion of grilled courgette, red pepper, aubergine and red onion brushed with olive oil.
        ComposedDish("Grilled vegetables", said: ["grilled vegetables", "grilled veg", "grilled veggies", "chargrilled vegetables",
            "char-grilled veg", "griddled vegetables", "mediterranean vegetables", "roasted mediterranean vegetables",
            "grilled mixed vegetables"], [
            (70, "Summer squash, cooked, as ingredient"), (50, "Peppers, red, cooked"), (60, "Eggplant, cooked, no added fat"),
            (40, "Onions, cooked, no added fat"), (8, "Olive oil"),
        ]),
        // Home plate of one roast chicken leg (thigh and drumstick, skin on) with roasted potatoes, carrots, parsnips and onion, splash of
        // gravy.
        ComposedDish("Roast chicken and vegetables", said: ["roast chicken and vegetables", "roast chicken and veg",
            "roast chicken with vegetables", "roast chicken and roasted vegetables", "chicken and roast vegetables",
            "roast chicken leg and vegetables", "chicken traybake", "roast chicken tray bake"], [
            (100, "Chicken thigh, rotisserie, skin eaten"), (60, "Chicken drumstick, rotisserie, skin eaten"),
            (110, "Potato, roasted, NFS"), (70, "Carrots, fresh, cooked with oil"), (50, "Parsnips, cooked"),
            (35, "Onions, cooked, fat added"), (45, "Gravy, poultry"),
        ]),
        // One person's share at a hotpot table: thin-sliced beef and lamb, tofu, napa cabbage, bok choy, enoki, noodles, oil picked up from
        // the broth, sesame dipping sauce; chilli oil stood in by vegetable oil.
        ComposedDish("Hot pot (Chinese hotpot)", said: ["hot pot", "chinese hot pot", "chinese hotpot", "hotpot meal", "sichuan hot pot",
            "mala hot pot", "steamboat", "huoguo"], [
            (80, "Beef, NFS"), (40, "Lamb, NS as to cut"), (80, "Tofu, extra firm, prepared with nigari"), (100, "Cabbage, napa, cooked"),
            (60, "Cabbage, bok choy, raw"), (50, "Mushrooms, enoki, raw"), (120, "Noodles, cooked"),
            (200, "Soup, chicken broth, ready-to-serve"), (8, "Vegetable oil, NFS"), (15, "Seeds, sesame butter, paste"),
            (10, "Soy sauce"),
        ]),
        // South Indian breakfast of two steamed idli (~45 g each) with a bowl of vegetable sambar.
        ComposedDish("Idli sambar", said: ["idli sambar", "idli sambhar", "idly sambar", "sambar idli", "idli sambar plate"], [
            (90, "Idli"), (200, "Sambar, vegetable stew"),
        ]),
        // Takeaway tray of 4 grilled marinated chicken thigh skewers (~30 g each) with a pot of peanut sauce.
        ComposedDish("Chicken satay (4 skewers with peanut sauce)", said: ["chicken satay", "chicken satays", "chicken sate",
            "chicken satay with peanut sauce"], [
            (120, "Chicken thigh, sauteed, skin not eaten"), (3, "Vegetable oil, NFS"), (3, "Sugar, brown"), (60, "Peanut sauce"),
        ]),
        // Five Guys regular cheeseburger: two patties, two slices American cheese, bun, with mayo, ketchup, lettuce, tomato, pickles,
        // onion, mustard; ~840 kcal before toppings.
        ComposedDish("Five Guys cheeseburger", said: ["five guys cheeseburger", "five guys cheese burger", "five guys cheeseburgers",
            "5 guys cheeseburger", "five guys burger with cheese", "five guys double cheeseburger"], [
            (90, "Roll, white, hamburger bun"), (160, "Beef, ground, patty"), (34, "Cheese, American"), (12, "Mayonnaise, regular"),
            (15, "Ketchup"), (5, "Mustard"), (15, "Lettuce, iceberg, raw"), (30, "Tomatoes, raw"), (15, "Pickles, dill"),
            (15, "Onions, raw"),
        ]),
        // One 1/6 slice of Costco's 18-inch food-court pizza, ~700 kcal cheese per Costco; crust stood in by white bread; for pepperoni
        // swap some cheese for pepperoni, similar kcal.
        ComposedDish("Costco pizza slice", said: ["costco pizza slice", "costco pizza", "costco cheese pizza slice",
            "costco pepperoni pizza slice", "costco food court pizza", "costco slice", "costco pizza slices"], [
            (155, "Bread, white"), (75, "Cheese, Mozzarella, part skim"), (60, "Sauce, pizza, canned, ready-to-serve"), (5, "Olive oil"),
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
        let partWords = Set(dish.parts.flatMap { PlainWordsResolver.nameCheckWords($0.name.lowercased()) })
        let added = words[(with + 1)...].map(PlainWordsParser.singular)
        return !added.isEmpty && added.allSatisfy(partWords.contains) ? name : nil
    }
}
