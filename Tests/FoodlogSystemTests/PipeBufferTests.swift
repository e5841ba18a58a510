import FoodlogSupport
import FoodlogSystem
import Testing

/// The builder asks for a 1 MiB pipe on standard input so gzip -dc does not stall on a full
/// 64 KiB pipe (F_SETPIPE_SZ is Linux's; elsewhere the request changes nothing).
@Suite struct PipeBufferTests {
    #if os(Linux)
    @Test func aPipeGrowsToTheSizeAskedFor() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(fcntl(ends[0], 1032) < 1 << 20)   // F_GETPIPE_SZ: 64 KiB by default
        FileDescriptor(rawValue: ends[0]).enlargePipeBuffer(to: 1 << 20)
        #expect(fcntl(ends[0], 1032) >= 1 << 20)
    }
    #endif
}
