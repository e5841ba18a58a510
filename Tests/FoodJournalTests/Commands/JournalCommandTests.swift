import Foundation
@testable import FoodlogCommands
import Testing
@testable import FoodJournal
import FoodlogSupport

@Suite("Journal commands")
struct JournalCommandTests {
    @Test func addManualNumbersThenToday() throws {
        let h = CommandHarness()
        let added = h.run("add", "protein bar", "--kcal", "210", "--protein", "20", "--carbs", "22", "--fat", "7")
        #expect(added.code == 0)
        #expect(added.output.hasPrefix("logged "))
        #expect(added.output.contains("2026-11-22 12:30  lunch  protein bar  210 kcal  P 20 C 22 F 7"))
        let today = h.run("today")
        #expect(today.code == 0)
        #expect(today.lines[0] == "Sun 2026-11-22")
        #expect(today.output.contains("Lunch"))
        #expect(today.output.contains("protein bar"))
        let total = try #require(today.lines.first { $0.split(separator: " ").first == "Total" })
        #expect(total.split(separator: " ").map(String.init) == ["Total", "210", "20", "22", "7"])
    }

    @Test func todayJSONIsStableAndComplete() throws {
        let h = CommandHarness()
        _ = h.run("goal", "set", "--kcal", "2000", "--protein", "150")
        _ = h.run("add", "oats", "--kcal", "300", "--protein", "10", "--carbs", "54", "--fat", "5", "--at", "07:30", "--grams", "80")
        _ = h.run("add", "chips", "--kcal", "500", "--at", "23:10")
        let result = h.run("today", "--json")
        #expect(result.code == 0)
        #expect(result.lines.count == 1)
        let day = try #require(try result.json() as? [String: Any])
        #expect(day["date"] as? String == "2026-11-22")
        let entries = try #require(day["entries"] as? [[String: Any]])
        #expect(entries.map { $0["name"] as? String } == ["oats", "chips"])
        #expect(entries.map { $0["meal"] as? String } == ["breakfast", "snack"])
        #expect(entries[0]["time"] as? String == "2026-11-22T07:30:00+01:00")
        #expect(entries[1]["protein"] is NSNull)
        let totals = try #require(day["totals"] as? [String: Double])
        #expect(totals["kcal"] == 800)
        let progress = try #require(day["progress"] as? [String: Double])
        #expect(progress["kcal"] == 0.4)
        #expect((day["problems"] as? [Any])?.isEmpty == true)
        // Keys in a fixed order, byte-for-byte stable between runs.
        #expect(result.output.hasPrefix(#"{"date":"2026-11-22","entries":[{"id":""#))
        #expect(h.run("today", "--json").output == result.output)
    }

    @Test func todayOnAnEmptyJournalAndInTheUsersTimeZone() throws {
        // 23:30 UTC on the 21st is already the 22nd an hour east.
        let h = CommandHarness(hour: -1, minute: 30)
        let empty = h.run("today", "--json")
        #expect(empty.code == 0)
        let day = try #require(try empty.json() as? [String: Any])
        #expect(day["date"] as? String == "2026-11-22")
        #expect((day["entries"] as? [Any])?.isEmpty == true)
        #expect(day["goals"] is NSNull)
        h.environment["TZ"] = "UTC"
        #expect(h.run("today").lines.first == "Sat 2026-11-21")
    }

