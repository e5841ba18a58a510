import FoodlogSupport

/// The nutrients of a day or a period measured against what a day should hold: what
/// `foodlog nutrients` and `today --nutrients` show. Pure: days in, rows out.
///
/// Each nutrient some entry knows gets its daily average over the days with entries, and the
/// fraction of its reference: the user's goal for it when one is set (the goals in effect on the
/// last day), else its FDA daily value. Nutrients no entry knows are left out, not shown as 0.
public struct NutrientReport: Sendable {
    /// How a nutrient stands against its reference.
    public enum Status: String, Sendable {
        /// A limit (sodium, sugars, saturated fat, cholesterol) passed: the alarm.
        case over
        /// A target (fiber, potassium, vitamins, minerals) not reached: the shortfall.
        case low
        /// Under its limit, or its target reached.
        case ok
    }

    public struct Row: Sendable {
        public var nutrient: Nutrient
        public var total: NutrientTotals.Total
        /// The daily average over the days with entries, in the nutrient's unit.
        public var perDay: Double
        /// The goal or the daily value, in the nutrient's unit.
        public var reference: Double
        /// Whether `reference` is the user's goal (else the daily value).
        public var isGoal: Bool
        public var fraction: Double { perDay / reference }

        /// Judged on the whole percent shown beside it, so a row never reads "100% low" or
        /// "100% OVER": 99.6% of a target is met, 100.4% of a limit is not passed.
        public var status: Status {
            let percent = (fraction * 100).rounded()
            switch nutrient.goal {
            case .limit: return percent > 100 ? .over : .ok
            case .target: return percent < 100 ? .low : .ok
            }
        }
    }

    /// Targets are named as low only when at least this share of the entries know them: with
    /// fewer, a low figure says more about missing data than about the diet.
    public static let lowCoverage = 0.5
    /// How many targets the "low" line names at most.
    public static let lowCount = 3

    public var from: LocalDate
    public var to: LocalDate
    public var days: Int
    /// Days with at least one entry: what the daily averages divide by.
    public var daysLogged: Int
    public var totals: NutrientTotals
    /// One row per nutrient some entry knows, in `Nutrient` order.
    public var rows: [Row]

    public init(_ days: [DaySummary]) {
        from = days.first?.date ?? LocalDate(year: 1970, month: 1, day: 1)
        to = days.last?.date ?? from
        self.days = days.count
        let logged = days.filter { !$0.entries.isEmpty }
        daysLogged = logged.count
        totals = days.reduce(NutrientTotals()) { $0 + $1.nutrientTotals }
        let goals = days.last?.goals.plausibleOnly ?? Goals()
        let divisor = Double(max(1, logged.count))
        rows = totals.known.map { nutrient, total in
            let goal = goals.details[nutrient]
            return Row(nutrient: nutrient, total: total, perDay: total.sum / divisor, reference: goal ?? nutrient.dailyValue,
                       isGoal: goal != nil)
        }
    }

    /// The targets furthest below their reference (lowest fraction first), among those known for
    /// at least `lowCoverage` of the entries; at most `lowCount`.
    public var low: [Row] {
        let candidates = rows.filter {
            $0.status == .low && Double($0.total.entriesWithData) >= NutrientReport.lowCoverage * Double($0.total.entries)
        }
        return Array(candidates.sorted { ($0.fraction, $0.nutrient) < ($1.fraction, $1.nutrient) }.prefix(NutrientReport.lowCount))
    }
}
