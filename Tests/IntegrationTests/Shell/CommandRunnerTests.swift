import Foundation
import FoodlogSupport
import Testing
import TestSupport

/// Whether a child of `Process` leads a process group of its own (Linux), so that a hang's kill
/// reaches what the child started too.
let childrenLeadTheirGroups: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandRunner.which("cat") ?? "/bin/cat")
    let input = Pipe()
    process.standardInput = input
    guard (try? process.run()) != nil else { return false }
    // cat waits for its input until the pipe closes.
    let own = getpgid(process.processIdentifier) == process.processIdentifier
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    return own
}()

/// The tests' one process runner: input and output that fill their pipes both ways, an exact
/// environment and directory, hangs and floods reported as failures instead of hanging the run.
@Suite(.enabled(if: CommandRunner.which("sh") != nil && CommandRunner.which("cat") != nil, "needs sh and cat"))
struct CommandRunnerTests {
    let path = ["PATH": "/usr/bin:/bin"]

    @Test func inputAndOutputLargerThanAPipeBothArrive() throws {
        // 1 MiB: far more than a pipe holds, so cat blocks writing until its output is read.
        let text = String(repeating: "0123456789abcde\n", count: 1 << 16)
        let result = try CommandRunner.runProgram(CommandRunner.which("cat") ?? "cat", [], environment: path, stdin: Data(text.utf8), timeout: 60)
        #expect(result.status == 0)
        #expect(result.stdout.utf8.count == 1 << 20)
        #expect(result.stdout == text)
    }

    @Test func aChildThatExitsWithoutReadingItsInputEndsNormally() throws {
        let input = Data(repeating: 65, count: 1 << 20)
        let result = try CommandRunner.runProgram("/bin/sh", ["-c", "echo early >&2; exit 3"], environment: path, stdin: input, timeout: 60)
        #expect(result.status == 3)
        #expect(result.stderr == "early\n")
    }

    @Test func theEnvironmentIsExactlyTheOneGivenAndTheDirectoryIsUsed() throws {
        let result = try CommandRunner.runProgram("/bin/sh", ["-c", "echo \"$ONLY|${HOME-unset}\"; pwd -P"], environment: ["ONLY": "this"],
                                                  directory: "/")
        #expect(result.status == 0)
        #expect(result.lines == ["this|unset", "/"])
    }

    @Test func aHangIsAFailureNamingTheCommandAndItsGroupIsKilled() throws {
        let started = Platform.monotonicNanoseconds()
        var failure: CommandRunner.Failure?
        do {
            _ = try CommandRunner.runProgram("/bin/sh", ["-c", "sleep 30 & echo $!; wait"], environment: path, timeout: 1)
        } catch let error as CommandRunner.Failure {
            failure = error
        }
        let elapsed = Platform.monotonicNanoseconds() - started
        guard case .hung(let command, let seconds, let stdout, _) = try #require(failure) else {
            Issue.record("expected a hang, got \(String(describing: failure))")
            return
        }
        #expect(command.hasPrefix("/bin/sh -c sleep 30"))
        #expect(seconds == 1)
        #expect(String(describing: try #require(failure)).contains("hung: still running after 1.0 s"))
        let sleeper = try #require(Int32(stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        if childrenLeadTheirGroups {
            // The background sleep holds stdout open: the end of output at once after the kill
            // (not after the 5 s grace) shows that it died with the shell.
            #expect(elapsed < 4_000_000_000, "the shell's background sleep was killed with it")
        } else {
            #expect(elapsed < 10_000_000_000, "the hang is reported soon after the timeout")
            _ = kill(sleeper, SIGKILL)
        }
    }

    @Test func aChildThatClosesItsOutputAndKeepsRunningIsAHang() throws {
        let started = Platform.monotonicNanoseconds()
        #expect(throws: CommandRunner.Failure.self) {
            try CommandRunner.runProgram("/bin/sh", ["-c", "exec >&- 2>&-; exec sleep 30"], environment: path, timeout: 1)
        }
        #expect(Platform.monotonicNanoseconds() - started < 4_000_000_000)
    }

    @Test(.enabled(if: CommandRunner.which("yes") != nil, "needs yes"))
    func endlessOutputIsCutAtTheCapAndIsAFailure() throws {
        let started = Platform.monotonicNanoseconds()
        var failure: CommandRunner.Failure?
        do {
            _ = try CommandRunner.runProgram(CommandRunner.which("yes") ?? "yes", [], environment: path, timeout: 60, outputCap: 1 << 20)
        } catch let error as CommandRunner.Failure {
            failure = error
        }
        guard case .outputOverCap(_, let stream, let cap) = try #require(failure) else {
            Issue.record("expected an output cap failure, got \(String(describing: failure))")
            return
        }
        #expect(stream == "stdout")
        #expect(cap == 1 << 20)
        #expect(Platform.monotonicNanoseconds() - started < 30_000_000_000)
    }
}
