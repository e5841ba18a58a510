import FoodlogSupport

/// Runs an `InteractivePicker` on the terminal: raw mode on standard input, the screen drawn on
/// standard error (so standard output only gets the result), settings restored on every exit.
enum TerminalSession {
    struct NeedsTerminal: UserFacingError {
        var command: String
        var message: String {
            "\(command) -i searches as you type and needs a terminal on standard input and standard error; without one, drop -i"
        }
        var exitCode: ExitCode { .usage }
    }

    /// Whether an interactive screen can run here.
    static func available(_ console: Console) -> Bool { console.stdinIsTerminal && console.stderrIsTerminal }

    static func pick<Item>(_ picker: inout InteractivePicker<Item>, prompt: String) -> Item? {
        guard let saved = Platform.enterRawMode(0) else { return nil }
        defer {
            write("\r\u{1B}[J")
            Platform.restoreTerminal(0, saved)
        }
        let width = terminalWidth()
        write(picker.frame(prompt: prompt, rows: 10, width: width))
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(0, $0.baseAddress, $0.count) }
            if count < 0, Platform.errno == EINTR { continue }
            guard count > 0 else { return nil }
            var bytes = Array(buffer[0..<count])
            // A lone ESC may be the start of an arrow key split across reads: wait briefly for the rest.
            if bytes.last == 0x1B, Platform.readable(0, milliseconds: 30) {
                let more = buffer.withUnsafeMutableBytes { systemRead(0, $0.baseAddress, $0.count) }
                if more > 0 { bytes += buffer[0..<more] }
            }
            for key in Key.decode(bytes) {
                switch picker.handle(key) {
                case .editing: continue
                case .chosen(let item): return item
                case .cancelled: return nil
                }
            }
            write(picker.frame(prompt: prompt, rows: 10, width: width))
        }
    }

    static func write(_ text: String) {
        OutputStream.standardError.write(text)
        OutputStream.standardError.flush()
    }

    static func terminalWidth() -> Int {
        if let columns = Platform.environment("COLUMNS").flatMap({ Int($0) }), (20...1000).contains(columns) { return columns }
        return Platform.terminalColumns(2) ?? 80
    }
}
