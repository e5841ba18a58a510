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

/// What `foodlog fav edit` may change; nil leaves a field as it is.
public struct FavoriteChanges: Equatable, Sendable {
    public var name: String?
    public var grams: Double?
    public var servings: Double?
    public var kcal: Double?
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?

    public init(name: String? = nil, grams: Double? = nil, servings: Double? = nil, kcal: Double? = nil,
                protein: Double? = nil, carbs: Double? = nil, fat: Double? = nil) {
        self.name = name
        self.grams = grams
        self.servings = servings
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
    }

    public var isEmpty: Bool { self == FavoriteChanges() }

    func applied(to favorite: Favorite) -> Favorite {
        var result = favorite
        if let name { result.name = name }
        if let grams { result.amount.grams = grams }
        if let servings { result.amount.servings = servings }
        if let kcal { result.nutrients.kcal = kcal }
        if let protein { result.nutrients.protein = protein }
        if let carbs { result.nutrients.carbs = carbs }
        if let fat { result.nutrients.fat = fat }
        return result
    }
}

/// Daily targets. A zero or absent value means no goal for that nutrient.
public struct Goals: Equatable, Sendable {
    public var kcal: Double?
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?

    public init(kcal: Double? = nil, protein: Double? = nil, carbs: Double? = nil, fat: Double? = nil) {
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
    }

    public var isEmpty: Bool { kcal == nil && protein == nil && carbs == nil && fat == nil }

    /// These goals updated by a `goal set`: given values replace, zero clears, absent keeps.
    public func merged(with change: Goals) -> Goals {
        func pick(_ new: Double?, _ old: Double?) -> Double? {
            guard let new else { return old }
            return new == 0 ? nil : new
        }
        return Goals(kcal: pick(change.kcal, kcal), protein: pick(change.protein, protein),
                     carbs: pick(change.carbs, carbs), fat: pick(change.fat, fat))
    }
}
