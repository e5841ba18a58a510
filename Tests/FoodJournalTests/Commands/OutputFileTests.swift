import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import FoodlogCommands

/// `foodlog man --output DIR` wrote each page without `O_CLOEXEC` and without `fsync`: a crash
/// right after could leave an empty page under its final name. Pages now go through AtomicFile.
@Suite struct OutputFileTests {
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    @Test func aPageIsSyncedBeforeItTakesItsNameAndReadableByAll() throws {
        let directory = TemporaryDirectory("foodlog-man")
        defer { directory.remove() }
        let folder = directory.file("share/man/man1")
        let saved = umask(0o022)
        defer { umask(saved) }
        try OutputFile.makeDirectories(folder)
        let synced = Counter()
        let page = PathString.join(folder, "foodlog.1")
        try OutputFile.write(".TH FOODLOG 1\n", to: page, calls: Syscalls(sync: { synced.add(); return Syscalls.systemSync($0) }))
        #expect(synced.value >= 1)
        #expect(TemporaryDirectory.read(page) == Array(".TH FOODLOG 1\n".utf8))
        #expect(try FileSystem.status(page).permissions & 0o044 == 0o044)
        #expect(try FileSystem.status(folder).permissions & 0o055 == 0o055)
        #expect(PathString.names(in: folder) == ["foodlog.1"])
    }

    @Test func aFailedSyncLeavesTheOldPageAndNoTemporaryFile() throws {
        let directory = TemporaryDirectory("foodlog-man")
        defer { directory.remove() }
        let page = directory.write("foodlog.1", "old page\n")
        #expect(throws: OutputFile.Failure.self) {
            try OutputFile.write("new page\n", to: page, calls: Syscalls(sync: { _ in -EIO }))
        }
        #expect(TemporaryDirectory.read(page) == Array("old page\n".utf8))
        #expect(PathString.names(in: directory.path) == ["foodlog.1"])
    }
}
