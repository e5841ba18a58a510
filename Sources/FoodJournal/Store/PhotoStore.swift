import FoodlogSupport

/// Meal photos kept once each under `$XDG_DATA_HOME/foodlog/photos/`, named by the SHA-256 of
/// their bytes (`photos/ab/ab12...ef.jpg`), so logging the same photo twice stores it once and an
/// entry refers to its photo by hash (FoodlogSupport's `SHA256`, the same digest the AI cache uses).
public struct PhotoStore {
    /// `<data>/photos`.
    public let directory: String
    let calls: Syscalls

    public init(dataDirectory: String, calls: Syscalls = .system) {
        self.directory = StateFile.photo.directory(under: dataDirectory)
        self.calls = calls
    }

    /// Where the photo with this hash is, if stored.
    public func path(for hash: String, fileExtension: String = "jpg") -> String? {
        let path = location(hash, fileExtension)
        return PathString.exists(path) ? path : nil
    }

    func location(_ hash: String, _ fileExtension: String) -> String {
        PathString.join(PathString.join(directory, String(hash.prefix(2))), hash + "." + fileExtension)
    }

    /// Stores the bytes (unless already there) and returns their SHA-256 in lowercase hex. The file
    /// appears whole or not at all (`StateFile.write`: a temporary name, synced, then renamed).
    @discardableResult
    public func store(_ bytes: [UInt8], fileExtension: String = "jpg") throws(JournalError) -> String {
        let hash = SHA256.hash(bytes).hex
        let extensionName = fileExtension.lowercased().filter { $0.isLetter || $0.isNumber }
        let target = location(hash, extensionName.isEmpty ? "jpg" : extensionName)
        if PathString.exists(target) { return hash }
        do throws(FileError) {
            try StateFile.photo.write(bytes, to: target, calls: calls)
        } catch where error.errno == .notDirectory || error.path != target {
            throw .cannotCreateDirectory(path: error.path, reason: error.reason)
        } catch {
            throw .writeFailed(path: target, reason: error.reason)
        }
        return hash
    }
}
