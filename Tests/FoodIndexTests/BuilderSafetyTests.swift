import Foundation
import Testing
import FoodIndex
import FoodlogSupport
import IndexBuilder
import TestSupport

/// index-builder never puts a worse index over a good one: it builds beside the target and
/// replaces it only on success, refuses an input that gives no products, reads a header behind a
/// byte order mark, and keeps its memory bounded whatever the input's line lengths.
@Suite struct BuilderSafetyTests {
    static let header = "code\tproduct_name\tenergy-kcal_100g"

    /// The six files of an index, to compare before and after a failed build.
    func snapshot(_ index: String) -> [[UInt8]?] {
        IndexFileKind.allCases.map { TemporaryDirectory.read(PathString.join(IndexLayout.fileDirectory(of: index), $0.fileName)) }
    }

    /// Names in `directory` other than `keep`: leftovers of a build.
    func leftovers(_ directory: String, keeping keep: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { !keep.contains($0) }
    }

    /// What a published index directory holds: the pointer and the one generation it names.
    func published(_ index: String) -> Set<String> {
        let generation = IndexLayout.fileDirectory(of: index)
        return [IndexLayout.pointerName, String(generation.split(separator: "/").last ?? "")]
    }

    func goodIndex(_ directory: TemporaryDirectory) throws -> String {
        let input = directory.write("good.tsv", "\(BuilderSafetyTests.header)\n111\tGreek yogurt\t97\n222\tRye bread\t250\n")
        _ = try IndexBuild.run(BuildOptions(input: input, output: directory.file("index")))
        return directory.file("index")
    }

    @Test func anInputWithNoProductsIsAnErrorAndTheOldIndexStays() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try goodIndex(directory)
        let before = snapshot(index)
        let input = directory.write("nocodes.tsv", "\(BuilderSafetyTests.header)\n\tNo code\t10\n\tNone either\t20\n")
        let error = try #require(throws: BuildError.self) { try IndexBuild.run(BuildOptions(input: input, output: index)) }
        #expect(error.message == "the input gave 0 products (2 rows read, skipped: 2 (2 no barcode)); check that this is the export you meant; the existing index, if any, is untouched")
        #expect(error.exitCode == .dataError)
        #expect(snapshot(index) == before)
        #expect(try leftovers(directory.path, keeping: ["good.tsv", "nocodes.tsv", "index"]).isEmpty)
        #expect(try ProductIndex(directory: index).productCount == 2)
    }

    @Test func anUnbalancedQuoteThatSwallowsTheFileIsNamed() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try goodIndex(directory)
        let before = snapshot(index)
        let input = directory.write("usda.csv", "foodName,data_type,kcal\n\"Apples, raw,foundation_food,52\nBananas,foundation_food,89\n")
        let error = try #require(throws: BuildError.self) { try IndexBuild.run(BuildOptions(input: input, output: index)) }
        #expect(error.message.hasPrefix("the input gave 0 products (1 rows read"))
        #expect(error.message.contains("a double quote opened on line 2 never closes"), "\(error.message)")
        #expect(snapshot(index) == before)
    }

    @Test func aFailedBuildLeavesNoTemporaryDirectory() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try goodIndex(directory)
        let before = snapshot(index)
        let input = directory.write("few.tsv", "code\tproduct_name\n1\tApple\n")
        #expect(throws: BuildError.self) { try IndexBuild.run(BuildOptions(input: input, output: index, language: "fr")) }
        #expect(throws: BuildError.self) {
            try IndexBuild.run(BuildOptions(input: directory.write("text.txt", "hello\n"), output: index))
        }
        #expect(snapshot(index) == before)
        #expect(try leftovers(directory.path, keeping: ["good.tsv", "few.tsv", "text.txt", "index"]).isEmpty)
        #expect(try leftovers(index, keeping: published(index)).isEmpty)
    }

    @Test func aNewTargetIsCreatedOnlyOnSuccess() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let input = directory.write("nocodes.tsv", "\(BuilderSafetyTests.header)\n\tNo code\t10\n")
        #expect(throws: BuildError.self) { try IndexBuild.run(BuildOptions(input: input, output: directory.file("new/index"))) }
        #expect(!PathString.exists(directory.file("new/index")))
        #expect(try leftovers(directory.file("new"), keeping: []).isEmpty)
    }

    @Test func aRebuildReplacesTheSixFilesAndKeepsOtherFiles() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try goodIndex(directory)
        _ = directory.write("index/README.md", "my notes\n")
        let input = directory.write("other.tsv", "\(BuilderSafetyTests.header)\n333\tOat milk\t45\n")
        _ = try IndexBuild.run(BuildOptions(input: input, output: index + "/"))
        #expect(try ProductIndex(directory: index).product(0).name == "Oat milk")
        #expect(TemporaryDirectory.read(directory.file("index/README.md")) == Array("my notes\n".utf8))
        #expect(try leftovers(index, keeping: published(index).union(["README.md"])).isEmpty)
        #expect(try leftovers(directory.path, keeping: ["good.tsv", "other.tsv", "index"]).isEmpty)
    }

    @Test func aTargetThatIsAFileIsRefused() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let input = directory.write("good.tsv", "\(BuilderSafetyTests.header)\n111\tGreek yogurt\t97\n")
        let file = directory.write("plain", "not a directory\n")
        #expect(throws: BuildError.cannotCreateOutput(path: file, reason: "it is a regular file, not a directory")) {
            try IndexBuild.run(BuildOptions(input: input, output: file))
        }
    }

    @Test func aByteOrderMarkBeforeTheHeaderIsAccepted() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let tsv = directory.write("bom.tsv", "\u{FEFF}\(BuilderSafetyTests.header)\n111\tGreek yogurt\t97\n")
        let offSummary = try IndexBuild.run(BuildOptions(input: tsv, output: directory.file("off")))
        #expect(offSummary.productsIndexed == 1)
        #expect(try ProductIndex(directory: directory.file("off")).product(barcode: "111")?.kcal == 97)
        let csv = directory.write("bom.csv", "\u{FEFF}foodName,data_type,kcal,protein,carbs,fat\nBananas raw,foundation_food,89,1.1,22.8,0.3\n")
        let usdaSummary = try IndexBuild.run(BuildOptions(input: csv, output: directory.file("usda")))
        #expect(usdaSummary.format == "USDA FoodData Central CSV")
        #expect(usdaSummary.productsIndexed == 1)
    }

    @Test func anOverlongRowIsSkippedAndTheRestIndexed() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let long = String(repeating: "a", count: 5 << 20)
        let input = directory.write("long.tsv", "\(BuilderSafetyTests.header)\n111\tGreek yogurt\t97\n222\t\(long)\t1\n333\tRye bread\t250\n")
        let summary = try IndexBuild.run(BuildOptions(input: input, output: directory.file("index")))
        #expect(summary.productsIndexed == 2)
        #expect(summary.skipped[.overlong] == 1)
        #expect(summary.rowsRead == 3)
        let index = try ProductIndex(directory: directory.file("index"))
        #expect(try index.product(barcode: "333")?.name == "Rye bread")
    }

    @Test func anOverlongHeaderIsAnError() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let input = directory.write("long.tsv", String(repeating: "code\t", count: 1 << 20) + "\n1\tApple\n")
        #expect(throws: BuildError.headerTooLong(limit: 4 << 20)) {
            try IndexBuild.run(BuildOptions(input: input, output: directory.file("index")))
        }
    }
}

