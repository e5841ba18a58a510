/// What each allergy is checked for: the allergen itself and the ingredients derived from it,
/// and the phrases that look like a hit but are not one.
///
/// Terms are matched as whole words (plurals included) over ingredient names and step text,
/// ignoring case and accents, so "nutmeg", "coconut" and "butternut" never match "nut". A term
/// that sits inside one of the allergen's `safePhrases` does not count: "peanut butter" is not
/// dairy, "oyster mushrooms" are not molluscs, "water chestnuts" are not nuts. `freeWords`
/// name the allergen in labels like "gluten-free pasta" or "dairy-free cheese". The list errs on
/// the side of flagging: a wrong rejection costs one more request, a missed allergen costs far
/// more. docs/recipes.md carries the same list for people.
public struct AllergenRule: Sendable {
    /// Words and phrases that mean the allergen is present.
    public var terms: [String]
    /// Phrases that contain a term but are free of the allergen.
    public var safePhrases: [String]
    /// Words that, followed by "free", label an ingredient as free of the allergen.
    public var freeWords: [String]
    /// Words that label an ingredient as made without the allergen ("vegan" butter).
    public var qualifiers: [String] = []
}

extension Allergen {
    /// The rule this allergy is checked with.
    public var rule: AllergenRule {
        switch self {
        case .nuts: return AllergenTerms.nuts
        case .peanuts: return AllergenTerms.peanuts
        case .shellfish: return AllergenTerms.shellfish
        case .fish: return AllergenTerms.fish
        case .milk: return AllergenTerms.milk
        case .eggs: return AllergenTerms.eggs
        case .gluten: return AllergenTerms.gluten
        case .soy: return AllergenTerms.soy
        case .sesame: return AllergenTerms.sesame
        case .mustard: return AllergenTerms.mustard
        case .celery: return AllergenTerms.celery
        case .lupin: return AllergenTerms.lupin
        case .molluscs: return AllergenTerms.molluscs
        case .sulphites: return AllergenTerms.sulphites
        }
    }
}

/// The term lists themselves (documented in docs/recipes.md; keep the two in step).
enum AllergenTerms {
    static let nuts = AllergenRule(
        terms: ["nut", "tree nut", "almond", "walnut", "pecan", "cashew", "pistachio", "hazelnut", "filbert",
                "brazil nut", "macadamia", "pine nut", "pignoli", "pinoli", "chestnut", "marron", "praline",
                "marzipan", "nougat", "frangipane", "pesto", "gianduja", "nutella", "amaretto", "amaretti",
                "macaron", "baklava", "romesco", "dukkah", "frangelico", "orgeat", "nut butter", "nut oil",
                "nut milk", "mixed nuts"],
        safePhrases: ["water chestnut", "monkey nut", "ground nut"],
        freeWords: ["nut", "tree nut"])

    static let peanuts = AllergenRule(
        terms: ["peanut", "groundnut", "ground nut", "monkey nut", "arachis", "satay", "goober"],
        safePhrases: [],
        freeWords: ["peanut"])

    static let crustaceanTerms = ["shellfish", "crustacean", "seafood", "shrimp", "prawn", "crab", "lobster",
                                  "crayfish", "crawfish", "langoustine", "scampi", "krill", "shrimp paste",
                                  "belacan", "surimi"]

    static let molluscTerms = ["mollusc", "mollusk", "seafood", "clam", "mussel", "oyster", "scallop", "squid",
                               "calamari", "octopus", "cuttlefish", "snail", "escargot", "abalone", "whelk",
                               "cockle", "periwinkle", "conch", "vongole", "oyster sauce"]

    static let shellfish = AllergenRule(
        terms: crustaceanTerms + molluscTerms.filter { !crustaceanTerms.contains($0) },
        safePhrases: ["crab apple", "oyster mushroom"],
        freeWords: ["shellfish", "seafood"])

