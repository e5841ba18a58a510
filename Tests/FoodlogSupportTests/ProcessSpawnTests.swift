import Testing
import FoodlogSupport

/// The platform layer's process half: what a child starts with and how its end is read.
@Suite struct ProcessSpawnTests {
    /// Runs `/bin/sh -c script` with its output on a pipe; the output and how it ended.
    func shell(_ script: String, newProcessGroup: Bool = false) throws -> (output: String, exit: ProcessSpawn.Exit) {
        let pipe = try #require(ProcessSpawn.makePipe())
        let started = ProcessSpawn.start("/bin/sh", arguments: ["sh", "-c", script], environment: ["PATH=/usr/bin:/bin"],
                                         options: ProcessSpawn.Options(fileActions: [.open(fd: 0, path: "/dev/null", flags: O_RDONLY),
                                                                                     .duplicate(source: pipe.write, target: 1)],
                                                                       newProcessGroup: newProcessGroup))
        close(pipe.write)
        defer { close(pipe.read) }
        let pid = try started.get()
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(pipe.read, $0.baseAddress, $0.count) }
            if count < 0, Platform.errno == EINTR { continue }
            guard count > 0 else { break }
            output += chunk[0..<count]
        }
        let exit = try #require(ProcessSpawn.reap(pid, block: true))
        return (String(decoding: output, as: UTF8.self), exit)
    }

    @Test func anExitCodeAndTheGivenEnvironmentArrive() throws {
        let run = try shell(#"echo "$PATH|${HOME-unset}"; exit 7"#)
        #expect(run.output == "/usr/bin:/bin|unset\n")
        #expect(run.exit.ending == .exited(7))
        #expect(run.exit.ending.shellStatus == 7)
        #expect(run.exit.peakResidentBytes > 0)
    }

    @Test func aSignalIsNamedFromThisSystemsOwnConstants() throws {
        let run = try shell("kill -KILL $$")
        #expect(run.exit.ending == .signalled(SIGKILL))
        #expect(run.exit.ending.shellStatus == 128 + SIGKILL)
        #expect(run.exit.ending.description == "killed by SIGKILL (signal \(SIGKILL))")
        // SIGBUS is 7 on Linux and 10 on macOS, where 7 is SIGEMT: names follow the constants.
        #expect(ProcessSpawn.signalName(SIGBUS) == "SIGBUS")
        #expect(ProcessSpawn.signalName(SIGSEGV) == "SIGSEGV")
        #expect(ProcessSpawn.signalName(SIGUSR1) == "SIGUSR1")
        #expect(ProcessSpawn.signalName(250) == "signal 250")
    }

    @Test func waitStatusesDecodeAsBothSystemsLayThemOut() {
        #expect(ProcessSpawn.Ending(waitStatus: 3 << 8) == .exited(3))
        #expect(ProcessSpawn.Ending(waitStatus: 0) == .exited(0))
        #expect(ProcessSpawn.Ending(waitStatus: 11) == .signalled(11))
        #expect(ProcessSpawn.Ending(waitStatus: 0x80 | 6) == .signalled(6), "a core dump flag is not part of the signal")
    }

    @Test(arguments: [true, false])
    func aChildCanLeadAProcessGroupOfItsOwn(newProcessGroup: Bool) throws {
        // The child waits on its standard input until the pipe closes, so it cannot be reaped early.
        let input = try #require(ProcessSpawn.makePipe())
        let pid = try ProcessSpawn.start("/bin/sh", arguments: ["sh", "-c", "read line"], environment: [],
                                         options: ProcessSpawn.Options(fileActions: [.duplicate(source: input.read, target: 0)],
                                                                       newProcessGroup: newProcessGroup)).get()
        close(input.read)
        let group = getpgid(pid)
        close(input.write)
        #expect(ProcessSpawn.reap(pid, block: true)?.ending == .exited(1))
        #expect(newProcessGroup ? group == pid : group == getpgrp(), "group \(group) of child \(pid)")
    }

    @Test func childrenStartWithNoSignalsBlockedAndTheCommonOnesAtTheirDefault() throws {
        // Blocked or ignored in the parent, SIGTERM would leave the shell alive to print.
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTERM)
        var saved = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        let run = try shell("kill -TERM $$; echo survived")
        #expect(run.exit.ending == .signalled(SIGTERM))
        #expect(run.output.isEmpty)
    }

    @Test func aMissingProgramIsAFailureNotACrash() throws {
        switch ProcessSpawn.start("/nonexistent/foodlog-no-such-program", arguments: ["x"], environment: []) {
        case .failure(let failure):
            #expect(failure.code == ENOENT)
        case .success(let pid):
            // A C library may start the child and fail in it instead: the shell's 127.
            #expect(ProcessSpawn.reap(pid, block: true)?.ending == .exited(127))
        }
    }

    @Test func pipesAreCloseOnExec() throws {
        let pipe = try #require(ProcessSpawn.makePipe())
        defer { close(pipe.read); close(pipe.write) }
        #expect(fcntl(pipe.read, F_GETFD) & FD_CLOEXEC != 0)
        #expect(fcntl(pipe.write, F_GETFD) & FD_CLOEXEC != 0)
    }
}
