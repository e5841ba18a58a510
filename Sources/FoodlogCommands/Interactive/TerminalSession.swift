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
        var reader = KeyReader()
        while true {
            guard var keys = reader.next(wait: true) else { return nil }
            // Keys already waiting (fast typing, a paste) are applied before searching once.
            var reads = 1
            while reads < 64, let more = reader.next(wait: false) {
                keys += more
                reads += 1
            }
            for key in keys {
                switch picker.handle(key) {
                case .editing: continue
                case .chosen(let item): return item
                case .cancelled: return nil
                }
            }
            picker.settle()
            write(picker.frame(prompt: prompt, rows: 10, width: width))
        }
    }

    static func write(_ text: String) {
        OutputStream.standardError.write(text)
        OutputStream.standardError.flush()
    }

    static func terminalWidth() -> Int {
        if let columns = EnvironmentVariable.columns.value.flatMap({ Int($0) }), (20...1000).contains(columns) { return columns }
        return Platform.terminalColumns(2) ?? 80
    }
}
