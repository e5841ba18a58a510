import Testing
import FoodIndex
import FoodlogSupport
import TestSupport

/// Every way an index can be damaged gives an `IndexError` naming the file, never a crash or a
/// silently wrong answer.
@Suite struct CorruptionTests {
    static let names = ["Greek yogurt", "Chicken breast", "Banana, raw", "Crème fraîche", "Rye bread",
                        "Orange juice", "Peanut butter", "Olive oil", "Brown rice", "Oat milk"]

    func freshIndex(_ directory: TemporaryDirectory, name: String = "index", names: [String] = CorruptionTests.names) throws -> String {
        _ = try TestIndexes.build(TestIndexes.named(names), in: directory, name: name)
        return directory.file(name)
    }

    func path(_ index: String, _ kind: IndexFileKind) -> String { PathString.join(IndexLayout.fileDirectory(of: index), kind.fileName) }

    /// Searches everything a query can touch, and verifies.
    func exercise(_ index: String) throws {
        let opened = try ProductIndex(directory: index)
        for name in CorruptionTests.names { _ = try opened.search(name) }
        _ = try opened.search("yog")
        for docID in 0..<opened.productCount { _ = try opened.product(docID) }
        try opened.verify()
    }

    @Test(arguments: IndexFileKind.allCases)
    func missingFileIsNamed(_ kind: IndexFileKind) throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try freshIndex(directory)
        unlink(path(index, kind))
        let error = try #require(throws: IndexError.self) { try ProductIndex(directory: index) }
        #expect(error.file == kind)
        #expect(error.message.contains(kind.fileName))
        #expect(error.exitCode == .noInput)
    }

    @Test(arguments: IndexFileKind.allCases)
    func truncatedFilesAreCaughtAtOpen(_ kind: IndexFileKind) throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try freshIndex(directory)
        let original = try #require(TemporaryDirectory.read(path(index, kind)))
        for length in [0, 10, FileHeader.size - 1, FileHeader.size, original.count - 1] where length < original.count {
            _ = directory.writeBytes("cut", Array(original[0..<length]))
            rename(directory.file("cut"), path(index, kind))
            let error = try #require(throws: IndexError.self) { try ProductIndex(directory: index) }
            #expect(error.file == kind, "cut to \(length) bytes")
            #expect(error.message.contains(kind.fileName))
            #expect(!error.message.contains("\n"))
        }
    }

    @Test(arguments: IndexFileKind.allCases)
    func aFileFromAnotherBuildIsCaught(_ kind: IndexFileKind) throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try freshIndex(directory)
        let other = try freshIndex(directory, name: "other", names: CorruptionTests.names + ["Extra food"])
        rename(path(other, kind), path(index, kind))
        let error = try #require(throws: IndexError.self) { try ProductIndex(directory: index) }
        if kind == .vocabulary {
            #expect(error.file != nil)
        } else {
            #expect(error.file == kind)
        }
        #expect(error.message.contains("different build") || error.message.contains("inconsistent"))
    }

    /// Flips one byte at many positions of each file: each flip is either caught by open, by a
    /// query, or by verify; a query that succeeds returns the same answer as the intact index.
    @Test(arguments: IndexFileKind.allCases)
    func flippedBytesAreCaught(_ kind: IndexFileKind) throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try freshIndex(directory)
        let intact = try ProductIndex(directory: index)
        let expected = try CorruptionTests.names.map { try intact.search($0).map(\.product) }
        let original = try #require(TemporaryDirectory.read(path(index, kind)))
        var positions = Array(stride(from: 0, to: original.count, by: max(1, original.count / 40)))
        positions.append(original.count - 1)
        for position in positions {
            var damaged = original
            damaged[position] ^= 0x5A
            _ = directory.writeBytes("flip", damaged)
            rename(directory.file("flip"), path(index, kind))
            var changedAnswer = false
            let queryFailure = CorruptionTests.attempt { () throws(IndexError) in
                let opened = try ProductIndex(directory: index)
                for (query, answer) in zip(CorruptionTests.names, expected) {
                    if try opened.search(query).map(\.product) != answer { changedAnswer = true }
                }
            }
            #expect(!(changedAnswer && queryFailure == nil), "byte \(position) of \(kind.fileName) changed an answer without an error")
            let verifyFailure = CorruptionTests.attempt { () throws(IndexError) in try ProductIndex(directory: index).verify() }
            for failure in [queryFailure, verifyFailure].compactMap({ $0 }) {
                #expect(failure.file != nil)
                #expect(!failure.message.contains("\n"))
            }
            #expect(verifyFailure != nil, "byte \(position) of \(kind.fileName) was flipped and verify did not notice")
        }
        _ = directory.writeBytes("restore", original)
        rename(directory.file("restore"), path(index, kind))
        try exercise(index)
    }

    /// Runs `body` and returns the index error it threw, if any.
    static func attempt(_ body: () throws(IndexError) -> Void) -> IndexError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    @Test func aMissingDirectorySaysHowToBuildOne() throws {
        let error = try #require(throws: IndexError.self) { try ProductIndex(directory: "/nonexistent/foodlog-index") }
        #expect(error.message.contains("index-builder"))
        #expect(error.exitCode == .noInput)
    }
}