    @Test func damagedLinesAreReportedInJSONAndDoNotHideEntries() throws {
        let h = CommandHarness()
        _ = h.run("add", "a", "--kcal", "100")
        let path = h.dir.file("data/foodlog/journal/2026-11.jsonl")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data("{broken\n".utf8))
        handle.closeFile()
        _ = h.run("add", "b", "--kcal", "50")
        let result = h.run("today", "--json")
        #expect(result.code == 0)
        let day = try #require(try result.json() as? [String: Any])
        #expect((day["entries"] as? [[String: Any]])?.count == 2)
        let problems = try #require(day["problems"] as? [[String: Any]])
        #expect(problems.count == 1)
        #expect(problems[0]["line"] as? Int == 2)
        #expect(problems[0]["file"] as? String == "2026-11.jsonl")
    }

    @Test func addWithDateAtAndMeal() throws {
        let h = CommandHarness()
        let dinner = h.run("add", "soup", "--kcal", "350", "--date", "yesterday", "--meal", "dinner")
        #expect(dinner.output.contains("2026-11-21 19:00  dinner  soup"))
        let explicit = h.run("add", "toast", "--kcal", "120", "--date", "2026-11-02", "--at", "9:05", "--json")
        let entries = try #require(try explicit.json() as? [[String: Any]])
        #expect(entries.first?["time"] as? String == "2026-11-02T09:05:00+01:00")
        #expect(entries.first?["meal"] as? String == "breakfast")
        let bad = h.run("add", "toast", "--kcal", "120", "--at", "25:00")
        #expect(bad.code == 64)
        #expect(bad.error?.contains("HH:MM") == true)
        let badDate = h.run("add", "toast", "--kcal", "120", "--date", "2026-02-30")
        #expect(badDate.code == 64)
        #expect(badDate.error?.contains("YYYY-MM-DD") == true)
        let negative = h.run("add", "toast", "--kcal", "-5")
        #expect(negative.code == 64)
        #expect(h.run("add", "--kcal", "100").code == 64)
        #expect(h.run("add", "x", "--protein", "3").error?.contains("--kcal") == true)
        #expect(h.run("add", "x", "--kcal", "1", "--grams", "5", "--servings", "1").code == 64)
    }

    @Test func quietAndJSONAdd() throws {
        let h = CommandHarness()
        #expect(h.run("add", "tea", "--kcal", "2", "-q").output.isEmpty)
        let json = try #require(try h.run("add", "tea", "--kcal", "2", "--json").json() as? [[String: Any]])
        #expect(json.first?["source"] as? String == "manual")
        #expect((json.first?["id"] as? String)?.count == 8)
    }

    @Test func editRemoveUndo() throws {
        let h = CommandHarness()
        let json = try #require(try h.run("add", "rice", "--kcal", "130", "--grams", "100", "--json").json() as? [[String: Any]])
        let id = try #require(json.first?["id"] as? String)
        let edited = h.run("edit", String(id.prefix(5)), "--grams", "150")
        #expect(edited.code == 0)
        #expect(edited.output.contains("150 g  195 kcal"))
        #expect(h.run("edit", id).code == 64)
        #expect(h.run("edit", id, "--at", "13:15", "--meal", "snack").output.contains("13:15  snack  rice"))
        let moved = h.run("edit", id, "--date", "2026-12-01")
        #expect(moved.code == 0)
        #expect(moved.output.contains("2026-12-01 13:15  snack  rice"))
        #expect(h.run("undo").output.hasPrefix("undid move of 'rice'"))
        let removed = h.run("rm", id)
        #expect(removed.output.hasPrefix("removed \(id)"))
        #expect(h.run("rm", id).code == 65)
        #expect(h.run("today", "--json").output.contains("\"entries\":[]"))
        let undo = h.run("undo")
        #expect(undo.output == "undid removal of 'rice' (\(id))\n")
        #expect(h.run("today").output.contains("rice"))
        _ = h.run("undo")
        _ = h.run("undo")
        #expect(h.run("today", "--json").output.contains("\"kcal\":130"))
        _ = h.run("undo")
        let nothing = h.run("undo")
        #expect(nothing.code == 1)
        #expect(nothing.error?.hasPrefix("nothing to undo") == true)
    }

    @Test func logRangeDrawsAChartAgainstTheGoal() throws {
        let h = CommandHarness()
        _ = h.run("goal", "set", "--kcal", "2000", "--from", "2026-11-01")
        _ = h.run("add", "big", "--kcal", "2400", "--date", "2026-11-20", "--at", "12:00")
        _ = h.run("add", "small", "--kcal", "1000", "--date", "2026-11-21", "--at", "12:00")
        let result = h.run("log", "--from", "2026-11-20", "--to", "2026-11-22", "--summary")
        #expect(result.code == 0)
        let rows = result.lines.filter { $0.hasPrefix("2026-11-") }
        #expect(rows.count == 3)
        #expect(rows[0].hasPrefix("2026-11-20 Fri  2400 kcal █"))
        #expect(rows[0].hasSuffix("120%"))
        #expect(rows[1].contains("|") && rows[1].hasSuffix("50%"))
        #expect(rows[2].hasSuffix("0%"))
        // The goal marker sits at the same column on every row that has not passed it.
        #expect(rows[1].firstIndex(of: "|").map { rows[1].distance(from: rows[1].startIndex, to: $0) }
            == rows[2].firstIndex(of: "|").map { rows[2].distance(from: rows[2].startIndex, to: $0) })
        #expect(result.lines.last == "2 of 3 days logged; average 1700 kcal, P 0 C 0 F 0 per logged day")
        let full = h.run("log", "--from", "-2")
        #expect(full.output.contains("Fri 2026-11-20") && full.output.contains("big"))
        let json = try #require(try h.run("log", "--from", "2026-11-20", "--to", "2026-11-22", "--json").json() as? [String: Any])
        #expect((json["days"] as? [Any])?.count == 3)
        #expect(json["days_logged"] as? Int == 2)
    }

    @Test func logArgumentErrors() {
        let h = CommandHarness()
        #expect(h.run("log", "--date", "today", "--from", "-1").code == 64)
        #expect(h.run("log", "--to", "today").code == 64)
        #expect(h.run("log", "--from", "2026-11-22", "--to", "2026-11-01").code == 64)
        #expect(h.run("log", "--from", "1990-01-01").code == 64)
        #expect(h.run("log", "--date", "2026-11-21").code == 0)
        #expect(h.run("today", "extra").code == 64)
    }

    @Test func goals() throws {
        let h = CommandHarness()
        #expect(h.run("goal", "show").output.hasPrefix("no goals set"))
        #expect(h.run("goal", "set").code == 64)
        let set = h.run("goal", "set", "--kcal", "2000", "--protein", "150")
        #expect(set.output == "goals from 2026-11-22: 2000 kcal, protein 150 g\n")
        _ = h.run("goal", "set", "--protein", "0", "--fat", "70")
        let json = try #require(try h.run("goal", "show", "--json").json() as? [String: Any])
        let goals = try #require(json["goals"] as? [String: Any])
        #expect(goals["kcal"] as? Double == 2000)
        #expect(goals["protein"] is NSNull)
        #expect(goals["fat"] as? Double == 70)
        let group = h.run("goal")
        #expect(group.code == 0)
        #expect(group.output.contains("Subcommands:\n  set   set daily goals"))
        #expect(h.run("goal", "sett", "--kcal", "2000").error == "unknown subcommand 'sett' of 'goal'; did you mean 'set'? see 'foodlog goal --help'")
    }

    @Test func favorites() throws {
        let h = CommandHarness()
        #expect(h.run("fav", "list").output.hasPrefix("no favorites yet"))
        #expect(h.run("fav", "add", "protein", "shake", "--kcal", "180", "--protein", "30", "--servings", "1").code == 0)
        #expect(h.run("fav", "add", "bar", "--kcal", "200", "--grams", "50").code == 0)
        #expect(h.run("fav", "add", "Bar", "--kcal", "1").code == 65)
        #expect(h.run("fav", "add", "no numbers").code == 64)
        let long = String(repeating: "very long favorite name ", count: 3)
        #expect(h.run(["fav", "add", long, "--kcal", "5"]).code == 0)
        #expect(h.run("fav", "move", "bar", "--to", "1").output == "moved favorite 'bar' to position 1\n")
        #expect(h.run("fav", "edit", "protein", "shake", "--rename", "shake", "--kcal", "190").code == 0)
        let list = try #require(try h.run("fav", "list", "--json").json() as? [[String: Any]])
        #expect(list.map { $0["name"] as? String } == ["bar", "shake", String(long.prefix(39)).trimmingCharacters(in: .whitespaces) + "…"])
        #expect(list[1]["kcal"] as? Double == 190)
        let text = h.run("fav", "list")
        #expect(text.lines[1].hasPrefix("1  bar"))

        let logged = h.run("add", "--fav", "BAR", "--grams", "75")
        #expect(logged.output.contains("bar  75 g  300 kcal"))
        let twice = h.run("add", "--fav", "shake", "--servings", "2", "--json")
        let entry = try #require((try twice.json() as? [[String: Any]])?.first)
        #expect(entry["kcal"] as? Double == 380)
        #expect(entry["servings"] as? Double == 2)
        #expect(h.run("add", "--fav", "shake", "--grams", "10").code == 64)
        #expect(h.run("add", "--fav", "nope").code == 65)
        #expect(h.run("fav", "rm", "bar").code == 0)
        #expect(h.run("fav", "rm", "bar").code == 65)
        #expect(h.run("fav", "move", "shake").code == 64)
        let id = try #require(entry["id"] as? String)
        #expect(h.run("fav", "add", "usual", "--entry", id).output == "saved favorite 'usual': 380 kcal per 2 servings\n")
    }

    @Test func exportFormats() throws {
        let h = CommandHarness()
        _ = h.run("add", "oats, \"rolled\"", "--kcal", "300", "--protein", "10", "--carbs", "54", "--fat", "5", "--at", "07:30", "--grams", "80")
        _ = h.run("add", "a|b", "--kcal", "100", "--date", "2026-11-21", "--at", "20:00")
        let csv = h.run("export", "--from", "2026-11-21", "--to", "2026-11-22", "--format", "csv")
        #expect(csv.code == 0)
        let rows = csv.output.components(separatedBy: "\r\n")
        // One column per nutrient beyond the macros follows, empty where unknown (issue 17).
        let noNutrients = String(repeating: ",", count: Nutrient.allCases.count)
        #expect(rows[0].hasPrefix("row,date,time,meal,id,name,grams,servings,kcal,protein,carbs,fat,source,confidence,ref,fiber_g,"))
        #expect(rows[1].hasPrefix("item,2026-11-21,20:00,dinner,"))
        #expect(rows[2] == "total,2026-11-21,,,,,,,100,0,0,0,,," + noNutrients)
        #expect(rows[3].contains(",\"oats, \"\"rolled\"\"\",80,,300,10,54,5,manual,,"))
        #expect(rows[4] == "total,2026-11-22,,,,,,,300,10,54,5,,," + noNutrients)
        let md = h.run("export", "--from", "-1", "--format", "md").output
        #expect(md.contains("## Sat 2026-11-21"))
        #expect(md.contains("| 20:00 | dinner | a\\|b |"))
        #expect(md.contains("| | | **Total** | | **300** | **10** | **54** | **5** | |"))
        let json = try #require(try h.run("export", "--from", "-1", "--format", "json").json() as? [String: Any])
        let days = try #require(json["days"] as? [[String: Any]])
        #expect(days.count == 2)
        #expect((days[1]["items"] as? [[String: Any]])?.first?["source"] as? String == "manual")
        #expect(h.run("export").code == 64)
        #expect(h.run("export", "--from", "-1", "--format", "xls").code == 64)
    }
}

