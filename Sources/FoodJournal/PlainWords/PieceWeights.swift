/// What one piece weighs of foods counted by the piece, of which a serving holds several: a packet's
/// "serving" of ginger snaps is four of them (30 g), a Reese's pack two cups (42 g), so "2 ginger
/// snaps" weighed by the label would be eight snaps. A count said of one of these is that many
/// pieces of this weight, whatever the product's serving. Written from knowledge of the products
/// (US labels' "N pieces (X g)" and USDA SR28 portions), one row per piece; matched on the said
/// words, singular, the longest key first.
public enum PieceWeights {
    /// Grams of one piece, by the words that name it.
    public static let grams: [String: Double] = [
        // Cookies and biscuits sold by the packet.
        "oreo": 11.3, "ginger snap": 7, "gingersnap": 7, "nilla wafer": 4, "vanilla wafer": 4, "fig newton": 16, "fig roll": 19,
        "nutter butter": 14, "chips ahoy": 11, "animal cracker": 2.6, "biscoff": 6.3, "lotus biscoff": 6.3,
        "jaffa cake": 12, "bourbon biscuit": 13, "custard cream": 11, "rich tea": 8, "hobnob": 15,
        // Crackers: one of no kind said is a snack cracker's 4 g (ten were 100 g, 510 kcal); an
        // oyster cracker is 1 g (SR28); a Cheez-It 1.1 g (a label's 27 for 30 g).
        "saltine": 3, "ritz": 3.2, "ritz cracker": 3.2, "triscuit": 4.7, "graham cracker": 14, "cracker": 4,
        "oyster cracker": 1, "cheez-it": 1.1,
        // A Twinkie is 38.5 g; a Twizzlers twist 11 g (a pack, 70 g: `TypicalServings`).
        "twinkie": 38.5, "twinky": 38.5, "twizzler": 11,
        // A sweetener's packet: Splenda's and Sweet'N Low's are 1 g.
        "splenda": 1, "sweet n low": 1,
        // Sweets sold by the bag or pack.
        "peanut butter cup": 21, "mini reese": 8.5, "reese mini": 8.5,
        "hershey kiss": 4.6, "hershey's kiss": 4.6, "lindor truffle": 12.5, "ferrero rocher": 12.5,
        "truffle": 12.5, "chocolate truffle": 12.5,
        "gummy bear": 2.3, "jelly bean": 1.1, "jelly baby": 6, "haribo": 2.5, "tootsie roll": 6.6, "rolo": 5, "munchkin": 15, "timbit": 14,
        // An East African mandazi is a 55 g fried bun; a Quest bar 60 g; a coffee shop's cake pop
        // 43 g; the white of a large egg, cooked, 33 g as raw (SR28), not a cooked portion's 110 g
        // (an egg-white omelette is one portion, whatever its count of whites).
        "mandazi": 55, "quest bar": 60, "cake pop": 43, "scrambled egg white": 33, "egg white scrambled": 33,
        "fried egg white": 33, "cooked egg white": 33, "boiled egg white": 33,
        // A birria taco is a large corn tortilla of stewed beef and cheese, griddled in the stew's fat: 110 g.
        "birria taco": 110,
        // A Kit Kat Chunky is a 40 g bar; a chocolate HobNob 19 g; a marshmallow Peeps chick 8.5 g
        // (a pack's four, 34 g).
        "kit kat chunky": 40, "chocolate hobnob": 19, "peep": 8.5, "marshmallow peep": 8.5,
        // A piece of shrimp tempura is one battered prawn (20 g); a Spanish croqueta a 30 g bite
        // (a tapa is several); a New Orleans beignet a 50 g square of fried dough.
        // An old fashioned counted is a glass of it, 90 g, not the survey's 45 g portion.
        "old fashioned": 90,
        "shrimp tempura": 20, "tempura shrimp": 20, "prawn tempura": 20, "croqueta": 30, "ham croqueta": 30, "beignet": 50,
        // A snickerdoodle is a 28 g cookie; a mini cannoli a 25 g bite (a label's serving of either
        // is several); a Chinese (mandarin) pancake for moo shu or duck a thin 20 g round; a slice
        // of peameal bacon is cut thick, 45 g.
        "snickerdoodle": 28, "mini cannoli": 25, "chinese pancake": 20, "mandarin pancake": 20,
        "peameal bacon": 45,
        // A souvlaki skewer holds about 100 g of grilled meat.
        "souvlaki skewer": 100,
        // Frozen foods counted by the piece.
        "tater tot": 8.5, "mozzarella stick": 28, "pizza roll": 12,
        // Yogurt sold in tubes of 2 oz (Go-Gurt), eight to a box.
        "yogurt tube": 57, "gogurt": 57, "go-gurt": 57,
        "eggo": 35, "eggo waffle": 35, "toaster waffle": 35,
        // Chips and crisps counted one by one: a potato chip is about 2 g (a 28 g serving holds
        // 15), a tortilla chip 2.8 g ("15 chips" were fifteen 28 g bags, 2 234 kcal).
        "chip": 2, "crisp": 2, "potato chip": 2, "tortilla chip": 2.8, "pita chip": 2.5,
        // Nuts counted one by one (SR28: 50 walnut halves to 100 g, 19 pecan halves, 21 hazelnuts,
        // 49 pistachios, 10-12 macadamias and 6 Brazil nuts to the ounce; cashews and peanuts as
        // their labels count them). "A few walnuts" were three cups of them, 351 g, 2 297 kcal.
        "walnut": 4, "walnut half": 2, "pecan": 1.5, "pecan half": 1.5, "cashew": 1.6, "pistachio": 0.7,
        "hazelnut": 1.35, "macadamia": 2.6, "macadamia nut": 2.6, "brazil nut": 5, "peanut": 0.9,
        // Shellfish counted on the plate, cooked: a sea scallop (four to 3 oz), a steamed clam
        // (SR28: 20 small, 190 g). Six scallops were six 3 oz servings, 510 g.
        "scallop": 20, "sea scallop": 20, "clam": 9.5,
        // A triangle of prawn (shrimp) toast, four to a takeaway portion.
        "prawn toast": 25, "shrimp toast": 25,
        // Dried fruit counted one by one is lighter than the fresh fruit it was (SR28: a dried
        // apricot 7 g, against 35 g fresh; a dried fig 8 g). "3 dried apricots" were 105 g, 253 kcal.
        "dried apricot": 7, "dried fig": 8,
        // Biscuits and sweets counted by the piece: an oatcake (Nairn's, 11 g), a belVita (four to
        // a 50 g pack), an Anzac biscuit, a coconut macaroon (SR28: 24 g), a diamond of kaju katli.
        "oatcake": 11, "belvita": 12.5, "anzac biscuit": 25, "macaroon": 24, "coconut macaroon": 24, "kaju katli": 12,
        // British pigs in blankets are cocktail sausages wrapped in bacon ("4 pigs in blankets"
        // were four 110 g American sausage rolls, 1 364 kcal); a roast potato is a piece of one.
        "pig in blanket": 22, "roast potato": 65, "roasted potato": 65, "roastie": 65,
        // A Pringles crisp (a 28 g serving holds 16; "10 pringles" were ten servings, 1 501 kcal);
        // a cube of Turkish delight; an arancino as a deli or café sells one.
        "pringle": 1.8, "turkish delight": 12, "arancini": 100, "arancino": 100,
        // An Uncrustable (2 oz); a Filipino pandesal roll; a yoghurt tube as a yogurt tube.
        "uncrustable": 57, "pandesal": 35, "pan de sal": 35, "yoghurt tube": 57,
        // A Tunnock's teacake (24 g), a stuffing ball, a piece of gefilte fish (SR28: 42 g).
        "tunnock teacake": 24, "stuffing ball": 40, "gefilte fish": 42,
        // A Marie biscuit (7 g), a ginger nut (10 g), a Thai fish cake (about 30 g, a starter's
        // five or six).
        "marie biscuit": 7, "ginger nut": 10, "thai fish cake": 30,
        // An aloo tikki, as a chaat stall fries it; a chicken dipper, a nugget; a slice of bruschetta; a Ryvita.
        "aloo tikki": 70, "alu tikki": 70, "chicken dipper": 16, "bruschetta": 55, "ryvita": 10,
        // A satsuma, smaller than the survey's tangerine (88 g); a turkey dinosaur (25 g).
        "satsuma": 70, "turkey dinosaur": 25,
        // A Clif Bar (68 g).
        "clif bar": 68,
    ]

