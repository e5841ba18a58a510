/// The food a provider read off a grocery receipt: the ingredients to cook with, with the
/// lines it skipped (prices, totals, store names, non-food items) dropped.
public struct ReceiptExtraction: Codable, Equatable, Sendable {
    /// Food items in receipt order, names tidied and duplicates merged.
    public var items: [ReceiptItem]

    public init(items: [ReceiptItem]) { self.items = items }

    /// The item names, for a recipe request.
    public var ingredientNames: [String] { items.map(\.name) }
}

/// One food item bought.
public struct ReceiptItem: Codable, Equatable, Sendable {
    /// A plain food name ("cherry tomatoes"), not the receipt's abbreviation.
    public var name: String
    /// The amount bought when the receipt says ("500 g", "2"), else nil.
    public var quantity: String?

    public init(name: String, quantity: String? = nil) {
        self.name = name
        self.quantity = quantity
    }
}
