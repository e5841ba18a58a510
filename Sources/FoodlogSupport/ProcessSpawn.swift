// Starting and reaping child processes: the one place where posix_spawn's types, wait statuses,
// resource usage and signal numbers are read, because each differs between Glibc and Darwin:
// `posix_spawn_file_actions_t` and `posix_spawnattr_t` are structs on Glibc (zero-initialised
// with `()`) but `void *` on Darwin (imported as optionals with no such initializer), `environ`
// is not declared by Darwin's headers, `ru_maxrss` counts KiB on Linux and bytes on Darwin, and
// signals such as SIGBUS, SIGUSR1 and SIGSYS have different numbers.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts a child process with `posix_spawn` and waits for it, the same way on Linux and macOS.
public enum ProcessSpawn {
    /// What to do with one descriptor in the child before it runs.
    public enum FileAction: Sendable, Equatable {
        /// Opens `path` with `flags` (and `mode` when creating) as descriptor `fd`.
        case open(fd: Int32, path: String, flags: Int32, mode: mode_t = 0)
        /// Makes `target` a copy of `source` (`dup2`).
        case duplicate(source: Int32, target: Int32)
        /// Closes `fd`.
        case close(fd: Int32)
    }

    /// How the child starts.
    public struct Options: Sendable {
        /// Applied in order before the program runs.
        public var fileActions: [FileAction]
        /// Start the child as the leader of a new process group, so that killing the group
        /// (`kill(-pid, ...)`) also ends everything it started.
        public var newProcessGroup: Bool

        public init(fileActions: [FileAction] = [], newProcessGroup: Bool = false) {
            self.fileActions = fileActions
            self.newProcessGroup = newProcessGroup
        }
    }

