/// What a new entry holds before it has an id: the input to `Journal.add`.
public struct NewEntry: Equatable, Sendable {
    public var time: LocalTime
    /// nil: from the time of day.
    public var meal: Meal?
    public var name: String
    public var amount: Amount
    public var nutrients: Nutrients
    public var source: EntrySource
    public var confidence: Double?
    public var photo: String?
    public var reference: String?

    public init(time: LocalTime, meal: Meal? = nil, name: String, amount: Amount = Amount(), nutrients: Nutrients,
                source: EntrySource, confidence: Double? = nil, photo: String? = nil, reference: String? = nil) {
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

    func entry(id: String) -> JournalEntry {
        JournalEntry(id: id, time: time, meal: meal ?? Meal.from(hour: time.hour), name: name, amount: amount,
                     nutrients: nutrients, source: source, confidence: confidence, photo: photo, reference: reference)
    }
}
