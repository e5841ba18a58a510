import Testing
@testable import FoodJournal
import FoodlogSupport

@Suite("JSON parser")
struct JSONParserTests {
    @Test func parsesWhatTheRendererWrites() throws {
        let value = JSONValue.object([("a", .integer(-3)), ("b", .number(1.5)), ("c", .string("é \"q\" \\ \n\t\u{1}")),
                                      ("d", .array([.bool(true), .bool(false), .null])), ("e", .object([]))])
        #expect(try JSONParser.parse(value.rendered()) == value)
        #expect(try JSONParser.parse(value.rendered(pretty: true)) == value)
    }

    @Test func decodesEscapesAndSurrogates() throws {
        #expect(try JSONParser.parse(#""\u00e9\ud83c\udf4e\/""#) == .string("é🍎/"))
        #expect(try JSONParser.parse("1e3") == .number(1000))
        #expect(try JSONParser.parse(" [ ] ") == .array([]))
    }

    @Test(arguments: ["", "{", "{\"a\":}", "[1,]", "tru", "\"abc", "01x", "{\"a\":1}x", "\"\\ud800\"", "-", "1.", "{a:1}"])
    func rejects(_ text: String) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    }
}

@Suite("Dates and times")
struct TimeTests {
    @Test func dayNumbersRoundTrip() {
        #expect(LocalDate(year: 1970, month: 1, day: 1).dayNumber == 0)
        #expect(LocalDate(year: 2000, month: 3, day: 1).dayNumber == 11_017)
        for number in stride(from: -800_000, to: 800_000, by: 997) {
            #expect(LocalDate(dayNumber: number).dayNumber == number)
        }
        #expect(LocalDate(year: 2026, month: 11, day: 22).weekdayName == "Sun")
    }

    @Test func parsesOnlyRealDates() {
        #expect(LocalDate("2024-02-29") == LocalDate(year: 2024, month: 2, day: 29))
        for bad in ["2025-02-29", "2026-13-01", "2026-1-1", "26-11-22", "2026-11-31", "today"] { #expect(LocalDate(bad) == nil) }
    }

    @Test func isoTimesRoundTrip() {
        let time = LocalTime(date: Fixtures.day, hour: 8, minute: 5, second: 9, utcOffset: -(5 * 3600 + 30 * 60))
        #expect(time.description == "2026-11-22T08:05:09-05:30")
        #expect(LocalTime(iso: time.description) == time)
        #expect(LocalTime(iso: "2026-11-22T08:05:09Z")?.utcOffset == 0)
        #expect(LocalTime(iso: "2026-11-22 08:05:09Z") == nil)
    }

    @Test func fixedZonesFromTZ() {
        #expect(TimeZoneRule.from(tz: "UTC") == .fixed(0))
        #expect(TimeZoneRule.from(tz: "UTC0") == .fixed(0))
        #expect(TimeZoneRule.from(tz: "EST5") == .fixed(-5 * 3600))
        #expect(TimeZoneRule.from(tz: "<+0530>-5:30") == .fixed(5 * 3600 + 1800))
        #expect(TimeZoneRule.from(tz: "Europe/Paris") == .system)
        #expect(TimeZoneRule.from(tz: "CET-1CEST,M3.5.0,M10.5.0/3") == .system)
        #expect(TimeZoneRule.from(tz: nil) == .system)
    }

    @Test func localTimeAtInstants() {
        let zone = TimeZoneRule.fixed(-8 * 3600)
        let epoch = LocalDate(year: 2026, month: 11, day: 22).dayNumber * 86_400 + 3 * 3600
        let local = zone.localTime(at: epoch)
        #expect(local.date == LocalDate(year: 2026, month: 11, day: 21))
        #expect(local.hour == 19)
        #expect(local.epochSeconds == epoch)
    }
}

@Suite("Event lines")
struct EventCodingTests {
    @Test func everyKindOfEventRoundTrips() throws {
        let entry = JournalEntry(id: "abcdefgh", time: Fixtures.at(hour: 9, offset: 3600), meal: .breakfast, name: "Skyr \"natur\"",
                                 amount: Amount(grams: 170, servings: 1), nutrients: Nutrients(kcal: 107, protein: 18.7, carbs: 6.8, fat: 0.3),
                                 source: .ai, confidence: 0.7, photo: String(repeating: "ab", count: 32), reference: "usda:171304")
        let changes: [JournalEvent.Change] = [
            .add(entry), .edit(entry: "abcdefgh", changes: EntryChanges(name: "x", time: entry.time, meal: .snack, grams: 1, kcal: 2)),
            .remove(entry: "abcdefgh"), .undo(event: "k"), .goals(Goals(kcal: 2000, fat: 70), from: Fixtures.day),
            .favoriteAdd(Favorite(name: "bar", amount: Amount(servings: 1), nutrients: Nutrients(kcal: 200, protein: 20), source: .barcode)),
            .favoriteRemove(name: "bar"), .favoriteMove(name: "bar", position: 2),
            .favoriteEdit(name: "bar", changes: FavoriteChanges(name: "b", kcal: 1)),
        ]
        for (index, change) in changes.enumerated() {
            let event = JournalEvent(id: "e1", recordedMilliseconds: 1_763_795_703_123, change: change,
                                     group: index == 0 ? "g1" : nil)
            let line = EventCoding.line(for: event)
            #expect(!line.contains("\n"))
            let decoded = try Array(line.utf8).withUnsafeBufferPointer { buffer in try EventCoding.event(from: buffer) }
            #expect(decoded == event)
        }
    }

    @Test func lineFormatIsStable() {
        let entry = JournalEntry(id: "abcdefgh", time: Fixtures.at(hour: 9), meal: .breakfast, name: "egg",
                                 amount: Amount(grams: 50), nutrients: Nutrients(kcal: 71.5, protein: 6.3, carbs: 0.4, fat: 4.8),
                                 source: .generic, confidence: 0.9)
        #expect(EventCoding.line(for: JournalEvent(id: "abcdefgh", recordedMilliseconds: 5, change: .add(entry)))
            == #"{"v":1,"op":"add","event":"abcdefgh","recorded_ms":5,"entry":{"id":"abcdefgh","time":"2026-11-22T09:00:00+00:00","meal":"breakfast","name":"egg","grams":50,"kcal":71.5,"protein":6.3,"carbs":0.4,"fat":4.8,"source":"generic","confidence":0.9}}"#)
    }

    @Test func newerFormatsAreReportedNotMisread() {
        let line = #"{"v":2,"op":"add","event":"a","recorded_ms":1}"#
        #expect(throws: EventCoding.DecodeFailure.self) {
            try Array(line.utf8).withUnsafeBufferPointer { try EventCoding.event(from: $0) }
        }
    }

    @Test func amountsScaleNutrientsOnEdit() {
        let entry = JournalEntry(id: "a", time: Fixtures.at(hour: 9), meal: .breakfast, name: "bar",
                                 amount: Amount(grams: 40, servings: 1), nutrients: Nutrients(kcal: 200, protein: 10), source: .index)
        let doubled = EntryChanges(servings: 2).applied(to: entry)
        #expect(doubled.amount == Amount(grams: 80, servings: 2))
        #expect(doubled.nutrients == Nutrients(kcal: 400, protein: 20))
        #expect(EntryChanges(grams: 20, kcal: 50).applied(to: entry).nutrients == Nutrients(kcal: 50, protein: 10))
        #expect(Amount(grams: 40, servings: 1).text == "1 serving (40 g)")
        #expect(Amount(grams: 12.25).text == "12.3 g" || Amount(grams: 12.25).text == "12.2 g")
    }
}