    static let molluscs = AllergenRule(
        terms: molluscTerms,
        safePhrases: ["oyster mushroom"],
        freeWords: ["mollusc", "shellfish", "seafood"])

    static let fish = AllergenRule(
        terms: ["fish", "seafood", "salmon", "tuna", "cod", "haddock", "pollock", "pollack", "hake", "trout",
                "mackerel", "sardine", "anchovy", "herring", "halibut", "tilapia", "sole", "plaice", "sea bass",
                "bass", "snapper", "catfish", "carp", "swordfish", "mahi mahi", "perch", "pike", "monkfish", "eel",
                "whitebait", "kipper", "bonito", "katsuobushi", "dashi", "surimi", "caviar", "roe", "bottarga",
                "gravlax", "lox", "tonnato", "fish sauce", "nam pla", "colatura", "worcestershire",
                "caesar dressing", "pissaladiere", "tapenade", "branzino", "turbot", "dory", "skate", "mullet"],
        safePhrases: [],
        freeWords: ["fish", "seafood"])

    static let milk = AllergenRule(
        terms: ["milk", "dairy", "butter", "buttermilk", "cream", "cheese", "yogurt", "yoghurt", "kefir", "ghee",
                "whey", "casein", "caseinate", "lactose", "lactalbumin", "curd", "quark", "skyr", "labneh",
                "paneer", "ricotta", "mozzarella", "burrata", "feta", "parmesan", "parmigiano", "pecorino",
                "grana padano", "cheddar", "brie", "camembert", "gouda", "emmental", "emmentaler", "gruyere",
                "halloumi", "mascarpone", "creme fraiche", "sour cream", "custard", "bechamel", "alfredo",
                "ice cream", "gelato", "tzatziki", "raita", "queso", "manchego", "provolone", "stilton",
                "roquefort", "gorgonzola", "asiago", "fontina", "comte", "havarti", "monterey jack", "colby",
                "edam", "jarlsberg", "taleggio", "reblochon", "raclette", "chevre", "cottage cheese",
                "cream cheese", "buttercream", "buttered", "buttery", "cheesy", "fromage frais", "milk chocolate", "panna cotta", "dulce de leche"],
        safePhrases: ["peanut butter", "almond butter", "cashew butter", "nut butter", "seed butter",
                      "sunflower butter", "sunflower seed butter", "soy butter", "cocoa butter", "cacao butter",
                      "shea butter", "apple butter", "butter bean", "butter lettuce", "coconut milk",
                      "almond milk", "oat milk", "soy milk", "soya milk", "rice milk", "cashew milk", "hemp milk",
                      "pea milk", "nut milk", "coconut cream", "cashew cream", "oat cream", "soy cream",
                      "cream of tartar", "coconut yogurt", "coconut yoghurt", "soy yogurt", "soya yogurt",
                      "bean curd", "milk thistle"],
        freeWords: ["dairy", "milk", "lactose"],
        qualifiers: ["vegan", "plant based"])

    static let eggs = AllergenRule(
        terms: ["egg", "egg yolk", "egg white", "albumen", "albumin", "ovalbumin", "mayonnaise", "mayo",
                "meringue", "aioli", "hollandaise", "bearnaise", "custard", "frittata", "omelette", "omelet",
                "quiche", "eggnog", "carbonara", "brioche", "challah", "zabaglione", "sabayon", "eggwash",
                "egg wash", "egg noodle", "eggy"],
        safePhrases: ["egg plant"],
        freeWords: ["egg"],
        qualifiers: ["vegan", "plant based"])

