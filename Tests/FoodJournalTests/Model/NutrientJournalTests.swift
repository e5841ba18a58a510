import Testing
@testable import FoodJournal
import FoodlogSupport

/// Nutrients beyond the macros in journal lines, edits, goals and totals (issue 17).
@Suite("Nutrients in the journal")
struct NutrientJournalTests {
    static func decode(_ line: String) throws -> JournalEvent {
        try Array(line.utf8).withUnsafeBufferPointer { try EventCoding.event(from: $0) }
    }

    static func entry(_ name: String, kcal: Double = 100, grams: Double? = 100, _ details: [Nutrient: Double] = [:]) -> JournalEntry {
        JournalEntry(id: name, time: Fixtures.at(hour: 12), meal: .lunch, name: name, amount: Amount(grams: grams),
                     nutrients: Nutrients(kcal: kcal, protein: 1, carbs: 2, fat: 3, details: NutrientValues(details)), source: .index)
    }

    @Test("a line written before nutrients reads unchanged and is written back byte for byte")
    func oldLinesReadUnchanged() throws {
        let old = #"{"v":1,"op":"add","event":"abcdefgh","recorded_ms":5,"entry":{"id":"abcdefgh","time":"2026-11-22T09:00:00+00:00","meal":"breakfast","name":"egg","grams":50,"kcal":71.5,"protein":6.3,"carbs":0.4,"fat":4.8,"source":"generic","confidence":0.9}}"#
        let event = try Self.decode(old)
        guard case .add(let entry) = event.change else { Issue.record("not an add"); return }
        #expect(entry.nutrients == Nutrients(kcal: 71.5, protein: 6.3, carbs: 0.4, fat: 4.8))
        #expect(entry.nutrients.details.isEmpty)
        #expect(EventCoding.line(for: event) == old)
        let edit = #"{"v":1,"op":"edit","event":"e1","recorded_ms":6,"entry":"abcdefgh","set":{"grams":100}}"#
        #expect(EventCoding.line(for: try Self.decode(edit)) == edit)
        let goal = #"{"v":1,"op":"goal","event":"g1","recorded_ms":7,"from":"2026-11-01","set":{"kcal":2000}}"#
        #expect(EventCoding.line(for: try Self.decode(goal)) == goal)
    }

    @Test("known nutrients are one compact object, in Nutrient order, after the macros")
    func compactEncodingRoundTrips() throws {
        let entry = Self.entry("lentils", [.sodium: 480, .fiber: 7.9, .vitaminB12: 0.000_123_456, .copper: 0.078_44, .potassium: 1234.56])
        let line = EventCoding.line(for: JournalEvent(id: "ev", recordedMilliseconds: 5, change: .add(entry)))
        #expect(line.contains(#""fat":3,"nutrients":{"fiber":7.9,"sodium":480,"potassium":1235,"copper":0.07844,"vitamin_b12":0.0001235},"source":"index""#))
        guard case .add(let read) = try Self.decode(line).change else { Issue.record("not an add"); return }
        #expect(read.nutrients.details[.fiber] == 7.9)
        #expect(read.nutrients.details[.potassium] == 1235)
        #expect(read.nutrients.details.count == 5)
        // An entry without any writes no "nutrients" member at all.
        let plain = EventCoding.line(for: JournalEvent(id: "ev", recordedMilliseconds: 5, change: .add(Self.entry("bread"))))
        #expect(!plain.contains("nutrients"))
    }

    @Test("unknown nutrient keys and non-numbers are skipped; the rest of the line counts")
    func foreignNutrientMembersAreSkipped() throws {
        let line = #"{"v":1,"op":"add","event":"a","recorded_ms":1,"entry":{"id":"a","time":"2026-11-22T12:00:00+00:00","name":"x","kcal":50,"nutrients":{"fiber":2,"unobtainium":5,"sodium":"lots","iron":-3}}}"#
        guard case .add(let entry) = try Self.decode(line).change else { Issue.record("not an add"); return }
        #expect(entry.nutrients.kcal == 50)
        #expect(entry.nutrients.details == NutrientValues([.fiber: 2]))
        let notAnObject = #"{"v":1,"op":"add","event":"a","recorded_ms":1,"entry":{"id":"a","time":"2026-11-22T12:00:00+00:00","name":"x","kcal":50,"nutrients":[1,2]}}"#
        guard case .add(let other) = try Self.decode(notAnObject).change else { Issue.record("not an add"); return }
        #expect(other.nutrients.details.isEmpty)
    }

