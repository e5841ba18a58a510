import Foundation
import Testing
import FoodIndex
import FoodlogSupport
@testable import IndexBuilder
import TestSupport

/// A new index replaces the old one in one step (`Generations`, IndexData/FORMAT.md "Directory
/// layout"): cut short after any step, the directory opens as the old index or the new one.
@Suite struct IndexReplacementTests {
    /// Builds `names` into `directory/name` and returns the index id.
    func build(_ names: [String], in directory: TemporaryDirectory, name: String) throws -> UInt64 {
        try TestIndexes.build(TestIndexes.named(names), in: directory, name: name).indexID
    }

    static let old = ["Greek yogurt", "Rye bread", "Oat milk"]
    static let new = ["Apple pie", "Banana bread", "Cherry jam", "Date syrup"]

    /// The generation of a separate build of `names`, moved out to be staged into another target.
    func staged(_ names: [String], in directory: TemporaryDirectory) throws -> (path: String, id: UInt64) {
        let id = try build(names, in: directory, name: "scratch")
        let staging = directory.file("staging")
        #expect(rename(IndexLayout.fileDirectory(of: directory.file("scratch")), staging) == 0)
        return (staging, id)
    }

    @Test(arguments: [Generations.Step.renamed, .pointerReplaced, .oldRemoved])
    func aReplacementCutShortOpensAsTheOldOrTheNewIndex(_ step: Generations.Step) throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.file("index")
        let oldID = try build(Self.old, in: directory, name: "index")
        let (staging, newID) = try staged(Self.new, in: directory)
        try Generations.publish(staging, as: target, indexID: newID, stop: step)
        let index = try ProductIndex(directory: target)
        #expect(index.indexID == (step == .renamed ? oldID : newID))
        #expect(index.productCount == (step == .renamed ? Self.old.count : Self.new.count))
        try index.verify()

