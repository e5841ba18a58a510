import FoodJournal
import FoodlogSupport

/// The confirm step of `snap --log` and `estimate --log` on a terminal, as the seed apps' confirm
/// sheet has it: accept, edit the numbers, or cancel. Pure over injected `ask` and `tell`, so every
/// answer path is testable without a terminal.
enum MealReview {
    /// What the person decided.
    enum Outcome: Equatable {
        case log([NewEntry])
        case cancel
    }

    /// Shows the entries and asks until the person accepts (Enter or `y`) or cancels (`n`, `q`, end of
    /// input). `e` walks through each item's grams, kcal, protein, carbs and fat (Enter keeps a value;
    /// new grams rescale the other numbers before they are asked). At most 10 rounds.
    static func review(_ entries: [NewEntry], mealName: String, ask: (String) -> String?, tell: (String) -> Void) -> Outcome {
        var current = entries
        for _ in 0..<10 {
            tell("To log in \(mealName):")
            for (number, entry) in current.enumerated() { tell("  \(number + 1). " + summary(entry)) }
            guard let answer = ask("Log \(current.count == 1 ? "it" : "them")? [Y]es, [e]dit numbers, [n]o: ") else { return .cancel }
            switch answer.trimmingCharacters(in: .whitespaces).lowercased() {
            case "", "y", "yes": return .log(current)
            case "n", "no", "q", "quit": return .cancel
            case "e", "edit":
                for index in current.indices {
                    tell("\(index + 1). \(current[index].name)")
                    guard let edited = edit(current[index], ask: ask, tell: tell) else { return .cancel }
                    current[index] = edited
                }
            default:
                tell("Answer y, e or n.")
            }
        }
        return .cancel
    }

    /// One item's numbers, each asked with its current value; nil when input ends.
    static func edit(_ entry: NewEntry, ask: (String) -> String?, tell: (String) -> Void) -> NewEntry? {
        var entry = entry
        if let oldGrams = entry.amount.grams {
            guard let grams = number("grams", current: oldGrams, range: .entryGrams, ask: ask, tell: tell) else { return nil }
            if grams != oldGrams, oldGrams > 0 {
                entry.nutrients = entry.nutrients.scaled(by: grams / oldGrams)
                entry.amount.grams = grams
            }
        }
        guard let kcal = number("kcal", current: entry.nutrients.kcal, range: .entryKcal, ask: ask, tell: tell) else { return nil }
        entry.nutrients.kcal = kcal
        for (label, path) in [("protein g", \Nutrients.protein), ("carbs g", \Nutrients.carbs), ("fat g", \Nutrients.fat)] {
            guard let value = number(label, current: entry.nutrients[keyPath: path] ?? 0, range: .entryMacro, ask: ask, tell: tell) else { return nil }
            entry.nutrients[keyPath: path] = value
        }
        return entry
    }

    /// Asks for one number (plain decimal, inside `range`); Enter keeps `current`; three unusable
    /// answers keep it too.
    static func number(_ label: String, current: Double, range: PlausibleRange, ask: (String) -> String?, tell: (String) -> Void) -> Double? {
        for _ in 0..<3 {
            guard let raw = ask("   \(label) [\(format(current))]: ") else { return nil }
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { return current }
            if let value = DecimalText.parse(text), range.contains(value) { return value }
            tell("   '\(text)' is not a number from \(range.bounds); Enter keeps \(format(current))")
        }
        return current
    }

    /// `Chicken breast  150 g  248 kcal  P 46.5 C 0 F 5.4  (confidence 90%)`
    static func summary(_ entry: NewEntry) -> String {
        var text = entry.name
        if let grams = entry.amount.grams { text += "  " + format(grams) + " g" }
        text += "  " + format(entry.nutrients.kcal.rounded()) + " kcal"
        text += "  P " + format(entry.nutrients.protein ?? 0) + " C " + format(entry.nutrients.carbs ?? 0) + " F " + format(entry.nutrients.fat ?? 0)
        if let confidence = entry.confidence, let percent = NumberText.percent(confidence) { text += "  (confidence \(percent)%)" }
        return text
    }

    static func format(_ value: Double) -> String { NumberText.rounded(value, places: 1) }
}
