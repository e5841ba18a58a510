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
