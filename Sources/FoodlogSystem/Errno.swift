/// A system call's error number as a typed value, so a failure is thrown and matched by name
/// (`.noSpace`, `.interrupted`) rather than read back from the global `errno` after the fact.
/// Modelled on apple/swift-system's `Errno`, with only the codes foodlog tells apart.
public struct Errno: Error, Hashable, Sendable, CustomStringConvertible {
    /// The raw `errno` value.
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// `strerror`'s text ("No space left on device"), the reason messages give.
    public var description: String {
        guard let text = strerror(rawValue) else { return "error \(rawValue)" }
        return String(cString: text)
    }

    /// Nothing has the name, or a component of the path is not a directory: "missing" to a reader.
    public var isMissing: Bool { self == .noSuchFile || self == .notDirectory }

    /// The file system refused for permission reasons (so the fix is chmod or another directory).
    public var isPermission: Bool { self == .permissionDenied || self == .notPermitted || self == .readOnlyFileSystem }

    public static let notPermitted = Errno(rawValue: EPERM)
    public static let noSuchFile = Errno(rawValue: ENOENT)
    public static let noSuchProcess = Errno(rawValue: ESRCH)
    public static let interrupted = Errno(rawValue: EINTR)
    public static let ioError = Errno(rawValue: EIO)
    public static let badFileDescriptor = Errno(rawValue: EBADF)
    public static let permissionDenied = Errno(rawValue: EACCES)
    public static let exists = Errno(rawValue: EEXIST)
    public static let notDirectory = Errno(rawValue: ENOTDIR)
    public static let isDirectory = Errno(rawValue: EISDIR)
    public static let invalidArgument = Errno(rawValue: EINVAL)
    public static let noSpace = Errno(rawValue: ENOSPC)
    public static let readOnlyFileSystem = Errno(rawValue: EROFS)
    public static let brokenPipe = Errno(rawValue: EPIPE)
    public static let wouldBlock = Errno(rawValue: EAGAIN)
    public static let notSupported = Errno(rawValue: ENOTSUP)
    public static let fileTooLarge = Errno(rawValue: EFBIG)
}
