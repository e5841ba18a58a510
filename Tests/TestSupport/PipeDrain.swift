import FoodlogSupport

/// Feeds a child's standard input and reads its standard output and error, all on the calling
/// thread with `poll(2)`, so that neither side can block the other: a child that writes a lot
/// before it reads its input, or reads its input before it writes, both finish. Reads stop at a
/// deadline and at a cap on each stream, so a hung or endless child cannot hang or exhaust the
/// test run.
struct PipeDrain {
    /// How a drain ended.
    enum Ending: Equatable {
        /// Both output streams reached end of file.
        case finished
        /// The deadline passed with a stream still open.
        case deadlinePassed
        /// A stream passed the cap (`stdout` or `stderr`).
        case overCap(String)
    }

    private(set) var stdout: [UInt8] = []
    private(set) var stderr: [UInt8] = []
    private var input: [UInt8]
    private var written = 0
    private var inputFD: Int32?
    private var outputFDs: [Int32?]
    private let cap: Int

    /// Drains `stdoutFD` and `stderrFD` and writes `input` to `inputFD`. The drain owns all three:
    /// it closes the input once all is written (or the child stopped reading), each output at its
    /// end, and what is left in `closeAll`. Every descriptor is made non-blocking.
    init(input: [UInt8], inputFD: Int32, stdoutFD: Int32, stderrFD: Int32, cap: Int) {
        self.input = input
        self.inputFD = inputFD
        self.outputFDs = [stdoutFD, stderrFD]
        self.cap = cap
        for fd in [inputFD, stdoutFD, stderrFD] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        if input.isEmpty { closeInput() }
    }

    /// Moves bytes until both outputs end, the monotonic clock passes `deadline` (nanoseconds),
    /// an output passes the cap, or standard output so far satisfies `stopWhen` (then `.finished`).
    mutating func run(until deadline: UInt64, stopWhen: ([UInt8]) -> Bool = { _ in false }) -> Ending {
        while outputFDs.contains(where: { $0 != nil }) {
            if stopWhen(stdout) { return .finished }
            let now = Platform.monotonicNanoseconds()
            guard now < deadline else { return .deadlinePassed }
            var entries: [pollfd] = outputFDs.compactMap { $0 }.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if let inputFD { entries.append(pollfd(fd: inputFD, events: Int16(POLLOUT), revents: 0)) }
            let milliseconds = Int32(min((deadline - now) / 1_000_000 + 1, 1_000))
            guard poll(&entries, nfds_t(entries.count), milliseconds) >= 0 || Platform.errno == EINTR else { return .deadlinePassed }
            if inputFD != nil { writeInput() }
            for slot in outputFDs.indices {
                if let ending = readOutput(slot) { return ending }
            }
        }
        return .finished
    }

    /// Closes every descriptor still open.
    mutating func closeAll() {
        closeInput()
        for slot in outputFDs.indices {
            if let fd = outputFDs[slot] { close(fd) }
            outputFDs[slot] = nil
        }
    }

    /// Reads what `outputFDs[slot]` has now; nil unless that pushed the stream past the cap.
    private mutating func readOutput(_ slot: Int) -> Ending? {
        guard let fd = outputFDs[slot] else { return nil }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                if slot == 0 { stdout.append(contentsOf: chunk[0..<count]) } else { stderr.append(contentsOf: chunk[0..<count]) }
                if (slot == 0 ? stdout.count : stderr.count) > cap { return .overCap(slot == 0 ? "stdout" : "stderr") }
            } else if count < 0, Platform.errno == EINTR {
                continue
            } else if count < 0, Platform.errno == EAGAIN || Platform.errno == EWOULDBLOCK {
                return nil
            } else {
                close(fd)
                outputFDs[slot] = nil
                return nil
            }
        }
    }

    /// Writes as much of the input as the pipe takes now. A child that exits or closes its input
    /// early makes the write fail with EPIPE (CommandRunner ignores SIGPIPE in the test process):
    /// the rest of the input is dropped.
    private mutating func writeInput() {
        guard let fd = inputFD else { return }
        while written < input.count {
            let count = input.withUnsafeBytes { raw in
                raw.baseAddress.map { systemWrite(fd, $0 + written, raw.count - written) } ?? 0
            }
            if count > 0 {
                written += count
            } else if count < 0, Platform.errno == EINTR {
                continue
            } else if count < 0, Platform.errno == EAGAIN || Platform.errno == EWOULDBLOCK {
                return
            } else {
                break
            }
        }
        closeInput()
    }

    private mutating func closeInput() {
        if let inputFD { close(inputFD) }
        inputFD = nil
    }
}
