import Foundation
import FoodlogSupport

/// API keys saved by `foodlog key set`, one file per provider under `<config>/keys/`, readable
/// only by the owner. Like ssh with a private key, a key file that group or others can read is
/// refused rather than used.
public struct KeyStore: Sendable {
    public let directory: String
    /// The system calls writes go through (injected to prove a failed sync keeps the old key).
    let calls: Syscalls

    public init(configDirectory: String, calls: Syscalls = .system) {
        directory = StateFile.key.directory(under: configDirectory)
        self.calls = calls
    }

    public func path(for provider: ProviderKind) -> String { PathString.join(directory, provider.rawValue) }

    /// The largest key file read (`StateFile.key`): a key is a few hundred bytes, so anything
    /// bigger is a mistake (a wrong path, a log file) and is refused before it is read.
    public static let maxFileBytes = StateFile.key.cap

    /// The stored key's state: missing, present, or unusable (loose permissions, a directory or
    /// other non-file, a file over 64 KiB, unreadable).
    public func read(_ provider: ProviderKind) -> KeyState {
        let file = path(for: provider)
        guard let status = try? FileSystem.status(file) else { return .missing }
        if status.type == .directory {
            return .unusable("key file \(file) is a directory; remove it and run 'foodlog key set \(provider.rawValue)'")
        }
        guard status.type == .regular else {
            return .unusable("key file \(file) is not a regular file; remove it and run 'foodlog key set \(provider.rawValue)'")
        }
        let mode = Int(status.permissions) & 0o777
        if mode & 0o077 != 0 {
            return .exposed("key file \(file) is readable by others (mode \(String(mode, radix: 8))); run 'chmod 600 \(file)'")
        }
        let tooLarge = KeyState.unusable("key file \(file) is larger than \(KeyStore.maxFileBytes / 1024) KiB; it should hold only the key")
        guard status.size <= Int64(KeyStore.maxFileBytes) else { return tooLarge }
        let bytes: [UInt8]
        switch StateFile.key.read(file) {
        case .bytes(let read): bytes = read
        case .tooLarge: return tooLarge
        case .missing: return .missing
        case .notRegular, .failed: return .unusable("cannot read key file \(file)")
        }
        guard let text = String(validatingUTF8Bytes: bytes) else { return .unusable("key file \(file) is not text") }
        let secret = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return secret.isEmpty ? .missing : .present(APIKey(secret))
    }

    /// Saves a key with mode 0600 in a 0700 directory, replacing any previous one atomically and
    /// durably (synced before it takes the name, as every state file is).
    public func store(_ key: APIKey, for provider: ProviderKind) throws(KeyStoreError) {
        do throws(FileError) {
            try Directory.create(directory, permissions: StateFile.key.directoryPermissions)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
        // A directory made looser by hand is tightened again before a key goes in.
        try? FileSystem.setPermissions(directory, StateFile.key.directoryPermissions)
        let file = path(for: provider)
        do throws(FileError) {
            try StateFile.key.write(Array((key.secret + "\n").utf8), to: file, calls: calls)
        } catch {
            throw .cannotWrite(path: file, reason: error.reason)
        }
    }

    /// Removes a stored key; false when there was none.
    public func remove(_ provider: ProviderKind) -> Bool {
        do throws(Errno) {
            try FileSystem.remove(path(for: provider))
            Directory.sync(directory)
            return true
        } catch {
            return false
        }
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
