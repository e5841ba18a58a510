/// One thing eaten: what, when, how much, its nutrients and where the numbers came from.
public struct JournalEntry: Equatable, Sendable {
    /// Stable short id (8 base32 characters) used by `edit`, `rm` and scripts.
    public var id: String
    /// When it was eaten, in the user's wall-clock time.
    public var time: LocalTime
    public var meal: Meal
    public var name: String
    public var amount: Amount
    public var nutrients: Nutrients
    public var source: EntrySource
    /// 0...1 for estimates (AI, plain-word matches); nil for exact numbers.
    public var confidence: Double?
    /// SHA-256 (hex) of a photo kept in the photo store.
    public var photo: String?
    /// The catalog id or barcode of the matched food, when there is one.
    public var reference: String?

    public init(id: String, time: LocalTime, meal: Meal, name: String, amount: Amount = Amount(),
                nutrients: Nutrients, source: EntrySource, confidence: Double? = nil, photo: String? = nil,
                reference: String? = nil) {
        self.id = id
        self.time = time
        self.meal = meal
        self.name = name
        self.amount = amount
        self.nutrients = nutrients
        self.source = source
        self.confidence = confidence
        self.photo = photo
        self.reference = reference
    }

    /// The day the entry counts for.
    public var date: LocalDate { time.date }
}
