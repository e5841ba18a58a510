/// Buffered writers for standard output and standard error.
///
/// Output is collected and written with `write(2)` in large chunks; a closed pipe (`foodlog search
/// x | head -1`) ends the process quietly instead of raising SIGPIPE.
public final class OutputStream: TextOutputStream, @unchecked Sendable {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private let limit: Int

    public init(fd: Int32, bufferSize: Int = 1 << 16) {
        self.fd = fd
        self.limit = bufferSize
        buffer.reserveCapacity(bufferSize)
    }

    public func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= limit { flush() }
    }

    public func write(bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= limit { flush() }
    }

    /// Writes everything buffered so far. A broken pipe exits the process with status 0 for
    /// standard output, since the reader chose to stop.
    public func flush() {
        do throws(Errno) {
            try FileDescriptor(rawValue: fd).writeAll(buffer)
        } catch {
            if error == .brokenPipe { _exit(0) }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Standard output.
    public static let standardOutput = OutputStream(fd: 1)
    /// Standard error; flushed after every line by `Console`.
    public static let standardError = OutputStream(fd: 2, bufferSize: 1 << 12)
}

/// The process's view of where its output goes and how it should look.
public struct Console: Sendable {
    /// Whether standard output is a terminal (tables, colour) or a pipe (plain, scriptable).
    public var stdoutIsTerminal: Bool
    /// Whether standard error is a terminal (progress lines may be redrawn).
    public var stderrIsTerminal: Bool
    /// Whether standard input is a terminal (prompts are allowed only then).
    public var stdinIsTerminal: Bool
    /// Whether ANSI colour may be used on standard output.
    public var useColor: Bool

    public init(stdoutIsTerminal: Bool, stderrIsTerminal: Bool, stdinIsTerminal: Bool, useColor: Bool) {
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.stdinIsTerminal = stdinIsTerminal
        self.useColor = useColor
    }

    /// The console of this process: colour only on a terminal, never with `NO_COLOR` set
    /// (https://no-color.org) or `TERM=dumb`.
    public static func current() -> Console {
        let out = Platform.isTerminal(1)
        let noColor = EnvironmentVariable.noColor.value != nil || EnvironmentVariable.term.value == "dumb"
        return Console(stdoutIsTerminal: out, stderrIsTerminal: Platform.isTerminal(2),
                       stdinIsTerminal: Platform.isTerminal(0), useColor: out && !noColor)
    }

    /// Wraps text in an ANSI style when colour is on.
    public func style(_ text: String, _ style: TextStyle) -> String {
        useColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}

/// ANSI SGR codes used in terminal output.
public enum TextStyle: String, Sendable {
    case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", cyan = "36"
}

/// Writes one line to standard error and flushes it at once.
///
/// The line is passed through `TerminalText.escaped`: error messages and notes carry untrusted
/// text (paths, queries, product names, provider messages, AI notes), and whatever they hold is
/// shown as visible escapes, so the line never drives the terminal and never spans two lines.
public func printError(_ line: String) {
    OutputStream.standardError.write(TerminalText.escaped(line))
    OutputStream.standardError.write("\n")
    OutputStream.standardError.flush()
}
