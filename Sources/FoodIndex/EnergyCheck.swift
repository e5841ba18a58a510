/// Whether a product's stated energy can be its energy per 100 g, judged against its macros.
///
/// Protein, carbohydrate and fat give 4, 4 and 9 kcal per gram; a product whose stated kcal are
/// far from that sum most likely has energy for another amount (a whole 24 fl oz bottle at
/// 280 kcal "per 100 g") or a typo. Search flags such rows instead of showing them as plain
/// per-100 g facts. Alcohol (7 kcal per g, in no macro) is why drinks that name it are exempt.
extension Product {
    /// Stated (not estimated) kcal and all three macros known, and the kcal differ from
    /// 4·protein + 4·carbs + 9·fat by more than `EnergyCheck.slackKcal` and by more than the
    /// ratio bounds allow.
    public var kcalDisagreesWithMacros: Bool {
        guard !kcalEstimated, let kcal, let protein, let carbs, let fat,
              kcal.isFinite, protein.isFinite, carbs.isFinite, fat.isFinite else { return false }
        let fromMacros = 4 * protein + 4 * carbs + 9 * fat
        guard abs(kcal - fromMacros) > EnergyCheck.slackKcal else { return false }
        guard kcal > fromMacros * EnergyCheck.highRatio || kcal < fromMacros * EnergyCheck.lowRatio else { return false }
        if kcal > fromMacros, EnergyCheck.mentionsAlcohol(name + " " + (category ?? "")) { return false }
        return true
    }
}

/// The bounds of `Product.kcalDisagreesWithMacros`.
public enum EnergyCheck {
    /// Differences up to this many kcal per 100 g are rounding, fibre and polyols, never flagged.
    public static let slackKcal = 60.0
    /// Stated kcal above 1.5× or below 0.6× the macros' energy disagree.
    public static let highRatio = 1.5
    public static let lowRatio = 0.6

    static let alcoholWords: Set<String> = [
        "alcohol", "alcoholic", "wine", "beer", "vodka", "whisky", "whiskey", "rum", "gin", "liqueur", "liquor",
        "spirit", "brandy", "cognac", "sake", "cider", "tequila", "bourbon", "vin", "biere", "bier", "cocktail",
        "martini", "margarita", "daiquiri", "sangria", "champagne", "prosecco", "ale", "lager", "stout", "mead",
    ]

    static func mentionsAlcohol(_ text: String) -> Bool {
        Tokenizer.terms(text).contains(where: alcoholWords.contains)
    }
}
