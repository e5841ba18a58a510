import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import AIAnalysis

/// Issue 8, class 7, through the binaries: a config file written with a BOM is used, and a bad
/// value is quoted as a short escaped excerpt on one line.
@Suite(.enabled(if: NetBinaries.built, "needs the built foodlog and foodlog-net (swift build)"))
struct ConfigCommandTests {
    @Test(.enabled(if: SharedData.directory != nil, "needs ../shared for the provider fixtures"))
    func aConfigFileWithAByteOrderMarkIsRead() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(try #require(anthropicSuccess()))
        let home = TemporaryDirectory("foodlog-config-cli")
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.file("config/foodlog"), withIntermediateDirectories: true)
        home.writeBytes("config/foodlog/config", [0xEF, 0xBB, 0xBF] + Array("[ai]\r\nproviders = anthropic\r\n".utf8))
        let env = NetBinaries.environment(home, ["ANTHROPIC_API_KEY": testKey, "FOODLOG_ANTHROPIC_BASE_URL": server.baseURL])
        let result = try CommandRunner.run("foodlog", ["estimate", "--json", "150g chicken and 158g rice"], environment: env)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try JSONParser.parse(result.stdout.trimmingCharacters(in: .newlines))["provider"]?.stringValue == "anthropic")
    }

    @Test func aHostileConfigValueIsQuotedShortAndEscaped() throws {
        let home = TemporaryDirectory("foodlog-config-cli")
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.file("config/foodlog"), withIntermediateDirectories: true)
        home.write("config/foodlog/config", "[ai]\ndeadline = \u{1B}[2J\u{1B}]0;owned\u{07}" + String(repeating: "9", count: 10_000) + "\n")
        let env = NetBinaries.environment(home, ["OPENAI_API_KEY": testKey])
        let result = try CommandRunner.run("foodlog", ["estimate", "egg"], environment: env)
        #expect(result.status == 78)
        let path = home.file("config/foodlog/config")
        #expect(result.stderr == "foodlog: \(path):2: invalid value '" + #"\e[2J\e]0;owned\x07"# + String(repeating: "9", count: 21)
                + "…' for [ai] deadline: expected a number from 1 to 3600\n", "escaped, then cut to 40 characters")
        #expect(result.stdout == "")
    }
}
