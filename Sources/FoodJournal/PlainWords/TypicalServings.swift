/// What one of a dish weighs when neither the usual portions by kind nor the product say: "a tuna sandwich",
/// "pad thai", "3 tacos". Written from knowledge of usual servings (USDA survey portions and
/// restaurant servings); matched on the chosen food's and the said words, longest first.
public enum TypicalServings {
    /// Grams of one serving or one item, by the word that names the dish.
    public static let grams: [String: Double] = [
        // Items.
        "sandwich": 200, "sub": 250, "burger": 200, "hamburger": 200, "cheeseburger": 200, "burrito": 280, "wrap": 220,
        "taco": 90, "taco shell": 13, "mcdouble": 150, "quesadilla": 200, "enchilada": 150, "tamale": 130, "gyro": 250, "kebab": 250,
        "hot dog": 100,
        // A stuffed bell pepper with its filling: about 200 g (a medium pepper, hollowed, and its filling).
        "stuffed pepper": 200, "stuffed bell pepper": 200,
        // A maple dip is a doughnut, not a dip's 30 g; a corn muffin weighs about 65 g, not a bakery muffin's 113.
        "maple dip": 60, "cornbread muffin": 65, "corn muffin": 65,
        // A tortilla wrap is the tortilla, not a wrapped sandwich's 220 g.
        "tortilla wrap": 45,
        // A pack of Twizzlers is 70 g (2.5 oz); one twist is 11 g.
        "twizzler": 70,
        // A sweetener's packet (Splenda, Sweet'N Low): 1 g.
        "splenda": 1, "sweet n low": 1,
        // McDonald's own (its published weights): a hamburger 100 g, a cheeseburger 119 g, a
        // Quarter Pounder (below) 200 g with its cheese; "Maccas" is what Australians call it.
        "mcdonald hamburger": 100, "mcdonald cheeseburger": 119, "macca hamburger": 100, "macca cheeseburger": 119,
        "falafel": 17, "samosa": 80, "spring roll": 65, "egg roll": 90, "dumpling": 30, "pierogi": 40, "sushi": 35,
        "nugget": 16, "wing": 35, "tofu": 120, "croissant": 57, "muffin": 113, "scone": 70, "doughnut": 60, "brownie": 56,
        "cupcake": 60, "cookie": 15, "lemon bar": 60, "cinnamon": 90, "cinnamon roll": 90, "banana bread": 60, "pumpkin bread": 60, "zucchini bread": 60, "waffle": 75, "pancake": 50, "crepe": 60, "bagel": 99, "pita": 60, "naan": 90,
        "tortilla": 48, "corn tortilla": 26, "chicken breast": 172, "breast": 172, "grilled cheese": 130, "bread": 30, "roll": 40, "biscuit": 60, "omelet": 150, "sausage": 75, "sausage patty": 30, "pork chop": 150, "chicken thigh": 110,
        "rice cake": 9, "granola bar": 28, "protein bar": 60, "chocolate bar": 44, "string cheese": 28, "jerky": 28,
        "pickle": 35, "pretzel": 60, "egg": 50, "frankfurter": 50, "cheesesteak": 300, "cake": 120, "cheesecake": 125, "angel food cake": 50,
        "pie": 125, "quiche": 140, "lasagna": 250, "meatloaf": 115, "garlic bread": 50, "french toast": 65,
        "danish": 90, "lamb chop": 90, "benedict": 270, "benny": 270, "natto": 45, "sushi roll": 230,
        // Fried doughs by the piece: a BeaverTail 160 g, a youtiao stick 60 g, a vetkoek 90 g.
        "beavertail": 160, "youtiao": 60, "you tiao": 60, "vetkoek": 90,
        // Dishes said by their own names (`DishNames`), as served: a plate of mujadara 250 g, a
        // bowl of koshari 400; a manakish 130, a ball of kenkey 350; a swallow of
        // pounded yam or amala 300; an akara fritter 35; a ladle of ewedu 150; kitfo, sisig 200;
        // nyama choma 200; lechon, lechon kawali 150; larb 180; champorado 250; an instant noodle
        // pack cooked: Shin Ramyun 650 in its broth, Jin Ramen 600, Buldak 330, Lucky Me 170; a
        // bowl of mami 500, bakso 450; a siopao 120, a banh bao 150, an ensaymada 80, SkyFlakes
        // 25 a pack, a turon 80, a roti john 250, an apam balik 100, a dorayaki 80, a jianbing 250,
        // a hotteok 90, a mooncake 150; a Frube 40, a Go-Gurt 57, a Jos Louis 54; a moo ping skewer 40.
        "mujadara": 250, "koshari": 400, "manakish": 130, "kenkey": 350, "pounded yam": 300, "amala": 300,
        "akara": 35, "ewedu": 150, "kitfo": 200, "sisig": 200, "nyama choma": 200, "lechon": 150, "lechon kawali": 150,
        "larb": 180, "champorado": 250, "shin ramyun": 650, "jin ramen": 600, "buldak": 330, "lucky me pancit canton": 170,
        "mami": 500, "bakso": 450, "siopao": 120, "banh bao": 150, "ensaymada": 80, "skyflake": 25, "turon": 80,
        "roti john": 250, "apam balik": 100, "dorayaki": 80, "jianbing": 250, "hotteok": 90, "mooncake": 150,
        "frube": 40, "go-gurt": 57, "gogurt": 57, "jos louis": 54, "moo ping": 40,
        // Lunchbox snacks: a Penguin 25 g, a Club 22, a Fruit Shoot's bottle 275, a snack bag of
        // Tiny Teddies 25.
        "penguin biscuit": 25, "penguin bar": 25, "club bar": 22, "fruit shoot": 275, "tiny teddy": 25,
        // Dishes, one plate or bowl.
        "pad thai": 350, "curry": 350, "masala": 350, "biryani": 350, "stir": 350, "stir fry": 350, "fried rice": 350, "stroganoff": 350,
        "casserole": 300, "paella": 350, "jambalaya": 350, "chili": 250, "stew": 250, "spaghetti": 350, "pasta": 350,
        "noodle": 350, "lo mein": 350, "teriyaki": 350, "tso": 250, "orange chicken": 250, "beef and broccoli": 350,
        "gumbo": 250, "dal": 250, "chana": 350, "korma": 350, "risotto": 350, "mac": 200, "macaroni": 200,
        // A meat said with its gravy is a plate of it ("roast chicken with gravy" was 60 g, the gravy's serving).
        "with gravy": 250, "and gravy": 350,
        // So is a roast with its stuffing ("roast chicken and stuffing" was 100 g).
        "with stuffing": 250, "and stuffing": 250,
        "with rice": 450, "and rice": 450, "with potato": 400, "and potato": 400, "with mashed potato": 400, "oatmeal": 234, "porridge": 234, "grits": 257, "espresso": 30, "fried chicken": 130, "jelly sandwich": 110,
        // A packet of instant noodles (SR28: 81 g and its 5.8 g flavour packet); a bowl of beef
        // burgundy; loaded fries and cheesy chips a sharing plate, a chip shop's portion; paneer
        // tikka a plate of the pieces; a Toaster Strudel one pastry.
        "instant noodle": 87, "instant ramen": 87, "mi goreng": 87, "indomie": 87, "cup-noodle": 64, "super noodle": 90,
        "pot noodle": 90, "smoked brisket": 170,
        "beef burgundy": 250, "loaded fry": 250, "cheesy chip": 250,
        "paneer tikka": 150, "toaster strudel": 54,
        "shepherd": 300, "english muffin": 57, "shepherd pie": 300, "poke": 350, "bowl": 450, "ramen": 450, "pho": 450, "udon": 450, "soup": 360, "chowder": 360,
        "minestrone": 360, "borscht": 360, "salad": 150, "coleslaw": 120, "fish and chips": 350, "fish": 150,
        // Salads served as a meal, with meat, egg and cheese on the greens.
        "cobb salad": 350, "chef salad": 350,
        "french fries": 117, "fries": 117, "potato chips": 28, "chips": 28, "popcorn": 28, "trail mix": 40, "cereal": 40, "chip": 28,
        // Raisin bran said alone is a bowl of it: a cup, heavier than flakes alone (Kellogg's label).
        "raisin bran": 59,
        // A sandwich thin is one flat roll (Arnold's, 43 g), not a sandwich.
        "sandwich thin": 43,
        // An energy gel is one 32 g sachet (GU, SiS 60 ml).
        "gel": 32, "energy gel": 32,
        "smoothie": 350, "milkshake": 350, "shake": 350, "rice and beans": 350,
        // Breads and bakery of many cuisines, one of the usual size (a naan or a pita bread is
        // one flatbread, not a slice of bread).
        "naan bread": 90, "bread roll": 50, "pita bread": 60, "flatbread": 60, "chapati": 40, "chappatti": 40, "roti": 40, "paratha": 80,
        "crumpet": 45, "teacake": 70, "soft pretzel": 115, "churro": 40, "focaccia": 80, "baguette": 250,
        "ciabatta": 80, "brioche": 40, "pain au chocolat": 60, "digestive": 15, "digestive biscuit": 15, "cracker": 10,
        "flapjack": 75, "baklava": 50, "tiramisu": 140, "cannoli": 75, "eclair": 70, "macaron": 20, "quest bar": 60, "biscotti": 30,
        // An Irish deli's chicken fillet roll: a breaded fillet, butter and mayonnaise in a half baguette.
        "chicken fillet roll": 250, "chicken fillet baguette": 250,
        "rice krispie treat": 35, "rice krispy treat": 35, "cheese danish": 90, "crisp": 30, "meatball": 30, "toastie": 180, "scotch egg": 120,
        "sauce": 60, "gravy": 60, "dip": 30, "kiev": 170, "patty": 110, "french dip": 250,
        // Barbecue sauce is squeezed on by the two tablespoons, not ladled as a sauce is.
        "barbecue sauce": 34, "bbq sauce": 34,
        // A bun of either shape (USDA: a hamburger or hot dog roll, 44 g).
        "hot dog bun": 44, "hamburger bun": 44,
        "tuna roll": 230, "salmon roll": 230, "avocado roll": 230, "tempura roll": 250, "crab roll": 230, "eel roll": 230,
        "cucumber roll": 180, "dragon roll": 250, "rainbow roll": 250, "pozole": 360, "menudo": 450, "jjigae": 450,
        "onion ring": 100, "mozzarella stick": 30, "pudding": 150, "yorkshire pudding": 40, "pudding cup": 100, "fruit cup": 113,
        "sloppy joe": 220, "rice pudding": 200, "rib": 50, "nigiri": 40, "papad": 12, "poppadom": 12, "cornbread": 65, "biscuit and gravy": 250,
        "custard": 150, "trifle": 150, "crumble": 150, "cobbler": 150,
        // One ice pop on its stick; huevos rancheros as served, two eggs on tortillas with salsa.
        "popsicle": 60, "ice pop": 60, "huevos rancheros": 250,
        // Chocolate and sweets: one standard bar.
        "candy bar": 50, "snicker": 52, "snickers bar": 52, "mars": 51, "mars bar": 51, "twix": 50, "kit kat": 42,
        "milky way": 52, "bounty": 57, "reese": 42, "twirl": 43, "toblerone": 35, "dairy milk": 45,
        // A standard 1.69 oz pack of M&M's.
        "m&m": 48, "m&m's": 48, "skittle": 62, "bao bun": 80, "mini muffin": 20, "slider": 85, "martini": 90, "espresso martini": 120,
        // A bun, a frankfurter and a ladle of chili.
        "chili dog": 180,
        // A basket of fries under chili and cheese sauce.
        "chili cheese fry": 250,
        // Two slices of bread and a slice or two of cheese, unless with a meat ("ham and cheese");
        // two slices of bread and two tablespoons of jam; a pulled pork serving without its bun.
        "cheese sandwich": 140, "and cheese sandwich": 200, "& cheese sandwich": 200, "grilled cheese sandwich": 130,
        "jam sandwich": 110, "peanut butter sandwich": 100, "pulled pork": 140,
        // A bowl of fettuccine Alfredo is a pasta dish's bowl.
        "fettuccine": 350, "alfredo": 350,
        // Breakfast and eggs: a serving said without a count is two eggs.
        "scrambled egg": 110, "omelette": 150, "hash brown": 60, "weetabix": 19, "shredded wheat": 23,
        "breakfast sandwich": 140, "mcmuffin": 140, "egg sandwich": 140, "bacon roll": 150, "bacon butty": 150,
        "bacon sandwich": 150, "sausage sandwich": 180,
        // Breakfast sandwiches by their bread: the bread, an egg, cheese and perhaps a meat.
        "sandwich on bagel": 170, "sandwich on english muffin": 150, "sandwich on biscuit": 150,
        "sandwich on croissant": 150,
        // Sandwiches, burgers and street food of many cuisines, one item.
        "whopper": 290, "quarter pounder": 200, "double cheeseburger": 165, "blt": 150,
        "club sandwich": 250, "tuna melt": 200, "banh mi": 250, "pork sandwich": 200, "croque monsieur": 180,
        "sausage roll": 110, "pig in a blanket": 110, "pasty": 250, "empanada": 130, "calzone": 280, "stromboli": 280,
        "bhaji": 50, "fritter": 50, "pakora": 40, "gyoza": 25,
        "potsticker": 25, "wonton": 20, "bao": 80, "onigiri": 120, "rice ball": 120, "barfi": 30, "burfi": 30,
        "satay": 30, "skewer": 60, "kofta": 100,
        "falafel wrap": 250, "gyro pita": 250, "gyro pitta": 250, "souvlaki pita": 250,
        // New Zealand kumara chips are a pub's side bowl of sweet potato fries.
        "kumara chip": 200, "com tam": 300,
        "shawarma": 300, "doner": 300, "doner kebab": 350, "souvlaki": 250, "arepa": 150, "pupusa": 130,
        "tostada": 100, "chimichanga": 250, "fajita": 180, "corn dog": 100, "bratwurst": 90, "currywurst": 150,
        "schnitzel": 180, "cutlet": 150, "fish stick": 28, "fish finger": 28, "fish finger sandwich": 200, "ham steak": 150,
        "fish cake": 80,
        // Stuffing, prepared: half a cup, 100 g (SR28 18082).
        "stuffing": 100,
        "crab cake": 90, "meat pie": 200, "pork pie": 140, "pot pie": 250, "spanakopita": 130, "dosa": 100,
        "masala dosa": 220, "idli": 40, "vada": 50, "pierogy": 40, "knish": 120, "cabbage roll": 150, "curtido": 60,
        "sukuma wiki": 150, "alla vodka": 350, "sopaipilla": 45, "chinese pancake": 60, "fried green tomato": 120, "scrapple": 100,
        "steel cut oat": 40,
        // Dishes of many cuisines, one plate or bowl as served at home or in a restaurant.
        "sweet and sour": 300, "kung pao": 300, "general tso": 300, "chow mein": 350, "chop suey": 350,
        "mapo tofu": 300, "bibimbap": 550, "bulgogi": 200, "katsu": 200, "katsu curry": 550, "tempura": 150,
        "laksa": 450, "tom yum": 360, "green curry": 350,
        "red curry": 350, "massaman": 350, "tikka": 350, "vindaloo": 350, "jalfrezi": 350, "madras": 350,
        "rogan josh": 350, "dhansak": 350, "saag": 250, "palak paneer": 250, "paneer": 250, "chana masala": 300,
        // A chicken mole is a plate of it, as a curry is; bubble tea said as boba is its large cup.
        "chicken mole": 300, "mole poblano": 300, "boba": 475,
        "aloo gobi": 250, "pilaf": 250, "pilau": 250, "lasagne": 250, "rice and peas": 350,
        // A quarter of a crispy aromatic duck, the usual order.
        "aromatic duck": 250,
        "carbonara": 350, "bolognese": 350, "spag bol": 350, "corned beef": 85, "corned beef hash": 236,
        "corned beef sandwich": 200, "arrabbiata": 350, "gnocchi": 300, "ravioli": 300,
        "tortellini": 300, "penne": 350, "mac and cheese": 250, "moussaka": 350, "eggplant and meat casserole": 350,
        "ratatouille": 200, "spanish tortilla": 150, "tortilla espanola": 150, "tagine": 350, "parmigiana": 300,
        // A braised lamb shank, the meat off its bone; a starter of fried calamari.
        "lamb shank": 200, "calamari": 150, "couscous": 200,
        // Dishes the surveys name without a count's weight: a Peking duck serving with its skin,
        // a rarebit on two slices of toast, one stuffed pepper, a bowl of rice cakes in sauce, a
        // banana split, a slice of beef Wellington, one cordon bleu, two patties of egg foo young, a
        // basket of six soup dumplings, one croquette, one stuffed grape leaf.
        "peking duck": 150, "welsh rarebit": 150, "rarebit": 150, "chile relleno": 150, "chili relleno": 150,
        "tteokbokki": 300, "dukboki": 300, "banana split": 350, "beef wellington": 200, "cordon bleu": 200,
        "egg foo yung": 200, "egg foo young": 200, "croquette": 60, "croqueta": 60,
        "dolma": 35, "dolmade": 35, "grape leaves stuffed": 35,
        // One chicken tender or strip (USDA fast-food tenders: 30-45 g); an ice cream sandwich
        // is a wrapped bar of about 70 g, not a sandwich's 200.
        "chicken tender": 40, "chicken strip": 40, "ice cream sandwich": 70,
        // A helping of spaetzle beside a schnitzel or a goulash; a chip shop's mushy peas; the meat
        // of a shish skewer; an individual steak pie.
        "spaetzle": 200, "mushy pea": 100, "shish": 150, "steak pie": 250,
        // A patty melt is a burger on rye (not a 110 g patty); an elote a cob dressed with mayonnaise
        // and cheese; an ice cream cone a scoop in its cone; a mince pie the small British one; a
        // poutine a takeaway box of fries, curds and gravy; char siu a takeaway portion of the pork;
        // popcorn chicken a fast-food box of it (not an ounce of popcorn).
        "patty melt": 220, "elote": 150, "ice cream cone": 110, "mince pie": 60, "poutine": 350, "char siu": 150, "popcorn chicken": 140,
        // Steaks said by their cut are served whole, cooked: a ribeye or a strip of about 12 oz raw,
        // a T-bone or porterhouse with its bone, a filet mignon of 8 oz, a sirloin as a plain
        // steak (the survey's "small steak" of 112 g is a quarter-pound one).
        "ribeye": 250, "rib eye": 250, "strip steak": 250, "new york strip": 250, "t-bone": 300, "t bone": 300, "porterhouse": 350,
        "filet mignon": 170, "sirloin": 200,
        // A sausage link is a breakfast link (an ounce); an Italian one or a bratwurst is a dinner
        // sausage (about 85 g).
        "sausage link": 28, "breakfast link": 28, "italian sausage link": 85,
        // Clams, mussels and scallops said beside a dish ("linguine with clams") are a 3 oz
        // serving of the shellfish, not a can of clam chowder.
        "clam": 85, "mussel": 85, "scallop": 85,
        // Takeaway mains of one meat in a sauce, a takeaway box of them; a Salisbury steak with its gravy.
        "lemon chicken": 250, "pepper steak": 250, "salisbury steak": 200, "cheese steak": 300,
        // Crab rangoon are small fried wontons; a
        // microwave burrito is a frozen one (5 oz).
        "crab rangoon": 22, "rangoon": 22, "microwave burrito": 150,
        // Chilaquiles and adobo (served over rice) by a serving of under two cups; a chicken- or
        // country-fried steak is a 6 oz cutlet, breaded.
        "chilaquiles": 250, "adobo": 200, "chicken adobo": 200, "pork adobo": 200, "chicken fried steak": 170,
        "country fried steak": 170,
        // Popcorn at the cinema is a tub of it: a medium one holds 11-16 cups, about 165 g (a small
        // or a large one is scaled as a container is).
        "movie popcorn": 165, "popcorn movie": 165, "cinema popcorn": 165, "popcorn cinema": 165,
        "movie theater popcorn": 165, "popcorn movie theater": 165,
        "tabbouleh": 150, "gazpacho": 250, "goulash": 350, "bigos": 300, "chili con carne": 300,
        "burrito bowl": 450, "nachos": 250, "patatas bravas": 250, "home fries": 150,
        "potato home fries": 150, "jacket potato": 250, "baked potato": 200, "cottage pie": 350,
        // Cottage cheese is eaten by the half cup (its label serving, 113 g), not by a cheese's
        // ounce; an egg white omelette is three whites (100 g) and their pan.
        "cottage cheese": 113, "egg white omelet": 110, "egg white omelette": 110,
        "fish pie": 350, "toad in the hole": 300, "bangers and mash": 400, "pot roast": 180,
        "kedgeree": 300, "hotpot": 350, "irish stew": 400, "chicken and dumpling": 250, "congee": 350,
        // A side of mixed vegetables: half a cup cooked.
        "mixed vegetable": 90,
        "pad see ew": 350, "pad kra pao": 350, "satay chicken": 200, "sesame chicken": 200, "fattoush": 200, "chicken satay": 150,
        "satay skewer": 60, "chicken satay skewer": 60,
        "liver and onion": 200,
        // Some rotisserie chicken, said without an amount: a quarter of one.
        "rotisserie chicken": 150, "teriyaki salmon": 200, "salmon teriyaki": 200, "egg fried rice": 300, "fried noodle": 350,
        "yakisoba": 350, "soba": 300,
        // Drinks served in their own measure: spirits by the 1.5 fl oz shot, mixed drinks by the glass,
        // a café latte by the usual 12 fl oz cup.
        "whiskey": 44, "whisky": 44, "vodka": 44, "gin": 44, "rum": 44, "tequila": 44, "brandy": 44, "scotch": 44,
        "bourbon": 44, "cognac": 44, "shot": 44, "tonic": 250, "sherry": 75, "port": 75, "sashimi": 15,
        "mojito": 240, "pina colada": 240, "cosmopolitan": 120, "moscow mule": 250, "gin and tonic": 250, "rum and coke": 250,
        "bubble tea": 475, "latte": 355, "cappuccino": 355, "cortado": 120, "lassi": 300, "mango lassi": 300, "iced coffee": 350,
        "frappuccino": 355, "chai latte": 350, "hot chocolate": 300, "mocha": 355, "cafe mocha": 355, "energy drink": 250,
        // Cocktails of spirits stirred or shaken (a Manhattan, 3 fl oz), with cream (a White Russian),
        // a beer with lime and spices (a michelada, a pint); sake by the small carafe.
        "manhattan": 90, "tom collins": 250, "gimlet": 90, "white russian": 150, "black russian": 90, "michelada": 475, "sake": 180,
        // A soft drink said by its name is a 12 fl oz can of it, as a coke is (SR28: 370 g).
        "root beer": 370, "ginger ale": 370, "soft drink": 370, "cream soda": 370,
        // A beer or a soft drink said by its brand is a 12 fl oz can or bottle of it, as a coke is;
        // a flat white a cup, a small latte (read as a latte, it would be a large one).
        "beer": 356, "cola": 370, "flat white": 237, "mountain dew": 355, "mtn dew": 355,
        // A kipper, a split herring smoked whole; black pudding two slices, as in a breakfast; a
        // Magnum one bar; a taco salad in its bowl; a crab cake served in a bun is a sandwich, not
        // one cake; a PBJ the surveys' jelly sandwich's 110 g.
        "kipper": 150, "black pudding": 75, "magnum": 80, "taco salad": 300, "crab cake sandwich": 200, "pbj": 110,
        "pbj sandwich": 110,
        // British chocolate bars, crisps and ice lollies said by their brands, one of them as sold.
        "cadbury flake": 32, "wispa": 36, "galaxy bar": 42, "yorkie": 46, "crunchie": 40, "double decker": 55,
        "picnic bar": 48, "chocolate button": 30, "wotsit": 17, "calippo": 110, "solero": 75,
        // British biscuits one by one, crisps by the packet, a Babybel, a slice of fruit loaf,
        // a bag of Cheetos, as sold.
        "rich tea": 8, "custard cream": 12, "bourbon biscuit": 13, "quaver": 16, "hula hoop": 24, "babybel": 20,
        "fruit loaf": 36, "fruit bread": 36, "cheeto": 28,
        // A Krispy Kreme doughnut, a Cornetto, a Kinder Bueno bar, as sold; a helping of Quorn
        // mince; a saveloy, a chipolata; a gammon steak and a slice of gammon; a dim sum basket
        // of four siu mai; a quarter of a crispy duck.
        "krispy kreme": 50, "cornetto": 75, "kinder bueno": 43, "quorn mince": 100, "saveloy": 70, "chipolata": 20,
        "gammon steak": 200, "gammon": 120, "siu mai": 150, "shumai": 150, "crispy duck": 200,
        // A set jelly (Jell-O) is eaten by the half cup ("jello" was 21 g, 13 kcal).
        "gelatin dessert": 120, "jello": 120, "jell-o": 120,
        // A pitta bread is one pitta, not a slice of bread; a ball of mozzarella is the 125 g the
        // fresh cheese is sold in (it was one 30 g serving of it).
        "pitta bread": 60, "mozzarella ball": 125, "ball of mozzarella": 125, "burrata": 125,
        // A tapa of gambas al ajillo; a side of moros y cristianos or of greens with ham hock; a
        // Cuban espresso's 2 oz.
        "gamba al ajillo": 120, "moro y cristiano": 200, "cafecito": 60, "cafezinho": 60, "bistec encebollado": 200,
        "collard green with ham hock": 150,
        "collard green with ham": 150,
        // Frozen berries by the handful a bowl takes (80 g); kielbasa by a 3 oz serving (it
        // was a whole 370 g ring).
        "frozen berry": 80, "mixed berry": 80, "kielbasa": 85,
        // Half a tin of spaghetti hoops on toast; an Uncrustable; a side of cornbread dressing; a
        // smashed avocado (half of one); a round of injera; eggy bread of two slices; a plate of
        // three Polish potato pancakes; a packet of pork scratchings; an aloo paratha, stuffed
        // with potato (a plain one weighs 80 g); a Clif Bar.
        "spaghetti hoop": 200, "uncrustable": 57, "cornbread dressing": 140, "smashed avocado": 80, "smashed avo": 80,
        "injera": 120, "eggy bread": 130, "placki ziemniaczane": 150, "pork scratching": 35, "aloo paratha": 120, "clif bar": 68,
        // A pub's chicken parma or parmi is a large breaded breast under its sauce and cheese.
        "chicken parma": 350, "chicken parmi": 350, "chicken parmy": 350,
        // A cup of frozen yogurt (SR28: 144 g), as served.
        "frozen yogurt": 144, "froyo": 144,
        // A pack of belVita breakfast biscuits (four).
        "belvita": 50,
        // A gołąbek (stuffed cabbage roll), a ladoo, a plate of pap, a croqueta, a fruit pouch and a
        // Capri-Sun pouch, as served.
        "golabki": 180, "gołąbki": 180, "golumpki": 180, "besan ladoo": 40, "ladoo": 40, "laddu": 40, "pap": 250,
        "mealie pap": 250, "mieliepap": 250, "croqueta de jamon": 30, "squeezy fruit pouch": 90,
        "fruit pouch": 90, "capri sun": 200, "capri-sun": 200,
        // A takeaway portion of prawn toast: four triangles. A Jägerbomb, a 25 ml shot dropped into
        // half a can (125 ml) of energy drink.
        "shrimp toast": 100, "prawn toast": 100, "jagerbomb": 150,
        // Frozen bars on a stick (2.5 fl oz); an oatmeal creme pie and a snack cake, packaged single
        // cakes (not a slice of a pie or of a cake); Chinese takeaway dishes by the carton.
        "fudgesicle": 65, "creamsicle": 65, "creme pie": 38, "snack cake": 50, "moo shu": 300, "with lobster sauce": 350,
        // Applesauce by the snack cup's half cup (said alone it was a 15 g applesauce cookie); a
        // Hot Pocket one 4.5 oz sandwich (it was a 30 g label serving of a Lean Pocket).
        "applesauce": 122, "hot pocket": 127,
        // Chicken tikka is a plate of the grilled pieces (tikka masala a curry's bowl); fried okra
        // a side of it; a snow cone a paper cone of shaved ice and syrup; a Shirley Temple a tall glass.
        "chicken tikka": 200, "tikka masala": 350, "chicken tikka masala": 350, "fried okra": 100, "snow cone": 150,
        "shirley temple": 250,
        // Cans of drinks sold in their own size: Red Bull 250 ml, Monster 500 ml.
        "red bull": 250, "monster": 500, "monster energy": 500, "monster energy drink": 500, "energy drink monster": 500,
        // A hard cider or a hard seltzer comes in a beer's 12 fl oz bottle or can.
        "hard cider": 355, "hard seltzer": 355, "white claw": 355, "truly": 355,
    ]