        // The next build of the target removes what the cut-short one left.
        _ = try build(Self.old, in: directory, name: "index")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: target))
        #expect(names == [IndexLayout.pointerName, IndexLayout.generationName(indexID: oldID)])
    }

    @Test func aRebuildOfTheSameInputKeepsItsGeneration() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let id = try build(Self.old, in: directory, name: "index")
        let generation = directory.file("index/" + IndexLayout.generationName(indexID: id))
        let before = try FileManager.default.attributesOfItem(atPath: generation + "/products.fli")[.systemFileNumber] as? Int
        #expect(try build(Self.old, in: directory, name: "index") == id)
        let after = try FileManager.default.attributesOfItem(atPath: generation + "/products.fli")[.systemFileNumber] as? Int
        #expect(before != nil && before == after, "the same files, not a copy")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["index", "index.tsv"])
    }

    @Test func aRebuildOverADamagedCopyOfTheSameBuildTakesTheNextName() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let id = try build(Self.old, in: directory, name: "index")
        let products = IndexLayout.fileDirectory(of: directory.file("index")) + "/products.fli"
        var bytes = try #require(TemporaryDirectory.read(products))
        bytes[bytes.count - 2] ^= 0x40
        #expect(FileManager.default.createFile(atPath: products, contents: Data(bytes)))
        #expect(throws: IndexError.self) { try ProductIndex(directory: directory.file("index")).verify() }

        #expect(try build(Self.old, in: directory, name: "index") == id)
        #expect(IndexLayout.fileDirectory(of: directory.file("index")) == directory.file("index/" + IndexLayout.generationName(indexID: id, attempt: 1)))
        try ProductIndex(directory: directory.file("index")).verify()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("index")).count == 2, "the damaged copy is gone")
    }

    @Test func anIndexOfTheOldFlatLayoutIsReplacedAndItsFilesRemoved() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let oldID = try build(Self.old, in: directory, name: "index")
        let generation = IndexLayout.fileDirectory(of: directory.file("index"))
        for kind in IndexFileKind.allCases {
            #expect(rename(PathString.join(generation, kind.fileName), directory.file("index/" + kind.fileName)) == 0)
        }
        #expect(rmdir(generation) == 0 && unlink(directory.file("index/current")) == 0)
        #expect(try ProductIndex(directory: directory.file("index")).indexID == oldID, "a directory holding the six files opens as it is")
        _ = directory.write("index/notes.txt", "mine\n")

        let newID = try build(Self.new, in: directory, name: "index")
        #expect(try ProductIndex(directory: directory.file("index")).indexID == newID)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: directory.file("index")))
        #expect(names == [IndexLayout.pointerName, IndexLayout.generationName(indexID: newID), "notes.txt"])
    }

    /// Readers opening the index while builds replace it again and again always get one whole
    /// index: a reader whose generation was removed between reading the pointer and opening the
    /// files reads the pointer again.
    @Test func readersDuringReplacementsAlwaysOpenAWholeIndex() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.file("index")
        let oldID = try build(Self.old, in: directory, name: "index")
        let newID = try build(Self.new, in: directory, name: "new")
        let sources = [(IndexLayout.fileDirectory(of: target), oldID), (IndexLayout.fileDirectory(of: directory.file("new")), newID)]
        let copies = sources.map { source in IndexFileKind.allCases.map { TemporaryDirectory.read(PathString.join(source.0, $0.fileName)) ?? [] } }
        let done = Atomic(false)
        let writer = Thread {
            for round in 0..<60 {
                let staging = directory.file("staging-\(round)")
                _ = mkdir(staging, 0o755)
                for (kind, bytes) in zip(IndexFileKind.allCases, copies[(round + 1) % 2]) {
                    _ = directory.writeBytes("staging-\(round)/" + kind.fileName, bytes)
                }
                _ = try? Generations.publish(staging, as: target, indexID: sources[(round + 1) % 2].1)
            }
            done.set(true)
        }
        writer.start()
        var opened = 0
        var failures: [String] = []
        while !done.get() || opened == 0 {
            do {
                let index = try ProductIndex(directory: target)
                if index.indexID != oldID && index.indexID != newID { failures.append("index id \(index.indexID)") }
                opened += 1
            } catch {
                failures.append(error.message)
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3)) (\(failures.count) of \(opened + failures.count) opens)")
        #expect(opened > 0)
    }

    /// Whatever `current` holds, opening answers with the index it names or one line naming the
    /// problem: random bytes, truncations and near misses of a real pointer, NUL bytes, paths.
    @Test func anyPointerContentOpensOrIsOneLineError() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let id = try build(Self.old, in: directory, name: "index")
        let pointer = directory.file("index/" + IndexLayout.pointerName)
        let good = IndexLayout.pointerBytes(generation: IndexLayout.generationName(indexID: id))
        var contents: [[UInt8]] = [[], [0x0A], Array("gen-\n".utf8), Array("../index/current\n".utf8), Array("/etc/passwd\n".utf8),
                                   good + good, Array(good.dropLast()) + [0], Array(good.dropLast()) + Array("/\n".utf8)]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<150 {
            var bytes = good
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            case 1: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator)))
            default: bytes = (0..<Int.random(in: 0...80, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            }
            contents.append(bytes)
        }
        for bytes in contents {
            #expect(FileManager.default.createFile(atPath: pointer, contents: Data(bytes)))
            do {
                #expect(try ProductIndex(directory: directory.file("index")).indexID == id, "\(bytes)")
            } catch {
                #expect(!error.message.contains("\n") && [.dataError, .noInput].contains(error.exitCode), "\(bytes): \(error.message)")
            }
        }
    }

    @Test func generationNamesAndPointersAreStrict() {
        #expect(IndexLayout.generationName(indexID: 0xAB) == "gen-00000000000000ab")
        #expect(IndexLayout.generationName(indexID: 0xAB, attempt: 2) == "gen-00000000000000ab.2")
        #expect(IndexLayout.indexID(ofGeneration: "gen-00000000000000ab") == 0xAB)
        #expect(IndexLayout.indexID(ofGeneration: "gen-00000000000000ab.12") == 0xAB)
        for bad in ["gen-00000000000000AB", "gen-0000000000000ab", "gen-00000000000000ab.", "gen-00000000000000ab.01",
                    "gen-00000000000000ab/..", "gen-00000000000000ab.1x", "../gen-00000000000000ab", "gen-00000000000000abc"] {
            #expect(IndexLayout.indexID(ofGeneration: bad) == nil, "\(bad)")
        }
    }
}

