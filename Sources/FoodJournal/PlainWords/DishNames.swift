/// Dishes and drinks people name one way and the USDA surveys another, each mapped to the generic
/// food the surveys do name: "prosecco" is a sparkling wine, an onion bhaji a fritter, a tuna
/// melt a tuna salad sandwich with cheese, a crumpet the nearest bread the surveys weigh (an
/// English muffin). Written from knowledge of the dishes (what they are made of and how they are
/// cooked), one row per dish, grouped by kind; the words on the right are those of a USDA name,
/// so that every one of them must be in the food taken. Said words are singular, as items are
/// parsed ("onion bhajis" is "onion bhaji").
public enum DishNames {
    /// Said → the generic food's words, matched as whole words in what was said, longest first.
    public static let generic: [(said: String, meant: String)] = [
        // Wine, beer and spirits: the surveys name the kind, not the style or the region.
        ("prosecco", "wine sparkling"), ("champagne", "wine sparkling"), ("cava", "wine sparkling"),
        ("sparkling wine", "wine sparkling"), ("rose wine", "wine rose"), ("lager", "beer"), ("pilsner", "beer"),
        ("stout", "beer"), ("guinness", "beer"), ("pale ale", "beer"), ("ipa", "beer"), ("bitter ale", "beer"),
        // Wines said by their grape or region are the surveys' red or white table wine, and white
        // wine and soda is a spritzer.
        ("merlot", "wine red"), ("cabernet", "wine red"), ("cabernet sauvignon", "wine red"), ("pinot noir", "wine red"),
        ("shiraz", "wine red"), ("syrah", "wine red"), ("malbec", "wine red"), ("zinfandel", "wine red"),
        ("chianti", "wine red"), ("rioja", "wine red"), ("tempranillo", "wine red"), ("sangiovese", "wine red"),
        ("beaujolais", "wine red"), ("claret", "wine red"), ("chardonnay", "wine white"), ("sauvignon blanc", "wine white"),
        ("pinot grigio", "wine white"), ("pinot gris", "wine white"), ("riesling", "wine white"), ("chablis", "wine white"),
        ("moscato", "wine white"), ("white wine and soda", "wine spritzer"), ("wine and soda", "wine spritzer"),
        ("whisky", "whiskey"), ("scotch", "whiskey"), ("scotch egg", "scotch egg"), ("bourbon", "whiskey"),
        ("cognac", "brandy"), ("armagnac", "brandy"),
        // A Scotch broth or pancake is no whisky: the survey's beef barley soup and a pancake.
        ("scotch broth", "soup beef barley"), ("scotch pancake", "pancake"), ("lentil dal", "dal"),
        // A tarka (tadka) dal is dal finished with spices fried in ghee: the survey's dal.
        ("tarka dal", "dal"), ("tadka dal", "dal"), ("dal tadka", "dal"), ("dal tarka", "dal"),
        // Toast cut in strips for a boiled egg; an espresso martini is a martini of vodka and
        // coffee liqueur; a poke is the Hawaiian fish bowl (not poke greens); a chili dog is the
        // survey's chili hot dog sandwich; a shish kebab is a kabob.
        ("soldier", "bread toasted"), ("espresso martini", "martini"), ("poke bowl", "poke bowl"), ("poke", "poke bowl"),
        ("chili dog", "chili hot dog sandwich"), ("carne asada taco", "taco beef"),
        // An egg white omelette is the whites cooked (no whole-egg omelet); buffalo wings are
        // chicken wings in hot sauce, bone in (the index's "Buffalo" products are boneless
        // bites); eggplant parmesan is the survey's casserole of it.
        ("egg white omelet", "egg white"), ("egg white omelette", "egg white"),
        ("buffalo wing", "chicken wings"), ("eggplant parmesan", "eggplant parmesan casserole"),
        ("eggplant parmigiana", "eggplant parmesan casserole"), ("aubergine parmigiana", "eggplant parmesan casserole"),
        // Soft drinks and energy drinks said by brand.
        ("red bull", "energy drink"), ("monster energy", "energy drink"), ("fizzy drink", "soft drink"), ("irn bru", "soft drink"),
        ("lassi", "yogurt drink"),
        // Breads and bakery of Britain, India and elsewhere the surveys name otherwise.
        ("crumpet", "muffin english"), ("teacake", "bread raisin"), ("chapati", "chappatti"), ("chapatti", "chappatti"),
        ("weetabix", "cereal shredded wheat"), ("flapjack", "granola bar"),
        ("sausage roll", "pig in a blanket"), ("pain au raisin", "pastry fruit"), ("bhaji", "fritter"),
        ("onion bhaji", "fritter"),
        // Dishes: the survey's generic dish that is made the same way.
        ("toast", "bread toasted"), ("french toast", "french toast"),
        // USDA counts sourdough among French breads ("Bread, french or vienna (includes sourdough)"),
        // whose slice of a bakery's loaf weighs 50 g, toasted or not (`UsualPortions`).
        ("sourdough toast", "bread includes sourdough"),
        // A Spanish tortilla is an omelette of potato and egg; a cheese stick is a stick of string cheese.
        ("spanish tortilla", "egg omelet"), ("cheese stick", "string cheese"), ("croque monsieur", "ham sandwich with cheese"),
        ("jacket potato", "potato baked"), ("fish finger", "fish stick"), ("banh mi", "pork sandwich"),
        ("tuna melt", "tuna salad sandwich with cheese"), ("carbonara", "pasta with cream sauce and meat"),
        ("spaghetti carbonara", "pasta with cream sauce and meat"), ("pasta carbonara", "pasta with cream sauce and meat"),
        // A French dip is a roast beef sandwich served with its juice (not a French onion dip);
        // ful medames are stewed fava beans; loaded fries and cheesy chips are fries under cheese,
        // salt and pepper chips a takeaway's fries tossed with salt, pepper and chilli.
        ("french dip", "french dip sandwich"), ("ful medame", "fava bean cooked"), ("foul medame", "fava bean cooked"),
        ("loaded fry", "french fry with cheese"), ("cheesy chip", "french fry with cheese"),
        ("salt and pepper chip", "french fry"),
        // Queso said alone or as a dip is the cheese dip of Tex-Mex restaurants; the cheeses named
        // queso keep their own names. A loaded baked potato is the survey's baked potato with cheese.
        ("queso", "cheese dip"), ("queso dip", "cheese dip"), ("queso fresco", "queso fresco"), ("queso blanco", "queso blanco"),
        ("queso cotija", "queso cotija"), ("queso asadero", "queso asadero"), ("queso anejo", "queso anejo"),
        ("loaded baked potato", "potato baked peel eaten with cheese"), ("loaded potato", "potato baked peel eaten with cheese"),
        ("loaded jacket potato", "potato baked peel eaten with cheese"),
        // Teas said by their blend are brewed black or herbal tea (a dry "ROSE EARL GREY TEA" at
        // 388 kcal per 100 g is no cup of it); British dishes the surveys make the same way.
        ("earl grey", "tea hot leaf black"), ("earl grey tea", "tea hot leaf black"),
        ("english breakfast tea", "tea hot leaf black"),
        ("assam tea", "tea hot leaf black"), ("darjeeling", "tea hot leaf black"), ("darjeeling tea", "tea hot leaf black"),
        ("peppermint tea", "tea hot herbal"), ("mint tea", "tea hot herbal"), ("rooibo", "tea hot herbal"),
        ("rooibo tea", "tea hot herbal"),
        ("lemon drizzle cake", "cake lemon"), ("lemon drizzle", "cake lemon"), ("mushy pea", "green peas fresh cooked"),
        ("steak pie", "pot pie beef"), ("lamb shish", "lamb or mutton loaf"),
        // Spelt otherwise: egg foo young, boba (bubble) tea, tater tots (potato tots), croquetas.
        ("egg foo young", "egg foo yung"), ("boba tea", "tea bubble"), ("boba", "tea bubble"), ("tater tot", "potato tots"),
        ("croqueta", "croquette"),
        // Braised beef: a bourguignon is the survey's beef burgundy, a rendang its beef curry; dal
        // makhani is a dal; spaetzle are egg noodles.
        ("beef bourguignon", "beef burgundy"), ("boeuf bourguignon", "beef burgundy"), ("beef rendang", "beef curry"),
        ("rendang", "beef curry"), ("dal makhani", "dal"), ("spaetzle", "noodles egg cooked"),
        // Tacos of pork (al pastor, carnitas) and of beef (birria, barbacoa), and a shrimp taco, the
        // survey's fish one; baba ganoush is an eggplant dip; dolmades are stuffed grape leaves.
        ("taco al pastor", "taco pork"), ("al pastor taco", "taco pork"), ("birria taco", "taco beef"),
        ("shrimp taco", "taco fish"), ("prawn taco", "taco fish"), ("baba ganoush", "eggplant dip"),
        ("baba ghanoush", "eggplant dip"), ("dolmade", "grape leaves stuffed"), ("dolma", "grape leaves stuffed"),
        ("stuffed grape leaf", "grape leaves stuffed"), ("stuffed grape leave", "grape leaves stuffed"),
        // Prosecco cocktails: a bellini is made like a mimosa, with peach; an Aperol spritz is a
        // wine spritzer with a bitter liqueur.
        ("bellini", "mimosa"), ("aperol spritz", "wine spritzer"),
        ("schnitzel", "pork chop coated"), ("doner kebab", "gyro"), ("doner", "gyro"), ("shawarma", "gyro"),
        ("cornish pasty", "empanada beef"), ("pasty", "empanada beef"), ("steak bake", "empanada beef"),
        ("mulligatawny soup", "soup mulligatawany"), ("mulligatawny", "soup mulligatawany"), ("katsu curry", "chicken curry with rice"),
        ("chicken katsu curry", "chicken curry with rice"), ("lasagne", "lasagna"), ("masala dosa", "dosa with filling"),
        ("currywurst", "bratwurst"), ("moussaka", "eggplant and meat casserole"), ("patatas bravas", "potato home fries"),
        ("patata brava", "potato home fries"), ("gyoza", "pot sticker fried"), ("potsticker", "pot sticker fried"),
        ("bread roll", "roll"),
        ("spanish omelette", "egg omelet"), ("spanish omelet", "egg omelet"),
        ("tortilla espanola", "egg omelet"), ("bacon sandwich", "bacon lettuce tomato sandwich"),
        ("bacon butty", "bacon lettuce tomato sandwich"), ("bacon roll", "bacon lettuce tomato sandwich"),
        ("breakfast sandwich", "egg sandwich on english muffin"), ("egg mcmuffin", "egg sandwich on english muffin"),
        ("sausage mcmuffin", "egg sandwich on english muffin with sausage"), ("tonkatsu", "pork chop coated"),
        ("sashimi", "tuna raw"), ("salmon sashimi", "salmon raw"), ("tuna sashimi", "tuna raw"),
        ("yellowtail sashimi", "yellowtail raw"), ("dim sum", "dumpling"), ("jamon", "ham"), ("banger", "sausage"),
        ("mash", "potato mashed"), ("hot cross bun", "roll sweet with fruit"), ("pb&j", "peanut butter and jelly sandwich"),
        ("pbj", "peanut butter and jelly sandwich"), ("bitter", "beer"),
        // Curries of the British-Indian menu: the survey names them by their meat as "curry".
        ("vindaloo", "curry"), ("jalfrezi", "curry"), ("madras", "curry"), ("rogan josh", "curry"), ("bhuna", "curry"),
        ("balti", "curry"), ("dhansak", "curry"), ("dopiaza", "curry"), ("pasanda", "curry"), ("thai green curry", "curry"),
        ("thai red curry", "curry"), ("red curry", "curry"),
        // Beers said by brand are beer, port a dessert wine, sports drinks by brand a sports drink.
        ("budweiser", "beer"), ("heineken", "beer"), ("corona", "beer"), ("stella", "beer"), ("stella artois", "beer"),
        ("carlsberg", "beer"), ("peroni", "beer"), ("coors", "beer"), ("coors light", "beer light"),
        ("bud light", "beer light"), ("miller lite", "beer light"), ("moretti", "beer"), ("asahi", "beer"),
        ("port", "wine dessert"), ("gatorade", "sports drink"), ("powerade", "sports drink"),
        ("lucozade", "sports drink"),
        // British spreads, cakes, sandwiches and spellings.
        ("marmite", "yeast extract spread"), ("vegemite", "yeast extract spread"), ("victoria sponge", "cake sponge"),
        ("sponge cake", "cake sponge"), ("toastie", "sandwich"), ("egg mayo", "egg salad"), ("tuna mayo", "tuna salad"),
        ("tuna mayo baguette", "tuna salad sandwich"),
        ("chicken mayo", "chicken salad"), ("jam sandwich", "jelly sandwich"), ("pitta", "pita"), ("pitta bread", "pita"), ("chilli", "chili"),
        ("fruit salad", "fruit nfs"), ("satsuma", "tangerine raw"),
        // Dishes of America, Mexico, Thailand and China (a cheesesteak is the sandwich, not a
        // cheesesteak-flavoured meat stick).
        ("cheese steak", "cheese steak sandwich"), ("cheesesteak", "cheese steak sandwich"),
        ("philly cheesesteak", "cheese steak sandwich"), ("philly cheese steak", "cheese steak sandwich"),
        ("carnitas", "pork"), ("carnita", "pork"), ("massaman curry", "beef curry"),
        ("massaman", "beef curry"), ("chicken massaman", "chicken curry"), ("massaman chicken", "chicken curry"),
        ("chicken massaman curry", "chicken curry"), ("char siu", "barbecue pork"),
        // Sashimi said alone is tuna, the commonest; arroz con pollo is the survey's chicken and
        // rice; jollof is a West African tomato rice, the survey's Spanish rice; popcorn chicken is
        // small nuggets; callaloo is leafy greens (taro or amaranth) stewed with fat; poutine is
        // fries under cheese curds and gravy; aloo gobi a potato and cauliflower curry; tandoori
        // chicken is roast chicken; harira a Moroccan lentil soup with meat; elote a cob of corn,
        // buttered; a patty melt a cheeseburger on rye; an ice cream cone is one scooped, not the
        // empty wafer cones.
        ("arroz con pollo", "chicken or turkey and rice"), ("jollof rice", "spanish rice"), ("jollof", "spanish rice"),
        ("popcorn chicken", "chicken nuggets"), ("callaloo", "greens fresh cooked fat added"), ("poutine", "french fry with cheese"),
        ("aloo gobi", "vegetable curry"), ("tandoori chicken", "chicken breast rotisserie skin eaten"),
        ("harira", "soup lentil with meat"), ("elote", "corn fresh cooked with butter or margarine"),
        ("patty melt", "cheeseburger"), ("ice cream cone", "ice cream cone nfs"),
        // Souvlaki is grilled pork on skewers unless a meat is said; a shish kebab is lamb.
        ("souvlaki", "pork nfs"), ("pork souvlaki", "pork nfs"), ("chicken souvlaki", "chicken kabob"),
        ("shish kebab", "lamb or mutton loaf"), ("shish kabob", "lamb or mutton loaf"),
        ("chicken shish kebab", "chicken kabob"), ("chicken shish", "chicken kabob"), ("lamb shish kebab", "lamb or mutton loaf"),
        // Whey protein said alone is the powder, not a bar or a brownie made with it.
        ("whey protein", "protein powder whey based"), ("whey", "protein powder whey based"),
        ("whey protein powder", "protein powder whey based"), ("whey protein bar", "whey protein bar"),
        ("whey protein shake", "protein shake"), ("whey shake", "protein shake"),
        // A torta is a Mexican sandwich on a bolillo roll; popcorn at the cinema is the survey's
        // movie theater popcorn.
        ("torta", "sandwich nfs"), ("movie popcorn", "popcorn movie theater"),
        ("popcorn movie", "popcorn movie theater"), ("cinema popcorn", "popcorn movie theater"),
        ("popcorn cinema", "popcorn movie theater"),
        // Fettuccine Alfredo is pasta in a cream sauce (not a chicken one, unless said); pancit is
        // Filipino stir-fried noodles, adobo a braise served with rice;
        // La Croix is a sparkling water; an aloo paratha a paratha; bulgogi is grilled marinated
        // beef (the index's "bulgogi" foods are chicken dumplings, noodles and marinades).
        ("fettuccine alfredo", "pasta with cream sauce"), ("pasta alfredo", "pasta with cream sauce"),
        ("alfredo pasta", "pasta with cream sauce"), ("chicken alfredo", "pasta with cream sauce and meat"),
        ("fettuccine", "pasta"), ("pancit", "lo mein"),
        ("chicken adobo", "adobo with rice"), ("pork adobo", "adobo with rice"), ("adobo", "adobo with rice"),
        ("la croix", "sparkling water"), ("aloo paratha", "bread paratha"), ("bulgogi", "beef nfs"),
        ("beef bulgogi", "beef nfs"),
        // Gammon is British for a cured ham steak; an ice lolly is an ice pop; a fish finger
        // sandwich is the surveys' fish sandwich.
        ("gammon", "ham"), ("gammon steak", "ham"), ("ice lolly", "ice pop"),
        ("fish finger sandwich", "fish sandwich"), ("fish burger", "fish sandwich"), ("fish fillet burger", "fish sandwich"),
        // Mince is British for ground meat, beef unless said; a mince pie is the sweet one.
        // Dr Pepper is the surveys' pepper-type soft drink (the index's first "DR PEPPER" is gummy
        // candies); filter or drip coffee is brewed coffee; rocket is arugula and sweetcorn corn.
        ("dr pepper", "soft drink pepper type"), ("diet dr pepper", "soft drink pepper type diet"),
        ("filter coffee", "coffee brewed"), ("drip coffee", "coffee brewed"),
        ("rocket", "arugula"), ("sweetcorn", "corn"), ("sweet corn", "corn"),
        // A Chipotle bowl is a burrito bowl, of the meat said, on rice and beans as it is served
        // (the surveys' "Burrito bowl, chicken" is the meat and toppings alone).
        ("chipotle bowl", "burrito bowl"), ("chipotle chicken bowl", "burrito bowl chicken with beans and rice"),
        ("chipotle steak bowl", "burrito bowl beef with rice"),
        // Shorthand typed in a log: OJ, EVOO, PB, chkn, a G&T; a non-alcoholic beer is the
        // surveys' nonalcoholic one, Baileys an Irish cream liqueur.
        ("carrot stick", "carrot raw"), ("celery stick", "celery raw"), ("oj", "orange juice"), ("evoo", "olive oil"),
        ("pb", "peanut butter"), ("chkn", "chicken"),
        ("g&t", "gin and tonic"), ("non alcoholic beer", "beer nonalcoholic"), ("alcohol free beer", "beer nonalcoholic"),
        ("non-alcoholic beer", "beer nonalcoholic"), ("bailey", "liqueur cream"), ("irish cream", "liqueur cream"),
        ("mince", "beef ground"), ("beef mince", "beef ground"), ("pork mince", "pork ground"), ("lamb mince", "lamb ground"),
        ("turkey mince", "turkey ground"), ("chicken mince", "chicken ground"), ("minced beef", "beef ground"),
        ("mince pie", "mince pie"), ("mince and potato", "beef ground and potato"),
        // Sausage links are the sausage, of the size `TypicalServings` gives a link.
        ("sausage link", "sausage"), ("breakfast link", "pork sausage link patty cooked"),
        ("breakfast sausage link", "pork sausage link patty cooked"),
        // Sirloin said alone is beef's (not veal's); tea said hot is black tea, not a bubble tea.
        ("sirloin", "beef sirloin"), ("hot tea", "tea hot leaf black"),
        // Chow mein said without its meat is stir-fried noodles, the survey's lo mein (its
        // "Noodles, chow mein" are the dry crispy ones, 521 kcal per 100 g); tom yum is the soup;
        // Nutella a chocolate hazelnut spread (not one packed with breadsticks).
        ("chow mein", "lo mein"), ("chicken chow mein", "chicken chow mein"), ("beef chow mein", "beef chow mein"),
        ("pork chow mein", "pork chow mein"), ("shrimp chow mein", "shrimp chow mein"), ("tom yum", "tom yum soup"),
        ("nutella", "chocolate hazelnut spread"),
        // Walkers are British crisps (not a chocolate of that name); a digestive is the biscuit; a
        // rice ball is an onigiri.
        ("walker", "potato chips"), ("digestive", "digestive biscuit"), ("chocolate digestive", "digestive coated wheat biscuit"),
        ("rice ball", "rice cooked"),
        // Hard seltzers said by brand; sake is the survey's rice wine (not mirin).
        ("white claw", "hard seltzer"), ("truly", "hard seltzer"), ("sake", "alcoholic beverage rice sake"),
        // A T-bone is the steak of that name, its hyphen read as the name's two words.
        ("t-bone", "steak t bone"), ("t-bone steak", "steak t bone"), ("t bone steak", "steak t bone"),
        // Stews of Hungary and North Africa are the surveys' stew of their meat; a lamb shank is
        // braised lamb of no named cut; Jell-O is gelatin dessert; M&M's are chocolate candy in a
        // candy shell; shredded wheat is the cereal of that name.
        ("goulash", "stew beef"), ("tagine", "stew"), ("lamb shank", "lamb ns as to cut"), ("jello", "gelatin dessert"),
        ("jell-o", "gelatin dessert"), ("m&m", "chocolate candy candy shell"), ("m&m's", "chocolate candy candy shell"),
        ("shredded wheat", "cereal shredded wheat"),
        // A breaded cutlet baked with tomato sauce and cheese, however it is spelt.
        ("chicken parmesan", "chicken or turkey parmigiana"), ("chicken parm", "chicken or turkey parmigiana"),
        ("chicken parmigiana", "chicken or turkey parmigiana"), ("chicken parmigiano", "chicken or turkey parmigiana"),
        ("veal parmesan", "veal parmigiana"), ("veal parm", "veal parmigiana"),
        // The surveys name a sub with the sandwich: "Turkey sandwich or sub, restaurant".
        ("sub", "sandwich or sub"),
        // A tuna sub is a tuna salad one: the surveys have no "tuna sandwich or sub".
        ("tuna sub", "tuna salad sandwich"), ("tuna salad sub", "tuna salad sandwich"),
        // Pilau is pilaf; Caribbean rice and peas is rice cooked with kidney beans; crispy aromatic
        // duck is the British-Chinese menu's roast duck, the survey's Peking duck.
        ("pilau rice", "rice pilaf"), ("pilau", "rice pilaf"), ("rice and pea", "beans and rice"),
        ("crispy aromatic duck", "duck peking"), ("aromatic duck", "duck peking"),
        // Chana masala is a chickpea curry; a Rice Krispies treat a crispy rice and marshmallow bar.
        ("chana masala", "chickpea curry"), ("chole", "chickpea curry"), ("saag paneer", "palak paneer"),
        // In Indian English curd (dahi) is plain yogurt ("an aloo paratha with curd" was 225 g of
        // tofu); lemon curd and bean curd keep their names, and cheese curds are young cheddar.
        ("curd", "yogurt plain whole milk"), ("dahi", "yogurt plain whole milk"), ("lemon curd", "lemon curd"),
        ("bean curd", "bean curd"), ("cheese curd", "cheese cheddar"),
        ("rice krispy treat", "crispy rice marshmallow treat"), ("rice krispie treat", "crispy rice marshmallow treat"),
        // A latte with a flavour syrup is the survey's flavored latte.
        ("vanilla latte", "latte flavored"), ("caramel latte", "latte flavored"), ("hazelnut latte", "latte flavored"),
        ("pumpkin spice latte", "latte flavored"), ("gingerbread latte", "latte flavored"),
        ("toffee nut latte", "latte flavored"), ("cinnamon latte", "latte flavored"),
        // A caramel macchiato is a vanilla latte marked with espresso and caramel.
        ("caramel macchiato", "latte flavored"), ("iced caramel macchiato", "iced latte flavored"),
        // A mocha latte is a caffe mocha: espresso, chocolate and steamed milk. An Australian long
        // black is an americano (black coffee), a short black an espresso; a cortado is espresso
        // cut with as much steamed milk, a small latte.
        ("mocha latte", "cafe mocha"), ("caffe mocha", "cafe mocha"), ("long black", "coffee brewed"),
        ("short black", "espresso"), ("cortado", "latte"),
        // Regional names: a ginger nut is a gingersnap, a fig roll a fig bar, fairy (candy) floss
        // cotton candy, gorp trail mix, Ready Brek an instant oat cereal (oatmeal); a fair's turkey
        // leg a drumstick; a jello salad the survey's gelatin salad, a jello shot its alcoholic
        // gelatin shot; a seafood or fish chowder a New England chowder; boerewors a beef sausage;
        // Australia's chicken salt a seasoning salt, as table salt.
        ("ginger nut", "cookie gingersnaps"), ("gingernut", "cookie gingersnaps"), ("ginger nut biscuit", "cookie gingersnaps"),
        ("fig roll", "cookie fig bar"), ("fairy floss", "candy cotton"), ("candy floss", "candy cotton"), ("gorp", "trail mix"),
        ("ready brek", "oatmeal"), ("turkey leg", "turkey drumstick"),
        ("jello salad", "gelatin salad"), ("jello-shot", "gelatin shot alcoholic"),
        ("seafood chowder", "soup new england clam chowder"), ("fish chowder", "soup new england clam chowder"),
        ("boerewor", "beef sausage"), ("chicken salt", "salt table"),
        // Lunch meat is the survey's luncheon meat (no meal's meat).
        ("lunch meat", "luncheon meat"), ("deli meat", "luncheon meat"),
        // A sauv (savvy) blanc is a white wine; Bulmers, Magners and Strongbow ciders; Red Stripe a
        // Jamaican lager; peanut M&M's the survey's candy-shelled chocolate with nuts; dino nuggets
        // chicken nuggets; a muesli bar a granola bar; a hard shell taco a taco; McCoy's crisps
        // potato chips; roasties roast potatoes.
        ("sauv blanc", "wine white"), ("savvy b", "wine white"), ("sauvignon", "wine white"), ("bulmer", "hard cider"),
        ("magner", "hard cider"), ("strongbow", "hard cider"), ("red stripe", "beer"),
        ("peanut m&m", "chocolate candy candy shell with nuts"), ("peanut m&m's", "chocolate candy candy shell with nuts"),
        ("dino nugget", "chicken nuggets"), ("dinosaur nugget", "chicken nuggets"), ("muesli bar", "granola bar"),
        ("hard shell taco", "taco"), ("hard taco", "taco"), ("mccoy", "potato chips"), ("mccoy's", "potato chips"),
        ("roastie", "potato roasted"), ("roasty", "potato roasted"),
        // Latin American and Caribbean dishes by their Spanish and Portuguese names: roast pork for
        // pernil, white rice, alcoholic eggnog for coquito, Puerto Rican steak with onions and
        // stuffed potatoes, passion fruit juice, fried rice for arroz chaufa, a Cuban coffee for a
        // cafezinho.
        ("pernil", "pork roast"), ("arroz blanco", "rice white cooked ns as to fat"), ("coquito", "eggnog alcoholic"),
        ("bistec encebollado", "beef steak with onions puerto rican style"),
        ("papa rellena", "fried stuffed potatoes puerto rican style"), ("suco de maracuja", "passion fruit juice"),
        ("suco de maracujá", "passion fruit juice"), ("arroz chaufa", "rice fried"), ("cafezinho", "coffee cuban"),
        // A brat is a bratwurst; a malasada Hawaii's Portuguese doughnut; a green chile
        // cheeseburger New Mexico's cheeseburger.
        ("brat", "bratwurst"), ("malasada", "doughnut nfs"), ("green chile cheeseburger", "cheeseburger"),
        ("green chili cheeseburger", "cheeseburger"),
    ]