    /// Spirits, which are drunk by the measure.
    static let spirits = ["vodka", "gin", "rum", "whiskey", "whisky", "bourbon", "tequila", "brandy", "scotch", "cognac"]

    /// Liqueurs, drunk by a measure of 50 ml (`liqueurMeasure`).
    static let liqueurs = ["liqueur", "bailey", "amaretto", "kahlua", "sambuca", "schnapps", "limoncello"]
    static let liqueurMeasure = 50.0

    /// Spirits and liqueurs: what a glass of, said alone, is poured by the measure.
    static let pouredByTheMeasure = Set(spirits + liqueurs)

    /// Millilitres of a glass of a spirit or a liqueur said alone ("a glass of whiskey"): a
    /// double measure poured neat, not a glass of juice's 8 fl oz (546 kcal).
    static let glassOfSpirit = 60.0

    /// A spirit and its mixer ("a vodka and coke", "a whisky and soda"): a mixed drink, served by
    /// the glass like a gin and tonic, not a shot of the spirit. Said without "and" ("a vodka
    /// soda"), `DishNames.mixedDrinks` writes the "and", and the drink is weighed by that name.
    static let mixedDrinks: [(String, Double)] = {
        let mixers = ["tonic", "soda", "coke", "cola", "lemonade", "ginger ale", "ginger beer", "cranberry", "orange juice",
                      "orange", "diet coke", "diet cola", "lime"]
        // The cocktail a spirit names ("a whiskey sour", "a gin fizz"): a drink of its usual glass
        // (a short one for a sour or a martini), not a shot.
        let styles: [(String, Double)] = [("sour", 120), ("martini", 90), ("sunrise", 200), ("smash", 120), ("old fashioned", 90),
                                          ("mule", 250), ("collins", 250), ("punch", 250), ("fizz", 250), ("highball", 250),
                                          ("ginger beer", 250)]
        var drinks: [(String, Double)] = []
        for spirit in spirits {
            for mixer in mixers { drinks.append((spirit + " and " + mixer, 250)) }
            for (style, grams) in styles { drinks.append((spirit + " " + style, grams)) }
        }
        return drinks
    }()

