import Foundation
import FoodlogSupport
import FoodlogSystem
import Testing
import TestSupport

/// The FIFO / directory / huge / sparse / full-disk matrix, once, for every file foodlog keeps
/// (`StateFile.all`). Stores read and write through these rows, so what holds here holds for
/// each of them; their own tests cover only what they do with an outcome (a note, a message).
@Suite(.timeLimit(.minutes(2))) struct StateFileTests {
    static let rows = StateFile.all
    static let replaced = StateFile.all.filter { $0.update == .replace }

    /// A state file's path in a fresh base directory, its directory created.
    func place(_ row: StateFile, in base: TemporaryDirectory) throws -> String {
        let path = row.path(under: base.path, name: "entry")
        try Directory.create(PathString.directory(of: path))
        return path
    }

    @Test func everyRowHasAUniqueLocationAndPrivatePermissions() {
        let locations = Self.rows.map { "\($0.base) \($0.directory) \($0.name)" }
        #expect(Set(locations).count == locations.count)
        for row in Self.rows {
            #expect(row.permissions & 0o077 == 0, "\(row)")
            #expect(row.directoryPermissions & 0o077 == 0, "\(row)")
            #expect(row.cap > 0, "\(row)")
        }
        #expect(StateFile.answer.description == "$XDG_CACHE_HOME/foodlog/ai/<sha256>.json (1 MiB, 600)")
    }

    /// ARCHITECTURE.md's "Files and durability" lists every row as `description` gives it.
    @Test func architectureListsEveryStateFile() throws {
        var root = #filePath
        for _ in 0..<3 { root = PathString.directory(of: root) }
        let text = String(decoding: try #require(CappedFile.read(PathString.join(root, "ARCHITECTURE.md"), limit: 1 << 20).bytes), as: UTF8.self)
        for row in Self.rows {
            #expect(text.contains("| \(row.summary) | `\(row.description)` |"), "ARCHITECTURE.md should list \(row)")
        }
    }

    @Test(arguments: rows) func aFIFOInTheFilesPlaceIsNotRegularAndDoesNotBlock(_ row: StateFile) throws {
        let base = TemporaryDirectory("foodlog-state")
        defer { base.remove() }
        let path = try place(row, in: base)
        #expect(mkfifo(path, 0o600) == 0)
        #expect(row.read(path) == .notRegular(.fifo))
        #expect(row.read(path).problem == "is a FIFO (named pipe), not a regular file")
    }

    @Test(arguments: rows) func aDirectoryInTheFilesPlaceIsNotRegular(_ row: StateFile) throws {
        let base = TemporaryDirectory("foodlog-state")
        defer { base.remove() }
        let path = try place(row, in: base)
        #expect(mkdir(path, 0o700) == 0)
        #expect(row.read(path) == .notRegular(.directory))
    }

    /// A sparse file one byte over the cap (and one of 64 GiB) is refused from its size, before
    /// anything is allocated or read.
    @Test(arguments: rows) func aHugeOrSparseFileIsTooLargeAndNotRead(_ row: StateFile) throws {
        let base = TemporaryDirectory("foodlog-state")
        defer { base.remove() }
        let path = try place(row, in: base)
        base.write(PathString.join(row.directory, "entry"), "{")
        #expect(truncate(path, off_t(row.cap + 1)) == 0)
        #expect(row.read(path) == .tooLarge(limit: row.cap))
        #expect(truncate(path, 64 << 30) == 0)
        #expect(row.read(path) == .tooLarge(limit: row.cap))
    }

    @Test(arguments: rows) func aMissingFileIsMissing(_ row: StateFile) {
        let base = TemporaryDirectory("foodlog-state")
        defer { base.remove() }
        #expect(row.read(row.path(under: base.path, name: "entry")) == .missing)
        base.write("file", "a file where a directory is expected\n")
        #expect(row.read(base.file("file/entry")) == .missing)
    }

    @Test(arguments: replaced) func aWriteCreatesTheDirectoryAndFileWithTheRowsPermissionsAndReadsBack(_ row: StateFile) throws {
        let base = TemporaryDirectory("foodlog-state")
        defer { base.remove() }
        let path = row.path(under: base.file("deep/base"), name: "entry")
        let saved = umask(0o022)
        defer { umask(saved) }
        try row.write(Array("first\n".utf8), to: path)
        try row.write(Array("second\n".utf8), to: path)
        #expect(row.read(path) == .bytes(Array("second\n".utf8)))
        #expect(try FileSystem.status(path).permissions == row.permissions)
        #expect(try FileSystem.status(PathString.directory(of: path)).permissions == row.directoryPermissions)
        #expect(PathString.names(in: PathString.directory(of: path)) == ["entry"], "no temporary file is left")
    }

    @Test(arguments: replaced) func moreThanTheCapIsRefusedBeforeAnythingIsWritten(_ row: StateFile) throws {
        let base = TemporaryDirectory("foodlog-state")
        defer { base.remove() }
        let path = row.path(under: base.path, name: "entry")
        #expect(throws: FileError(path: path, errno: .fileTooLarge)) {
            try row.write([UInt8](repeating: 0x41, count: row.cap + 1), to: path)
        }
        #expect(row.read(path) == .missing)
    }

    /// The disk fills part-way (or the sync fails): an error naming the cause, the old file
    /// exactly as it was, no temporary file left behind.
    @Test(arguments: replaced) func aFullDiskOrFailedSyncLeavesTheOldFile(_ row: StateFile) throws {
        let base = TemporaryDirectory("foodlog-state")
        defer { base.remove() }
        let path = row.path(under: base.path, name: "entry")
        try row.write(Array("kept\n".utf8), to: path)
        let disk = TinyDisk(free: 3)
        #expect(throws: FileError(path: path, errno: .noSpace)) {
            try row.write(Array("replacement\n".utf8), to: path, calls: Syscalls(write: { disk.write($0, $1) }))
        }
        if row.synced {
            #expect(throws: FileError(path: path, errno: .ioError)) {
                try row.write(Array("replacement\n".utf8), to: path, calls: Syscalls(sync: { _ in -EIO }))
            }
        }
        #expect(row.read(path) == .bytes(Array("kept\n".utf8)))
        #expect(PathString.names(in: PathString.directory(of: path)) == ["entry"])
    }

    /// A row that is rebuilt from other files (the history cache) is written without a sync, so
    /// the first search after an `add` pays none; every other row is synced.
    @Test(arguments: replaced) func onlyRebuildableRowsSkipTheSync(_ row: StateFile) throws {
        let base = TemporaryDirectory("foodlog-state")
        defer { base.remove() }
        let path = row.path(under: base.path, name: "entry")
        let refusing = Syscalls(sync: { _ in -EIO })
        if row.synced {
            #expect(throws: FileError(path: path, errno: .ioError)) { try row.write(Array("new\n".utf8), to: path, calls: refusing) }
        } else {
            try row.write(Array("new\n".utf8), to: path, calls: refusing)
            #expect(row.read(path) == .bytes(Array("new\n".utf8)))
        }
        #expect(StateFile.all.filter { !$0.synced } == [StateFile.history])
    }

    @Test func aNewNameIsClaimedOnce() throws {
        let base = TemporaryDirectory("foodlog-state")
        defer { base.remove() }
        let path = StateFile.recipe.path(under: base.path, name: "abc234.json")
        #expect(try StateFile.recipe.write(Array("one".utf8), to: path, publish: .createNew))
        #expect(try !StateFile.recipe.write(Array("two".utf8), to: path, publish: .createNew))
        #expect(StateFile.recipe.read(path) == .bytes(Array("one".utf8)))
        #expect(PathString.names(in: PathString.directory(of: path)) == ["abc234.json"])
    }

    /// The same on a real file system that fills up: a 256 KiB tmpfs (mounting needs root;
    /// skipped with a notice elsewhere).
    @Test func aRealFullFileSystemLeavesEveryOldFile() throws {
        let base = TemporaryDirectory("foodlog-state")
        defer { base.remove() }
        let mountPoint = base.file("tiny")
        try Directory.create(mountPoint)
        guard let mount = CommandRunner.which("mount"), let umount = CommandRunner.which("umount"),
              (try? CommandRunner.runProgram(mount, ["-t", "tmpfs", "-o", "size=256k", "tmpfs", mountPoint], environment: [:]))?.status == 0
        else {
            printError("notice: StateFileTests: cannot mount a tmpfs here (needs root and mount(8)); skipping the real full-disk case")
            return
        }
        defer { _ = try? CommandRunner.runProgram(umount, [mountPoint], environment: [:]) }
        var paths: [(StateFile, String)] = []
        for (index, row) in Self.replaced.enumerated() {
            let path = row.path(under: PathString.join(mountPoint, row.base.rawValue), name: "entry-\(index)")
            try row.write(Array("kept \(row.summary)\n".utf8), to: path)
            paths.append((row, path))
        }
        let filler = try FileDescriptor.open(PathString.join(mountPoint, "filler"), .writeOnly, options: [.create])
        let block = [UInt8](repeating: 0x41, count: 4096)
        while (try? filler.writeAll(block)) != nil {}
        filler.close()
        for (row, path) in paths {
            #expect(throws: FileError(path: path, errno: .noSpace), "\(row)") {
                try row.write([UInt8](repeating: 0x42, count: min(row.cap, 64 << 10)), to: path)
            }
            #expect(row.read(path) == .bytes(Array("kept \(row.summary)\n".utf8)))
            let left = PathString.names(in: PathString.directory(of: path)).filter { $0.contains(".tmp-") }
            #expect(left == [], "no temporary file is left (\(row))")
        }
    }
}
