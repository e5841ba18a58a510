import FoodlogSupport

/// Runs `arguments[0]` (a path) with `arguments` and exactly `environment`, its standard streams
/// on /dev/null, and waits for it: `posix_spawn`, no shell, no pipes, so the time measured is the
/// program's (Foundation's `Process` adds several milliseconds of its own per run). Returns the
/// exit status (128 + signal when a signal ended it) and the wall time in nanoseconds, or nil
/// when the program cannot be started.
func spawnQuietly(_ arguments: [String], environment: [String]) -> (status: Int32, nanoseconds: UInt64)? {
    guard let program = arguments.first else { return nil }
    let actions: [ProcessSpawn.FileAction] = [0, 1, 2].map { fd in
        .open(fd: fd, path: "/dev/null", flags: fd == 0 ? O_RDONLY : O_WRONLY)
    }
    let started = Platform.monotonicNanoseconds()
    guard case .success(let pid) = ProcessSpawn.start(program, arguments: arguments, environment: environment,
                                                      options: ProcessSpawn.Options(fileActions: actions)),
          let exit = ProcessSpawn.reap(pid, block: true) else { return nil }
    return (exit.ending.shellStatus, Platform.monotonicNanoseconds() - started)
}
