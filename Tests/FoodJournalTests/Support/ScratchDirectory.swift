import Foundation
import FoodlogSupport
import TestSupport
@testable import FoodJournal

/// A `TemporaryDirectory` removed when the value is released, with text helpers.
final class ScratchDirectory {
    private let directory = TemporaryDirectory("foodlog-journal")
    var path: String { directory.path }

    deinit { directory.remove() }

    func file(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }

    func read(_ relative: String) -> String? { try? String(contentsOfFile: file(relative), encoding: .utf8) }

    func bytes(_ relative: String) -> Data? { FileManager.default.contents(atPath: file(relative)) }

    func write(_ relative: String, _ text: String) throws {
        let target = file(relative)
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: target, atomically: false, encoding: .utf8)
    }
}

/// A settable clock for tests.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: Double

    init(_ seconds: Double) { self.seconds = seconds }

    func now() -> Double { lock.lock(); defer { lock.unlock() }; return seconds }

    func advance(_ delta: Double) { lock.lock(); seconds += delta; lock.unlock() }

    /// 2026-11-22 at the given UTC hour and minute.
    static func november22(hour: Int, minute: Int = 0) -> TestClock {
        TestClock(Double(LocalDate(year: 2026, month: 11, day: 22).dayNumber * 86_400 + hour * 3600 + minute * 60))
    }
}

/// Builders shared by the tests.
enum Fixtures {
    static let day = LocalDate(year: 2026, month: 11, day: 22)

    static func at(_ date: LocalDate = day, hour: Int, minute: Int = 0, offset: Int = 0) -> LocalTime {
        LocalTime(date: date, hour: hour, minute: minute, utcOffset: offset)
    }

    static func entry(_ name: String, kcal: Double, at time: LocalTime = at(hour: 12), grams: Double? = 100) -> NewEntry {
        NewEntry(time: time, name: name, amount: Amount(grams: grams),
                 nutrients: Nutrients(kcal: kcal, protein: kcal / 20, carbs: kcal / 10, fat: kcal / 40), source: .manual)
    }
}
