import FoodlogSupport
import Testing
import TestSupport

/// Issue 8, class 7: a BOM is accepted, errors quote a short escaped excerpt, and what is not a
/// regular file is refused before it is read.
@Suite struct ConfigHardeningTests {
    @Test func aByteOrderMarkIsSkipped() throws {
        let directory = TemporaryDirectory("foodlog-config-bom")
        defer { directory.remove() }
        let path = directory.writeBytes("config", [0xEF, 0xBB, 0xBF] + Array("[ai]\nproviders = gemini\n".utf8))
        let config = try ConfigFile.load(path: path)
        #expect(config.list("ai", "providers") == ["gemini"])
        #expect(try ConfigFile.parse("\u{FEFF}[ai]\ntimeout = 5").number("ai", "timeout", in: 1...10) == 5)
    }

    @Test func errorsQuoteAShortEscapedExcerpt() {
        let long = "\u{1B}]0;pwned\u{07}" + String(repeating: "A", count: 5000)
        do {
            _ = try ConfigFile.parse("[ai]\ntimeout = \(long)").number("ai", "timeout", in: 1...600)
            Issue.record("accepted")
        } catch {
            #expect(error.message == "config:2: invalid value '" + #"\e]0;pwned\x07"# + String(repeating: "A", count: 26)
                + "…' for [ai] timeout: expected a number from 1 to 600")
        }
        do {
            _ = try ConfigFile.parse("[\u{1B}[2J" + String(repeating: "x", count: 300))
            Issue.record("accepted")
        } catch {
            #expect(error.message == "config:1: section header '[" + #"\e[2J"# + String(repeating: "x", count: 34)
                + "…' has no closing ']'; fix that line or remove it")
        }
    }

    @Test func aDirectoryOrFIFOIsRefusedBeforeReading() throws {
        let directory = TemporaryDirectory("foodlog-config-kind")
        defer { directory.remove() }
        let fifo = directory.file("config")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: ConfigError.unusable(path: fifo, problem: "is not a regular file (a directory, FIFO or device); make it a plain text file")) {
            try ConfigFile.load(path: fifo)
        }
        let big = directory.writeBytes("big", [UInt8](repeating: 0x23, count: (1 << 20) + 10))
        #expect(throws: ConfigError.unusable(path: big, problem: "is larger than 1 MiB; a configuration file holds a few lines")) {
            try ConfigFile.load(path: big)
        }
    }
}
