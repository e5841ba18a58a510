import FoodlogSupport

/// How nutrients beyond macros are shown. In `--json`: one object keyed by `Nutrient.key`, in
/// `Nutrient` order, values in the nutrient's unit (g, mg or µg), only the known ones. On a
/// terminal: short phrases packed into lines, partial totals saying what they rest on.
public enum NutrientOutput {
    /// `{"fiber": 3.1, "sodium": 640}`; `{}` when none is known. Three decimals, as journal
    /// entries' `nutrients` have them: enough for the small ones (copper, 0.9 mg a day).
    public static func values(_ values: NutrientValues) -> JSONValue {
        .object(values.known.map { ($0.nutrient.key, JSONValue.rounded($0.value, places: 3)) })
    }

    /// `{"fiber": 2, "sodium": 3}`: how many parts each total of `sum` rests on.
    public static func counts(_ sum: NutrientSum) -> JSONValue {
        .object(sum.values.known.map { ($0.nutrient.key, JSONValue.integer(sum.count($0.nutrient))) })
    }

    /// `fiber 4.2 g`, `sodium 640 mg (2 of 3 items)`: one phrase per known nutrient among `shown`,
    /// the partial ones saying how many `partName`s they rest on.
    public static func phrases(_ sum: NutrientSum, shown: [Nutrient], partName: String) -> [String] {
        shown.compactMap { nutrient in
            guard let value = sum.values[nutrient] else { return nil }
            var phrase = nutrient.label.lowercased() + " " + nutrient.amountText(value)
            if sum.isPartial(nutrient) { phrase += " (\(sum.count(nutrient)) of \(sum.parts) \(partName))" }
            return phrase
        }
    }

    /// Phrases packed into lines of at most `width` characters, joined by " · ", the first line
    /// starting with `lead`.
    public static func lines(_ phrases: [String], lead: String, width: Int = 78) -> [String] {
        var lines: [String] = []
        var current = lead
        for phrase in phrases {
            let separator = current == lead ? "" : " · "
            if current != lead, current.count + separator.count + phrase.count > width {
                lines.append(current)
                current = "  " + phrase
            } else {
                current += separator + phrase
            }
        }
        if current != lead { lines.append(current) }
        return lines
    }
}
