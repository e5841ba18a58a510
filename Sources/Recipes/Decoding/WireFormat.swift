import FoodlogSupport
import Foundation

/// The recipe as providers send it (see `RecipeSchemas.recipe`). Every field is optional here so
/// that a missing one becomes a precise `AnswerError` in validation, not a generic decoding error.
struct WireRecipe: Decodable {
    var name: String?
    var durationMinutes: Double?
    var difficulty: String?
    var servings: Double?
    var ingredients: [WireIngredient]?
    var steps: [String?]?

    enum CodingKeys: String, CodingKey {
        case name, difficulty, servings, ingredients, steps
        case durationMinutes = "duration_minutes"
    }
}

struct WireIngredient: Decodable {
    var name: String?
    var quantity: Double?
    var unit: String?
    var grams: Double?
    var kcal: Double?
    var protein: Double?
    var carbs: Double?
    var fat: Double?
    var fiber: WireNutrient?
    var sugars: WireNutrient?
    var saturatedFat: WireNutrient?
    var sodium: WireNutrient?

    enum CodingKeys: String, CodingKey {
        case name, quantity, unit, grams, kcal, protein, carbs, fat, fiber, sugars, sodium
        case saturatedFat = "saturated_fat"
    }

    /// The wire value for one of `MealPrompt.askedNutrients`.
    func nutrient(_ nutrient: Nutrient) -> WireNutrient? {
        switch nutrient {
        case .fiber: fiber
        case .sugars: sugars
        case .saturatedFat: saturatedFat
        case .sodium: sodium
        default: nil
        }
    }
}

/// A nutrient value as a provider sent it. Optional in the answer (recipes cached before
/// nutrients were asked have none) and never a reason to refuse one: whatever is not a finite
/// number (a string, an object, `1e400`) decodes as `.notANumber` and the nutrient stays unknown.
enum WireNutrient: Decodable {
    case null
    case number(Double)
    case notANumber

    init(from decoder: any Decoder) {
        guard let container = try? decoder.singleValueContainer() else { self = .notANumber; return }
        if container.decodeNil() { self = .null; return }
        if let value = try? container.decode(Double.self), value.isFinite { self = .number(value); return }
        self = .notANumber
    }
}

/// The receipt extraction as providers send it (see `RecipeSchemas.receipt`).
struct WireReceipt: Decodable {
    var items: [WireReceiptItem]?
}

struct WireReceiptItem: Decodable {
    var name: String?
    var quantity: String?
    var isFood: Bool?

    enum CodingKeys: String, CodingKey {
        case name, quantity
        case isFood = "is_food"
    }
}

/// Decodes JSON text into a wire type, turning decoder errors into field-precise `AnswerError`s.
enum WireDecoding {
    static func decode<T: Decodable>(_ type: T.Type, from text: String) throws(AnswerError) -> T {
        var body = Substring(text)
        // Some models wrap JSON in a Markdown fence even when asked not to; accept that one habit.
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("```") {
            var lines = trimmed.split(separator: "\n", omittingEmptySubsequences: false)
            lines.removeFirst()
            if let last = lines.last, last.trimmingCharacters(in: .whitespaces) == "```" { lines.removeLast() }
            body = Substring(lines.joined(separator: "\n"))
        }
        guard let first = body.first(where: { !$0.isWhitespace }), first == "{" else {
            throw .notJSON("expected an object starting with '{'")
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(body.utf8))
        } catch let error as DecodingError {
            throw map(error)
        } catch {
            throw .notJSON(String(describing: error))
        }
    }

    static func map(_ error: DecodingError) -> AnswerError {
        switch error {
        case .typeMismatch(let type, let context):
            return .wrongType(field: path(context.codingPath), expected: describe(type))
        case .valueNotFound(_, let context):
            return .missing(field: path(context.codingPath))
        case .keyNotFound(let key, let context):
            return .missing(field: path(context.codingPath + [key]))
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return .notJSON("malformed or truncated JSON") }
            return .wrongType(field: path(context.codingPath), expected: "a number")
        @unknown default:
            return .notJSON("undecodable")
        }
    }

    /// `ingredients[2].quantity` from a coding path.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text.isEmpty ? "the answer" : text
    }

    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "an array" }
            return "an object"
        }
    }
}
