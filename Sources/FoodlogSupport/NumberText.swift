/// Total conversions from `Double` for renderers: they never trap, whatever the number.
///
/// `Int(someDouble)` traps on NaN, on infinities and beyond ±9.2e18, so nothing on a path that
/// shows input may call it; these clamp and check `isFinite` first.
public enum NumberText {
    /// Integers below this magnitude print as digits; larger numbers print in exponent form.
    public static let digitLimit = 1e15

    /// `250`, `12.5`, `1e+300`, `nan`, `inf`, `-inf`: the number as it is, for messages.
    public static func plain(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        if value == value.rounded(), abs(value) < digitLimit { return String(Int64(value)) }
        return String(value)
    }

    /// `value` rounded to `places` decimals (0 to 6) without a trailing `.0`: `210`, `12.5`;
    /// `missing` when nil or not finite; exponent form beyond `digitLimit`.
    public static func rounded(_ value: Double?, places: Int = 0, missing: String = "-") -> String {
        guard let value, value.isFinite else { return missing }
        guard abs(value) < digitLimit else { return String(value) }
        var scale = 1.0
        for _ in 0..<min(max(places, 0), 6) { scale *= 10 }
        let scaled = (value * scale).rounded() / scale
        if scaled == scaled.rounded() { return String(Int64(scaled)) }
        return String(scaled)
    }

    /// A percentage of a fraction, `87` for 0.87; nil when it is not finite or beyond ±1e6 %.
    public static func percent(_ fraction: Double) -> Int? {
        let value = (fraction * 100).rounded()
        guard value.isFinite, abs(value) <= 1e6 else { return nil }
        return Int(value)
    }
}

extension Int {
    /// `value` rounded toward zero and clamped to ±9e18; 0 for NaN. Never traps.
    public init(saturating value: Double) {
        guard !value.isNaN else { self = 0; return }
        let limit = 9e18
        self = Int(Swift.max(-limit, Swift.min(limit, value)))
    }
}
