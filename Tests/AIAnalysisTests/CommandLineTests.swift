import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import AIAnalysis

/// The built `foodlog` executable (handing over to `foodlog-net`) against the loopback server:
/// what a person or a script sees. Listed as skipped when the executables are not built.
@Suite struct CommandLineTests {
    struct Home {
        let directory = TemporaryDirectory("foodlog-ai-cli")
        func environment(_ server: LoopbackHTTPServer, _ extra: [String: String] = [:]) -> [String: String] {
            ["HOME": directory.path, "XDG_CONFIG_HOME": directory.file("config"), "XDG_CACHE_HOME": directory.file("cache"),
             "XDG_DATA_HOME": directory.file("data"), "FOODLOG_PROVIDERS": "openai,anthropic",
             "FOODLOG_OPENAI_BASE_URL": server.baseURL + "/v1", "FOODLOG_ANTHROPIC_BASE_URL": server.baseURL].merging(extra) { $1 }
        }
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func estimateWithJSONThenACachedRunWithoutNetwork() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(openAISuccess())
        server.enqueue(success)
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment(server, ["OPENAI_API_KEY": testKey])

        let first = try CommandRunner.run("foodlog", ["estimate", "--json", "chicken", "and", "rice"], environment: env)
        #expect(first.status == 0)
        #expect(first.stderr == "foodlog: note: no quantities in the description; confidence capped at 70%\n")
        let json = try JSONParser.parse(first.stdout.trimmingCharacters(in: .newlines))
        #expect(json["items"]?.arrayValue?.count == 2)
        #expect(json["total"]?["calories"]?.doubleValue == 453)
        #expect(json["provider"]?.stringValue == "openai")
        #expect(json["cached"]?.boolValue == false)
        #expect(json["confidence"]?.doubleValue == 0.7)

        let second = try CommandRunner.run("foodlog", ["estimate", "--json", "Chicken  and rice"], environment: env)
        #expect(second.status == 0)
        #expect(try JSONParser.parse(second.stdout.trimmingCharacters(in: .newlines))["cached"]?.boolValue == true)
        #expect(server.requests.count == 1)
        #expect(!first.stdout.contains(testKey) && !second.stdout.contains(testKey))
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func snapFromStandardInputWithATableAndVerboseProgress() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(anthropicSuccess())
        server.enqueue(success)
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment(server, ["ANTHROPIC_API_KEY": testKey, "FOODLOG_PROVIDERS": "anthropic", "NO_COLOR": "1"])
        let result = try CommandRunner.run("foodlog", ["snap", "-", "--verbose", "--advanced"], environment: env, stdin: Data(jpegBytes))
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Chicken and rice")
        #expect(lines.contains { $0.hasPrefix("Total") && $0.contains("453") })
        #expect(lines.contains("Fat/protein units: 2.6   absorption: 5 h"))
        #expect(result.stderr.contains("foodlog: anthropic: attempt 1 of 3 (claude-haiku-5-5)"))
        #expect(!result.stderr.contains(testKey))
        let sent = try #require(server.requests.first)
        #expect(body(sent)?["messages"]?[0]?["content"]?[0]?["source"]?["data"]?.stringValue == Data(jpegBytes).base64EncodedString())
    }

    @Test(.enabled(if: Executables.built, "needs the built executables (swift build)"))
    func failuresAreOneLineWithTheDocumentedExitCodes() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment(server)
        let notAnImage = home.directory.write("notes.jpg", "just text")
        let huge = home.directory.writeBytes("huge.jpg", jpegBytes)
        truncate(huge, 150_000_000)  // sparse: no disk used, never read