/// The layout's errors and the old-version errors, through the real binary: one line, a sysexits code.
@Suite(.enabled(if: Executables.areBuilt(["foodlog", "index-builder"]), "needs the built foodlog and index-builder (swift build)"))
struct IndexLayoutCommandTests {
    func foodlog(_ arguments: [String], home: TemporaryDirectory) throws -> CommandRunner.Result {
        try CommandRunner.run("foodlog", arguments, environment: ["HOME": home.path])
    }

    func built(_ home: TemporaryDirectory) throws -> String {
        let input = home.write("rows.tsv", "code\tproduct_name\tenergy-kcal_100g\n111\tGreek yogurt\t97\n222\tRye bread\t250\n")
        let result = try CommandRunner.run("index-builder", ["--input", input, "--output", home.file("index"), "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        return home.file("index")
    }

    /// The index file at `path` with its header's version field set to `version` and the header
    /// checksum recomputed, as an older `index-builder` would have sealed it.
    func resealed(_ path: String, version: UInt8) throws -> Data {
        var bytes = try #require(TemporaryDirectory.read(path))
        bytes[8] = version
        bytes.replaceSubrange(60..<64, with: withUnsafeBytes(of: CRC32C.checksum(Array(bytes[0..<60])).littleEndian, Array.init))
        return Data(bytes)
    }

    /// Rewrites the version field of every file to 1 and reseals (as `index-builder` before
    /// generations wrote it), in the flat layout.
    func makeVersion1(_ index: String) throws {
        let generation = IndexLayout.fileDirectory(of: index)
        for kind in IndexFileKind.allCases {
            let path = PathString.join(generation, kind.fileName)
            #expect(FileManager.default.createFile(atPath: PathString.join(index, kind.fileName), contents: try resealed(path, version: 1)))
            unlink(path)
        }
        #expect(rmdir(generation) == 0 && unlink(PathString.join(index, IndexLayout.pointerName)) == 0)
    }

    @Test func aVersion1IndexNamesTheCommandThatRebuildsIt() throws {
        let home = TemporaryDirectory()
        defer { home.remove() }
        let index = try built(home)
        try makeVersion1(index)
        for arguments in [["search", "yogurt", "--index", index], ["index", "verify", index]] {
            let result = try foodlog(arguments, home: home)
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "foodlog: the index in \(index) has format version 1, written by an older foodlog, which this one does not read; rebuild it: index-builder --input EXPORT --output \(index) (EXPORT: the Open Food Facts or USDA file it was built from)\n")
        }
        // The user's own index is chosen and reported, not passed over for the embedded one.
        let data = home.file(".local/share/foodlog")
        #expect(mkdir(home.file(".local"), 0o755) == 0 && mkdir(home.file(".local/share"), 0o755) == 0 && mkdir(data, 0o755) == 0)
        #expect(rename(index, data + "/index") == 0)
        let chosen = try foodlog(["search", "yogurt"], home: home)
        #expect(chosen.status == 65)
        #expect(chosen.stderr.contains("rebuild it: index-builder --input EXPORT --output \(data)/index"), "\(chosen.stderr)")

        // The rebuild the message names works over it.
        let input = home.write("again.tsv", "code\tproduct_name\n333\tOat milk\n")
        let rebuilt = try CommandRunner.run("index-builder", ["--input", input, "--output", data + "/index", "--quiet"])
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        #expect(try foodlog(["search", "oat"], home: home).stdout.contains("Oat milk"))
    }

    /// A version 2 index (generations, but per-term entries and no shape table) in its own
    /// layout: its version fields set to 2, headers resealed.
    @Test func aVersion2IndexNamesTheCommandThatRebuildsIt() throws {
        let home = TemporaryDirectory()
        defer { home.remove() }
        let index = try built(home)
        let generation = IndexLayout.fileDirectory(of: index)
        for kind in IndexFileKind.allCases {
            let path = PathString.join(generation, kind.fileName)
            #expect(FileManager.default.createFile(atPath: path, contents: try resealed(path, version: 2)))
        }
        for arguments in [["search", "yogurt", "--index", index], ["index", "verify", index]] {
            let result = try foodlog(arguments, home: home)
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "foodlog: the index in \(index) has format version 2, written by an older foodlog, which this one does not read; rebuild it: index-builder --input EXPORT --output \(index) (EXPORT: the Open Food Facts or USDA file it was built from)\n")
        }
        let input = home.write("again.tsv", "code\tproduct_name\n333\tOat milk\n")
        let rebuilt = try CommandRunner.run("index-builder", ["--input", input, "--output", index, "--quiet"])
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        #expect(try foodlog(["search", "oat", "--index", index], home: home).stdout.contains("Oat milk"))
    }

