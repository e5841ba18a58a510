import FoodlogSupport
import Testing
import TestSupport

/// Every file call goes through FoodlogSystem: a bare `open(`, `fsync(`, `flock(`, an `EINTR`
/// loop, Foundation's `FileManager` or a `.atomic` write anywhere else in `Sources/` fails here,
/// so a new store cannot quietly copy the old drifted patterns back in.
@Suite struct FileCallGuardTests {
    /// What must not appear outside `Sources/FoodlogSystem/`.
    static let forbidden = ["open(", "fsync(", "flock(", "FileManager", ".atomic", "EINTR"]

    /// The exceptions, each with its reason: (path under Sources/, token, reason).
    static let allowed: [(file: String, token: String, reason: String)] = [
        ("IndexBuilder/RecordReader.swift", "EINTR",
         "the builder's input side is being rewritten on another branch; it moves onto FileDescriptor after that merge"),
        ("AIAnalysis/Keys/KeyCommandProcess.swift", "EINTR",
         "poll(2) on a pipe's deadline: waiting on a child process, not a file call"),
        ("FoodlogSupport/ProcessSpawn.swift", "EINTR",
         "wait4(2) on a child: the platform layer's process half, not a file call"),
    ]

    /// The repository's `Sources/`, found from this file's path.
    static var sources: String {
        var path = #filePath
        for _ in 0..<3 { path = PathString.directory(of: path) }
        return PathString.join(path, "Sources")
    }

    static func swiftFiles(under directory: String, relative: String = "") -> [String] {
        var files: [String] = []
        for name in PathString.names(in: directory).sorted() {
            let path = PathString.join(directory, name)
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            if PathString.isDirectory(path) {
                files += swiftFiles(under: path, relative: relativePath)
            } else if name.hasSuffix(".swift") {
                files.append(relativePath)
            }
        }
        return files
    }

    /// Whether `line` uses `token` as code: not in a `//` comment, and for `open(` a bare call
    /// (not a method such as `IndexCatalog.open(`, its declaration `func open(`, or an enum case).
    static func uses(_ line: Substring, _ token: String) -> Bool {
        let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
        var searchFrom = code.startIndex
        while let found = code.range(of: token, range: searchFrom..<code.endIndex) {
            searchFrom = found.upperBound
            guard token == "open(" else { return true }
            let before = code[..<found.lowerBound]
            if let last = before.last, last == "." || last == "_" || last.isLetter || last.isNumber { continue }
            if before.hasSuffix("func ") || before.hasSuffix("case ") { continue }
            return true
        }
        return false
    }

    @Test func fileCallsAppearOnlyInTheFileSystemLayer() throws {
        let files = Self.swiftFiles(under: Self.sources)
        #expect(files.count > 100, "Sources/ was found at \(Self.sources)")
        var found: [String] = []
        var exceptionsUsed = Set<String>()
        for file in files where !file.hasPrefix("FoodlogSystem/") {
            guard let bytes = CappedFile.read(PathString.join(Self.sources, file), limit: 1 << 20).bytes else {
                Issue.record("cannot read \(file)")
                continue
            }
            for (number, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for token in Self.forbidden where Self.uses(line, token) {
                    if Self.allowed.contains(where: { $0.file == file && $0.token == token }) {
                        exceptionsUsed.insert(file + " " + token)
                        continue
                    }
                    found.append("\(file):\(number + 1): \(token)")
                }
            }
        }
        #expect(found == [], "use FoodlogSystem (FileDescriptor, AtomicFile, StateFile, Directory, FileSystem) instead")
        for exception in Self.allowed {
            #expect(exceptionsUsed.contains(exception.file + " " + exception.token),
                    "\(exception.file) no longer needs its exception for \(exception.token); remove it from the list")
        }
    }

    /// The layer is on the search path: it must not pull Foundation into `foodlog`.
    @Test func theLayerImportsNoFoundation() throws {
        let layer = PathString.join(Self.sources, "FoodlogSystem")
        let files = Self.swiftFiles(under: layer)
        #expect(files.contains("Syscalls.swift"))
        for file in files {
            let text = String(decoding: CappedFile.read(PathString.join(layer, file), limit: 1 << 20).bytes ?? [], as: UTF8.self)
            #expect(!text.contains("import Foundation"), "\(file)")
        }
    }

    @Test func theGuardSeesABareCallAndNotAMethod() {
        #expect(Self.uses("let fd = open(path, O_RDONLY)", "open("))
        #expect(Self.uses("guard fsync(fd) == 0", "fsync("))
        #expect(!Self.uses("static func open(_ context: CommandContext)", "open("))
        #expect(!Self.uses("try IndexCatalog.open(context)", "open("))
        #expect(!Self.uses("// open( in a comment", "open("))
        #expect(!Self.uses("case open(fd: Int32, path: String)", "open("))
        #expect(Self.uses("try Data(x).write(to: url, options: .atomic)", ".atomic"))
    }
}