    /// A smoothie named by its fruit is the survey's fruit smoothie ("a banana smoothie"); a second
    /// fruit said stays, for a product that names both ("strawberry banana smoothie").
    static let fruitSmoothies: [(said: String, meant: String)] = [
        "banana", "strawberry", "mango", "berry", "mixed berry", "blueberry", "raspberry", "peach", "pineapple",
        "tropical", "fruit",
    ].map { ($0 + " smoothie", "fruit smoothie") }

    /// A spirit and its mixer said without "and" ("a vodka tonic", "a rum coke"): the survey
    /// names the mixed drink with it.
    static let mixedDrinks: [(said: String, meant: String)] = {
        let spirits = ["vodka", "gin", "rum", "whiskey", "whisky", "bourbon", "tequila", "brandy"]
        let mixers = ["tonic": "tonic", "soda": "soda", "coke": "cola", "cola": "cola", "lemonade": "lemonade",
                      "ginger ale": "ginger ale", "water": "water", "diet coke": "diet cola"]
        return spirits.flatMap { spirit in
            mixers.map { said, meant in (spirit + " " + said, (spirit == "whisky" ? "whiskey" : spirit) + " and " + meant) }
        }
    }()

    /// Dishes the surveys name with only some of the meats they are made with: a curry of a meat
    /// they lack is the curry of the nearest meat they have (lamb, mutton and goat are red meats
    /// cooked like beef; turkey is poultry like chicken; prawns are seafood simmered like fish), and a lamb biryani is the biryani with
    /// meat. Ground lamb shaped on a skewer or into balls (kofta, kebab) is the surveys' lamb loaf,
    /// the same ground meat cooked the same way.
    static let nearestMeat: [(said: String, meant: String)] = {
        let standIns = ["lamb": "beef", "mutton": "beef", "goat": "beef", "turkey": "chicken", "prawn": "fish", "shrimp": "fish"]
        let curries = standIns.map { meat, nearest in (meat + " curry", nearest + " curry") }
        let biryanis = ["lamb", "mutton", "goat"].map { ($0 + " biryani", "biryani with meat") }
        let ground = ["lamb", "mutton"].flatMap { meat in
            ["kofta", "kofte", "kebab", "shish kebab", "seekh kebab"].map { (meat + " " + $0, "lamb or mutton loaf") }
        }
        // A filled pasta said by its meat is the surveys' meat-filled one.
        let filledPastas = ["chicken", "beef", "pork", "sausage", "lamb", "turkey", "veal", "meat"].flatMap { meat in
            ["tortellini", "ravioli"].map { (meat + " " + $0, $0 + " meat filled") }
        }
        return curries + biryanis + ground + filledPastas
    }()

