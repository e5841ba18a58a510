import Foundation
import FoodlogSupport
import TestSupport

/// Executables built beside the test bundle (`journal-stress`).
enum BuiltExecutable {
    static func path(_ name: String) -> String? {
        let path = (CommandRunner.productsDirectory as NSString).appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Starts `journal-stress DATA COUNT TAG` with standard output piped back.
    static func startStress(data: String, count: Int, tag: String) throws -> (Process, Pipe) {
        guard let path = path("journal-stress") else { throw Missing(name: "journal-stress") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [data, String(count), tag]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.standardError
        try process.run()
        return (process, pipe)
    }

    struct Missing: Error, CustomStringConvertible {
        let name: String
        var description: String { "\(name) is not built beside the tests; run 'swift build' first" }
    }
}
