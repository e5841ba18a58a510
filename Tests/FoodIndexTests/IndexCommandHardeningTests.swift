import Testing
import FoodIndex
import FoodlogSupport
import TestSupport

/// `foodlog index verify` and `foodlog search` on damaged, checksum-consistent indexes and on
/// index directories holding a FIFO: the real binary answers with one line on stderr and a
/// sysexits code, never a trap or a hang.
@Suite(.enabled(if: Executables.isBuilt("foodlog"), "needs the built foodlog executable (swift build)"))
struct IndexCommandHardeningTests {
    /// Runs foodlog with a clean environment.
    func foodlog(_ arguments: [String], home: TemporaryDirectory, timeout: Double = 60) throws -> CommandRunner.Result {
        try CommandRunner.run("foodlog", arguments, environment: ["HOME": home.path], timeout: timeout)
    }

    func expectOneLine(_ result: CommandRunner.Result, status: Int32, containing text: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == status, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("foodlog: index file "), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(text), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)", sourceLocation: sourceLocation)
    }

    @Test func verifyRejectsAnUnsortedVocabulary() throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        let (banana, _) = try mutant.unsortVocabulary()
        let result = try foodlog(["index", "verify", mutant.path], home: mutant.directory)
        expectOneLine(result, status: 65, containing: "vocabulary.fli is inconsistent (terms are not sorted: term \(banana + 1) sorts before term \(banana))")
    }

    @Test func verifyRejectsAHugeBarcodeCount() throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        try mutant.setBarcodeCount(UInt64(1) << 62)
        let result = try foodlog(["index", "verify", mutant.path], home: mutant.directory)
        expectOneLine(result, status: 65, containing: "product-ids.fli is inconsistent (barcode table does not match 10 products and 4611686018427387904 barcodes)")
        let search = try foodlog(["search", "banana", "--index", mutant.path], home: mutant.directory)
        expectOneLine(search, status: 65, containing: "product-ids.fli is inconsistent")
    }

    @Test func verifyRejectsAHugePayloadLength() throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        try mutant.setPayloadLength(.postings, UInt64.max)
        let result = try foodlog(["index", "verify", mutant.path], home: mutant.directory)
        expectOneLine(result, status: 65, containing: "postings.fli is inconsistent (header says the payload is 18446744073709551615 bytes")
    }

    @Test func verifyRejectsABarcodeEntryPastTheProductCount() throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        try mutant.setBarcodeEntry(5, product: UInt32.max)
        let result = try foodlog(["index", "verify", mutant.path], home: mutant.directory)
        expectOneLine(result, status: 65, containing: "barcode entry 5 names product 4294967295, past the 10 products")
        let search = try foodlog(["search", "1000005", "--index", mutant.path], home: mutant.directory)
        expectOneLine(search, status: 65, containing: "product-ids.fli is inconsistent (barcode entry 5 names product 4294967295, past the 10 products)")
    }

    @Test func searchReportsAPostingOffsetOf2To63() throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        let term = try mutant.setPostingOffset(of: "yogurt", UInt64(1) << 63)
        let search = try foodlog(["search", "greek", "yogurt", "--index", mutant.path], home: mutant.directory)
        expectOneLine(search, status: 65, containing: "term-offsets.fli is inconsistent (term \(term) points outside postings.fli)")
        let verify = try foodlog(["index", "verify", mutant.path], home: mutant.directory)
        #expect(verify.status == 65)
        #expect(verify.stdout.isEmpty)
    }

    @Test(arguments: IndexFileKind.allCases)
    func aFIFOInTheIndexIsRefusedWithoutBlocking(_ kind: IndexFileKind) throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        unlink(mutant.file(kind))
        #expect(mkfifo(mutant.file(kind), 0o644) == 0)
        let started = Platform.monotonicNanoseconds()
        for arguments in [["index", "verify", mutant.path], ["search", "banana", "--index", mutant.path]] {
            let result = try foodlog(arguments, home: mutant.directory, timeout: 20)
            expectOneLine(result, status: 66, containing: "\(kind.fileName) is a FIFO (named pipe), not a regular file")
        }
        #expect(Platform.monotonicNanoseconds() - started < 15_000_000_000, "refused at once, not after a timeout")
    }

    @Test func aDeviceInTheIndexIsRefused() throws {
        let mutant = try IndexMutant()
        defer { mutant.remove() }
        unlink(mutant.file(.products))
        #expect(symlink("/dev/zero", mutant.file(.products)) == 0)
        let result = try foodlog(["index", "verify", mutant.path], home: mutant.directory, timeout: 20)
        expectOneLine(result, status: 66, containing: "products.fli is a character device, not a regular file")
    }
}
