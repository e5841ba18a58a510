import Foundation
import Testing

/// FoodText is on the search path, which stays Foundation-free (ARCHITECTURE.md): its files import
/// nothing at all, so folding cannot come to depend on a platform library or a locale.
@Suite struct FoundationFreeTests {
    @Test func foodTextImportsNothing() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/FoodText").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 8)
        for file in files {
            let text = try String(contentsOfFile: sources.appendingPathComponent(file).path, encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.hasPrefix("@_exported import ") }
            #expect(imports.isEmpty, "\(file): \(imports)")
        }
    }
}