    /// Dishes of Japan, Korea, Southeast Asia, India, Greece and the Middle East named by the dish the surveys
    /// make the same way: satay and souvlaki on skewers are kabobs, an onigiri a ball of cooked rice, and kofta
    /// meatballs.
    static let nearestDish: [(said: String, meant: String)] = [
        ("satay skewer", "chicken kabob"), ("satay", "chicken kabob"), ("skewer", "kabob"), ("onigiri", "rice cooked"),
        ("rice ball", "rice cooked"), ("kofta", "meatball"), ("kofte", "meatball"),
        ("souvlaki", "kabob"), ("nigiri", "sushi"), ("poppadom", "papad"), ("poppadum", "papad"),
        ("papadum", "papad"), ("donut", "doughnut"),
        // Fried onions on a dish are sauteed ones, not onion rings; a filet mignon is a beef tenderloin steak.
        ("fried onion", "onion yellow sauteed"), ("fried onion ring", "fried onion ring"), ("crispy fried onion", "crispy fried onion"),
        ("french fried onion", "french fried onion"),
        ("filet mignon", "beef steak tenderloin"), ("fillet mignon", "beef steak tenderloin"),
        // Sambal is a chile paste, as sriracha is a chile sauce.
        ("sambal", "sauce hot chile sriracha"), ("sambal oelek", "sauce hot chile sriracha"),
        // Muscle Milk is a protein shake, not milk; a leg of lamb is roast lamb of no cut said.
        ("muscle milk protein shake", "protein shake"), ("muscle milk", "protein shake"), ("leg lamb", "lamb ns as to cut"),
        // Monster's zero-sugar cans are its sugar-free energy drink.
        ("monster zero", "energy drink sugar free monster"),
        ("monster zero ultra", "energy drink sugar free monster"), ("monster ultra", "energy drink sugar free monster"),
        // Gatorade Zero is a low-calorie sports drink; LaCroix a flavoured sparkling water; MCT oil
        // a coconut oil fraction, as rich; Ezekiel bread a sprouted-grain one.
        ("gatorade zero", "sports drink low calorie"), ("zero sugar gatorade", "sports drink low calorie"),
        ("lacroix", "water carbonated flavored"), ("la croix", "water carbonated flavored"), ("mct oil", "coconut oil"),
        ("ezekiel bread", "bread sprouted wheat"), ("ezekiel", "bread sprouted wheat"),
        // Celsius is a sugar-free energy drink; SkinnyPop is popcorn.
        ("celsius energy drink", "energy drink sugar free"), ("celsius", "energy drink sugar free"),
        ("skinny pop", "popcorn"), ("skinnypop", "popcorn"), ("skinny pop popcorn", "popcorn"),
        // Light lagers by their brands: Michelob Ultra, Coors Light and Miller Lite are light beers.
        ("michelob ultra", "beer light"), ("coor light", "beer light"), ("coors light", "beer light"), ("miller lite", "beer light"),
        ("miller light", "beer light"),
        // Dannon's Light + Fit is a nonfat Greek yogurt; Coffee mate a coffee creamer.
        ("dannon light and fit", "yogurt greek nonfat"), ("light and fit", "yogurt greek nonfat"),
        ("coffee mate", "coffee creamer"), ("coffee-mate", "coffee creamer"),
        // A jello or pudding cup is one snack cup of the dessert; red jello is jello.
        ("jello cup", "gelatin dessert"), ("red jello", "gelatin dessert"), ("pudding cup", "pudding"),
        // Bok choy (pak choi) is the surveys' Chinese cabbage, cooked or raw.
        ("bok choy", "cabbage chinese"), ("bok choi", "cabbage chinese"), ("pak choi", "cabbage chinese"),
        ("pak choy", "cabbage chinese"),
        // Split pea soup with ham is the survey's split pea soup with meat.
        ("split pea soup with ham", "soup split pea with meat"), ("pea and ham soup", "soup split pea with meat"),
        ("split pea and ham soup", "soup split pea with meat"),
        // Marinara alone is a tomato pasta sauce, not a 429 kcal product or a penne dish; falafel
        // balls are falafel, not the one product named with "balls".
        ("marinara sauce", "spaghetti sauce"), ("marinara", "spaghetti sauce"), ("falafel ball", "falafel"),
        // A pasta sauce said by its jar is a tomato one; oven chips are frozen fries baked (no
        // crisps); instant mash the survey's mashed potato from a dry mix (not 210 g of the flakes).
        ("jar sauce", "spaghetti sauce"), ("jarred sauce", "spaghetti sauce"), ("jarred pasta sauce", "spaghetti sauce"),
        ("oven chip", "potato french fries"), ("instant mash", "potato mashed from dry mix"),
        ("instant mashed potato", "potato mashed from dry mix"),
        // Tayto are Irish crisps, their best known cheese and onion.
        ("tayto crisp", "potato chips"), ("tayto cheese and onion", "potato chips cheese flavored"), ("tayto", "potato chips"),
        // Msemen is a Moroccan laminated flatbread, made as a paratha is.
        ("msemen", "bread paratha"),
        // A latke is a potato pancake; icing is frosting (it was a brownie "NS as to icing").
        ("latke", "potato pancake"), ("potato latke", "potato pancake"), ("icing", "frosting"),
        // A glazed doughnut is a yeast-raised ring, not a French cruller.
        ("glazed doughnut", "doughnut yeast type"), ("glazed donut", "doughnut yeast type"),
        // Fried rice and wide noodles of Southeast Asia, a Vietnamese beef noodle soup, breaded
        // cutlets of Japan, a British meat pie, a meringue cookie of France, a mild curry of
        // vegetables of India.
        ("nasi goreng", "rice fried"), ("pad see ew", "lo mein"), ("bun bo hue", "soup pho with meat"),
        ("chicken katsu", "chicken fillet breaded"), ("chicken schnitzel", "chicken fillet breaded"),
        ("pad kee mao", "lo mein"), ("drunken noodle", "lo mein"), ("pork katsu", "pork chop coated"), ("tonkatsu", "pork chop coated"),
        ("steak and kidney pie", "pot pie beef"), ("meat pie", "pot pie beef"), ("macaron", "cookie meringue"), ("vegetable korma", "vegetable curry"),
        ("white wine spritzer", "wine spritzer"), ("edamame bean", "edamame"),
        // A ramen said by its pork broth (spelt like the cutlet or not) is ramen; a Yorkshire
        // pudding is a popover, the same egg batter baked; cauliflower rice is cooked cauliflower.
        ("tonkatsu ramen", "ramen"), ("tonkotsu ramen", "ramen"), ("yorkshire pudding", "popover"),
        ("cauliflower rice", "cauliflower cooked"), ("bao", "bao bun"), ("beef chow fun", "chow fun noodles with meat"),
        ("chow fun", "chow fun noodles"),
        // A martini of either spirit is the survey's martini; iced tea is "Tea, iced"; a grilled
        // cheese is the sandwich; pad thai with prawns is the survey's with seafood.
        ("gin martini", "martini"), ("vodka martini", "martini"), ("iced tea", "tea iced"),
        ("grilled cheese sandwich", "grilled cheese sandwich"), ("grilled cheese", "grilled cheese sandwich"),
        ("pad thai with shrimp", "pad thai with seafood"), ("shrimp pad thai", "pad thai with seafood"),
        ("chicken pad thai", "pad thai with chicken"), ("red wine spritzer", "wine spritzer"),
        // Instant noodles (Super Noodles, a Pot Noodle) are the surveys' dry ramen soup (a packet,
        // a cup or a pot of it, made up with water); a Slurpee or a slushie is a slush, not the
        // popping candy named after one; Pepsi Max is the sugar-free Pepsi; porridge oats are
        // rolled oats, said dry.
        ("instant noodle", "soup ramen noodle any flavor dry"), ("instant ramen", "soup ramen noodle any flavor dry"),
        ("cup-noodle", "soup ramen noodle any flavor dry"),
        ("super noodle", "soup ramen noodle any flavor dry"), ("pot noodle", "soup ramen noodle any flavor dry"),
        // Crystal Light is a diet fruit drink, made up from its powder.
        ("crystal light lemonade", "fruit flavored drink diet"), ("crystal light", "fruit flavored drink diet"),
        // Reese's cups are its peanut butter cups (a name holding "peanut butter" unsaid was no match).
        ("reese cup", "reese peanut butter cup"), ("reese mini cup", "reese peanut butter mini cup"),
        // Tim Hortons' maple dip is a glazed yeast doughnut and its Ice Capp a frozen coffee drink.
        ("maple dip donut", "doughnut yeast type"), ("maple dip doughnut", "doughnut yeast type"), ("ice capp", "frozen coffee drink"),
        // A wedding or a birthday cake is a sponge under icing: the survey's cake of any kind (not
        // a fruit cake, nor birthday cake pops).
        ("wedding cake", "cake or cupcake nfs"), ("birthday cake", "cake or cupcake nfs"),
        // Nutritional yeast is sold as a seasoning; tacos and burritos of black or pinto beans are
        // the surveys' bean ones; a meatless sausage patty the meatless sausage; Chipotle's
        // sofritas (braised tofu) bowl a burrito bowl.
        ("nutritional yeast", "nutritional yeast seasoning"), ("black bean taco", "bean taco"), ("pinto bean taco", "bean taco"),
        ("black bean burrito", "bean burrito"), ("pinto bean burrito", "bean burrito"),
        ("meatless sausage patty", "sausage meatless"), ("sofrita bowl", "burrito bowl"),
        // McDonald's Shamrock Shake is its vanilla shake made with mint syrup; Manischewitz a sweet
        // Concord wine, as dessert wines are.
        ("shamrock shake", "shake fast food vanilla"), ("manischewitz", "wine dessert sweet"),
        ("slurpee", "slush frozen drink"), ("slushie", "slush frozen drink"), ("slushy", "slush frozen drink"),
        ("icee", "slush frozen drink"), ("pepsi max", "diet pepsi"), ("porridge oat", "oats rolled"),
        // Cider said alone is the alcoholic drink poured in a pub ("a pint of cider"); apple cider,
        // hot or mulled cider, cider vinegar and cider doughnuts keep their names.
        ("cider", "hard cider"), ("apple cider", "apple cider"), ("hot cider", "apple cider"), ("mulled cider", "mulled cider"),
        ("cider vinegar", "cider vinegar"), ("cider doughnut", "cider doughnut"), ("cider donut", "cider donut"),
        // A Boston cream doughnut is filled with custard and iced with chocolate; a Toaster
        // Strudel a toaster pastry; a Subway sandwich a sub; pho ga is chicken pho; a potato
        // waffle is grated potato pressed and fried, as a hash brown; paneer tikka is paneer grilled.
        ("boston cream doughnut", "doughnut custard-filled with icing"), ("boston cream donut", "doughnut custard-filled with icing"),
        ("toaster strudel", "toaster pastry"), ("subway sandwich", "sandwich or sub"), ("subway sub", "sandwich or sub"),
        ("pho ga", "soup pho with meat"), ("potato waffle", "potato hash brown"), ("paneer tikka", "cheese paneer"),
        // Peameal bacon is Canada's back bacon, the surveys' Canadian bacon; a knish is a potato
        // one unless said otherwise; a mandarin pancake (moo shu's) is the survey's Chinese
        // pancake; a Chicago-style hot dog is a hot dog under its relish and peppers; Cincinnati
        // chili is a spiced beef chili; a sopapilla is the survey's sopaipilla; a cheese enchilada
        // is a restaurant's (it was a packaged chicken and cheese one, chicken unsaid).
        ("peameal bacon", "canadian bacon cooked"), ("potato knish", "knish"), ("mandarin pancake", "chinese pancake"),
        ("chicago style hot dog", "hot dog"), ("chicago-style hot dog", "hot dog"), ("chicago dog", "hot dog"),
        ("cincinnati chili", "chili"), ("cincinnati-style chili", "chili"), ("sopapilla", "sopaipilla"),
        ("cheese enchilada", "cheese enchilada restaurant"),
        // Mi goreng (Indomie's) is a packet of instant noodles; a shrimp or fish ceviche the
        // survey's ceviche; a pupusa de queso a cheese pupusa, its curtido a pickled cabbage slaw;
        // sukuma wiki collards fried with onion; longganisa a sweet pork sausage; garlic rice
        // (sinangag) fried rice; a Subway Veggie Delite a vegetable sandwich; yerba mate an herbal tea.
        ("mi goreng", "soup ramen noodle any flavor dry"), ("indomie", "soup ramen noodle any flavor dry"),
        ("shrimp ceviche", "ceviche"), ("fish ceviche", "ceviche"),
        ("pupusa de queso", "pupusa cheese only"), ("curtido", "cabbage green pickled"),
        ("sukuma wiki", "collards fresh cooked with oil"),
        ("longganisa", "pork sausage"), ("longanisa", "pork sausage"), ("garlic rice", "rice fried"),
        ("garlic fried rice", "rice fried"), ("sinangag", "rice fried"), ("veggie delite", "vegetable sandwich on wheat"),
        ("yerba mate", "tea hot herbal"),
        // A pomelo is SR28's pummelo; a blood orange is an orange of its kind; a swede a rutabaga.
        ("pomelo", "pummelo"), ("blood orange", "orange raw"), ("swede", "rutabaga"),
        // A steak sandwich is the surveys' steak sub, not the thin "sandwich steak" cut of beef.
        ("steak sandwich", "steak sandwich or sub on white"),
        // A fishcake is the surveys' fish cake (not a Japanese steamed kamaboko); cereals said by
        // their brand names are those cereals (Special K was refused).
        ("fishcake", "fish cake or patty"), ("rice krispy", "rice krispies cereal"), ("rice krispy treat", "rice krispy treat"),
        ("special k", "special k cereal"),
        // Cereals said by their brand names are the surveys' cereals of their kind: Frosties (read
        // as frosted flakes by the parser: a Frosty is also a frozen dessert) and Crunchy Nut
        // sweetened corn flakes, Coco Pops chocolate rice crisps, Froot Loops fruit rings, Lucky
        // Charms frosted oats with marshmallows, Frosted Mini-Wheats sweetened shredded wheat,
        // Shreddies wheat squares.
        ("frosted flake", "cereal corn flakes flavored"), ("crunchy nut", "cereal corn flakes flavored"),
        ("coco pop", "cereal chocolate crispy"), ("froot loop", "cereal fruit rings"), ("fruit loop", "cereal fruit rings"),
        ("lucky charm", "cereal frosted oats with marshmallows"), ("cinnamon toast crunch", "cereal cinnamon toast"),
        ("frosted mini wheat", "cereal shredded wheat flavored"), ("mini wheat", "cereal shredded wheat flavored"),
        ("shreddy", "cereal wheat squares"), ("shreddie", "cereal wheat squares"),
        // British chocolate bars, sweets, crisps and ice lollies said by their brands, as the
        // surveys' foods of their kind (they were refused, or other products sharing a word: a
        // packet of Polos was a cup of dark chocolate; a Crunchie is composed, honeycomb in
        // chocolate): milk chocolate bars and buttons (a Flake
        // said with its maker: "flake" alone names corn flakes and chilli flakes too), a Picnic
        // and a Double Decker filled with nougat, Polos hard mints, fruit pastilles and Percy
        // Pigs gummy sweets, Walkers potato crisps, Wotsits corn puffs, Mini Cheddars
        // cheese crackers, a Calippo, a Solero and a Fab fruit ice lollies, Fanta a fruit soda.
        ("cadbury flake", "candies milk chocolate"), ("chocolate button", "candies milk chocolate"),
        ("wispa", "candies milk chocolate"), ("galaxy bar", "candies milk chocolate"), ("yorkie", "candies milk chocolate"),
        ("double decker", "chocolate candy nougat filled"),
        ("picnic bar", "chocolate candy nougat filled with nuts"), ("polo", "candies hard"), ("fruit pastille", "candy gummy"),
        ("percy pig", "candy gummy"), ("walker crisp", "potato chips plain"), ("walker", "potato chips plain"),
        ("wotsit", "corn chips flavored"), ("mini cheddar", "crackers cheese"),
        ("calippo", "frozen fruit juice bar"), ("solero", "frozen fruit juice bar"), ("fab lolly", "popsicle"),
        ("ice lolly", "popsicle"), ("fanta", "soft drink fruit flavored caffeine free"),
        // Black pudding is a blood sausage; a kipper a herring kippered; a hobnob an oat biscuit;
        // a Magnum an ice cream bar coated in chocolate; jelly babies, wine gums and Haribo gummy
        // sweets; Maltesers chocolate with a crisp malted centre; a tuna pasta bake the surveys'
        // tuna noodle casserole; a Zinger a fried chicken fillet in a bun; pho bo beef pho;
        // chicken tikka (not tikka masala) chicken pieces grilled; eggplant parm the casserole of
        // it; a creme caramel a flan (it was a butterscotch sweet); collard greens are eaten cooked.
        ("black pudding", "blood sausage"), ("kipper", "herring kippered"), ("hobnob", "oatmeal cookie"),
        ("magnum", "ice cream bar chocolate covered"), ("jelly baby", "candy gummy"), ("wine gum", "candy gummy"),
        ("haribo", "candy gummy"), ("malteser", "chocolate candy with cereal"), ("tuna pasta bake", "tuna noodle casserole"),
        ("tuna bake", "tuna noodle casserole"), ("zinger burger", "chicken fillet sandwich fried"),
        ("zinger", "chicken fillet sandwich fried"), ("pho bo", "soup pho with meat"),
        ("chicken tikka", "chicken fillet grilled"), ("chicken tikka masala", "chicken tikka masala"),
        ("eggplant parm", "eggplant parmesan casserole"), ("creme caramel", "flan"), ("crème caramel", "flan"),
        ("collard green", "collards cooked"), ("collard", "collards cooked"),
        // British biscuits, bars, crisps and drinks said by brand, as the surveys' kind of them: a
        // Rich Tea a plain sweet biscuit, a custard cream and a bourbon cream sandwich biscuits, a
        // Bounty coconut in chocolate, Dairy Milk milk chocolate, Quavers and Hula Hoops crisps of
        // reformed potato, a Babybel an Edam, fruit loaf raisin bread, a Frappuccino a blended iced
        // coffee, Cheetos cheese corn puffs, orange squash a diluted (no-added-sugar) fruit drink.
        ("rich tea", "cookie butter sugar"), ("rich tea biscuit", "cookie butter sugar"),
        ("custard cream", "vanilla sandwich cookie"), ("custard cream biscuit", "vanilla sandwich cookie"),
        ("bourbon biscuit", "chocolate sandwich cookie"), ("bounty", "chocolate candy coconut filled"),
        ("bounty bar", "chocolate candy coconut filled"), ("dairy milk", "candies milk chocolate"),
        ("dairy milk bar", "candies milk chocolate"), ("cadbury dairy milk", "candies milk chocolate"),
        ("cadbury dairy milk bar", "candies milk chocolate"), ("quaver", "potato chips restructured plain"),
        ("hula hoop", "potato chips restructured plain"), ("babybel", "cheese edam"), ("mini babybel", "cheese edam"),
        ("fruit loaf", "bread raisin"), ("fruit bread", "bread raisin"), ("frappuccino", "frozen coffee drink"),
        ("cheeto", "cheese flavored corn snacks"),
        ("orange squash", "fruit flavored drink diet"),
        // Crisps said by their flavour: the surveys' flavoured potato chips.
        ("cheese and onion crisp", "potato chips cheese flavored"), ("cheese and onion chip", "potato chips cheese flavored"),
        ("sour cream and onion chip", "potato chips sour cream and onion flavored"),
        ("sour cream and onion crisp", "potato chips sour cream and onion flavored"),
        // Horlicks is a malted milk drink; prawn toast the surveys' shrimp toast.
        ("horlick", "milk malted"), ("prawn toast", "shrimp toast"), ("sesame prawn toast", "shrimp toast"),
        // Jägermeister is a herbal liqueur.
        ("jagermeister", "liqueur"), ("jager", "liqueur"),
        // A Krispy Kreme is its glazed yeast doughnut; a Cornetto a chocolate-dipped cone; a Kinder
        // Bueno a chocolate wafer and a Toblerone a milk chocolate bar; a sherry a dessert wine;
        // Quorn mince meat-free mince; a veggie chilli the vegetarian one; a saveloy a pork
        // frankfurter, a chipolata a thin pork sausage; siu mai steamed dumplings;
        // a Chinese takeaway's crispy duck roast duck with its skin; smoked brisket the
        // surveys' brisket; BBQ sauce barbecue sauce.
        ("krispy kreme", "doughnut yeast"), ("krispy kreme doughnut", "doughnut yeast"),
        ("cornetto", "ice cream cone chocolate prepackaged"), ("kinder bueno", "cookie chocolate wafer"),
        ("toblerone", "candies milk chocolate"), ("sherry", "wine dessert dry"), ("quorn mince", "meatless crumbles"),
        ("veggie chilli", "chili vegetarian"), ("veggie chili", "chili vegetarian"), ("saveloy", "frankfurter pork"),
        ("chipolata", "pork sausage"), ("siu mai", "wonton dumpling steamed"),
        ("shumai", "wonton dumpling steamed"), ("crispy duck", "duck roasted skin eaten"), ("smoked brisket", "beef brisket"),
        ("bbq sauce", "barbecue sauce"),
        // Basmati is long-grain white rice, eaten cooked (the index's basmati is products, one a
        // rice and chicken meal at 348 kcal per 100 g).
        ("basmati", "rice white cooked"), ("basmati rice", "rice white cooked"),
        // Gołąbki are the surveys' stuffed cabbage rolls, a besan ladoo their ladoo, South African
        // pap their cornmeal mush.
        ("golabki", "stuffed cabbage rolls"), ("gołąbki", "stuffed cabbage rolls"), ("golumpki", "stuffed cabbage rolls"),
        ("besan ladoo", "ladoo"), ("besan laddu", "ladoo"), ("laddu", "ladoo"), ("pap", "cornmeal mush"),
        ("mealie pap", "cornmeal mush"), ("mieliepap", "cornmeal mush"),
        // Dishes and drinks the surveys name otherwise: chilaquiles verdes are chilaquiles, a
        // pastelón a Puerto Rican ripe plantain meat pie, turkey dinosaurs turkey nuggets, a
        // croqueta de jamón a ham croquette, a frozen piña colada a piña colada, a boba milk tea
        // the surveys' bubble tea, a Capri-Sun their Capri Sun, a fruit pouch a toddler's fruit purée.
        ("chilaquile verde", "chilaquiles"), ("pastelon", "ripe plantain meat pie"),
        ("pastelón", "ripe plantain meat pie"), ("turkey dinosaur", "turkey nuggets"), ("croqueta de jamon", "ham croquette"),
        ("frozen pina colada", "pina colada"), ("boba milk tea", "tea bubble"), ("capri sun", "fruit juice drink capri sun"),
        ("capri-sun", "fruit juice drink capri sun"), ("squeezy fruit pouch", "baby toddler fruit"),
        ("fruit pouch", "baby toddler fruit"), ("idlis", "idli"),
        // Ciders and lagers by their brands, a pub's house wine, Milo a malted chocolate milk,
        // Bombay mix a savoury snack mix, a Boston Kreme a custard-filled doughnut with icing.
        ("strongbow", "hard cider"), ("magners", "hard cider"), ("thatchers", "hard cider"), ("bulmers", "hard cider"),
        ("carling", "beer"), ("fosters", "beer"),
        // More lagers by brand, said as items are read (singular: "fosters" is "foster", "tooheys
        // new" is "toohey new"); a Bundy is Bundaberg rum, a Smirnoff a vodka, a Gordon's a gin.
        ("foster", "beer"), ("tecate", "beer"), ("steinlager", "beer"), ("xxxx", "beer"), ("xxxx gold", "beer"), ("toohey", "beer"),
        ("toohey new", "beer"), ("carlton draught", "beer"), ("carlton dry", "beer"), ("great northern", "beer"), ("hahn", "beer"),
        ("kirin", "beer"), ("sapporo", "beer"), ("tsingtao", "beer"), ("kingfisher", "beer"), ("singha", "beer"), ("san miguel", "beer"),
        ("amstel", "beer"), ("grolsch", "beer"), ("kronenbourg", "beer"), ("estrella", "beer"), ("pacifico", "beer"),
        ("dos equis", "beer"), ("dos equi", "beer"), ("yuengling", "beer"), ("molson", "beer"), ("labatt", "beer"),
        ("kokanee", "beer"), ("tui", "beer"), ("speight", "beer"), ("tennent", "beer"), ("cobra", "beer"), ("tiger beer", "beer"),
        ("michelob ultra", "beer light"), ("natty light", "beer light"), ("busch light", "beer light"), ("miller high life", "beer"),
        ("bundy", "rum"), ("bundaberg rum", "rum"), ("bacardi", "rum"), ("captain morgan", "rum"), ("smirnoff", "vodka"),
        ("absolut", "vodka"), ("grey goose", "vodka"), ("gordon", "gin"), ("tanqueray", "gin"), ("bombay sapphire", "gin"),
        ("hendrick", "gin"), ("jim beam", "whiskey"),
        // Said short: a G and T (G&T is above), a marg, eggs benny; a medialuna is an Argentine
        // croissant, a Brötchen or a Semmel a hard roll, kopi the coffee of a Malaysian kopitiam.
        ("g and t", "gin and tonic"), ("g n t", "gin and tonic"), ("marg", "margarita"), ("frozen marg", "frozen margarita"),
        ("egg benny", "egg benedict"), ("medialuna", "croissant"), ("brötchen", "roll hard"), ("brotchen", "roll hard"),
        ("semmel", "roll hard"), ("kopi", "coffee"), ("dodger dog", "hot dog"), ("garlic fry", "potato french fries"),
        // A French café crème is coffee with hot milk, the survey's café con leche.
        ("cafe creme", "coffee cafe con leche"), ("café crème", "coffee cafe con leche"),
        // Vegetables: mashed swede is cooked rutabaga, mangetout snow peas, mixed veg mixed
        // vegetables, V8 a vegetable juice, a capsicum a sweet pepper, sweet potato wedges its
        // fries; a sabzi or a baingan bharta is a vegetable curry.
        ("mashed swede", "rutabaga cooked"), ("mashed rutabaga", "rutabaga cooked"), ("mangetout", "snow pea"),
        ("mixed veg", "vegetable mixed"), ("v8", "vegetable juice"), ("capsicum", "pepper sweet"),
        ("sweet potato wedge", "sweet potato fries"), ("sabzi", "vegetable curry"), ("baingan bharta", "vegetable curry"),
        // Canadian, Irish and Australian names: a BeaverTail is a stretched fried dough, peameal
        // bacon Canadian bacon, a barmbrack a fruit loaf; rocket is arugula, choy sum a Chinese
        // cabbage, gai lan Chinese broccoli, a rockmelon a cantaloupe, silverbeet chard, summer
        // berries mixed berries, strawbs strawberries, a corn cob sweetcorn, a cinnamon scroll a
        // cinnamon roll; an aubergine curry or aloo sabzi a vegetable curry.
        ("beavertail", "bread dough fried"), ("peameal bacon", "canadian bacon"), ("barmbrack", "bread raisin"),
        ("rocket salad", "arugula raw"), ("rocket leaf", "arugula raw"), ("choy sum", "cabbage chinese"),
        ("gai lan", "broccoli chinese"), ("rockmelon", "cantaloupe raw"), ("silverbeet", "chard"), ("summer berry", "mixed berries"),
        ("cinnamon scroll", "cinnamon roll"), ("aubergine curry", "vegetable curry"), ("eggplant curry", "vegetable curry"),
        ("brinjal curry", "vegetable curry"), ("aloo sabzi", "vegetable curry"), ("aloo sabji", "vegetable curry"),
        ("cucumber stick", "cucumber raw"), ("strawb", "strawberries raw"), ("corn cob", "corn fresh cooked"),
        // An Australian bikkie is a biscuit. Lunchbox snacks: a Penguin and a Club are biscuit
        // bars in chocolate, as a chocolate-covered wafer is; a Fruit Shoot and a Fruit Box are a
        // child's fruit drink and juice; Tiny Teddies are Teddy Grahams.
        ("bikkie", "biscuit"), ("bikky", "biscuit"), ("penguin biscuit", "cookie sugar wafer chocolate-covered"),
        ("penguin bar", "cookie sugar wafer chocolate-covered"), ("club bar", "cookie sugar wafer chocolate-covered"),
        ("fruit shoot", "fruit juice drink"), ("fruit box", "fruit juice nfs"), ("tiny teddy", "graham crackers teddy grahams"),
        // Korean side dishes: namul is a blanched vegetable dressed in sesame oil, kongnamul soybean sprouts.
        ("spinach namul", "spinach cooked"), ("sigeumchi namul", "spinach cooked"), ("kongnamul bean sprout", "bean sprouts cooked"),
        ("kongnamul", "bean sprouts cooked"),
        // Chinese, Thai, Persian, Levantine and West African dishes: a tea egg is a boiled egg,
        // youtiao a fried dough stick, tom yum goong the tom yum soup, shish tawook a chicken
        // kabob, chelo plain rice, dodo and kelewele fried ripe plantain, groundnut soup peanut soup,
        // vetkoek fried dough; Ethiopian coffee is brewed coffee.
        ("tea egg", "egg hard boiled"), ("youtiao", "bread dough fried"), ("you tiao", "bread dough fried"),
        ("tom yum goong", "tom yum soup"), ("tom yum kung", "tom yum soup"), ("tom yum", "tom yum soup"),
        ("shish tawook", "chicken kabob"), ("tawook", "chicken kabob"), ("shish taouk", "chicken kabob"),
        ("chelo rice", "rice white cooked"), ("chelo", "rice white cooked"), ("dodo", "plantains yellow fried"),
        ("kelewele", "plantains yellow fried"), ("ethiopian coffee", "coffee brewed"), ("groundnut soup", "soup peanut"),
        ("vetkoek", "bread dough fried"),
        // Stews, swallows and fritters of Ethiopia, Egypt, the Levant and West and East Africa:
        // shiro is a spiced chickpea purée like a dal (shiro miso is a miso); mujadara and koshari
        // rice with lentils and fried onion; manakish a baked flatbread; kenkey a fermented maize
        // dough steamed in husks, as a corn tamale is; pounded yam and amala yam boiled and
        // pounded or stirred; akara a fried bean fritter, as a falafel is; ewedu jute leaves;
        // kitfo a dressed raw minced beef; nyama choma grilled goat.
        ("shiro", "dal"), ("shiro miso", "miso"), ("mujadara", "rice white with lentils fat added"),
        ("koshari", "rice white with lentils fat added"), ("manakish", "bread naan"), ("kenkey", "tamale corn"),
        ("pounded yam", "yam raw"), ("amala", "yam raw"), ("akara", "falafel home-prepared"), ("ewedu", "jute potherb raw"),
        ("kitfo", "steak tartare"), ("nyama choma", "goat"),
        // Filipino, Thai, Malay, Indonesian and Vietnamese dishes by the nearest the surveys make:
        // lechon roast pork, lechon kawali fried pork belly, sisig chopped pork ears and face, tinola
        // a chicken soup, tapsilog and longsilog garlic fried rice with beef tapa or sausage,
        // arroz caldo and jok rice porridge, champorado a chocolate rice pudding, mami, bakso and
        // soto ayam noodle soups, hu tieu a pho; ayam goreng fried chicken, moo ping grilled pork,
        // larb minced pork with onion; lontong pressed rice, lemon rice rice tempered in oil.
        ("lechon", "barbecue pork no sauce"), ("lechon kawali", "pork belly"), ("sisig", "pork ears"),
        ("tinola", "soup sopa or caldo de pollo"), ("tapsilog", "rice fried with beef"), ("longsilog", "rice fried with pork"),
        ("arroz caldo", "congee with meat poultry and/or seafood"), ("jok", "congee with meat poultry and/or seafood"),
        ("champorado", "pudding rice"), ("mami", "soup noodle nfs"), ("bakso", "soup italian wedding"),
        ("soto ayam", "chicken noodle soup"), ("hu tieu", "soup pho with meat"), ("ayam goreng", "chicken thigh sauteed skin eaten"),
        ("moo ping", "barbecue pork no sauce"), ("larb", "pork and onions with soy-based sauce"),
        ("lontong", "rice white cooked no added fat"), ("lemon rice", "rice white cooked made with oil"),
        // Instant noodles by their brands: Shin Ramyun, Jin Ramen and Mama in their broth; Buldak,
        // Chapagetti and Lucky Me pancit canton drained and sauced, as a stir-fried noodle is.
        ("shin ramyun", "ramen noodles water added"), ("jin ramen", "ramen noodles water added"),
        ("mama noodle", "ramen noodles water added"), ("buldak", "pad thai meatless"), ("chapagetti", "pad thai meatless"),
        ("lucky me pancit canton", "pad thai meatless"),
        // Buns, breads, sweets and snacks: siopao and banh bao are steamed buns, an ensaymada a
        // brioche, SkyFlakes saltines, a turon a fried sweet plantain roll, a roti john an egg
        // and meat sandwich, apam balik and dorayaki pancakes, jianbing a crepe, hotteok a fried
        // filled dough, a mooncake a filled pastry, Parle-G a tea biscuit, a Jos Louis a snack
        // cake, a Frube a yogurt tube.
        ("siopao", "bao bun"), ("banh bao", "bao bun"), ("ensaymada", "brioche"), ("skyflake", "crackers saltine"),
        ("turon", "plantains yellow fried latino restaurant"), ("roti john", "egg sandwich white bread meat"),
        ("apam balik", "pancakes plain"), ("dorayaki", "pancakes plain"), ("jianbing", "crepe plain"),
        ("hotteok", "frybread made with lard navajo"), ("mooncake", "pastry fruit-filled"), ("parle-g", "marie biscuit"),
        ("jos louis", "snack cake chocolate"), ("frube", "yogurt nfs"),
        // Drinks: teh tarik is tea with milk, es teh manis a sweet iced tea, a Milo dinosaur a malted
        // milk drink, Calpis the Calpico sold in the US.
        ("teh tarik", "tea hot with milk"), ("es teh manis", "tea iced bottled black"), ("milo dinosaur", "milk shake with malt"),
        ("calpis", "calpico"),
        ("house red", "wine red"), ("house white", "wine white"), ("milo", "milk malted"), ("bombay mix", "snack mix"),
        ("boston kreme", "doughnut custard-filled with icing"), ("boston cream doughnut", "doughnut custard-filled with icing"),
        // Streaky is British for American-style bacon; tuna in brine is canned tuna; a rump steak
        // and a picanha (the sirloin cap) are steaks of the surveys' beef; smashed avo is avocado.
        ("streaky bacon", "bacon"), ("tuna in brine", "tuna canned"), ("tuna in spring water", "tuna canned"),
        ("rump steak", "beef steak"), ("picanha", "beef steak sirloin"), ("smashed avo", "avocado"), ("avo", "avocado"),
        ("smashed avocado", "avocado"),
        // Fage 0% is plain nonfat Greek yogurt; whey isolate a whey protein powder; Cool Whip a
        // whipped topping; a vodka Red Bull the survey's vodka and energy drink.
        ("0% fage", "yogurt greek nonfat plain"), ("fage 0%", "yogurt greek nonfat plain"),
        ("0% greek yogurt", "yogurt greek nonfat plain"), ("whey isolate", "protein powder whey based"),
        ("cool whip", "whipped topping"), ("vodka red bull", "vodka and energy drink"),
        ("vodka redbull", "vodka and energy drink"), ("vodka and red bull", "vodka and energy drink"),
        // Mountain Dew is the index's one Mtn Dew (no survey soda is as sweet); Inca Kola a sweet
        // fruit-flavoured soda; Kopparberg a fruit cider; Walkers ready salted are plain crisps;
        // chicken dippers are nuggets; spaghetti hoops are canned pasta in tomato sauce; an
        // Uncrustable a sealed PB&J sandwich; a pandesal a Filipino soft roll.
        ("mountain dew", "mtn dew soda"), ("mtn dew", "mtn dew soda"),
        ("inca kola", "soft drink fruit flavored"), ("kopparberg", "hard cider"),
        ("walker ready salted", "potato chips plain"), ("ready salted crisp", "potato chips plain"),
        ("chicken dipper", "chicken nuggets"), ("spaghetti hoop", "pasta with tomato sauce canned"),
        ("pbj uncrustable", "peanut butter and jelly sandwich"), ("uncrustable", "peanut butter and jelly sandwich"),
        ("pandesal", "roll white soft"), ("pan de sal", "roll white soft"), ("tortilla wrap", "tortilla flour"),
        // Dishes the surveys make the same way: gambas al ajillo are shrimp in garlic sauce,
        // moros y cristianos black beans and rice, roti canai a paratha, a Tunnock's teacake a
        // chocolate-covered marshmallow cookie, a stuffing ball bread stuffing, a cafecito Cuban
        // coffee, a Cuba libre rum and cola, collard greens with ham hock greens with ham.
        ("gamba al ajillo", "shrimp in garlic sauce puerto rican style"),
        ("gamba ajillo", "shrimp in garlic sauce puerto rican style"), ("moro y cristiano", "black beans and white rice"),
        ("roti canai", "bread paratha"), ("roti prata", "bread paratha"), ("tunnock teacake", "cookie marshmallow chocolate-covered"),
        ("tunnock tea cake", "cookie marshmallow chocolate-covered"), ("stuffing ball", "bread stuffing"),
        ("cornbread dressing", "cornbread stuffing"), ("cafecito", "coffee cuban"), ("cafe cubano", "coffee cuban"),
        ("cuba libre", "rum and cola"), ("collard green with ham hock", "greens with ham or pork"),
        ("collard green with ham", "greens with ham or pork"),
        // Eggy bread is French toast; tatties are potatoes; a barramundi is a bass (Lates);
        // medu vada the survey's vada; jeera rice and pulao rice cooked with spices, a pilaf; a
        // tandoori roti a roti; a margherita the cheese pizza; rosé a rosé wine; pork
        // scratchings fried pork rind; ginger nuts gingersnaps; relish pickle relish (not a
        // cranberry one); parsley sauce a white sauce with parsley; a steak and ale pie and a chicken
        // and mushroom pie are pot pies, and ravioli in tomato sauce the survey's.
        ("eggy bread", "french toast"), ("tatty", "potato"), ("tattie", "potato"), ("barramundi", "fish bass"),
        ("medu vada", "vada"), ("jeera rice", "rice pilaf"), ("pulao", "rice pilaf"), ("veg pulao", "rice pilaf"),
        ("vegetable pulao", "rice pilaf"), ("tandoori roti", "bread chappatti or roti"), ("margherita", "pizza cheese"),
        ("margherita pizza", "pizza cheese"), ("rosé", "wine rose"), ("rosé wine", "wine rose"), ("pork scratching", "pork skin rinds"),
        ("ginger nut", "cookie gingersnaps"), ("relish", "relish pickle"), ("parsley sauce", "sauce white"),
        ("steak and ale pie", "pot pie beef"), ("chicken and mushroom pie", "pot pie chicken"),
        ("ravioli in tomato sauce", "ravioli with tomato sauce"),
        // Potato pancakes of Poland and Ireland; aloo tikki a potato patty; kotlet schabowy a
        // breaded pork chop; sernik a cheesecake; barszcz borscht; rosół chicken noodle soup;
        // mercimek çorbası lentil soup; pisto a ratatouille; a chicken parma (or parmi) the
        // survey's chicken parmigiana.
        ("placki ziemniaczane", "potato pancake"), ("placek ziemniaczany", "potato pancake"), ("boxty", "potato pancake"),
        ("boxty pancake", "potato pancake"), ("aloo tikki", "potato patty"), ("alu tikki", "potato patty"),
        ("kotlet schabowy", "pork chop coated lean and fat eaten"), ("schabowy", "pork chop coated lean and fat eaten"),
        ("sernik", "cheesecake plain"), ("barszcz", "soup borscht"), ("rosol", "chicken noodle soup"),
        ("rosół", "chicken noodle soup"), ("mercimek corbasi", "soup lentil"), ("mercimek çorbası", "soup lentil"),
        ("pisto", "ratatouille"), ("chicken parma", "chicken or turkey parmigiana"), ("chicken parmi", "chicken or turkey parmigiana"),
        ("chicken parmy", "chicken or turkey parmigiana"),
        // A dolsot bibimbap is served in a hot stone bowl; pistachio baklava is baklava; hokey
        // pokey is vanilla ice cream with honeycomb toffee; whey said by its flavour is whey
        // powder; Takis are rolled tortilla chips; a gyros pitta is a gyro sandwich; Turkish tea
        // is black tea.
        ("dolsot bibimbap", "bibimbap korean"), ("pistachio baklava", "baklava"), ("hokey pokey ice cream", "ice cream vanilla"),
        ("vanilla whey isolate", "protein powder whey based"), ("vanilla whey", "protein powder whey based"),
        ("chocolate whey", "protein powder whey based"), ("taki", "tortilla chips"), ("gyro pitta", "gyro sandwich"),
        ("gyro pita", "gyro sandwich"), ("turkish tea", "tea hot leaf black"),
        // Pierogi ruskie are potato and cheese pierogi; Ryvita a rye crispbread; Philadelphia a
        // cream cheese; sage butter butter; clotted cream, the richest cream, stood in by heavy cream.
        ("pierogi ruskie", "pierogi"), ("ryvita", "crackers crispbread rye"), ("philadelphia", "cream cheese regular"),
        ("light philadelphia", "cream cheese light"), ("sage butter", "butter"), ("clotted cream", "cream heavy"),
        // A Clif Bar is the survey's nutrition bar of that name (not the children's Z bar).
        ("clif bar", "nutrition bar clif bar"),
        // A Jack and Coke is Jack Daniel's whiskey and cola (a jack was a canned jack mackerel).
        ("jack and coke", "whiskey and cola"), ("jack and diet coke", "whiskey and diet cola"), ("jack coke", "whiskey and cola"),
        ("jack daniel", "whiskey"),
        // A four-finger Kit Kat is the bar the index names.
        ("4 finger kit kat", "candies kit kat wafer bar"), ("four finger kit kat", "candies kit kat wafer bar"),
        ("kit kat 4 finger", "candies kit kat wafer bar"),
        // Spag bol is spaghetti bolognese; Timbits are Tim Hortons' doughnut holes; zucchini
        // noodles (zoodles) are zucchini cut in strands; a street taco is a small taco,
        // a carne asada one of beef.
        ("spag bol", "spaghetti with meat sauce"), ("spag bolognese", "spaghetti with meat sauce"), ("timbit", "doughnut holes"),
        ("zucchini noodle", "zucchini"), ("zoodle", "zucchini"), ("courgetti", "zucchini"),
        ("street taco", "taco"), ("carne asada street taco", "taco beef"),
        // Sweet plantains (maduros) are ripe ones, fried; com tam is broken rice, cooked as white
        // rice is; pancit bihon is stir-fried rice noodles, as pancit canton is of wheat ones;
        // mandazi are East African fried dough, a plain raised doughnut.
        ("sweet plantain", "plantains yellow fried"), ("maduro", "plantains yellow fried"), ("com tam", "rice white cooked"),
        ("pancit bihon", "lo mein"), ("mandazi", "doughnut yeast type"),
        // Hungarian goulash is a beef stew; red lentil soup a lentil soup; a café au lait is coffee
        // with as much hot milk, the survey's café con leche; a Quest bar a nutrition bar;
        // Go-Gurt a yogurt in a tube; SpaghettiOs canned pasta in tomato sauce; birria's consomé
        // its broth; scrambled or fried egg whites the whites cooked.
        ("hungarian goulash", "stew beef"), ("red lentil soup", "soup lentil"), ("cafe au lait", "coffee cafe con leche"),
        ("quest bar", "nutrition bar nfs"), ("go-gurt", "yogurt"), ("gogurt", "yogurt"),
        ("spaghettio", "pasta with tomato sauce canned"), ("consome", "soup beef broth prepared with water"),
        ("scrambled egg white", "egg white cooked"), ("fried egg white", "egg white cooked"),
        // A steak burrito is the survey's beef one; a pork or chicken gyro in a pita a gyro sandwich;
        // a juice box a small carton of the juice.
        ("steak burrito", "burrito beef"), ("pork gyro pita", "gyro sandwich"), ("chicken gyro pita", "gyro sandwich"),
        ("juice box", "juice"),
        // Corned beef said alone is the beef ("Beef, corned"), not its hash; a cottage pie is a
        // shepherd's pie made with beef, the survey's shepherd's pie.
        ("corned beef", "beef corned"), ("cottage pie", "shepherd pie"),
        // A New Zealand mince (and cheese) pie is a meat pie; British brown sauce (HP) a sauce
        // of no kind the surveys name; a cuppa a cup of tea.
        ("mince and cheese pie", "pot pie beef"), ("steak and cheese pie", "pot pie beef"), ("brown sauce", "sauce nfs"),
        ("cuppa", "tea hot leaf black"),
        // A honey cruller is Tim Hortons' glazed French cruller; a Kit Kat Chunky the one-finger
        // bar; Molson Canadian and Coors are lagers; a chicken fillet roll is an Irish deli's breaded chicken fillet in a baguette.
        ("honey cruller", "doughnuts french crullers glazed"), ("kit kat chunky", "candies kit kat wafer bar"),
        ("molson canadian", "beer"), ("molson", "beer"), ("coors", "beer"), ("coors light", "beer light"),
        ("chicken fillet roll", "chicken fillet sandwich"), ("chicken fillet baguette", "chicken fillet sandwich"),
        // An old fashioned said by its spirit is the survey's old fashioned; Jameson is an Irish
        // whiskey; jasmine rice is long-grain white rice, as basmati is; a chicken souvlaki in a
        // pita is the survey's gyro sandwich; an ahi poke bowl is a poke bowl of tuna; kumara is the
        // New Zealand sweet potato (its chips are fries); jamón serrano a dry-cured ham like prosciutto.
        ("bourbon old fashioned", "old fashioned"), ("whiskey old fashioned", "old fashioned"),
        ("jameson", "whiskey"), ("jasmine rice", "rice white cooked"), ("chicken souvlaki pita", "gyro sandwich"),
        ("ahi poke bowl", "poke bowl"), ("ahi poke", "poke bowl"), ("kumara", "sweet potato"), ("kumara chip", "sweet potato fries"),
        ("jamon serrano", "ham prosciutto"), ("serrano ham", "ham prosciutto"),
        // A muffin said by its fruit is a bakery's fruit muffin ("Muffins, blueberry, toaster-type"
        // is a 70 g toaster pastry; the others were products).
    ] + ["blueberry", "raspberry", "cranberry", "apple", "strawberry", "cherry", "banana", "lemon"].map { ($0 + " muffin", "muffin fruit") }

