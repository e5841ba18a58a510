import Foundation
import FoodlogSupport

/// API keys saved by `foodlog key set`, one file per provider under `<config>/keys/`, readable
/// only by the owner. Like ssh with a private key, a key file that group or others can read is
/// refused rather than used.
public struct KeyStore: Sendable {
    public let directory: String

    public init(configDirectory: String) { directory = PathString.join(configDirectory, "keys") }

    public func path(for provider: ProviderKind) -> String { PathString.join(directory, provider.rawValue) }

    /// The stored key's state: missing, present, or unusable because of loose permissions.
    public func read(_ provider: ProviderKind) -> KeyState {
        let file = path(for: provider)
        var info = stat()
        guard stat(file, &info) == 0 else { return .missing }
        let mode = Int(info.st_mode) & 0o777
        if mode & 0o077 != 0 {
            return .exposed("key file \(file) is readable by others (mode \(String(mode, radix: 8))); run 'chmod 600 \(file)'")
        }
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
            return .unusable("cannot read key file \(file)")
        }
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
