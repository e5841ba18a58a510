import FoodlogSupport
import TestSupport

/// Executables built beside the test bundle (`journal-stress`).
enum BuiltExecutable {
    /// Starts `journal-stress DATA COUNT TAG`; each line it prints on standard output
    /// acknowledges one entry (its id first).
    static func startStress(data: String, count: Int, tag: String) throws -> CommandRunner.Running {
        try CommandRunner.start("journal-stress", [data, String(count), tag])
    }

    /// The 8-character entry ids at the start of each whole line of `output`.
    static func acknowledgedIDs(_ output: String) -> [String] {
        output.split(separator: "\n").map { String($0.prefix(8)) }.filter { $0.count == 8 }
    }
}
