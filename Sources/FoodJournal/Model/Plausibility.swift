import FoodlogSupport

/// A number of a journal entry, favorite or goal outside its `PlausibleRange`: `kcal` of 1e300.
///
/// Lines already in the journal are never refused or dropped for this (nothing logged is lost):
/// the entry is shown with the value marked, the value counts as unknown in totals and progress,
/// and `foodlog edit` can fix it. New entries, edits, favorites and goals are refused instead
/// (`JournalError.implausible`), so no command writes such a number.
public struct ImplausibleField: Equatable, Sendable, CustomStringConvertible {
    /// The journal key: `kcal`, `grams`, `protein`...
    public var field: String
    public var problem: OutOfRange

    public var description: String { problem.description }
}

extension Amount {
    /// Grams and servings outside their ranges.
    public var implausibleFields: [ImplausibleField] {
        var found: [ImplausibleField] = []
        if let grams, !PlausibleRange.entryGrams.contains(grams) {
            found.append(ImplausibleField(field: "grams", problem: OutOfRange(range: .entryGrams, value: grams)))
        }
        if let servings, !PlausibleRange.entryServings.contains(servings) {
            found.append(ImplausibleField(field: "servings", problem: OutOfRange(range: .entryServings, value: servings)))
        }
        return found
    }
}

extension Nutrients {
    static var macroRanges: [(String, WritableKeyPath<Nutrients, Double?>)] { [("protein", \.protein), ("carbs", \.carbs), ("fat", \.fat)] }

    /// Energy, macros and other nutrients outside the per-entry ranges.
    public var implausibleFields: [ImplausibleField] {
        var found: [ImplausibleField] = []
        if !PlausibleRange.entryKcal.contains(kcal) {
            found.append(ImplausibleField(field: "kcal", problem: OutOfRange(range: .entryKcal, value: kcal)))
        }
        for (name, path) in Nutrients.macroRanges {
            if let value = self[keyPath: path], !PlausibleRange.entryMacro.contains(value) {
                let range = PlausibleRange.entryMacro.named(name)
                found.append(ImplausibleField(field: name, problem: OutOfRange(range: range, value: value)))
            }
        }
        for (nutrient, value) in details.known where !nutrient.entryRange.contains(value) {
            found.append(ImplausibleField(field: nutrient.key, problem: OutOfRange(range: nutrient.entryRange, value: value)))
        }
        return found
    }

    /// These nutrients with every out-of-range value read as unknown (kcal as 0), for totals.
    public var plausibleOnly: Nutrients {
        var result = self
        if !PlausibleRange.entryKcal.contains(kcal) { result.kcal = 0 }
        for (_, path) in Nutrients.macroRanges {
            if let value = result[keyPath: path], !PlausibleRange.entryMacro.contains(value) { result[keyPath: path] = nil }
        }
        for (nutrient, value) in details.known where !nutrient.entryRange.contains(value) { result.details[nutrient] = nil }
        return result
    }
}

extension JournalEntry {
    /// Every out-of-range number of the entry (empty for anything foodlog itself wrote).
    public var implausibleFields: [ImplausibleField] {
        var found = amount.implausibleFields + nutrients.implausibleFields
        if let confidence, !PlausibleRange.confidence.contains(confidence) {
            found.append(ImplausibleField(field: "confidence", problem: OutOfRange(range: .confidence, value: confidence)))
        }
        return found
    }
}

extension NewEntry {
    /// Refuses an entry with an out-of-range number before it is written.
    public func checkPlausible() throws(JournalError) {
        if let first = entry(id: "").implausibleFields.first { throw .implausible(what: name, problem: first.problem) }
    }
}

extension Favorite {
    /// Every out-of-range number of the favorite.
    public var implausibleFields: [ImplausibleField] { amount.implausibleFields + nutrients.implausibleFields }
}

extension Goals {
    static var ranges: [(String, WritableKeyPath<Goals, Double?>, PlausibleRange)] { [
        ("kcal", \.kcal, .goalKcal), ("protein", \.protein, PlausibleRange.goalMacro.named("protein goal")),
        ("carbs", \.carbs, PlausibleRange.goalMacro.named("carbs goal")), ("fat", \.fat, PlausibleRange.goalMacro.named("fat goal")),
    ] }

    /// Goals outside their ranges (a hand-edited goal of 1e-300 kcal would make progress infinite).
    public var implausibleFields: [ImplausibleField] {
        Goals.ranges.compactMap { name, path, range in
            guard let value = self[keyPath: path], !range.contains(value) else { return nil }
            return ImplausibleField(field: name, problem: OutOfRange(range: range, value: value))
        } + details.known.compactMap { nutrient, value in
            nutrient.goalRange.contains(value) ? nil
                : ImplausibleField(field: nutrient.key, problem: OutOfRange(range: nutrient.goalRange, value: value))
        }
    }

    /// These goals without the out-of-range ones: what progress is measured against.
    public var plausibleOnly: Goals {
        var result = self
        for (_, path, range) in Goals.ranges {
            if let value = result[keyPath: path], !range.contains(value) { result[keyPath: path] = nil }
        }
        for (nutrient, value) in details.known where !nutrient.goalRange.contains(value) { result.details[nutrient] = nil }
        return result
    }
}
