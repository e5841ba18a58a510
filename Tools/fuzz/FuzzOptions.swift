import FoodlogSupport
import TestSupport

/// The fuzz tool's command line (see README.md).
struct FuzzOptions {
    enum Mode { case run, replay(String), classify([String]) }

    static let allClasses = ["index", "journal", "config", "provider", "off"]

    var mode = Mode.run
    var classes = allClasses
    var iterations = 1_000
    var seed: UInt64 = 1
    var jobs = 2
    var timeout = 10.0
    var output = "fuzz-out"
    var binaries = Platform.executablePath().map(PathString.directory) ?? "."
    var shared = SharedData.directory
    var keep = Int.max
    var symbolize = 60
    var selfCheck = true

    static let usage = """
    usage: fuzz [--class index|journal|config|provider|off|all[,…]] [--iterations N] [--seed S] [--jobs J]
                [--timeout SECONDS] [--out DIR] [--bin DIR] [--shared DIR] [--keep N] [--symbolize N] [--no-self-check]
           fuzz replay CASE-DIR [--bin DIR] [--timeout SECONDS]
           fuzz classify [--timeout SECONDS] -- EXECUTABLE [ARGUMENT…]
    """

    static func parse(_ arguments: [String]) throws -> FuzzOptions {
        var options = FuzzOptions()
        var rest = arguments[...]
        if rest.first == "replay" {
            rest = rest.dropFirst()
            guard let directory = rest.popFirst() else { throw FuzzError("replay needs a case directory") }
            options.mode = .replay(directory)
        } else if rest.first == "classify" {
            rest = rest.dropFirst()
            if let dashes = rest.firstIndex(of: "--") {
                options.mode = .classify(Array(rest[(dashes + 1)...]))
                rest = rest[..<dashes]
            } else {
                throw FuzzError("classify needs '-- EXECUTABLE [ARGUMENT…]'")
            }
        }
        while let option = rest.popFirst() {
            func value() throws -> String {
                guard let value = rest.popFirst() else { throw FuzzError("\(option) needs a value") }
                return value
            }
            func number(_ range: ClosedRange<Int>) throws -> Int {
                let text = try value()
                guard let number = Int(text), range.contains(number) else { throw FuzzError("\(option) takes a whole number in \(range), not '\(text)'") }
                return number
            }
            switch option {
            case "--class":
                let names = try value().split(separator: ",").map(String.init)
                if names == ["all"] { options.classes = allClasses; continue }
                for name in names where !allClasses.contains(name) {
                    throw FuzzError("unknown class '\(name)'; use \(allClasses.joined(separator: ", ")) or all")
                }
                options.classes = names
            case "--iterations": options.iterations = try number(1...100_000_000)
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else { throw FuzzError("--seed takes a whole number, not '\(text)'") }
                options.seed = seed
            case "--jobs": options.jobs = try number(1...64)
            case "--timeout":
                let text = try value()
                guard let seconds = Double(text), seconds > 0, seconds <= 3_600 else { throw FuzzError("--timeout takes seconds in (0, 3600], not '\(text)'") }
                options.timeout = seconds
            case "--out": options.output = try value()
            case "--bin": options.binaries = try value()
            case "--shared": options.shared = try value()
            case "--keep": options.keep = try number(0...100_000_000)
            case "--symbolize": options.symbolize = try number(0...100_000)
            case "--no-self-check": options.selfCheck = false
            case "--help", "-h": print(usage); exit(0)
            default: throw FuzzError("unknown option '\(option)'\n" + usage)
            }
        }
        options.output = absolute(options.output)
        options.binaries = absolute(options.binaries)
        return options
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let cwd = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return path == "." ? cwd : cwd + "/" + path
    }
}