    @Test("edit: set values overlay, a new amount scales them with the macros, given numbers stop scaling")
    func editsSetAndScale() throws {
        let entry = Self.entry("soup", grams: 300, [.fiber: 6, .sodium: 900])
        let set = EntryChanges(details: NutrientValues([.sodium: 300, .iron: 2]))
        #expect(set.applied(to: entry).nutrients.details == NutrientValues([.fiber: 6, .sodium: 300, .iron: 2]))
        let halved = EntryChanges(grams: 150).applied(to: entry)
        #expect(halved.nutrients.kcal == 50)
        #expect(halved.nutrients.details == NutrientValues([.fiber: 3, .sodium: 450]))
        let both = EntryChanges(grams: 150, details: NutrientValues([.fiber: 4])).applied(to: entry)
        #expect(both.nutrients.kcal == 100)
        #expect(both.nutrients.details == NutrientValues([.fiber: 4, .sodium: 900]))
        // The edit event carries them, and reads back.
        let line = EventCoding.line(for: JournalEvent(id: "e", recordedMilliseconds: 1, change: .edit(entry: "soup", changes: set)))
        #expect(line.hasSuffix(#""set":{"nutrients":{"sodium":300,"iron":2}}}"#))
        guard case .edit(_, let read) = try Self.decode(line).change else { Issue.record("not an edit"); return }
        #expect(read == set)
    }

    @Test("an implausible value in a hand-edited line is marked and left out of totals")
    func implausibleDetailsAreMarkedNotCounted() {
        let bad = Self.entry("salt lick", [.sodium: 1e12, .fiber: 2])
        #expect(bad.implausibleFields.map(\.field) == ["sodium"])
        #expect(bad.nutrients.plausibleOnly.details == NutrientValues([.fiber: 2]))
        let totals = NutrientTotals([bad])
        #expect(totals[.sodium] == nil)
        #expect(totals[.fiber]?.sum == 2)
        #expect(Nutrient.sodium.entryRange.upper == 39_400 * 20)
    }

    @Test("totals count only the entries with data, and say how many")
    func totalsSayWhatTheyRestOn() {
        let entries = [Self.entry("a", [.fiber: 5, .sodium: 100]), Self.entry("b", [.fiber: 3]), Self.entry("c")]
        let totals = NutrientTotals(entries)
        #expect(totals.entries == 3)
        #expect(totals.entriesWithoutData == 1)
        #expect(totals[.fiber] == NutrientTotals.Total(sum: 8, entriesWithData: 2, entries: 3))
        #expect(totals[.sodium] == NutrientTotals.Total(sum: 100, entriesWithData: 1, entries: 3))
        #expect(totals[.iron] == nil)
        #expect(totals.known.map(\.nutrient) == [.fiber, .sodium])
        #expect(NutrientText.total(.fiber, totals[.fiber]!) == "fiber 8 g (2 of 3 entries)")
        let both = totals + NutrientTotals([Self.entry("d", [.fiber: 1])])
        #expect(both[.fiber] == NutrientTotals.Total(sum: 9, entriesWithData: 3, entries: 4))
        #expect(both.entriesWithoutData == 1)
        #expect(NutrientTotals([]).known.isEmpty)
    }

