import Foundation
import TestSupport

/// Shared data read at test time (never copied into the repository).
enum SharedDataFile {
    static func path(_ relative: String) -> String? { SharedData.file(relative) }
}

/// A tab-separated file with a header line, as rows keyed by column name.
enum TSV {
    static func rows(_ path: String) throws -> [[String: String]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard !lines.isEmpty else { return [] }
        let header = lines.removeFirst().split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return lines.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            var row: [String: String] = [:]
            for (index, name) in header.enumerated() where index < fields.count { row[name] = fields[index] }
            return row
        }
    }
}
