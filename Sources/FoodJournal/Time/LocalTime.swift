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

    /// Parses the stored form `YYYY-MM-DDTHH:MM:SS+HH:MM` (or `Z`). Read for every entry of every
    /// journal line, so it works on the bytes directly.
    public init?(iso text: String) {
        var text = text
        let parsed: LocalTime?? = text.withUTF8 { chars -> LocalTime?? in
            guard chars.count == 20 || chars.count == 25 else { return .some(nil) }
            func number(_ start: Int, _ count: Int) -> Int? {
                var value = 0
                for index in start..<(start + count) {
                    let byte = chars[index]
                    guard byte >= 0x30 && byte <= 0x39 else { return nil }
                    value = value * 10 + Int(byte - 0x30)
                }
                return value
            }
            guard chars[4] == UInt8(ascii: "-"), chars[7] == UInt8(ascii: "-"), chars[10] == UInt8(ascii: "T"),
                  chars[13] == UInt8(ascii: ":"), chars[16] == UInt8(ascii: ":"),
                  let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
                  (1...12).contains(month), (1...LocalDate.daysIn(month: month, year: year)).contains(day),
                  let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
                  hour < 24, minute < 60, second < 61 else { return .some(nil) }
            var offset = 0
            if chars.count == 20 {
                guard chars[19] == UInt8(ascii: "Z") else { return .some(nil) }
            } else {
                guard chars[19] == UInt8(ascii: "+") || chars[19] == UInt8(ascii: "-"), chars[22] == UInt8(ascii: ":"),
                      let oh = number(20, 2), let om = number(23, 2), oh < 24, om < 60 else { return .some(nil) }
                offset = (oh * 3600 + om * 60) * (chars[19] == UInt8(ascii: "-") ? -1 : 1)
            }
            return .some(LocalTime(date: LocalDate(year: year, month: month, day: day), hour: hour, minute: minute,
                                   second: second, utcOffset: offset))
        }
        guard case .some(.some(let time)) = parsed else { return nil }
        self = time
    }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool { lhs.epochSeconds < rhs.epochSeconds }
}
