import Foundation
import FoodlogSupport

/// The system's SHA-256 tool, an independent check of foodlog's own implementation:
/// `sha256sum` (GNU coreutils, Linux) or else `shasum -a 256` (Perl, shipped with macOS). Both
/// print one `HEX  NAME` line per file. Tests that compare against it gate on `available`.
public enum SystemSHA256 {
    /// The command, or nil when neither tool is installed.
    public static let command: [String]? = {
        if let path = CommandRunner.which("sha256sum") { return [path] }
        if let path = CommandRunner.which("shasum") { return [path, "-a", "256"] }
        return nil
    }()

    /// Whether a system SHA-256 tool is installed.
    public static var available: Bool { command != nil }

    /// The hex digest of each file, in order; nil when no tool is installed. Throws when the
    /// tool fails or hangs.
    public static func digests(ofFiles paths: [String]) throws -> [String]? {
        guard let command else { return nil }
        let result = try CommandRunner.runProgram(command[0], Array(command.dropFirst()) + paths, environment: ["PATH": "/usr/bin:/bin"])
        guard result.status == 0 else { throw Failed(output: result.stderr) }
        return result.stdout.split(separator: "\n").map { String($0.prefix(64)) }
    }

    /// The hex digest of `bytes` fed on standard input; nil when no tool is installed.
    public static func digest(of bytes: [UInt8]) throws -> String? {
        guard let command else { return nil }
        let result = try CommandRunner.runProgram(command[0], Array(command.dropFirst()), environment: ["PATH": "/usr/bin:/bin"],
                                                  stdin: Data(bytes))
        guard result.status == 0 else { throw Failed(output: result.stderr) }
        return String(result.stdout.prefix(64))
    }

    /// The tool ran and failed.
    public struct Failed: Error, CustomStringConvertible {
        public let output: String
        public var description: String { "the system SHA-256 tool failed: \(output)" }
    }
}
