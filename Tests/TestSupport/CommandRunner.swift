import Foundation
import FoodlogSupport

/// Runs processes for the tests as a user would: the package's built executables (`run`) or any
/// program (`runProgram`: a shell, an installed foodlog, `tar`). This is the tests' one process
/// runner: stdin bytes, an exact environment, a working directory, a timeout and a cap on each
/// output stream. `start` returns a running child, for tests that run several at once or read
/// its output while it runs.
///
/// Children are started with `posix_spawn` (`ProcessSpawn`), each the leader of a process group
/// of its own, so a hang's kill also ends the shells and `sleep`s it started, on Linux and
/// macOS alike. The test process ignores SIGPIPE from the first start on: a child that exits
/// without reading its input makes the write fail with EPIPE instead of killing the test run
/// (on macOS a pipe's SIGPIPE goes to the whole process, so blocking it on one thread is not
/// enough). Children start with SIGPIPE at its default action.
///
/// A run that passes its timeout has its process group killed and throws `Failure.hung`; one
/// whose output passes the cap is killed and throws `Failure.outputOverCap`. A test calling
/// `try CommandRunner.run(...)` therefore fails, naming the command, instead of hanging the
/// test run or filling memory.
public enum CommandRunner {
    /// The result of one run.
    public struct Result: Sendable {
        /// The exit code, or 128 + the signal number when a signal ended the child (as a shell says).
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// How the child ended.
        public var ending: ProcessSpawn.Ending
        /// The child's `ru_maxrss` in bytes; on Linux it includes the test process's own peak
        /// (see `ProcessSpawn.Exit`), so use `PeakMemory` to measure a child.
        public var peakResidentBytes: Int

        /// The lines of standard output, without empty ones.
        public var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    /// Why a run gave no result.
    public enum Failure: Error, CustomStringConvertible {
        /// Still running (or holding its output open) after `seconds`: the process group was killed.
        case hung(command: String, seconds: Double, stdout: String, stderr: String)
        /// Wrote more than `cap` bytes on `stream`: the process group was killed.
        case outputOverCap(command: String, stream: String, cap: Int)
        /// The program could not be started (missing, not executable).
        case cannotStart(command: String, reason: String)

        public var description: String {
            switch self {
            case .hung(let command, let seconds, let stdout, let stderr):
                return "\(command) hung: still running after \(seconds) s, killed; stdout so far: "
                    + "\(TextExcerpt.cut(stdout, limit: 2_000).debugDescription), stderr so far: \(TextExcerpt.cut(stderr, limit: 2_000).debugDescription)"
            case .outputOverCap(let command, let stream, let cap):
                return "\(command) wrote more than \(cap) bytes on \(stream), killed"
            case .cannotStart(let command, let reason):
                return "cannot start \(command): \(reason)"
            }
        }
    }

    /// The default cap on each of standard output and standard error.
    public static let defaultOutputCap = 32 << 20

    /// The directory holding the built products (beside the test bundle; see `BuiltProducts`).
    public static var productsDirectory: String { BuiltProducts.directory }

    /// Runs `executable` (a product name such as `foodlog`) with `arguments`. The environment is
    /// `environment` only (plus PATH), so a developer's real keys and XDG directories never leak in.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                           stdin: Data? = nil, directory: String? = nil, timeout: TimeInterval = 60,
                           outputCap: Int = defaultOutputCap) throws -> Result {
        try runProgram(PathString.join(productsDirectory, executable), arguments, environment: withPath(environment), stdin: stdin,
                       directory: directory, timeout: timeout, outputCap: outputCap)
    }

    /// Runs the program at `path` with exactly `environment` (nothing added), in `directory` (or
    /// this process's), feeding it `stdin` (or an empty pipe).
    public static func runProgram(_ path: String, _ arguments: [String], environment: [String: String],
                                  stdin: Data? = nil, directory: String? = nil, timeout: TimeInterval = 120,
                                  outputCap: Int = defaultOutputCap) throws -> Result {
        try start(path, arguments, environment: environment, stdin: stdin, directory: directory, outputCap: outputCap)
            .wait(timeout: timeout)
    }

    /// Starts the built product `executable` and returns at once; `wait` for its result.
    public static func start(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                             stdin: Data? = nil, outputCap: Int = defaultOutputCap) throws -> Running {
        try start(PathString.join(productsDirectory, executable), arguments, environment: withPath(environment),
                  stdin: stdin, directory: nil, outputCap: outputCap)
    }

