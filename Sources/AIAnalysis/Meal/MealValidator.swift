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
            items.append(MealItem(name: name, grams: grams, macros: macros, confidence: confidence, source: source, matchedID: matched))
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

    private static func fraction(_ value: JSONValue?, _ label: String) throws(AttemptFailure) -> Double {
        guard let number = value?.doubleValue else { throw .malformed("\(label) is missing or not a number") }
        guard (0...1).contains(number) else { throw .malformed("\(label) is outside 0...1 (\(NumberText.plain(number)))") }
        return number
    }
}