    /// Grams of meat and skin off the bone of a whole chicken, as sold roasted (a 2 lb rotisserie
    /// chicken): what "a rotisserie chicken", "half a whole chicken" are a count of.
    public static let wholeChicken = 600.0

    /// Whether the words said name a whole bird: a rotisserie chicken counted, a part of a bird
    /// ("half a chicken", "a quarter chicken"), or a chicken said whole, and no part of one.
    static func namesWholeChicken(_ said: [String], counted: Bool, fraction: Bool = false) -> Bool {
        guard said.last == "chicken", said.allSatisfy({ !chickenParts.contains($0) }) else { return false }
        return said.contains("whole") || counted && (said.contains("rotisserie") || fraction)
    }

    static let chickenParts: Set<String> = ["breast", "thigh", "wing", "drumstick", "leg", "tender", "strip", "nugget", "finger"]

    /// Grams of a whole pizza ordered by size: 10, 12, 14 and 16 inches (a 14-inch cheese pizza is
    /// about 850 g, eight slices of 107 g).
    public static let wholePizzas: [String: Double] = ["small": 450, "medium": 650, "large": 850, "extra large": 1100]

    /// Grams of a frozen pizza: a 12-inch one from the supermarket freezer (400-550 g), lighter
    /// than a pizzeria's medium.
    public static let frozenPizza = 450.0

