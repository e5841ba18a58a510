import Foundation

/// A fresh directory under the system temporary directory, removed when the value is dropped.
final class TemporaryDirectory {
    let path: String

    init() {
        var template = Array((NSTemporaryDirectory() + "/foodlog-recipes-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        path = made.map { String(cString: $0) } ?? NSTemporaryDirectory() + "/foodlog-recipes-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
