import Foundation
import FoodlogSupport

/// Runs processes for the tests as a user would: the package's built executables (`run`) or any
/// program (`runProgram`: a shell, an installed foodlog, `/usr/bin/time`). This is the tests' one
/// process runner: stdin bytes, an exact environment, a working directory, a timeout and a cap
/// on each output stream.
///
/// A run that passes its timeout has its process group killed and throws `Failure.hung`; one
/// whose output passes the cap is killed and throws `Failure.outputOverCap`. A test calling
/// `try CommandRunner.run(...)` therefore fails, naming the command, instead of hanging the
/// test run or filling memory.
public enum CommandRunner {
    /// The result of one run.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String

        /// The lines of standard output, without empty ones.
        public var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    /// Why a run gave no result.
    public enum Failure: Error, CustomStringConvertible {
        /// Still running (or holding its output open) after `seconds`: the process group was killed.
        case hung(command: String, seconds: Double, stdout: String, stderr: String)
        /// Wrote more than `cap` bytes on `stream`: the process group was killed.
        case outputOverCap(command: String, stream: String, cap: Int)

        public var description: String {
            switch self {
            case .hung(let command, let seconds, let stdout, let stderr):
                return "\(command) hung: still running after \(seconds) s, killed; stdout so far: "
                    + "\(TextExcerpt.cut(stdout, limit: 2_000).debugDescription), stderr so far: \(TextExcerpt.cut(stderr, limit: 2_000).debugDescription)"
            case .outputOverCap(let command, let stream, let cap):
                return "\(command) wrote more than \(cap) bytes on \(stream), killed"
            }
        }
    }

    /// The default cap on each of standard output and standard error.
    public static let defaultOutputCap = 32 << 20

    /// The directory holding the built products (beside the test bundle).
    public static let productsDirectory: String = {
        var path = CommandLine.arguments.first ?? ""
        if let bundle = path.range(of: ".xctest", options: .backwards) {
            path = String(path[..<bundle.upperBound])
        }
        return (path as NSString).deletingLastPathComponent
    }()

    /// Runs `executable` (a product name such as `foodlog`) with `arguments`. The environment is
    /// `environment` only (plus PATH), so a developer's real keys and XDG directories never leak in.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                           stdin: Data? = nil, directory: String? = nil, timeout: TimeInterval = 60,
                           outputCap: Int = defaultOutputCap) throws -> Result {
        var env = environment
        env["PATH"] = env["PATH"] ?? "/usr/bin:/bin"
        return try runProgram(PathString.join(productsDirectory, executable), arguments, environment: env, stdin: stdin,
                              directory: directory, timeout: timeout, outputCap: outputCap)
    }

    /// Runs the program at `path` with exactly `environment` (nothing added), in `directory` (or
    /// this process's), feeding it `stdin` (or an empty pipe).
    public static func runProgram(_ path: String, _ arguments: [String], environment: [String: String],
                                  stdin: Data? = nil, directory: String? = nil, timeout: TimeInterval = 120,
                                  outputCap: Int = defaultOutputCap) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let group = ProcessGroup(leader: process.processIdentifier)
        let inputFD = dup(input.fileHandleForWriting.fileDescriptor)
        try input.fileHandleForWriting.close()
        var drain = PipeDrain(input: stdin.map { [UInt8]($0) } ?? [], inputFD: inputFD, stdoutFD: out.fileHandleForReading.fileDescriptor,
                              stderrFD: err.fileHandleForReading.fileDescriptor, cap: outputCap)
        let seconds = timeout.isNaN ? 0 : min(max(timeout, 0), 86_400)
        let deadline = Platform.monotonicNanoseconds() + UInt64(seconds * 1e9)
        var ending = drain.run(until: deadline)
        // A child can close its output and keep running: that is a hang too.
        if ending == .finished, !exited(process, by: deadline) { ending = .deadlinePassed }
        if ending != .finished {
            group.killAll()
            // What the killed group still had in the pipes, for the report.
            let grace = Platform.monotonicNanoseconds() + 5_000_000_000
            _ = drain.run(until: grace)
            // A child that outlives SIGKILL's grace (it cannot, short of the kernel) is left to
            // Foundation, which must not see its Process released while it runs.
            if !exited(process, by: grace) { _ = Unmanaged.passRetained(process) }
        }
        let stdout = String(decoding: drain.stdout, as: UTF8.self)
        let stderr = String(decoding: drain.stderr, as: UTF8.self)
        let command = ([path] + arguments).joined(separator: " ")
        switch ending {
        case .finished:
            return Result(status: process.terminationStatus, stdout: stdout, stderr: stderr)
        case .deadlinePassed:
            throw Failure.hung(command: command, seconds: timeout, stdout: stdout, stderr: stderr)
        case .overCap(let stream):
            throw Failure.outputOverCap(command: command, stream: stream, cap: outputCap)
        }
    }

    /// Whether `process` exited before the monotonic clock passed `deadline`. Polls `isRunning`:
    /// `waitUntilExit()` has no deadline, and on Linux it was seen to return only when a killed
    /// shell's background grandchild, still holding the pipes, ended too (30 s later).
    private static func exited(_ process: Process, by deadline: UInt64) -> Bool {
        while process.isRunning {
            guard Platform.monotonicNanoseconds() < deadline else { return false }
            usleep(1_000)
        }
        return true
    }

    /// The absolute path of `name` in the usual system directories, if installed.
    public static func which(_ name: String) -> String? {
        for directory in ["/usr/local/bin", "/usr/bin", "/bin", "/opt/homebrew/bin"] {
            let path = directory + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
