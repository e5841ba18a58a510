/// Usual household portions by kind of food, written by hand from knowledge of what a cup, a
/// slice, a scoop or one item of a food weighs (kitchen scales, nutrition labels, dietary survey
/// practice): what plain-word logging weighs the food it chose with when the household table
/// does not name it. General rules, not entries per dish: a kind of food ("croissant", "ice
/// cream", "broccoli" cooked or raw) gives the portions of every food whose name says it is one.
///
/// A food is of a kind when the first two parts of its name (split at commas, each before "with",
/// "in" or "on": "Spaghetti with meat sauce" is spaghetti) hold every word of the kind and the
/// first part one of them ("Cheese, cottage" is cottage cheese, "Salad, with broccoli" no
/// broccoli); the kind with the most words wins ("sweet potato" over "potato"). A kind that is only `cooked` or only
/// `raw` fits a food whose name says it is cooked (boiled, steamed, baked…) or not.
public struct UsualPortions: PortionSource {
    /// Whether a kind's portions depend on the food being cooked.
    enum State { case any, cooked, raw }

    struct Kind {
        var words: [String]
        var state: State
        var portions: [FoodPortion]
    }

    public init() {}

    private static func kind(_ words: String, _ state: State = .any, _ portions: [(FoodUnit, String?, Double)]) -> Kind {
        // Singular, as names are read (`wordsOf`): "brussels sprout" is "brussel sprout".
        Kind(words: words.split(separator: " ").map { PlainWordsParser.singular(String($0)) }, state: state,
             portions: portions.map { FoodPortion(unit: $0.0, size: $0.1, grams: $0.2) })
    }

