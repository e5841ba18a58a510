/// Checks a recipe against a person's allergies, as a safety check on the answer rather than a
/// hint in the prompt: a recipe is only shown when this finds nothing.
///
/// Ingredient names, step text and the recipe name are all read, since a step can add what the
/// ingredient list forgot ("garnish with toasted almonds"). Rules per allergen are in
/// `AllergenTerms`. Two refinements keep substitutions usable without hiding real hits:
/// - an ingredient labelled free of an allergen ("gluten-free spaghetti", "dairy-free butter",
///   "vegan mayo") does not count for that allergen; in steps and the name, such a label covers
///   only the two words after it;
/// - a word that the ingredient list uses only inside a safe phrase ("oat milk", "peanut butter",
///   "gluten-free spaghetti") is taken, in steps and the name, to refer to that ingredient:
///   "pour in the milk" is then the oat milk. A recipe that also lists real milk is still caught
///   by its ingredient list.
public struct AllergenChecker: Sendable {
    public var allergies: [Allergen]

    public init(allergies: some Sequence<Allergen>) {
        self.allergies = Array(Set(allergies)).sorted()
    }

    /// Every violation in a recipe, in allergy order, then by place.
    public func violations(in recipe: Recipe) -> [AllergenViolation] {
        violations(name: recipe.name, ingredients: recipe.ingredients.map(\.name), steps: recipe.steps)
    }

    /// Every violation in a recipe given as plain text parts.
    public func violations(name: String, ingredients: [String], steps: [String]) -> [AllergenViolation] {
        var found: [AllergenViolation] = []
        for allergen in allergies {
            let rule = CompiledRule(allergen.rule)
            var references: [[String]] = []
            for ingredient in ingredients {
                let scan = rule.scan(AllergenText.words(ingredient), freeLabelCoversAll: true)
                references += scan.masked
                for hit in scan.hits {
                    found.append(AllergenViolation(allergen: allergen, matched: hit, location: .ingredient(ingredient)))
                }
            }
            let places: [(AllergenViolation.Location, String)] =
                [(.name, name)] + steps.enumerated().map { (.step($0.offset + 1), $0.element) }
            for (location, text) in places {
                let scan = rule.scan(AllergenText.words(text), freeLabelCoversAll: false, references: references)
                for hit in scan.hits { found.append(AllergenViolation(allergen: allergen, matched: hit, location: location)) }
            }
        }
        var unique: [AllergenViolation] = []
        for violation in found where !unique.contains(violation) { unique.append(violation) }
        return unique
    }

    /// The allergens a single food name contains (for receipt items and kitchen lists).
    public func allergens(in food: String) -> [Allergen] {
        allergies.filter { !CompiledRule($0.rule).scan(AllergenText.words(food), freeLabelCoversAll: true).hits.isEmpty }
    }
}

/// An `AllergenRule` with its phrases split into folded words, kept as matching keys (singulars).
private struct CompiledRule {
    var terms: [[String]]
    var safePhrases: [[String]]
    var freeLabels: [[String]]

    init(_ rule: AllergenRule) {
        terms = rule.terms.map { AllergenText.keys(AllergenText.words($0)) }
        safePhrases = rule.safePhrases.map { AllergenText.keys(AllergenText.words($0)) }
        freeLabels = rule.freeWords.map { AllergenText.keys(AllergenText.words($0) + ["free"]) }
            + rule.qualifiers.map { AllergenText.keys(AllergenText.words($0)) }
    }

    struct Scan {
        /// Matched words as written, one entry per hit.
        var hits: [String] = []
        /// Terms that matched but were covered by a safe phrase or a free label.
        var masked: [[String]] = []
    }

    func scan(_ words: [String], freeLabelCoversAll: Bool, references: [[String]] = []) -> Scan {
        let keys = AllergenText.keys(words)
        var covered = [Bool](repeating: false, count: words.count)
        func cover(_ range: Range<Int>) { for index in range where index < words.count { covered[index] = true } }
        for phrase in safePhrases + references {
            for start in AllergenText.occurrences(of: phrase, in: keys) { cover(start..<(start + phrase.count)) }
        }
        for label in freeLabels {
            for start in AllergenText.occurrences(of: label, in: keys) {
                cover(freeLabelCoversAll ? 0..<words.count : start..<(start + label.count + 2))
            }
        }
        var scan = Scan()
        var hitPositions: [Range<Int>] = []
        // Longer terms first, so "soy sauce" is reported rather than "soy" inside it.
        for term in terms.sorted(by: { $0.count > $1.count }) {
            for start in AllergenText.occurrences(of: term, in: keys) {
                let range = start..<(start + term.count)
                if range.contains(where: { covered[$0] }) {
                    if !scan.masked.contains(term) { scan.masked.append(term) }
                    continue
                }
                if hitPositions.contains(where: { $0.overlaps(range) }) { continue }
                hitPositions.append(range)
            }
        }
        scan.hits = hitPositions.sorted { $0.lowerBound < $1.lowerBound }
            .map { words[$0].joined(separator: " ") }
        return scan
    }
}
