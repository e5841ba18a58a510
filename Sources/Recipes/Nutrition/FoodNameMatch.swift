/// Decides whether a database food really is the ingredient a recipe names, so that nutrition
/// is computed only from foods that match and is marked estimated otherwise.
///
/// Search ranks by similarity, which is not identity: "cherry tomatoes" ranks "Cherries, raw"
/// first. A candidate is accepted only when every meaningful word of the ingredient (plurals
/// folded, preparation words like "chopped" or "fresh" ignored) appears in the food's name.
public enum FoodNameMatch {
    /// Words that describe preparation, size or packaging rather than the food.
    static let ignored: Set<String> = [
        "a", "an", "the", "of", "and", "or", "to", "for", "with", "in", "taste", "about",
        "fresh", "freshly", "large", "small", "medium", "big", "chopped", "sliced", "diced", "minced", "grated",
        "crumbled", "shredded", "finely", "roughly", "thinly", "peeled", "halved", "quartered", "trimmed",
        "washed", "rinsed", "drained", "ripe", "organic", "extra", "virgin", "clove", "pinch", "handful", "bunch",
        "sprig", "can", "tin", "piece", "optional", "some", "few", "leftover", "good", "quality", "plain",
    ]

    /// The words of an ingredient that a matching food's name must contain.
    public static func keyWords(_ ingredient: String) -> [String] {
        AllergenText.words(ingredient).filter { word in
            !ignored.contains(word) && !AllergenText.forms(word).contains(where: ignored.contains)
                && !word.allSatisfy(\.isNumber)
        }
    }

    /// Whether `food` (a database name such as "Tomatoes, cherry, raw") names `ingredient`.
    public static func covers(ingredient: String, food: String) -> Bool {
        let wanted = keyWords(ingredient)
        guard !wanted.isEmpty else { return false }
        let have = Set(AllergenText.words(food).flatMap(AllergenText.forms))
        return wanted.allSatisfy { word in AllergenText.forms(word).contains(where: have.contains) }
    }
}
