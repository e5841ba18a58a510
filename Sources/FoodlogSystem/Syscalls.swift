#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#else
#error("foodlog supports Linux and macOS")
#endif

/// The only place foodlog calls libc about files: every `open`, `read`, `write`, `fsync`,
/// `flock`, `stat`, `mkdir`, `rename`, `unlink` and `mmap` in the program is in this file, so a
/// platform difference (`F_FULLFSYNC`, `st_mtimespec`) is handled once and a guard test
/// (`FileCallGuardTests`) can check nothing else calls them. Modelled on apple/swift-system's
/// `Syscalls.swift`.
///
/// The calls return what libc returns (-1 with `errno` set on failure) and retry nothing:
/// `FileDescriptor`, `FileSystem` and `Directory` turn them into typed `Errno` throws and retry
/// `EINTR` there.
///
/// The calls whose failure a durable write must survive (`write`, `pwrite`, `sync`) are also a
/// value: a test injects one that fails with `ENOSPC` part-way or `EIO` on sync, to prove a
/// full disk leaves a file as it was. Each returns its result, or minus `errno` on failure.
public struct Syscalls: Sendable {
    /// `write(2)`: bytes written, or `-errno`.
    public var write: @Sendable (_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int
    /// `pwrite(2)`: bytes written at `offset`, or `-errno`.
    public var pwrite: @Sendable (_ fd: Int32, _ bytes: UnsafeRawBufferPointer, _ offset: Int64) -> Int
    /// Flushes the file to stable storage (`fsync(2)`; `F_FULLFSYNC` on Darwin): 0, or `-errno`.
    public var sync: @Sendable (_ fd: Int32) -> Int32

    /// Calls with some replaced; the rest are the real ones.
    public init(write: @escaping @Sendable (Int32, UnsafeRawBufferPointer) -> Int = Syscalls.systemWrite,
                pwrite: @escaping @Sendable (Int32, UnsafeRawBufferPointer, Int64) -> Int = Syscalls.systemPwrite,
                sync: @escaping @Sendable (Int32) -> Int32 = Syscalls.systemSync) {
        self.write = write
        self.pwrite = pwrite
        self.sync = sync
    }

    /// The real system calls.
    public static let system = Syscalls()

    @Sendable public static func systemWrite(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        let written = unistdWrite(fd, bytes.baseAddress, bytes.count)
        return written < 0 ? -Int(Errno.current.rawValue) : written
    }

    @Sendable public static func systemPwrite(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, _ offset: Int64) -> Int {
        let written = unistdPwrite(fd, bytes.baseAddress, bytes.count, off_t(offset))
        return written < 0 ? -Int(Errno.current.rawValue) : written
    }

    /// `fsync` flushes to the drive on Linux. On macOS it only hands the data to the drive, whose
    /// cache a power loss can still empty; `fcntl(F_FULLFSYNC)` asks the drive to flush too. File
    /// systems that cannot (some network and FUSE mounts) refuse it with `ENOTSUP`, `EINVAL` or
    /// `ENOTTY`, and get a plain `fsync`, the best they offer.
    @Sendable public static func systemSync(_ fd: Int32) -> Int32 {
        #if canImport(Darwin)
        if fcntl(fd, F_FULLFSYNC) == 0 { return 0 }
        let refused = Errno.current.rawValue
        guard refused == ENOTSUP || refused == EINVAL || refused == ENOTTY else { return -refused }
        #endif
        return fsync(fd) == 0 ? 0 : -Errno.current.rawValue
    }
}

extension Errno {
    /// The calling thread's `errno` now: read it straight after the call that failed.
    public static var current: Errno {
        #if canImport(Glibc)
        return Errno(rawValue: Glibc.errno)
        #elseif canImport(Musl)
        return Errno(rawValue: Musl.errno)
        #else
        return Errno(rawValue: Darwin.errno)
        #endif
    }
}

extension FileStatus {
    /// The parts of a `stat` result foodlog uses; Darwin names the modification time differently.
    init(_ info: stat) {
        type = FileType(mode: info.st_mode)
        size = Int64(info.st_size)
        permissions = info.st_mode & 0o7777
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        #if canImport(Darwin)
        modification = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        #else
        modification = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        #endif
    }
}

// MARK: The raw calls

extension Syscalls {
    /// `open(2)` with a mode (used only when `flags` has `O_CREAT`).
    public static func open(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
        unistdOpen(path, flags, mode)
    }

    public static func close(_ fd: Int32) -> Int32 { unistdClose(fd) }

    public static func read(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        unistdRead(fd, buffer.baseAddress, buffer.count)
    }

    public static func pread(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer, _ offset: Int64) -> Int {
        unistdPread(fd, buffer.baseAddress, buffer.count, off_t(offset))
    }

