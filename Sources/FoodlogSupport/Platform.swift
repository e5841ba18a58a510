// Every platform conditional of the Foundation-free layers lives here, except those of file
// calls, which live in FoodlogSystem's Syscalls.swift; so the rest of the code reads the same on
// Linux and macOS.

// The file-system layer, and through it Glibc or Darwin (Syscalls.swift chooses), for this module
// and every module that imports it.
@_exported import FoodlogSystem
#if canImport(Darwin)
// `_NSGetExecutablePath` is declared in <mach-o/dyld.h>, module MachO, which Darwin does not re-export.
import MachO
#endif

/// Thin, typed wrappers over the handful of system calls the Foundation-free layers use.
public enum Platform {
    /// The current `errno`.
    public static var errno: Int32 { Errno.current.rawValue }

    /// `strerror` as a Swift string.
    public static func describe(errno code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// Reads an environment variable; an empty value counts as unset.
    public static func environment(_ name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        let value = String(cString: raw)
        return value.isEmpty ? nil : value
    }

    /// Whether the file descriptor is a terminal.
    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// The absolute path of the running executable, when the system can tell.
    public static func executablePath() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #elseif canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        guard let resolved = realpath(buffer, nil) else { return String(cString: buffer) }
        defer { free(resolved) }
        return String(cString: resolved)
        #else
        return nil
        #endif
    }

    /// Monotonic clock in nanoseconds, for progress rates and benchmarks.
    public static func monotonicNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Wall clock seconds since the epoch.
    public static func wallClockSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Replaces the current process image (used to hand a command to `foodlog-net`).
    /// Returns only on failure, with `errno` set.
    public static func exec(_ path: String, arguments: [String]) -> Int32 {
        var cArgs: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        cArgs.append(nil)
        defer { for pointer in cArgs { free(pointer) } }
        return execv(path, cArgs)
    }

    /// The process environment as a C array, for `posix_spawn`.
    public static var environmentPointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        return _NSGetEnviron().pointee
        #else
        return environ
        #endif
    }

    /// Puts terminal `fd` in raw mode (no echo, no line buffering, no signals from keys; output
    /// processing kept so `\n` still returns the carriage) and returns the settings to restore.
    public static func enterRawMode(_ fd: Int32) -> termios? {
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { return nil }
        var raw = saved
        cfmakeraw(&raw)
        raw.c_oflag = saved.c_oflag
        guard tcsetattr(fd, TCSAFLUSH, &raw) == 0 else { return nil }
        return saved
    }

    /// Restores terminal settings saved by `enterRawMode`.
    public static func restoreTerminal(_ fd: Int32, _ saved: termios) {
        var settings = saved
        _ = tcsetattr(fd, TCSAFLUSH, &settings)
    }

    /// The width of the terminal on `fd`, when it is one.
    public static func terminalColumns(_ fd: Int32) -> Int? {
        var size = winsize()
        #if canImport(Darwin)
        let request: UInt = 0x4008_7468  // TIOCGWINSZ: a function-like macro Swift does not import on Darwin
        #else
        let request = UInt(TIOCGWINSZ)
        #endif
        guard ioctl(fd, request, &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Whether `fd` has bytes to read within `milliseconds` (to tell Esc from an arrow key).
    public static func readable(_ fd: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    /// Peak resident set size of this process in bytes.
    public static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
        #endif
    }
}

extension Platform {
    /// What a path names (FoodlogSystem's `FileType`).
    public typealias FileType = FoodlogSystem.FileType

    /// The type of the file at `path`, following symbolic links.
    public static func fileType(_ path: String) -> FileType { FileSystem.type(path) }
}
