import Foundation
import Testing
@testable import FoodlogSupport
import TestSupport

@Suite struct ConfigFileTests {
    @Test func parsesSectionsKeysCommentsAndQuotes() throws {
        let text = """
        # foodlog configuration
        top = level
        [ai]
        providers = openai, anthropic ,gemini   # trailing comment
        timeout = 12.5
        ; another comment style

        [ai.openai]
        model = "gpt-6-luna"
        key_cmd = "pass show openai # not a comment"
        url = http://host/#fragment
        """
        let config = try ConfigFile.parse(text, path: "/c/config")
        #expect(config.string("", "top") == "level")
        #expect(config.list("ai", "providers") == ["openai", "anthropic", "gemini"])
        #expect(try config.number("ai", "timeout", in: 1...60) == 12.5)
        #expect(config.string("ai.openai", "model") == "gpt-6-luna")
        #expect(config.string("ai.openai", "key_cmd") == "pass show openai # not a comment")
        #expect(config.string("ai.openai", "url") == "http://host/#fragment")
        #expect(config.entry("ai.openai", "model")?.line == 9)
        #expect(config.string("ai", "model") == nil)
    }

    @Test func laterLinesOverrideEarlierOnes() throws {
        let config = try ConfigFile.parse("[ai]\ntimeout = 1\n[ai]\ntimeout = 2\n")
        #expect(config.string("ai", "timeout") == "2")
    }

    @Test func windowsLineEndingsAreAccepted() throws {
        let config = try ConfigFile.parse("[ai]\r\ndaily_limit = 5\r\n")
        #expect(try config.integer("ai", "daily_limit", in: 0...10) == 5)
    }

    @Test(arguments: [
        ("[ai\n", "config:1: section header '[ai' has no closing ']'; fix that line or remove it"),
        ("[ai]\njust words\n", "config:2: expected 'key = value', '[section]' or a '#' comment; fix that line or remove it"),
        ("[ai]\nmy key = 1\n", "config:2: key 'my key' may only use letters, digits, '.', '-' and '_'; fix that line or remove it"),
        ("x = \"open\n", "config:1: the quoted value has no closing '\"'; fix that line or remove it"),
        ("x = \"a\" b\n", "config:1: unexpected text after the closing quote; fix that line or remove it"),
        ("[]\n", "config:1: section name '' may only use letters, digits, '.', '-' and '_'; fix that line or remove it"),
    ])
    func syntaxErrorsNameTheLine(text: String, message: String) {
        #expect(throws: ConfigError.self) { try ConfigFile.parse(text) }
        do { _ = try ConfigFile.parse(text) } catch { #expect(error.message == message); #expect(error.exitCode == .config) }
    }

    @Test func typedValuesReportTheLineAndExpectation() throws {
        let config = try ConfigFile.parse("[ai]\n\ntimeout = soon\ncache = maybe\nlimit = -3\n", path: "cfg")
        do {
            _ = try config.number("ai", "timeout", in: 1...600)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "cfg:3: invalid value 'soon' for [ai] timeout: expected a number from 1 to 600")
        }
        #expect(throws: ConfigError.self) { try config.bool("ai", "cache") }
        #expect(throws: ConfigError.self) { try config.integer("ai", "limit", in: 0...10) }
        #expect(try config.bool("ai", "absent") == nil)
    }

    @Test func aFileThatIsNotUTF8IsRejected() throws {
        let scratch = TemporaryDirectory("foodlog-config")
        defer { scratch.remove() }
        let path = scratch.writeBytes("config", [0x5B, 0x61, 0x69, 0x5D, 0x0A, 0x78, 0x20, 0x3D, 0x20, 0xFF, 0x0A])
        #expect(throws: ConfigError.syntax(path: path, line: 1, problem: "the file is not UTF-8 text")) { try ConfigFile.load(path: path) }
    }

    @Test func aMissingFileIsAnEmptyConfigurationAndAFileIsRead() throws {
        let missing = try ConfigFile.load(path: "/nonexistent/foodlog/config")
        #expect(missing.entries.isEmpty)
        let scratch = TemporaryDirectory("foodlog-config")
        defer { scratch.remove() }
        let path = scratch.write("config", "[ai]\nproviders = gemini\n")
        let config = try ConfigFile.load(path: path)
        #expect(config.list("ai", "providers") == ["gemini"])
        #expect(config.path == path)
    }
}