    /// Grams of a meat said alone ("beef", "a serving of chicken"), cooked: the 3 oz (85 g) serving
    /// of cooked meat of the dietary guidelines and food labels; a steak is one of the usual
    /// restaurant size (8 oz raw, about 200 g cooked). Said alone, a meat has no count of its own,
    /// so without these a dish named with it ("Beef and broccoli", "Pork jerky") was the one weighable.
    public static let plainMeats: [String: Double] = [
        "beef": 85, "pork": 85, "lamb": 85, "mutton": 85, "veal": 85, "venison": 85, "goat": 85, "chicken": 85,
        "turkey": 85, "duck": 85, "ham": 85, "steak": 200,
    ]

    /// A bread said after the meat it holds ("a sausage biscuit", "a ham croissant", "a chicken
    /// biscuit"): the bread and about 60 g of filling, not the plain bread (SR28's fast-food ones
    /// weigh 108-182 g: a biscuit with sausage 111 g, with ham 162 g, with chicken 132 g).
    static let filledBreads: [(String, Double)] = {
        let breads: [(String, Double)] = [("biscuit", 60), ("croissant", 57), ("english muffin", 57), ("bagel", 99)]
        let meats = ["sausage", "bacon", "ham", "chicken", "steak"]
        return meats.flatMap { meat in breads.map { bread, grams in (meat + " " + bread, grams + 60) } }
    }()

