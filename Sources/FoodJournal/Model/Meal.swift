/// The meal an entry belongs to. Without `--meal`, it follows the local time of the entry.
public enum Meal: String, CaseIterable, Sendable, Comparable {
    case breakfast, lunch, dinner, snack

    /// The meal for a local hour: 05-10 breakfast, 11-14 lunch, 17-21 dinner, otherwise snack.
    public static func from(hour: Int) -> Meal {
        switch hour {
        case 5..<11: return .breakfast
        case 11..<15: return .lunch
        case 17..<22: return .dinner
        default: return .snack
        }
    }

    /// Display order within a day.
    var order: Int { Meal.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: Meal, rhs: Meal) -> Bool { lhs.order < rhs.order }
}

/// Where an entry's numbers came from.
public enum EntrySource: String, CaseIterable, Sendable {
    /// A product found in the search index.
    case index
    /// A generic (USDA) food, e.g. from plain words.
    case generic
    /// A product looked up by barcode.
    case barcode
    /// An AI estimate from a photo or a description.
    case ai
    /// Numbers typed by the user.
    case manual
}
