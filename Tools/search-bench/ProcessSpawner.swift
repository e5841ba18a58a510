import FoodlogSupport

/// Starts a program with `posix_spawn`, its standard streams on /dev/null, and waits for it:
/// the cheapest way to time a whole process from outside (no shell, no pipes to drain).
enum ProcessSpawner {
    /// Runs `arguments[0]` (a path) with `arguments`, and returns its exit status and the wall
    /// time from just before the spawn to just after the wait, in nanoseconds.
    static func run(_ arguments: [String]) throws(BenchError) -> (status: Int32, nanoseconds: UInt64) {
        guard let program = arguments.first else { throw .usage("no program to run") }
        let actions: [ProcessSpawn.FileAction] = [0, 1, 2].map { fd in
            .open(fd: fd, path: "/dev/null", flags: fd == 0 ? O_RDONLY : O_WRONLY)
        }
        let started = Platform.monotonicNanoseconds()
        let pid: pid_t
        switch ProcessSpawn.start(program, arguments: arguments, environment: nil, options: ProcessSpawn.Options(fileActions: actions)) {
        case .success(let child): pid = child
        case .failure(let failure): throw .cannotSpawn(program: program, reason: failure.description)
        }
        guard let exit = ProcessSpawn.reap(pid, block: true) else {
            throw .cannotSpawn(program: program, reason: Platform.describe(errno: Platform.errno))
        }
        return (exit.ending.shellStatus, Platform.monotonicNanoseconds() - started)
    }
}
