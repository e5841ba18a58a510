import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import AIAnalysis

/// Issue 8, class 3: a `key_cmd` has a deadline and an output cap (its whole process group is
/// killed), and key files are checked before they are read.
@Suite struct KeySourceLimitTests {
    func elapsed(_ body: () -> Void) -> Double {
        let start = Platform.monotonicNanoseconds()
        body()
        return Double(Platform.monotonicNanoseconds() - start) / 1e9
    }

    @Test func aKeyCommandsOutputIsTheKey() {
        #expect(KeyCommandProcess.run("printf 'sk-from-cmd\\nsecond line\\n'") == .success("sk-from-cmd\nsecond line\n"))
        #expect(KeyCommandProcess.run("echo nope; exit 3") == .failure(KeyCommandFailure("exit 3; run it in a shell to see its message")))
        #expect(KeyCommand("echo '  sk-abc  '", runner: { KeyCommandProcess.run($0) }).run() == .present(APIKey("sk-abc")))
    }

    /// Found by Tools/fuzz: `key_cmd = 4294967295` printed "/bin/sh: 1: 4294967295: not found"
    /// above foodlog's own error line. The command's standard error goes nowhere.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd/2"), "needs /proc to see where stderr points"))
    func aKeyCommandsStandardErrorDoesNotReachOurs() throws {
        let directory = TemporaryDirectory("foodlog-keycmd-stderr")
        defer { directory.remove() }
        let target = directory.file("stderr-target")
        #expect(KeyCommandProcess.run("readlink /proc/$$/fd/2 > '\(target)'; echo oops >&2; exit 3")
                == .failure(KeyCommandFailure("exit 3; run it in a shell to see its message")))
        #expect(TemporaryDirectory.read(target).map { String(decoding: $0, as: UTF8.self) } == "/dev/null\n")
    }

    @Test func aHangingKeyCommandIsKilledWithItsChildrenAtTheDeadline() throws {
        let directory = TemporaryDirectory("foodlog-keycmd")
        defer { directory.remove() }
        let pidFile = directory.file("child.pid")
        var result: Result<String, KeyCommandFailure> = .success("")
        let seconds = elapsed {
            result = KeyCommandProcess.run("sleep 60 & echo $! > '\(pidFile)'; wait", timeout: 0.5)
        }
        #expect(result == .failure(KeyCommandFailure("timed out after 0.5 s")))
        #expect(seconds < 5)
        let child = try #require(TemporaryDirectory.read(pidFile).flatMap { Int32(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) })
        var gone = false
        for _ in 0..<100 {
            let state = (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8))?.split(separator: " ").dropFirst(2).first
            if kill(child, 0) != 0 || state == "Z" { gone = true; break }
            usleep(20_000)
        }
        #expect(gone, "the key_cmd's child \(child) outlived the deadline")
    }

    @Test func aKeyCommandThatClosesItsOutputButKeepsRunningStillEnds() {
        var result: Result<String, KeyCommandFailure> = .success("")
        let seconds = elapsed { result = KeyCommandProcess.run("exec >&-; sleep 60", timeout: 0.5) }
        #expect(result == .failure(KeyCommandFailure("timed out after 0.5 s")))
        #expect(seconds < 5)
    }

    @Test func aFloodingKeyCommandStopsAtTheCap() {
        var result: Result<String, KeyCommandFailure> = .success("")
        let seconds = elapsed { result = KeyCommandProcess.run("yes sk-flood", timeout: 20) }
        #expect(result == .failure(KeyCommandFailure("printed more than 64 KiB")))
        #expect(seconds < 10)
    }

    @Test func keyFilesThatAreDirectoriesFIFOsOrHugeAreReportedNotRead() throws {
        let directory = TemporaryDirectory("foodlog-keyfile")
        defer { directory.remove() }
        let store = KeyStore(configDirectory: directory.path)
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)

        try FileManager.default.createDirectory(atPath: store.path(for: .openai), withIntermediateDirectories: true)
        #expect(store.read(.openai) == .unusable("key file \(store.path(for: .openai)) is a directory; remove it and run 'foodlog key set openai'"))

        #expect(mkfifo(store.path(for: .anthropic), 0o600) == 0)
        #expect(store.read(.anthropic) == .unusable("key file \(store.path(for: .anthropic)) is not a regular file; remove it and run 'foodlog key set anthropic'"))

        let huge = directory.writeBytes("keys/gemini", [UInt8](repeating: 0x41, count: 70_000))
        chmod(huge, 0o600)
        #expect(store.read(.gemini) == .unusable("key file \(huge) is larger than 64 KiB; it should hold only the key"))

        let fine = directory.write("keys/compatible", "sk-local-123456789\n")
        chmod(fine, 0o600)
        #expect(store.read(.compatible) == .present(APIKey("sk-local-123456789")))
    }
}
