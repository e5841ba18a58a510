import Foundation
import FoodlogSupport
import Testing
import TestSupport

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
        _ = try #require(Int32(stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "the shell printed its sleep's pid")
        // The background sleep holds stdout open: the end of output at once after the kill (not
        // after the 5 s grace) shows that it died with the shell, in the group the runner made.
        #expect(elapsed < 4_000_000_000, "the shell's background sleep was killed with it")
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

    /// The test process ignores SIGPIPE (so a child that stops reading cannot end the run), but
    /// its children start with the default action: a shell that signals itself dies of it.
    @Test func childrenStartWithSIGPIPEAtItsDefaultAction() throws {
        let result = try CommandRunner.runProgram("/bin/sh", ["-c", "kill -PIPE $$; echo survived"], environment: path, timeout: 60)
        #expect(result.ending == .signalled(SIGPIPE), "\(result.stdout)")
        #expect(result.status == 128 + SIGPIPE)
        #expect(result.stdout.isEmpty)
    }

    @Test func aStartedChildsOutputCanBeReadWhileItRunsThenItIsWaitedFor() throws {
        let run = try CommandRunner.start("/bin/sh", ["-c", "echo first; read line; echo \"got $line\""], environment: path,
                                          stdin: Data("second\n".utf8), directory: nil)
        let early = try run.readOutput(until: { $0.contains(0x0A) }, timeout: 30)
        #expect(String(decoding: early, as: UTF8.self).hasPrefix("first\n"))
        let result = try run.wait(timeout: 30)
        #expect(result.status == 0)
        #expect(result.lines == ["first", "got second"])
    }

    /// The built products are found beside the test bundle however the tests were started
    /// (`swift test` on Linux runs the bundle; on macOS a toolchain helper loads it).
    @Test func theProductsDirectoryHoldsTheTestBundle() {
        let names = PathString.names(in: CommandRunner.productsDirectory)
        #expect(names.contains { $0.hasSuffix(".xctest") }, "\(CommandRunner.productsDirectory): \(names.sorted())")
    }

    @Test(.enabled(if: PeakMemory.available, "needs GNU time (/usr/bin/time) on Linux to measure a child's peak memory"))
    func aChildsPeakMemoryIsItsOwn() throws {
        // 32 MiB held by the test process itself, which a child's own figure must not include.
        let ballast = [UInt8](repeating: 1, count: 32 << 20)
        let small = try PeakMemory.run("/bin/sh", ["-c", "exit 0"], environment: path)
        let peak = try #require(small.peakBytes)
        #expect(small.result.status == 0)
        #expect(peak > 0 && peak < 16 << 20, "a shell's peak: \(peak) bytes")
        withExtendedLifetime(ballast) {}
    }
}
