import Foundation

/// Names where a crash happened, from the Swift runtime's backtrace (re-running the crashing
/// command with `SWIFT_BACKTRACE=enable=yes`): the innermost function and the first frame in
/// foodlog's own sources, e.g. `JournalRendering.number(_:places:) @ JournalRendering.swift:87`.
enum CrashSite {
    /// The full, symbolicated backtrace (about half a second to a second and a half per crash).
    static let fullBacktrace = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=yes" + backtracer

    /// What every fuzz run gets: the backtracer on but not symbolicating (about 0.1 s per crash,
    /// nothing otherwise), enough to name the crashing instruction as image + offset.
    static let cheapBacktrace = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=mentioned,sanitize=no,symbolicate=off,limit=2,top=0" + backtracer

    /// `foodlog` is a static executable on Linux, and a static Swift program cannot find the
    /// runtime's backtracer by itself: it prints "unable to locate swift-backtrace" on every run,
    /// which made every case "unclear". The toolchain's static backtracer is named explicitly,
    /// found beside the `swift` on PATH; without it, the setting is left as it was.
    static let backtracer: String = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let bin = swift.resolvingSymlinksInPath().deletingLastPathComponent()
            let candidate = bin.deletingLastPathComponent().appendingPathComponent("libexec/swift/linux/swift-backtrace-static")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return ",swift-backtrace=" + candidate.path }
        }
        return ""
    }()

    /// The crashing instruction as `image+0xoffset` (the same for every crash at one trap in one
    /// build), from an unsymbolicated backtrace.
    static func instruction(_ stderr: [UInt8]) -> String? {
        let text = String(decoding: stderr, as: UTF8.self)
        guard let crashed = text.split(separator: "\n").first(where: { $0.contains("crashed:") && $0.contains(" at 0x") }),
              let pcText = crashed.components(separatedBy: " at 0x").last?.split(separator: " ").first,
              let pc = UInt64(pcText, radix: 16) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("0x") && line.contains("\u{2013}") {
            let fields = line.split(separator: " ")
            let bounds = fields[0].components(separatedBy: "\u{2013}")
            guard fields.count >= 3, bounds.count == 2,
                  let start = UInt64(bounds[0].dropFirst(2), radix: 16), let end = UInt64(bounds[1].dropFirst(2), radix: 16),
                  (start..<end).contains(pc) else { continue }
            return "\(fields[2])+0x" + String(pc - start, radix: 16)
        }
        return nil
    }

    static func parse(_ stderr: [UInt8]) -> String? {
        let text = String(decoding: stderr, as: UTF8.self)
        if let fatal = text.split(separator: "\n").first(where: { $0.contains("Fatal error:") }) {
            let message = fatal.components(separatedBy: "Fatal error:").last ?? ""
            if let site = frames(text) { return site + " (" + String(message.trimmingCharacters().prefix(80)) + ")" }
            return "Fatal error:" + String(message.prefix(80))
        }
        return frames(text)
    }

    private static func frames(_ text: String) -> String? {
        let lines = text.split(separator: "\n").map(String.init).filter { line in
            let trimmed = line.drop { $0 == " " }
            return trimmed.first?.isNumber == true && line.contains(" 0x")
        }
        // The innermost frame in foodlog itself (a runtime check is inlined there; a fatal error
        // or failed allocation starts in libc and the runtime).
        guard let first = lines.first(where: { $0.contains(" in foodlog") }) ?? lines.first else { return nil }
        let innermost = function(first)
        let source = lines.lazy.compactMap(sourceLocation).first
        switch (innermost, source) {
        case let (function?, source?): return function + " @ " + source
        case let (function?, nil): return function
        case let (nil, source?): return source
        default: return nil
        }
    }

    /// `static JournalRendering.number(_:places:)` from a frame line.
    private static func function(_ line: String) -> String? {
        guard let address = line.range(of: " 0x") else { return nil }
        var rest = line[address.upperBound...].drop { $0 != " " }.drop { $0 == " " }
        if let cut = rest.range(of: " in ") { rest = rest[..<cut.lowerBound] }
        if let plus = rest.range(of: " + ") { rest = rest[..<plus.lowerBound] }
        let name = rest.replacingOccurrences(of: "specialized ", with: "").replacingOccurrences(of: "static ", with: "")
        return name.isEmpty ? nil : name
    }

    /// `JournalRendering.swift:87` for a frame in a source file (not compiler-generated).
    private static func sourceLocation(_ line: String) -> String? {
        guard let at = line.range(of: " at /", options: .backwards) else { return nil }
        let path = String(line[line.index(at.lowerBound, offsetBy: 4)...]).trimmingCharacters()
        guard path.contains(".swift:") else { return nil }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let parts = file.split(separator: ":")
        return parts.count >= 2 ? parts[0] + ":" + parts[1] : file
    }
}
