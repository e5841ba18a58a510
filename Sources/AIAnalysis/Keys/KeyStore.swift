import Foundation
import FoodlogSupport

/// API keys saved by `foodlog key set`, one file per provider under `<config>/keys/`, readable
/// only by the owner. Like ssh with a private key, a key file that group or others can read is
/// refused rather than used.
public struct KeyStore: Sendable {
    public let directory: String

    public init(configDirectory: String) { directory = PathString.join(configDirectory, "keys") }

    public func path(for provider: ProviderKind) -> String { PathString.join(directory, provider.rawValue) }

    /// The largest key file read: a key is a few hundred bytes, so anything bigger is a mistake
    /// (a wrong path, a log file) and is refused before it is read.
    public static let maxFileBytes = 64 * 1024

    /// The stored key's state: missing, present, or unusable (loose permissions, a directory or
    /// other non-file, a file over 64 KiB, unreadable).
    public func read(_ provider: ProviderKind) -> KeyState {
        let file = path(for: provider)
        var info = stat()
        guard stat(file, &info) == 0 else { return .missing }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR {
            return .unusable("key file \(file) is a directory; remove it and run 'foodlog key set \(provider.rawValue)'")
        }
        guard type == S_IFREG else {
            return .unusable("key file \(file) is not a regular file; remove it and run 'foodlog key set \(provider.rawValue)'")
        }
        let mode = Int(info.st_mode) & 0o777
        if mode & 0o077 != 0 {
            return .exposed("key file \(file) is readable by others (mode \(String(mode, radix: 8))); run 'chmod 600 \(file)'")
        }
        let tooLarge = KeyState.unusable("key file \(file) is larger than \(KeyStore.maxFileBytes / 1024) KiB; it should hold only the key")
        guard Int(info.st_size) <= KeyStore.maxFileBytes else { return tooLarge }
        let bytes: [UInt8]
        switch CappedFile.read(file, limit: KeyStore.maxFileBytes) {
        case .bytes(let read): bytes = read
        case .tooLarge: return tooLarge
        case .missing: return .missing
        case .notRegular, .failed: return .unusable("cannot read key file \(file)")
        }
        guard let text = String(validatingUTF8Bytes: bytes) else { return .unusable("key file \(file) is not text") }
        let secret = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return secret.isEmpty ? .missing : .present(APIKey(secret))
    }

    /// Saves a key with mode 0600 in a 0700 directory, replacing any previous one atomically.
    public func store(_ key: APIKey, for provider: ProviderKind) throws(KeyStoreError) {
        guard mkdirs(directory) else { throw .cannotWrite(path: directory, reason: Platform.describe(errno: Platform.errno)) }
        chmod(directory, 0o700)
        let file = path(for: provider)
        let temporary = file + ".tmp"
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { throw .cannotWrite(path: temporary, reason: Platform.describe(errno: Platform.errno)) }
        fchmod(fd, 0o600)
        let bytes = Array((key.secret + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        let closed = close(fd)
        guard written == bytes.count, closed == 0, rename(temporary, file) == 0 else {
            let reason = Platform.describe(errno: Platform.errno)
            unlink(temporary)
            throw .cannotWrite(path: file, reason: reason)
        }
    }

    /// Removes a stored key; false when there was none.
    public func remove(_ provider: ProviderKind) -> Bool { unlink(path(for: provider)) == 0 }

    private func mkdirs(_ path: String) -> Bool {
        if PathString.isDirectory(path) { return true }
        let parent = PathString.directory(of: path)
        if parent != path, !PathString.isDirectory(parent), !mkdirs(parent) { return false }
        return mkdir(path, 0o700) == 0 || Platform.errno == EEXIST
    }
}

/// A key could not be saved.
public enum KeyStoreError: UserFacingError, Equatable {
    case cannotWrite(path: String, reason: String)

    public var message: String {
        switch self {
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason); check the directory's permissions"
        }
    }

    public var exitCode: ExitCode { .cannotCreate }
}

extension String {
    /// The bytes as a string when they are valid UTF-8 (works on macOS 13, unlike `String(validating:)`).
    init?(validatingUTF8Bytes bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }
}
