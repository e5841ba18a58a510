import FoodlogSupport

/// Starts a program with `posix_spawn`, its standard streams on /dev/null, and waits for it:
/// the cheapest way to time a whole process from outside (no shell, no pipes to drain).
enum ProcessSpawner {
    /// Runs `arguments[0]` (a path) with `arguments`, and returns its exit status and the wall
    /// time from just before the spawn to just after the wait, in nanoseconds.
    static func run(_ arguments: [String]) throws(BenchError) -> (status: Int32, nanoseconds: UInt64) {
        guard let program = arguments.first else { throw .usage("no program to run") }
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        cArguments.append(nil)
        defer { for pointer in cArguments { free(pointer) } }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }

        var pid: pid_t = 0
        let started = Platform.monotonicNanoseconds()
        let result = posix_spawn(&pid, program, &actions, nil, cArguments, currentEnvironment())
        guard result == 0 else { throw .cannotSpawn(program: program, reason: Platform.describe(errno: result)) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard Platform.errno == EINTR else { throw .cannotSpawn(program: program, reason: Platform.describe(errno: Platform.errno)) }
        }
        let elapsed = Platform.monotonicNanoseconds() - started
        return (exitStatus(status), elapsed)
    }

    /// The exit code of a terminated child, or 128 + signal number when a signal ended it.
    private static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    private static func currentEnvironment() -> UnsafePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        return UnsafePointer(_NSGetEnviron().pointee)
        #else
        return UnsafePointer(environ)
        #endif
    }
}