    @Test func theEmbeddedIndexsRebuildCommandIsTheReadmes() {
        let home = TemporaryDirectory()
        defer { home.remove() }
        #expect(mkdir(home.file("IndexData"), 0o755) == 0 && mkdir(home.file("IndexData/source"), 0o755) == 0)
        _ = home.write("IndexData/source/usda-fdc-subset.csv.gz", "")
        let directory = home.file("IndexData")
        #expect(IndexError.rebuildCommand(for: directory)
                == "gzip -dc \(directory)/source/usda-fdc-subset.csv.gz | swift run index-builder --input - --output \(directory)")
    }

    @Test func aDamagedPointerIsOneLine() throws {
        let home = TemporaryDirectory()
        defer { home.remove() }
        let index = try built(home)
        let pointer = PathString.join(index, IndexLayout.pointerName)
        for (content, detail) in [("gen-../../etc\n", "it does not name a generation directory"),
                                  ("gen-0000000000000001", "it does not name a generation directory"),
                                  (String(repeating: "x", count: 100), "it is longer than a generation name")] {
            #expect(FileManager.default.createFile(atPath: pointer, contents: Data(content.utf8)))
            let result = try foodlog(["search", "yogurt", "--index", index], home: home)
            #expect(result.status == 65)
            #expect(result.stderr == "foodlog: index pointer \(pointer) is damaged (\(detail)); rebuild it with index-builder, or point --index at a good index\n")
        }
        #expect(FileManager.default.createFile(atPath: pointer, contents: Data("gen-0000000000000001\n".utf8)))
        let missing = try foodlog(["search", "yogurt", "--index", index], home: home)
        #expect(missing.status == 66)
        #expect(missing.stderr == "foodlog: index pointer \(pointer) names \(index)/gen-0000000000000001, which is missing; rebuild it with index-builder, or point --index at a good index\n")
    }

    @Test func aGenerationWhoseFilesAreAnotherBuildsIsCaught() throws {
        let home = TemporaryDirectory()
        defer { home.remove() }
        let index = try built(home)
        let generation = IndexLayout.fileDirectory(of: index)
        let other = PathString.join(index, IndexLayout.generationName(indexID: 1))
        #expect(rename(generation, other) == 0)
        #expect(FileManager.default.createFile(atPath: PathString.join(index, IndexLayout.pointerName),
                                               contents: Data(IndexLayout.pointerBytes(generation: IndexLayout.generationName(indexID: 1)))))
        let result = try foodlog(["search", "yogurt", "--index", index], home: home)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("foodlog: index files in \(other) belong to build gen-"), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }
}

/// A flag shared by a test's threads.
final class Atomic: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Bool
    init(_ value: Bool) { self.value = value }
    func get() -> Bool { lock.withLock { value } }
    func set(_ new: Bool) { lock.withLock { value = new } }
}
