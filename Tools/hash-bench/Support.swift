import Foundation
import FoodlogSupport

/// Prints a one-line usage error and exits 64.
func fail(_ message: String) -> Never {
    printError("hash-bench: " + message)
    exit(64)
}

/// Wall time of `body` in seconds.
func seconds(_ body: () -> Void) -> Double {
    let start = Platform.monotonicNanoseconds()
    body()
    return Double(Platform.monotonicNanoseconds() - start) / 1e9
}

func milliseconds(_ value: Double) -> String { String(format: "%.1f ms", value * 1000) }

/// `count` random bytes.
func randomBytes(_ count: Int) -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    var bytes = [UInt8](repeating: 0, count: count)
    var index = 0
    while index < count {
        let word = generator.next() as UInt64
        for offset in 0..<min(8, count - index) { bytes[index + offset] = UInt8(truncatingIfNeeded: word >> (offset * 8)) }
        index += 8
    }
    return bytes
}

/// Runs a program to completion; returns its status and standard output.
func runProcess(_ path: String, _ arguments: [String], environment: [String: String]?) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
}
