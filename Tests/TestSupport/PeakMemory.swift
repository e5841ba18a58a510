import Foundation
import FoodlogSupport

/// Measures the peak resident size of one child process, for the tests that bound memory.
///
/// On macOS `posix_spawn` makes a new task, so `wait4`'s `ru_maxrss` is the child's own peak and
/// the runner reads it in-process. On Linux it is not: `exec` carries the spawning process's
/// high-water mark into the child's figure (fs/exec.c, `exec_mmap`), so a child of the test
/// process reports at least the test process's own peak, hundreds of MiB. There the child is run
/// under GNU time, a small process whose own child starts from a small mark; where GNU time is
/// not installed, `available` is false and the tests that need it skip with that reason.
public enum PeakMemory {
    /// Whether a child's peak can be measured here.
    public static var available: Bool {
        #if canImport(Darwin)
        return true
        #else
        return gnuTime != nil
        #endif
    }

    /// Runs the program at `path` like `CommandRunner.runProgram`; its result and its peak
    /// resident size in bytes (nil when it could not be measured).
    public static func run(_ path: String, _ arguments: [String], environment: [String: String], stdin: Data? = nil,
                           timeout: TimeInterval = 120) throws -> (result: CommandRunner.Result, peakBytes: Int?) {
        #if canImport(Darwin)
        let result = try CommandRunner.runProgram(path, arguments, environment: environment, stdin: stdin, timeout: timeout)
        return (result, result.peakResidentBytes)
        #else
        guard let gnuTime else {
            let result = try CommandRunner.runProgram(path, arguments, environment: environment, stdin: stdin, timeout: timeout)
            return (result, nil)
        }
        let report = TemporaryDirectory("foodlog-rss")
        defer { report.remove() }
        let result = try CommandRunner.runProgram(gnuTime, ["-f", "%M", "-o", report.file("rss"), path] + arguments,
                                                  environment: environment, stdin: stdin, timeout: timeout)
        // GNU time writes "Command exited with non-zero status N" before the figure when the run fails.
        let kibibytes = TemporaryDirectory.read(report.file("rss")).flatMap {
            String(decoding: $0, as: UTF8.self).split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
        return (result, kibibytes.map { $0 * 1024 })
        #endif
    }

    #if !canImport(Darwin)
    /// GNU time, told from BusyBox's or another `time` by its `--version`.
    private static let gnuTime: String? = {
        guard let path = CommandRunner.which("time"),
              let version = try? CommandRunner.runProgram(path, ["--version"], environment: ["PATH": "/usr/bin:/bin"], timeout: 10)
        else { return nil }
        return (version.stdout + version.stderr).contains("GNU") ? path : nil
    }()
    #endif
}
