import Foundation
import FoodlogSupport
import Testing
import TestSupport

/// Hand-written journal lines with absurd numbers (1e300, -1e15, 20-digit integers, a 1e-300 goal,
/// recorded_ms and positions far out of range), and numeric options in forms nobody means, through
/// the real `foodlog` binary: nothing traps, nothing logged is lost, every refusal is one line.
@Suite(.enabled(if: Executables.built, "needs the built foodlog and foodlog-net executables (swift build)"))
struct HostileJournalNumberTests {
    /// Today in UTC (the binaries run with TZ=UTC and the real clock).
    static var today: String {
        let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: Date())
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// A month file holding one sane entry and one with every number out of range, a goals file
    /// with a 1e-300 kcal goal, and a favorites file with a position of 1e300.
    func hostileHome() -> (Home, [String: String]) {
        let home = Home()
        let day = Self.today
        let month = String(day.prefix(7))
        try? FileManager.default.createDirectory(atPath: home.directory.file("data/foodlog/journal"), withIntermediateDirectories: true)
        let lines = [
            #"{"v":1,"op":"add","event":"aaaa0001","recorded_ms":1e300,"entry":{"id":"aaaa0001","time":"\#(day)T08:30:00Z","meal":"breakfast","name":"eggs","grams":100,"kcal":150,"protein":12,"carbs":1,"fat":10,"source":"manual","confidence":0.9}}"#,
            #"{"v":1,"op":"add","event":"bbbb0002","recorded_ms":-1e15,"entry":{"id":"bbbb0002","time":"\#(day)T12:30:00Z","meal":"lunch","name":"absurd","grams":1e300,"servings":-1e15,"kcal":1e300,"protein":-1e15,"carbs":12345678901234567890,"fat":1.7e308,"source":"ai","confidence":1e300}}"#,
        ]
        home.directory.write("data/foodlog/journal/\(month).jsonl", lines.joined(separator: "\n") + "\n")
        home.directory.write("data/foodlog/journal/goals.jsonl",
                             #"{"v":1,"op":"goal","event":"gggg0001","recorded_ms":12345678901234567890,"from":"2020-01-01","set":{"kcal":1e-300,"protein":100}}"# + "\n")
        home.directory.write("data/foodlog/journal/favorites.jsonl", [
            #"{"v":1,"op":"fav-add","event":"ffff0001","recorded_ms":1795314737559,"favorite":{"name":"shake","kcal":180,"protein":30,"source":"manual"}}"#,
            #"{"v":1,"op":"fav-add","event":"ffff0002","recorded_ms":1795314737560,"favorite":{"name":"bar","kcal":210,"source":"manual"}}"#,
            #"{"v":1,"op":"fav-move","event":"ffff0003","recorded_ms":1e300,"name":"shake","position":1e300}"#,
        ].joined(separator: "\n") + "\n")
        return (home, home.environment())
    }

    static let warning = "foodlog: warning: journal numbers out of range, not counted (marked '!'): entry bbbb0002: grams 1e+300 is out of range (0.1 to 10000 g); entry bbbb0002: servings -1000000000000000.0 is out of range (0.01 to 1000); entry bbbb0002: kcal 1e+300 is out of range (0 to 20000 kcal); and 5 more; fix with 'foodlog edit ID' or 'foodlog goal set'\n"

    /// Found by Tools/fuzz: a damaged line's warning quoted a 1 MiB value whole.
    @Test func aDamagedLineWithAHugeValueIsQuotedAsAShortExcerpt() throws {
        let home = Home()
        defer { home.directory.remove() }
        let month = String(Self.today.prefix(7))
        try FileManager.default.createDirectory(atPath: home.directory.file("data/foodlog/journal"), withIntermediateDirectories: true)
        home.directory.write("data/foodlog/journal/\(month).jsonl", #"{"v":1,"event":"e1","recorded_ms":1,"op":""# + String(repeating: "A", count: 1 << 20) + "\"}\n")
        let result = try CommandRunner.run("foodlog", ["today"], environment: home.environment())
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("foodlog: warning: damaged journal line skipped: "), "\(result.stderr.prefix(300))")
        #expect(result.stderr.utf8.count < 600, "a short excerpt, not the value: \(result.stderr.utf8.count) bytes")
        #expect(result.stderr.contains("…; fix or delete that line"))
    }

    /// Found by Tools/fuzz: an out-of-range entry whose id held 64 KiB put it whole into the warning.
    @Test func anOutOfRangeEntryWithAHugeIdIsNamedShortly() throws {
        let home = Home()
        defer { home.directory.remove() }
        let day = Self.today
        let id = String(repeating: "a", count: 1 << 16)
        try FileManager.default.createDirectory(atPath: home.directory.file("data/foodlog/journal"), withIntermediateDirectories: true)
        home.directory.write("data/foodlog/journal/\(day.prefix(7)).jsonl",
                             #"{"v":1,"op":"add","event":"e1","recorded_ms":1,"entry":{"id":"\#(id)","time":"\#(day)T08:30:00Z","meal":"breakfast","name":"eggs","grams":100,"kcal":1e300,"source":"manual"}}"# + "\n")
        let result = try CommandRunner.run("foodlog", ["log", "--from", "-6", "--summary"], environment: home.environment())
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("foodlog: warning: journal numbers out of range"), "\(result.stderr.prefix(300))")
        #expect(result.stderr.utf8.count < 400, "\(result.stderr.utf8.count) bytes")
    }

    @Test func todayShowsTheAbsurdEntryMarkedAndCountsOnlyTheSaneOne() throws {
        let (home, env) = hostileHome()
        defer { home.directory.remove() }
        let result = try CommandRunner.run("foodlog", ["today"], environment: env)
        #expect(result.status == 0)
        #expect(result.stderr == Self.warning)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let absurd = try #require(lines.first { $0.contains("bbbb0002") })
        #expect(absurd.contains("1e+300!") && absurd.contains("1.2345678901234567e+19!") && absurd.contains("1.7e+308!"))
        #expect(lines.contains { $0.contains("aaaa0001") && $0.contains("150") })
        let total = try #require(lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Total") })
        #expect(total.split(separator: " ").filter { !$0.isEmpty } == ["Total", "150", "12", "1", "10"])
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Goal") && $0.contains("1e-300!") && $0.contains("100") })
        #expect(lines.contains("  ! out of range, not counted; fix with 'foodlog edit ID' or 'foodlog goal set'"))
        #expect(lines.contains("  protein [██░░░░░░░░░░░░░░░░░░]  12 / 100 (12%)"))
        #expect(!lines.contains { $0.hasPrefix("  kcal") })
    }

    @Test func logJSONKeepsTheRawValuesAndNamesTheFieldsOutOfRange() throws {
        let (home, env) = hostileHome()
        defer { home.directory.remove() }
        let result = try CommandRunner.run("foodlog", ["log", "--date", Self.today, "--json"], environment: env)
        #expect(result.status == 0 && result.stderr == Self.warning)
        let day = try JSONParser.parse(result.stdout.trimmingCharacters(in: .newlines))
        let entries = try #require(day["entries"]?.arrayValue)
        #expect(entries.map { $0["id"]?.stringValue } == ["aaaa0001", "bbbb0002"])
        #expect(entries[0]["out_of_range"]?.arrayValue == [])
        #expect(entries[1]["out_of_range"]?.arrayValue?.map { $0.stringValue } == ["grams", "servings", "kcal", "protein", "carbs", "fat", "confidence"])
        #expect(entries[1]["kcal"]?.doubleValue == 1e300 && entries[1]["fat"]?.doubleValue == 1.7e308)
        #expect(day["totals"]?["kcal"]?.doubleValue == 150 && day["progress"]?["kcal"] == nil)
        #expect(day["progress"]?["protein"]?.doubleValue == 0.12)
    }

    @Test func aRangeWithItsChartAndEveryExportFormatStillWork() throws {
        let (home, env) = hostileHome()
        defer { home.directory.remove() }
        let range = try CommandRunner.run("foodlog", ["log", "--from", "-3"], environment: env)
        #expect(range.status == 0)
        #expect(range.stderr == Self.warning)
        #expect(range.stdout.contains("kcal per day") && range.stdout.contains("bbbb0002"))
        #expect(range.stdout.contains("1 of 4 days logged; average 150 kcal"))

        for (format, raw) in [("csv", "1e+300"), ("json", "1e+300"), ("md", "1e+300")] {
            let export = try CommandRunner.run("foodlog", ["export", "--from", Self.today, "--format", format], environment: env)
            #expect(export.status == 0, "export --format \(format)")
            #expect(export.stderr == Self.warning)
            #expect(export.stdout.contains("absurd") && export.stdout.contains(raw) && export.stdout.contains("eggs"))
        }
        let csv = try CommandRunner.run("foodlog", ["export", "--from", Self.today], environment: env)
        #expect(csv.stdout.contains("item,\(Self.today),12:30,lunch,bbbb0002,absurd,1e+300,-1000000000000000.0,1e+300,"))
        #expect(csv.stdout.contains("total,\(Self.today),,,,,,,150,12,1,10,,,"))
    }

    @Test func favoritesAndGoalsWithAbsurdNumbersStillList() throws {
        let (home, env) = hostileHome()
        defer { home.directory.remove() }
        let favorites = try CommandRunner.run("foodlog", ["fav", "list", "--json"], environment: env)
        #expect(favorites.status == 0 && favorites.stderr.isEmpty)
        let list = try JSONParser.parse(favorites.stdout.trimmingCharacters(in: .newlines))
        #expect(list.arrayValue?.map { $0["name"]?.stringValue } == ["bar", "shake"])
        let goals = try CommandRunner.run("foodlog", ["goal", "show"], environment: env)
        #expect(goals.status == 0)
        #expect(goals.stdout == "goals from \(Self.today): 1e-300! kcal, protein 100 g\n")
        #expect(goals.stderr == "foodlog: warning: journal numbers out of range, not counted (marked '!'): goal: kcal goal 1e-300 is out of range (1 to 20000 kcal); fix with 'foodlog edit ID' or 'foodlog goal set'\n")
        home.directory.write("data/foodlog/journal/favorites.jsonl",
                             #"{"v":1,"op":"fav-add","event":"ffff0001","recorded_ms":1,"favorite":{"name":"shake","kcal":1e300,"protein":30,"source":"manual"}}"# + "\n")
        let absurd = try CommandRunner.run("foodlog", ["fav", "list"], environment: env)
        #expect(absurd.status == 0 && absurd.stdout.contains("1e+300!"))
        #expect(absurd.stderr == "foodlog: warning: favorite numbers out of range (marked '!'): favorite 'shake': kcal 1e+300 is out of range (0 to 20000 kcal); fix with 'foodlog fav edit NAME'\n")
        let logged = try CommandRunner.run("foodlog", ["add", "--fav", "shake"], environment: env)
        #expect(logged.status == 65 && logged.stdout.isEmpty)
        #expect(logged.stderr == "foodlog: shake: kcal 1e+300 is out of range (0 to 20000 kcal); nothing was written; check the amount and the numbers\n")
    }

    @Test func theAbsurdEntryCanBeFixedAndThenCountsAgain() throws {
        let (home, env) = hostileHome()
        defer { home.directory.remove() }
        let edit = try CommandRunner.run("foodlog", ["edit", "bbbb0002", "--grams", "200", "--servings", "1", "--kcal", "300",
                                                     "--protein", "10", "--carbs", "20", "--fat", "5"], environment: env)
        #expect(edit.status == 0 && edit.stderr.isEmpty)
        #expect(edit.stdout.hasPrefix("edited bbbb0002"))
        let goal = try CommandRunner.run("foodlog", ["goal", "set", "--kcal", "2000", "--from", "2020-01-01"], environment: env)
        #expect(goal.status == 0)
        let day = try CommandRunner.run("foodlog", ["today", "--json"], environment: env)
        #expect(day.stderr == "foodlog: warning: journal numbers out of range, not counted (marked '!'): entry bbbb0002: confidence 1e+300 is out of range (0 to 1); fix with 'foodlog edit ID' or 'foodlog goal set'\n")
        let json = try JSONParser.parse(day.stdout.trimmingCharacters(in: .newlines))
        #expect(json["totals"]?["kcal"]?.doubleValue == 450 && json["progress"]?["kcal"]?.doubleValue == 0.225)
    }

    @Test func anEditThatWouldMakeANumberAbsurdIsRefused() throws {
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment()
        let add = try CommandRunner.run("foodlog", ["add", "olive oil", "--kcal", "884", "--grams", "100", "--date", "2026-11-20", "--json"],
                                        environment: env)
        #expect(add.status == 0)
        let id = try #require(try JSONParser.parse(add.stdout.trimmingCharacters(in: .newlines))[0]?["id"]?.stringValue)
        let edit = try CommandRunner.run("foodlog", ["edit", id, "--grams", "5000"], environment: env)
        #expect(edit.status == 65 && edit.stdout.isEmpty)
        #expect(edit.stderr == "foodlog: olive oil: kcal 44200 is out of range (0 to 20000 kcal); nothing was written; check the amount and the numbers\n")
        let entries = try home.entries(on: "2026-11-20", env)
        #expect(entries.count == 1 && entries.first?["kcal"]?.doubleValue == 884)
    }

    @Test func aJournalFileOfATerabyteIsAnErrorNotAnAllocation() throws {
        let home = Home()
        defer { home.directory.remove() }
        try FileManager.default.createDirectory(atPath: home.directory.file("data/foodlog/journal"), withIntermediateDirectories: true)
        let path = home.directory.file("data/foodlog/journal/\(Self.today.prefix(7)).jsonl")
        let fd = open(path, O_WRONLY | O_CREAT, 0o644)
        #expect(fd >= 0 && ftruncate(fd, 1 << 40) == 0)
        close(fd)
        let result = try CommandRunner.run("foodlog", ["today"], environment: home.environment())
        #expect(result.status == 74 && result.stdout.isEmpty)
        #expect(result.stderr == "foodlog: cannot read the journal file \(path) (it is 1048576 MiB, more than the 256 MiB a journal file may hold; move it aside); check the disk and its permissions\n")
    }

    /// `--kcal 0x10` and friends: Swift's Double(String) reads hex, exponents, nan and inf; options do not.
    @Test(arguments: [
        (["add", "bar", "--kcal", "0x10"], "invalid value '0x10' for '--kcal': expected a plain decimal number from 0 to 20000 (digits with an optional '.', e.g. 250 or 12.5)"),
        (["add", "bar", "--kcal", "100", "--grams", "0x1p16"], "invalid value '0x1p16' for '--grams': expected a plain decimal number from 0.1 to 10000 (digits with an optional '.', e.g. 250 or 12.5)"),
        (["add", "bar", "--kcal", "1e400"], "invalid value '1e400' for '--kcal': expected a plain decimal number from 0 to 20000 (digits with an optional '.', e.g. 250 or 12.5)"),
        (["add", "bar", "--kcal", "nan"], "invalid value 'nan' for '--kcal': expected a plain decimal number from 0 to 20000 (digits with an optional '.', e.g. 250 or 12.5)"),
        (["add", "bar", "--kcal", "inf"], "invalid value 'inf' for '--kcal': expected a plain decimal number from 0 to 20000 (digits with an optional '.', e.g. 250 or 12.5)"),
        (["add", "bar", "--kcal", "100", "--grams", "-5"], "invalid value '-5' for '--grams': expected a plain decimal number from 0.1 to 10000 (digits with an optional '.', e.g. 250 or 12.5)"),
        (["add", "bar", "--kcal", "100", "--grams", "0"], "invalid value '0' for '--grams': expected a plain decimal number from 0.1 to 10000 (digits with an optional '.', e.g. 250 or 12.5)"),
        (["add", "bar", "--kcal", "100", "--protein", "1e3"], "invalid value '1e3' for '--protein': expected a plain decimal number from 0 to 2000 (digits with an optional '.', e.g. 250 or 12.5)"),
        (["goal", "set", "--kcal", "1e-300"], "invalid value '1e-300' for '--kcal': expected a plain decimal number from 0 to 20000 (digits with an optional '.', e.g. 250 or 12.5)"),
        (["goal", "set", "--kcal", "0.0000001"], "invalid value '0.0000001' for '--kcal': expected 0 (no goal) or 1 to 20000 kcal"),
        (["goal", "set", "--protein", "0x10"], "invalid value '0x10' for '--protein': expected a plain decimal number from 0 to 2000 (digits with an optional '.', e.g. 250 or 12.5)"),
        (["fav", "add", "shake", "--kcal", "Infinity"], "invalid value 'Infinity' for '--kcal': expected a plain decimal number from 0 to 20000 (digits with an optional '.', e.g. 250 or 12.5)"),
    ])
    func numericOptionsAreDecimalOnly(_ arguments: [String], _ message: String) throws {
        let home = Home()
        defer { home.directory.remove() }
        let result = try CommandRunner.run("foodlog", arguments, environment: home.environment())
        #expect(result.status == 64)
        #expect(result.stderr == "foodlog: " + message + "\n")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: home.directory.file("data/foodlog/journal")))
    }
}
