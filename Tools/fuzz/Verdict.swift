import FoodlogSupport

/// What one run of foodlog amounted to. See README.md, "Classification".
enum Verdict: Int, Comparable, CaseIterable, Sendable {
    case ok, cleanError, unclear, crash, hang

    static func < (lhs: Verdict, rhs: Verdict) -> Bool { lhs.rawValue < rhs.rawValue }

    var name: String {
        switch self {
        case .ok: return "ok"
        case .cleanError: return "clean"
        case .unclear: return "unclear"
        case .crash: return "crash"
        case .hang: return "hang"
        }
    }

    /// Whether a case with this verdict is saved for the lead.
    var isFinding: Bool { self >= .unclear }
}

/// Sorts a finished run into a verdict, with the reason for anything that is not ok or clean.
enum Classifier {
    /// The sysexits codes foodlog documents for errors (README, "Exit codes"). 70 ("software",
    /// an internal invariant broke) is foodlog admitting a bug, so it is not a clean error.
    static let cleanExitCodes: Set<Int32> = [1, 64, 65, 66, 69, 73, 74, 75, 77, 78]

    /// Longer stderr lines are unclear: a message names the problem, quoting at most an excerpt.
    static let longLine = 1_000

    /// `stdoutIsData`: the command writes the user's data byte for byte (`export` into a pipe or
    /// file), so control characters on its standard output are not an escaping failure.
    static func classify(_ result: ProcessSpawner.Result, stdoutIsData: Bool = false) -> (Verdict, String) {
        switch result.ending {
        case .timedOut:
            return (.hang, "no exit within the time limit")
        case .signalled(let signal):
            return (.crash, "signal \(signal) (\(signalName(signal)))")
        case .exited(let code) where code >= 128:
            return (.crash, "exit \(code)")
        case .exited(let code):
            if !stdoutIsData, let problem = rawControl(result.stdout) { return (.unclear, "raw \(problem) on stdout") }
            if let problem = rawControl(result.stderr) { return (.unclear, "raw \(problem) on stderr") }
            let lines = stderrLines(result.stderr)
            if let stray = lines.first(where: { !$0.hasPrefix("foodlog: ") }) {
                return (.unclear, "stderr line without the foodlog prefix: " + excerpt(stray))
            }
            if let long = lines.first(where: { $0.utf8.count > longLine }) {
                return (.unclear, "stderr line of \(long.utf8.count) bytes (a message quotes a short excerpt)")
            }
            if code == 0 { return (.ok, "") }
            guard cleanExitCodes.contains(code) else { return (.unclear, "exit \(code) outside the sysexits set foodlog documents") }
            let errors = lines.filter { !isNote($0) }
            guard errors.count == 1 else {
                return (.unclear, "exit \(code) with \(errors.count) error lines on stderr")
            }
            return (.cleanError, "")
        }
    }

    /// `foodlog: note: ...` and `foodlog: warning: ...` lines may come before the one error line.
    static func isNote(_ line: String) -> Bool {
        line.hasPrefix("foodlog: note: ") || line.hasPrefix("foodlog: warning: ")
    }

    static func stderrLines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init).filter { !$0.isEmpty }
    }

    /// The first control character a terminal would act on (C0 but tab, newline and CRLF, DEL, C1
    /// as UTF-8), named.
    static func rawControl(_ bytes: [UInt8]) -> String? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B { return "ESC" }
            // CRLF is a line ending (CSV export uses it), not a cursor trick.
            let lineEnding = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
            if byte < 0x20, byte != 0x0A, byte != 0x09, !lineEnding { return "control 0x" + String(byte, radix: 16) }
            if byte == 0x7F { return "DEL" }
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                return "C1 U+00" + String(bytes[index + 1], radix: 16).uppercased()
            }
            index += 1
        }
        return nil
    }

    static func excerpt(_ text: String, _ limit: Int = 80) -> String {
        TextExcerpt.escaped(text, limit: limit)
    }

    /// The signal's name on this system ("SIGSEGV"); numbers such as SIGBUS's differ between
    /// Linux and macOS, so the names come from the platform's own constants.
    static func signalName(_ signal: Int32) -> String {
        ProcessSpawn.signalName(signal)
    }
}
