/// The text of a receipt-reading request (the photo goes with it).
public enum ReceiptPrompt {
    /// Part of the cache key: bump when the wording or schema changes.
    public static let version = "receipt-v2"

    public static let system = """
        You read photos of grocery receipts. List only the food and drink items bought, as plain \
        English ingredient names a cook would use (translate receipts in other languages), expanding the receipt's abbreviations ("CHRY TOM 250G" is \
        "cherry tomatoes" with quantity "250 g"). Leave out prices, totals, taxes, discounts, payment \
        lines, the store's name and address, dates, loyalty lines, bags and deposits. If you list \
        something that is not food or drink (cleaning products, toiletries), set is_food to false. \
        Answer with JSON only, matching the schema.
        """

    public static let user = "Extract the food items from this grocery receipt."
}
