/// Turns a provider's receipt answer into the food items to cook with.
///
/// The prompt asks the provider to leave out everything that is not food, but the answer is
/// checked anyway: items the provider marked `is_food: false`, and lines that are plainly not
/// food (prices, totals, tax, payment, store names, bags, deposits, household goods), are dropped
/// here, so a model that copies the whole receipt still yields a clean list.
public enum ReceiptAnswerDecoder {
    public static func decode(_ text: String) throws(AnswerError) -> ReceiptExtraction {
        let wire = try WireDecoding.decode(WireReceipt.self, from: text)
        guard let wireItems = wire.items else { throw .missing(field: "items") }
        var items: [ReceiptItem] = []
        for (index, item) in wireItems.enumerated() {
            guard let rawName = item.name else { throw .missing(field: "items[\(index)].name") }
            let name = rawName.trimmingWhitespace()
            if item.isFood == false || name.isEmpty || ReceiptLineFilter.isNotFood(name) { continue }
            let quantity = item.quantity?.trimmingWhitespace()
            if items.contains(where: { $0.name.lowercased() == name.lowercased() }) { continue }
            items.append(ReceiptItem(name: name, quantity: quantity?.isEmpty == false ? quantity : nil))
        }
        guard !items.isEmpty else { throw .noFood }
        return ReceiptExtraction(items: items)
    }
}

/// Recognises receipt lines that are not food, as a check on the provider's own filtering.
public enum ReceiptLineFilter {
    /// Words that mark a line as bookkeeping, payment or a non-food purchase.
    static let nonFoodWords: Set<String> = [
        "total", "subtotal", "tax", "vat", "mwst", "tva", "change", "cash", "card", "visa",
        "mastercard", "amex", "debit", "credit", "payment", "paid", "balance", "due", "discount",
        "coupon", "voucher", "savings", "saved", "loyalty", "points", "receipt", "invoice", "cashier",
        "register", "store", "supermarket", "thank", "thanks", "welcome", "deposit",
        "pfand", "refund", "return", "tel", "phone", "www", "com", "soap", "detergent", "shampoo",
        "toothpaste", "toilet", "tissue", "tissues", "napkins", "batteries", "battery", "foil",
        "bleach", "cleaner", "diapers", "nappies", "lightbulb",
    ]

    /// Whether a line is plainly not a food: only numbers and symbols (a price, a code, a date),
    /// or containing one of `nonFoodWords`.
    public static func isNotFood(_ line: String) -> Bool {
        let words = AllergenText.words(line)
        if words.isEmpty { return true }
        if words.allSatisfy({ $0.allSatisfy(\.isNumber) }) { return true }
        return words.contains { nonFoodWords.contains($0) }
    }
}