    /// Grams of one piece of a dish served in cubes, by its last word: said by the piece ("6 pieces
    /// of chicken tikka"), a piece is a cube off the skewer, about 30 g, though one of the dish ("a
    /// paneer tikka") is a serving. Six pieces were six 200 g servings.
    public static let cubes: [String: Double] = ["tikka": 30]

    /// Keys that weigh a piece only as the food's last word: a chocolate chip cookie is a cookie,
    /// a peanut butter sandwich no peanut, a clam chowder no clam.
    static let headOnly: Set<[String]> = [["chip"], ["crisp"], ["walnut"], ["pecan"], ["cashew"], ["pistachio"], ["hazelnut"],
                                          ["macadamia"], ["peanut"], ["clam"], ["scallop"], ["sea", "scallop"]]

    /// Keys as singular word lists, longest first.
    static let keys: [(words: [String], grams: Double)] = grams
        .map { key, grams in (key.split(separator: " ").map { PlainWordsParser.singular(String($0)) }, grams) }
        .sorted { $0.words.count != $1.words.count ? $0.words.count > $1.words.count : $0.words.joined() < $1.words.joined() }

    /// Grams of one piece of the food said (`said`, its words), or nil when it is not sold by a
    /// serving of several pieces.
    public static func piece(said: [String]) -> Double? {
        let singular = said.map { PlainWordsParser.singular($0) }
        for key in keys where key.words.count <= singular.count {
            for start in 0...(singular.count - key.words.count)
            where Array(singular[start..<(start + key.words.count)]) == key.words
                && (!headOnly.contains(key.words) || start + key.words.count == singular.count) {
                return key.grams
            }
        }
        return nil
    }
}
