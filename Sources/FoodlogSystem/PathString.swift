/// Path string helpers (no Foundation on the search path).
public enum PathString {
    /// Joins two path components with exactly one slash.
    public static func join(_ base: String, _ component: String) -> String {
        if component.hasPrefix("/") { return component }
        if base.isEmpty { return component }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// The directory part of a path (`"."` when there is none).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// Whether something exists at the path.
    public static func exists(_ path: String) -> Bool { FileSystem.exists(path) }

    /// Whether the path is a directory.
    public static func isDirectory(_ path: String) -> Bool { FileSystem.isDirectory(path) }

    /// The names in a directory (without `.` and `..`); empty when it cannot be read.
    public static func names(in directory: String) -> [String] { (try? FileSystem.names(in: directory)) ?? [] }
}
