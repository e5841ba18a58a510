import Foundation
import Testing
import TestSupport

/// The journal through the real `foodlog` executable, as cron and shell scripts use it.
@Suite("Journal end to end", .enabled(if: Executables.isBuilt("foodlog"), "needs the built foodlog (swift build)"))
struct JournalProcessTests {
    let home = ScratchDirectory()

    var environment: [String: String] {
        ["HOME": home.path, "XDG_DATA_HOME": home.path + "/data", "TZ": "UTC",
         "PATH": CommandRunner.productsDirectory + ":/usr/bin:/bin"]
    }

    func foodlog(_ arguments: String...) throws -> CommandRunner.Result {
        try CommandRunner.run("foodlog", arguments, environment: environment)
    }

    @Test func theCronLineJustWorks() throws {
        #expect(try foodlog("add", "protein bar", "--kcal", "210", "--protein", "20", "-q").status == 0)
        let cron = try CommandRunner.runProgram("/bin/sh", ["-c", "mkdir -p ~/diary && foodlog today --json > ~/diary/$(date +%F).json"],
                                                environment: environment)
        #expect(cron.status == 0, "\(cron.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: home.path + "/diary")
        #expect(files.count == 1)
        let data = try #require(FileManager.default.contents(atPath: home.path + "/diary/" + files[0]))
        let day = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(files[0] == (day["date"] as? String ?? "") + ".json")
        #expect((day["entries"] as? [[String: Any]])?.first?["name"] as? String == "protein bar")
    }

    @Test func concurrentFoodlogAddsLoseNothing() throws {
        var workers: [CommandRunner.Running] = []
        for worker in 0..<4 {
            workers.append(try CommandRunner.start("/bin/sh", ["-c", "i=0; while [ $i -lt 25 ]; do foodlog add w\(worker)-$i --kcal 1 -q || exit 1; i=$((i+1)); done"],
                                                   environment: environment, directory: nil))
        }
        for worker in workers {
            let result = try worker.wait(timeout: 300)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let result = try foodlog("today", "--json")
        let day = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let entries = try #require(day["entries"] as? [[String: Any]])
        #expect(entries.count == 100)
        #expect(Set(entries.compactMap { $0["id"] as? String }).count == 100)
        #expect(Set(entries.compactMap { $0["name"] as? String }).count == 100)
    }

    @Test func errorsAreOneLineWithDocumentedCodes() throws {
        let missing = try foodlog("add")
        #expect(missing.status == 64)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr.hasPrefix("foodlog: missing what you ate"))
        #expect(missing.stderr.split(separator: "\n").count == 1)
        let unknown = try foodlog("rm", "abcdefgh")
        #expect(unknown.status == 65)
        #expect(unknown.stderr.hasPrefix("foodlog: no journal entry with id 'abcdefgh'"))
        let pick = try foodlog("add", "yogurt", "--pick")
        #expect(pick.status == 64)
        #expect(pick.stderr.contains("needs a terminal"))
    }

    @Test func damagedLinesWarnOnStandardErrorOnly() throws {
        #expect(try foodlog("add", "a", "--kcal", "1", "-q").status == 0)
        let month = try #require(try FileManager.default.contentsOfDirectory(atPath: home.path + "/data/foodlog/journal").first)
        let path = home.path + "/data/foodlog/journal/" + month
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data("{\"half a line".utf8))
        handle.closeFile()
        let result = try foodlog("today", "--json")
        #expect(result.status == 0)
        #expect(result.stderr.contains("\(month) line 2"))
        #expect(result.stderr.contains("incomplete last line"))
        let day = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((day["entries"] as? [Any])?.count == 1)
        #expect((day["problems"] as? [Any])?.count == 1)
    }

    /// Named zones with daylight saving go through libc (`TZ` read by the process itself).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Europe/Berlin"), "needs the tz database"))
    func namedTimeZonesAndDaylightSaving() throws {
        func add(_ tz: String, _ date: String) throws -> String? {
            var env = environment
            env["TZ"] = tz
            let result = try CommandRunner.run("foodlog", ["add", "x", "--kcal", "1", "--date", date, "--at", "12:00", "--json"],
                                               environment: env)
            let entries = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
            return entries?.first?["time"] as? String
        }
        #expect(try add("Europe/Berlin", "2026-07-01") == "2026-07-01T12:00:00+02:00")
        #expect(try add("Europe/Berlin", "2026-01-10") == "2026-01-10T12:00:00+01:00")
        #expect(try add("Asia/Kolkata", "2026-01-10") == "2026-01-10T12:00:00+05:30")
        #expect(try add("UTC", "2026-01-10") == "2026-01-10T12:00:00+00:00")
    }
}
