import FoodlogSupport

/// One day of the journal, grouped by meal, with totals and progress against the goals then.
public struct DaySummary: Sendable {
    public struct MealGroup: Sendable {
        public var meal: Meal
        public var entries: [JournalEntry]
        public var totals: Nutrients
    }

    public var date: LocalDate
    /// Meals that have entries, in breakfast-lunch-dinner-snack order.
    public var meals: [MealGroup]
    public var totals: Nutrients
    /// Totals of the nutrients beyond macros, each with how many entries it rests on.
    public var nutrientTotals: NutrientTotals
    public var goals: Goals

    /// Groups `entries` (all of `date`) by meal.
    public init(date: LocalDate, entries: [JournalEntry], goals: Goals) {
        self.date = date
        self.goals = goals
        var groups: [MealGroup] = []
        for meal in Meal.allCases {
            let items = entries.filter { $0.meal == meal }
            guard !items.isEmpty else { continue }
            groups.append(MealGroup(meal: meal, entries: items, totals: items.reduce(.zero) { $0 + $1.nutrients.plausibleOnly }))
        }
        meals = groups
        totals = entries.reduce(.zero) { $0 + $1.nutrients.plausibleOnly }
        nutrientTotals = NutrientTotals(groups.flatMap(\.entries))
    }

    public var entries: [JournalEntry] { meals.flatMap(\.entries) }

    /// Entries and goals with numbers outside their plausible ranges (hand-edited or damaged
    /// lines): shown marked, left out of totals and progress, never dropped.
    public var implausible: [(entry: JournalEntry?, fields: [ImplausibleField])] {
        var found: [(JournalEntry?, [ImplausibleField])] = entries.compactMap { entry in
            let fields = entry.implausibleFields
            return fields.isEmpty ? nil : (entry, fields)
        }
        let goalFields = goals.implausibleFields
        if !goalFields.isEmpty { found.append((nil, goalFields)) }
        return found
    }

    /// Fraction of each goal reached (1 = exactly the goal), for the nutrients that have a
    /// plausible one; totals leave out-of-range values out, so every fraction is finite.
    public var progress: [(name: String, eaten: Double, goal: Double)] {
        let goals = self.goals.plausibleOnly
        var result: [(String, Double, Double)] = []
        if let goal = goals.kcal { result.append(("kcal", totals.kcal, goal)) }
        if let goal = goals.protein { result.append(("protein", totals.protein ?? 0, goal)) }
        if let goal = goals.carbs { result.append(("carbs", totals.carbs ?? 0, goal)) }
        if let goal = goals.fat { result.append(("fat", totals.fat ?? 0, goal)) }
        return result
    }

    /// Summaries for every day of `from...to`, empty days included, from one journal read.
    public static func days(from: LocalDate, to: LocalDate, entries: [JournalEntry],
                            goals: (LocalDate) -> Goals) -> [DaySummary] {
        var byDay: [LocalDate: [JournalEntry]] = [:]
        for entry in entries { byDay[entry.date, default: []].append(entry) }
        var result: [DaySummary] = []
        var day = from
        while day <= to {
            result.append(DaySummary(date: day, entries: byDay[day] ?? [], goals: goals(day)))
            day = day.adding(days: 1)
        }
        return result
    }
}