    /// A pie of a meat ("a chicken pie", "a steak pie") is one made for one, a pot pie (frozen ones
    /// weigh 198-283 g), not a slice of a sweet pie's 125 g.
    static let meatPies: [(String, Double)] = ["pot", "chicken", "steak", "beef", "meat", "turkey", "pork", "lamb"]
        .map { ($0 + " pie", 240) }

    /// How many pieces make one serving of a food eaten by the piece, when it is said in the plural
    /// without an amount ("chicken nuggets", "meatballs"): what a plate or a fast-food box holds.
    public static let piecesPerServing: [String: Double] = [
        "nugget": 6, "wing": 6, "meatball": 4, "dumpling": 6, "gyoza": 6, "pot sticker": 6, "falafel": 4, "samosa": 2,
        "pancake": 3, "fish finger": 4, "fish stick": 4, "sausage": 2, "shrimp": 8, "prawn": 8, "taco": 2,
        "spring roll": 2, "egg roll": 2, "pierogi": 6, "cookie": 2, "biscuit": 2, "waffle": 2, "hash brown": 2,
        "sushi": 6, "onion bhaji": 2, "bhaji": 2, "meatball sub": 1, "chicken tender": 4, "chicken strip": 4,
        "mozzarella stick": 6, "cracker": 3, "lamb chop": 2, "rib": 4, "dolma": 5, "dolmade": 5, "tater tot": 10, "egg": 2,
        "scrambled egg": 1, "banger": 2, "skewer": 4, "sashimi": 8, "pakora": 4, "churro": 3, "pupusa": 2, "takoyaki": 6,
        "french toast": 2, "poppadom": 2, "papad": 2, "roast potato": 3, "roasted potato": 3, "roastie": 3,
        "pig in blanket": 3, "oatcake": 3, "chicken dipper": 6, "sopaipilla": 3, "sopapilla": 3, "cabbage roll": 2,
        "cheez-it": 27,
    ]

