import FoodlogSupport

/// Meal photos kept once each under `$XDG_DATA_HOME/foodlog/photos/`, named by the SHA-256 of
/// their bytes (`photos/ab/ab12...ef.jpg`), so logging the same photo twice stores it once and an
/// entry refers to its photo by hash (FoodlogSupport's `SHA256`, the same digest the AI cache uses).
public struct PhotoStore {
    /// `<data>/photos`.
    public let directory: String
    let calls: FileCalls

    public init(dataDirectory: String, calls: FileCalls = .system) {
        self.directory = PathString.join(dataDirectory, "photos")
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
    /// appears whole or not at all: written to a temporary name, synced, then renamed.
    @discardableResult
    public func store(_ bytes: [UInt8], fileExtension: String = "jpg") throws(JournalError) -> String {
        let hash = SHA256.hash(bytes).hex
        let extensionName = fileExtension.lowercased().filter { $0.isLetter || $0.isNumber }
        let target = location(hash, extensionName.isEmpty ? "jpg" : extensionName)
        if PathString.exists(target) { return hash }
        let folder = PathString.directory(of: target)
        try JournalDirectory.create(folder)
        let temporary = target + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let code = Platform.errno
            throw .cannotOpen(path: temporary, reason: Platform.describe(errno: code), permission: code == EACCES || code == EPERM)
        }
        var offset = 0
        var failure: String?
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { calls.write(fd, UnsafeRawBufferPointer(rebasing: $0[offset...])) }
            if written == -Int(EINTR) { continue }
            if written <= 0 { failure = written == 0 ? "nothing was written" : Platform.describe(errno: Int32(-written)); break }
            offset += written
        }
        if failure == nil {
            let synced = calls.fsync(fd)
            if synced != 0 { failure = Platform.describe(errno: -synced) }
        }
        close(fd)
        if let failure {
            unlink(temporary)
            throw .writeFailed(path: target, reason: failure)
        }
        guard rename(temporary, target) == 0 else {
            let reason = Platform.describe(errno: Platform.errno)
            unlink(temporary)
            throw .writeFailed(path: target, reason: reason)
        }
        JournalDirectory.sync(folder)
        return hash
    }
}
