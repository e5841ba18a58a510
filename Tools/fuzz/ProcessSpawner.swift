import FoodlogSupport

/// Runs one executable with posix_spawn (far cheaper than Foundation's Process in a loop), in its
/// own process group, stdin from a file or /dev/null, stdout and stderr captured up to a cap, and
/// kills the whole group when the time limit passes.
enum ProcessSpawner {
    /// How a run ended.
    struct Result: Sendable {
        enum Ending: Sendable, Equatable {
            case exited(Int32)
            case signalled(Int32)
            case timedOut
        }
        var ending: Ending
        var stdout: [UInt8]
        var stderr: [UInt8]
        var seconds: Double
    }

    /// Bytes kept of each output stream; the rest is read and dropped.
    static let outputCap = 256 * 1024

    static func run(_ path: String, _ arguments: [String], environment: [String], stdinPath: String?, timeout: Double) -> Result {
        let start = monotonicSeconds()
        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0 else { return Result(ending: .exited(-1), stdout: [], stderr: Array("fuzz: pipe failed".utf8), seconds: 0) }
        guard pipe(&errPipe) == 0 else {
            close(outPipe[0]); close(outPipe[1])
            return Result(ending: .exited(-1), stdout: [], stderr: Array("fuzz: pipe failed".utf8), seconds: 0)
        }
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in [outPipe[0], outPipe[1], errPipe[0], errPipe[1]] { posix_spawn_file_actions_addclose(&actions, fd) }
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))

        var pid: pid_t = 0
        let spawned = withCStrings([path] + arguments) { argv in
            withCStrings(environment) { envp in posix_spawn(&pid, path, &actions, &attributes, argv, envp) }
        }
        close(outPipe[1]); close(errPipe[1])
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            return Result(ending: .exited(-1), stdout: [], stderr: Array("fuzz: cannot start \(path) (error \(spawned))".utf8), seconds: 0)
        }

        var stdout: [UInt8] = []
        var stderr: [UInt8] = []
        var open: [Int32] = [outPipe[0], errPipe[0]]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var status: Int32 = 0
        var reaped = false
        var reapedAt = 0.0
        var timedOut = false
        while true {
            if !reaped, waitpid(pid, &status, WNOHANG) == pid { reaped = true; reapedAt = monotonicSeconds() }
            if open.isEmpty, reaped { break }
            let now = monotonicSeconds()
            // Over time, or exited while a grandchild still holds the pipes open: end the group.
            if now - start > timeout || (reaped && now - reapedAt > 1) {
                if !reaped { timedOut = true }
                kill(-pid, SIGKILL)
                if !reaped { waitpid(pid, &status, 0); reaped = true }
                break
            }
            if open.isEmpty { usleep(500); continue }
            var polls = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polls, nfds_t(polls.count), 20)
            guard ready > 0 else { continue }
            for entry in polls where entry.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if entry.fd == outPipe[0] {
                        if stdout.count < outputCap { stdout += buffer[0..<min(count, outputCap - stdout.count)] }
                    } else if stderr.count < outputCap {
                        stderr += buffer[0..<min(count, outputCap - stderr.count)]
                    }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        close(outPipe[0]); close(errPipe[0])
        let ending: Result.Ending
        if timedOut {
            ending = .timedOut
        } else if status & 0x7F != 0 {
            ending = .signalled(status & 0x7F)
        } else {
            ending = .exited((status >> 8) & 0xFF)
        }
        return Result(ending: ending, stdout: stdout, stderr: stderr, seconds: monotonicSeconds() - start)
    }

    static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        return body(pointers + [nil])
    }
}