    /// Breads a breakfast sandwich is made on, as the surveys name them.
    static let sandwichBreads: [String: String] = [
        "bagel": "bagel", "muffin": "english muffin", "mcmuffin": "english muffin", "biscuit": "biscuit", "croissant": "croissant",
        // A deli's egg sandwich on a roll: the survey's nearest is the one on an English muffin.
        "sandwich": "english muffin",
    ]

    /// Fillings of a breakfast sandwich; the meats among them are named by the surveys' "with".
    static let breakfastFillings: Set<String> = ["egg", "cheese", "sausage", "bacon", "ham", "and", "&"]
    static let breakfastMeats = ["sausage", "bacon", "ham"]

    /// The bread of a breakfast sandwich said before its fillings ("a bagel with egg and cheese",
    /// "a breakfast sandwich with egg"): a bread of `sandwichBreads`, a breakfast sandwich's being
    /// an English muffin. Nil for anything else.
    public static func breakfastBread(_ food: String) -> String? {
        if food == "breakfast sandwich" { return "muffin" }
        return sandwichBreads[food] != nil ? food : nil
    }

    /// A breakfast sandwich said by its fillings and its bread ("a sausage and egg muffin", "an
    /// egg and cheese bagel", "bacon egg and cheese biscuit"): the surveys' "egg sandwich on" that
    /// bread, with the meat said. An egg and another filling must be said, before the bread and
    /// nothing else: "an egg bagel" is a kind of bagel, "a blueberry muffin" no sandwich. Nil
    /// when `food` (singular words) is not one.
    public static func breakfastSandwich(_ food: String) -> String? {
        let words = food.split(separator: " ").map(String.init)
        guard words.count >= 3, let last = words.last, let bread = sandwichBreads[last] else { return nil }
        let fillings = words.dropLast().filter { $0 != "english" }
        guard fillings.allSatisfy(breakfastFillings.contains), fillings.contains("egg"),
              fillings.contains(where: { $0 != "egg" && $0 != "and" && $0 != "&" })
        else { return nil }
        let meat = breakfastMeats.first(where: fillings.contains)
        return "egg sandwich on " + bread + (meat.map { " with " + $0 } ?? "")
    }

