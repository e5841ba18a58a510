import FoodlogSupport

/// Runs one executable with posix_spawn (far cheaper than Foundation's Process in a loop), in its
/// own process group, stdin from a file or /dev/null, stdout and stderr captured up to a cap, and
/// kills the whole group when the time limit passes.
enum ProcessSpawner {
    /// How a run ended.
    struct Result: Sendable {
        enum Ending: Sendable, Equatable {
            case exited(Int32)
            case signalled(Int32)
            case timedOut
        }
        var ending: Ending
        var stdout: [UInt8]
        var stderr: [UInt8]
        var seconds: Double
    }

    /// Bytes kept of each output stream; the rest is read and dropped.
    static let outputCap = 256 * 1024

    static func run(_ path: String, _ arguments: [String], environment: [String], stdinPath: String?, timeout: Double) -> Result {
        let start = monotonicSeconds()
        guard let outPipe = ProcessSpawn.makePipe() else { return Result(ending: .exited(-1), stdout: [], stderr: Array("fuzz: pipe failed".utf8), seconds: 0) }
        guard let errPipe = ProcessSpawn.makePipe() else {
            close(outPipe.read); close(outPipe.write)
            return Result(ending: .exited(-1), stdout: [], stderr: Array("fuzz: pipe failed".utf8), seconds: 0)
        }
        let actions: [ProcessSpawn.FileAction] = [
            .open(fd: 0, path: stdinPath ?? "/dev/null", flags: O_RDONLY),
            .duplicate(source: outPipe.write, target: 1), .duplicate(source: errPipe.write, target: 2),
        ]
        let spawned = ProcessSpawn.start(path, arguments: [path] + arguments, environment: environment,
                                         options: ProcessSpawn.Options(fileActions: actions, newProcessGroup: true))
        close(outPipe.write); close(errPipe.write)
        let pid: pid_t
        switch spawned {
        case .success(let child):
            pid = child
        case .failure(let failure):
            close(outPipe.read); close(errPipe.read)
            return Result(ending: .exited(-1), stdout: [], stderr: Array("fuzz: cannot start \(path) (\(failure))".utf8), seconds: 0)
        }

        var stdout: [UInt8] = []
        var stderr: [UInt8] = []
        var open: [Int32] = [outPipe.read, errPipe.read]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var exit: ProcessSpawn.Ending?
        var reaped = false
        var reapedAt = 0.0
        var timedOut = false
        while true {
            if !reaped, let ended = ProcessSpawn.reap(pid) { exit = ended.ending; reaped = true; reapedAt = monotonicSeconds() }
            if open.isEmpty, reaped { break }
            let now = monotonicSeconds()
            // Over time, or exited while a grandchild still holds the pipes open: end the group.
            if now - start > timeout || (reaped && now - reapedAt > 1) {
                if !reaped { timedOut = true }
                kill(-pid, SIGKILL)
                if !reaped { exit = ProcessSpawn.reap(pid, block: true)?.ending; reaped = true }
                break
            }
            if open.isEmpty { usleep(500); continue }
            var polls = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polls, nfds_t(polls.count), 20)
            guard ready > 0 else { continue }
            for entry in polls where entry.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if entry.fd == outPipe.read {
                        if stdout.count < outputCap { stdout += buffer[0..<min(count, outputCap - stdout.count)] }
                    } else if stderr.count < outputCap {
                        stderr += buffer[0..<min(count, outputCap - stderr.count)]
                    }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        close(outPipe.read); close(errPipe.read)
        let ending: Result.Ending
        switch (timedOut, exit) {
        case (true, _): ending = .timedOut
        case (false, .signalled(let signal)?): ending = .signalled(signal)
        case (false, .exited(let code)?): ending = .exited(code)
        case (false, nil): ending = .exited(-1)
        }
        return Result(ending: ending, stdout: stdout, stderr: stderr, seconds: monotonicSeconds() - start)
    }

    static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
