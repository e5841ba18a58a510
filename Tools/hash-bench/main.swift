// hash-bench: the two numbers issue 3 asks for.
//
//   hash-bench [FILE] [--runs N]     SHA-256 throughput of foodlog against `sha256sum` on the same
//                                    file (64 MiB of random bytes by default), digests compared.
//   hash-bench --cache-hit [--runs N]
//                                    whole-process time of `foodlog snap PHOTO --json` answered
//                                    from the cache, for a 4 MB photo (goal: under 50 ms).
//   hash-bench --prepare-cache-hit DIR
//                                    writes that photo and its cached answer under DIR for an
//                                    outside timer; prints the photo's path, then NAME=VALUE lines
//                                    of the environment to run foodlog in (see
//                                    Tools/bench/run-snap-cache-bench.sh).
//
// Build in release mode, one product per call (SwiftPM builds only the last --product given):
//   for p in hash-bench foodlog foodlog-net; do swift build -c release --static-swift-stdlib --product $p; done
// (building foodlog does not build foodlog-net: name each, or run plain `swift build -c release`).
import FoodlogSupport

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 5
if let index = arguments.firstIndex(of: "--runs") {
    guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), (1...1000).contains(value) else {
        fail("--runs needs a whole number from 1 to 1000")
    }
    runs = value
    arguments.removeSubrange(index...(index + 1))
}
if arguments.first == "--prepare-cache-hit" {
    guard arguments.count == 2, !arguments[1].hasPrefix("-") else { fail("usage: hash-bench --prepare-cache-hit DIR") }
    exit(prepareCacheHit(root: arguments[1]))
}
if arguments.first == "--cache-hit" {
    guard arguments.count == 1 else { fail("usage: hash-bench --cache-hit [--runs N]") }
    exit(cacheHit(runs: runs))
}
guard arguments.count <= 1, arguments.first?.hasPrefix("-") != true else { fail("usage: hash-bench [FILE] [--runs N] | --cache-hit [--runs N] | --prepare-cache-hit DIR") }
exit(hashThroughput(file: arguments.first, runs: runs))
