import FoodlogSupport

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
        guard (1...3).contains(parts.count), parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            return .system
        }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count, numbers[0] <= 24, numbers.dropFirst().allSatisfy({ $0 < 60 }) else { return .system }
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
