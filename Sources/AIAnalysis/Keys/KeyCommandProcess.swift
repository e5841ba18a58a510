import FoodlogSupport

/// Runs a `key_cmd` with `/bin/sh -c` in a process group of its own, with a deadline and a cap
/// on what it may print: a command that hangs (a pinentry nobody answers, a network mount) or
/// floods its output (`yes`) ends with a one-line failure instead of a stuck or bloated
/// foodlog. On either, the whole process group is killed, so children it started die too.
///
/// Standard input is `/dev/null`; standard error passes through (a password manager's prompt
/// or complaint is for the person). The output is returned whole; `KeyCommand` takes its first line.
public enum KeyCommandProcess {
    /// Long enough to type a passphrase into a pinentry, short enough that a hang is noticed.
    public static let defaultTimeout = 30.0
    /// A key is a few hundred bytes at most.
    public static let defaultOutputLimit = 64 * 1024

    /// Runs `command`; its standard output, or why there is none.
    public static func run(_ command: String, timeout: Double = defaultTimeout,
                           outputLimit: Int = defaultOutputLimit) -> Result<String, KeyCommandFailure> {
        guard let (readEnd, writeEnd) = ProcessSpawn.makePipe() else { return .failure(KeyCommandFailure("cannot create a pipe")) }
        // foodlog's error is one line: the command's own messages would interleave with it.
        let actions: [ProcessSpawn.FileAction] = [
            .open(fd: 0, path: "/dev/null", flags: O_RDONLY), .open(fd: 2, path: "/dev/null", flags: O_WRONLY),
            .duplicate(source: writeEnd, target: 1),
        ]
        let started = ProcessSpawn.start("/bin/sh", arguments: ["/bin/sh", "-c", command], environment: nil,
                                         options: ProcessSpawn.Options(fileActions: actions, newProcessGroup: true))
        close(writeEnd)
        let pid: pid_t
        switch started {
        case .success(let child):
            pid = child
        case .failure(let failure):
            close(readEnd)
            return .failure(KeyCommandFailure("cannot start /bin/sh: \(failure)"))
        }

        let deadline = Platform.monotonicNanoseconds() + UInt64(max(0, timeout) * 1e9)
        var output: [UInt8] = []
        var problem: String?
        var chunk = [UInt8](repeating: 0, count: 16_384)
        reading: while true {
            let now = Platform.monotonicNanoseconds()
            guard now < deadline else { problem = "timed out after \(JSONValue.format(timeout)) s"; break }
            var poller = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(200, (deadline - now) / 1_000_000 + 1)))
            if ready < 0, Platform.errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { (try? FileDescriptor(rawValue: readEnd).read(into: $0)) ?? 0 }
            guard count > 0 else { break reading }
            output.append(contentsOf: chunk[0..<count])
            if output.count > outputLimit {
                problem = "printed more than \(outputLimit / 1024) KiB"
                break
            }
        }
        close(readEnd)
        if problem == nil, let status = waitForExit(pid, until: deadline) {
            return exitStatus(status).map { .failure(KeyCommandFailure($0)) } ?? .success(String(decoding: output, as: UTF8.self))
        }
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        _ = waitForExit(pid, until: Platform.monotonicNanoseconds() + 2_000_000_000)
        return .failure(KeyCommandFailure(problem ?? "timed out after \(JSONValue.format(timeout)) s"))
    }

    /// How the process ended once it has, or nil at the deadline.
    private static func waitForExit(_ pid: pid_t, until deadline: UInt64) -> ProcessSpawn.Ending? {
        while true {
            if let exit = ProcessSpawn.reap(pid) { return exit.ending }
            if Platform.monotonicNanoseconds() >= deadline { return nil }
            usleep(5_000)
        }
    }

    /// Nil for exit 0, else a short reason (`exit 1`, `killed by SIGKILL (signal 9)`).
    private static func exitStatus(_ ending: ProcessSpawn.Ending) -> String? {
        switch ending {
        case .exited(0): return nil
        case .exited: return "\(ending); run it in a shell to see its message"
        case .signalled: return ending.description
        }
    }
}