    @Test("the report averages over logged days, prefers a goal, flags limits and targets apart")
    func reportAveragesAndFlags() {
        let day1 = DaySummary(date: Fixtures.day, entries: [Self.entry("a", [.sodium: 3000, .fiber: 10, .vitaminD: 1])],
                              goals: Goals(details: NutrientValues([.fiber: 40])))
        let empty = DaySummary(date: Fixtures.day.adding(days: 1), entries: [], goals: Goals(details: NutrientValues([.fiber: 40])))
        let day3 = DaySummary(date: Fixtures.day.adding(days: 2), entries: [Self.entry("b", [.sodium: 1000, .fiber: 20]), Self.entry("c")],
                              goals: Goals(details: NutrientValues([.fiber: 30])))
        let report = NutrientReport([day1, empty, day3])
        #expect(report.days == 3 && report.daysLogged == 2)
        let rows = Dictionary(uniqueKeysWithValues: report.rows.map { ($0.nutrient, $0) })
        #expect(report.rows.map(\.nutrient) == [.fiber, .sodium, .vitaminD])
        #expect(rows[.sodium]?.perDay == 2000)
        #expect(rows[.sodium]?.reference == 2300 && rows[.sodium]?.isGoal == false)
        #expect(rows[.sodium]?.status == .ok)
        #expect(rows[.fiber]?.perDay == 15)
        #expect(rows[.fiber]?.reference == 30 && rows[.fiber]?.isGoal == true)
        #expect(rows[.fiber]?.status == .low)
        // Vitamin D is known for 1 of 3 entries: too little to call it low.
        #expect(rows[.vitaminD]?.status == .low)
        #expect(report.low.map(\.nutrient) == [.fiber])
        let salty = NutrientReport([DaySummary(date: Fixtures.day, entries: [Self.entry("a", [.sodium: 2400])], goals: Goals())])
        #expect(salty.rows.first?.status == .over)
        #expect(salty.low.isEmpty)
    }

    @Test("a row's flag agrees with the whole percent shown: 99.6% of a target is met, 100.4% of a limit not passed")
    func flagsFollowTheShownPercent() {
        func status(_ nutrient: Nutrient, _ amount: Double) -> NutrientReport.Status? {
            NutrientReport([DaySummary(date: Fixtures.day, entries: [Self.entry("a", [nutrient: amount])], goals: Goals())])
                .rows.first?.status
        }
        #expect(status(.folate, 398.4) == .ok)      // 99.6% of 400 µg, shown as 100%
        #expect(status(.folate, 397.6) == .low)     // 99.4%, shown as 99%
        #expect(status(.sodium, 2309) == .ok)       // 100.4% of 2300 mg, shown as 100%
        #expect(status(.sodium, 2312) == .over)     // 100.5%, shown as 101%
    }

    @Test("goals: nutrients merge like macros, 0 clears, and the goal line reads back")
    func goalsForAnyNutrient() throws {
        let first = Goals(kcal: 2000, details: NutrientValues([.fiber: 30, .sodium: 1500]))
        let merged = first.merged(with: Goals(details: NutrientValues([.fiber: 0, .potassium: 3500])))
        #expect(merged == Goals(kcal: 2000, details: NutrientValues([.sodium: 1500, .potassium: 3500])))
        let line = EventCoding.line(for: JournalEvent(id: "g", recordedMilliseconds: 1, change: .goals(first, from: Fixtures.day)))
        #expect(line.hasSuffix(#""set":{"kcal":2000,"nutrients":{"fiber":30,"sodium":1500}}}"#))
        guard case .goals(let read, _) = try Self.decode(line).change else { Issue.record("not a goal"); return }
        #expect(read == first)
        let absurd = Goals(details: NutrientValues([.sodium: 0.001]))
        #expect(absurd.implausibleFields.map(\.field) == ["sodium"])
        #expect(absurd.plausibleOnly.isEmpty)
    }

    @Test("significant digits keep small and large amounts alike")
    func significantDigits() {
        #expect(EventCoding.significant(2300, digits: 4) == 2300)
        #expect(EventCoding.significant(12.345_6, digits: 4) == 12.35)
        #expect(EventCoding.significant(0.078_444, digits: 4) == 0.078_44)
        #expect(EventCoding.significant(123_456, digits: 4) == 123_500)
        #expect(EventCoding.significant(0, digits: 4) == 0)
        #expect(EventCoding.significant(1e300, digits: 4) == 1e300)
    }
}
