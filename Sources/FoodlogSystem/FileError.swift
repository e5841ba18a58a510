/// A file operation failed: which path, and the `errno` it failed with. Stores turn it into
/// their own user-facing errors; `reason` is the text those messages carry.
public struct FileError: Error, Equatable, Sendable {
    /// The path the failing call was given (for `Directory.create`, the component that failed).
    public var path: String
    public var errno: Errno

    public init(path: String, errno: Errno) {
        self.path = path
        self.errno = errno
    }

    /// `strerror`'s text; for a component that is not a directory, which one.
    public var reason: String {
        errno == .notDirectory ? "\(path) is not a directory" : errno.description
    }
}
