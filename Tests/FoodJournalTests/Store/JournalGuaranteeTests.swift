import Foundation
import Testing
@testable import FoodJournal
import FoodlogSupport
import TestSupport

/// The "never lose an entry" guarantees, each exercised for real: real processes, real kills,
/// real damaged files, and a write that fails with ENOSPC part-way.
@Suite("Journal guarantees")
struct JournalGuaranteeTests {
    @Test("8 processes x 200 adds: nothing lost, nothing duplicated, ids unique",
          .enabled(if: Executables.isBuilt("journal-stress"), "needs the built journal-stress (swift build)"))
    func concurrentProcesses() throws {
        let dir = ScratchDirectory()
        var runs: [CommandRunner.Running] = []
        for worker in 0..<8 {
            runs.append(try BuiltExecutable.startStress(data: dir.path, count: 200, tag: "w\(worker)"))
        }
        var acknowledged: [String] = []
        for run in runs {
            let result = try run.wait(timeout: 300)
            #expect(result.status == 0, "\(result.stderr)")
            acknowledged += BuiltExecutable.acknowledgedIDs(result.stdout)
        }
        #expect(acknowledged.count == 1600)
        let journal = Journal(dataDirectory: dir.path, zone: .fixed(0), now: { 0 })
        let snapshot = try journal.entries(from: Fixtures.day, to: Fixtures.day)
        #expect(snapshot.damaged.isEmpty)
        #expect(snapshot.entries.count == 1600)
        #expect(Set(snapshot.entries.map(\.id)).count == 1600)
        #expect(Set(snapshot.entries.map(\.id)) == Set(acknowledged))
        let names = Set(snapshot.entries.map(\.name))
        for worker in 0..<8 { for index in 0..<200 { #expect(names.contains("w\(worker)-\(index)")) } }
        let lines = dir.read("journal/2026-11.jsonl")?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        #expect(lines.count == 1601)  // 1600 lines and the final newline
    }

    @Test("a process SIGKILLed mid-write leaves every acknowledged entry loadable",
          .enabled(if: Executables.isBuilt("journal-stress"), "needs the built journal-stress (swift build)"), arguments: [3, 40, 150])
    func killedWriter(after acknowledgements: Int) throws {
        let dir = ScratchDirectory()
        let run = try BuiltExecutable.startStress(data: dir.path, count: 100_000, tag: "k")
        _ = try run.readOutput(until: { output in output.lazy.filter { $0 == 0x0A }.count >= acknowledgements }, timeout: 120)
        run.send(SIGKILL)
        let result = try run.wait(timeout: 60)
        #expect(result.ending == .signalled(SIGKILL))
        // Whatever was printed before the kill was acknowledged too.
        let acknowledged = BuiltExecutable.acknowledgedIDs(result.stdout)

        let journal = Journal(dataDirectory: dir.path, zone: .fixed(0), now: { 0 })
        let snapshot = try journal.entries(from: Fixtures.day, to: Fixtures.day)
        let ids = Set(snapshot.entries.map(\.id))
        #expect(acknowledged.count >= acknowledgements)
        for id in acknowledged { #expect(ids.contains(id), "acknowledged entry \(id) is missing") }
        // At most the one write in flight can be torn, and only at the end of the file.
        #expect(snapshot.damaged.count <= 1)
        // The journal takes new entries after the crash, and they load.
        let added = try journal.add(Fixtures.entry("after crash", kcal: 10))
        let again = try journal.entries(from: Fixtures.day, to: Fixtures.day)
        #expect(again.entries.contains { $0.id == added.id })
        #expect(again.entries.count == snapshot.entries.count + 1)
    }

    @Test("a damaged line is reported with its line number and hides nothing else")
    func damagedLine() throws {
        let dir = ScratchDirectory()
        let journal = Journal(dataDirectory: dir.path, zone: .fixed(0), now: { 1_000 })
        let first = try journal.add(Fixtures.entry("first", kcal: 100))
        let second = try journal.add(Fixtures.entry("second", kcal: 200))
        let path = dir.file("journal/2026-11.jsonl")
        var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        lines.insert("{\"v\":1,\"op\":\"add\",\"event\":\"zzzz\"", at: 1)  // a hand edit gone wrong
        lines.append("{\"v\":1,\"op\":\"add\",\"ev")  // a torn write with no newline
        try (lines.joined(separator: "\n")).write(toFile: path, atomically: false, encoding: .utf8)

        let snapshot = try journal.entries(from: Fixtures.day, to: Fixtures.day)
        #expect(snapshot.entries.map(\.id) == [first.id, second.id])
        #expect(snapshot.damaged.map(\.line) == [2, 4])
        #expect(snapshot.damaged[0].file == "2026-11.jsonl")
        #expect(snapshot.damaged[0].reason.contains("not valid JSON"))
        #expect(snapshot.damaged[1].reason.contains("incomplete last line"))

        // Appending after a torn line starts a fresh line instead of gluing onto the garbage.
        let third = try journal.add(Fixtures.entry("third", kcal: 300))
        let after = try journal.entries(from: Fixtures.day, to: Fixtures.day)
        #expect(after.entries.map(\.id) == [first.id, second.id, third.id])
        #expect(after.damaged.map(\.line) == [2, 4])
        #expect(after.damaged[1].reason.contains("not valid JSON"))
    }

    @Test("a line with valid JSON but a wrong shape is reported, not skipped")
    func wrongShape() throws {
        let dir = ScratchDirectory()
        try dir.write("journal/2026-11.jsonl", """
            {"v":1,"op":"add","event":"aaaaaaaa","recorded_ms":1,"entry":{"id":"aaaaaaaa","time":"2026-11-22T12:00:00+00:00","name":"ok","kcal":5}}
            {"v":1,"op":"add","event":"bbbbbbbb","recorded_ms":1,"entry":{"id":"bbbbbbbb","time":"yesterday","name":"bad","kcal":5}}
            [1,2,3]
            {"v":1,"op":"teleport","event":"cccccccc","recorded_ms":1}

            """)
        let journal = Journal(dataDirectory: dir.path, zone: .fixed(0), now: { 0 })
        let snapshot = try journal.entries(from: Fixtures.day, to: Fixtures.day)
        #expect(snapshot.entries.map(\.name) == ["ok"])
        #expect(snapshot.damaged.map(\.line) == [2, 3, 4])
        #expect(snapshot.damaged[0].reason.contains("time"))
        #expect(snapshot.damaged[2].reason.contains("teleport"))
    }

    @Test("hand edits with a byte order mark and CRLF line ends still load")
    func editorArtifacts() throws {
        let dir = ScratchDirectory()
        let line = #"{"v":1,"op":"add","event":"aaaaaaaa","recorded_ms":1,"entry":{"id":"aaaaaaaa","time":"2026-11-22T12:00:00+00:00","name":"ok","kcal":5}}"#
        try dir.write("journal/2026-11.jsonl", "\u{FEFF}" + line + "\r\n" + line.replacingOccurrences(of: "aaaaaaaa", with: "bbbbbbbb") + "\r\n")
        let journal = Journal(dataDirectory: dir.path, zone: .fixed(0), now: { 0 })
        let snapshot = try journal.entries(from: Fixtures.day, to: Fixtures.day)
        #expect(snapshot.damaged.isEmpty)
        #expect(snapshot.entries.map(\.id) == ["aaaaaaaa", "bbbbbbbb"])
    }

    @Test("disk full part-way through a write: clear error, journal byte-for-byte as it was")
    func diskFullPartWay() throws {
        let dir = ScratchDirectory()
        let good = Journal(dataDirectory: dir.path, zone: .fixed(0), now: { 1_000 })
        try good.add(Fixtures.entry("kept", kcal: 100))
        let before = dir.bytes("journal/2026-11.jsonl")
        // The disk takes 17 bytes and then is full.
        let disk = TinyDisk(free: 17)
        let full = Syscalls(write: { fd, bytes in disk.write(fd, bytes) })
        let journal = Journal(dataDirectory: dir.path, zone: .fixed(0), now: { 2_000 }, calls: full)
        #expect(throws: JournalError.self) { try journal.add(Fixtures.entry("lost?", kcal: 5)) }
        do {
            try journal.add(Fixtures.entry("lost?", kcal: 5))
        } catch {
            #expect(error.message.contains("No space left on device"))
            #expect(error.message.contains("left as it was"))
            #expect(error.exitCode == .ioError)
        }
        #expect(dir.bytes("journal/2026-11.jsonl") == before)
        #expect(try good.entries(from: Fixtures.day, to: Fixtures.day).entries.map(\.name) == ["kept"])
    }

    @Test("a failed fsync is an error and the unsynced line is cut back off")
    func fsyncFailure() throws {
        let dir = ScratchDirectory()
        let good = Journal(dataDirectory: dir.path, zone: .fixed(0), now: { 1_000 })
        try good.add(Fixtures.entry("kept", kcal: 100))
        let before = dir.bytes("journal/2026-11.jsonl")
        let failing = Syscalls(sync: { _ in -EIO })
        let journal = Journal(dataDirectory: dir.path, zone: .fixed(0), now: { 2_000 }, calls: failing)
        #expect(throws: JournalError.self) { try journal.remove(try good.entries(from: Fixtures.day, to: Fixtures.day).entries[0].id) }
        #expect(dir.bytes("journal/2026-11.jsonl") == before)
    }

    @Test("a FIFO in a month file's place is an error naming it, for reads and writes, never a hang", .timeLimit(.minutes(1)))
    func fifoMonthFile() throws {
        let dir = ScratchDirectory()
        let journal = Journal(dataDirectory: dir.path, zone: .fixed(0), now: { 0 })
        try journal.add(Fixtures.entry("kept", kcal: 1))
        let month = dir.file("journal/2026-11.jsonl")
        #expect(unlink(month) == 0 && mkfifo(month, 0o600) == 0)
        let expected = JournalError.cannotRead(path: month, reason: "it is a FIFO (named pipe), not a regular file; move it aside")
        #expect(throws: expected) { try journal.entries(from: Fixtures.day, to: Fixtures.day) }
        #expect(throws: expected) { try journal.add(Fixtures.entry("y", kcal: 1)) }
    }

    @Test("an unusable data directory gives a clear error and creates nothing")
    func unwritableDirectory() throws {
        let dir = ScratchDirectory()
        try dir.write("not-a-dir", "a file where the data directory should be\n")
        let journal = Journal(dataDirectory: dir.file("not-a-dir/foodlog"), zone: .fixed(0), now: { 0 })
        do {
            try journal.add(Fixtures.entry("x", kcal: 1))
            Issue.record("add should fail")
        } catch {
            #expect(error.message.hasPrefix("cannot create the journal directory"))
            #expect(error.message.contains("XDG_DATA_HOME"))
            #expect(error.exitCode == .cannotCreate)
        }
        #expect(dir.read("not-a-dir") == "a file where the data directory should be\n")
    }

    @Test("a read-only journal directory refuses the write and keeps the file (skipped as root)",
          .enabled(if: geteuid() != 0, "root ignores permission bits"))
    func readOnlyDirectory() throws {
        let dir = ScratchDirectory()
        let journal = Journal(dataDirectory: dir.path, zone: .fixed(0), now: { 0 })
        try journal.add(Fixtures.entry("x", kcal: 1))
        chmod(dir.file("journal/2026-11.jsonl"), 0o400)
        defer { chmod(dir.file("journal/2026-11.jsonl"), 0o600) }
        #expect(throws: JournalError.self) { try journal.add(Fixtures.entry("y", kcal: 1)) }
        #expect(try journal.entries(from: Fixtures.day, to: Fixtures.day).entries.count == 1)
    }

    /// Whether a 64 KiB tmpfs can be mounted here (Linux, with the right to mount), found by
    /// mounting one once.
    static let tmpfsMountable: Bool = {
        let probe = ScratchDirectory()
        guard case .success = mountTmpfs(at: probe.path) else { return false }
        unmount(probe.path)
        return true
    }()

    /// Mounts a 64 KiB tmpfs on `mountPoint`: `mount`'s result, or why it could not run.
    static func mountTmpfs(at mountPoint: String) -> Result<Void, CommandRunner.Failure> {
        guard let mount = CommandRunner.which("mount") ?? ["/sbin/mount", "/bin/mount"].first(where: { access($0, X_OK) == 0 }) else {
            return .failure(.cannotStart(command: "mount", reason: "not installed"))
        }
        let run = Result { try CommandRunner.runProgram(mount, ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mountPoint], environment: [:], timeout: 30) }
            .mapError { $0 as? CommandRunner.Failure ?? .cannotStart(command: mount, reason: "\($0)") }
        return run.flatMap { $0.status == 0 ? .success(()) : .failure(.cannotStart(command: mount, reason: $0.stderr)) }
    }

    static func unmount(_ mountPoint: String) {
        guard let umount = CommandRunner.which("umount") ?? ["/sbin/umount", "/bin/umount"].first(where: { access($0, X_OK) == 0 }) else { return }
        _ = try? CommandRunner.runProgram(umount, [mountPoint], environment: [:], timeout: 30)
    }

    @Test("a real small filesystem that fills up",
          .enabled(if: tmpfsMountable, "needs the right to mount a tmpfs (Linux as root, as in the swift container)"))
    func realFullFilesystem() throws {
        let dir = ScratchDirectory()
        // Keep the scratch directory until the tmpfs inside it is unmounted (defers run in reverse).
        defer { withExtendedLifetime(dir) {} }
        let mountPoint = dir.file("tiny")
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        guard case .success = Self.mountTmpfs(at: mountPoint) else {
            Issue.record("a tmpfs mounted for the availability check no longer mounts")
            return
        }
        defer { Self.unmount(mountPoint) }
        let journal = Journal(dataDirectory: mountPoint, zone: .fixed(0), now: { 0 })
        let kept = try journal.add(Fixtures.entry("kept", kcal: 1))
        // Fill the rest of the filesystem.
        let filler = open(mountPoint + "/filler", O_WRONLY | O_CREAT, 0o600)
        let block = [UInt8](repeating: 0x41, count: 1024)
        while block.withUnsafeBytes({ FoodlogSupport.write(filler, $0.baseAddress, $0.count) }) > 0 {}
        close(filler)
        let before = FileManager.default.contents(atPath: mountPoint + "/journal/2026-11.jsonl")
        var failures = 0
        for index in 0..<64 {
            do { try journal.add(Fixtures.entry(String(repeating: "long name ", count: 40) + "\(index)", kcal: 1)) } catch {
                failures += 1
                #expect(error.message.contains("No space left on device"))
                break
            }
        }
        #expect(failures == 1)
        let snapshot = try journal.entries(from: Fixtures.day, to: Fixtures.day)
        #expect(snapshot.damaged.isEmpty)
        #expect(snapshot.entries.first?.id == kept.id)
        if snapshot.entries.count == 1 {
            #expect(FileManager.default.contents(atPath: mountPoint + "/journal/2026-11.jsonl") == before)
        }
    }
}
