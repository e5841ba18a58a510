import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import AIAnalysis

/// `ImageInput(contentsOfFile:)`: the bytes exactly as on disk, one-line errors otherwise.
@Suite struct ImageFileTests {
    func randomPhoto(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return [0xFF, 0xD8, 0xFF, 0xE0] + (0..<(count - 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    @Test func aPhotoReadsByteForByteWithTheSameDigestAsInMemory() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        for size in [5, 4096, 65_537, 1_048_576 + 3] {
            let bytes = randomPhoto(size)
            let path = directory.writeBytes("photo-\(size).jpg", bytes)
            let photo = try ImageInput(contentsOfFile: path)
            #expect(photo.bytes == bytes, "size \(size)")
            #expect(photo.format == .jpeg)
            #expect(photo.digest == SHA256.hash(bytes).hex)
        }
    }

    @Test func unreadablePathsGetTheReasonAndExitCode66() {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let cases: [(String, String)] = [
            (directory.file("missing.jpg"), "no such file"),
            (directory.path, "it is a directory"),
            (directory.file("missing/inside.jpg"), "no such file"),
        ]
        for (path, reason) in cases {
            do {
                _ = try ImageInput(contentsOfFile: path)
                Issue.record("read \(path)")
            } catch {
                #expect(error == .unreadable(source: path, reason: reason))
                #expect(error.exitCode == .noInput)
            }
        }
    }

    @Test func emptyAndNonImageFilesAreDataErrors() {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let empty = directory.writeBytes("empty.jpg", [])
        let text = directory.write("notes.jpg", "just text")
        #expect(throws: ImageError.empty(source: empty)) { try ImageInput(contentsOfFile: empty) }
        #expect(throws: ImageError.notAnImage(source: text)) { try ImageInput(contentsOfFile: text) }
    }

    @Test func aFileOverTheLimitIsRefusedFromItsSizeWithoutReading() {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let huge = directory.writeBytes("huge.jpg", [0xFF, 0xD8, 0xFF, 0xE0])
        truncate(huge, off_t(ImageInput.maxBytes + 1))  // sparse: no disk used
        #expect(throws: ImageError.tooLarge(source: huge, bytes: ImageInput.maxBytes + 1)) { try ImageInput(contentsOfFile: huge) }
    }

    @Test func aPipeIsReadToItsEnd() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let fifo = directory.file("photo.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let bytes = randomPhoto(3 * 1_048_576 + 11)
        let writer = Thread {
            let fd = open(fifo, O_WRONLY)
            guard fd >= 0 else { return }
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let count = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if count <= 0 { break }
                    offset += count
                }
            }
            close(fd)
        }
        writer.start()
        let photo = try ImageInput(contentsOfFile: fifo)
        #expect(photo.bytes == bytes)
    }
}
