import FoodlogSupport

/// Runs `arguments[0]` (a path) with `arguments` and exactly `environment`, its standard streams
/// on /dev/null, and waits for it: `posix_spawn`, no shell, no pipes, so the time measured is the
/// program's (Foundation's `Process` adds several milliseconds of its own per run). Returns the
/// exit status (128 + signal when a signal ended it) and the wall time in nanoseconds, or nil
/// when the program cannot be started.
func spawnQuietly(_ arguments: [String], environment: [String]) -> (status: Int32, nanoseconds: UInt64)? {
    guard let program = arguments.first else { return nil }
    var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
    cArguments.append(nil)
    var cEnvironment: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) }
    cEnvironment.append(nil)
    defer { for pointer in cArguments + cEnvironment { free(pointer) } }

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
    guard posix_spawn(&pid, program, &actions, nil, cArguments, cEnvironment) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
        guard Platform.errno == EINTR else { return nil }
    }
    let elapsed = Platform.monotonicNanoseconds() - started
    let signal = status & 0x7F
    return (signal == 0 ? (status >> 8) & 0xFF : 128 + signal, elapsed)
}