    /// Starts the program at `path` (as `runProgram` runs it) and returns at once.
    public static func start(_ path: String, _ arguments: [String], environment: [String: String], stdin: Data? = nil,
                             directory: String?, outputCap: Int = defaultOutputCap) throws -> Running {
        _ = ignoreBrokenPipes
        let command = ([path] + arguments).joined(separator: " ")
        var pipes: [(read: Int32, write: Int32)] = []
        for _ in 0..<3 {
            guard let pipe = ProcessSpawn.makePipe() else {
                let reason = Platform.describe(errno: Platform.errno)
                for made in pipes { close(made.read); close(made.write) }
                throw Failure.cannotStart(command: command, reason: "cannot create pipes: \(reason)")
            }
            pipes.append(pipe)
        }
        let (input, output, errors) = (pipes[0], pipes[1], pipes[2])
        let actions: [ProcessSpawn.FileAction] = [
            .duplicate(source: input.read, target: 0), .duplicate(source: output.write, target: 1), .duplicate(source: errors.write, target: 2),
        ]
        var program = path
        var argv = [path] + arguments
        if let directory {
            // posix_spawn's chdir action is `_np` on Glibc and deprecated on macOS 26 in favour of
            // a name older systems lack; a shell's `cd` then `exec` keeps the same process.
            let keep = ["PWD", "OLDPWD"].filter { environment[$0] == nil }.map { "unset \($0); " }.joined()
            program = "/bin/sh"
            argv = ["/bin/sh", "-c", "cd -- \"$1\" || exit 127; shift; \(keep)exec \"$@\"", "sh", directory] + argv
        }
        let started = ProcessSpawn.start(program, arguments: argv, environment: environment.map { "\($0.key)=\($0.value)" },
                                         options: ProcessSpawn.Options(fileActions: actions, newProcessGroup: true))
        for fd in [input.read, output.write, errors.write] { close(fd) }
        switch started {
        case .success(let pid):
            let drain = PipeDrain(input: stdin.map { [UInt8]($0) } ?? [], inputFD: input.write, stdoutFD: output.read,
                                  stderrFD: errors.read, cap: outputCap)
            return Running(pid: pid, command: command, drain: drain, outputCap: outputCap)
        case .failure(let failure):
            for fd in [input.write, output.read, errors.read] { close(fd) }
            throw Failure.cannotStart(command: command, reason: failure.description)
        }
    }

    /// A started child: feed and drain it with `wait`, or read its output as it comes.
    public final class Running {
        /// The child's process id (and its process group's).
        public let pid: pid_t
        private let command: String
        private var drain: PipeDrain
        private let outputCap: Int
        private var exit: ProcessSpawn.Exit?

        fileprivate init(pid: pid_t, command: String, drain: PipeDrain, outputCap: Int) {
            self.pid = pid
            self.command = command
            self.drain = drain
            self.outputCap = outputCap
        }

        /// Moves bytes until standard output satisfies `enough`, or ends; what it holds so far.
        /// Throws like `wait` when `timeout` passes first.
        public func readOutput(until enough: ([UInt8]) -> Bool, timeout: TimeInterval = 60) throws -> [UInt8] {
            let ending = drain.run(until: deadline(timeout), stopWhen: enough)
            if ending != .finished { try fail(ending, timeout: timeout) }
            return drain.stdout
        }

        /// Sends `signal` to the child alone.
        public func send(_ signal: Int32) { _ = kill(pid, signal) }

        /// Feeds the input, drains both outputs and reaps the child, within `timeout` seconds.
        public func wait(timeout: TimeInterval = 120) throws -> Result {
            let limit = deadline(timeout)
            var ending = drain.run(until: limit)
            // A child can close its output and keep running: that is a hang too.
            if ending == .finished, !reaped(by: limit) { ending = .deadlinePassed }
            if ending != .finished { try fail(ending, timeout: timeout) }
            let ended = exit?.ending ?? .exited(0)
            return Result(status: ended.shellStatus, stdout: String(decoding: drain.stdout, as: UTF8.self),
                          stderr: String(decoding: drain.stderr, as: UTF8.self), ending: ended,
                          peakResidentBytes: exit?.peakResidentBytes ?? 0)
        }

        /// Kills the group, collects what it left in the pipes, and throws.
        private func fail(_ ending: PipeDrain.Ending, timeout: TimeInterval) throws -> Never {
            _ = kill(-pid, SIGKILL)
            _ = kill(pid, SIGKILL)
            let grace = Platform.monotonicNanoseconds() + 5_000_000_000
            _ = drain.run(until: grace)
            _ = reaped(by: grace)
            let stdout = String(decoding: drain.stdout, as: UTF8.self)
            let stderr = String(decoding: drain.stderr, as: UTF8.self)
            if case .overCap(let stream) = ending { throw Failure.outputOverCap(command: command, stream: stream, cap: outputCap) }
            throw Failure.hung(command: command, seconds: timeout, stdout: stdout, stderr: stderr)
        }

        /// Whether the child was reaped before the monotonic clock passed `deadline`.
        private func reaped(by deadline: UInt64) -> Bool {
            while exit == nil {
                exit = ProcessSpawn.reap(pid)
                if exit != nil { break }
                guard Platform.monotonicNanoseconds() < deadline else { return false }
                usleep(1_000)
            }
            return true
        }

        private func deadline(_ timeout: TimeInterval) -> UInt64 {
            let seconds = timeout.isNaN ? 0 : min(max(timeout, 0), 86_400)
            return Platform.monotonicNanoseconds() + UInt64(seconds * 1e9)
        }

        deinit {
            // A child nobody waited for is ended, not left running past its test.
            if exit == nil {
                _ = kill(-pid, SIGKILL)
                _ = reaped(by: Platform.monotonicNanoseconds() + 5_000_000_000)
            }
            drain.closeAll()
        }
    }

    /// The absolute path of `name` on PATH, else in the usual system directories; nil when absent.
    public static func which(_ name: String) -> String? {
        let searched = (Platform.environment("PATH") ?? "").split(separator: ":").map(String.init)
            + ["/usr/local/bin", "/usr/bin", "/bin", "/opt/homebrew/bin"]
        for directory in searched where directory.hasPrefix("/") {
            let path = directory + "/" + name
            if access(path, X_OK) == 0, Platform.fileType(path) == .regular { return path }
        }
        return nil
    }

    /// `environment` with a PATH of the system directories unless it names its own.
    private static func withPath(_ environment: [String: String]) -> [String: String] {
        var env = environment
        env["PATH"] = env["PATH"] ?? "/usr/bin:/bin"
        return env
    }

    /// Set once, before the first child: see the type's comment.
    private static let ignoreBrokenPipes: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
    }()
}
