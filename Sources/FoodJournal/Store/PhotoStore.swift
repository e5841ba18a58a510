import FoodlogSupport

/// Meal photos kept once each under `$XDG_DATA_HOME/foodlog/photos/`, named by the SHA-256 of
/// their bytes (`photos/ab/ab12...ef.jpg`), so logging the same photo twice stores it once and an
/// entry refers to its photo by hash.
///
/// The digest function is injected: FoodlogSupport's SHA-256 is being added on another branch,
/// and the AI commands pass it in; tests pass the system's `sha256sum`.
public struct PhotoStore {
    /// `<data>/photos`.
    public let directory: String
    let digest: ([UInt8]) -> String
    let calls: FileCalls

    public init(dataDirectory: String, digest: @escaping ([UInt8]) -> String, calls: FileCalls = .system) {
        self.directory = PathString.join(dataDirectory, "photos")
        self.digest = digest
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
        let hash = digest(bytes).lowercased()
        guard hash.count == 64, hash.allSatisfy({ $0.isHexDigit }) else {
            throw .writeFailed(path: directory, reason: "the photo digest is not a SHA-256")
        }
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

extension Journal {
    /// Logs an entry made elsewhere in foodlog (`snap ... --log`, `estimate ... --log`,
    /// `add --barcode`): source `ai` or `barcode` with its confidence, and the photo, if any, kept
    /// once in `photos`. The photo is stored before the entry is written, so an entry never points
    /// at a missing photo.
    @discardableResult
    public func log(_ new: NewEntry, photo: [UInt8]? = nil, fileExtension: String = "jpg",
                    photos: PhotoStore? = nil) throws(JournalError) -> JournalEntry {
        var entry = new
        if let photo, let photos { entry.photo = try photos.store(photo, fileExtension: fileExtension) }
        return try add(entry)
    }
}