    /// The kinds. Grams are of the food as eaten (cooked weights for cooked foods, without pits,
    /// peel or bones); a kind's first portion of a unit is the usual one.
    static let kinds: [Kind] = [
        // Cooked vegetables: a cup is packed with more than a cup of raw ones (broccoli 156 g
        // boiled against 91 g raw, chopped).
        kind("broccoli", .cooked, [(.cup, nil, 156), (.piece, nil, 37)]),
        kind("broccoli", .raw, [(.cup, nil, 91), (.piece, nil, 31)]),
        kind("cauliflower", .cooked, [(.cup, nil, 124)]),
        kind("cauliflower", .raw, [(.cup, nil, 107)]),
        kind("spinach", .cooked, [(.cup, nil, 180)]),
        kind("spinach", .raw, [(.cup, nil, 30)]),
        kind("kale", .cooked, [(.cup, nil, 130)]),
        kind("green bean", .any, [(.cup, nil, 125)]),
        kind("bean", .cooked, [(.cup, nil, 172)]),
        kind("edamame", .any, [(.cup, nil, 155)]),
        kind("lentil", .any, [(.cup, nil, 198)]),
        kind("pea", .any, [(.cup, nil, 160)]),
        kind("corn", .cooked, [(.cup, nil, 164), (.piece, nil, 90)]),
        kind("carrot", .cooked, [(.cup, nil, 156)]),
        // Root vegetables and cabbages cooked (SR28, boiled): a cup packs more than one raw.
        kind("parsnip", .cooked, [(.cup, nil, 156), (.piece, nil, 160)]),
        kind("cabbage", .cooked, [(.cup, nil, 150)]),
        kind("rutabaga", .cooked, [(.cup, nil, 170)]),
        kind("turnip", .cooked, [(.cup, nil, 156)]),
        kind("beet", .cooked, [(.cup, nil, 170), (.piece, nil, 50)]),
        kind("butternut squash", .cooked, [(.cup, nil, 205)]),
        kind("eggplant", .cooked, [(.cup, nil, 99)]),
        kind("carrot", .raw, [(.cup, nil, 128), (.piece, nil, 61)]),
        kind("asparagus", .any, [(.cup, nil, 180), (.piece, nil, 15)]),
        kind("zucchini", .cooked, [(.cup, nil, 180)]),
        kind("zucchini", .raw, [(.cup, nil, 124), (.piece, nil, 196)]),
        kind("brussels sprout", .any, [(.cup, nil, 156), (.piece, nil, 19)]),
        kind("mixed vegetable", .any, [(.cup, nil, 182)]),
        kind("vegetable", .cooked, [(.cup, nil, 160)]),
        kind("mushroom", .cooked, [(.cup, nil, 156)]),
        kind("mushroom", .raw, [(.cup, nil, 70), (.piece, nil, 18)]),
        kind("lettuce", .any, [(.cup, nil, 47), (.piece, nil, 10)]),
        // Salad leaves sold mixed: a cup weighs as one of shredded green leaf lettuce (SR28: 36 g); of arugula, 20 g.
        kind("mixed green", .any, [(.cup, nil, 36)]), kind("spring mix", .any, [(.cup, nil, 36)]),
        kind("salad green", .any, [(.cup, nil, 36)]), kind("arugula", .any, [(.cup, nil, 20)]),
        // Raw: a cucumber is eaten raw, and a cooked one ("Cucumber, cooked") is no cucumber said plainly.
        kind("cucumber", .raw, [(.cup, nil, 104), (.slice, nil, 7), (.piece, nil, 300)]),
        kind("pepper", .raw, [(.cup, nil, 149), (.piece, nil, 119)]),
        kind("sweet potato", .any, [(.piece, nil, 114), (.piece, "large", 180), (.cup, nil, 200)]),
        kind("potato", .any, [(.piece, nil, 173), (.piece, "small", 138), (.piece, "large", 299), (.cup, nil, 156)]),
        kind("potato mashed", .any, [(.cup, nil, 210)]),
        kind("mashed potato", .any, [(.cup, nil, 210)]),
        kind("chip", .any, [(.cup, nil, 28), (.serving, nil, 28), (.handful, nil, 15)]),
        // Hard pretzel twists, loose in a cup (a soft pretzel is never measured by the cup).
        kind("pretzel", .any, [(.cup, nil, 42)]),
        // Cans of a standard size: a 15 oz can of beans holds 250 g drained (baked beans 415 g with
        // their sauce), a can of soup 400 g. A can of tuna said without its size is the usual
        // 5 oz can, about 120 g drained.
        kind("fish tuna", .cooked, [(.piece, nil, 150), (.can, nil, 120)]),
        kind("fish tuna", .any, [(.can, nil, 120), (.cup, nil, 154)]),
        kind("tuna", .any, [(.can, nil, 120), (.cup, nil, 154)]),
        // A can of sardines is the usual 3.75 oz (106 g) tin, about 92 g drained.
        kind("fish sardine", .any, [(.can, nil, 92)]),
        kind("sardine", .any, [(.can, nil, 92)]),
        kind("baked bean", .any, [(.cup, nil, 254), (.can, nil, 415)]),
        kind("chickpea", .any, [(.cup, nil, 164), (.can, nil, 250)]),
        // A tin of creamed rice pudding (Ambrosia, 400 g).
        kind("rice pudding", .any, [(.can, nil, 400)]),
        // A can of pasta in tomato sauce ("Pasta with tomato sauce, no meat, canned": SpaghettiOs,
        // spaghetti hoops): the 15.8 oz (448 g) can.
        kind("pasta no meat", .any, [(.can, nil, 448)]),
        // A tin of corned beef: 12 oz (340 g), as a tin of Spam is; a can of ravioli (Chef
        // Boyardee's) 15 oz (425 g).
        kind("beef corned", .any, [(.can, nil, 340)]), kind("spam", .any, [(.can, nil, 340)]),
        kind("ravioli", .any, [(.can, nil, 425)]),
        // A turkey leg roasted whole, as a fair sells it, is about 300 g of meat and skin.
        kind("turkey drumstick", .any, [(.piece, nil, 300)]),
        // A can of Vienna sausages is 4.6 oz (130 g), seven little sausages.
        kind("vienna sausage", .any, [(.can, nil, 130), (.piece, nil, 16)]),
        // A can of refried beans is 16 oz (454 g) (a can of stew, below, about 15 oz: Dinty
        // Moore's, Campbell's Chunky).
        kind("refried bean", .any, [(.can, nil, 454)]),
        // Beans said by their kind, cooked or canned (SR28's cup of each boiled); a 15 oz can,
        // drained, holds about a cup and a half ("a cup of kidney beans" was 237 g, by volume).
        kind("kidney bean", .any, [(.cup, nil, 177), (.can, nil, 266)]),
        kind("black bean", .any, [(.cup, nil, 172), (.can, nil, 258)]),
        kind("pinto bean", .any, [(.cup, nil, 171), (.can, nil, 257)]),
        kind("french fry", .any, [(.serving, nil, 117), (.serving, "small", 71), (.serving, "large", 154), (.piece, nil, 5)]),
        // The surveys name fries "Potato, french fries": fries, not a whole potato of that size.
        kind("potato french fry", .any, [(.serving, nil, 117), (.serving, "small", 71), (.serving, "large", 154), (.piece, nil, 5)]),

        // Grains and pasta, cooked; a bowl of them is about two cups.
        kind("rice", .cooked, [(.cup, nil, 158)]),
        kind("fried rice", .any, [(.cup, nil, 137)]),
        // Raisin bran is heavier by the cup than flakes alone (about 59 g, Kellogg's label).
        kind("raisin bran", .any, [(.cup, nil, 59)]),
        // Chinese takeaway mains by the cup (a takeout box holds about three): battered and sauced
        // chicken about 145 g, stir-fried meat and vegetables about 160 g, noodles about 150 g.
        kind("orange chicken", .any, [(.cup, nil, 145)]), kind("general tso chicken", .any, [(.cup, nil, 145)]),
        kind("sesame chicken", .any, [(.cup, nil, 145)]), kind("sweet and sour chicken", .any, [(.cup, nil, 145)]),
        kind("kung pao chicken", .any, [(.cup, nil, 160)]), kind("beef and broccoli", .any, [(.cup, nil, 160)]),
        kind("lo mein", .any, [(.cup, nil, 150)]), kind("chow mein", .any, [(.cup, nil, 150)]),
        kind("pasta", .cooked, [(.cup, nil, 140)]),
        kind("spaghetti", .any, [(.cup, nil, 140)]),
        kind("macaroni", .any, [(.cup, nil, 140)]),
        kind("noodle", .any, [(.cup, nil, 160)]),
        kind("couscous", .any, [(.cup, nil, 157)]),
        kind("quinoa", .any, [(.cup, nil, 185)]),
        // Other whole grains, cooked (SR28): a cup holds 157-194 g, not a cup of water's 237.
        kind("barley", .cooked, [(.cup, nil, 157)]),
        kind("bulgur", .any, [(.cup, nil, 182)]),
        kind("millet", .cooked, [(.cup, nil, 174)]),
        kind("buckwheat", .cooked, [(.cup, nil, 168)]),
        kind("wild rice", .cooked, [(.cup, nil, 164)]),
        kind("spelt", .cooked, [(.cup, nil, 194)]),
        kind("oatmeal", .any, [(.cup, nil, 234)]),
        kind("cereal", .any, [(.cup, nil, 30), (.serving, nil, 40), (.bowl, nil, 45)]),
        kind("popcorn", .any, [(.cup, nil, 11), (.serving, nil, 28)]),
        kind("trail mix", .any, [(.cup, nil, 150)]),
        kind("nut", .any, [(.cup, nil, 140)]),

        // Breads and bakery: one item of the usual (medium) size.
        kind("croissant", .any, [(.piece, nil, 57), (.piece, "small", 42), (.piece, "large", 67), (.piece, "mini", 28)]),
        kind("bagel", .any, [(.piece, nil, 99), (.piece, "large", 131), (.piece, "mini", 26)]),
        kind("muffin", .any, [(.piece, nil, 113), (.piece, "small", 66), (.piece, "large", 139), (.piece, "mini", 17)]),
        kind("english muffin", .any, [(.piece, nil, 57)]),
        kind("baguette", .any, [(.slice, nil, 30), (.piece, nil, 250)]),
        // A bowl of flakes is the 40 g the boxes call a serving, with room for milk.
        kind("cheerio", .any, [(.bowl, nil, 40), (.cup, nil, 28), (.serving, nil, 28)]),
        kind("cornbread", .any, [(.slice, nil, 65), (.piece, nil, 65)]),
        // A piece of fudge is a 17 g square.
        kind("chocolate candy fudge", .any, [(.piece, nil, 17), (.slice, nil, 17)]),
        // A panettone is cut in wedges: an eighth of a 750 g loaf is about 90 g.
        kind("panettone", .any, [(.slice, nil, 90), (.piece, nil, 90)]),
        // Fruitcake is dense and cut thin: a slice is about 60 g, half a sponge cake's.
        kind("fruitcake", .any, [(.slice, nil, 60), (.piece, nil, 60)]),
        kind("cake fruitcake", .any, [(.slice, nil, 60), (.piece, nil, 60)]),
        kind("flake", .any, [(.bowl, nil, 40), (.cup, nil, 30), (.serving, nil, 30)]),
        // Flaxseed (SR28): a tablespoon of whole seeds is 10.3 g, of ground (milled) 7 g.
        kind("seed flaxseed", .any, [(.tablespoon, nil, 10.3), (.cup, nil, 168)]),
        kind("ground flaxseed", .any, [(.tablespoon, nil, 7), (.cup, nil, 112)]),
        // Nutritional yeast flakes, sold as a seasoning, are light: a quarter cup is 15 g.
        kind("nutritional yeast seasoning", .any, [(.tablespoon, nil, 4), (.teaspoon, nil, 1.3), (.cup, nil, 60)]),
        kind("doughnut", .any, [(.piece, nil, 60), (.piece, "large", 75), (.piece, "mini", 25)]),
        kind("pita", .any, [(.piece, nil, 60), (.piece, "small", 28)]),
        kind("naan", .any, [(.piece, nil, 90)]),
        kind("chappatti", .any, [(.piece, nil, 40)]),
        kind("roti", .any, [(.piece, nil, 40)]),
        kind("tortilla chip", .any, [(.serving, nil, 28), (.piece, nil, 2)]),
        kind("roll", .any, [(.piece, nil, 40)]),
        kind("cinnamon roll", .any, [(.piece, nil, 90)]),
        kind("sweet roll", .any, [(.piece, nil, 90)]),
        kind("bun", .any, [(.piece, nil, 45)]),
        kind("bread", .any, [(.slice, nil, 29), (.piece, nil, 29)]),
        // A bakery's sourdough loaf is cut thick: a slice weighs about 50 g, not a sandwich loaf's 29 g.
        kind("sourdough bread", .any, [(.slice, nil, 50), (.piece, nil, 50)]),
        // Quick breads are cut thick: a slice weighs about twice a slice of sandwich bread.
        kind("banana bread", .any, [(.slice, nil, 60)]),
        kind("pumpkin bread", .any, [(.slice, nil, 60)]),
        kind("zucchini bread", .any, [(.slice, nil, 60)]),
        kind("tortilla", .any, [(.piece, nil, 48)]),
        kind("corn tortilla", .any, [(.piece, nil, 26)]),
        // A usual pancake is 4 to 5 inches across (38-58 g); USDA's 77 g is a 6-inch one.
        kind("pancake", .any, [(.piece, nil, 50), (.piece, "small", 38), (.piece, "large", 77)]),
        kind("waffle", .any, [(.piece, nil, 75), (.piece, "small", 35)]),
        kind("biscuit", .any, [(.piece, nil, 60)]),
        kind("scone", .any, [(.piece, nil, 70)]),
        kind("cookie", .any, [(.piece, nil, 15), (.piece, "large", 40)]),
        kind("brownie", .any, [(.piece, nil, 56)]),
        // A slice of layer cake with frosting, as cafés cut it: 110-140 g (a twelfth of a 9" two-layer
        // cake at home is 100-110 g).
        kind("cake", .any, [(.slice, nil, 120), (.piece, nil, 120)]),
        // A bakery's almond croissant is twice baked with a frangipane filling: 90-110 g.
        kind("almond croissant", .any, [(.piece, nil, 100)]),
        // An angel food cake is foam without fat: a twelfth of a 10" tube cake weighs about 50 g.
        kind("angel food cake", .any, [(.slice, nil, 50), (.piece, nil, 50)]),
        // A loaf cake (pound cake) is cut in slices about 2 cm thick: 70-80 g, not a layer cake's wedge.
        kind("pound cake", .any, [(.slice, nil, 75), (.piece, nil, 75)]),
        // A scoop of potato salad is a deli's half cup (SR28: a cup is 250 g).
        kind("potato salad", .any, [(.cup, nil, 250), (.scoop, nil, 125)]),
        // A cup of tabbouleh is loose parsley and bulgur salad: 160 g, not a cup of water's 237.
        kind("tabbouleh", .any, [(.cup, nil, 160)]),
        kind("cheesecake", .any, [(.slice, nil, 125), (.piece, nil, 125)]),
        kind("pie", .any, [(.slice, nil, 125), (.piece, nil, 125)]),
        kind("pizza", .any, [(.slice, nil, 107), (.piece, nil, 107), (.slice, "large", 140), (.slice, "small", 70)]),
        // A deep-dish pizza's slice (an eighth of a 12-inch pie) weighs about twice a thin-crust one.
        kind("deep dish pizza", .any, [(.slice, nil, 180), (.piece, nil, 180)]),

        // Sweets and dairy: a scoop of ice cream is about half a cup.
        // A piece of chocolate is a square of a bar; a bar of chocolate is the usual 45 g one.
        kind("chocolate", .any, [(.piece, nil, 10), (.serving, nil, 45)]),
        // A scoop of protein powder is the 30 g the tubs' scoops hold.
        kind("protein powder", .any, [(.scoop, nil, 30), (.serving, nil, 30), (.tablespoon, nil, 8)]),
        kind("beverage protein powder", .any, [(.scoop, nil, 30), (.serving, nil, 30), (.tablespoon, nil, 8)]),
        // Peanuts by the cup (SR28, dry-roasted: 146 g), as the other nuts are in the household table.
        kind("peanut", .any, [(.cup, nil, 146)]),
        // A spoonful of a chocolate hazelnut spread is heavier than water (a 37 g serving is 2 tbsp).
        kind("hazelnut spread", .any, [(.tablespoon, nil, 18.5)]),
        kind("ice cream", .any, [(.cup, nil, 132), (.scoop, nil, 66)]),
        kind("gelato", .any, [(.cup, nil, 132), (.scoop, nil, 66)]),
        kind("frozen yogurt", .any, [(.cup, nil, 144), (.scoop, nil, 72)]),
        kind("sorbet", .any, [(.cup, nil, 190), (.scoop, nil, 95)]),
        kind("yogurt", .any, [(.cup, nil, 245), (.piece, nil, 170)]),
        kind("cottage cheese", .any, [(.cup, nil, 220)]),
        // Ricotta is spooned, not shredded: a cup of it weighs 246 g (SR28, part skim), not a
        // cup of grated cheese's 113.
        kind("cheese ricotta", .any, [(.cup, nil, 246)]),
        kind("cheese", .any, [(.slice, nil, 21), (.cup, nil, 113)]),

        // Fruit: one medium fruit without peel or pits where those are not eaten.
        kind("orange", .any, [(.piece, nil, 131), (.cup, nil, 180)]),
        kind("clementine", .any, [(.piece, nil, 74)]),
        kind("mandarin", .any, [(.piece, nil, 88)]),
        kind("tangerine", .any, [(.piece, nil, 88)]),
        kind("grapefruit", .any, [(.piece, nil, 246), (.serving, nil, 123)]),
        kind("mango", .any, [(.piece, nil, 200), (.cup, nil, 165)]),
        kind("pineapple", .any, [(.cup, nil, 165), (.slice, nil, 84)]),
        kind("watermelon", .any, [(.cup, nil, 152), (.slice, nil, 286)]),
        kind("melon", .any, [(.cup, nil, 160), (.slice, nil, 100)]),
        // A whole cantaloupe is a medium one (SR28: 552 g), "half a cantaloupe" half of one (it was
        // half a cup, 80 g).
        kind("cantaloupe", .any, [(.cup, nil, 160), (.slice, nil, 100), (.piece, nil, 552)]),
        // A slice of black pudding is cut from the ring, about 35 g (it was one 75 g piece).
        kind("blood sausage", .any, [(.slice, nil, 35)]),
        kind("white pudding", .any, [(.slice, nil, 45)]),
        // A slice of tres leches, cut from the tray; of flan, a wedge of the mould.
        kind("tres leche", .any, [(.slice, nil, 120)]),
        kind("flan", .any, [(.slice, nil, 150)]),
        // Seeds by the spoon (SR28: a cup of sunflower kernels 140 g, a tablespoon 9 g).
        kind("sunflower seed", .any, [(.cup, nil, 140), (.tablespoon, nil, 9)]),
        // A dragon fruit's flesh, a medium one.
        kind("dragon fruit", .any, [(.piece, nil, 200)]),
        kind("plum", .any, [(.piece, nil, 66)]),
        kind("nectarine", .any, [(.piece, nil, 142)]),
        kind("apricot", .any, [(.piece, nil, 35)]),
        kind("raspberry", .any, [(.cup, nil, 123)]),
        kind("blackberry", .any, [(.cup, nil, 144)]),
        kind("cherry", .any, [(.cup, nil, 154), (.piece, nil, 8)]),
        kind("date", .any, [(.piece, nil, 24)]),
        kind("fig", .any, [(.piece, nil, 50)]),
        // Fruit counted one by one (SR28's "fruit without refuse"; a papaya's is a small one,
        // SR28 listing no medium): a lychee was a cup of them, 140 g, ten of them 1.4 kg.
        kind("lychee", .any, [(.piece, nil, 9.6), (.cup, nil, 190)]),
        kind("litchi", .any, [(.piece, nil, 9.6), (.cup, nil, 190)]),
        kind("passion-fruit", .any, [(.piece, nil, 18), (.cup, nil, 236)]),
        kind("passion fruit", .any, [(.piece, nil, 18), (.cup, nil, 236)]),
        kind("guava", .any, [(.piece, nil, 55), (.cup, nil, 165)]),
        kind("carambola", .any, [(.piece, nil, 91), (.cup, nil, 132)]),
        kind("kumquat", .any, [(.piece, nil, 19)]),
        kind("longan", .any, [(.piece, nil, 3.2)]),
        kind("feijoa", .any, [(.piece, nil, 42)]),
        kind("loquat", .any, [(.piece, nil, 16), (.cup, nil, 149)]),
        kind("papaya", .any, [(.piece, nil, 157), (.cup, nil, 145)]),
        kind("pomegranate", .any, [(.piece, nil, 282), (.cup, nil, 174)]),
        kind("pummelo", .any, [(.piece, nil, 609), (.cup, nil, 190)]),

        // Meat, fish and eggs, cooked, without bones.
        kind("chicken breast", .any, [(.piece, nil, 172), (.cup, nil, 140)]),
        kind("chicken thigh", .any, [(.piece, nil, 110)]),
        kind("chicken leg", .any, [(.piece, nil, 170)]),
        kind("muesli", .any, [(.bowl, nil, 70), (.cup, nil, 85), (.serving, nil, 50)]),
        kind("chicken drumstick", .any, [(.piece, nil, 75)]),
        kind("chicken wing", .any, [(.piece, nil, 35)]),
        kind("chicken", .cooked, [(.cup, nil, 140), (.piece, nil, 110)]),
        kind("salmon", .cooked, [(.piece, nil, 154)]),
        kind("fish", .cooked, [(.piece, nil, 150)]),
        kind("shrimp", .cooked, [(.piece, nil, 6), (.cup, nil, 145)]),
        // A slice carved off a roast of beef, thicker than a deli slice.
        kind("roast beef", .any, [(.slice, nil, 45)]),
        kind("ham", .any, [(.slice, nil, 28), (.cup, nil, 140)]),
        // Prosciutto is sliced paper-thin: about half an ounce a slice.
        kind("ham prosciutto", .any, [(.slice, nil, 14)]), kind("prosciutto", .any, [(.slice, nil, 14)]),
        // Scrapple is fried in half-inch slices of a one-pound loaf.
        kind("scrapple", .any, [(.slice, nil, 50), (.piece, nil, 50)]),
        kind("turkey", .any, [(.slice, nil, 28), (.cup, nil, 140)]),
        kind("turkey breast", .any, [(.slice, nil, 28), (.cup, nil, 140)]),
        kind("salami", .any, [(.slice, nil, 10)]),
        kind("sausage", .any, [(.piece, nil, 75)]),
        kind("meatball", .any, [(.piece, nil, 30)]),
        kind("egg", .any, [(.piece, nil, 50)]),
        kind("omelet", .any, [(.piece, nil, 150)]),
        kind("tofu", .any, [(.cup, nil, 250), (.slice, nil, 85), (.piece, nil, 120)]),

        // Dishes: a cup of a soup, stew or dip is about its volume in water.
        kind("soup", .any, [(.cup, nil, 245), (.can, nil, 400)]),
        kind("chili", .any, [(.cup, nil, 250)]),
        kind("stew", .any, [(.cup, nil, 245), (.can, nil, 425)]),
        kind("hummus", .any, [(.cup, nil, 246), (.tablespoon, nil, 15), (.serving, nil, 60)]),
        kind("guacamole", .any, [(.cup, nil, 230), (.tablespoon, nil, 15), (.serving, nil, 60)]),
        kind("salsa", .any, [(.cup, nil, 260), (.tablespoon, nil, 16)]),
        kind("sushi", .any, [(.piece, nil, 35)]),
        kind("sushi roll", .any, [(.piece, nil, 230), (.slice, nil, 30)]),
        // A piece of lasagna or moussaka cut from the dish is a plate of it.
        kind("lasagna", .any, [(.piece, nil, 250), (.slice, nil, 250), (.cup, nil, 250)]),
        kind("hash brown", .any, [(.piece, nil, 60), (.cup, nil, 156)]),
        kind("dumpling", .any, [(.piece, nil, 30)]),
        kind("taco", .any, [(.piece, nil, 90)]),
        kind("burrito", .any, [(.piece, nil, 280)]),
    ]

