/// Dishes people log that the index has no food for, each as the index's foods it is made of,
/// by the grams of one usual serving (a home or a takeaway portion, from recipes and nutrition
/// labels). A dish is here only when no food of the index is it: what the index names is
/// logged as the index names it.
public enum ComposedDishes {
    /// The dishes.
    public static let dishes: [ComposedDish] = [
        // MARK: British dishes

        // Two sausages, two rashers, egg, beans, toast, tomato, mushrooms; UK cafe serving. A full
        // Irish, Scottish or Welsh and an Ulster fry are this plate with puddings, potato or soda
        // bread in place of some of it (a full Irish was 30 g of Irish shortbread).
        ComposedDish("Full English breakfast", said: ["full english breakfast", "full english", "fry up", "fry ups",
            "full breakfast", "cooked breakfast", "full irish breakfast", "full irish", "irish breakfast", "full scottish",
            "full scottish breakfast", "full welsh", "ulster fry", "ulster fries"], [
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
        ComposedDish("Kimchi jjigae", said: ["kimchi jjigae", "pork kimchi jjigae", "kimchi stew", "kimchi chigae", "kimchi jigae",
            "kimchi soup", "kimchee stew", "kimchi jjigae stew"], spooned: true, [
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
        ComposedDish("Nicoise salad", said: ["nicoise salad", "salade nicoise", "nicoise", "tuna nicoise", "salad nicoise",
            "niçoise salad", "salade niçoise", "niçoise", "tuna niçoise", "tuna nicoise salad", "nicoise salads"], [
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
        ComposedDish("Lamb kofta", pieces: 2, said: ["lamb kofta", "lamb koftas", "seekh kebab", "seekh kabab", "lamb kofta kebab",
            "lamb kofta kebabs", "lamb kofte", "lamb kufta", "lamb kafta", "lamb kofta skewer", "kofta skewer"], [
            (120, "Lamb, ground, cooked, broiled"), (15, "Onions, raw"), (5, "Parsley, fresh"),
        ]),
        // Two grilled spiced minced-beef skewers, ~120 g cooked; no bread.
        ComposedDish("Beef kofta", pieces: 2, said: ["beef kofta", "beef koftas", "beef kofta kebab", "beef kofta kebabs", "beef kofte",
            "beef kufta", "beef kafta"], [
            (120, "Beef, ground"), (15, "Onions, raw"), (5, "Parsley, fresh"),
        ]),
        // Taco Bell label ~530 kcal; large flour tortilla folded round seasoned beef, nacho cheese, tostada shell, sour cream, lettuce,
        // tomato.
        ComposedDish("Crunchwrap Supreme", said: ["crunchwrap supreme", "crunchwrap", "crunchwraps", "crunch wrap", "crunch wrap supreme",
            "crunchwrap supremes", "taco bell crunchwrap", "crunchwrap supreme beef", "taco bell crunchwrap supreme",
            "taco bell crunch wrap"], [
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
        ComposedDish("Pani puri", pieces: 6, said: ["pani puri", "panipuri", "pani poori", "golgappa", "golgappe", "gol gappa",
            "puchka", "phuchka", "gupchup", "pani puris", "pani puri chaat"], [
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
        ComposedDish("Har gow (shrimp dumplings)", pieces: 4, said: ["har gow", "har gau", "ha gow", "ha gau", "hargow", "har kau",
            "shrimp dumplings", "prawn dumplings", "crystal shrimp dumplings", "dim sum shrimp dumplings", "steamed shrimp dumplings",
            "har gows", "shrimp har gow", "prawn har gow"], [
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
        // Coconut rice with sambal, fried anchovies, peanuts, half a boiled egg and cucumber; Malaysian/Singapore
        // hawker plate. Fried chicken (ayam goreng) is an addition, said when it is there.
        ComposedDish("Nasi lemak", said: ["nasi lemak", "nasi lemaks", "plain nasi lemak"], [
            (160, "Rice, cooked with coconut milk"), (15, "Peppers, hot chili, red, raw"), (15, "Onions, raw"), (8, "Vegetable oil, NFS"),
            (5, "Sugar, white, granulated or lump"), (15, "Fish, anchovy"), (15, "Peanuts, NFS"), (25, "Egg, whole, cooked, hard-boiled"),
            (30, "Cucumber, raw"),
        ]),
        // The same plate with a piece of fried chicken.
        ComposedDish("Nasi lemak (with fried chicken)", said: ["nasi lemak ayam", "nasi lemak ayam goreng",
            "nasi lemak with chicken", "nasi lemak with fried chicken", "chicken nasi lemak"], [
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
        ComposedDish("Takoyaki (octopus balls)", pieces: 6, said: ["takoyaki", "tako yaki", "octopus balls", "octopus ball",
            "takoyaki balls",
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
            "rice and pigeon peas", "arroz gandules"], spooned: true, [
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
            "fried shrimp po boy", "shrimp po boy sandwich", "prawn po boy", "po boy", "poboy", "po-boy", "po boys", "po boy sandwich"], [
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
        // One ~40 g griddle cake; flour, butter, sugar, currants; ~400 kcal/100 g.
        ComposedDish("Welsh cake", said: ["welsh cake", "welsh cakes", "welshcake", "welshcakes", "picau ar y maen", "bakestone cake"], [
            (16, "Wheat flour, white, all-purpose, unenriched"), (7, "Butter, salted"), (6, "Sugar, white, granulated or lump"),
            (6, "Currants, zante, dried"), (4, "Egg, whole, raw"),
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
        // One medium apple ~150 g dipped in ~40 g of soft caramel, as sold at fairs in the autumn.
        ComposedDish("Caramel apple", said: ["caramel apple", "caramel apples"], [
            (150, "Apple, raw"), (40, "Candies, caramels"),
        ]),
        // One medium apple ~150 g with ~35 g hard sugar coating.
        ComposedDish("Toffee apple", said: ["toffee apple", "toffee apples", "candy apple", "candy apples", "candied apple",
            "candied apples"], [
            (150, "Apple, raw"), (30, "Sugar, white, granulated or lump"), (5, "Syrups, corn, light"),
        ]),
        // One Classic Roll; Cinnabon lists 880 kcal; large cinnamon bun with cream cheese frosting.
        ComposedDish("Cinnabon Classic Roll", said: ["cinnabon", "cinnabons", "cinnabon classic", "classic cinnabon",
            "cinnabon classic roll", "cinnabon roll",
            "cinnabon cinnamon roll"], [
            (190, "Roll, sweet, cinnamon bun, no frosting"), (45, "Frostings, cream cheese-flavor, ready-to-eat"),
        ]),
        // Two pieces ~40 g each with syrup; milk-solid dough balls fried in ghee, soaked in sugar syrup; ~150 kcal each.
        ComposedDish("Gulab jamun", pieces: 2, said: ["gulab jamun", "gulab jamuns", "gulab jaman", "gulab jamon", "gulabjamun"], [
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
        // by double cream plus butter. Only "cream tea" names it: "a scone with jam and cream" is one scone and its spreads.
        ComposedDish("Cream tea (two scones with clotted cream and jam)", said: ["cream tea", "cream teas", "devon cream tea",
            "cornish cream tea"], [
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
            "mr whippy ice cream", "soft serve cone", "soft serve ice cream cone", "soft whip", "whippy",
            "vanilla soft serve cone", "soft-serve cone", "vanilla soft-serve cone"], [
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
            "peri peri chicken leg", "peri-peri chicken", "piri piri chicken", "nandos chicken leg", "peri peri chicken",
            "piri-piri chicken"], [
            (100, "Chicken thigh, rotisserie, skin eaten"), (60, "Chicken drumstick, rotisserie, skin eaten"), (3, "Vegetable oil, NFS"),
            (3, "Peppers, hot chili, red, raw"), (3, "Lemon juice, raw"),
        ]),
        // Home plate of spaghetti with meat-free mince in tomato sauce; Quorn mince stood in by rehydrated textured vegetable protein.
        ComposedDish("Quorn mince bolognese", said: ["quorn mince bolognese", "quorn bolognese", "quorn spaghetti bolognese",
            "quorn spag bol", "vegetarian bolognese", "veggie bolognese", "vegan bolognese", "meat free bolognese", "veggie spag bol",
            "quorn mince spaghetti", "quorn mince spaghetti bolognese", "quorn mince spag bol"], [
            (25, "Textured vegetable protein, dry"), (150, "Spaghetti sauce"), (40, "Onions, cooked, no added fat"), (5, "Olive oil"),
            (220, "Pasta, cooked"), (5, "Cheese, parmesan, grated"),
        ]),
        // Restaurant/home plant-based patty in a white bun with lettuce, tomato, onion, pickles, ketchup and mayo; Beyond patty stood in by
        // a generic veggie burger patty.
        ComposedDish("Beyond Burger (plant-based burger)", said: ["beyond burger", "beyond burgers", "beyond meat burger",
            "plant based burger", "plant-based burger", "vegan burger", "meat free burger", "plant burger", "impossible burger",
            "impossible burgers", "impossible whopper"], [
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
        ComposedDish("Chicken satay (4 skewers with peanut sauce)", pieces: 4, said: ["chicken satay", "chicken satays", "chicken sate",
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
        // One ~350 g portion of British fish pie: cod, salmon and smoked haddock in white sauce under mashed potato.
        ComposedDish("Fish pie", said: ["fish pie", "fish pies", "fishermans pie", "fishermans pies", "british fish pie",
            "smoked haddock fish pie", "fish pie with mash", "fish and potato pie"], [
            (150, "Potato, mashed, from fresh, NFS"), (100, "Sauce, homemade, white, medium"), (45, "Fish, cod, steamed"),
            (25, "Fish, salmon, raw"), (30, "Fish, haddock, smoked"), (10, "Cheese, Cheddar"),
        ]),
        // One ~350 g bowl of British beef casserole: braised beef with carrots, onion and gravy, no sides.
        ComposedDish("Beef casserole", said: ["beef casserole", "beef casseroles", "british beef casserole", "beef cassarole",
            "beef casserol", "beef stew casserole", "beef and carrot casserole", "braised beef casserole"], [
            (110, "Beef, stew meat"), (60, "Carrots, fresh, cooked, no added fat"), (40, "Onions, cooked, as ingredient"),
            (20, "Mushrooms, cooked, as ingredient"), (120, "Gravy, beef"),
        ]),
        // One large street crepe (~70 g) spread with ~30 g chocolate hazelnut spread, pan butter and a dusting of sugar.
        ComposedDish("Nutella crepe", said: ["nutella crepe", "nutella crepes", "nutella crêpe", "nutella crêpes", "crepe with nutella",
            "crepes with nutella", "crêpe with nutella", "crepe au nutella", "crêpe au nutella", "chocolate hazelnut crepe",
            "chocolate hazelnut crepes"], [
            (70, "Crepe, plain"), (30, "Chocolate hazelnut spread"), (3, "Butter, salted"), (3, "Sugar, white, confectioner's, powdered"),
        ]),
        // One burger: bun, ~100 g falafel (about 3 patties' worth), lettuce, tomato, onion and yogurt-garlic sauce.
        ComposedDish("Falafel burger", said: ["falafel burger", "falafel burgers", "felafel burger", "felafel burgers", "falafal burger",
            "falafel bun burger"], [
            (70, "Roll, white, hamburger bun"), (100, "Falafel, home-prepared"), (20, "Lettuce, raw"), (30, "Tomatoes, raw"),
            (10, "Onions, red, raw"), (30, "Tzatziki dip"),
        ]),
        // One tortilla wrap with ~80 g grilled halloumi, salad and hummus; no halloumi generic, so Cheese, paneer (299 kcal/100 g, a firm
        // grilling cheese close to halloumi's ~320) is the declared stand-in.
        ComposedDish("Halloumi wrap", said: ["halloumi wrap", "halloumi wraps", "haloumi wrap", "haloumi wraps", "hallumi wrap",
            "halloumi tortilla wrap", "grilled halloumi wrap", "grilled halloumi wraps", "halloumi salad wrap"], [
            (70, "Tortilla, flour"), (80, "Cheese, paneer"), (25, "Lettuce, raw"), (30, "Tomatoes, raw"), (20, "Cucumber, raw"),
            (10, "Onions, red, raw"), (25, "Hummus, commercial"),
        ]),
        // One Nando's-style quarter chicken leg, skin on, ~135 g edible meat and skin off the bone, basted with peri-peri sauce; peri-peri
        // One sandwich: ~120 g smoked beef brisket on a bun with BBQ sauce, pickles and onion.
        ComposedDish("Brisket sandwich", said: ["brisket sandwich", "brisket sandwiches", "bbq brisket sandwich", "bbq brisket sandwiches",
            "barbecue brisket sandwich", "smoked brisket sandwich", "smoked brisket sandwiches", "beef brisket sandwich",
            "beef brisket sandwiches"], [
            (70, "Roll, white, hamburger bun"), (120, "Beef, brisket"), (30, "Barbecue sauce"), (15, "Pickles, dill"), (15, "Onions, raw"),
        ]),
        // One ~200 g sourdough bread bowl filled with ~300 g New England clam chowder, parsley garnish.
        ComposedDish("Clam chowder in a bread bowl", said: ["clam chowder in a bread bowl", "chowder in a bread bowl",
            "clam chowder bread bowl", "clam chowder bread bowls", "clam chowder in bread bowl", "chowder bread bowl",
            "clam chowder in a sourdough bread bowl", "clam chowder sourdough bread bowl", "new england clam chowder in a bread bowl",
            "new england clam chowder bread bowl"], [
            (200, "Bread, french or vienna (includes sourdough)"), (300, "Soup, New England clam chowder"), (2, "Parsley, fresh"),
        ]),
        // One glass: hot coffee, 40 ml Irish whiskey, brown sugar and a float of lightly whipped cream.
        ComposedDish("Irish coffee", said: ["irish coffee", "irish coffees", "irish cofee", "irish coffe",
            "irish whiskey coffee"], drink: true, [
            (150, "Coffee, brewed"), (38, "Whiskey"), (8, "Sugar, brown"), (30, "Cream, fluid, heavy whipping"),
        ]),
        // One ~250 g baked (jacket) potato with butter, cheddar, bacon bits, sour cream and chives.
        ComposedDish("Loaded baked potato", said: ["loaded baked potato", "loaded baked potatoes", "loaded baked potatos",
            "loaded jacket potato", "loaded jacket potatoes", "fully loaded baked potato", "fully loaded baked potatoes",
            "loaded baked jacket potato"], [
            (250, "Potato, baked, peel eaten"), (10, "Butter, salted"), (30, "Cheese, Cheddar"), (12, "Bacon bits"),
            (30, "Sour cream, regular"), (3, "Chives, raw"),
        ]),
        // One New York deli sandwich: buttered kaiser roll, 2 fried eggs, 3 slices bacon, American cheese.
        ComposedDish("Bacon, egg and cheese on a roll", said: ["bacon egg and cheese", "bacon, egg and cheese", "bacon egg & cheese",
            "bacon egg n cheese", "bacon egg cheese", "bec", "bacon egg and cheese on a roll",
            "bacon egg & cheese on a roll", "bacon egg and cheese on roll", "bacon egg and cheese roll",
            "bacon egg and cheese on a kaiser roll"], [
            (70, "Rolls, hard (includes kaiser)"), (92, "Egg, whole, fried with butter"), (24, "Pork, cured, bacon, cooked, restaurant"),
            (30, "Cheese, American"), (5, "Butter, salted"),
        ]),
        // One New Orleans plate: ~1 cup red kidney beans cooked with andouille, ham, onion, pepper and celery over ~1 cup white rice;
        // andouille logged as Sausage, smoked link sausage, pork (similar ~300 kcal/100 g).
        ComposedDish("Red beans and rice", said: ["red beans and rice", "red beans & rice", "red beans n rice", "red bean and rice",
            "red beans with rice", "red beans and rice with sausage", "new orleans red beans and rice", "louisiana red beans and rice"], [
            (200, "Kidney beans, from dried, no added fat"), (50, "Sausage, smoked link sausage, pork"), (20, "Ham"),
            (30, "Onions, cooked, as ingredient"), (15, "Green pepper, cooked, as ingredient"), (15, "Celery, cooked, as ingredient"),
            (160, "Rice, white, cooked, no added fat"),
        ]),
        // One large buttered original soft pretzel (about 340 kcal as sold).
        ComposedDish("Auntie Anne's original pretzel", said: ["auntie annes pretzel", "auntie annes pretzels", "auntie annes",
            "auntie annes original pretzel", "aunt annes pretzel", "auntie anns pretzel"], [
            (80, "Pretzels, soft"), (10, "Butter, salted"), (1, "Salt, table"),
        ]),
        // One 65 ml bottle of fermented skim milk drink with sugar, about 43 kcal.
        ComposedDish("Yakult (one bottle)", said: ["yakult", "yakults", "yakult original", "yakult bottle", "yakult drink",
            "yakult probiotic drink"], drink: true, [
            (55, "Milk, fat free (skim)"), (6, "Sugar, white, granulated or lump"), (8, "Water, tap"),
        ]),
        // One 16 oz coffee-shop peppermint mocha with whipped cream and chocolate curls; peppermint syrup logged as Syrup, NFS (same sugar
        // syrup energy).
        ComposedDish("Peppermint mocha (16 oz, with whipped cream)", said: ["peppermint mocha", "peppermint mochas",
            "peppermint mocha latte", "peppermint mocha lattes", "starbucks peppermint mocha", "starbucks peppermint mochas",
            "peppermint mocha coffee", "grande peppermint mocha"], drink: true, [
            (380, "Coffee, Cafe Mocha"), (30, "Syrup, NFS"), (30, "Cream, whipped, cream topping, pressurized"),
            (3, "Dark chocolate candy"),
        ]),
        // One café bowl: ~85 g kale, shaved parmesan, a little lemon-oil dressing, croutons and almonds.
        ComposedDish("Kale salad", said: ["kale salad", "kale salads", "kale and parmesan salad", "kale parmesan salad",
            "massaged kale salad", "cafe kale salad", "kale salad with parmesan"], [
            (85, "Kale, raw"), (15, "Cheese, Parmesan, hard"), (25, "Salad dressing, home recipe, vinegar and oil"),
            (5, "Lemon juice, raw"), (15, "Croutons, plain"), (10, "Nuts, almonds"),
        ]),
        // One bowl (~550 g with broth, no rice) of pork ribs simmered in tamarind broth with radish, kangkong, long beans, taro, tomato and
        // onion; Spinach stands in for kangkong (water spinach) and green beans for long beans.
        ComposedDish("Sinigang (pork tamarind soup)", said: ["sinigang", "sinigang na baboy", "pork sinigang", "sinigang pork",
            "sinigang soup", "sinigang na baboy soup"], [
            (100, "Pork, ribs"), (60, "Radishes, oriental, raw"), (50, "Spinach, fresh, cooked, no added fat"),
            (40, "Green beans, fresh, cooked, no added fat"), (50, "Tomatoes, raw"), (25, "Onions, cooked, as ingredient"),
            (40, "Taro, cooked"), (15, "Tamarind"), (10, "Fish sauce"), (170, "Water, tap"),
        ]),
        // One bowl (~420 g, no rice) of skinless chicken thigh stewed in a peanut-butter and tomato sauce with onion and sweet potato.
        ComposedDish("Groundnut stew (West African peanut stew with chicken)", said: ["groundnut stew", "groundnut stews", "peanut stew",
            "peanut stews", "west african peanut stew", "chicken groundnut stew", "chicken peanut stew", "maafe", "mafe", "mafé",
            "domoda"], [
            (130, "Chicken thigh, stewed, skin not eaten"), (40, "Peanut butter"), (80, "Tomatoes, crushed, canned"),
            (15, "Tomato, paste, canned, without salt added"), (50, "Onions, cooked, as ingredient"),
            (60, "Sweet potato, boiled, no added fat"), (8, "Vegetable oil, NFS"), (5, "Peppers, hot chili, red, raw"), (30, "Water, tap"),
        ]),
        // One serving (~300 g, without injera) of chickpea flour simmered with onion, tomato, garlic, berbere and oil or niter kibbeh;
        // paprika stands in for berbere.
        ComposedDish("Shiro wat (Ethiopian chickpea stew)", said: ["shiro wat", "shiro wot", "shiro wet", "shiro watt", "shiro tegabino",
            "ethiopian chickpea stew", "ethiopian chickpea flour stew"], [
            (40, "Chickpea flour (besan)"), (60, "Onions, cooked, as ingredient"), (40, "Tomatoes, raw"), (5, "Garlic, raw"),
            (20, "Vegetable oil, NFS"), (4, "Spices, paprika"), (130, "Water, tap"),
        ]),
        // One serving (~290 g, without injera) of red lentils stewed with onion, garlic, tomato paste, berbere and oil or niter kibbeh;
        // paprika stands in for berbere.
        ComposedDish("Misir wot (Ethiopian red lentil stew)", said: ["misir wot", "misir wat", "misir wet", "mesir wot", "mesir wat",
            "yemisir wot", "yemisir wat", "ethiopian red lentil stew", "ethiopian lentil stew"], spooned: true, [
            (170, "Lentils, from dried, no added fat"), (60, "Onions, cooked, as ingredient"), (5, "Garlic, raw"),
            (10, "Tomato, paste, canned, without salt added"), (12, "Vegetable oil, NFS"), (5, "Spices, paprika"), (30, "Water, tap"),
        ]),
        // One plate (~360 g) of stir-fried wheat-egg noodles with pork, chicken, shrimp, cabbage, carrot and snow peas in soy and oyster
        // sauce.
        ComposedDish("Pancit canton (Filipino stir-fried noodles)", said: ["pancit canton", "pansit canton", "pancit kanton",
            "pancit canton guisado", "filipino stir-fried noodles", "filipino stir fried noodles"], [
            (160, "Noodles, egg, enriched, cooked"), (35, "Pork, roast"), (35, "Chicken breast, sauteed, skin not eaten"),
            (25, "Crustaceans, shrimp, cooked"), (50, "Cabbage, cooked, as ingredient"), (25, "Carrots, cooked, as ingredient"),
            (20, "Peas, edible-podded, raw"), (10, "Soy sauce"), (10, "Oyster sauce"), (10, "Vegetable oil, NFS"),
        ]),
        // One bowl (~420 g) of white beans baked with duck confit, Toulouse sausage and pork belly, tomato, onion and carrot, with a
        // breadcrumb crust; pork sausage stands in for Toulouse sausage.
        ComposedDish("Cassoulet", said: ["cassoulet", "cassoulets", "cassoulet de castelnaudary", "cassoulet toulousain",
            "french cassoulet"], [
            (180, "White beans, from dried, no added fat"), (60, "Duck, cooked, skin eaten"), (50, "Pork sausage"), (25, "Pork, belly"),
            (40, "Tomatoes, crushed, canned"), (25, "Onions, cooked, as ingredient"), (25, "Carrots, cooked, as ingredient"),
            (8, "Bread, crumbs, dry, grated, plain"), (5, "Garlic, raw"),
        ]),
        // One plate (~360 g) of egg spätzle layered with melted Emmental-type cheese and topped with butter-fried onions; cooked egg
        // noodles stand in for spätzle.
        ComposedDish("Käsespätzle (cheese spätzle with fried onions)", said: ["käsespätzle", "kasespatzle", "kaesespaetzle", "käsespaetzle",
            "kasespaetzle", "kässpätzle", "kasspatzle", "käsknöpfle", "kasknopfle", "cheese spätzle", "cheese spaetzle",
            "cheese spatzle"], [
            (230, "Noodles, egg, enriched, cooked"), (45, "Cheese, Swiss"), (25, "Cheese, Gruyere"), (50, "Onions, cooked, fat added"),
            (12, "Butter, salted"),
        ]),
        // One plate (~540 g) of sirloin strips wok-fried with red onion, tomato, aji and soy-vinegar, served with fries and white rice; red
        // chili stands in for aji amarillo.
        ComposedDish("Lomo saltado (Peruvian beef stir-fry with fries and rice)", said: ["lomo saltado", "lomos saltados",
            "lomo saltado de carne", "peruvian beef stir fry", "peruvian beef stir-fry"], [
            (130, "Beef, steak, sirloin, NS as to fat eaten"), (100, "Potato, french fries, NFS"),
            (150, "Rice, white, cooked, no added fat"), (60, "Onions, red, raw"), (60, "Tomatoes, raw"),
            (10, "Peppers, hot chili, red, raw"), (10, "Vegetable oil, NFS"), (10, "Soy sauce"), (5, "Vinegar, red wine"),
        ]),
        // One bowl (~195 g) of soaked flattened rice tempered in oil with onion, peanuts, turmeric and chili, finished with lemon, sugar
        // and coriander; raw white rice stands in for dry poha (flattened rice), water for the soak.
        ComposedDish("Kanda poha (flattened rice with onion and peanuts)", said: ["poha", "kanda poha", "kande pohe", "kanda pohe", "pohe",
            "onion poha", "poha with onion"], [
            (50, "Rice, white, long grain, unenriched, raw"), (70, "Water, tap"), (40, "Onions, cooked, as ingredient"),
            (12, "Peanuts, roasted, unsalted"), (8, "Vegetable oil, NFS"), (3, "Sugar, NFS"), (5, "Lemon juice, raw"),
            (3, "Peppers, hot chili, green, raw"), (3, "Coriander (cilantro) leaves, raw"),
        ]),
        // One ring (~120 g) of wheat dough dipped in grape molasses and crusted with sesame; molasses stands in for grape molasses
        // (pekmez).
        ComposedDish("Simit (Turkish sesame bread ring)", said: ["simit", "simits", "simitler", "gevrek", "turkish simit", "turkish bagel",
            "turkish bagels", "turkish sesame bagel", "sesame bread ring"], [
            (68, "Wheat flour, white, all-purpose, unenriched"), (32, "Water, tap"), (13, "Seeds, sesame seeds, whole, dried"),
            (8, "Molasses"), (2, "Vegetable oil, NFS"), (1, "Salt, table"),
        ]),
        // One 250 ml glass of whole-milk yogurt whisked with water and salt (about 1:1).
        ComposedDish("Ayran (salted yogurt drink)", said: ["ayran", "ayrans", "airan", "doogh", "dugh", "salted yogurt drink",
            "salty yogurt drink", "turkish yogurt drink"], drink: true, [
            (125, "Yogurt, plain, whole milk"), (125, "Water, tap"), (1, "Salt, table"),
        ]),
        // A 100 g serving of salted full-fat yogurt strained thick, with a drizzle of olive oil; no generic labneh, so Greek whole-milk
        // yogurt plus cream cheese stand in for the thicker, fattier strain.
        ComposedDish("Labneh (strained yogurt cheese)", said: ["labneh", "labne", "labnah", "labaneh", "lebneh", "labni", "labneh cheese",
            "strained yogurt cheese"], [
            (72, "Yogurt, Greek, plain, whole milk"), (22, "Cream cheese, regular, plain"), (5, "Olive oil"), (1, "Salt, table"),
        ]),
        // One bakery quesito (~70 g): puff pastry twisted around sweetened cream cheese, brushed with egg and a sugar glaze.
        ComposedDish("Quesito (Puerto Rican cream cheese pastry)", said: ["puerto rican quesito", "puerto rican quesitos", "quesito pastry",
            "quesito pastries", "quesito de queso crema", "quesitos de queso crema", "cream cheese puff pastry"], [
            (38, "Pastry, puff"), (22, "Cream cheese, regular, plain"), (5, "Sugar, NFS"), (3, "Egg, whole, raw"), (4, "Honey"),
        ]),
        // One bowl (~210 g) of whipped double cream folded with toasted oatmeal, honey and whisky, layered with fresh raspberries.
        ComposedDish("Cranachan", said: ["cranachan", "cranachans", "cream crowdie", "scottish cranachan"], [
            (90, "Cream, heavy"), (80, "Raspberries, raw"), (15, "Oats, whole grain, steel cut"), (15, "Honey"), (10, "Whiskey"),
        ]),
        // One slice (1/8 of a pavlova, ~170 g) of meringue topped with whipped cream, strawberries, kiwi and passion fruit.
        ComposedDish("Pavlova (slice with cream and fruit)", said: ["pavlova", "pavlovas", "pavlova slice", "slice of pavlova",
            "pavlova cake"], [
            (40, "Meringues"), (50, "Cream, heavy"), (45, "Strawberries, raw"), (25, "Kiwi fruit, raw"), (10, "Passion fruit, raw"),
        ]),
        // A 150 g serving of haggis alone: sheep's heart, liver and lights minced with pinhead oatmeal, suet, onion and stock; beef liver
        // stands in for lamb liver, ground lamb for the lights and beef tallow for suet.
        ComposedDish("Haggis", said: ["haggis", "haggises", "scottish haggis", "haggis slice", "haggis portion"], [
            (35, "Heart"), (25, "Liver, beef"), (20, "Lamb, ground"), (25, "Oats, whole grain, steel cut"), (12, "Fat, beef tallow"),
            (15, "Onions, cooked, as ingredient"), (18, "Water, tap"),
        ]),
        // One side serving (~265 g): a scoop of mashed swede and a scoop of potato mashed with butter and a splash of milk.
        ComposedDish("Neeps and tatties (mashed swede and potato)", said: ["neeps and tatties", "neeps & tatties", "neeps n tatties",
            "tatties and neeps", "tatties & neeps", "clapshot", "mashed swede and potato", "swede and potato mash",
            "mashed neeps and tatties"], [
            (120, "Rutabaga, cooked"), (120, "Potato, cooked, as ingredient"), (10, "Butter, salted"), (15, "Milk, whole"),
        ]),
        // One bowl (~470 g) of lamb simmered in broth with potato, swede, carrot, leek and onion.
        ComposedDish("Cawl (Welsh lamb and vegetable broth)", said: ["cawl", "welsh cawl", "cawl cymreig", "cawl cennin", "welsh lamb cawl",
            "welsh lamb broth"], [
            (80, "Lamb, NS as to cut"), (100, "Potato, cooked, as ingredient"), (50, "Rutabagas, raw"),
            (50, "Carrots, cooked, as ingredient"), (40, "Leeks, (bulb and lower leaf-portion), raw"),
            (25, "Onions, cooked, as ingredient"), (10, "Parsley, fresh"), (120, "Water, tap"),
        ]),
        // One roll: ~90 g grilled boerewors in a ~65 g long white roll with a tomato-onion relish (sheba); beef sausage stands in for
        // boerewors.
        ComposedDish("Boerewors roll", said: ["boerewors roll", "boerewors rolls", "boerie roll", "boerie rolls", "boerewors hot dog",
            "boerewors hotdog", "wors roll"], [
            (90, "Beef sausage"), (65, "Roll, white, hot dog bun"), (35, "Tomatoes, raw"), (25, "Onions, cooked, as ingredient"),
            (4, "Vegetable oil, NFS"), (3, "Sugar, NFS"),
        ]),
        // One side serving (~190 g) of onion, peppers, grated carrot, tomato and baked beans cooked in oil with curry powder and chili.
        ComposedDish("Chakalaka", said: ["chakalaka", "chakalaka relish", "chakalaka salad", "south african chakalaka"], [
            (60, "Baked beans"), (30, "Onions, cooked, as ingredient"), (25, "Peppers, sweet, red, raw"),
            (30, "Carrots, cooked, as ingredient"), (30, "Tomatoes, raw"), (8, "Vegetable oil, NFS"), (2, "Spices, curry powder"),
            (5, "Peppers, hot chili, green, raw"),
        ]),
        // One lacy crepe (~90 g) of semolina, rice flour and a little wheat flour batter with onion, chili and cumin, cooked with oil.
        ComposedDish("Rava dosa", said: ["rava dosa", "rava dosas", "rava dosai", "rava dose", "ravva dosa", "rawa dosa", "sooji dosa",
            "suji dosa", "semolina dosa", "onion rava dosa"], [
            (20, "Semolina, enriched"), (15, "Rice flour, white, unenriched"), (5, "Wheat flour, white, all-purpose, unenriched"),
            (8, "Vegetable oil, NFS"), (12, "Onions, raw"), (3, "Peppers, hot chili, green, raw"), (30, "Water, tap"),
        ]),
        // A 2-tbsp (30 g) serving of fresh coconut ground with roasted chana dal, green chili and water, with a little oil tempering;
        // chickpea flour stands in for roasted chana dal.
        ComposedDish("Coconut chutney", said: ["coconut chutney", "coconut chutneys", "thengai chutney", "thenga chutney",
            "nariyal chutney", "nariyal ki chutney", "kobbari chutney", "white coconut chutney"], [
            (15, "Coconut, fresh"), (3, "Chickpea flour (besan)"), (1, "Peppers, hot chili, green, raw"), (1, "Vegetable oil, NFS"),
            (10, "Water, tap"),
        ]),
        // One plate: 2 butter-toasted pav rolls (~80 g) and a bowl (~250 g) of mashed potato-cauliflower-pea bhaji cooked in butter with
        // tomato, onion, capsicum and pav bhaji masala; curry powder stands in for pav bhaji masala.
        ComposedDish("Pav bhaji", said: ["pav bhaji", "pav bhajis", "pav bhajji", "pao bhaji", "paav bhaji", "pav bhaaji"], [
            (80, "Roll, white, soft"), (30, "Butter, salted"), (90, "Potato, cooked, as ingredient"),
            (30, "Cauliflower, cooked, as ingredient"), (30, "Green peas, frozen, cooked, no added fat"), (60, "Tomatoes, raw"),
            (40, "Onions, cooked, as ingredient"), (20, "Peppers, sweet, green, raw"), (3, "Spices, curry powder"), (5, "Lemon juice, raw"),
        ]),
        // One bowl (~350 g, no bread) of slow-cooked beef shank in a ghee-rich spiced gravy thickened with wheat flour, topped with fried
        // onion and ginger; stew meat stands in for shank.
        ComposedDish("Nihari (beef)", said: ["nihari", "nehari", "nahari", "beef nihari", "nihari gosht", "nalli nihari"], [
            (150, "Beef, stew meat"), (25, "Ghee, clarified butter"), (10, "Wheat flour, white, all-purpose, unenriched"),
            (30, "Onions, cooked, fat added"), (5, "Ginger root, raw"), (5, "Spices, chili powder"), (125, "Water, tap"),
        ]),
        // One leaf-wrapped portion (~160 g) of ground peeled black-eyed peas steamed with palm/vegetable oil, pepper, onion, crayfish and a
        // piece of boiled egg.
        ComposedDish("Moi moi (Nigerian steamed bean pudding)", said: ["moi moi", "moi-moi", "moimoi", "moin moin", "moin-moin",
            "nigerian bean pudding", "steamed bean pudding"], [
            (100, "Blackeyed peas, from dried"), (12, "Vegetable oil, NFS"), (12, "Onions, raw"), (15, "Peppers, sweet, red, raw"),
            (15, "Egg, whole, cooked, hard-boiled"), (5, "Crayfish, cooked"),
        ]),
        // One plate (~440 g) of thin doner slices over cubed pide, with tomato sauce, browned butter, yogurt and grilled pepper and tomato;
        // lamb stands in for doner meat and pita for pide.
        ComposedDish("Iskender kebab", said: ["iskender kebab", "iskender kebap", "iskender kebabs", "iskender", "skender kebab",
            "bursa kebab", "bursa kebabı"], [
            (130, "Lamb, NS as to cut"), (70, "Bread, pita"), (60, "Tomato, sauce, canned, with salt added"), (20, "Butter, salted"),
            (110, "Yogurt, plain, whole milk"), (25, "Peppers, hot chili, green, raw"), (25, "Tomatoes, raw"),
        ]),
        // One side-salad bowl (~240 g) of romaine, tomato, cucumber, radish, spring onion and parsley with fried pita chips, olive
        // oil-lemon-sumac dressing and pomegranate molasses; molasses stands in for pomegranate molasses.
        ComposedDish("Fattoush", said: ["fattoush", "fattush", "fatoush", "fattoosh", "fatush", "fattouche", "fattoush salad"], [
            (60, "Romaine lettuce, raw"), (50, "Tomatoes, raw"), (50, "Cucumber, raw"), (15, "Radishes, raw"), (8, "Onions, green, raw"),
            (5, "Parsley, fresh"), (25, "Pita chips"), (12, "Olive oil"), (10, "Lemon juice, raw"), (4, "Molasses"),
        ]),
        // One bowl (~440 g) of herb, spinach, chickpea, kidney bean and lentil soup with reshteh noodles, topped with kashk, fried onion
        // and mint oil; pasta stands in for reshteh and Greek yogurt for kashk.
        ComposedDish("Ash reshteh (Persian noodle and bean soup)", said: ["ash reshteh", "aash reshteh", "ash e reshteh", "ash-e reshteh",
            "aush reshteh", "ash reshte", "persian noodle soup", "persian bean and noodle soup"], [
            (60, "Pasta, cooked"), (40, "Chickpeas, from dried, no added fat"), (40, "Kidney beans, from dried, no added fat"),
            (40, "Lentils, from dried, no added fat"), (80, "Spinach, fresh, cooked, no added fat"),
            (30, "Yogurt, Greek, plain, whole milk"), (40, "Onions, cooked, fat added"), (8, "Vegetable oil, NFS"), (3, "Spearmint, dried"),
            (100, "Water, tap"),
        ]),
        // One plate (~370 g) of egg noodles wok-fried with chicken, egg, cabbage and shallot in sweet soy and oil; soy sauce plus brown
        // sugar stand in for kecap manis.
        ComposedDish("Mie goreng (Indonesian fried noodles)", said: ["mie goreng", "mee goreng", "bakmi goreng", "mie goreng ayam",
            "indonesian fried noodles", "indonesian fried noodle"], [
            (200, "Noodles, egg, enriched, cooked"), (50, "Chicken breast, sauteed, skin not eaten"), (40, "Egg, whole, fried with oil"),
            (40, "Cabbage, cooked, as ingredient"), (15, "Shallots, raw"), (15, "Vegetable oil, NFS"), (10, "Soy sauce"),
            (8, "Sugar, brown"), (3, "Garlic, raw"),
        ]),
        // One plate (~440 g) of boiled potato, green beans, cabbage and bean sprouts with hard-boiled egg, fried tofu and tempeh, dressed
        // in peanut sauce and topped with prawn crackers.
        ComposedDish("Gado gado (with peanut sauce)", said: ["gado gado", "gado-gado", "gado gado salad", "indonesian gado gado",
            "indonesian salad with peanut sauce"], [
            (80, "Potato, cooked, as ingredient"), (50, "Green beans, fresh, cooked, no added fat"), (40, "Cabbage, cooked, as ingredient"),
            (40, "Bean sprouts, raw"), (50, "Egg, whole, cooked, hard-boiled"), (50, "Tofu, fried"), (40, "Tempeh"), (75, "Peanut sauce"),
            (10, "Shrimp chips"),
        ]),
        // One ~80 g Canadian butter tart: flaky pastry shell filled with butter, brown sugar, corn syrup and egg, raisins optional.
        ComposedDish("Butter tart", said: ["butter tart", "butter tarts", "canadian butter tart", "canadian butter tarts"], [
            (30, "Pie crust, refrigerated, regular, baked"), (20, "Sugar, brown"), (12, "Corn syrup"), (8, "Butter, salted"),
            (8, "Egg, whole, raw"), (6, "Raisins"),
        ]),
        // Starbucks grande 16 oz with 2% milk and whipped cream is listed at ~390 kcal: two espresso shots, ~330 g steamed 2% milk, 4 pumps
        // pumpkin sauce (condensed milk, sugar, pumpkin puree, spice) and whip; the sauce is declared as sweetened condensed milk + sugar +
        // canned pumpkin + pumpkin pie spice.
        ComposedDish("Pumpkin spice latte", said: ["pumpkin spice latte", "pumpkin spice lattes", "psl", "starbucks pumpkin spice latte",
            "starbucks pumpkin spice lattes", "pumpkin latte", "pumpkin lattes"], drink: true, [
            (60, "Coffee, espresso"), (330, "Milk, reduced fat (2%)"), (25, "Milk, condensed, sweetened"),
            (15, "Sugar, white, granulated or lump"), (8, "Pumpkin, canned, without salt"), (1, "Spices, pumpkin pie spice"),
            (30, "Cream, whipped, cream topping, pressurized"),
        ]),
        // Nando's flame-grilled half chicken, skin on, no sides, ~600 kcal: ~280 g edible meat and skin from breast, thigh, drumstick and
        // wing, basted with a peri-peri marinade of oil, chilli and lemon; flame-grilled chicken declared as the rotisserie generics.
        ComposedDish("Nando's half chicken", said: ["nandos half chicken", "nandos half chickens"], [
            (130, "Chicken breast, rotisserie, skin eaten"), (70, "Chicken thigh, rotisserie, skin eaten"),
            (50, "Chicken drumstick, rotisserie, skin eaten"), (30, "Chicken wing, rotisserie"), (4, "Olive oil"),
            (5, "Peppers, hot chili, red, raw"), (5, "Lemon juice, raw"),
        ]),
        // A 6-inch Subway meatball marinara on white Italian bread with provolone is ~480 kcal: ~75 g sub roll, 4 meatballs (~70 g), ~50 g
        // marinara, 2 half-slices of provolone; marinara declared as the generic spaghetti sauce.
        ComposedDish("Subway meatball marinara", said: ["meatball marinara", "meatball marinaras", "meatball marinara sub",
            "meatball marinara subs", "subway meatball marinara", "subway meatball marinaras", "subway meatball marinara sub",
            "meatball sub marinara"], [
            (75, "Roll, white, hoagie, submarine"), (70, "Meatballs, frozen, Italian style"), (50, "Spaghetti sauce"),
            (14, "Cheese, provolone, sliced"),
        ]),
        // One Greggs chicken bake (~145 g) is listed at ~430 kcal: a puff pastry case around diced chicken breast in a creamy white sauce
        // with a little onion; baked pastry generic is drier than the pastry as eaten, so it is weighed lighter.
        ComposedDish("Greggs chicken bake", said: ["chicken bake", "chicken bakes", "greggs chicken bake", "greggs chicken bakes"], [
            (55, "Pastry, puff"), (40, "Chicken breast, stewed, skin not eaten"), (30, "Sauce, homemade, white, medium"),
            (5, "Cream, heavy"), (5, "Onions, yellow, raw"),
        ]),
        // One 5.6 oz (159 g) Panda Express entrée serving is listed at ~470 kcal: ~50 g beef strips coated in starch batter and deep-fried
        // (oil picked up), glazed in a sweet-tangy sugar, ketchup, vinegar and soy sauce, with red bell pepper and onion.
        ComposedDish("Panda Express Beijing beef", said: ["beijing beef", "beijing beefs", "panda express beijing beef",
            "panda express beijing beefs", "panda beijing beef"], [
            (50, "Beef, steak, flank"), (20, "Cornstarch"), (20, "Vegetable oil, NFS"), (16, "Sugar, white, granulated or lump"),
            (10, "Ketchup"), (6, "Vinegar, distilled"), (8, "Soy sauce"), (15, "Peppers, bell, red, raw"), (12, "Onions, yellow, raw"),
        ]),
        // A US regular McDonald's McFlurry with Oreo is listed at ~510 kcal: ~235 g reduced-fat vanilla soft serve plus ~30 g Oreo cookie
        // pieces; the soft serve is declared by its label ingredients milk, cream, sugar and corn syrup.
        ComposedDish("Oreo McFlurry", said: ["oreo mcflurry", "oreo mcflurries", "oreo mcflurrys", "mcflurry oreo", "mcflurry with oreo",
            "mcflurries with oreo", "mcflurry with oreos", "mcdonalds oreo mcflurry"], [
            (160, "Milk, whole"), (30, "Cream, heavy"), (28, "Sugar, white, granulated or lump"), (18, "Syrups, corn, light"),
            (30, "Cookie, chocolate sandwich"),
        ]),
        // One 175 g Australian beef pie like Four'N Twenty, no sauce, is ~400-450 kcal: shortcrust base and puff lid around minced beef in
        // thick gravy with a little onion; the baked pastry generics are drier than pie pastry as eaten, so pastry is weighed lighter and
        // gravy heavier.
        ComposedDish("Aussie meat pie", said: ["aussie meat pie", "aussie meat pies", "australian meat pie", "australian meat pies",
            "four n twenty pie", "four n twenty pies", "fourn twenty pie", "fourntwenty pie"], [
            (40, "Pie crust, refrigerated, regular, baked"), (15, "Pastry, puff"), (45, "Beef, ground"), (65, "Gravy, beef"),
            (5, "Onions, yellow, raw"),
        ]),
        // One 25 g bag of Jacob's Mini Cheddars is ~130 kcal (~515 kcal/100 g); stand-in by the generic Crackers, cheese, with a little
        // cheddar and oil to match the richer, fattier biscuit.
        ComposedDish("Mini Cheddars", said: ["mini cheddars", "jacobs mini cheddars"], [
            (20, "Crackers, cheese"), (3, "Cheese, Cheddar"), (2, "Vegetable oil, NFS"),
        ]),
        // One bowl: egg noodles in coconut-curry chicken broth with a braised drumstick, a handful of crispy noodles, shallots and pickled
        // mustard greens; no generic curry paste, so curry powder stands in for it, and pickled green cabbage stands in for pickled mustard
        // greens.
        ComposedDish("Khao soi (Northern Thai coconut curry noodle soup with chicken)", said: ["khao soi", "khao soy", "kao soi",
            "khao soi gai", "khao soi kai", "chicken khao soi", "khao soi chicken", "khao soi noodles", "khao soi noodle soup"], [
            (150, "Noodles, egg, enriched, cooked"), (12, "Noodles, chinese, chow mein"), (100, "Chicken drumstick, stewed, skin eaten"),
            (100, "Coconut milk, used in cooking"), (200, "Soup, chicken broth, ready-to-serve"), (6, "Spices, curry powder"),
            (15, "Shallots, raw"), (15, "Cabbage, green, pickled"), (5, "Lime juice, raw"), (5, "Vegetable oil, NFS"),
        ]),
        // One street plate, no fried egg: about 110 g cooked minced pork stir-fried with garlic, chillies and holy basil in oyster, soy and
        // fish sauce over a plate of jasmine rice.
        ComposedDish("Pad kra pao (Thai holy-basil pork stir-fry with rice)", said: ["pad kra pao", "pad krapow", "pad kaprao", "kra pao",
            "pad kra pow", "pad ka prao", "pad ka pao", "pad gaprao", "pad gra prow", "pad krapao", "pad kaprow", "phat kaphrao",
            "phad kra pao", "pad kra pao moo", "pad krapow moo", "pad kra pao with rice", "kra pao rice", "khao pad kra pao",
            "thai holy basil stir fry", "thai holy basil stir-fry"], [
            (110, "Pork, ground"), (200, "Rice, white, cooked, no added fat"), (12, "Vegetable oil, NFS"), (8, "Garlic, cooked"),
            (5, "Peppers, hot chili, red, raw"), (10, "Oyster sauce"), (8, "Soy sauce"), (5, "Fish sauce"),
            (4, "Sugar, white, granulated or lump"), (8, "Basil, fresh"),
        ]),
        // One plate serving without rice: about 1 1/2 cups of ground beef stewed in sofrito and tomato sauce with green olives, raisins and
        // fried potato cubes.
        ComposedDish("Picadillo (Cuban ground beef with olives and raisins)", said: ["cuban picadillo", "picadillo cubano",
            "picadillo a la cubana", "picadillo habanero", "picadillo a la habanera", "cuban beef picadillo", "cuban style picadillo",
            "cuban-style picadillo"], [
            (130, "Beef, ground"), (60, "Tomato products, canned, sauce"), (40, "Onions, cooked, as ingredient"),
            (30, "Green pepper, cooked, as ingredient"), (15, "Olives, green"), (12, "Raisins"), (50, "Potato, home fries, from fresh"),
            (8, "Olive oil"), (4, "Garlic, cooked"),
        ]),
        // One peeled preserved duck egg, about 65 g; there is no generic duck-egg yolk or white, so chicken-egg yolk and white stand in,
        // with a larger yolk share so the energy matches a duck egg (~185 kcal/100 g), plus the curing salt.
        ComposedDish("Century egg (pidan, preserved duck egg)", said: ["century egg", "century eggs", "pidan", "pi dan", "pei dan",
            "thousand-year egg", "thousand-year eggs", "thousand year egg", "thousand year eggs", "hundred-year egg", "hundred-year eggs",
            "hundred year egg", "hundred year eggs", "millennium egg", "millennium eggs", "preserved duck egg", "preserved duck eggs"], [
            (28, "Egg, yolk only, raw"), (36, "Egg, white only, raw"), (1, "Salt, table"),
        ]),
        // One oven-baked ~15 g mashed-potato face; no generic potato starch, so potato flour stands in for it.
        ComposedDish("Potato smiley (smiley-face potato shape)", said: ["potato smiley", "potato smileys", "potato smilies",
            "smiley potato", "smiley potatoes", "smiley face potato", "smiley face potatoes", "smiley-face potato", "smiley-face potatoes",
            "smiley fries", "potato smile", "potato smiles", "mccain smiles"], [
            (12, "Potato, mashed, from dry mix, NFS"), (2, "Potato flour"), (1, "Vegetable oil, NFS"),
        ]),
        // One chenna patty soaked in sweetened reduced milk with pistachio, about 80 g with its milk; paneer stands in for the chenna and
        // evaporated milk for the reduction.
        ComposedDish("Rasmalai (one piece with its milk)", said: ["rasmalai", "rasmalais", "ras malai", "ras malais", "rasamalai",
            "roshmalai", "rossomalai", "rosomalai", "ras-malai"], [
            (18, "Cheese, paneer"), (40, "Milk, whole"), (15, "Milk, evaporated, whole"), (10, "Sugar, white, granulated or lump"),
            (2, "Pistachio nuts, NFS"),
        ]),
        // One bowl of about 300 g: beef slow-cooked into cracked wheat and lentils, finished with ghee, fried onion, ginger, mint and lime;
        // bulgur stands in for broken wheat and curry powder for haleem masala.
        ComposedDish("Haleem (slow-cooked meat, wheat and lentil stew)", said: ["haleem", "halim", "daleem", "beef haleem", "mutton haleem",
            "hyderabadi haleem", "haleem stew"], [
            (80, "Beef, stew meat"), (100, "Bulgur, cooked"), (60, "Lentils, from dried, no added fat"), (15, "Ghee, clarified butter"),
            (25, "Onions, cooked, as ingredient"), (5, "Ginger root, raw"), (5, "Garlic, cooked"), (3, "Spices, curry powder"),
            (5, "Lime juice, raw"), (3, "Spearmint, fresh"),
        ]),
        // One ~35 g semolina-and-ghee cookie filled with date paste and dusted with icing sugar.
        ComposedDish("Maamoul (date-filled semolina cookie)", said: ["maamoul", "maamouls", "mamoul", "mamoul cookie", "mamool",
            "maamoul cookie", "maamoul cookies", "date maamoul", "maamoul with dates", "date-filled maamoul", "maamoul bi tamr"], [
            (13, "Semolina, enriched"), (3, "Wheat flour, white, all-purpose, unenriched"), (7, "Ghee, clarified butter"), (11, "Date"),
            (1, "Sugar, white, confectioner's, powdered"),
        ]),
        // One ~50 g slice of brown-sugar glutinous rice cake dipped in egg and pan-fried.
        ComposedDish("Nian gao (pan-fried sweet glutinous rice cake slice)", said: ["nian gao", "niangao", "nin gou", "nin go", "neen gow",
            "sweet nian gao", "brown sugar nian gao", "fried nian gao", "pan-fried nian gao", "pan fried nian gao", "nian gao slice",
            "nian gao slices", "chinese new year cake", "tikoy", "fried tikoy"], [
            (18, "Flour, rice, glutinous"), (11, "Sugar, brown"), (12, "Water, tap"), (6, "Egg, whole, raw"), (4, "Vegetable oil, NFS"),
        ]),
        // One ~60 g dim-sum slice of steamed daikon and rice-flour cake with Chinese sausage, dried shrimp and mushroom, pan-fried;
        // pepperoni stands in for Chinese sausage (lap cheong), a dry cured pork sausage of similar energy.
        ComposedDish("Turnip cake (lo bak go, pan-fried slice)", said: ["turnip cake", "turnip cakes", "lo bak go", "lo bak gou",
            "lo bak ko", "lor bak go", "loh bak go", "law bak go", "luo bo gao", "radish cake", "radish cakes", "chinese radish cake",
            "daikon cake", "daikon radish cake", "pan-fried turnip cake", "fried turnip cake", "turnip cake slice"], [
            (32, "Radishes, oriental, raw"), (12, "Rice flour, white, unenriched"), (4, "Pepperoni, NFS"), (1, "Shrimp, dried"),
            (1, "Mushrooms, shiitake, dried"), (6, "Water, tap"), (4, "Vegetable oil, NFS"),
        ]),
        // One plate: 2 matzos soaked and scrambled with 2 eggs and a splash of milk, fried in a tablespoon of butter.
        ComposedDish("Matzo brei (fried matzo with egg)", said: ["matzo brei", "matzah brei", "matza brei", "matzoh brei", "matso brei",
            "matzo brie", "matzah brie", "matzoh brie", "fried matzo", "fried matzah", "fried matzoh"], [
            (56, "Crackers, matzo"), (100, "Egg, whole, raw"), (14, "Butter, NFS"), (30, "Milk, whole"), (1, "Salt, table"),
        ]),
        // 2 tablespoons (~30 g) of chopped apple and walnuts with sweet kosher wine, honey and cinnamon.
        ComposedDish("Charoset (Passover apple-walnut relish)", said: ["charoset", "charoses", "charoseth", "charosets", "haroset",
            "haroseth", "harosset", "charoset passover"], spooned: true, [
            (14, "Apples, gala, with skin, raw"), (8, "Nuts, walnuts, english"), (4, "Wine, dessert, sweet"), (3, "Honey"),
            (1, "Spices, cinnamon, ground"),
        ]),
        // One scoop (~80 g) of vanilla gelato drowned in a single espresso shot, with the small amaretti biscuit it is usually served with.
        ComposedDish("Affogato (vanilla gelato with espresso)", said: ["affogato", "affogatos", "affogato al caffe", "affogato al caffè",
            "espresso affogato", "gelato affogato", "affogato coffee", "vanilla affogato"], [
            (80, "Gelato, vanilla"), (30, "Coffee, espresso"), (5, "Cookie, almond"),
        ]),
        // One convenience-store style ~110 g triangle: short-grain rice around a tuna-mayonnaise filling, wrapped in nori.
        ComposedDish("Tuna mayo onigiri (rice ball)", said: ["tuna mayo onigiri", "tuna mayo onigiris", "tuna mayonnaise onigiri",
            "tuna mayo rice ball", "tuna mayo rice balls", "tuna onigiri", "tuna mayo omusubi", "tsuna mayo onigiri", "onigiri", "onigiris",
            "omusubi", "japanese rice ball", "japanese rice balls"], [
            (90, "Rice, white, short-grain, enriched, cooked"), (8, "Fish, tuna, canned"), (10, "Mayonnaise, regular"),
            (2, "Seaweed, dried"), (1, "Soy sauce"), (1, "Salt, table"),
        ]),
        // One plate: about 120 g cooked minced chicken dressed with lime, fish sauce, shallots, toasted ground sticky rice, chilli flakes
        // and herbs, with raw cabbage on the side; uncooked glutinous rice is the toasted-rice powder.
        ComposedDish("Larb gai (Thai minced chicken salad)", said: ["larb gai", "laab gai", "larb kai", "laab kai", "larp gai", "laap gai",
            "lab gai", "larb chicken", "chicken larb", "chicken laab", "chicken larp", "larb gai salad", "thai chicken larb"], [
            (120, "Chicken, ground"), (25, "Shallots, raw"), (15, "Lime juice, raw"), (12, "Fish sauce"),
            (8, "Rice, white, glutinous, unenriched, uncooked"), (1, "Spices, pepper, red or cayenne"), (6, "Spearmint, fresh"),
            (5, "Cilantro, raw"), (10, "Onions, green, raw"), (60, "Cabbage, raw"),
        ]),
        // One serving of about 6 fried yeast-dough balls (~90 g) soaked in honey, topped with chopped walnuts, cinnamon and sesame.
        ComposedDish("Loukoumades (Greek honey doughnut balls)", said: ["loukoumades", "loukoumas", "lukumades", "loukoumathes",
            "greek honey doughnuts", "greek honey donuts", "greek doughnuts", "greek donuts", "greek honey balls"], [
            (90, "Bread, dough, fried"), (30, "Honey"), (8, "Nuts, walnuts, english"), (1, "Spices, cinnamon, ground"), (2, "Sesame seeds"),
        ]),
        // One serving of ~150 g grilled beef off the skewers, brushed with oil and coated in yaji (ground kuli-kuli peanut, chilli,
        // ginger), with raw onion and tomato; defatted peanut flour is the kuli-kuli.
        ComposedDish("Beef suya (Nigerian spiced grilled beef)", pieces: 3, said: ["suya", "beef suya", "suya beef", "suya meat",
            "suya skewers",
            "beef suya skewers", "tsire", "tsire suya", "nigerian suya"], [
            (150, "Beef, steak, sirloin, NS as to fat eaten"), (10, "Peanut flour, defatted"), (2, "Spices, pepper, red or cayenne"),
            (1, "Spices, ginger, ground"), (5, "Vegetable oil, NFS"), (30, "Onions, red, raw"), (30, "Tomatoes, raw"),
        ]),
        // One tall glass: shaved ice with evaporated milk, sweetened beans, jackfruit, nata de coco and kaong, ube halaya, leche flan, a
        // scoop of ice cream and pinipig; stand-ins: drained fruit cocktail in syrup for nata de coco and kaong, jam for ube halaya
        // (purple-yam jam), vanilla ice cream for ube ice cream, crisp rice cereal for pinipig.
        ComposedDish("Halo-halo (Filipino shaved ice dessert)", said: ["halo halo", "halo-halo", "halohalo", "halu halo", "haluhalo",
            "halo halo special", "halo-halo special"], [
            (150, "Water, tap"), (60, "Milk, evaporated, whole"), (30, "Bean paste, sweetened"), (20, "Jackfruit, canned, syrup pack"),
            (25, "Fruit cocktail, canned, heavy syrup, drained"), (30, "Jam or jelly, NFS"), (30, "Flan"), (50, "Ice cream, vanilla"),
            (5, "Cereal, rice crispy, plain"),
        ]),
        // One bowl (~350 ml, a soup plate's): broth soured with rye starter (counted as its rye flour), with white sausage, a boiled egg,
        // potato, a little bacon, sour cream, horseradish, garlic and marjoram; bratwurst stands in for biała kiełbasa (fresh white pork
        // sausage).
        ComposedDish("Żurek (Polish sour rye soup with sausage and egg)", said: ["zurek", "żurek", "żur", "zurek soup", "żurek soup",
            "sour rye soup", "polish sour rye soup", "zurek z jajkiem", "żurek z jajkiem", "zurek with sausage and egg"], [
            (180, "Soup, chicken broth, ready-to-serve"), (10, "Flour, rye"), (45, "Bratwurst"), (50, "Egg, whole, cooked, hard-boiled"),
            (50, "Potato, boiled, NFS"), (8, "Bacon, NS as to type of meat, cooked"), (15, "Sour cream, regular"),
            (4, "Horseradish, prepared"), (2, "Garlic, cooked"), (1, "Spices, marjoram, dried"),
        ]),
        // One bowl of about 800 g mussels in the shell (~170 g meat) steamed in white wine, cream, butter, shallot and garlic, with a
        // restaurant portion of fries.
        ComposedDish("Moules frites (mussels in white wine and cream with fries)", said: ["moules frites", "moules-frites",
            "moules et frites", "mussels and fries", "mussels and chips", "mussels with fries", "mussels with chips", "mussels frites",
            "mosselen met friet"], [
            (170, "Mollusks, mussel, blue, cooked, moist heat"), (50, "Alcoholic beverage, wine, table, white"), (40, "Cream, heavy"),
            (15, "Butter, NFS"), (25, "Shallots, raw"), (5, "Garlic, cooked"), (3, "Parsley, fresh"),
            (180, "Potato, french fries, restaurant"),
        ]),
        // One plate: soaked salt cod shredded and scrambled with 2 eggs, onion, olive oil and fine fried matchstick potatoes, topped with
        // black olives and parsley; raw cod stands in for desalted bacalhau (similar energy once soaked), plain potato sticks for the
        // batata palha.
        ComposedDish("Bacalhau à brás (salt cod with matchstick potatoes and egg)", said: ["bacalhau à brás", "bacalhau a bras",
            "bacalhau à braz", "bacalhau a braz", "bacalhau bras", "bacalhau brás", "bacalao a bras", "bacalao à brás", "cod à brás",
            "cod a bras"], [
            (130, "Fish, cod, Atlantic, raw"), (75, "Potato sticks, plain"), (110, "Egg, whole, raw"),
            (70, "Onions, cooked, as ingredient"), (15, "Olive oil"), (15, "Olives, black"), (3, "Parsley, fresh"), (3, "Garlic, cooked"),
        ]),
        // One ~25 g baked ball of cassava-starch dough with cheese, milk, egg and oil; no generic cassava starch (polvilho), so dry pearl
        // tapioca (the same starch) stands in, and parmesan for queijo meia-cura.
        ComposedDish("Pão de queijo (Brazilian cheese bread ball)", said: ["pão de queijo", "pao de queijo", "pães de queijo",
            "paes de queijo", "pao de queijos", "brazilian cheese bread", "brazilian cheese breads", "brazilian cheese ball",
            "brazilian cheese balls", "brazilian cheese bread ball", "brazilian cheese bread balls"], [
            (10, "Tapioca, pearl, dry"), (5, "Cheese, Parmesan, hard"), (5, "Milk, whole"), (3, "Egg, whole, raw"),
            (2, "Vegetable oil, NFS"),
        ]),
        // One ~80 g teardrop: broth-and-flour dough around shredded chicken with cream cheese (catupiry), breaded and deep-fried; regular
        // cream cheese stands in for catupiry.
        ComposedDish("Coxinha (Brazilian chicken croquette)", said: ["coxinha", "coxinhas", "coxinha de frango", "coxinhas de frango",
            "chicken coxinha", "chicken coxinhas", "brazilian chicken croquette", "brazilian chicken croquettes"], [
            (20, "Wheat flour, white, all-purpose, unenriched"), (15, "Soup, chicken broth, ready-to-serve"), (2, "Butter, NFS"),
            (20, "Chicken breast, stewed, skin not eaten"), (5, "Cream cheese, regular, plain"), (3, "Onions, cooked, as ingredient"),
            (6, "Bread, crumbs, dry, grated, plain"), (3, "Egg, whole, raw"), (7, "Vegetable oil, NFS"),
        ]),
        // A dark-meat quarter (thigh and drumstick, ~180 g edible with skin) of spit-roasted chicken marinated in soy, oil, garlic, cumin
        // and ají panca, no sides; paprika stands in for ají panca.
        ComposedDish("Pollo a la brasa (Peruvian rotisserie chicken, quarter)", said: ["pollo a la brasa", "peruvian chicken",
            "peruvian rotisserie chicken", "peruvian roast chicken", "pollo a la brasa quarter", "quarter pollo a la brasa",
            "peruvian chicken quarter"], [
            (110, "Chicken thigh, rotisserie, skin eaten"), (70, "Chicken drumstick, rotisserie, skin eaten"), (5, "Soy sauce"),
            (3, "Vegetable oil, NFS"), (3, "Garlic, cooked"), (1, "Spices, cumin seed"), (1, "Spices, paprika"),
        ]),
        // One heaped tablespoon (15 g) of butter beaten with icing sugar and brandy, for Christmas pudding or mince pies.
        ComposedDish("Brandy butter (hard sauce)", said: ["brandy butter", "hard sauce", "brandy hard sauce", "brandy butter sauce"], [
            (7, "Butter, NFS"), (6, "Sugar, white, confectioner's, powdered"), (2, "Brandy"),
        ]),
        // One cocktail: 1 oz Campari, 1 oz sweet vermouth, topped with about 2 oz prosecco; no generic Campari or vermouth, so generic
        // liqueur stands in for Campari and sweet dessert wine for sweet vermouth (similar sugar and alcohol).
        ComposedDish("Negroni sbagliato (Campari, sweet vermouth and prosecco)", said: ["negroni sbagliato", "negroni sbagliatos",
            "sbagliato", "sbagliatos", "sbagliato cocktail", "negroni sbagliato with prosecco"], drink: true, [
            (30, "Liqueur"), (30, "Wine, dessert, sweet"), (60, "Wine, sparkling"),
        ]),
        // One 16 oz cup: about 80 g tapioca pearls simmered in brown-sugar syrup (counted as dry pearls plus the sugar), with whole milk
        // and black tea over ice.
        ComposedDish("Brown sugar boba milk tea (16 oz)", said: ["brown sugar boba milk tea", "brown sugar boba milk teas",
            "brown sugar boba", "brown sugar bobas", "brown sugar boba tea", "brown sugar bubble tea", "brown sugar bubble teas",
            "brown sugar milk tea", "brown sugar milk teas", "brown sugar pearl milk tea", "brown sugar boba milk",
            "brown sugar tapioca milk tea", "tiger sugar milk tea"], drink: true, [
            (280, "Milk, whole"), (100, "Tea, hot, leaf, black"), (35, "Tapioca, pearl, dry"), (35, "Sugar, brown"),
        ]),
        // One 200 ml carton of sweetened banana-flavoured milk (about 85% milk, sugar, a little banana).
        ComposedDish("Korean banana milk (200 ml carton)", said: ["banana milk", "banana milks", "korean banana milk",
            "korean banana milks", "banana flavored milk", "banana flavoured milk", "banana-flavored milk", "banana-flavoured milk",
            "binggrae banana milk"], drink: true, [
            (165, "Milk, whole"), (16, "Sugar, white, granulated or lump"), (4, "Bananas, raw"), (20, "Water, tap"),
        ]),
        // A restaurant plate of the stew without injera, ~385 g: a chicken leg (thigh and drumstick, skin removed, stewed), one hard-boiled
        // egg, a thick sauce of slow-cooked onions, niter kibbeh (spiced clarified butter) and berbere; berbere declared as paprika + chili
        // powder.
        ComposedDish("Doro wat (Ethiopian spicy chicken stew)", said: ["doro wat", "doro wot", "doro wats", "doro wett", "doro wet",
            "ethiopian chicken stew", "ethiopian doro wat"], [
            (70, "Chicken thigh, stewed, skin not eaten"), (70, "Chicken drumstick, stewed, skin not eaten"),
            (50, "Egg, whole, cooked, hard-boiled"), (120, "Onions, cooked, as ingredient"), (20, "Ghee, clarified butter"),
            (10, "Tomato, paste, canned, without salt added"), (4, "Spices, paprika"), (2, "Spices, chili powder"), (5, "Garlic, cooked"),
            (3, "Ginger root, raw"), (30, "Water, tap"),
        ]),
        // A plate of bobotie without the yellow rice, ~340 g: curried beef mince (~100 g cooked) with onion, milk-soaked bread, chutney and
        // raisins, baked under an egg-and-milk custard.
        ComposedDish("Bobotie (South African spiced mince bake)", said: ["bobotie", "boboties", "bobotie mince", "south african bobotie",
            "cape malay bobotie"], [
            (100, "Beef, ground"), (60, "Onions, cooked, as ingredient"), (20, "Bread, white"), (80, "Milk, whole"),
            (40, "Egg, whole, raw"), (15, "Chutney"), (10, "Raisins"), (5, "Vegetable oil, NFS"), (3, "Spices, curry powder"),
            (5, "Lemon juice, raw"),
        ]),
        // A side plate, ~245 g: potatoes mashed with milk and a generous knob of butter, folded with boiled cabbage and spring onion.
        ComposedDish("Colcannon (Irish mashed potato with cabbage)", said: ["colcannon", "colcannons", "colcannon mash",
            "colcannon potatoes", "irish colcannon", "colcannon mashed potatoes"], [
            (150, "Potato, cooked, as ingredient"), (40, "Cabbage, green, cooked, no added fat"), (30, "Milk, whole"),
            (15, "Butter, salted"), (8, "Onions, green, raw"),
        ]),
        // A bowl, ~410 g: smoked haddock poached in whole milk with diced potato and onion, finished with butter and a little cream.
        ComposedDish("Cullen skink (Scottish smoked haddock soup)", said: ["cullen skink", "cullen skinks", "cullen skink soup",
            "smoked haddock soup", "smoked haddock chowder"], [
            (90, "Fish, haddock, smoked"), (90, "Potato, cooked, as ingredient"), (40, "Onions, cooked, as ingredient"),
            (160, "Milk, whole"), (20, "Cream, fluid, heavy whipping"), (10, "Butter, salted"), (2, "Parsley, raw"),
        ]),
        // A bowl, ~395 g: sauerkraut and fresh cabbage braised with kielbasa, pork shoulder, bacon, onion, mushrooms, prunes and tomato
        // paste.
        ComposedDish("Bigos (Polish hunter's stew)", said: ["bigos", "bigos stew", "polish bigos", "hunters stew", "polish hunters stew"], [
            (150, "Sauerkraut, canned, solids and liquids"), (50, "Cabbage, green, cooked, no added fat"),
            (60, "Kielbasa, fully cooked, pan-fried"), (50, "Pork, roast"), (10, "Bacon, NS as to type of meat, cooked"),
            (30, "Onions, cooked, as ingredient"), (20, "Mushrooms, cooked, as ingredient"), (10, "Prune, dried"),
            (10, "Tomato, paste, canned, without salt added"), (5, "Vegetable oil, NFS"),
        ]),
        // One whole ~28 cm lahmacun, ~175 g: a thin baked flatbread (~70 g, declared as white pita) spread with spiced beef mince, onion,
        // tomato, pepper, parsley and tomato paste, with a little oil.
        ComposedDish("Lahmacun (Turkish thin minced-meat flatbread)", said: ["lahmacun", "lahmacuns", "lahmajun", "lahmajoun", "lahmacoun",
            "lahmajoon", "armenian pizza"], [
            (70, "Bread, pita, white, enriched"), (40, "Beef, ground"), (20, "Onions, cooked, as ingredient"), (20, "Tomatoes, raw"),
            (10, "Peppers, bell, green, raw"), (8, "Tomato, paste, canned, without salt added"), (3, "Parsley, raw"), (4, "Olive oil"),
            (1, "Spices, paprika"),
        ]),
        // A 2-egg plate without bread, ~325 g: two eggs softly scrambled into tomatoes and green peppers cooked down in olive oil and
        // butter, with pul biber.
        ComposedDish("Menemen (Turkish scrambled eggs with tomato and pepper)", said: ["menemen", "menemens", "turkish menemen",
            "turkish scrambled eggs", "turkish eggs with tomatoes and peppers"], [
            (100, "Egg omelet or scrambled egg, no added fat"), (150, "Tomatoes, raw"), (60, "Peppers, bell, green, raw"),
            (10, "Olive oil"), (5, "Butter, salted"), (1, "Spices, paprika"),
        ]),
        // One whole ~20 cm round, ~120 g: baked dough (~100 g, declared as white pita) brushed with a za'atar paste of olive oil, dried
        // thyme and toasted sesame.
        ComposedDish("Za'atar manakish (Lebanese za'atar flatbread)", said: ["zaatar manakish", "zaatar manakeesh", "zaatar manoushe",
            "zaatar manaeesh", "zaatar mankoushe", "zaatar flatbread", "manakish zaatar", "manakish bi zaatar"], [
            (100, "Bread, pita, white, enriched"), (12, "Olive oil"), (5, "Seeds, sesame seeds, whole, dried"), (4, "Spices, thyme, dried"),
        ]),
        // One slice, ~160 g: buttery shredded kataifi pastry (declared as phyllo dough) over melted white cheese (akkawi/nabulsi, declared
        // as whole-milk mozzarella), soaked in sugar syrup, topped with pistachios.
        ComposedDish("Knafeh (Middle Eastern cheese pastry in syrup)", said: ["knafeh", "kunafa", "kunafeh", "knafe", "kanafeh", "kanafe",
            "konafa", "kunafah", "kanafa", "knafeh nabulsi", "kunefe", "kunefes", "knafehs", "kunafas"], [
            (40, "Phyllo dough"), (60, "Cheese, mozzarella, whole milk"), (12, "Ghee, clarified butter"),
            (25, "Sugar, white, granulated or lump"), (15, "Water, tap"), (4, "Pistachio nuts, unsalted"),
        ]),
        // One ~285 g ball without the fish or soup: fermented corn dough and cassava dough stirred with water into a stiff paste; the corn
        // dough declared as whole-grain cornmeal plus water.
        ComposedDish("Banku (Ghanaian fermented corn and cassava dough)", said: ["banku", "bankus", "banku ball", "banku balls",
            "ghana banku"], [
            (65, "Cornmeal, whole-grain, white"), (50, "Cassava, cooked"), (170, "Water, tap"),
        ]),
        // One ~95 g piece of the golden crust from the bottom of the pot: cooked rice fried crisp in oil and butter, bound with a little
        // yogurt (and saffron).
        ComposedDish("Tahdig (Persian crispy rice crust)", said: ["tahdig", "tahdigs", "tahdeeg", "tah dig", "persian crispy rice",
            "persian rice crust"], [
            (75, "Rice, white, cooked, no added fat"), (10, "Vegetable oil, NFS"), (4, "Butter, salted"), (8, "Yogurt, whole milk, plain"),
        ]),
        // A ~365 g bowl of the stew without rice: beef stew meat and kidney beans in a large quantity of parsley, coriander, chives and
        // fenugreek fried in oil, with onion, turmeric and dried lime (declared as lime juice); fenugreek leaves declared as fenugreek
        // seed.
        ComposedDish("Ghormeh sabzi (Persian herb stew)", said: ["ghormeh sabzi", "ghormeh sabzis", "ghormeh sabzi stew", "gormeh sabzi",
            "ghorme sabzi", "khoresh ghormeh sabzi", "persian herb stew"], [
            (90, "Beef, stew meat"), (60, "Kidney beans, from dried, no added fat"), (50, "Parsley, raw"), (20, "Cilantro, raw"),
            (15, "Chives, raw"), (2, "Spices, fenugreek seed"), (40, "Onions, cooked, as ingredient"), (15, "Vegetable oil, NFS"),
            (10, "Lime juice, raw"), (1, "Spices, turmeric, ground"), (60, "Water, tap"),
        ]),
        // A plate, ~350 g: tiny dumplings (~150 g boiled dough, declared as cooked pasta) filled with spiced beef mince and onion, under
        // garlic yogurt and butter melted with red pepper.
        ComposedDish("Turkish manti (tiny meat dumplings with yogurt sauce)", said: ["turkish manti", "mantı", "manti with yogurt",
            "manti with yoghurt", "kayseri manti", "kayseri mantı", "turkish manti with yogurt sauce"], [
            (150, "Pasta, cooked"), (50, "Beef, ground"), (10, "Onions, cooked, as ingredient"), (120, "Yogurt, whole milk, plain"),
            (3, "Garlic, cooked"), (15, "Butter, salted"), (2, "Spices, paprika"),
        ]),
        // One fried torpedo-shaped piece, ~65 g: a shell of soaked bulgur and lean mince around a filling of mince, onion and pine nuts,
        // deep-fried (oil absorbed included).
        ComposedDish("Kibbeh (fried Lebanese bulgur and meat croquette)", said: ["kibbeh", "kibbehs", "kibbe", "kibbes", "kebbeh", "kibbi",
            "fried kibbeh", "kibbeh ball", "kibbeh balls", "lebanese kibbeh", "kibbeh croquette"], [
            (24, "Bulgur, cooked"), (24, "Beef, ground"), (6, "Onions, cooked, as ingredient"), (3, "Pine nuts"), (7, "Vegetable oil, NFS"),
            (0.5, "Spices, allspice, ground"),
        ]),
        // A plate without the rice, ~415 g: ~110 g shredded poached chicken in a sauce of aji amarillo (declared as cooked hot peppers),
        // onion, garlic, evaporated-milk-soaked bread, walnuts, parmesan and oil, over boiled potato with half an egg and an olive.
        ComposedDish("Aji de gallina (Peruvian creamy chili chicken)", said: ["aji de gallina", "ají de gallina", "aji de gallinas",
            "peruvian aji de gallina", "aji gallina"], [
            (110, "Chicken breast, stewed, skin not eaten"), (60, "Milk, evaporated, whole"), (25, "Bread, white"),
            (10, "Nuts, walnuts, english"), (8, "Cheese, parmesan, grated"), (50, "Onions, cooked, as ingredient"),
            (20, "Peppers, hot, cooked"), (12, "Vegetable oil, NFS"), (3, "Garlic, cooked"), (80, "Potato, cooked, as ingredient"),
            (25, "Egg, whole, cooked, hard-boiled"), (6, "Olives, black"),
        ]),
        // One francesinha with its sauce, no fries and no optional egg, ~470 g: two thick slices of white bread layered with thin steak,
        // ham, linguica and fresh sausage, covered in melted cheese (flamengo, declared as gouda/edam) and ~150 g of beer-tomato sauce
        // thickened with butter and flour.
        ComposedDish("Francesinha (Porto meat sandwich in beer sauce)", said: ["francesinha", "francesinhas", "francesinha sandwich",
            "portuguese francesinha", "francesinha porto"], [
            (90, "Bread, white"), (70, "Beef, steak, NFS"), (25, "Ham, sliced, regular (approximately 11% fat)"),
            (30, "Polish sausage, pork"), (30, "Pork sausage, link/patty, cooked, pan-fried"), (80, "Cheese, Gouda or Edam"), (60, "Beer"),
            (50, "Tomato products, canned, sauce"), (10, "Butter, salted"), (5, "Wheat flour, white, all-purpose, unenriched"),
            (20, "Milk, whole"),
        ]),
        // One ~16 g ball: sweetened condensed milk cooked down with cocoa and butter, rolled in chocolate sprinkles.
        ComposedDish("Brigadeiro (Brazilian chocolate fudge ball)", said: ["brigadeiro", "brigadeiros", "brigadeiro ball",
            "brigadeiro balls", "brazilian brigadeiro", "brazilian brigadeiros", "brazilian chocolate truffle"], [
            (12, "Milk, condensed, sweetened"), (1.5, "Cocoa, dry powder, unsweetened"), (1, "Butter, salted"), (2, "Candy, sprinkles"),
        ]),
        // One ~25 cm filled pancake, ~290 g before cooking, without the lettuce, herbs and dipping sauce: rice-flour, coconut-milk and
        // turmeric batter fried crisp in oil around pork belly, shrimp, bean sprouts and onion.
        ComposedDish("Banh xeo (Vietnamese crispy filled pancake)", said: ["banh xeo", "bánh xèo", "banh xeos", "vietnamese pancake",
            "vietnamese pancakes", "vietnamese crepe", "vietnamese crepes", "vietnamese sizzling pancake"], [
            (40, "Flour, rice, white, unenriched"), (30, "Coconut milk, used in cooking"), (70, "Water, tap"),
            (1, "Spices, turmeric, ground"), (30, "Pork, belly"), (35, "Crustaceans, shrimp, cooked"), (50, "Bean sprouts, raw"),
            (15, "Onions, cooked, as ingredient"), (5, "Onions, green, raw"), (12, "Vegetable oil, NFS"),
        ]),
        // One whole roll (8-10 slices), ~325 g: ~180 g cooked rice seasoned with sesame oil in a sheet of laver, filled with egg strip,
        // crab stick, ham, pickled radish (danmuji), spinach and carrot, sprinkled with sesame.
        ComposedDish("Kimbap (Korean seaweed rice roll)", said: ["kimbap", "gimbap", "kim bap", "gim bap", "kimbaps", "gimbaps",
            "kimbap roll", "kimbap rolls", "gimbap roll", "gimbap rolls", "korean rice roll", "korean rice rolls", "korean sushi roll"], [
            (180, "Rice, white, cooked, no added fat"), (5, "Sesame oil"), (3, "Seaweed, dried"),
            (30, "Egg omelet or scrambled egg, made with oil"), (20, "Imitation crab meat"),
            (20, "Ham, sliced, regular (approximately 11% fat)"), (20, "Radishes, pickled"), (25, "Spinach, fresh, cooked, no added fat"),
            (20, "Carrots, fresh, cooked with oil"), (2, "Seeds, sesame seeds, whole, dried"),
        ]),
        // A bowl of ~5 balls (~24 g each) in ginger-brown-sugar syrup (water for dough and syrup together 190 g): glutinous rice flour
        // dough filled with black sesame ground with sugar and lard; black sesame declared as sesame seeds.
        ComposedDish("Tangyuan (sesame glutinous rice balls in syrup)", said: ["tangyuan", "tang yuan", "tong yuen", "tong yun",
            "tangyuan in syrup", "black sesame tangyuan", "sesame tangyuan", "tangyuan soup", "yuanxiao"], [
            (50, "Flour, rice, glutinous"), (12, "Seeds, sesame seeds, whole, dried"), (10, "Sugar, white, granulated or lump"),
            (6, "Lard"), (15, "Sugar, brown"), (190, "Water, tap"), (3, "Ginger root, raw"),
        ]),
        // A ~260 g bowl: fine vermicelli (~15 g dry, declared as dry pasta since it cooks in the milk) roasted in ghee and simmered in
        // whole milk with sugar, dates, almonds, pistachios and raisins.
        ComposedDish("Sheer khurma (Eid vermicelli milk pudding with dates)", said: ["sheer khurma", "sheer korma", "shir khurma",
            "sheer kurma", "sheer khorma", "sheer qorma", "sheer khurmas"], [
            (200, "Milk, whole"), (15, "Pasta, dry, enriched"), (7, "Ghee, clarified butter"), (18, "Sugar, white, granulated or lump"),
            (15, "Date"), (5, "Nuts, almonds"), (5, "Pistachio nuts, unsalted"), (4, "Raisins"),
        ]),
        // One ~22 g cube as sold in boxes: gram flour and wheat flour roasted in ghee, pulled into flaky threads with sugar syrup, topped
        // with almond and pistachio slivers.
        ComposedDish("Soan papdi (Indian flaky gram-flour sweet)", said: ["soan papdi", "son papdi", "sohan papdi", "soan papri",
            "son papri", "patisa", "patisa sweet", "soan papdis"], [
            (5, "Chickpea flour (besan)"), (4, "Wheat flour, white, all-purpose, unenriched"), (4, "Ghee, clarified butter"),
            (8, "Sugar, white, granulated or lump"), (0.5, "Pistachio nuts, unsalted"), (0.5, "Nuts, almonds"),
        ]),
        // One ~20 g Chinese New Year cookie: buttery melt-in-the-mouth pastry around a ball of pineapple jam (jam declared as the generic
        // jams and preserves).
        ComposedDish("Pineapple tart (Singapore/Malaysian pineapple jam cookie)", said: ["pineapple tart", "pineapple tarts", "nastar",
            "nastars", "kueh tat", "pineapple jam tart", "pineapple jam tarts", "pineapple roll tart", "pineapple tart cookie",
            "pineapple tart cookies"], [
            (6.5, "Wheat flour, white, all-purpose, unenriched"), (4.5, "Butter, salted"), (1, "Egg, yolk, raw, fresh"),
            (1, "Sugar, white, confectioner's, powdered"), (7, "Jams and preserves"),
        ]),
        // One ~65 g baked tart (~79 g of ingredients before baking): buttery shortcrust shell filled with a sweet egg custard made with
        // evaporated milk.
        ComposedDish("Hong Kong egg tart", said: ["egg tart", "egg tarts", "hong kong egg tart", "hong kong egg tarts", "hk egg tart",
            "dan tat", "daan taat", "dan tart", "cantonese egg tart", "chinese egg tart", "chinese egg tarts", "dim sum egg tart"], [
            (15, "Wheat flour, white, all-purpose, unenriched"), (9, "Butter, salted"), (12, "Sugar, white, granulated or lump"),
            (21, "Egg, whole, raw"), (10, "Milk, evaporated, whole"), (12, "Water, tap"),
        ]),
        // One ~65 g tart: a crisp puff-pastry cup (~20 g baked) filled with custard of milk, egg yolk, sugar, a little flour and cream,
        // scorched on top.
        ComposedDish("Pastel de nata (Portuguese custard tart)", said: ["pastel de nata", "pasteis de nata", "pastéis de nata",
            "pastel de belem", "pasteis de belem", "portuguese custard tart", "portuguese custard tarts", "portuguese egg tart",
            "portuguese egg tarts", "portuguese tart", "portuguese tarts", "macau egg tart", "macau egg tarts"], [
            (20, "Puff pastry, frozen, ready-to-bake, baked"), (25, "Milk, whole"), (7, "Egg, yolk, raw, fresh"),
            (12, "Sugar, white, granulated or lump"), (2, "Wheat flour, white, all-purpose, unenriched"),
            (3, "Cream, fluid, heavy whipping"),
        ]),
        // One slice (1/8 of a 24 cm tart), ~170 g, without cream or ice cream: apples cooked in butter-sugar caramel on a puff-pastry base.
        ComposedDish("Tarte tatin (French upside-down caramelised apple tart)", said: ["tarte tatin", "tartes tatin", "tarte tatins",
            "tart tatin", "apple tarte tatin", "tatin", "apple tatin", "upside down apple tart", "upside-down apple tart"], [
            (110, "Apples, raw, without skin, cooked, boiled"), (18, "Sugar, white, granulated or lump"), (12, "Butter, salted"),
            (30, "Puff pastry, frozen, ready-to-bake, baked"),
        ]),
        // A 2-egg pan without bread, ~445 g: two eggs poached in a sauce of canned tomatoes, tomato paste, onion, red pepper, garlic, cumin
        // and paprika cooked in olive oil.
        ComposedDish("Shakshuka (eggs poached in spiced tomato and pepper sauce)", said: ["shakshuka", "shakshouka", "shakshukas",
            "chakchouka", "shakshuka eggs", "shakshouka eggs", "eggs shakshuka", "israeli shakshuka"], [
            (100, "Egg, whole, cooked, poached"), (200, "Tomatoes, canned, red, ripe, diced"),
            (10, "Tomato, paste, canned, without salt added"), (50, "Onions, cooked, as ingredient"), (60, "Peppers, red, cooked"),
            (15, "Olive oil"), (5, "Garlic, cooked"), (1, "Spices, cumin seed"), (1, "Spices, paprika"), (3, "Parsley, raw"),
        ]),
        // 6 pieces, each: one wing/drumette-sized bone-in piece, ~40 g eaten (meat, skin and double-fried crust), with a light coat of
        // sweet-spicy yangnyeom glaze (declared as corn syrup, ketchup and chili powder).
        ComposedDish("Korean fried chicken", pieces: 6, said: ["korean fried chicken", "korean fried chickens", "korean fried chicken wing",
            "korean fried chicken wings", "korean fried chicken piece", "korean fried chicken pieces", "korean fried chicken drumette",
            "korean fried chicken drumettes", "yangnyeom chicken", "yangnyeom chicken wing", "yangnyeom chicken wings",
            "korean fried wings", "korean fried wing"], [
            (240, "Chicken wing, fried, coated, from restaurant"), (24, "Corn syrup"), (18, "Ketchup"), (3, "Spices, chili powder"),
            (6, "Garlic, cooked"),
        ]),
        // 5 pieces, each: one bite-sized piece, ~27 g: skin-on chicken thigh marinated in soy and ginger, coated in potato starch (declared
        // as cornstarch) and deep-fried (oil absorbed included).
        ComposedDish("Chicken karaage (Japanese fried chicken)", pieces: 5, said: ["chicken karaage", "karaage", "kara-age",
            "karaage chicken",
            "tori karaage", "tori no karaage", "japanese fried chicken", "chicken karaages", "karaages", "karage", "chicken karage"], [
            (100, "Chicken thigh, sauteed, skin eaten"), (15, "Cornstarch"), (10, "Vegetable oil, NFS"), (7.5, "Soy sauce"),
            (2.5, "Ginger root, raw"),
        ]),
        // 4 pieces, each: one thin fried roll, ~23 g: a lumpia wrapper (declared as egg roll wrapper) rolled around seasoned ground pork
        // with carrot, onion and egg, deep-fried (oil absorbed included).
        ComposedDish("Lumpia shanghai (Filipino fried spring roll)", pieces: 4, said: ["lumpia", "lumpias", "lumpia shanghai",
            "lumpiang shanghai",
            "lumpia shanghais", "filipino lumpia", "filipino spring roll", "filipino spring rolls", "pork lumpia", "fried lumpia"], [
            (20, "Wonton wrappers (includes egg roll wrappers)"), (40, "Pork, fresh, ground, cooked"),
            (8, "Carrots, cooked, as ingredient"), (8, "Onions, cooked, as ingredient"), (4, "Egg, whole, raw"), (12, "Vegetable oil, NFS"),
        ]),
        // 4 pieces, each: one ~29 g ball: sweetened yeast dough deep-fried (declared as the generic fried bread dough plus the sugar in the
        // batter).
        ComposedDish("Puff puff (West African fried dough ball)", pieces: 4, said: ["puff puff", "puff puffs", "puff-puff", "puff-puffs",
            "puffpuff",
            "bofrot", "bofrots", "nigerian puff puff", "mikate"], [
            (104, "Bread, dough, fried"), (12, "Sugar, white, granulated or lump"),
        ]),
        // One ~45 g slice of rustic bread toasted, rubbed with ~25 g ripe tomato and garlic and drizzled with ~7 g olive oil.
        ComposedDish("Pan con tomate (Catalan tomato bread)", said: ["pan con tomate", "pa amb tomaquet", "pa amb tomàquet", "pan tumaca",
            "pan con tomate slice"], [
            (45, "Bread, French or Vienna, toasted"), (25, "Tomatoes, raw"), (7, "Olive oil"), (2, "Garlic, raw"),
        ]),
        // One restaurant plate, a ~240 g dome of ~170 g fried green plantain mashed with pork cracklings, garlic, olive oil and a little
        // broth, no stuffing or meat on top.
        ComposedDish("Mofongo (Puerto Rican mashed fried green plantain)", said: ["mofongo", "mofongos", "plain mofongo",
            "mofongo de platano", "mofongo de plátano", "puerto rican mofongo"], [
            (170, "Plantains, green, fried"), (15, "Pork skin rinds"), (8, "Olive oil"), (6, "Garlic, raw"),
            (40, "Soup, chicken broth, ready-to-serve"),
        ]),
        // One ~130 g fritter, a masa of grated yautia and green banana filled with ~30 g beef picadillo and deep-fried, ~12 g oil absorbed.
        ComposedDish("Alcapurria (Puerto Rican stuffed fritter)", said: ["alcapurria", "alcapurrias", "alcapurria de carne",
            "alcapurrias de carne", "beef alcapurria"], [
            (45, "Yautia (tannier), raw"), (40, "Bananas, raw"), (30, "Beef, ground"), (5, "Sauce, sofrito, prepared from recipe"),
            (12, "Vegetable oil, NFS"),
        ]),
        // One pressed sandwich, a ~75 g sweet egg-bread roll with ~40 g ham, ~40 g roast pork, ~25 g Swiss cheese, pickles, mustard and ~7
        // g butter.
        ComposedDish("Medianoche sandwich (Cuban sandwich on sweet egg bread)", said: ["medianoche", "medianoches", "medianoche sandwich",
            "medianoche sandwiches", "media noche", "media noche sandwich", "cuban medianoche"], [
            (75, "Bread, egg"), (40, "Ham"), (40, "Pork, roast"), (25, "Cheese, Swiss"), (15, "Pickles, dill"),
            (5, "Mustard, prepared, yellow"), (7, "Butter, salted"),
        ]),
        // One ~100 g crusty roll (birote) filled with ~120 g carnitas and drowned in ~150 g tomato sauce plus hot chile sauce, topped with
        // onion.
        ComposedDish("Torta ahogada (Guadalajara drowned carnitas sandwich)", said: ["torta ahogada", "tortas ahogadas", "torta ahogadas",
            "tortas ahogada", "drowned torta", "torta ahogada de carnitas"], [
            (100, "Roll, Mexican, bolillo"), (120, "Pork, carnitas"), (150, "Tomato, sauce, canned, with salt added"), (30, "Salsa, red"),
            (20, "Onions, red, raw"),
        ]),
        // 6 pieces, each: one ~27 g steamed dumpling: a thin wheat wrapper (~5.5 g flour) around ~9 g seasoned pork and a spoon of jellied
        // broth.
        ComposedDish("Xiaolongbao (Shanghai soup dumpling)", pieces: 6, said: ["xiaolongbao", "xiao long bao", "xiaolongbaos",
            "xiao long baos",
            "xiao long bao dumpling", "soup dumpling", "soup dumplings", "xlb", "shanghai soup dumpling", "shanghai soup dumplings",
            "xiaolong bao"], [
            (33, "Wheat flour, white, all-purpose, unenriched"), (18, "Water, tap"), (54, "Pork, fresh, ground, cooked"),
            (36, "Soup, chicken broth, ready-to-serve"), (6, "Onions, green, raw"), (6, "Soy sauce"), (6, "Ginger root, raw"),
        ]),
        // One quarter bunny, a hollowed ~200 g quarter of a white loaf (with its scooped-out bread) filled with ~320 g Durban mutton curry
        // of ~110 g lamb, potato, onion, tomato and oil.
        ComposedDish("Bunny chow (quarter loaf with mutton curry)", said: ["bunny chow", "bunny chows", "quarter bunny",
            "quarter bunny chow", "quarter mutton bunny", "quarter mutton bunny chow", "mutton bunny", "mutton bunny chow",
            "durban bunny chow", "bunny chow mutton", "lamb bunny chow"], [
            (200, "Bread, white"), (110, "Lamb, NS as to cut"), (80, "Potato, boiled, NFS"), (40, "Onions, cooked, no added fat"),
            (50, "Tomatoes, canned, cooked"), (12, "Vegetable oil, NFS"),
        ]),
        // One slice, 1/6 of a 9-inch double-crust pie (~160 g): ~55 g pastry and a filling of spiced ground pork and beef with a little
        // mashed potato and onion.
        ComposedDish("Tourtiere (Quebec meat pie)", said: ["tourtiere", "tourtière", "tourtieres", "tourtières", "tourtiere pie",
            "quebec meat pie", "french canadian meat pie", "tourtiere slice"], [
            (55, "Pie crust, refrigerated, regular, baked"), (55, "Pork, fresh, ground, cooked"), (20, "Beef, ground"),
            (20, "Potato, mashed, NFS"), (10, "Onions, cooked, no added fat"),
        ]),
        // One restaurant plate of the curry without bread or rice (~345 g): ~180 g chicken meat cooked down with ~120 g tomato, ~20 g oil
        // or ghee, ginger, garlic and green chillies.
        ComposedDish("Chicken karahi (Pakistani wok-cooked chicken curry)", said: ["chicken karahi", "chicken karahis", "chicken kadai",
            "chicken kadhai", "kadai chicken", "kadhai chicken", "karahi chicken", "chicken karahi curry", "lahori chicken karahi",
            "chicken karai"], [
            (180, "Chicken thigh, sauteed, skin not eaten"), (120, "Tomatoes, fresh, cooked"), (20, "Vegetable oil, NFS"),
            (10, "Ginger root, raw"), (5, "Garlic, cooked"), (10, "Peppers, hot chili, green, raw"),
        ]),
        // One bowl (~455 g): ~170 g goat meat in a thin peppery broth with onion, hot pepper and pepper-soup spices, no oil.
        ComposedDish("Goat pepper soup (Nigerian spiced goat meat broth)", said: ["goat pepper soup", "goat meat pepper soup",
            "goatmeat pepper soup", "pepper soup goat", "nigerian goat pepper soup", "goat pepper soups", "goat meat peppersoup",
            "goat peppersoup"], [
            (170, "Game meat, goat, cooked, roasted"), (250, "Water, tap"), (25, "Onions, raw"), (6, "Peppers, hot, raw"),
            (3, "Spices, pepper, black"), (3, "Ginger root, raw"),
        ]),
        // One bowl: ~260 g rajma (kidney beans in onion-tomato gravy with ~8 g oil) over ~180 g cooked white rice.
        ComposedDish("Rajma chawal (kidney bean curry with rice)", said: ["rajma chawal", "rajma chawals", "rajma rice", "rajma with rice",
            "rajma and rice", "rajma chaawal", "rajma chawal bowl", "kidney bean curry with rice"], [
            (150, "Kidney beans, from canned, no added fat"), (40, "Onions, cooked, no added fat"), (60, "Tomatoes, canned, cooked"),
            (8, "Vegetable oil, NFS"), (180, "Rice, white, cooked, no added fat"),
        ]),
        // One ~60 g square of sponge cake dipped in chocolate icing and rolled in desiccated coconut.
        ComposedDish("Lamington (Australian chocolate-coconut sponge square)", said: ["lamington", "lamingtons", "lamington cake",
            "lamington cakes", "lamington square"], [
            (35, "Cake, sponge"), (14, "Icing, chocolate"), (10, "Coconut, packaged"),
        ]),
        // One ~60 g slice without butter; a loaf of flour, brown sugar and egg with tea-soaked raisins and currants.
        ComposedDish("Bara brith (Welsh tea loaf)", said: ["bara brith", "bara briths", "bara brith slice", "welsh tea loaf",
            "welsh tea bread", "bara brith loaf"], [
            (19, "Wheat flour, white, all-purpose, unenriched"), (10, "Raisins"), (10, "Currants, dried"), (8, "Sugar, brown"),
            (5, "Egg, whole, raw"), (7, "Tea, hot, leaf, black"),
        ]),
        // One ~40 g triangle (farl) of mashed potato bound with flour and a little butter, griddled dry.
        ComposedDish("Potato scone (Scottish tattie scone)", said: ["potato scone", "potato scones", "tattie scone", "tattie scones",
            "tatty scone", "tatty scones", "potato farl", "potato farls", "scottish potato scone"], [
            (28, "Potato, mashed, NFS"), (9, "Wheat flour, white, all-purpose, unenriched"), (2, "Butter, salted"),
        ]),
        // One cooked slice (~40 g) of beef-and-pork sausage meat with rusk, fried in a little oil.
        ComposedDish("Lorne sausage (Scottish square sausage)", said: ["lorne sausage", "lorne sausages", "square sausage",
            "square sausages", "lorne", "lorne slice"], [
            (20, "Beef, ground"), (12, "Pork sausage"), (6, "Bread, crumbs, dry, grated, plain"), (3, "Vegetable oil, NFS"),
        ]),
        // One ~80 g slice of a rolled chocolate sponge filled with cream and covered in chocolate icing, dusted with icing sugar.
        ComposedDish("Chocolate yule log (buche de Noel)", said: ["chocolate yule log", "yule log", "yule logs", "chocolate yule logs",
            "buche de noel", "bûche de noël", "buche de noël", "chocolate log", "christmas log", "chocolate christmas log",
            "yule log cake"], [
            (40, "Cake or cupcake, chocolate, no icing"), (25, "Icing, chocolate"), (15, "Cream, whipped"), (2, "Sugars, powdered"),
        ]),
        // One ~20 g tablespoon of milk thickened with white breadcrumbs, onion and clove, finished with a little butter and cream.
        ComposedDish("Bread sauce (British milk-and-breadcrumb sauce)", said: ["bread sauce", "bread sauces", "english bread sauce",
            "christmas bread sauce"], spooned: true, [
            (13, "Milk, whole"), (4, "Bread, white"), (1, "Butter, salted"), (1, "Cream, heavy"), (1, "Onions, cooked, no added fat"),
        ]),
        // One kopitiam sandwich: two thin slices of white toast (~50 g) with a ~10 g slab of butter and ~20 g kaya (coconut-egg jam of
        // sugar, coconut milk and egg).
        ComposedDish("Kaya toast (Singapore coconut-jam butter toast)", pieces: 2, said: ["kaya toast", "kaya toasts", "kaya butter toast",
            "kaya toast with butter", "kaya toast sandwich", "ya kun kaya toast", "kaya bread", "roti kaya"], [
            (50, "Bread, white, toasted"), (10, "Butter, salted"), (8, "Sugar, white, granulated or lump"),
            (8, "Coconut milk, used in cooking"), (4, "Egg, whole, raw"),
        ]),
        // One ~38 g twice-baked rusk; flour, butter, sugar, buttermilk and egg, dried out.
        ComposedDish("Buttermilk rusk (South African rusk)", said: ["buttermilk rusk", "buttermilk rusks", "south african rusk",
            "south african rusks", "beskuit", "karringmelk beskuit", "ouma rusk", "ouma rusks", "boerbeskuit"], [
            (21, "Wheat flour, white, all-purpose, unenriched"), (7, "Butter, salted"), (6, "Sugar, white, granulated or lump"),
            (6, "Buttermilk"), (2, "Egg, whole, raw"),
        ]),
        // One ~250 ml cup of black tea boiled with ~90 g whole milk, ~2 tsp sugar, ginger and spices.
        ComposedDish("Masala chai (Indian spiced milk tea)", said: ["chai", "masala chai", "masala chais", "masala tea", "chai masala tea",
            "indian chai", "cutting chai", "masala chai tea"], drink: true, [
            (150, "Tea, hot, leaf, black"), (90, "Milk, whole"), (8, "Sugar, white, granulated or lump"), (1, "Ginger root, raw"),
        ]),
        // One main-course pot (about 900 g mussels in shell, ~180 g meat) steamed in ~60 g white wine with shallots, garlic, parsley and
        // ~15 g butter, no fries or bread.
        ComposedDish("Moules marinieres (mussels in white wine, shallot and butter)", said: ["moules marinieres", "moules marinière",
            "moules mariniere", "moules marinières", "mussels mariniere", "mussels in white wine", "mussels in white wine sauce"], [
            (180, "Mollusks, mussel, blue, cooked, moist heat"), (60, "Alcoholic beverage, wine, table, white"), (15, "Butter, salted"),
            (25, "Shallots, raw"), (5, "Garlic, cooked"), (3, "Parsley, fresh"),
        ]),
        // One starter glass: ~80 g cooked prawns on shredded iceberg in Marie Rose sauce (~25 g mayonnaise with ~10 g ketchup and lemon),
        // no bread.
        ComposedDish("Prawn cocktail (British starter with Marie Rose sauce)", said: ["prawn cocktail", "prawn cocktails",
            "prawn cocktail starter", "prawn marie rose", "prawns marie rose", "classic prawn cocktail", "british prawn cocktail"], [
            (80, "Crustaceans, shrimp, cooked"), (25, "Mayonnaise, regular"), (10, "Ketchup"), (30, "Lettuce, iceberg, raw"),
            (5, "Lemon juice, raw"),
        ]),
        // One ~145 g portion without custard: ~100 g sweetened stewed rhubarb under a rubbed-in topping of flour, butter and demerara
        // sugar.
        ComposedDish("Rhubarb crumble", said: ["rhubarb crumble", "rhubarb crumbles", "rhubarb crisp", "rhubarb crumble pudding"], [
            (100, "Rhubarb, frozen, cooked, with sugar"), (22, "Wheat flour, white, all-purpose, unenriched"), (12, "Butter, salted"),
            (12, "Sugar, brown"),
        ]),
        // One plate without rice: ~180 g oxtail meat (from ~400 g on the bone) browned with brown sugar and oil, braised with onion and ~60
        // g butter beans in its gravy.
        ComposedDish("Jamaican oxtail stew", said: ["jamaican oxtail", "oxtail stew", "oxtail stews", "stewed oxtail", "brown stew oxtail",
            "oxtail and butter beans", "jamaican oxtail stew", "braised oxtail", "oxtail"], [
            (180, "Beef, oxtails"), (60, "Lima beans, from canned"), (40, "Onions, cooked, no added fat"), (8, "Vegetable oil, NFS"),
            (6, "Sugar, brown"), (60, "Water, tap"),
        ]),
        // One ~395 g bowl without rice: ~160 g bone-off mutton (goat) cooked in an onion-tomato-yogurt masala with ~15 g oil, ginger and
        // garlic.
        ComposedDish("Mutton curry (Indian/Pakistani goat or lamb curry)", said: ["mutton curry", "mutton curries", "mutton masala",
            "mutton salan", "indian mutton curry", "mutton curry bowl", "kosha mangsho"], [
            (160, "Game meat, goat, cooked, roasted"), (70, "Onions, cooked, no added fat"), (70, "Tomatoes, canned, cooked"),
            (15, "Vegetable oil, NFS"), (25, "Yogurt, plain, whole milk"), (8, "Ginger root, raw"), (6, "Garlic, cooked"),
            (40, "Water, tap"),
        ]),
        // One bowl, ~345 g: ~175 g cooked dal (lentils in a spiced gravy) over ~160 g plain boiled white rice, finished with a teaspoon of
        // ghee tadka.
        ComposedDish("Dal chawal (lentil dal with rice)", said: ["dal chawal", "dal chawals", "daal chawal", "dal chaval", "dal bhat",
            "dal bhaat", "dal chawal bowl"], [
            (176, "Dal"), (160, "Rice, white, cooked, no added fat"), (3, "Ghee, clarified butter"), (1, "Spices, cumin seed"),
        ]),
        // A side bowl without bread, ~270 g: okra stir-fried with onion, tomato, ginger-garlic and dry spices in about a tablespoon of oil.
        ComposedDish("Bhindi masala (Indian spiced okra)", said: ["bhindi masala", "bhindi masalas", "bhindi fry", "bhindi sabzi",
            "bhindi ki sabzi", "bhindi do pyaza", "bhendi masala", "bhindi bhaji", "bhindi bhajee", "okra masala", "masala okra",
            "indian okra curry"], [
            (150, "Okra, fresh, cooked, no added fat"), (60, "Onions, cooked, as ingredient"), (40, "Tomatoes, raw"),
            (13, "Vegetable oil, NFS"), (3, "Ginger root, raw"), (3, "Garlic, cooked"), (1, "Spices, turmeric, ground"),
            (1, "Spices, chili powder"), (1, "Spices, coriander seed"), (1, "Spices, cumin seed"),
        ]),
        // A bowl without rice, ~335 g: two hard-boiled eggs in an onion-tomato masala gravy cooked with ginger-garlic, spices and about a
        // tablespoon of oil.
        ComposedDish("Egg curry (Indian boiled eggs in onion-tomato masala)", said: ["egg curry", "egg curries", "anda curry",
            "anda masala", "egg masala", "egg masala curry", "egg kulambu", "egg kuzhambu", "mutta curry", "dim kosha", "indian egg curry",
            "boiled egg curry"], [
            (100, "Egg, whole, cooked, hard-boiled"), (70, "Onions, cooked, as ingredient"), (80, "Tomatoes, canned, cooked"),
            (13, "Vegetable oil, NFS"), (4, "Ginger root, raw"), (4, "Garlic, cooked"), (1, "Spices, turmeric, ground"),
            (2, "Spices, chili powder"), (1, "Spices, cumin seed"), (1, "Spices, coriander seed"), (2, "Cilantro, raw"), (60, "Water, tap"),
        ]),
        // One bowl, ~390 g: ~180 g cooked white rice mashed with ~130 g whole-milk yogurt and a splash of milk, tempered with mustard
        // seeds, chili and ginger in a teaspoon of oil, with cucumber and pomegranate.
        ComposedDish("Curd rice (South Indian yogurt rice)", said: ["curd rice", "curd rices", "thayir sadam", "thayir saadam",
            "thayir sadham", "thair sadam", "daddojanam", "perugu annam", "mosaru anna", "dahi chawal", "dahi rice", "yogurt rice",
            "yoghurt rice", "south indian curd rice"], [
            (180, "Rice, white, cooked, no added fat"), (130, "Yogurt, whole milk, plain"), (30, "Milk, whole"), (5, "Vegetable oil, NFS"),
            (1, "Spices, mustard seed, ground"), (3, "Ginger root, raw"), (3, "Peppers, hot chili, green, raw"), (2, "Cilantro, raw"),
            (20, "Cucumber, raw"), (10, "Pomegranate, raw"),
        ]),
        // A plate, ~425 g: a bowl of misal (sprouted moth-bean usal in a fiery coconut-onion rassa with ~13 g oil, topped with ~30 g
        // farsan, raw onion, coriander and lemon) with 2 soft pav rolls of ~34 g each; sprouted moth beans declared as cooked mung beans,
        // farsan as snack mix.
        ComposedDish("Misal pav (Maharashtrian spicy sprout curry with bread rolls)", said: ["misal pav", "misal pavs", "misal paav",
            "misal pao", "missal pav", "misal pav plate", "puneri misal pav", "kolhapuri misal pav"], [
            (85, "Mung beans, cooked"), (34, "Onions, cooked, as ingredient"), (26, "Tomatoes, canned, cooked"), (7, "Coconut, packaged"),
            (13, "Vegetable oil, NFS"), (2, "Spices, chili powder"), (1, "Spices, turmeric, ground"), (2, "Spices, coriander seed"),
            (128, "Water, tap"), (30, "Snack mix"), (13, "Onions, red, raw"), (2, "Cilantro, raw"), (4, "Lemon juice, raw"),
            (68, "Roll, white, soft"),
        ]),
        // A starter plate, ~215 g: ~155 g boneless chicken thigh marinated in yogurt, chili and ginger-garlic, coated in cornflour and egg,
        // deep-fried and tossed with green chilies and curry leaves; ~15 g oil absorbed.
        ComposedDish("Chicken 65 (South Indian spicy fried chicken bites)", said: ["chicken 65", "chicken sixty five", "chicken sixty-five",
            "chicken65", "chicken 65 dry", "chicken 65 starter", "chennai chicken 65", "hyderabadi chicken 65"], [
            (153, "Chicken thigh, sauteed, skin not eaten"), (10, "Cornstarch"), (13, "Egg, whole, raw"), (13, "Yogurt, whole milk, plain"),
            (15, "Vegetable oil, NFS"), (3, "Spices, chili powder"), (3, "Ginger root, raw"), (3, "Garlic, cooked"),
            (4, "Peppers, hot chili, green, raw"), (4, "Lemon juice, raw"),
        ]),
        // A bowl, ~130 g as served: grated carrots slow-cooked down in whole milk (declared as evaporated milk, the milk after reducing),
        // with sugar and ghee, garnished with cashews, almonds and raisins.
        ComposedDish("Gajar halwa (Indian carrot pudding)", said: ["gajar halwa", "gajar ka halwa", "gajar halwas", "gajar halva",
            "gajar ka halva", "gajrela", "carrot halwa", "carrot halva", "gajar halwa bowl"], [
            (110, "Carrots, cooked, as ingredient"), (51, "Milk, evaporated, whole"), (21, "Sugar, white, granulated or lump"),
            (10, "Ghee, clarified butter"), (3, "Nuts, cashew nuts, raw"), (3, "Nuts, almonds"), (3, "Raisins"), (0, "Spices, cardamom"),
        ]),
        // A restaurant plate, ~525 g: ~250 g cooked linguine with prawns, mussels and clams (~140 g shelled seafood) in a garlic, chili,
        // white wine and tomato sauce with ~20 g olive oil.
        ComposedDish("Seafood linguine (linguine ai frutti di mare)", said: ["seafood linguine", "seafood linguini",
            "linguine ai frutti di mare", "linguine frutti di mare", "linguine allo scoglio", "frutti di mare pasta", "seafood pasta",
            "linguine with seafood", "linguini with seafood", "seafood spaghetti", "spaghetti frutti di mare", "spaghetti allo scoglio"], [
            (250, "Pasta, cooked"), (60, "Crustaceans, shrimp, cooked"), (40, "Mollusks, mussel, blue, cooked, moist heat"),
            (40, "Clams, steamed or boiled"), (20, "Olive oil"), (6, "Garlic, cooked"), (80, "Tomatoes, canned, cooked"),
            (25, "Alcoholic beverage, wine, table, white"), (3, "Parsley, raw"), (1, "Spices, pepper, red or cayenne"),
        ]),
        // A plate, ~390 g: ~250 g cooked arborio rice with onion, white wine, stock and saffron, finished (mantecato) with ~20 g butter and
        // ~20 g grated parmesan.
        ComposedDish("Risotto alla milanese (saffron risotto)", said: ["risotto alla milanese", "risotto milanese", "risotto a la milanese",
            "risotto alla milanesa", "milanese risotto", "saffron risotto", "risotto with saffron", "risotto giallo", "yellow risotto"], [
            (250, "Rice, white, cooked, as ingredient"), (20, "Butter, salted"), (20, "Cheese, parmesan, grated"),
            (25, "Onions, cooked, as ingredient"), (15, "Alcoholic beverage, wine, table, white"),
            (60, "Soup, chicken broth, ready-to-serve"), (0.2, "Spices, saffron"),
        ]),
        // One portion cut from the tray, ~360 g: ~100 g cooked tubular pasta, a cinnamon-spiced beef and tomato ragu (~70 g cooked mince),
        // under a thick bechamel of milk, butter, flour, egg and grated cheese.
        ComposedDish("Pastitsio (Greek baked pasta with meat sauce and bechamel)", said: ["pastitsio", "pastitsios", "pastichio",
            "pasticcio", "pastitio", "pastitsio portion", "greek lasagna", "greek lasagne", "greek baked pasta", "greek pasta bake",
            "greek macaroni pie"], [
            (100, "Pasta, cooked"), (70, "Beef, ground"), (20, "Onions, cooked, as ingredient"), (40, "Tomatoes, canned, cooked"),
            (5, "Tomato, paste, canned, without salt added"), (5, "Olive oil"), (0.5, "Spices, cinnamon, ground"), (80, "Milk, whole"),
            (10, "Butter, salted"), (10, "Wheat flour, white, all-purpose, unenriched"), (12, "Egg, whole, raw"),
            (12, "Cheese, parmesan, grated"), (0.2, "Spices, nutmeg, ground"),
        ]),
        // A plate of 2 stuffed vegetables (one tomato, one pepper), ~445 g: the baked shells filled with rice cooked with the tomato pulp,
        // onion, herbs and olive oil, with ~25 g olive oil in all.
        ComposedDish("Gemista (Greek rice-stuffed tomatoes and peppers)", said: ["gemista", "gemistas", "yemista", "yemistes", "gemistes",
            "gemista plate", "greek stuffed tomatoes", "greek stuffed peppers", "greek stuffed vegetables", "stuffed tomatoes and peppers",
            "orphanos gemista"], [
            (130, "Tomatoes, cooked, as ingredient"), (120, "Green pepper, cooked, as ingredient"),
            (130, "Rice, white, cooked, as ingredient"), (30, "Onions, cooked, as ingredient"), (25, "Olive oil"),
            (5, "Tomato, paste, canned, without salt added"), (4, "Parsley, raw"),
        ]),
        // A side bowl, ~260 g: ~130 g cooked giant (butter/lima) beans baked in a tomato, onion and garlic sauce with ~15 g olive oil and
        // dill.
        ComposedDish("Gigantes plaki (Greek baked giant beans in tomato sauce)", said: ["gigantes plaki", "gigantes", "gigandes plaki",
            "gigandes", "yigantes", "gigantes beans", "gigantes plaki beans", "greek giant beans", "greek baked beans",
            "greek butter beans", "baked giant beans"], [
            (130, "Lima beans, from canned"), (70, "Tomatoes, canned, cooked"), (30, "Onions, cooked, as ingredient"), (15, "Olive oil"),
            (5, "Tomato, paste, canned, without salt added"), (3, "Garlic, cooked"), (3, "Dill weed, fresh"),
        ]),
        // A bowl, ~395 g: chicken broth with ~50 g cooked rice and ~40 g shredded chicken, thickened with one egg beaten with lemon juice.
        ComposedDish("Avgolemono soup (Greek egg-lemon chicken and rice soup)", said: ["avgolemono soup", "avgolemono", "avgolemono soups",
            "avgolemeno", "avgolemeno soup", "avgolemono chicken soup", "greek lemon soup", "greek egg lemon soup",
            "greek egg and lemon soup", "greek lemon chicken soup", "greek lemon rice soup", "kotosoupa avgolemono"], [
            (250, "Soup, chicken broth, ready-to-serve"), (50, "Rice, white, cooked, as ingredient"),
            (40, "Chicken breast, stewed, skin not eaten"), (40, "Egg, whole, raw"), (15, "Lemon juice, raw"),
        ]),
        // One skewer without rice or bread: ~150 g cooked hand-minced lamb kneaded with tail fat, red pepper and chili flakes, grilled over
        // charcoal.
        ComposedDish("Adana kebab (Turkish spicy minced lamb skewer)", said: ["adana kebab", "adana kebabs", "adana kebap", "adana kebabi",
            "adana kebabı", "adana", "adana skewer", "adana kebab skewer", "adana kofte", "adana köfte", "adana shish"], [
            (150, "Lamb, ground, cooked, broiled"), (5, "Red pepper, cooked, as ingredient"), (1, "Spices, pepper, red or cayenne"),
        ]),
        // One whole boat-shaped pide, ~300 g: ~180 g baked bread dough filled with ~90 g melted white/kasar cheese, brushed with butter and
        // often topped with an egg; dough declared as pita bread, kasar as mozzarella.
        ComposedDish("Cheese pide (Turkish cheese boat flatbread)", said: ["cheese pide", "cheese pides", "peynirli pide", "kasarli pide",
            "kaşarlı pide", "pide with cheese", "turkish cheese pide", "turkish cheese bread", "turkish pide with cheese",
            "pide peynirli"], [
            (180, "Bread, pita, white, enriched"), (90, "Cheese, mozzarella, whole milk"), (12, "Butter, salted"), (20, "Egg, whole, raw"),
        ]),
        // One square cut from a tray of cheese or spinach borek, ~170 g: ~50 g filo layered with melted butter and an egg-milk wash, filled
        // with white cheese (feta) and some spinach.
        ComposedDish("Borek (Turkish layered filo pie, one piece)", said: ["borek", "boreks", "börek", "böreks", "boerek", "su boregi",
            "su böreği", "tepsi boregi", "tepsi böreği", "peynirli borek", "ispanakli borek", "cheese borek", "spinach borek",
            "borek slice", "borek piece", "turkish borek"], [
            (50, "Phyllo dough"), (35, "Cheese, Feta"), (20, "Spinach, fresh, cooked, no added fat"), (20, "Egg, whole, raw"),
            (30, "Milk, whole"), (10, "Butter, salted"), (5, "Vegetable oil, NFS"), (2, "Parsley, raw"),
        ]),
        // A plate serving of one stuffed aubergine half, ~355 g: the fried/baked aubergine filled with onion, tomato, garlic and parsley
        // stewed in ~30 g olive oil, with a pinch of sugar.
        ComposedDish("Imam bayildi (Turkish olive-oil stuffed aubergine)", said: ["imam bayildi", "imam bayıldı", "imambayildi",
            "imam bayeldi", "imam biyaldi", "imam bayaldi", "imam bayildis", "turkish stuffed eggplant", "turkish stuffed aubergine",
            "stuffed aubergine turkish style"], [
            (170, "Eggplant, cooked, as ingredient"), (70, "Onions, cooked, as ingredient"), (70, "Tomatoes, cooked, as ingredient"),
            (30, "Olive oil"), (6, "Garlic, cooked"), (4, "Parsley, raw"), (3, "Sugar, white, granulated or lump"),
        ]),
        // A plate without meat, ~445 g: ~250 g boiled udon stir-fried with cabbage, carrot, onion, mushrooms and scallions in ~15 g oil,
        // seasoned with soy sauce, Worcestershire-style sauce and sugar; udon declared as Japanese wheat noodles (somen), cooked.
        ComposedDish("Yaki udon (Japanese stir-fried udon noodles)", said: ["yaki udon", "yakiudon", "yaki-udon", "yaki udons",
            "stir fried udon", "stir-fried udon", "fried udon", "fried udon noodles", "japanese fried udon", "vegetable yaki udon",
            "veggie yaki udon", "yaki udon noodles"], [
            (250, "Noodles, japanese, somen, cooked"), (70, "Cabbage, cooked, as ingredient"), (20, "Carrots, cooked, as ingredient"),
            (30, "Onions, cooked, as ingredient"), (25, "Mushrooms, cooked, as ingredient"), (8, "Onions, green, raw"),
            (12, "Vegetable oil, NFS"), (3, "Sesame oil"), (15, "Soy sauce"), (8, "Worcestershire sauce"),
            (4, "Sugar, white, granulated or lump"),
        ]),
        // A plate of 2 crepes, ~220 g: two ~45 g thin crepes rolled around ~100 g farmer's cheese (twarog) mixed with sugar, egg yolk and
        // vanilla, browned in butter and dusted with powdered sugar.
        ComposedDish("Nalesniki z serem (Polish crepes with sweet cheese)", said: ["nalesniki", "naleśniki", "nalesniki z serem",
            "naleśniki z serem", "nalesniki with cheese", "nalesniki with sweet cheese", "polish crepes", "polish crepes with cheese",
            "polish cheese crepes", "sweet cheese crepes", "nalesnik z serem", "naleśnik z serem"], [
            (90, "Crepe, plain"), (100, "Cottage cheese, farmer's"), (12, "Sugar, white, granulated or lump"), (8, "Egg, yolk, raw, fresh"),
            (1, "Vanilla extract"), (6, "Butter, salted"), (3, "Sugar, white, confectioner's, powdered"),
        ]),
        // A bowl, ~410 g: ~170 g cooked large white beans (fabes) simmered with chorizo, morcilla (blood sausage) and cured pork belly,
        // with onion, garlic, paprika, saffron and a little olive oil.
        ComposedDish("Fabada asturiana (Asturian white bean stew with chorizo and morcilla)", said: ["fabada", "fabada asturiana",
            "fabadas", "fabada stew", "asturian bean stew", "asturian fabada", "spanish bean stew with chorizo"], [
            (170, "White beans, from dried, no added fat"), (40, "Chorizo"), (30, "Blood sausage"), (30, "Pork, belly"), (5, "Olive oil"),
            (30, "Onions, cooked, as ingredient"), (3, "Garlic, cooked"), (1, "Spices, paprika"), (0.1, "Spices, saffron"),
            (100, "Water, tap"),
        ]),
        // A tapas plate of ~4 meatballs (~105 g cooked beef-pork mince with breadcrumbs, egg, garlic and parsley, browned in olive oil)
        // in ~125 g tomato, onion and white wine sauce.
        ComposedDish("Albondigas (Spanish meatballs in tomato sauce)", said: ["albondigas", "albóndigas", "albondigas en salsa",
            "albóndigas en salsa", "albondigas en salsa de tomate", "spanish meatballs", "spanish meatballs in tomato sauce",
            "albondigas tapas", "albondigas plate", "albondigas in tomato sauce"], [
            (49, "Beef, ground"), (35, "Pork, fresh, ground, cooked"), (7, "Bread, crumbs, dry, grated, plain"), (7, "Egg, whole, raw"),
            (1, "Garlic, cooked"), (1, "Parsley, raw"), (6, "Olive oil"), (84, "Tomatoes, canned, cooked"),
            (28, "Onions, cooked, as ingredient"), (6, "Olive oil"), (10, "Alcoholic beverage, wine, table, white"), (1, "Spices, paprika"),
        ]),
        // One sandwich on half a baguette (~120 g bread) with ~50 g thin-sliced serrano ham, olive oil and rubbed tomato; serrano declared
        // as prosciutto.
        ComposedDish("Bocadillo de jamon (Spanish serrano ham baguette sandwich)", said: ["bocadillo de jamon", "bocadillo de jamón",
            "bocadillo de jamon serrano", "bocadillo de jamón serrano", "bocadillos de jamon", "bocata de jamon", "bocata de jamón",
            "bocadillo jamon", "serrano ham sandwich", "serrano ham baguette", "jamón sandwich",
            "jamon serrano sandwich"], [
            (120, "Bread, French or Vienna"), (50, "Ham, prosciutto"), (8, "Olive oil"), (25, "Tomatoes, raw"),
        ]),
        // One wedge, 1/6 of a 6-egg tortilla, ~180 g: potato and onion slow-fried in olive oil (~12 g retained per wedge), bound with one
        // egg's worth of beaten egg.
        ComposedDish("Tortilla de patatas (Spanish potato omelette, one wedge)", said: ["tortilla de patatas", "tortilla de patata",
            "tortilla de patatas wedge", "tortilla de papas"], [
            (100, "Potato, cooked, as ingredient"), (50, "Egg, whole, raw"), (20, "Onions, cooked, as ingredient"), (12, "Olive oil"),
        ]),
        // A bowl, ~550 g: ~100 g pork sausages and ~50 g back-bacon rashers simmered with ~200 g potatoes and onions in ham stock, with
        // parsley and pepper; back bacon declared as Canadian bacon.
        ComposedDish("Dublin coddle (Irish sausage, bacon and potato stew)", said: ["dublin coddle", "dublin coddles", "coddle",
            "irish coddle", "coddle stew", "sausage and bacon coddle", "dublin coddle stew"], [
            (100, "Pork sausage, link/patty, cooked, pan-fried"), (50, "Canadian bacon, cooked"), (200, "Potato, cooked, as ingredient"),
            (80, "Onions, cooked, as ingredient"), (120, "Soup, chicken broth, ready-to-serve"), (3, "Parsley, raw"),
            (0.5, "Spices, pepper, black"),
        ]),
        // An Irish plate without potatoes, ~395 g: ~165 g sliced boiled bacon joint (cured pork declared as ham, with its fat rind as pork
        // belly), ~150 g buttered boiled cabbage and ~75 g parsley white sauce.
        ComposedDish("Bacon and cabbage (Irish boiled bacon joint with cabbage)", said: ["bacon and cabbage", "bacon & cabbage",
            "bacon n cabbage", "bacon with cabbage", "boiled bacon and cabbage", "irish bacon and cabbage",
            "bacon and cabbage with parsley sauce", "bacon joint and cabbage"], [
            (150, "Ham, sliced, regular (approximately 11% fat)"), (15, "Pork, belly"), (150, "Cabbage, green, cooked, no added fat"),
            (8, "Butter, salted"), (60, "Milk, whole"), (5, "Butter, salted"), (5, "Wheat flour, white, all-purpose, unenriched"),
            (3, "Parsley, raw"),
        ]),
        // A plate, ~455 g: ~250 g buttery cheese grits topped with ~110 g sauteed shrimp in a bacon, butter, garlic and scallion pan gravy.
        ComposedDish("Shrimp and grits (Southern shrimp over cheese grits)", said: ["shrimp and grits", "shrimp & grits", "shrimp n grits",
            "shrimp with grits", "shrimp and cheese grits", "charleston shrimp and grits", "lowcountry shrimp and grits",
            "prawns and grits"], [
            (250, "Grits, with cheese, fat added"), (110, "Crustaceans, shrimp, cooked"), (12, "Bacon, NS as to type of meat, cooked"),
            (10, "Butter, salted"), (4, "Wheat flour, white, all-purpose, unenriched"), (20, "Onions, cooked, as ingredient"),
            (3, "Garlic, cooked"), (5, "Onions, green, raw"), (5, "Lemon juice, raw"), (40, "Soup, chicken broth, ready-to-serve"),
        ]),
        // One: a ~65 g grilled beef BBQ sausage folded in a slice of white bread (~30 g) with fried onions and a squeeze of tomato sauce.
        ComposedDish("Sausage sizzle (Australian sausage in bread)", said: ["sausage sizzle", "sausage sizzles", "bunnings sausage",
            "bunnings sausage sizzle", "bunnings snag", "democracy sausage", "democracy sausages", "sausage sanga", "snag sanga"], [
            (65, "Beef sausage"), (30, "Bread, white"), (25, "Onions, cooked, fat added"), (15, "Ketchup"),
        ]),
        // One ~80 g slice (1/10 of a loaf), no butter: a quick bread of flour, mashed ripe banana, sugar, oil and egg (butter said
        // with it is spread on it); parts are batter weights, ~10% lost in baking.
        ComposedDish("Banana bread (one slice)", said: ["banana bread", "banana breads", "banana bread slice", "slice of banana bread",
            "banana loaf", "banana loaf cake", "homemade banana bread", "banana cake loaf"], [
            (24, "Wheat flour, white, all-purpose, unenriched"), (30, "Bananas, raw"), (15, "Sugar, white, granulated or lump"),
            (8, "Vegetable oil, NFS"), (10, "Egg, whole, raw"),
        ]),
        // A plate, ~295 g: ~250 g cooked spaghetti/tonnarelli emulsified with ~40 g grated pecorino romano and cracked black pepper.
        ComposedDish("Cacio e pepe (Roman pecorino and black pepper pasta)", said: ["cacio e pepe", "cacio e pepe pasta",
            "spaghetti cacio e pepe", "tonnarelli cacio e pepe", "pasta cacio e pepe", "cacio pepe", "cacio e pepe spaghetti",
            "cheese and pepper pasta", "pecorino and black pepper pasta"], [
            (250, "Pasta, cooked"), (40, "Cheese, romano"), (2, "Spices, pepper, black"),
        ]),
        // A plate, ~325 g: ~128 g cooked sweet-potato glass noodles (declared as rice noodles) tossed with ~32 g beef, spinach, carrot,
        // onion, mushrooms, red pepper and egg strips in soy sauce, sugar, sesame oil and oil, with sesame seeds.
        ComposedDish("Japchae (Korean stir-fried glass noodles)", said: ["japchae", "jap chae", "chapchae", "chap chae", "japchae noodles",
            "jabchae", "korean glass noodles", "korean glass noodle stir fry", "korean sweet potato noodles", "korean stir fried noodles",
            "japchae with beef"], [
            (128, "Rice noodles, cooked"), (32, "Beef, steak, NFS"), (32, "Spinach, fresh, cooked, no added fat"),
            (20, "Carrots, cooked, as ingredient"), (24, "Onions, cooked, as ingredient"), (20, "Mushrooms, cooked, as ingredient"),
            (16, "Red pepper, cooked, as ingredient"), (12, "Egg, whole, raw"), (8, "Sesame oil"), (6, "Vegetable oil, NFS"),
            (12, "Soy sauce"), (6, "Sugar, white, granulated or lump"), (2, "Seeds, sesame seeds, whole, dried"), (2, "Garlic, cooked"),
        ]),
        // One bun, ~95 g: ~55 g enriched sweet bread dough under a crisp cookie crust of flour, butter, sugar and egg, rolled in granulated
        // sugar; no melon in it.
        ComposedDish("Melon pan (Japanese cookie-crust sweet bun)", said: ["melon pan", "melonpan", "melon pans", "melon bread",
            "melon breads", "melon bun", "melon buns", "meronpan", "japanese melon bun", "japanese melon bread"], [
            (55, "Rolls, dinner, sweet"), (15, "Wheat flour, white, all-purpose, unenriched"), (8, "Butter, salted"),
            (13, "Sugar, white, granulated or lump"), (4, "Egg, whole, raw"),
        ]),
        // One ~50 g dumpling: a plain dough of flour, a little butter, water, baking powder and salt, shallow- or deep-fried, with ~5 g oil
        // absorbed.
        ComposedDish("Jamaican fried dumpling (one)", said: ["jamaican fried dumpling", "jamaican fried dumplings", "jamaican dumpling",
            "jamaican dumplings", "fried dumpling jamaican", "fry dumpling", "fry dumplings", "jamaican johnny cake",
            "jamaican johnny cakes", "jamaican johnnycake", "jamaican journey cake"], [
            (33, "Wheat flour, white, all-purpose, unenriched"), (2, "Butter, salted"), (15, "Water, tap"), (5, "Vegetable oil, NFS"),
        ]),
        // A 3-egg omelette, ~230 g: three eggs cooked in butter, folded over ~40 g wilted spinach and ~35 g crumbled feta.
        ComposedDish("Spinach and feta omelette (3 eggs)", said: ["spinach and feta omelette", "spinach and feta omelet",
            "spinach feta omelette", "spinach feta omelet", "spinach & feta omelette", "spinach & feta omelet", "feta and spinach omelette",
            "feta and spinach omelet", "spinach and feta omelettes", "spinach and feta omelets"], [
            (150, "Egg, whole, raw"), (40, "Spinach, fresh, cooked, no added fat"), (35, "Cheese, Feta"), (7, "Butter, salted"),
        ]),
        // One burrito, ~255 g: a 10-inch flour tortilla (~70 g) wrapped around ~100 g scrambled egg (2 eggs), ~45 g crumbled pork breakfast
        // sausage, ~25 g shredded cheddar and a spoon of salsa.
        ComposedDish("Sausage, egg and cheese breakfast burrito", said: ["sausage egg and cheese breakfast burrito",
            "sausage egg and cheese burrito", "sausage egg & cheese burrito", "sausage egg cheese burrito",
            "sausage, egg and cheese burrito", "sausage egg and cheese breakfast burritos", "sausage egg and cheese burritos",
            "sausage breakfast burrito", "sausage breakfast burritos", "breakfast burrito with sausage"], [
            (70, "Tortilla, flour"), (100, "Egg omelet or scrambled egg, made with oil"),
            (45, "Pork sausage, link/patty, cooked, pan-fried"), (25, "Cheese, Cheddar"), (15, "Salsa, red"),
        ]),
        // One Chalupa Supreme with seasoned beef as Taco Bell sells it, published at 350 kcal, ~153 g: a ~55 g deep-fried chalupa flatbread
        // shell around ~40 g seasoned ground beef, reduced-fat sour cream, shredded cheddar, lettuce and diced tomato; the shell declared
        // as Navajo frybread.
        ComposedDish("Taco Bell Chalupa Supreme (beef)", said: ["taco bell chalupa supreme", "taco bell chalupa supremes",
            "taco bell chalupa", "taco bell chalupas", "taco bell beef chalupa supreme", "chalupa supreme", "chalupa supremes",
            "chalupa supreme beef", "beef chalupa supreme", "beef chalupa", "chalupa", "chalupas"], [
            (55, "Frybread, made with lard (Navajo)"), (40, "Beef, ground"), (20, "Sour cream, reduced fat"), (8, "Cheese, Cheddar"),
            (15, "Lettuce, iceberg, raw"), (15, "Tomatoes, raw"),
        ]),
        // One Cheesy Gordita Crunch as Taco Bell sells it, published at 500 kcal, ~170 g: a ~60 g warm gordita flatbread glued with melted
        // cheese around a crunchy corn taco shell filled with ~45 g seasoned beef, spicy ranch, lettuce and shredded cheddar; spicy ranch
        // declared as ranch dressing.
        ComposedDish("Taco Bell Cheesy Gordita Crunch", said: ["taco bell cheesy gordita crunch", "taco bell cheesy gordita crunches",
            "taco bell gordita crunch", "cheesy gordita crunch", "cheesy gordita crunches", "cheesy gordita", "gordita crunch",
            "gordita crunches", "cgc"], [
            (60, "Gordita/sope shell, plain, no filling"), (13, "Taco shell, corn"), (45, "Beef, ground"), (22, "Cheese, Cheddar"),
            (15, "Ranch dressing"), (15, "Lettuce, iceberg, raw"),
        ]),
        // One Baconator as Wendy's sells it, published at 960 kcal, ~315 g: two quarter-pound beef patties (~150 g cooked), six strips of
        // applewood-smoked bacon (~30 g), two slices of American cheese, mayonnaise and ketchup on a ~70 g bun.
        ComposedDish("Wendy's Baconator", said: ["wendys baconator", "wendys baconators", "wendy baconator", "wendy baconators",
            "wendys baconator burger", "baconator", "baconators", "baconator burger", "baconator burgers", "double baconator"], [
            (150, "Beef, ground, patty"), (30, "Pork, cured, bacon, cooked, restaurant"), (36, "Cheese, American"),
            (13, "Mayonnaise, regular"), (10, "Ketchup"), (70, "Roll, white, hamburger bun"),
        ]),
        // One small (12 fl oz) classic chocolate Frosty as Wendy's sells it, published at 350 kcal; ~265 g of the index's own Wendy's
        // Frosty generic, whose default serving is only 113 g; medium and large are scaled by the logger.
        ComposedDish("Wendy's chocolate Frosty (small)", said: ["wendys frosty", "wendys frostys", "wendy frosty",
            "wendys chocolate frosty", "wendy chocolate frosty", "chocolate frosty", "chocolate frostys", "frosty dairy dessert",
            // A Frosty said alone is Wendy's, not a lemon cookie named so.
            "frosty"], [
            (265, "WENDY'S, Frosty Dairy Dessert"),
        ]),
        // One Double-Double as In-N-Out sells it (with onion and spread), published at 670 kcal, ~330 g: two beef patties (~95 g cooked),
        // two slices of American cheese, Thousand-Island-style spread, lettuce, tomato and onion on a ~70 g bun.
        ComposedDish("In-N-Out Double-Double", said: ["in n out double double", "in-n-out double-double", "in-n-out double double",
            "in n out double-double", "innout double double", "in and out double double", "in n out double doubles"], [
            (70, "Roll, white, hamburger bun"), (95, "Beef, ground, patty"), (36, "Cheese, American"), (22, "Thousand Island dressing"),
            (25, "Lettuce, iceberg, raw"), (45, "Tomatoes, raw"), (15, "Onions, raw"),
        ]),
        // Animal style: the same burger with its patties seared in mustard, extra spread, grilled onions and pickles, about 750 kcal.
        ComposedDish("In-N-Out Double-Double cheeseburger, animal style", said: ["in n out double double animal style",
            "in-n-out double-double animal style", "in-n-out double double animal style", "double double animal style",
            "double-double animal style", "animal style double double", "animal style double-double"], [
            (70, "Roll, white, hamburger bun"), (95, "Beef, ground, patty"), (36, "Cheese, American"), (37, "Thousand Island dressing"),
            (25, "Lettuce, iceberg, raw"), (45, "Tomatoes, raw"), (40, "Onions, cooked, as ingredient"),
        ]),
        // One order as In-N-Out makes it, not on In-N-Out's official nutrition sheet but commonly listed at ~750 kcal, ~265 g: a regular
        // ~130 g order of fresh-cut fries (plain order published at ~370 kcal) topped with two slices of melted American cheese, ~50 g
        // spread and grilled diced onions.
        ComposedDish("In-N-Out animal style fries", said: ["in n out animal style fries", "in-n-out animal style fries",
            "in n out animal fries", "in-n-out animal fries", "innout animal fries", "innout animal style fries", "animal style fries",
            "animal fries", "animal style fry", "animal-style fries"], [
            (130, "Potato, french fries, restaurant"), (46, "Cheese, American"), (52, "Thousand Island dressing"),
            (35, "Onions, cooked, as ingredient"),
        ]),
        // One medium (14 fl oz) Tim Hortons brewed coffee with two cream and two sugar shots, published at 230 kcal, ~415 g: ~330 g coffee,
        // ~60 g 18% table cream and ~27 g sugar.
        ComposedDish("Tim Hortons double double (medium coffee, 2 cream 2 sugar)", said: ["tim hortons double double",
            "tim hortons double-double", "tim horton double double", "tim hortons medium double double", "tims double double",
            "tims double-double", "timmies double double", "timmys double double", "tim hortons coffee double double",
            "double double coffee", "double-double coffee", "medium double-double", "double double", "double-double"], drink: true, [
            (330, "Coffee, brewed"), (60, "Cream, light"), (27, "Sugar, white, granulated or lump"),
        ]),
        // One Original Recipe piece, the average of KFC's published breast 390, thigh 280, drumstick 130 and wing 130 kcal (~233 kcal), ~86
        // g edible: a mix of breast, thigh, drumstick and wing meat with skin, the seasoned flour coating and frying oil it picks up.
        ComposedDish("KFC Original Recipe chicken (one piece)", said: ["kfc original recipe chicken", "kfc original recipe",
            "kfc original recipe piece", "kfc original recipe pieces", "kfc original recipe chicken piece",
            "kfc fried chicken",
            "kentucky fried chicken", "kentucky fried chicken piece", "original recipe chicken", "original recipe chicken piece"], [
            (33, "Chicken breast, sauteed, skin eaten"), (21, "Chicken thigh, sauteed, skin eaten"),
            (12, "Chicken drumstick, sauteed, skin eaten"), (8, "Chicken wing, fried, coated, from fast food"),
            (8, "Wheat flour, white, all-purpose, unenriched"), (4, "Vegetable oil, NFS"),
        ]),
        // One 6-inch tuna on Italian white bread with the default lettuce, tomato, onion, green pepper and cucumber, no cheese or sauce,
        // published by Subway at 450 kcal, ~215 g: a ~75 g sub roll with a scoop of tuna (~50 g) mixed with ~26 g mayonnaise.
        ComposedDish("Subway tuna sub (6-inch)", said: ["subway tuna", "subway tuna sub", "subway tuna subs", "subway 6 inch tuna",
            "subway 6 inch tuna sub", "subway six inch tuna", "subway tuna 6 inch", "6 inch subway tuna", "subway tuna sandwich",
            "6 inch tuna sub", "6 inch tuna subs", "six inch tuna sub", "6 inch tuna"], [
            (75, "Roll, white, hoagie, submarine"), (50, "Fish, tuna, canned"), (26, "Mayonnaise, regular"),
            (15, "Lettuce, for use on a sandwich"), (25, "Tomatoes, for use on a sandwich"), (8, "Onions, for use on a sandwich"),
            (8, "Pepper, for use on a sandwich"), (15, "Cucumber, for use on a sandwich"),
        ]),
        // One 6-inch Italian B.M.T. on Italian white bread with provolone and the default lettuce, tomato, onion, green pepper and
        // cucumber, published by Subway at 410 kcal, ~210 g: a ~75 g sub roll with Genoa salami, pepperoni and Black Forest ham (~48 g
        // meat) and two half-slices of provolone.
        ComposedDish("Subway Italian B.M.T. (6-inch)", said: ["subway italian bmt", "subway italian b.m.t.", "subway bmt", "subway bmts",
            "subway bmt sub", "subway 6 inch bmt", "subway 6 inch italian bmt", "6 inch subway bmt", "italian bmt", "italian b.m.t.",
            "italian bmt sub", "italian bmts", "bmt", "bmt sub", "bmt subs", "6 inch bmt", "6 inch italian bmt", "six inch bmt"], [
            (75, "Roll, white, hoagie, submarine"), (16, "Salami, dry or hard, pork, beef"), (12, "Pepperoni, NFS"),
            (20, "Ham, sliced, restaurant"), (14, "Cheese, provolone, sliced"), (15, "Lettuce, for use on a sandwich"),
            (25, "Tomatoes, for use on a sandwich"), (8, "Onions, for use on a sandwich"), (8, "Pepper, for use on a sandwich"),
            (15, "Cucumber, for use on a sandwich"),
        ]),
        // One soft-baked chocolate chip cookie as Subway sells it, published at 210 kcal for a ~45 g cookie; the generic cookie is a little
        // denser, so it is weighed at 43 g.
        ComposedDish("Subway chocolate chip cookie", said: ["subway chocolate chip cookie", "subway chocolate chip cookies",
            "subway choc chip cookie", "subway choc chip cookies", "subway chocolate cookie", "subway cookie", "subway cookies"], [
            (43, "Cookie, chocolate chip"),
        ]),
        // One Original Glazed yeast-raised ring doughnut as Krispy Kreme sells it, published at 190 kcal for ~49 g; the generic yeast
        // doughnut is denser, so it is weighed at 45 g.
        ComposedDish("Krispy Kreme Original Glazed doughnut", said: ["krispy kreme original glazed",
            "krispy kreme original glazed doughnut", "krispy kreme original glazed donut", "krispy kreme original glazed doughnuts",
            "krispy kreme original glazed donuts", "krispy kreme glazed", "krispy kreme glazed doughnut", "krispy kreme glazed donut",
            "krispy kreme glazed doughnuts", "krispy kreme glazed donuts",
            "krispy creme", "original glazed doughnut",
            "original glazed donut", "original glazed doughnuts", "original glazed donuts"], [
            (45, "Doughnut, yeast type"),
        ]),
        // One standard 40 g Cadbury Crunchie, published at about 185 kcal (465 kcal per 100 g): a honeycomb toffee centre (sugar and
        // glucose syrup, declared as hard candy) coated in milk chocolate.
        ComposedDish("Crunchie bar (UK, 40 g)", said: ["crunchie", "crunchie bar", "crunchie bars", "cadbury crunchie",
            "cadbury crunchie bar"], [
            (22, "Candies, milk chocolate"), (18, "Candies, hard"),
        ]),
        // One average unwrapped sweet from a Nestle Quality Street tub, ~9 g at the label's ~480-490 kcal per 100 g, about 44 kcal: mostly
        // milk chocolate with caramel, toffee, fondant creme and a little hazelnut, the tub's mix of chocolates, toffees and cremes.
        ComposedDish("Quality Street (one sweet)", said: ["quality street", "quality streets", "quality street sweet",
            "quality street sweets", "quality street chocolate", "quality street chocolates", "a quality street"], [
            (4.5, "Candies, milk chocolate"), (2, "Candies, caramels"), (1, "Candies, toffee, prepared-from-recipe"),
            (1, "Candies, fondant, prepared-from-recipe"), (0.5, "Hazelnuts"),
        ]),
        // One Greggs vegan sausage roll, published at about 310 kcal, ~95 g as sold: layered vegan puff pastry around a seasoned Quorn
        // mycoprotein sausage filling; the filling declared as meatless sausage, and the dry baked pastry generic weighed lighter than the
        // pastry as eaten.
        ComposedDish("Greggs vegan sausage roll", said: ["greggs vegan sausage roll", "greggs vegan sausage rolls", "greggs vegan roll",
            "greggs vegan rolls", "gregg vegan sausage roll", "vegan sausage roll", "vegan sausage rolls"], [
            (37, "Pastry, puff"), (40, "Sausage, meatless"), (8, "Onions, cooked, as ingredient"),
        ]),
        // One ~41 g Dairylea Dunkers breadsticks pack, label about 110 kcal: a ~30 g pot of soft processed cheese dip with ~11 g of plain
        // breadsticks; the dip declared as American cheese spread loosened with milk.
        ComposedDish("Dairylea Dunkers (one pack, breadsticks)", said: ["dairylea dunkers", "dairylea dunker",
            "dairylea dunkers breadsticks", "dairylea breadstick dunkers", "dairylea dunkers pack"], [
            (21, "Cheese spread, pasteurized process, American"), (9, "Milk, whole"), (11, "Breadsticks, hard, NFS"),
        ]),
        // One ~17 g Heinz Farley's Original rusk, label about 70 kcal (~410 kcal per 100 g): a sweetened, fortified twice-baked wheat
        // biscuit, declared as zwieback plus the extra sugar.
        ComposedDish("Farley's rusk (one)", said: ["farleys rusk", "farleys rusks", "farley rusk", "farley rusks", "farleys original rusk",
            "farleys original rusks", "heinz farleys rusk", "heinz farleys rusks", "farleys", "baby rusk", "baby rusks", "teething rusk",
            "teething rusks"], [
            (14, "Zwieback"), (3, "Sugar, white, granulated or lump"),
        ]),
        // One 275 ml bottle of WKD Blue (4% ABV) as sold, published at about 58 kcal per 100 ml, ~160 kcal: vodka-based mixed-fruit alcopop
        // with ~23 g sugar; declared as ~26 g vodka topped up with sweet fruit soda and a little water.
        ComposedDish("WKD (one 275 ml bottle)", said: ["wkd", "wkds", "wkd blue", "wkd blues", "wkd bottle", "bottle of wkd",
            "bottles of wkd", "wkd original", "wkd original vodka", "wkd vodka", "wkd iron brew", "wkd berry",
            "wicked blue"], drink: true, [
            (26, "Vodka"), (245, "Soft drink, fruit flavored, caffeine free"), (5, "Water, tap"),
        ]),
        // One 425 ml schooner of Victoria Bitter (4.9% ABV) as poured, published at about 40 kcal per 100 ml (146-151 kcal per 375 ml can),
        // ~170 kcal; a full-strength but low-carb lager, declared as regular beer with some light beer.
        ComposedDish("Victoria Bitter (one 425 ml schooner)", said: ["victoria bitter", "victoria bitters", "vb", "vbs", "vb beer",
            "schooner of vb", "schooners of vb", "vb schooner", "victoria bitter schooner", "schooner of victoria bitter", "vic bitter",
            "schooner vb", "schooner victoria bitter"], drink: true, [
            (300, "Beer"), (130, "Beer, light"),
        ]),
        // A coffee shop's 16 fl oz chai latte (Starbucks grande, about 240 kcal): steamed 2% milk and a
        // sweetened black-tea chai concentrate, declared as brewed tea and sugar.
        ComposedDish("Chai latte", said: ["chai latte", "chai tea latte", "iced chai latte", "iced chai tea latte",
            "starbucks chai latte", "starbucks chai tea latte"], drink: true, [
            (240, "Milk, reduced fat (2%)"), (110, "Tea, hot, leaf, black"), (28, "Sugar, white, granulated or lump"),
        ]),
        // A coffee shop's 16 fl oz matcha latte (Starbucks grande with 2% milk, about 240 kcal):
        // steamed milk and a sweetened matcha powder, declared as green tea and sugar.
        ComposedDish("Matcha latte", said: ["matcha latte", "iced matcha latte", "matcha green tea latte", "iced matcha green tea latte",
            "green tea latte", "iced green tea latte", "starbucks matcha latte"], drink: true, [
            (330, "Milk, reduced fat (2%)"), (30, "Beverages, tea, green, brewed, regular"), (25, "Sugar, white, granulated or lump"),
        ]),
        // A restaurant's plate of baked ziti, about 1.5 cups: pasta in tomato sauce layered with
        // ricotta, topped with mozzarella and parmesan.
        ComposedDish("Baked ziti", said: ["baked ziti", "ziti al forno", "baked ziti pasta", "ziti bake"], spooned: true, [
            (170, "Pasta, cooked"), (110, "Spaghetti sauce"), (60, "Cheese, ricotta, whole milk"),
            (35, "Cheese, mozzarella, whole milk"), (8, "Cheese, parmesan, grated"),
        ]),
        // A bowl of Louisiana crawfish étouffée without its rice, about 1.25 cups: crawfish tails in a
        // butter and flour roux with the holy trinity (onion, celery, green pepper) and stock.
        ComposedDish("Crawfish etouffee", said: ["crawfish etouffee", "crayfish etouffee", "crawfish étouffée", "etouffee",
            "étouffée"], spooned: true, [
            (150, "Crayfish, cooked"), (20, "Butter, salted"), (12, "Wheat flour, white, all-purpose, unenriched"),
            (40, "Onions, cooked, as ingredient"), (20, "Celery, cooked, as ingredient"), (20, "Green pepper, cooked, as ingredient"),
            (80, "Soup, chicken broth, ready-to-serve"),
        ]),
        // A deli's pastrami on rye (about 6 oz of meat, two slices of rye, mustard); the index has
        // pastrami and a corned beef sandwich, which was logged for it, but no pastrami sandwich.
        ComposedDish("Pastrami on rye", said: ["pastrami on rye", "pastrami sandwich", "pastrami on rye sandwich", "hot pastrami sandwich",
            "pastrami rye", "hot pastrami on rye"], [
            (170, "Beef, cured, pastrami"), (64, "Bread, rye"), (10, "Mustard"),
        ]),
        // A Mexican chicken tostada: a fried corn shell spread with refried beans, topped with shredded
        // chicken, lettuce, cheese and salsa.
        ComposedDish("Chicken tostada", said: ["chicken tostada", "tostada de pollo", "chicken tinga tostada"], [
            (13, "Tostada shells, corn"), (60, "Chicken breast, stewed, skin not eaten"), (40, "Refried beans"),
            (20, "Lettuce, iceberg, raw"), (15, "Cheese, Cheddar"), (25, "Salsa, red"),
        ]),
        // A Texas breakfast taco: a 6-inch flour tortilla with scrambled egg, bacon and cheese.
        ComposedDish("Breakfast taco (bacon, egg and cheese)", said: ["breakfast taco", "bacon egg and cheese breakfast taco",
            "bacon egg and cheese taco", "bacon and egg taco", "egg and bacon taco", "bacon and egg breakfast taco",
            "egg and bacon breakfast taco", "bacon egg cheese taco", "bacon egg & cheese taco", "bacon egg & cheese breakfast taco"], [
            (32, "Tortilla, flour"), (60, "Egg omelet or scrambled egg, made with oil"), (10, "Bacon, NS as to type of meat, cooked"),
            (14, "Cheese, Cheddar"),
        ]),
        // A cup of fresh mixed berries (150 g): strawberries, blueberries and raspberries alike.
        ComposedDish("Mixed berries", said: ["mixed berry", "mixed berries", "berry mix", "mixed fresh berry", "fresh mixed berry"],
                     cup: 150, [
            (50, "Strawberries, raw"), (50, "Blueberries, raw"), (50, "Raspberries, raw"),
        ]),
        // Vietnamese iced coffee (cà phê sữa đá): strong drip coffee over sweetened condensed milk, on ice.
        ComposedDish("Vietnamese iced coffee", said: ["vietnamese iced coffee", "vietnamese coffee", "ca phe sua da",
            "vietnamese iced coffee with condensed milk"], drink: true, [
            (90, "Coffee, brewed"), (40, "Milk, condensed, sweetened"),
        ]),
        // Persian kabob koobideh: two skewers of grilled minced beef and lamb with onion, without the rice.
        ComposedDish("Kabob koobideh", pieces: 2, said: ["koobideh", "koobideh kabob", "koobideh kebab", "kubideh", "kabob koobideh",
            "kebab koobideh", "kubideh kabob", "koobideh skewer"], [
            (110, "Beef, ground"), (90, "Lamb, ground, cooked, broiled"), (20, "Onions, raw"),
        ]),
        // A Trinidadian chicken roti: curried chicken and potato wrapped in a large flaky roti.
        ComposedDish("Chicken roti (Caribbean)", said: ["chicken roti", "curry chicken roti", "chicken curry roti",
            "roti with curry chicken", "trini chicken roti", "caribbean chicken roti", "trinidad chicken roti"], [
            (150, "Bread, paratha"), (250, "Chicken curry"),
        ]),
        // A double bacon cheeseburger: a double cheeseburger with two rashers of bacon.
        ComposedDish("Double bacon cheeseburger", said: ["double bacon cheeseburger", "bacon double cheeseburger",
            "double bacon burger", "bacon double burger"], [
            (200, "Double cheeseburger (Burger King)"), (16, "Bacon, NS as to type of meat, cooked"),
        ]),
        // A British shandy: lager topped up with as much lemonade (a clear, lemon-lime soft drink), by the pint.
        ComposedDish("Shandy (lager and lemonade)", said: ["shandy", "shandies", "lager shandy", "beer shandy"],
                     drink: true, [
            (240, "Beer"), (240, "Soft drink, fruit flavored, caffeine free"),
        ]),
        // A Hawaiian Spam musubi: a slice of Spam glazed in sweet soy, pressed on a block of rice and
        // wrapped in a strip of nori, about 150 g.
        ComposedDish("Spam musubi", said: ["spam musubi", "spam musubis", "musubi", "musubis"], [
            (100, "Rice, white, cooked, no added fat"), (40, "Spam"), (6, "Soy sauce"), (4, "Sugars, granulated"), (2, "Seaweed, dried"),
        ]),
        // A Greek (horiatiki) salad as served: tomato, cucumber, green pepper, red onion, Kalamata
        // olives and a slab of feta, dressed with olive oil and red wine vinegar. The survey's is
        // undressed, and the products are a side salad or salad toppers.
        ComposedDish("Greek salad", said: ["greek salad", "greek salads", "horiatiki", "horiatiki salad", "village salad"], [
            (100, "Tomatoes, raw"), (80, "Cucumber, raw"), (20, "Peppers, bell, green, raw"), (15, "Onions, raw"),
            (15, "Olives, black"), (40, "Cheese, Feta"), (12, "Olive oil"), (5, "Vinegar, red wine"),
        ]),
        // Keto "bulletproof" coffee: a mug of brewed coffee blended with a tablespoon each of butter and
        // MCT oil (stood in by coconut oil, as rich).
        ComposedDish("Bulletproof coffee", said: ["bulletproof coffee", "bulletproof coffees", "butter coffee", "keto coffee"],
                     drink: true, [
            (240, "Coffee, brewed"), (14, "Butter, salted"), (14, "Coconut oil"),
        ]),
        // A Hawaiian loco moco: a plate of white rice under a hamburger patty and a fried egg, smothered in brown gravy.
        ComposedDish("Loco moco", said: ["loco moco", "loco mocos"], [
            (250, "Rice, white, cooked, no added fat"), (120, "Beef, ground, patty"), (46, "Egg, whole, cooked, fried"),
            (120, "Gravy, beef"),
        ]),
        // A Brazilian caipirinha: 60 ml of cachaça (stood in by rum, the same spirit strength) muddled
        // with half a lime and two teaspoons of sugar, over ice.
        ComposedDish("Caipirinha", said: ["caipirinha", "caipirinhas"], drink: true, [
            (56, "Rum"), (35, "Lime, raw"), (10, "Sugar, white, granulated or lump"),
        ]),
        // One s'more: a graham cracker square folded on a toasted marshmallow and a square of milk chocolate.
        ComposedDish("S'more", said: ["smore", "smores", "s'more", "s'mores", "s more", "s mores"], [
            (15, "Graham crackers"), (8, "Candy, marshmallow"), (11, "Candies, milk chocolate"),
        ]),

        // MARK: Sandwiches of fillings the index names no sandwich of

        // Two slices of white bread, canned salmon with a little mayonnaise, lettuce and cucumber.
        ComposedDish("Salmon sandwich", said: ["salmon sandwich", "salmon sandwiches", "canned salmon sandwich",
            "salmon mayo sandwich", "salmon and cucumber sandwich", "red salmon sandwich", "pink salmon sandwich"], [
            (80, "Bread, white"), (60, "Fish, salmon, canned"), (12, "Mayonnaise, regular"), (10, "Lettuce, raw"), (10, "Cucumber, raw"),
        ]),
        // Two slices of brown bread, smoked salmon and cream cheese; cafe serving.
        ComposedDish("Smoked salmon sandwich", said: ["smoked salmon sandwich", "smoked salmon sandwiches",
            "smoked salmon and cream cheese sandwich", "salmon and cream cheese sandwich"], [
            (80, "Bread, whole wheat"), (50, "Fish, salmon, smoked"), (25, "Cream cheese, regular, plain"),
        ]),
        // One round of two buttered slices, crusts off, thin cucumber: an afternoon tea's sandwiches.
        ComposedDish("Cucumber sandwiches", said: ["cucumber sandwich", "cucumber sandwiches", "cucumber sarnie",
            "cucumber finger sandwiches"], [
            (60, "Bread, white"), (8, "Butter, salted"), (40, "Cucumber, raw"),
        ]),
        // Two slices of wholemeal bread, hummus, lettuce, cucumber and tomato.
        ComposedDish("Hummus sandwich", said: ["hummus sandwich", "hummus sandwiches", "houmous sandwich", "hummus and salad sandwich",
            "hummus veggie sandwich"], [
            (80, "Bread, whole wheat"), (45, "Hummus, commercial"), (15, "Lettuce, raw"), (20, "Cucumber, raw"), (20, "Tomatoes, raw"),
        ]),
        // A sliced banana between two buttered slices of white bread.
        ComposedDish("Banana sandwich", said: ["banana sandwich", "banana sandwiches", "banana sarnie", "banana butty"], [
            (80, "Bread, white"), (100, "Banana, raw"), (8, "Butter, salted"),
        ]),
        // Two slices of white bread, crab meat in mayonnaise, lettuce.
        ComposedDish("Crab sandwich", said: ["crab sandwich", "crab sandwiches", "crab mayo sandwich", "crabmeat sandwich",
            "crab meat sandwich"], [
            (80, "Bread, white"), (60, "Crustaceans, crab, blue, cooked, moist heat"), (15, "Mayonnaise, regular"), (10, "Lettuce, raw"),
        ]),
        // An Australian toasted sandwich sealed in a jaffle iron, ham and cheese; a camp fire's or a cafe's.
        ComposedDish("Jaffle (ham and cheese toasted sandwich)", said: ["jaffle", "jaffles", "ham and cheese jaffle",
            "cheese and ham jaffle", "jaffle with ham and cheese", "jaffle with cheese and ham", "ham cheese jaffle"], [
            (70, "Bread, white"), (8, "Butter, salted"), (30, "Ham, sliced, regular (approximately 11% fat)"), (25, "Cheese, Cheddar"),
        ]),
        // Six slices of a flour tortilla rolled with cream cheese, ham and lettuce; party platter.
        ComposedDish("Tortilla pinwheels", pieces: 6, said: ["tortilla pinwheel", "tortilla pinwheels", "pinwheel sandwich",
            "pinwheel sandwiches", "wrap pinwheel", "wrap pinwheels", "tortilla roll up", "tortilla roll ups"], [
            (60, "Tortilla, flour"), (30, "Cream cheese, regular, plain"), (30, "Ham, sliced, regular (approximately 11% fat)"),
            (10, "Lettuce, raw"),
        ]),

        // MARK: Home, care-home and regional plates

        // A supermarket's or a care home's portion: white fish in a parsley white sauce (boil-in-the-bag packs 150-170 g).
        ComposedDish("Fish in parsley sauce", said: ["fish in parsley sauce", "cod in parsley sauce", "haddock in parsley sauce",
            "fish in white sauce", "cod in white sauce", "haddock in white sauce"], [
            (110, "Fish, cod, baked or broiled"), (50, "Sauce, homemade, white, medium"), (2, "Parsley, fresh"),
        ]),
        // Minnesota's casserole: tater tots over ground beef, cream of mushroom soup and green beans, with cheese.
        ComposedDish("Tater tot hotdish", said: ["tater tot hotdish", "tater tot casserole", "tator tot hotdish", "tot hotdish",
            "hotdish", "tater tot hot dish"], spooned: true, [
            (100, "Potato tots, frozen, baked"), (70, "Beef, ground"), (60, "Soup, cream of mushroom, canned, condensed"),
            (50, "Green beans, canned, cooked, no added fat"), (15, "Cheese, Cheddar"),
        ]),
        // An Australian burger "with the lot": beef patty, bun, fried egg, bacon, cheese, beetroot,
        // pineapple, lettuce, tomato, onion and sauce; takeaway shop.
        ComposedDish("Burger with the lot", said: ["burger with the lot", "hamburger with the lot", "burger with everything",
            "burger with the works", "works burger", "burger with the lot on"], [
            (60, "Roll, white, hamburger bun"), (110, "Beef, ground, patty"), (46, "Egg, whole, cooked, fried"),
            (25, "Pork, cured, bacon, cooked, restaurant"), (20, "Cheese, American"), (30, "Beets, canned, cooked, no added fat"),
            (30, "Pineapple, canned, juice pack"), (15, "Lettuce, raw"), (30, "Tomatoes, raw"), (20, "Onions, cooked, no added fat"),
            (15, "Ketchup"),
        ]),
        // An Australian fish-and-chip shop's slice of potato battered and deep fried.
        ComposedDish("Potato scallop (battered fried potato slice)", said: ["potato scallop", "potato scallops"], [
            (80, "Potato, boiled, NFS"), (15, "Wheat flour, white, all-purpose, unenriched"), (8, "Vegetable oil, NFS"),
        ]),
        // A Scottish chippy's Mars bar (the US Milky Way) dipped in batter and deep fried.
        ComposedDish("Deep-fried Mars bar", said: ["deep fried mars bar", "deep-fried mars bar", "battered mars bar",
            "fried mars bar", "deep fried mars"], [
            (58, "Candies, MARS SNACKFOOD US, MILKY WAY Bar"), (25, "Wheat flour, white, all-purpose, unenriched"), (15, "Milk, whole"),
            (15, "Vegetable oil, NFS"),
        ]),
        // Australia's party food: a slice of buttered white bread covered in hundreds and thousands.
        ComposedDish("Fairy bread", said: ["fairy bread", "fairy breads"], [
            (28, "Bread, white"), (5, "Butter, salted"), (6, "Candy, sprinkles"),
        ]),

        // Chicago's Italian beef: thin-sliced roast beef soaked in its jus on a hard roll, with
        // giardiniera or sweet peppers; a stand's sandwich.
        ComposedDish("Italian beef sandwich", said: ["italian beef sandwich", "italian beef sandwiches", "italian beef",
            "chicago italian beef", "italian beef sub", "italian beef with giardiniera", "italian beef dipped"], [
            (110, "Beef, roast"), (90, "Roll, white, hard"), (40, "Peppers, green, cooked"), (60, "Gravy, beef"),
        ]),
        // Wisconsin's fresh cheddar curds battered and deep fried; a basket of about 6 oz.
        ComposedDish("Fried cheese curds", said: ["fried cheese curds", "fried cheese curd", "deep fried cheese curds",
            "battered cheese curds", "cheese curds fried"], [
            (110, "Cheese, Cheddar"), (25, "Wheat flour, white, all-purpose, unenriched"), (15, "Vegetable oil, NFS"),
        ]),

        // MARK: Regional puddings and bars

        // South Africa's baked apricot sponge soaked in a cream and butter syrup; one portion.
        ComposedDish("Malva pudding", said: ["malva pudding", "malva puddings", "malva"], [
            (80, "Cake, sponge"), (15, "Jams and preserves, apricot"), (15, "Cream, heavy"), (10, "Butter, salted"),
            (10, "Sugar, white, granulated or lump"),
        ]),
        // A steamed (or microwaved) sponge pudding with jam on top; one pudding basin's portion.
        ComposedDish("Sponge pudding (steamed, with jam)", said: ["sponge pudding", "sponge puddings", "jam sponge", "jam sponge pudding",
            "steamed sponge pudding", "steamed sponge"], [
            (30, "Wheat flour, white, all-purpose, unenriched"), (18, "Butter, salted"), (18, "Sugar, white, granulated or lump"),
            (20, "Egg, whole, raw"), (5, "Milk, whole"), (20, "Jams and preserves"),
        ]),
        // Canada's no-bake bar: a graham and coconut base, custard buttercream, a chocolate top; one square.
        ComposedDish("Nanaimo bar", said: ["nanaimo bar", "nanaimo bars", "nanaimo square", "nanaimo"], [
            (12, "Graham crackers"), (8, "Coconut, packaged"), (14, "Butter, salted"), (12, "Sugar, white, confectioner's, powdered"),
            (10, "Candies, semisweet chocolate"),
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