    /// A sushi roll said by its filling ("a tuna roll") is the survey's sushi roll of it; pasta
    /// alla vodka is pasta in a tomato sauce made with cream, the survey's pasta with cream sauce,
    /// and pasta arrabbiata or marinara pasta with a tomato-based sauce.
    static let rollsAndPastas: [(said: String, meant: String)] =
        [("tuna", "tuna"), ("salmon", "salmon"), ("avocado", "avocado"), ("eel", "eel"), ("cucumber", "vegetable")]
            .map { ($0.0 + " roll", $0.1 + " sushi roll") }
        + pastas.map { ($0 + " alla vodka", "pasta with cream sauce") } + tomatoPastas + meatSaucePastas

    static let pastas = ["pasta", "penne", "rigatoni", "spaghetti", "fusilli", "linguine"]

    /// Instant noodles of a meat's flavour ("cup noodles chicken flavor", "beef instant ramen")
    /// are the surveys' dry ramen soup of that flavour, not of any flavour with the meat beside it.
    static let flavouredInstantNoodles: [(said: String, meant: String)] = ["chicken", "beef"].flatMap { meat in
        ["instant noodle", "instant ramen", "cup-noodle"].flatMap { noodles in
            ["", " flavor", " flavour", " flavored", " flavoured"].flatMap { flavour -> [(said: String, meant: String)] in
                [(noodles + " " + meat + flavour, "soup ramen noodle \(meat) flavor dry"),
                 (meat + flavour + " " + noodles, "soup ramen noodle \(meat) flavor dry")]
            }
        }
    }
    static let tomatoPastas: [(said: String, meant: String)] = pastas.flatMap { pasta in
        ["arrabiata", "arrabbiata", "pomodoro", "marinara", "napoletana"].map { sauce -> (said: String, meant: String) in
            (pasta + " " + sauce, "pasta with tomato-based sauce")
        }
    }

