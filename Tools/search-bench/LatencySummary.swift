import FoodlogSupport

/// Percentiles of a set of timings, by the nearest-rank method: the p-th percentile of n sorted
/// samples is the sample at rank ceil(p/100 * n), so every figure is a time that was measured.
struct LatencySummary: Equatable {
    var count: Int
    var p50: Double
    var p90: Double
    var p99: Double
    var max: Double
    var mean: Double

    /// Summarizes `samples` (any unit); every figure is 0 when there are none.
    init(_ samples: [Double]) {
        guard !samples.isEmpty else {
            (count, p50, p90, p99, max, mean) = (0, 0, 0, 0, 0, 0)
            return
        }
        let sorted = samples.sorted()
        func rank(_ percent: Double) -> Double {
            let position = Int((percent / 100 * Double(sorted.count)).rounded(.up))
            return sorted[Swift.max(0, Swift.min(sorted.count - 1, position - 1))]
        }
        count = sorted.count
        p50 = rank(50)
        p90 = rank(90)
        p99 = rank(99)
        max = sorted[sorted.count - 1]
        mean = sorted.reduce(0, +) / Double(sorted.count)
    }

    /// The summary as a JSON object, figures rounded to `places` decimals.
    func json(places: Int) -> JSONValue {
        .object([
            ("count", .integer(count)),
            ("p50", .rounded(p50, places: places)),
            ("p90", .rounded(p90, places: places)),
            ("p99", .rounded(p99, places: places)),
            ("max", .rounded(max, places: places)),
            ("mean", .rounded(mean, places: places)),
        ])
    }
}
