import FoodText

/// The plural spellings a query was typed with, and the re-rank factor for names that use them.
///
/// The index keeps singulars only, so `vienna sausages` matches "Vienna sausage" and "Vienna
/// sausages" alike (as it should: `eggs` must find "Egg, whole, raw"), and shorter singular
/// names then fill the top of the list. A name spelled as typed is the likelier meaning when all
/// else is equal, so the re-rank stage, which reads the candidates' records anyway, gives it a
/// small bounded factor: 1 + `Ranking.typedSpellingWeight` × (typed plurals the name spells as
/// typed / typed plurals). The factor applies to the re-rank pool only, after the candidates are
/// chosen, exactly as the popularity prior does: it never changes which products are candidates,
/// so the searcher's shortcuts and their bounds are untouched, and the exhaustive path applies it
/// identically. A query typed without plurals gets no factor and reads no names.
struct TypedSpelling {
    /// The query's words (as the index folds them, before the singular) whose singular differs:
    /// the plurals, each once.
    let plurals: [String]

    /// The plurals of `query` among the words its plan searches (`planned`: the plan's singulars).
    init(query: String, planned: [String]) {
        var plurals: [String] = []
        FoodWords.forEach(in: query) { word in
            let surface = Tokenizer.cut(word)
            let singular = Singular.of(surface)
            guard singular != surface, planned.contains(singular), !plurals.contains(surface) else { return }
            plurals.append(surface)
        }
        self.plurals = plurals
    }

    /// Whether any factor can differ from 1 (otherwise the names need not be read).
    var isEmpty: Bool { plurals.isEmpty }

    /// The largest factor `factor(name:)` can return (a name spelling every typed plural).
    var maximumFactor: Double { plurals.isEmpty ? 1 : 1 + Ranking.typedSpellingWeight }

    /// The re-rank factor of a product named `name`: 1 when it spells none of the typed plurals,
    /// at most 1 + `Ranking.typedSpellingWeight` when it spells them all.
    func factor(name: String) -> Double {
        guard !plurals.isEmpty else { return 1 }
        return factor(words: MatchTiers.words(of: name))
    }

    /// The factor of a name whose words (`MatchTiers.words(of:)`) are already split.
    func factor(words: [String]) -> Double {
        guard !plurals.isEmpty else { return 1 }
        var found: [String] = []
        for surface in words where plurals.contains(surface) && !found.contains(surface) { found.append(surface) }
        return 1 + Ranking.typedSpellingWeight * Double(found.count) / Double(plurals.count)
    }
}
