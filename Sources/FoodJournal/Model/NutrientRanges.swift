import FoodlogSupport

extension Nutrient {
    /// How many times 100 g an entry may weigh for its nutrients to stay believable: the same
    /// 2 kg that bounds an entry's grams of a macronutrient (`PlausibleRange.entryMacro`).
    static let entryScale = PlausibleRange.entryMacro.upper / 100

    /// The range one journal entry's amount must fall in: zero up to 2 kg of the richest food
    /// (`maximumPer100g` times 20). Outside it a value is shown marked and not counted.
    public var entryRange: PlausibleRange {
        PlausibleRange(key, 0, maximumPer100g * Nutrient.entryScale, unit: unit.ascii)
    }

    /// The range a daily goal must fall in: 1 % to 100 times the daily value. A goal of 1e-9 mg
    /// would make every day's percentage infinite; one of a million times the daily value is a typo.
    public var goalRange: PlausibleRange {
        PlausibleRange("\(key) goal", dailyValue / 100, dailyValue * 100, unit: unit.ascii)
    }
}
