import FoodlogSupport

/// Reads one line from a terminal with echo off, for pasting secrets.
enum HiddenInput {
    static func readLine() -> String? {
        var original = termios()
        let isTerminal = tcgetattr(0, &original) == 0
        if isTerminal {
            var silent = original
            silent.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(0, TCSAFLUSH, &silent)
        }
        defer {
            if isTerminal {
                tcsetattr(0, TCSAFLUSH, &original)
                printError("")
            }
        }
        return Swift.readLine(strippingNewline: true)
    }
}
