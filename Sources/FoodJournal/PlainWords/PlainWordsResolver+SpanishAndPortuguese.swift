/// Spanish and Portuguese said of a meal ("picadillo con arroz", "arroz rojo y frijoles
/// refritos", "feijão com arroz"). The surveys name these foods in English; a food refused as said
/// is tried again in English words, joined as English joins them. A dish the index names in its
/// own words ("chili con carne", "arroz con pollo") is found as said, before this is reached.
extension PlainWordsResolver {
    /// The glossary as rows for `DishNames.rewrite`, in the parser's singular words, longest first:
    /// a phrase ("arroz con leche") is read whole before its words.
    static let spanishRows: [(said: [String], meant: String)] = (spanishPhraseTable.map { (singularWords(of: $0.0), $0.1) }
        + spanishWordTable.map { ([PlainWordsParser.singular($0.0)], $0.1) })
        .sorted { $0.said.count > $1.said.count }

    /// Phrases whose words mean another food together.
    static let spanishPhraseTable: [(String, String)] = [
        ("arroz con leche", "rice pudding"), ("pollo a la brasa", "rotisserie chicken"), ("pollo a la plancha", "grilled chicken"),
        ("arroz rojo", "spanish rice"), ("arroz mexicano", "spanish rice"), ("arroz integral", "brown rice"),
        ("arroz amarillo", "yellow rice"), ("frijoles refritos", "refried beans"), ("frijoles negros", "black beans"),
        ("habichuelas rosadas", "pink beans"), ("feijão preto", "black beans"), ("feijao preto", "black beans"),
        ("papas fritas", "french fries"), ("batatas fritas", "french fries"), ("pollo asado", "roast chicken"),
        ("frango assado", "roast chicken"), ("pollo frito", "fried chicken"), ("huevos revueltos", "scrambled eggs"),
        ("huevos fritos", "fried eggs"), ("huevo frito", "fried egg"), ("ovo frito", "fried egg"), ("ovos mexidos", "scrambled eggs"),
        ("pan tostado", "toast"), ("pão na chapa", "toast with butter"), ("pao na chapa", "toast with butter"),
        ("carne molida", "ground beef"), ("carne guisada", "beef stew"), ("carne de res", "beef"), ("carne de cerdo", "pork"),
        ("pescado frito", "fried fish"), ("sopa de pollo", "chicken soup"), ("caldo de pollo", "chicken soup"),
        ("plátanos maduros", "fried plantains"), ("platanos maduros", "fried plantains"), ("tortilla de harina", "flour tortilla"),
        ("tortilla de maíz", "corn tortilla"), ("tortilla de maiz", "corn tortilla"),
        // Brazil's tapioca is a crepe of cassava starch, no pearl tapioca; beans "con dulce" a sweet
        // cream of beans, no beans beside dulce de leche. The index names neither: both stay refused.
        ("tapioca com", "tapioca crepe with"), ("habichuelas con dulce", "sweet bean cream"),
    ]

    /// Single words and what they are in English; an empty reading drops the word ("de", "la").
    /// Read in the singular, as the parser leaves words: "huevos" is read as "huevo" is.
    static let spanishWordTable: [(String, String)] = [
        ("con", "with"), ("com", "with"), ("y", "and"), ("e", "and"),
        ("de", ""), ("del", ""), ("do", ""), ("da", ""), ("dos", ""), ("das", ""), ("la", ""), ("el", ""), ("los", ""), ("las", ""),
        ("al", ""), ("un", ""), ("una", ""), ("um", ""), ("uma", ""), ("en", ""), ("em", ""),
        ("arroz", "rice"), ("frijoles", "beans"), ("frijol", "beans"), ("habichuelas", "beans"), ("feijão", "beans"),
        ("feijao", "beans"), ("pollo", "chicken"), ("frango", "chicken"), ("cerdo", "pork"), ("puerco", "pork"), ("porco", "pork"),
        ("res", "beef"), ("pescado", "fish"), ("peixe", "fish"), ("camarones", "shrimp"), ("camarón", "shrimp"),
        ("camaron", "shrimp"), ("camarão", "shrimp"), ("camarao", "shrimp"), ("huevo", "egg"),
        ("ovo", "egg"), ("queso", "cheese"), ("queijo", "cheese"), ("leche", "milk"), ("leite", "milk"), ("pan", "bread"),
        ("pão", "bread"), ("pao", "bread"), ("papa", "potato"), ("patatas", "potatoes"), ("batatas", "potatoes"),
        ("jamón", "ham"), ("jamon", "ham"), ("presunto", "ham"), ("tocino", "bacon"), ("salchicha", "sausage"),
        ("aguacate", "avocado"), ("tomate", "tomato"), ("cebolla", "onion"), ("ajo", "garlic"), ("alho", "garlic"),
        ("naranja", "orange"), ("laranja", "orange"), ("manzana", "apple"), ("plátano", "plantain"), ("platano", "plantain"),
        ("maduros", "fried plantains"), ("piña", "pineapple"),
        ("abacaxi", "pineapple"), ("fresas", "strawberries"), ("sopa", "soup"), ("caldo", "broth"), ("ensalada", "salad"),
        ("salada", "salad"), ("verduras", "vegetables"), ("legumes", "vegetables"), ("jugo", "juice"), ("suco", "juice"),
        ("agua", "water"), ("água", "water"), ("café", "coffee"), ("cafe", "coffee"), ("té", "tea"), ("chá", "tea"),
        ("azúcar", "sugar"), ("azucar", "sugar"), ("açúcar", "sugar"), ("mantequilla", "butter"), ("manteiga", "butter"),
        ("frito", "fried"), ("frita", "fried"), ("fritos", "fried"), ("fritas", "fried"), ("guisado", "stewed"), ("guisada", "stewed"),
        ("rojo", ""), ("roja", ""), ("rojos", ""), ("rojas", ""), ("verde", ""), ("verdes", ""),
    ]

    /// A phrase's words as the parser leaves them: singular.
    static func singularWords(of phrase: String) -> [String] {
        phrase.split(separator: " ").map { PlainWordsParser.singular(String($0)) }
    }

    /// `food` with its Spanish and Portuguese words in English, singular as the parser leaves
    /// words; nil when it says none, or nothing else. A joining word left at either end ("arroz
    /// con", half a phrase) is dropped, as the parser drops one said in English.
    static func inEnglish(_ food: String) -> String? {
        let read = DishNames.rewrite(food, rows: spanishRows)
        guard read != food else { return nil }
        var english = read.split(separator: " ").map { PlainWordsParser.singular(String($0)) }
        while let first = english.first, joiningWords.contains(first) { english.removeFirst() }
        while let last = english.last, joiningWords.contains(last) { english.removeLast() }
        guard !english.isEmpty else { return nil }
        return english.joined(separator: " ")
    }
}
