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
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return .failure(KeyCommandFailure("cannot create a pipe")) }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        // foodlog's error is one line: the command's own messages would interleave with it.
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        if writeEnd != 1 { posix_spawn_file_actions_addclose(&actions, writeEnd) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sh"), strdup("-c"), strdup(command), nil]
        defer { for argument in arguments { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments, Platform.environmentPointer)
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            return .failure(KeyCommandFailure("cannot start /bin/sh: \(Platform.describe(errno: spawned))"))
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
            let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count < 0, Platform.errno == EINTR { continue }
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

    /// The raw wait status once the process has exited, or nil at the deadline.
    private static func waitForExit(_ pid: pid_t, until deadline: UInt64) -> Int32? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return status }
            if result < 0, Platform.errno != EINTR { return 0 }
            if Platform.monotonicNanoseconds() >= deadline { return nil }
            usleep(5_000)
        }
    }

    /// Nil for exit 0, else a short reason (`exit 1`, `killed by signal 9`).
    private static func exitStatus(_ status: Int32) -> String? {
        let signal = status & 0x7F
        if signal != 0 { return "killed by signal \(signal)" }
        let code = (status >> 8) & 0xFF
        return code == 0 ? nil : "exit \(code); run it in a shell to see its message"
    }
}
