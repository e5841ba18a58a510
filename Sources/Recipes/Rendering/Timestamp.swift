import FoodlogSupport

/// UTC timestamps for output, without a date formatter's locale and time-zone state.
public enum Timestamp {
    /// `2026-11-22T02:30:00Z`.
    public static func iso8601(_ seconds: Double) -> String {
        let (date, time) = parts(seconds)
        return date + "T" + time + "Z"
    }

    /// `2026-11-22 02:30` (UTC), for tables.
    public static func short(_ seconds: Double) -> String {
        let (date, time) = parts(seconds)
        return date + " " + String(time.prefix(5))
    }

    static func parts(_ seconds: Double) -> (String, String) {
        // A stored file may say anything: clamp to 1970...9999 so the conversion and gmtime_r stay total.
        var value = time_t(Int(saturating: min(max(seconds.rounded(.down), 0), 253_402_300_799)))
        var fields = tm()
        gmtime_r(&value, &fields)
        func two(_ number: Int32) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let date = "\(fields.tm_year + 1900)-\(two(fields.tm_mon + 1))-\(two(fields.tm_mday))"
        let time = "\(two(fields.tm_hour)):\(two(fields.tm_min)):\(two(fields.tm_sec))"
        return (date, time)
    }
}
