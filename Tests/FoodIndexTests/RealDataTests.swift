import Testing
import FoodIndex
import FoodlogSupport
import IndexBuilder
import TestSupport

/// The builder and the search on real data: the raw Open Food Facts export samples (two column
/// layouts) read from ../shared at test time, and the embedded USDA index.
@Suite struct RealDataTests {
    @Test(.enabled(if: SharedData.available, "needs ../shared"), arguments: ["data/off-export-sample.csv", "data/off-export-sample-2.csv"])
    func buildsTheRawExportSamples(_ relative: String) throws {
        let input = try #require(SharedData.file(relative))
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let summary = try IndexBuild.run(BuildOptions(input: input, output: directory.file("index")))
        #expect(summary.rowsRead == 1000)
        #expect(summary.productsIndexed + summary.skippedTotal == 1000)
        #expect(summary.productsIndexed > 900)
        #expect(summary.format.contains("Open Food Facts"))
        let index = try ProductIndex(directory: directory.file("index"))
        try index.verify()
        // Every indexed product can be found again by its barcode and by its own name.
        var checked = 0
        for docID in stride(from: 0, to: index.productCount, by: 37) {
            let product = try index.product(docID)
            if Barcode.key(product.code) != nil {
                #expect(try index.product(barcode: product.code)?.code == product.code)
            }
            guard !Tokenizer.terms(product.name).isEmpty else { continue }
            let hits = try index.search(product.name, options: SearchOptions(limit: 50))
            #expect(hits.contains { $0.product.name == product.name }, "'\(product.name)' not found by its own name")
            checked += 1
        }
        #expect(checked > 20)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func bothLayoutsAgreeOnWhatTheyShare() throws {
        let first = try #require(SharedData.file("data/off-export-sample.csv"))
        let second = try #require(SharedData.file("data/off-export-sample-2.csv"))
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        _ = try IndexBuild.run(BuildOptions(input: first, output: directory.file("a")))
        _ = try IndexBuild.run(BuildOptions(input: second, output: directory.file("b")))
        let a = try ProductIndex(directory: directory.file("a"))
        let b = try ProductIndex(directory: directory.file("b"))
        #expect(a.productCount > 0 && b.productCount > 0)
        #expect(a.indexID != b.indexID)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func sameInputGivesTheSameBytes() throws {
        let input = try #require(SharedData.file("data/off-export-sample.csv"))
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        _ = try IndexBuild.run(BuildOptions(input: input, output: directory.file("one")))
        _ = try IndexBuild.run(BuildOptions(input: input, output: directory.file("two")))
        for kind in IndexFileKind.allCases {
            let one = TemporaryDirectory.read(PathString.join(IndexLayout.fileDirectory(of: directory.file("one")), kind.fileName))
            let two = TemporaryDirectory.read(PathString.join(IndexLayout.fileDirectory(of: directory.file("two")), kind.fileName))
            #expect(one != nil && one == two, "\(kind.fileName) differs between two builds")
        }
    }

    /// IndexData/ is rebuilt from the committed USDA subset and must come out byte for byte.
    @Test func embeddedIndexRebuildsIdentically() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let source = PathString.join(IndexLocation.embeddedDirectory, "source/usda-fdc-subset.csv.gz")
        let csv = directory.file("subset.csv")
        #expect(Gunzip.run(source, to: csv) == 0, "gzip -dc failed")
        let summary = try IndexBuild.run(BuildOptions(input: csv, output: directory.file("rebuilt")))
        #expect(summary.productsIndexed > 50_000)
        for kind in IndexFileKind.allCases {
            let shipped = TemporaryDirectory.read(PathString.join(IndexLayout.fileDirectory(of: IndexLocation.embeddedDirectory), kind.fileName))
            let rebuilt = TemporaryDirectory.read(PathString.join(IndexLayout.fileDirectory(of: directory.file("rebuilt")), kind.fileName))
            #expect(shipped != nil && shipped == rebuilt, "IndexData/\(kind.fileName) does not match a rebuild; run the rebuild command in README")
        }
        let pointer = TemporaryDirectory.read(PathString.join(IndexLocation.embeddedDirectory, IndexLayout.pointerName))
        #expect(pointer != nil && pointer == TemporaryDirectory.read(PathString.join(directory.file("rebuilt"), IndexLayout.pointerName)),
                "IndexData/current names another generation than a rebuild; run the rebuild command in README")
    }

    @Test func embeddedIndexAnswersEverydayQueries() throws {
        let index = try ProductIndex(directory: IndexLocation.embeddedDirectory)
        try index.verify()
        func top(_ query: String) throws -> String { try index.search(query).first?.product.name ?? "" }
        #expect(try top("banana") == "Banana, raw")
        #expect(try top("apple") == "Apple, raw")
        #expect(try top("egg").hasPrefix("Egg, whole"))
        #expect(try top("greek yogurt").lowercased().contains("greek"))
        #expect(try top("chiken breast").lowercased().contains("chicken"))
        #expect(try top("rice cooked").hasPrefix("Rice, cooked"))
    }
}

/// Decompresses with the system gzip (present on every Linux and macOS), so tests need no zlib.
enum Gunzip {
    /// gzip's exit status (through the shell), or -1 when it could not be run.
    static func run(_ source: String, to target: String) -> Int32 {
        let quote = { (path: String) in "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'" }
        let result = try? CommandRunner.runProgram("/bin/sh", ["-c", "gzip -dc \(quote(source)) > \(quote(target))"],
                                                   environment: ["PATH": "/usr/bin:/bin"], timeout: 600)
        return result?.status ?? -1
    }
}
