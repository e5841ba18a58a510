import Testing
@testable import FoodJournal
import FoodlogSupport

/// Journal numbers outside their plausible ranges: read without trapping, kept as written, left out
/// of totals; refused when a command would write them.
@Suite struct PlausibilityTests {
    static func line(_ entry: String, recorded: String = "1795314737559", extra: String = "") -> String {
        #"{"v":1,"op":"add","event":"e1","recorded_ms":\#(recorded)\#(extra),"entry":{"id":"e1","time":"2026-11-22T12:30:00Z",\#(entry),"source":"manual"}}"#
    }

    static func decode(_ text: String) throws -> JournalEvent {
        try EventCoding.event(from: JSONParser.parse(text))
    }

    @Test(arguments: ["1e300", "-1e15", "12345678901234567890", "-12345678901234567890", "1.7976931348623157e308", "1e-300"])
    func absurdTimeStampsReadAsTheOldest(_ recorded: String) throws {
        let event = try Self.decode(Self.line(#""name":"x","kcal":1"#, recorded: recorded))
        let expected = PlausibleRange.recordedMilliseconds.contains(Double(recorded) ?? .nan) ? Int(saturating: Double(recorded) ?? 0) : 0
        #expect(event.recordedMilliseconds == expected)
    }

    @Test func absurdVersionsAndPositionsDoNotTrap() throws {
        #expect(throws: EventCoding.DecodeFailure(reason: "written by a newer foodlog (format 1e+300); upgrade foodlog")) {
            try Self.decode(#"{"v":1e300,"op":"rm","event":"e2","recorded_ms":1,"entry":"e1"}"#)
        }
        #expect(try Self.decode(#"{"v":-1e300,"op":"rm","event":"e2","recorded_ms":1,"entry":"e1"}"#).operation == "rm")
        for (position, expected) in [("1e300", 10_000), ("-1e300", 1), ("12345678901234567890", 10_000), ("2.6", 3)] {
            let event = try Self.decode(#"{"v":1,"op":"fav-move","event":"e3","recorded_ms":1,"name":"a","position":\#(position)}"#)
            #expect(event.change == .favoriteMove(name: "a", position: expected))
        }
    }

    @Test func anEntryOutOfRangeIsKeptAsWrittenAndLeftOutOfTotals() throws {
        let event = try Self.decode(Self.line(#""name":"x","grams":1e300,"kcal":-1e15,"protein":12345678901234567890,"carbs":5,"fat":1.7e308"#))
        guard case .add(let entry) = event.change else { Issue.record("not an add"); return }
        #expect(entry.nutrients.kcal == -1e15 && entry.amount.grams == 1e300)
        #expect(entry.implausibleFields.map(\.field) == ["grams", "kcal", "protein", "fat"])
        #expect(entry.amount.text == "1e+300 g")
        let sane = NewEntry(time: entry.time, name: "egg", amount: Amount(grams: 50), nutrients: Nutrients(kcal: 70, protein: 6, carbs: 0.5, fat: 5),
                            source: .manual).entry(id: "e2")
        let day = DaySummary(date: entry.date, entries: [entry, sane], goals: Goals(kcal: 1e-300, protein: 60))
        #expect(day.totals == Nutrients(kcal: 70, protein: 6, carbs: 5.5, fat: 5))
        #expect(day.progress.map(\.name) == ["protein"])
        #expect(day.implausible.count == 2 && day.implausible.last?.entry == nil)
    }

    @Test func commandsCannotWriteAnAbsurdNumber() throws {
        let scratch = ScratchDirectory()
        let journal = Journal(dataDirectory: scratch.file("data"), zone: .fixed(0), now: { 1_795_314_737 })
        let time = Fixtures.at(hour: 12)
        let error = #expect(throws: JournalError.self) {
            try journal.add(NewEntry(time: time, name: "oil", amount: Amount(grams: 10_000), nutrients: Nutrients(kcal: 88_400), source: .index))
        }
        #expect(error?.message == "oil: kcal 88400 is out of range (0 to 20000 kcal); nothing was written; check the amount and the numbers")
        #expect(error?.exitCode == .dataError)
        #expect(throws: JournalError.self) {
            try journal.add(NewEntry(time: time, name: "x", amount: Amount(grams: 1e-300), nutrients: Nutrients(kcal: 1), source: .manual))
        }
        #expect(throws: JournalError.self) { try journal.setGoals(Goals(kcal: 1e-300), from: Fixtures.day) }
        #expect(throws: JournalError.self) { try journal.addFavorite(Favorite(name: "x", nutrients: Nutrients(kcal: .infinity))) }
        #expect(try journal.setGoals(Goals(kcal: 2000, protein: 0), from: Fixtures.day) == Goals(kcal: 2000))
        #expect(try journal.entries(from: Fixtures.day, to: Fixtures.day).entries.isEmpty)
    }

    @Test func absurdTimeZoneOffsetsFallBackToTheSystemRules() {
        #expect(TimeZoneRule.from(tz: "UTC0:999999999999999999") == .system)
        #expect(TimeZoneRule.from(tz: "<+01>-99999999999999999999") == .system)
        #expect(TimeZoneRule.from(tz: "UTC0:99") == .system)
        #expect(TimeZoneRule.from(tz: "<+0530>-5:30") == .fixed(19_800) && TimeZoneRule.from(tz: "EST5") == .fixed(-18_000))
    }

    @Test(arguments: ["0x10", "0x1p16", "1e9", "nan", "inf", "1/1e-300", "1e300/1"])
    func plainWordsReadDecimalsOnly(_ word: String) {
        #expect(PlainWordsParser.number(word) == nil)
    }

    @Test func plainWordsStillReadTheUsualNumbers() {
        #expect(PlainWordsParser.number("2") == 2 && PlainWordsParser.number("1.5") == 1.5 && PlainWordsParser.number("1/2") == 0.5
                && PlainWordsParser.number("3x") == 3)
    }
}
