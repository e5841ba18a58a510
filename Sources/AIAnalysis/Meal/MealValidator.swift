import FoodlogSupport

/// Turns a model's JSON answer into a `MealEstimate`, or explains precisely why it cannot.
///
/// Rules: every field present with the right type; numbers finite and inside their plausible
/// ranges (`PlausibleRange`: per item 0 to 10 000 g, 0 to 20 000 kcal, 0 to 2 000 g of each
/// macro; an answer outside them is refused, so the chain asks the next provider); confidences
/// in 0...1; at least one item. Items claiming a database match must name one of the offered
/// references (else they become estimates), and take their numbers from it, scaled to their
/// grams (a value the database lacks stays the model's). The total is recomputed from the items; a model total that disagrees by more than 2 %
/// (and 1 unit) is flagged.
///
/// Fiber, sugars, saturated fat and sodium (`MealPrompt.askedNutrients`) are optional, so an
/// answer cached before they were asked still reads. Each must be a number from 0 to its
/// `PortionNutrients.ceiling` for the item (the per-100 g ceiling scaled to the item's grams,
/// sugars at most the carbs, saturated fat at most the fat); anything else
/// (1e300, -3, "high") leaves that nutrient unknown, with a note, and the item stands. A
/// database match's own nutrients win over the model's wherever the index knows them.
public enum MealValidator {
    public static func estimate(from json: JSONValue, references: [GroundingFood], provider: String, model: String,
                                cached: Bool) -> Result<MealEstimate, AttemptFailure> {
        do {
            return .success(try parse(json, references: references, provider: provider, model: model, cached: cached))
        } catch {
            return .failure(error)
        }
    }

    static func parse(_ json: JSONValue, references: [GroundingFood], provider: String, model: String,
                      cached: Bool) throws(AttemptFailure) -> MealEstimate {
        guard let rawItems = json["items"]?.arrayValue else { throw .malformed("answer has no 'items' array") }
        guard !rawItems.isEmpty else { throw .skip("found no food in the answer", .badData) }
        var notes: [String] = []
        var items: [MealItem] = []
        for (index, raw) in rawItems.enumerated() {
            let label = "items[\(index)]"
            guard let name = raw["name"]?.stringValue, !name.isEmpty else { throw .malformed("\(label).name is missing or empty") }
            let grams = try quantity(raw, "grams", label, PlausibleRange("grams", 0, PlausibleRange.entryGrams.upper, unit: "g"))
            var macros = Macros(calories: try quantity(raw, "calories", label, .entryKcal),
                                protein: try quantity(raw, "protein", label, .entryMacro),
                                carbs: try quantity(raw, "carbs", label, .entryMacro), fat: try quantity(raw, "fat", label, .entryMacro))
            let confidence = try fraction(raw["confidence"], "\(label).confidence")
            var source: NutritionSource
            switch raw["source"]?.stringValue {
            case "database": source = .database
            case "estimate": source = .estimate
            default: throw .malformed("\(label).source must be \"database\" or \"estimate\"")
            }
            var matched: String?
            switch raw["matched_id"] {
            case .string(let id)?: matched = id
            case .null?, nil: matched = nil
            default: throw .malformed("\(label).matched_id must be a string or null")
            }
            if source == .database {
                if let id = matched, let food = references.first(where: { $0.id == id }) {
                    macros = food.macros(grams: grams, fallback: macros)
                } else {
                    notes.append("'\(name)' claimed a database match that was not offered; kept as an estimate")
                    source = .estimate
                    matched = nil
                }
            } else {
                matched = nil
            }
            var nutrients = details(raw, name: name, grams: grams, macros: macros, notes: &notes)
            if source == .database, let id = matched, let food = references.first(where: { $0.id == id }) {
                nutrients = food.groundedNutrients(grams: grams, over: nutrients)
            }
            items.append(MealItem(name: name, grams: grams, macros: macros, confidence: confidence, source: source, matchedID: matched,
                                  nutrients: nutrients))
        }
        let total = items.reduce(Macros.zero) { $0 + $1.macros }
        var mismatch = false
        if let reported = json["total"], case .object = reported {
            let pairs: [(String, Double)] = [("calories", total.calories), ("protein", total.protein), ("carbs", total.carbs), ("fat", total.fat)]
            for (key, sum) in pairs {
                guard let value = reported[key]?.doubleValue, value.isFinite else { throw .malformed("total.\(key) is missing or not a number") }
                if abs(value - sum) > max(1, 0.02 * sum) {
                    mismatch = true
                    notes.append("the model's total \(key) (\(JSONValue.format(value.rounded()))) did not match its items (\(JSONValue.format(sum.rounded()))); using the sum")
                    break
                }
            }
        } else {
            throw .malformed("answer has no 'total' object")
        }
        let confidence = try fraction(json["confidence"], "confidence")
        let title = json["title"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } ?? items.map(\.name).joined(separator: ", ")
        return MealEstimate(title: title, items: items, total: total, confidence: confidence, provider: provider, model: model,
                            cached: cached, totalMismatch: mismatch, notes: notes)
    }

    private static func quantity(_ item: JSONValue, _ key: String, _ label: String,
                                 _ range: PlausibleRange) throws(AttemptFailure) -> Double {
        guard let value = item[key]?.doubleValue else { throw .malformed("\(label).\(key) is missing or not a number") }
        guard value.isFinite, value >= 0 else { throw .malformed("\(label).\(key) is negative (\(NumberText.plain(value)))") }
        guard range.contains(value) else {
            throw .malformed("\(label).\(key) \(NumberText.plain(value)) is out of range (\(range.bounds))")
        }
        return value
    }

    /// The plausible values of the asked nutrients in one item; the rest unknown, with a note
    /// for each value that was given but not believed.
    static func details(_ item: JSONValue, name: String, grams: Double, macros: Macros, notes: inout [String]) -> NutrientValues {
        var values = NutrientValues()
        for nutrient in MealPrompt.askedNutrients {
            guard let raw = item[nutrient.key], !raw.isNull else { continue }
            let unit = nutrient.unit.rawValue
            guard let value = raw.doubleValue, value.isFinite else {
                notes.append("'\(TextExcerpt.cut(name, limit: 40))': \(nutrient.key) is not a number; left unknown")
                continue
            }
            let upper = PortionNutrients.ceiling(nutrient, grams: grams, carbs: macros.carbs, fat: macros.fat)
            guard value >= 0, value <= upper else {
                notes.append("'\(TextExcerpt.cut(name, limit: 40))': \(nutrient.key) \(NumberText.plain(value)) \(unit) is implausible "
                             + "(0 to \(NumberText.rounded(upper, places: 1)) \(unit) for this item); left unknown")
                continue
            }
            values[nutrient] = value
        }
        return values
    }

    private static func fraction(_ value: JSONValue?, _ label: String) throws(AttemptFailure) -> Double {
        guard let number = value?.doubleValue else { throw .malformed("\(label) is missing or not a number") }
        guard (0...1).contains(number) else { throw .malformed("\(label) is outside 0...1 (\(NumberText.plain(number)))") }
        return number
    }
}
