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

/// The fields `foodlog edit` may change; nil leaves a field as it is.
public struct EntryChanges: Equatable, Sendable {
    public var name: String?
    public var time: LocalTime?
    public var meal: Meal?
    public var grams: Double?
    public var servings: Double?
    public var kcal: Double?
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?

    public init(name: String? = nil, time: LocalTime? = nil, meal: Meal? = nil, grams: Double? = nil,
                servings: Double? = nil, kcal: Double? = nil, protein: Double? = nil, carbs: Double? = nil,
                fat: Double? = nil) {
        self.name = name
        self.time = time
        self.meal = meal
        self.grams = grams
        self.servings = servings
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
    }

    public var isEmpty: Bool { self == EntryChanges() }

    /// The entry with these changes applied. A new amount without new nutrients scales the
    /// nutrients in proportion, so `edit ID --grams 200` after 100 g doubles the kcal.
    public func applied(to entry: JournalEntry) -> JournalEntry {
        var result = entry
        if let name { result.name = name }
        if let time { result.time = time }
        if let meal { result.meal = meal }
        var factor: Double?
        if let grams {
            if let old = entry.amount.grams, old > 0 { factor = grams / old }
            result.amount.grams = grams
            if let servings = entry.amount.servings, let f = factor { result.amount.servings = servings * f }
        }
        if let servings {
            if factor == nil, let old = entry.amount.servings, old > 0 { factor = servings / old }
            if grams == nil, let g = entry.amount.grams, let old = entry.amount.servings, old > 0 {
                result.amount.grams = g * servings / old
            }
            result.amount.servings = servings
        }
        if let factor, kcal == nil, protein == nil, carbs == nil, fat == nil {
            result.nutrients = entry.nutrients.scaled(by: factor)
        }
        if let kcal { result.nutrients.kcal = kcal }
        if let protein { result.nutrients.protein = protein }
        if let carbs { result.nutrients.carbs = carbs }
        if let fat { result.nutrients.fat = fat }
        return result
    }
}