@Suite("Numbered choice and multi-id removal")
struct ChoiceTests {
    let foods = [CatalogFood(id: "1", name: "first", kind: .generic, per100g: Nutrients(kcal: 100)),
                 CatalogFood(id: "2", name: "second", kind: .product, per100g: Nutrients(kcal: 200), servingGrams: 30)]


    @Test func picksByNumberDefaultsToTheFirstAndCancels() throws {
        let script = ScriptedAnswers(["2"])
        #expect(try AddCommand.choose(from: foods, ask: script.ask).id == "2")
        #expect(script.shown == ["  1. first  100 kcal/100 g", "  2. second  200 kcal/100 g, serving 30 g",
                                 "Choose 1-2 (Enter for 1, q to cancel): "])
        #expect(try AddCommand.choose(from: foods, ask: ScriptedAnswers([""]).ask).id == "1")
        #expect(try AddCommand.choose(from: foods, ask: ScriptedAnswers(["7", "x", " 2 "]).ask).id == "2")
        #expect(throws: AddError.cancelled) { try AddCommand.choose(from: foods, ask: ScriptedAnswers(["q"]).ask) }
        #expect(throws: AddError.cancelled) { try AddCommand.choose(from: foods, ask: ScriptedAnswers(["9", "9", "9", "1"]).ask) }
        #expect(throws: AddError.cancelled) { try AddCommand.choose(from: foods, ask: ScriptedAnswers([nil]).ask) }
    }

    @Test func aTypoAmongSeveralIdsRemovesNothing() throws {
        let h = CommandHarness()
        let a = try #require((try h.run("add", "a", "--kcal", "1", "--json").json() as? [[String: Any]])?.first?["id"] as? String)
        let b = try #require((try h.run("add", "b", "--kcal", "1", "--json").json() as? [[String: Any]])?.first?["id"] as? String)
        #expect(h.run("rm", a, "zzzzzzzz").code == 65)
        #expect((try h.run("today", "--json").json() as? [String: Any]).flatMap { $0["entries"] as? [Any] }?.count == 2)
        #expect(h.run("rm", a, b).lines.count == 2)
    }

    @Test func concurrentUndosEachRevertADifferentChange() throws {
        let h = CommandHarness()
        for index in 0..<6 {
            h.clock.advance(1)
            _ = h.run("add", "item\(index)", "--kcal", "1")
        }
        let data = h.paths.data
        let clock = h.clock
        let summaries = Collected()
        // Four processes' worth of undo at once: each must revert a different change.
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let journal = Journal(dataDirectory: data, zone: .fixed(3600), now: { clock.now() })
            if let undone = try? journal.undo() { summaries.append(undone.summary) }
        }
        let all = summaries.values
        #expect(all.count == 4)
        #expect(Set(all).count == 4)
        #expect((try h.run("today", "--json").json() as? [String: Any]).flatMap { $0["entries"] as? [Any] }?.count == 2)
    }
}

/// Strings gathered from concurrent work.
final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func append(_ item: String) { lock.lock(); items.append(item); lock.unlock() }
    var values: [String] { lock.lock(); defer { lock.unlock() }; return items }
}