    /// `flock(2)`.
    public static func flock(_ fd: Int32, _ operation: Int32) -> Int32 { unistdFlock(fd, operation) }
    /// Linux's `F_SETPIPE_SZ`: the pipe's buffer to at least `bytes`; -1 where there is none.
    public static func setPipeSize(_ fd: Int32, _ bytes: Int32) -> Int32 {
        #if os(Linux)
        return fcntl(fd, 1031, bytes)   // F_SETPIPE_SZ (F_LINUX_SPECIFIC_BASE + 7), which Glibc declares only under _GNU_SOURCE
        #else
        return -1
        #endif
    }

    public static func fstat(_ fd: Int32, _ info: inout stat) -> Int32 { unistdFstat(fd, &info) }

    /// `stat(2)`, or `lstat(2)` when `followLinks` is false.
    public static func stat(_ path: String, _ info: inout stat, followLinks: Bool) -> Int32 {
        followLinks ? unistdStat(path, &info) : unistdLstat(path, &info)
    }

    public static func ftruncate(_ fd: Int32, _ length: Int64) -> Int32 { unistdFtruncate(fd, off_t(length)) }

    public static func lseek(_ fd: Int32, _ offset: Int64, _ whence: Int32) -> Int64 { Int64(unistdLseek(fd, off_t(offset), whence)) }

    public static func mkdir(_ path: String, _ mode: mode_t) -> Int32 { unistdMkdir(path, mode) }

    public static func rmdir(_ path: String) -> Int32 { unistdRmdir(path) }

    public static func rename(_ from: String, _ to: String) -> Int32 { unistdRename(from, to) }

    public static func link(_ existing: String, _ new: String) -> Int32 { unistdLink(existing, new) }

    public static func unlink(_ path: String) -> Int32 { unistdUnlink(path) }

    public static func chmod(_ path: String, _ mode: mode_t) -> Int32 { unistdChmod(path, mode) }

    /// The names in a directory, without `.` and `..`; nil (with `errno`) when it cannot be opened.
    public static func directoryNames(_ path: String) -> [String]? {
        guard let stream = opendir(path) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// A private read-only map of the first `length` bytes of `fd`, or nil (with `errno`).
    ///
    /// On Linux the map is advised `MADV_HUGEPAGE`: what the kernel reads in for it from then on
    /// comes into the page cache in large folios, as a file written with `write` does, instead of
    /// 4 KiB pages, and a page fault then maps much more of the file. An index read back in after
    /// a reboot or an eviction otherwise costs a one-shot search at 3M products 434 page faults
    /// instead of 246 (`perf stat`, `lamb be`, after `drop_caches`). Where the kernel ignores the
    /// advice (transparent huge pages `never`, older kernels), nothing changes.
    public static func mapReadOnly(_ fd: Int32, _ length: Int) -> UnsafeMutableRawPointer? {
        guard let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else { return nil }
        #if os(Linux)
        _ = madvise(mapped, length, MADV_HUGEPAGE)
        #endif
        return mapped
    }

    public static func unmap(_ base: UnsafeMutableRawPointer, _ length: Int) { munmap(base, length) }
}

/// `read(2)` on a pipe or terminal, callable from types that have a `read` method of their own.
public func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    unistdRead(fd, buffer, count)
}

/// `write(2)` on a pipe or terminal, callable from types that have a `write` method of their own.
public func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    unistdWrite(fd, buffer, count)
}

// The libc functions under names the `Syscalls` members do not shadow.
@inline(__always) private func unistdOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
@inline(__always) private func unistdClose(_ fd: Int32) -> Int32 { close(fd) }
@inline(__always) private func unistdRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
@inline(__always) private func unistdPread(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int, _ offset: off_t) -> Int {
    pread(fd, buffer, count, offset)
}
@inline(__always) private func unistdWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buffer, count) }
@inline(__always) private func unistdPwrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ offset: off_t) -> Int {
    pwrite(fd, buffer, count, offset)
}
@inline(__always) private func unistdFlock(_ fd: Int32, _ operation: Int32) -> Int32 { flock(fd, operation) }
@inline(__always) private func unistdFstat(_ fd: Int32, _ info: inout stat) -> Int32 { fstat(fd, &info) }
@inline(__always) private func unistdStat(_ path: String, _ info: inout stat) -> Int32 { stat(path, &info) }
@inline(__always) private func unistdLstat(_ path: String, _ info: inout stat) -> Int32 { lstat(path, &info) }
@inline(__always) private func unistdFtruncate(_ fd: Int32, _ length: off_t) -> Int32 { ftruncate(fd, length) }
@inline(__always) private func unistdLseek(_ fd: Int32, _ offset: off_t, _ whence: Int32) -> off_t { lseek(fd, offset, whence) }
@inline(__always) private func unistdMkdir(_ path: String, _ mode: mode_t) -> Int32 { mkdir(path, mode) }
@inline(__always) private func unistdRmdir(_ path: String) -> Int32 { rmdir(path) }
@inline(__always) private func unistdRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
@inline(__always) private func unistdLink(_ existing: String, _ new: String) -> Int32 { link(existing, new) }
@inline(__always) private func unistdUnlink(_ path: String) -> Int32 { unlink(path) }
@inline(__always) private func unistdChmod(_ path: String, _ mode: mode_t) -> Int32 { chmod(path, mode) }