    static let gluten = AllergenRule(
        terms: ["gluten", "wheat", "flour", "bread", "breadcrumb", "crumb", "panko", "pasta", "spaghetti",
                "penne", "fusilli", "macaroni", "linguine", "fettuccine", "tagliatelle", "pappardelle",
                "lasagne", "lasagna", "ravioli", "tortellini", "gnocchi", "orzo", "noodle", "udon", "ramen",
                "soba", "couscous", "bulgur", "bulghur", "semolina", "durum", "spelt", "farro", "freekeh",
                "kamut", "einkorn", "emmer", "triticale", "barley", "rye", "malt", "oat", "oatmeal", "muesli",
                "granola", "seitan", "soy sauce", "shoyu", "teriyaki", "hoisin", "beer", "ale", "stout",
                "pita", "pitta", "naan", "tortilla", "crouton", "cracker", "biscuit", "cookie", "cake",
                "pastry", "filo", "phyllo", "croissant", "dumpling", "wonton", "gyoza", "roux",
                "bagel", "baguette", "brioche", "ciabatta", "focaccia", "sourdough", "cornbread", "muffin",
                "pancake", "waffle", "crepe", "pizza", "floured", "breaded", "battered", "bran", "wheat germ", "graham", "matzo", "bun"],
        safePhrases: ["rice flour", "corn flour", "maize flour", "almond flour", "coconut flour", "chickpea flour",
                      "gram flour", "buckwheat flour", "potato flour", "tapioca flour", "cassava flour",
                      "sorghum flour", "millet flour", "quinoa flour", "teff flour", "arrowroot flour",
                      "soy flour", "lupin flour", "hazelnut flour", "rice noodle", "glass noodle",
                      "cellophane noodle", "mung bean noodle", "shirataki noodle", "kelp noodle",
                      "zucchini noodle", "courgette noodle", "sweet potato noodle", "konjac noodle",
                      "rice vermicelli", "rice pasta", "chickpea pasta", "lentil pasta", "corn pasta",
                      "corn tortilla", "rice paper", "rice cracker", "rice cake"],
        freeWords: ["gluten", "wheat"])

    static let soy = AllergenRule(
        terms: ["soy", "soya", "soybean", "soy bean", "soy sauce", "soy milk", "tofu", "tempeh", "edamame", "miso", "natto", "shoyu",
                "tamari", "teriyaki", "hoisin", "ponzu", "yuba", "okara", "bean curd", "doenjang", "gochujang",
                "kecap manis", "black bean sauce", "textured vegetable protein", "tvp", "lecithin"],
        safePhrases: ["sunflower lecithin"],
        freeWords: ["soy", "soya"])

    static let sesame = AllergenRule(
        terms: ["sesame", "tahini", "tahina", "halva", "halvah", "halwa", "hummus", "houmous", "benne",
                "gomasio", "gomashio", "za atar", "zaatar", "zahtar", "furikake", "dukkah"],
        safePhrases: [],
        freeWords: ["sesame"])

    static let mustard = AllergenRule(
        terms: ["mustard", "dijon", "mustard seed", "mustard green", "mustard oil", "mustard powder",
                "piccalilli", "mostarda"],
        safePhrases: [],
        freeWords: ["mustard"])

    static let celery = AllergenRule(
        terms: ["celery", "celeriac", "celery salt", "celery seed", "celery root", "mirepoix", "soffritto",
                "bouillon", "stock cube", "vegetable stock", "vegetable broth"],
        safePhrases: [],
        freeWords: ["celery"])

    static let lupin = AllergenRule(
        terms: ["lupin", "lupine", "lupini", "lupin flour", "lupin bean"],
        safePhrases: [],
        freeWords: ["lupin"])

    static let sulphites = AllergenRule(
        terms: ["sulphite", "sulfite", "sulphur dioxide", "sulfur dioxide", "metabisulphite", "metabisulfite",
                "bisulphite", "bisulfite", "e220", "e221", "e222", "e223", "e224", "e225", "e226", "e227", "e228",
                "wine", "sherry", "vermouth", "port wine", "champagne", "prosecco", "cider", "beer",
                "balsamic", "wine vinegar", "dried apricot", "dried fruit", "raisin", "sultana", "currant",
                "dried cranberry", "dried mango", "maraschino", "molasses"],
        safePhrases: [],
        freeWords: ["sulphite", "sulfite"])
}
