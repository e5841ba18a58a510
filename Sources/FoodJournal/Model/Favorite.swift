/// A food the user logs often, saved by name: `foodlog fav add NAME ...`, `foodlog add --fav NAME`.
public struct Favorite: Equatable, Sendable {
    /// Longest name kept; longer names are shortened (with a notice) so lists stay one line wide.
    public static let maximumNameLength = 40

    public var name: String
    public var amount: Amount
    public var nutrients: Nutrients
    public var source: EntrySource
    public var confidence: Double?
    public var reference: String?

    public init(name: String, amount: Amount = Amount(), nutrients: Nutrients, source: EntrySource = .manual,
                confidence: Double? = nil, reference: String? = nil) {
        self.name = name
        self.amount = amount
        self.nutrients = nutrients
        self.source = source
        self.confidence = confidence
        self.reference = reference
    }

    /// A name cut to `maximumNameLength` characters (the last one an ellipsis), and whether it was cut.
    /// Surrounding and repeated spaces are collapsed first.
    public static func normalizedName(_ raw: String) -> (name: String, shortened: Bool) {
        let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        let name = words.joined(separator: " ")
        guard name.count > maximumNameLength else { return (name, false) }
        var cut = String(name.prefix(maximumNameLength - 1))
        while cut.hasSuffix(" ") { cut.removeLast() }
        return (cut + "…", true)
    }

    /// Names compare without regard to case.
    static func key(_ name: String) -> String { name.lowercased() }
}
