import Testing
import FoodIndex
import FoodlogSupport
import IndexBuilder
import TestSupport

/// `IndexSeal.reseal` makes a mutated index checksum-consistent, so that what is left to catch
/// is its structure.
@Suite struct IndexSealTests {
    func path(_ index: String, _ kind: IndexFileKind) -> String { PathString.join(IndexLayout.fileDirectory(of: index), kind.fileName) }

    func freshIndex(_ directory: TemporaryDirectory) throws -> String {
        _ = try TestIndexes.build(TestIndexes.named(CorruptionTests.names), in: directory)
        return directory.file("index")
    }

    /// Applies `change` to one file's bytes and writes it back.
    func mutate(_ index: String, _ kind: IndexFileKind, _ change: (inout [UInt8]) -> Void) throws {
        var bytes = try #require(TemporaryDirectory.read(path(index, kind)))
        change(&bytes)
        let fd = open(path(index, kind), O_WRONLY | O_TRUNC)
        #expect(fd >= 0)
        _ = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    func isChecksumMismatch(_ error: IndexError) -> Bool {
        if case .located(_, let inner) = error { return isChecksumMismatch(inner) }
        if case .checksumMismatch = error { return true }
        if case .corruptHeader = error { return true }
        return false
    }

    @Test func resealingAnIntactIndexChangesNoByte() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try freshIndex(directory)
        let before = IndexFileKind.allCases.map { TemporaryDirectory.read(path(index, $0)) }
        try IndexSeal.reseal(directory: index)
        let after = IndexFileKind.allCases.map { TemporaryDirectory.read(path(index, $0)) }
        #expect(before == after)
    }

    @Test func aMutatedTermIsAStructuralProblemAfterResealing() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try freshIndex(directory)
        // The first term's first byte becomes 0xFF: the vocabulary is no longer sorted.
        try mutate(index, .vocabulary) { $0[FileHeader.size] = 0xFF }
        let stale = CorruptionTests.attempt { () throws(IndexError) in try ProductIndex(directory: index).verify() }
        #expect(stale.map(isChecksumMismatch) == true, "without resealing, the checksum catches it: \(String(describing: stale))")
        try IndexSeal.reseal(directory: index)
        let opened = try ProductIndex(directory: index)
        let error = try #require(CorruptionTests.attempt { () throws(IndexError) in try opened.verify() })
        #expect(!isChecksumMismatch(error), "\(error.message)")
        #expect(error.file == .vocabulary)
    }

    @Test func aMutatedRecordVerifiesAfterResealing() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try freshIndex(directory)
        // Record 0 (ProductRecord): after the symbol table, the shape table and the block's CRC,
        // its length, its shape (one byte: the table was trained on these products) and code
        // (1000000: a 3-byte varint), then its kcal (1000 steps of 0.1 kcal).
        let layout = try #require(TemporaryDirectory.read(path(index, .productIDs)))
        let tables = [12, 16].map { field in
            Int(layout.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: FileHeader.size + field, as: UInt32.self) })
        }
        let kcalByte = FileHeader.size + tables[0] + tables[1] + 4 + 1 + 1 + 3
        try mutate(index, .products) {
            #expect($0[kcalByte] == 0xE8)
            $0[kcalByte] = 0xE9
        }
        #expect(throws: IndexError.self) { try ProductIndex(directory: index).product(0) }
        try IndexSeal.reseal(directory: index)
        let opened = try ProductIndex(directory: index)
        try opened.verify()
        #expect(try opened.product(0).kcal == 100.1)
    }

    @Test func aMutatedPostingListIsCheckedForStructureAfterResealing() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try freshIndex(directory)
        // Every posting byte becomes 0xFF: an endless varint, malformed but checksum-consistent.
        try mutate(index, .postings) { bytes in
            for position in FileHeader.size..<bytes.count { bytes[position] = 0xFF }
        }
        try IndexSeal.reseal(directory: index)
        let opened = try ProductIndex(directory: index)
        let error = try #require(CorruptionTests.attempt { () throws(IndexError) in try opened.verify() })
        #expect(!isChecksumMismatch(error), "\(error.message)")
        #expect(error.file == .postings)
    }
}
