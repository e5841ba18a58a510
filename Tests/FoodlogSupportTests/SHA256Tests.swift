import Foundation
import Testing
@testable import FoodlogSupport
import TestSupport

/// SHA-256 against the NIST FIPS 180-4 example vectors and against the system's `sha256sum` (or `shasum -a 256`).
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func nistVectors(message: String, expected: String) {
        #expect(SHA256.hash(message).hex == expected)
    }

    @Test func oneMillionTimesA() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hash(message).hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func paddingBoundariesMatchAcrossChunkings() {
        // Lengths around the 55/56/64-byte padding edges, fed whole and one byte at a time.
        for length in [54, 55, 56, 57, 63, 64, 65, 119, 120, 128] {
            let message = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            var bytewise = SHA256()
            for byte in message { bytewise.update([byte]) }
            #expect(bytewise.finalize() == SHA256.hash(message), "length \(length)")
        }
    }

    @Test(.enabled(if: SystemSHA256.available, "needs sha256sum or shasum"))
    func streamingInUnevenChunksMatchesSha256sumOnRandomMegabytes() throws {
        var generator = SystemRandomNumberGenerator()
        let count = 3 * 1_048_576 + 17
        var bytes = [UInt8](repeating: 0, count: count)
        for index in stride(from: 0, to: count, by: 8) {
            let word = generator.next() as UInt64
            for offset in 0..<min(8, count - index) { bytes[index + offset] = UInt8(truncatingIfNeeded: word >> (offset * 8)) }
        }
        let scratch = TemporaryDirectory("sha256-test")
        defer { scratch.remove() }
        let path = scratch.writeBytes("random.bin", bytes)

        var hasher = SHA256()
        var offset = 0
        var step = 1
        while offset < count {
            let end = min(count, offset + step)
            hasher.update(bytes[offset..<end])
            offset = end
            step = step * 3 + 1
        }
        let streamed = hasher.finalize().hex

        let reference = try #require(try SystemSHA256.digests(ofFiles: [path])?.first)
        #expect(streamed == String(reference))
        #expect(SHA256.hashFile(atPath: path)?.hex == String(reference))
        #expect(SHA256.hash(bytes).hex == String(reference))
    }

    @Test func hashFileReturnsNilForAMissingFile() {
        #expect(SHA256.hashFile(atPath: "/nonexistent/foodlog-\(UUID().uuidString)") == nil)
    }
}

/// The unrolled compression and the inline pending buffer against `sha256sum` at every length
/// around the block and padding edges, fed whole and in uneven pieces.
@Suite struct SHA256EdgeTests {
    @Test(.enabled(if: SystemSHA256.available, "needs sha256sum or shasum"))
    func everyLengthAroundTheBlockEdgesMatchesSha256sum() throws {
        let lengths = [0, 1, 2, 31, 54, 55, 56, 57, 63, 64, 65, 111, 112, 119, 120, 127, 128, 129, 191, 192, 193, 1000, 4095, 4097]
        let scratch = TemporaryDirectory("sha256-edges")
        defer { scratch.remove() }
        var generator = SystemRandomNumberGenerator()
        var ours: [String] = []
        var paths: [String] = []
        for length in lengths {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            paths.append(scratch.writeBytes("\(length).bin", bytes))
            let whole = SHA256.hash(bytes)
            var pieces = SHA256()
            var offset = 0
            var step = 1
            while offset < length {
                let end = min(length, offset + step)
                pieces.update(bytes[offset..<end])
                offset = end
                step = step % 70 + 7
            }
            #expect(pieces.finalize() == whole, "length \(length)")
            ours.append(whole.hex)
        }

        let theirs = try #require(try SystemSHA256.digests(ofFiles: paths))
        #expect(theirs == ours)
    }
}
