/// The text of a recipe request: what to cook with, what must never be in it, and, on a retry,
/// why the previous answer was refused.
///
/// The allergy lines are a courtesy to the model; safety comes from `AllergenChecker` on the
/// answer. Every input shapes the text, so the provider cache never returns an answer made for
/// different allergies or without a correction.
public enum RecipePrompt {
    /// Part of the cache key: bump when the wording or schema changes meaning. Asking for fiber,
    /// sugars, saturated fat and sodium did not: a recipe cached before still decodes, with them unknown.
    public static let version = "recipe-v2"

    public static let system = """
        You are a practical home cook who helps people use up the food they bought. Create one recipe \
        that uses as many of the listed ingredients as sensible and adds only common pantry staples \
        (salt, pepper, oil, water, dried herbs and spices). Answer with JSON only, matching the schema. \
        Give each ingredient's quantity with a unit, preferring g for solids and ml for liquids, and your \
        estimate of its weight in grams and of its kcal, protein, carbs, fat, fiber, sugars and saturated \
        fat in grams and sodium in milligrams for that amount (0 when it has none, null only when you \
        cannot tell). Write \
        each step as one short instruction without a number. Write everything in English, naming \
        ingredients plainly (the answer is checked for allergens by name). Never use an ingredient the \
        person is allergic to, nor anything made from it.
        """

    /// The user message.
    /// - Parameters:
    ///   - ingredients: what is in the kitchen, safe to use.
    ///   - allergies: allergies to honour.
    ///   - excluded: kitchen items left out because they contain an allergen.
    ///   - corrections: why earlier answers were refused, oldest first.
    public static func user(ingredients: [String], allergies: [Allergen], excluded: [String] = [],
                            corrections: [String] = []) -> String {
        var lines = ["Ingredients in the kitchen: " + ingredients.joined(separator: ", ") + "."]
        if allergies.isEmpty {
            lines.append("No allergies.")
        } else {
            lines.append("Allergies (the recipe must contain none of these, nor anything derived from them):")
            for allergy in allergies.sorted() { lines.append("- \(allergy.summary)") }
        }
        if !excluded.isEmpty {
            lines.append("Do not use these kitchen items, they contain an allergen: " + excluded.joined(separator: ", ") + ".")
        }
        for correction in corrections { lines.append(correction) }
        return lines.joined(separator: "\n")
    }

    /// The correction added after an answer broke an allergy.
    public static func correction(for violations: [AllergenViolation]) -> String {
        "Your previous recipe was rejected because it contained "
            + violations.map(\.description).joined(separator: "; ")
            + ". Write a different recipe without these or anything derived from them."
    }

    /// The correction added after an answer could not be used.
    public static func correction(for error: AnswerError) -> String {
        "Your previous answer was unusable: \(error.reason). Answer again with JSON that follows the schema exactly."
    }
}
