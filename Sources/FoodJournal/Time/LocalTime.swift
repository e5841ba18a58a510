import FoodlogSupport

/// A moment as the user's wall clock showed it: the local date and time plus the UTC offset then.
///
/// Stored in the journal as ISO 8601 text with its offset (`2026-11-22T08:15:00+01:00`), so the
/// day an entry belongs to never shifts when the user travels or the rules of a zone change.
public struct LocalTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var date: LocalDate
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// Seconds east of UTC.
    public var utcOffset: Int

    public init(date: LocalDate, hour: Int, minute: Int, second: Int = 0, utcOffset: Int) {
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
        self.utcOffset = utcOffset
    }

    /// Seconds since the epoch.
    public var epochSeconds: Int { date.dayNumber * 86_400 + hour * 3600 + minute * 60 + second - utcOffset }

    /// `HH:MM`.
    public var clock: String { LocalDate.pad(hour, 2) + ":" + LocalDate.pad(minute, 2) }

    /// ISO 8601 with the offset, as stored.
    public var description: String {
        let sign = utcOffset < 0 ? "-" : "+"
        let offset = abs(utcOffset) / 60
        return date.description + "T" + clock + ":" + LocalDate.pad(second, 2) + sign
            + LocalDate.pad(offset / 60, 2) + ":" + LocalDate.pad(offset % 60, 2)
    }

    /// Parses the stored form `YYYY-MM-DDTHH:MM:SS+HH:MM` (or `Z`).
    public init?(iso text: String) {
        let chars = Array(text.utf8)
        guard chars.count >= 20, chars[10] == UInt8(ascii: "T"),
              let date = LocalDate(String(decoding: chars[0..<10], as: UTF8.self)) else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= chars.count else { return nil }
            return Int(String(decoding: chars[range], as: UTF8.self))
        }
        guard chars[13] == UInt8(ascii: ":"), chars[16] == UInt8(ascii: ":"),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              hour < 24, minute < 60, second < 61 else { return nil }
        var offset = 0
        if chars.count == 20 && chars[19] == UInt8(ascii: "Z") {
            offset = 0
        } else {
            guard chars.count == 25, chars[19] == UInt8(ascii: "+") || chars[19] == UInt8(ascii: "-"),
                  chars[22] == UInt8(ascii: ":"), let oh = number(20..<22), let om = number(23..<25) else { return nil }
            offset = (oh * 3600 + om * 60) * (chars[19] == UInt8(ascii: "-") ? -1 : 1)
        }
        self.init(date: date, hour: hour, minute: minute, second: second, utcOffset: offset)
    }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool { lhs.epochSeconds < rhs.epochSeconds }
}

/// How to turn instants into wall-clock times: the system's rules (`TZ` and /etc/localtime, via
/// libc) or a fixed offset. Injected so tests do not depend on the machine's zone.
public enum TimeZoneRule: Sendable, Equatable {
    /// libc `localtime_r`/`mktime`, which follow `TZ` and daylight saving time.
    case system
    /// A fixed number of seconds east of UTC.
    case fixed(Int)

    /// The rule for a `TZ` value: a POSIX zone without daylight-saving rules (`UTC`, `UTC0`,
    /// `EST5`, `<+0530>-5:30`) is read here, giving what libc gives; anything else (`Europe/Paris`,
    /// `CET-1CEST,...`) or no `TZ` at all uses the system rules. Reading fixed zones here lets
    /// tests choose a zone through the injected environment without touching process state.
    public static func from(tz: String?) -> TimeZoneRule {
        guard var text = tz, !text.isEmpty else { return .system }
        if text.hasPrefix(":") { text.removeFirst() }
        var rest = Substring(text)
        if rest.hasPrefix("<") {
            guard let close = rest.firstIndex(of: ">") else { return .system }
            rest = rest[rest.index(after: close)...]
        } else {
            let name = rest.prefix { $0.isLetter }
            guard name.count >= 3 else { return text == "UTC" || text == "GMT" ? .fixed(0) : .system }
            rest = rest.dropFirst(name.count)
        }
        if rest.isEmpty { return ["UTC", "GMT", "Z", "UCT"].contains(text) ? .fixed(0) : .system }
        var sign = 1
        if rest.first == "+" { rest = rest.dropFirst() } else if rest.first == "-" { sign = -1; rest = rest.dropFirst() }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
            return .system
        }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count, numbers[0] <= 24 else { return .system }
        let seconds = numbers[0] * 3600 + (numbers.count > 1 ? numbers[1] * 60 : 0) + (numbers.count > 2 ? numbers[2] : 0)
        // POSIX offsets are west of UTC: "EST5" is five hours behind.
        return .fixed(-sign * seconds)
    }

    /// The wall-clock time at `epochSeconds`.
    public func localTime(at epochSeconds: Int) -> LocalTime {
        let offset: Int
        switch self {
        case .fixed(let seconds): offset = seconds
        case .system:
            var time = time_t(epochSeconds)
            var parts = tm()
            offset = localtime_r(&time, &parts) == nil ? 0 : Int(parts.tm_gmtoff)
        }
        let local = epochSeconds + offset
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secondOfDay = local - days * 86_400
        return LocalTime(date: LocalDate(dayNumber: days), hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60,
                         second: secondOfDay % 60, utcOffset: offset)
    }

    /// The instant a wall clock shows `date hour:minute`; in a daylight-saving gap or overlap the
    /// system picks, as `mktime` does.
    public func localTime(date: LocalDate, hour: Int, minute: Int, second: Int = 0) -> LocalTime {
        switch self {
        case .fixed(let seconds):
            return LocalTime(date: date, hour: hour, minute: minute, second: second, utcOffset: seconds)
        case .system:
            var parts = tm()
            parts.tm_year = Int32(date.year - 1900)
            parts.tm_mon = Int32(date.month - 1)
            parts.tm_mday = Int32(date.day)
            parts.tm_hour = Int32(hour)
            parts.tm_min = Int32(minute)
            parts.tm_sec = Int32(second)
            parts.tm_isdst = -1
            let epoch = mktime(&parts)
            return localTime(at: Int(epoch))
        }
    }
}
