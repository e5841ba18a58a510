@testable import FoodlogSystem
import Testing
import TestSupport

/// The descriptor's loops: partial writes continued, `EINTR` retried, a write that takes nothing
/// refused rather than spun on.
@Suite struct FileDescriptorTests {
    /// A disk that takes `step` bytes per call, and is interrupted every other call.
    final class Stutter: @unchecked Sendable {
        var calls = 0
        let step: Int
        init(step: Int) { self.step = step }
        func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
            calls += 1
            if calls % 2 == 0 { return -Int(EINTR) }
            return Syscalls.systemWrite(fd, UnsafeRawBufferPointer(rebasing: bytes.prefix(step)))
        }
        func pwrite(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, _ offset: Int64) -> Int {
            calls += 1
            if calls % 2 == 0 { return -Int(EINTR) }
            return Syscalls.systemPwrite(fd, UnsafeRawBufferPointer(rebasing: bytes.prefix(step)), offset)
        }
    }

    @Test func writeAllContinuesAfterPartialAndInterruptedWrites() throws {
        let directory = TemporaryDirectory("foodlog-fd")
        defer { directory.remove() }
        let disk = Stutter(step: 3)
        let calls = Syscalls(write: { disk.write($0, $1) })
        let fd = try FileDescriptor.open(directory.file("a"), .writeOnly, options: [.create], calls: calls)
        try fd.writeAll(Array("partial writes".utf8))
        fd.close()
        #expect(CappedFile.read(directory.file("a"), limit: 100).bytes == Array("partial writes".utf8))
        #expect(disk.calls > 5)
    }

    /// The index header's `pwrite` ignored a short write: a header cut short left a file that
    /// failed its checks only at the next open.
    @Test func positionedWriteAllContinuesAfterAShortWrite() throws {
        let directory = TemporaryDirectory("foodlog-fd")
        defer { directory.remove() }
        let disk = Stutter(step: 5)
        let calls = Syscalls(pwrite: { disk.pwrite($0, $1, $2) })
        let fd = try FileDescriptor.open(directory.file("h"), .readWrite, options: [.create], calls: calls)
        try fd.writeAll(Array(repeating: UInt8(ascii: "."), count: 40))
        try fd.writeAll(Array(repeating: UInt8(ascii: "H"), count: 32), at: 4)
        fd.close()
        #expect(CappedFile.read(directory.file("h"), limit: 100).bytes == Array("....".utf8) + Array(repeating: UInt8(ascii: "H"), count: 32) + Array("....".utf8))
    }

    @Test func aWriteThatTakesNothingIsAnErrorNotASpin() throws {
        let directory = TemporaryDirectory("foodlog-fd")
        defer { directory.remove() }
        let fd = try FileDescriptor.open(directory.file("z"), .writeOnly, options: [.create], calls: Syscalls(write: { _, _ in 0 }))
        defer { fd.close() }
        #expect(throws: Errno.ioError) { try fd.writeAll([1, 2, 3]) }
    }

    @Test func readAllStopsOnePastTheLimit() throws {
        let directory = TemporaryDirectory("foodlog-fd")
        defer { directory.remove() }
        let path = directory.write("ten", "0123456789")
        let fd = try FileDescriptor.open(path, .readOnly)
        defer { fd.close() }
        #expect(try fd.readAll(upTo: 9) == nil)
        try fd.seek(to: 0)
        #expect(try fd.readAll(upTo: 10) == Array("0123456789".utf8))
    }

    @Test func descriptorsAreCloseOnExec() throws {
        let directory = TemporaryDirectory("foodlog-fd")
        defer { directory.remove() }
        let fd = try FileDescriptor.open(directory.file("c"), .writeOnly, options: [.create])
        defer { fd.close() }
        #expect(fcntl(fd.rawValue, F_GETFD) & FD_CLOEXEC != 0)
    }

    @Test func aSyncThatFailsIsThrownAndAnInterruptedOneRetried() throws {
        let directory = TemporaryDirectory("foodlog-fd")
        defer { directory.remove() }
        let interrupted = Stutter(step: 0)
        let retried = try FileDescriptor.open(directory.file("s"), .writeOnly, options: [.create], calls: Syscalls(sync: { fd in
            interrupted.calls += 1
            return interrupted.calls == 1 ? -EINTR : Syscalls.systemSync(fd)
        }))
        try retried.sync()
        retried.close()
        #expect(interrupted.calls == 2)
        let failing = try FileDescriptor.open(directory.file("s"), .writeOnly, calls: Syscalls(sync: { _ in -EIO }))
        defer { failing.close() }
        #expect(throws: Errno.ioError) { try failing.sync() }
    }

    /// `RunReader.read` gave up on a read interrupted by a signal (a build failed on SIGWINCH
    /// or a profiler's SIGPROF); every read now goes through this one retry.
    @Test func anInterruptedCallIsRetriedAndAnyOtherErrorThrown() throws {
        var attempts = 0
        let result = try retryOnInterrupt(bytes: {
            attempts += 1
            if attempts < 3 {
                errno = EINTR
                return -1
            }
            return 7
        })
        #expect(result == 7 && attempts == 3)
        #expect(throws: Errno.noSpace) {
            try retryOnInterrupt(bytes: {
                errno = ENOSPC
                return -1
            })
        }
    }

    /// What a cache keyed on the journal's files needs: a replaced file has a new inode, and the
    /// modification time is exact.
    @Test func statusTellsAReplacedFileByItsInodeAndKeepsTheExactTime() throws {
        let directory = TemporaryDirectory("foodlog-fd")
        defer { directory.remove() }
        let path = directory.file("month")
        try AtomicFile.write(Array("one".utf8), to: path)
        let first = try FileSystem.status(path)
        try AtomicFile.write(Array("two".utf8), to: path)
        let second = try FileSystem.status(path)
        #expect(first.inode != second.inode)
        #expect(second.size == 3 && second.type == .regular && second.permissions == 0o600)
        var times = [timespec(tv_sec: 1_700_000_000, tv_nsec: 123_456_789), timespec(tv_sec: 1_700_000_000, tv_nsec: 123_456_789)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        #expect(try FileSystem.status(path).modification == (1_700_000_000, 123_456_789))
        let fd = try FileDescriptor.open(path, .readOnly)
        defer { fd.close() }
        #expect(try fd.status() == FileSystem.status(path))
    }
}
