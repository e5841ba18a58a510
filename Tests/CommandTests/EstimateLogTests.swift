import AIAnalysis
import Foundation
import FoodlogSupport
import Testing
import TestSupport

/// `estimate --log` and `snap --log` through the binaries against the loopback provider server:
/// without a terminal the estimate is logged directly, never prompting.
@Suite struct EstimateLogTests {
    @Test(.enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func estimateLogWritesOneAIEntryPerItem() throws {
        let success = try #require(openAISuccess())
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(success)
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment(server, ["OPENAI_API_KEY": testKey])
        let result = try CommandRunner.run("foodlog", ["estimate", "150 g grilled chicken breast and 158 g white rice", "--log",
                                                        "--meal", "lunch", "--date", "2026-11-19", "--json"], environment: env)
        #expect(result.status == 0)
        let json = try JSONParser.parse(result.stdout.trimmingCharacters(in: .newlines))
        #expect(json["total"]?["calories"]?.doubleValue == 453 && json["provider"]?.stringValue == "openai")
        let logged = try #require(json["logged"]?.arrayValue)
        #expect(logged.map { $0["name"]?.stringValue } == ["grilled chicken breast", "white rice"])
        #expect(logged.map { $0["source"]?.stringValue } == ["ai", "ai"])
        #expect(logged.map { $0["confidence"]?.doubleValue } == [0.9, 0.85])
        #expect(logged.map { $0["meal"]?.stringValue } == ["lunch", "lunch"])
        #expect(logged[0]["time"]?.stringValue?.hasPrefix("2026-11-19T12:30") == true)
        #expect(logged[0]["kcal"]?.doubleValue == 248 && logged[1]["grams"]?.doubleValue == 158)
        #expect(logged.allSatisfy { $0["photo"]?.isNull == true })
        let journal = try home.entries(on: "2026-11-19", env)
        #expect(journal.count == 2 && journal.map { $0["id"]?.stringValue } == logged.map { $0["id"]?.stringValue })
        #expect(!result.stdout.contains(testKey) && !result.stderr.contains(testKey))
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func snapLogStoresThePhotoOnceByItsSHA256() throws {
        let success = try #require(openAISuccess())
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(success)
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment(server, ["OPENAI_API_KEY": testKey])
        let photo = home.directory.writeBytes("dinner.photo", jpegBytes)
        let first = try CommandRunner.run("foodlog", ["snap", photo, "--log", "--date", "2026-11-18", "--at", "19:15"], environment: env)
        #expect(first.status == 0)
        let lines = first.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Chicken and rice")
        #expect(lines.filter { $0.hasPrefix("logged ") }.count == 2)
        #expect(lines.contains { $0.hasPrefix("logged ") && $0.contains("2026-11-18 19:15") && $0.contains("dinner") && $0.contains("white rice") })
        // The same photo again: answered from the cache, logged again, stored once.
        let second = try CommandRunner.run("foodlog", ["snap", photo, "--log", "--date", "2026-11-18", "--json"], environment: env)
        #expect(second.status == 0)
        #expect(try JSONParser.parse(second.stdout.trimmingCharacters(in: .newlines))["cached"]?.boolValue == true)
        #expect(server.requests.count == 1)

        let hash = SHA256.hash(jpegBytes).hex
        let entries = try home.entries(on: "2026-11-18", env)
        #expect(entries.count == 4 && entries.allSatisfy { $0["photo"]?.stringValue == hash && $0["source"]?.stringValue == "ai" })
        let folder = home.directory.file("data/foodlog/photos/" + hash.prefix(2))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [hash + ".jpg"])
        #expect(FileManager.default.contents(atPath: folder + "/" + hash + ".jpg") == Data(jpegBytes))
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func withoutLogNothingIsWrittenAndLogOptionsNeedLog() throws {
        let success = try #require(openAISuccess())
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(success)
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment(server, ["OPENAI_API_KEY": testKey])
        let plain = try CommandRunner.run("foodlog", ["estimate", "150 g chicken and 158 g rice", "--json"], environment: env)
        #expect(plain.status == 0)
        #expect(try JSONParser.parse(plain.stdout.trimmingCharacters(in: .newlines))["logged"] == nil)
        #expect(!FileManager.default.fileExists(atPath: home.directory.file("data/foodlog/journal")))
        let stray = try CommandRunner.run("foodlog", ["estimate", "rice", "--meal", "lunch"], environment: env)
        #expect(stray.status == 64)
        #expect(stray.stderr == "foodlog: --meal says when a logged meal was eaten; add --log to log it, or drop --meal\n")
        let badDate = try CommandRunner.run("foodlog", ["estimate", "rice", "--log", "--date", "someday"], environment: env)
        #expect(badDate.status == 64)
        #expect(server.requests.count == 1)
    }
}