        let cases: [([String], Int32, String)] = [
            (["estimate", "egg"], 78, "foodlog: openai: no key; anthropic: no key (set a key with 'foodlog key set PROVIDER')\n"),
            (["snap", notAnImage], 65, "foodlog: \(notAnImage) is not a JPEG, PNG, WebP, GIF or HEIC image; pass a photo file (the type is read from its bytes, not its name)\n"),
            (["snap", home.directory.file("missing.jpg")], 66, "foodlog: cannot read \(home.directory.file("missing.jpg")): no such file; check the path and its permissions\n"),
            (["estimate", "--provider", "bard", "egg"], 64, "foodlog: invalid value 'bard' for '--provider': expected one of openai, anthropic, gemini, compatible\n"),
            (["snap", huge], 65, "foodlog: \(huge) is 150 MB, more than any provider takes (100 MB); shrink it, e.g. 'convert in.jpg -resize 1568x1568 out.jpg'\n"),
            (["key", "--json"], 64, "foodlog: missing subcommand before '--json' (set, list, rm); see 'foodlog key --help'\n"),
            (["cache", "clean"], 64, "foodlog: unknown subcommand 'clean' of 'cache'; did you mean 'clear'? see 'foodlog cache --help'\n"),
            (["key", "set", "openai", "sk-in-argument"], 64, "foodlog: keys are read from standard input, never from arguments (they would end up in shell history); run 'foodlog key set PROVIDER' and paste it\n"),
        ]
        for (arguments, status, stderr) in cases {
            let result = try CommandRunner.run("foodlog", arguments, environment: env)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
        }
        #expect(server.requests.isEmpty)
    }

    @Test(.enabled(if: Executables.built, "needs the built executables (swift build)"))
    func keysAreStoredPrivatelyListedMaskedAndRemoved() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment(server)
        let set = try CommandRunner.run("foodlog", ["key", "set", "anthropic"], environment: env, stdin: Data((testKey + "\n").utf8))
        #expect(set.status == 0)
        #expect(!set.stdout.contains(testKey))
        let path = home.directory.file("config/foodlog/keys/anthropic")
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o600)

        let list = try CommandRunner.run("foodlog", ["key", "list", "--json"], environment: env)
        #expect(list.status == 0)
        #expect(!list.stdout.contains(testKey))
        let rows = try JSONParser.parse(list.stdout.trimmingCharacters(in: .newlines))
        #expect(rows[1]?["provider"]?.stringValue == "anthropic")
        #expect(rows[1]?["key"]?.stringValue == APIKey.mask(testKey))

        chmod(path, 0o644)
        let loose = try CommandRunner.run("foodlog", ["estimate", "egg", "--provider", "anthropic"], environment: env)
        #expect(loose.status == 77)
        #expect(loose.stderr.contains("is readable by others (mode 644); run 'chmod 600"))

        let removed = try CommandRunner.run("foodlog", ["key", "rm", "anthropic"], environment: env)
        #expect(removed.status == 0)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func queuedWhileOfflineAndSentBySync() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(openAISuccess())
        let home = Home()
        defer { home.directory.remove() }
        // Nothing listens on the discard port: every attempt fails to connect.
        var env = home.environment(server, ["OPENAI_API_KEY": testKey, "FOODLOG_PROVIDERS": "openai",
                                            "FOODLOG_OPENAI_BASE_URL": "http://127.0.0.1:9/v1"])
        let queued = try CommandRunner.run("foodlog", ["estimate", "pasta with pesto", "--queue"], environment: env)
        #expect(queued.status == 75)
        #expect(queued.stderr.contains("foodlog: openai: connection failed (connection refused) after 3 tries\nfoodlog: queued as "))

        server.enqueue(success)
        env["FOODLOG_OPENAI_BASE_URL"] = server.baseURL + "/v1"
        let sync = try CommandRunner.run("foodlog", ["sync", "--json"], environment: env)
        #expect(sync.status == 0)
        #expect(try JSONParser.parse(sync.stdout.trimmingCharacters(in: .newlines))["provider"]?.stringValue == "openai")
        let again = try CommandRunner.run("foodlog", ["sync"], environment: env)
        #expect(again.stderr == "foodlog: nothing queued\n")
        let sent = try #require(server.requests.first)
        #expect(body(sent)?["messages"]?[1]?["content"]?.stringValue?.hasPrefix("Meal description: pasta with pesto") == true)

        let cleared = try CommandRunner.run("foodlog", ["cache", "clear"], environment: env)
        #expect(cleared.status == 0)
        #expect(cleared.stdout.hasPrefix("removed 1 cached answer from "))
    }
}