    /// Why a child could not be started: the `errno` posix_spawn returned.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let code: Int32
        public init(code: Int32) { self.code = code }
        public var description: String { Platform.describe(errno: code) }
    }

    /// Signals the child starts with at their default action, whatever this process set: a test
    /// runner or a shell may ignore SIGPIPE or SIGINT, and a child that inherited that would
    /// behave differently from one started by a person.
    private static let signalsReset: [Int32] = [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGALRM, SIGCHLD, SIGUSR1, SIGUSR2]

    /// Starts the program at `path` with `arguments` (the first is the program's own name) and
    /// `environment` (`NAME=value` strings; nil passes this process's). The child starts with no
    /// signals blocked and the common ones at their default action. On Darwin it also inherits no
    /// descriptor but 0, 1 and 2 (`POSIX_SPAWN_CLOEXEC_DEFAULT`); on Linux descriptors are
    /// inherited unless close-on-exec, so open them with `O_CLOEXEC` (`makePipe` does).
    public static func start(_ path: String, arguments: [String], environment: [String]?,
                             options: Options = Options()) -> Result<pid_t, Failure> {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for action in options.fileActions {
            switch action {
            case .open(let fd, let path, let flags, let mode): posix_spawn_file_actions_addopen(&actions, fd, path, flags, mode)
            case .duplicate(let source, let target):
                #if canImport(Darwin)
                // Darwin's dup2(fd, fd) keeps FD_CLOEXEC (which CLOEXEC_DEFAULT sets); inherit it instead.
                if source == target {
                    posix_spawn_file_actions_addinherit_np(&actions, source)
                    continue
                }
                #endif
                posix_spawn_file_actions_adddup2(&actions, source, target)
            case .close(let fd): posix_spawn_file_actions_addclose(&actions, fd)
            }
        }
        var flags = Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
        if options.newProcessGroup {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        // With CLOEXEC_DEFAULT only descriptors named by an action survive; keep the standard three
        // that are open and not set up by an action.
        for fd: Int32 in 0...2 where !options.fileActions.contains(where: { $0.target == fd }) && fcntl(fd, F_GETFD) != -1 {
            posix_spawn_file_actions_addinherit_np(&actions, fd)
        }
        #endif
        posix_spawnattr_setflags(&attributes, Int16(truncatingIfNeeded: flags))
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in signalsReset { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        let cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let cEnvironment: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup($0) } + [nil] }
        defer { for pointer in cArguments + (cEnvironment ?? []) { free(pointer) } }
        var pid: pid_t = 0
        let result: Int32
        if let cEnvironment {
            result = posix_spawn(&pid, path, &actions, &attributes, cArguments, cEnvironment)
        } else {
            result = posix_spawn(&pid, path, &actions, &attributes, cArguments, Platform.environmentPointer)
        }
        return result == 0 ? .success(pid) : .failure(Failure(code: result))
    }

    /// How a child ended, read from its wait status.
    public enum Ending: Sendable, Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        /// Decodes a raw `waitpid` status (the WIFEXITED / WTERMSIG layout both systems share;
        /// Swift imports neither macro).
        public init(waitStatus status: Int32) {
            let signal = status & 0x7F
            self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
        }

        /// The exit code, or 128 + the signal number as a shell reports it.
        public var shellStatus: Int32 {
            switch self {
            case .exited(let code): return code
            case .signalled(let signal): return 128 + signal
            }
        }

        /// "exit 3", "killed by SIGSEGV (signal 11)".
        public var description: String {
            switch self {
            case .exited(let code): return "exit \(code)"
            case .signalled(let signal): return "killed by \(ProcessSpawn.signalName(signal)) (signal \(signal))"
            }
        }
    }

    /// A reaped child: how it ended and its resource usage.
    public struct Exit: Sendable, Equatable {
        public var ending: Ending
        /// `ru_maxrss` from `wait4`, in bytes. On Linux this figure starts from the peak of the
        /// process that spawned it (the kernel carries the spawner's high-water mark across the
        /// `exec`), so there it bounds the child's own peak only from above.
        public var peakResidentBytes: Int
    }

    /// Reaps `pid` if it has exited (`wait4` with WNOHANG); nil while it runs (or when waiting
    /// fails otherwise). `block` waits.
    public static func reap(_ pid: pid_t, block: Bool = false) -> Exit? {
        var status: Int32 = 0
        var usage = rusage()
        while true {
            let result = wait4(pid, &status, block ? 0 : WNOHANG, &usage)
            if result == pid {
                #if canImport(Darwin)
                let peak = Int(usage.ru_maxrss)
                #else
                let peak = Int(usage.ru_maxrss) * 1024
                #endif
                return Exit(ending: Ending(waitStatus: status), peakResidentBytes: peak)
            }
            if result < 0, Platform.errno == EINTR { continue }
            // ECHILD: already reaped (SIGCHLD ignored by whoever started this process makes the
            // kernel reap children at once); its status is lost, so it counts as a success.
            if result < 0, Platform.errno == ECHILD { return Exit(ending: .exited(0), peakResidentBytes: 0) }
            return nil
        }
    }

    /// A pipe whose two ends are close-on-exec, so that children started at the same time by
    /// other threads do not inherit them (and keep the pipe open). Nil when the system refuses.
    public static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        #if canImport(Darwin)
        // Darwin has no pipe2; POSIX_SPAWN_CLOEXEC_DEFAULT in `start` covers the window.
        guard pipe(&ends) == 0 else { return nil }
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        #else
        if let pipe2 = linuxPipe2 {
            guard pipe2(&ends, Int32(O_CLOEXEC)) == 0 else { return nil }
        } else {
            guard pipe(&ends) == 0 else { return nil }
            for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        #endif
        return (ends[0], ends[1])
    }

    #if !canImport(Darwin)
    /// The C library's `pipe2`, which creates both ends close-on-exec at once. Glibc declares it
    /// only under _GNU_SOURCE, which Swift's Glibc module does not define, so it is looked up.
    private static let linuxPipe2: (@convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32)? = {
        guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "pipe2") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32).self)
    }()
    #endif

    /// The conventional name of signal `number` on this system ("SIGSEGV"), or "signal N".
    public static func signalName(_ number: Int32) -> String {
        signalNames.first { $0.number == number }?.name ?? "signal \(number)"
    }

    /// Signals by name, from this system's own constants (their numbers differ between systems).
    private static let signalNames: [(number: Int32, name: String)] = {
        var names: [(Int32, String)] = [
            (SIGHUP, "SIGHUP"), (SIGINT, "SIGINT"), (SIGQUIT, "SIGQUIT"), (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"),
            (SIGABRT, "SIGABRT"), (SIGBUS, "SIGBUS"), (SIGFPE, "SIGFPE"), (SIGKILL, "SIGKILL"), (SIGUSR1, "SIGUSR1"),
            (SIGSEGV, "SIGSEGV"), (SIGUSR2, "SIGUSR2"), (SIGPIPE, "SIGPIPE"), (SIGALRM, "SIGALRM"), (SIGTERM, "SIGTERM"),
            (SIGCHLD, "SIGCHLD"), (SIGCONT, "SIGCONT"), (SIGSTOP, "SIGSTOP"), (SIGTSTP, "SIGTSTP"), (SIGTTIN, "SIGTTIN"),
            (SIGTTOU, "SIGTTOU"), (SIGURG, "SIGURG"), (SIGXCPU, "SIGXCPU"), (SIGXFSZ, "SIGXFSZ"), (SIGVTALRM, "SIGVTALRM"),
            (SIGPROF, "SIGPROF"), (SIGWINCH, "SIGWINCH"), (SIGSYS, "SIGSYS"),
        ]
        #if canImport(Darwin)
        names += [(SIGEMT, "SIGEMT"), (SIGINFO, "SIGINFO")]
        #endif
        return names
    }()
}

extension ProcessSpawn.FileAction {
    /// The descriptor this action sets up in the child.
    var target: Int32 {
        switch self {
        case .open(let fd, _, _, _): return fd
        case .duplicate(_, let target): return target
        case .close(let fd): return fd
        }
    }
}