    /// Pasta with a meat sauce is a tomato one, the survey's spaghetti with meat sauce, not its
    /// "Pasta with cream sauce and meat" (213 kcal per 100 g against 90-110).
    static let meatSaucePastas: [(said: String, meant: String)] = pastas.flatMap { pasta in
        [" with meat sauce", " bolognese", " bolognaise"].map { sauce -> (said: String, meant: String) in
            (pasta + sauce, "spaghetti with meat sauce")
        }
    }

    /// `generic` as word lists, longest first, so that "onion bhaji" is read before "bhaji".
    static let byLength: [(said: [String], meant: String)] = (generic + fruitSmoothies + mixedDrinks + nearestMeat + nearestDish
        + rollsAndPastas + flavouredInstantNoodles)
        .map { ($0.said.split(separator: " ").map(String.init), $0.meant) }
        .sorted { $0.0.count > $1.0.count }

    /// `nearestMeat` as word lists, longest first.
    static let nearestMeatByLength: [(said: [String], meant: String)] = nearestMeat
        .map { ($0.said.split(separator: " ").map(String.init), $0.meant) }
        .sorted { $0.0.count > $1.0.count }

    /// `food` (singular words) with every dish name rewritten as the generic food's words, read
    /// once from left to right (what a row wrote is not read again: "french toast" stays). A
    /// word said with an "s" the singular rule kept ("chapatis", "bhajis") is the word. Then the
    /// meat of a dish the first reading named ("lamb rogan josh" is a lamb curry) is the nearest
    /// meat the surveys have.
    public static func rewrite(_ food: String) -> String {
        rewrite(rewrite(food, rows: byLength), rows: nearestMeatByLength)
    }

    static func rewrite(_ food: String, rows: [(said: [String], meant: String)]) -> String {
        let words = food.split(separator: " ").map(String.init)
        var result: [String] = []
        var index = 0
        outer: while index < words.count {
            for (said, meant) in rows where index + said.count <= words.count {
                let part = words[index..<(index + said.count)]
                if zip(part, said).allSatisfy({ $0 == $1 || $0 == $1 + "s" }) {
                    result.append(meant)
                    index += said.count
                    continue outer
                }
            }
            result.append(words[index])
            index += 1
        }
        return result.joined(separator: " ")
    }
}
