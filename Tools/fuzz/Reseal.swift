import Foundation
import IndexBuilder

/// Recomputes every checksum of a mutated index (`IndexSeal.reseal`), so the mutant gets past
/// the checksums to the structure checks. Works on a scratch copy; the case keeps the resealed
/// bytes, so a saved case reproduces without resealing again.
enum Reseal {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter = 0

    /// The files resealed, or nil when the seal refused them.
    static func apply(_ files: [(name: String, bytes: [UInt8])]) -> [(name: String, bytes: [UInt8])]? {
        lock.lock(); counter += 1; let number = counter; lock.unlock()
        let directory = NSTemporaryDirectory() + "foodlog-fuzz-reseal-\(getpid())-\(number)"
        let manager = FileManager.default
        defer { try? manager.removeItem(atPath: directory) }
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for file in files { manager.createFile(atPath: directory + "/" + file.name, contents: Data(file.bytes)) }
            try IndexSeal.reseal(directory: directory)
        } catch {
            return nil
        }
        var resealed: [(name: String, bytes: [UInt8])] = []
        for file in files {
            guard let bytes = SharedFixtures.read(directory + "/" + file.name) else { return nil }
            resealed.append((file.name, bytes))
        }
        return resealed
    }
}