    /// Words of cooked foods' names: "Broccoli, cooked, boiled", "Potato, baked".
    static let cookedWords: Set<String> = [
        "cooked", "boiled", "steamed", "baked", "roasted", "grilled", "broiled", "stewed", "braised", "sauteed", "fried",
        "poached", "microwaved", "prepared", "scrambled", "mashed",
    ]

    /// The portions of the kind of food named `name`: the kind with the most words among those
    /// that fit the name (see the type) and whose state fits.
    public func portions(ofFoodNamed name: String) -> [FoodPortion] {
        let lower = name.lowercased()
        let allWords = Self.wordsOf(lower)
        let cooked = !allWords.isDisjoint(with: Self.cookedWords)
        let parts = lower.split(separator: ",").prefix(2).map { Self.wordsOf(PlainWordsResolver.beforeJoiners($0)) }
        guard let first = parts.first else { return [] }
        let firstTwo = parts.reduce(into: Set<String>()) { $0.formUnion($1) }
        // A first part of several words is named by its last ("Egg sandwich on English muffin" is
        // a sandwich, not an egg); a one-word first part is the survey's "Noun, kind" form.
        let firstWords = lower.split(separator: ",").first.map { part -> [String] in
            PlainWordsResolver.beforeJoiners(part).split(whereSeparator: { !$0.isLetter && !$0.isNumber })
                .map { PlainWordsParser.singular(String($0)) }
        } ?? []
        let head = firstWords.count > 1 ? firstWords.last : nil
        var best: Kind?
        for kind in Self.kinds where kind.words.allSatisfy(firstTwo.contains) && kind.words.contains(where: first.contains)
            && head.map(kind.words.contains) ?? true {
            switch kind.state {
            case .cooked where !cooked, .raw where cooked: continue
            default: break
            }
            if kind.words.count > (best?.words.count ?? 0) { best = kind }
        }
        return best?.portions ?? []
    }

    static func wordsOf(_ text: String) -> Set<String> {
        Set(text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { PlainWordsParser.singular(String($0)) })
    }
}