    /// `grams` with every key's words singular, as plain words are parsed ("french fry"). Two keys
    /// that are one singular keep the larger serving, so that the choice does not depend on the
    /// order a dictionary is read in (which changes from run to run).
    static let singularGrams: [String: Double] = Dictionary(
        (grams.map { ($0.key, $0.value) } + mixedDrinks + filledBreads + meatPies + liqueurs.map { ($0, liqueurMeasure) })
            .map { key, value in
            (key.split(separator: " ").map { PlainWordsParser.singular(String($0)) }.joined(separator: " "), value)
        },
        uniquingKeysWith: max)

    /// The serving of what was said (`said`, the item's words), else of the chosen food's name:
    /// the longest key, and among keys as long the one nearest the end (the head: "fish taco" is a taco).
    public static func serving(said: [String], name: [String]) -> Double? {
        serving(for: said) ?? serving(for: name)
    }

    static func serving(for words: [String]) -> Double? { match(words)?.grams }

    /// The key of `words` that `serving(for:)` takes, with its length in words.
    static func match(_ words: [String]) -> (length: Int, grams: Double)? {
        let singular = words.map { PlainWordsParser.singular($0) }
        // In a combination ("spaghetti and meatballs") the main part, the heavier, is the serving.
        let combined = singular.contains("and") || singular.contains("with")
        // A part of a chicken said last is what is served: "a fried chicken wing" is a wing, not a
        // serving of fried chicken.
        let partSaid = !combined && singular.last.map(chickenParts.contains) == true
        var best: (end: Int, length: Int, grams: Double)?
        for (key, grams) in singularGrams {
            let keyWords = key.split(separator: " ").map(String.init)
            guard keyWords.count <= singular.count else { continue }
            for start in 0...(singular.count - keyWords.count) where Array(singular[start..<(start + keyWords.count)]) == keyWords {
                let end = start + keyWords.count
                let atHead = partSaid && end == singular.count, bestAtHead = partSaid && best?.end == singular.count
                if best == nil || atHead && !bestAtHead || atHead == bestAtHead && (keyWords.count > best!.length
                    || keyWords.count == best!.length && (combined ? grams > best!.grams : end > best!.end)) {
                    best = (end, keyWords.count, grams)
                }
            }
        }
        return best.map { ($0.length, $0.grams) }
    }

    /// The serving of what was said, or of the words it was searched with when those name the
    /// dish more fully ("california roll" searched as "sushi roll california" is a sushi roll,
    /// not a bread roll); nil when neither names a dish.
    public static func serving(said: [String], searched: [String]) -> Double? {
        switch (match(said), match(searched)) {
        case let (.some(own), .some(other)): return other.length > own.length ? other.grams : own.grams
        case let (own, other): return (own ?? other)?.grams
        }
    }
}