/// The same through the real index-builder binary: one stderr line and a sysexits code, and
/// bounded memory on a line far longer than the record cap.
@Suite(.enabled(if: Executables.isBuilt("index-builder"), "needs the built index-builder executable (swift build)"))
struct IndexBuilderHardeningCommandTests {
    @Test func zeroProductsIsOneLineAndExit65() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let input = directory.write("usda.csv", "foodName,data_type,kcal\n\"Apples, raw,foundation_food,52\nBananas,foundation_food,89\n")
        let result = try CommandRunner.run("index-builder", ["--input", input, "--output", directory.file("index"), "--quiet"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "index-builder: the input gave 0 products (1 rows read, skipped: 1 (1 malformed row)); a double quote opened on line 2 never closes, so the rest of the input was read as one field; fix or remove that quote; the existing index, if any, is untouched\n")
        #expect(!PathString.exists(directory.file("index")))
    }

    /// A 64 MiB line with no line break: skipped, with a peak resident size far below the line's
    /// size (before the cap, the reader's buffer grew to hold the whole line). Measured from
    /// outside by `PeakMemory`: the summary's own figure would include the test runner's memory,
    /// which Linux carries across the exec of a spawned child.
    @Test(.enabled(if: PeakMemory.available, "needs GNU time (/usr/bin/time) on Linux to measure a child's peak memory"))
    func aHugeLineKeepsMemoryBounded() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let head = Array("code\tproduct_name\n111\tGreek yogurt\n222\t".utf8)
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: head.count + 64 << 20)
        bytes.replaceSubrange(0..<head.count, with: head)
        let input = directory.writeBytes("huge.tsv", bytes)
        let (run, peak) = try PeakMemory.run(Executables.path("index-builder"),
                                             ["--input", input, "--output", directory.file("index"), "--quiet", "--json"],
                                             environment: ["PATH": "/usr/bin:/bin"])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(summary["products"] as? Int == 1)
        #expect((summary["skipped"] as? [String: Any])?["row over 4 MiB"] as? Int == 1)
        let kilobytes = try #require(peak, "\(run.stderr)") / 1024
        #expect(kilobytes < 48 << 10, "peak resident size \(kilobytes >> 10) MiB for a 64 MiB line")
    }
}
