import Testing
import FoodIndex
import FoodlogSupport
import IndexBuilder
import TestSupport

@Suite struct BuilderTests {
    @Test func messyRowsAreIndexedOrSkippedWithAReason() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let header = TestIndexes.header.joined(separator: "\t")
        let rows = [
            TestIndexes.row(["code": "1001", "product_name": "Plain name", "energy-kcal_100g": "120"]),
            TestIndexes.row(["code": "1002", "product_name_fr": "Nom seulement en français", "proteins_100g": "10"]),
            TestIndexes.row(["code": "1003", "product_name": "KJ only", "energy_100g": "1000"]),
            TestIndexes.row(["code": "1004", "product_name": "Macros only", "proteins_100g": "10", "carbohydrates_100g": "20", "fat_100g": "5"]),
            TestIndexes.row(["code": "1005", "product_name": "", "energy-kcal_100g": "99"]),
            TestIndexes.row(["code": "", "product_name": "No code"]),
            TestIndexes.row(["code": "1007", "product_name": "He said \"quoted", "energy-kcal_100g": "50"]),
            "1008\tRagged short row",
            TestIndexes.row(["code": "1009", "product_name": "Absurd energy", "energy-kcal_100g": "3700", "fat_100g": "250"]),
            TestIndexes.row(["code": "1010", "product_name": "  Spaced   out  name "]),
            TestIndexes.row(["code": "1011", "product_name": "Comma decimal", "energy-kcal_100g": "52,5"]),
        ]
        let input = directory.write("messy.tsv", ([header] + rows).joined(separator: "\r\n") + "\r\n")
        let summary = try IndexBuild.run(BuildOptions(input: input, output: directory.file("out")))
        #expect(summary.rowsRead == 11)
        #expect(summary.skipped[.noName] == 1)
        #expect(summary.skipped[.noCode] == 1)
        #expect(summary.productsIndexed == 9)
        let index = try ProductIndex(directory: directory.file("out"))
        func product(_ code: String) throws -> Product { try #require(try index.product(barcode: code)) }
        #expect(try product("1001").kcal == 120)
        #expect(try product("1002").name == "Nom seulement en français")
        #expect(try product("1002").kcal == nil)
        let kj = try product("1003")
        #expect(kj.kcal.map { abs($0 - 239.0) < 0.1 } == true)
        #expect(kj.kcalEstimated == false)
        let macros = try product("1004")
        #expect(macros.kcal == 165)
        #expect(macros.kcalEstimated)
        #expect(try product("1007").name == "He said \"quoted")
        #expect(try product("1008").name == "Ragged short row")
        #expect(try product("1009").kcal == nil)
        #expect(try product("1009").fat == nil)
        #expect(try product("1010").name == "Spaced out name")
        #expect(try product("1011").kcal == 52.5)
        #expect(try index.search("quoted").first?.product.code == "1007")
    }

    @Test func languageAndCountryFiltersUseTheirColumns() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let rows: [[String: String]] = [
            ["code": "2001", "product_name": "Yaourt", "lang": "fr", "countries_en": "France,Belgium"],
            ["code": "2002", "product_name": "Yogurt", "lang": "en", "countries_en": "United States"],
            ["code": "2003", "product_name": "Joghurt", "lang": "de", "countries_en": ""],
        ]
        let french = try TestIndexes.build(rows, in: directory, name: "fr") { $0.language = "fr" }
        #expect(french.productCount == 1)
        let american = try TestIndexes.build(rows, in: directory, name: "us") { $0.country = "united states" }
        #expect(try american.product(0).name == "Yogurt")
        #expect(american.productCount == 1)
    }

    @Test func aFilterWithoutItsColumnIsAUsageError() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let input = directory.write("few.tsv", "code\tproduct_name\n1\tApple\n")
        #expect(throws: BuildError.filterColumnMissing(option: "--lang", column: "lang")) {
            try IndexBuild.run(BuildOptions(input: input, output: directory.file("out"), language: "fr"))
        }
    }

    @Test func badInputsGiveClearErrors() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        #expect(throws: BuildError.emptyInput) {
            try IndexBuild.run(BuildOptions(input: directory.write("empty.tsv", ""), output: directory.file("a")))
        }
        #expect(throws: BuildError.unknownFormat(firstLine: "hello world")) {
            try IndexBuild.run(BuildOptions(input: directory.write("text.txt", "hello world\nmore\n"), output: directory.file("b")))
        }
        let missing = directory.file("nope.tsv")
        #expect(throws: BuildError.cannotOpenInput(path: missing, reason: "No such file or directory")) {
            try IndexBuild.run(BuildOptions(input: missing, output: directory.file("c")))
        }
        let error = BuildError.unknownFormat(firstLine: "x")
        #expect(!error.message.contains("\n"))
        #expect(error.exitCode == .dataError)
    }

    @Test func spilledRunsGiveTheSameIndexAsOneRun() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        var rows: [[String: String]] = []
        for index in 0..<3000 {
            rows.append(["code": String(500_000 + index * 7 % 3000), "product_name": "food \(index % 97) item \(index % 13) batch\(index)"])
        }
        _ = try TestIndexes.build(rows, in: directory, name: "one")
        _ = try TestIndexes.build(rows, in: directory, name: "many") { $0.memoryBudgetBytes = 20_000 }
        for kind in IndexFileKind.allCases {
            let one = TemporaryDirectory.read(PathString.join(IndexLayout.fileDirectory(of: directory.file("one")), kind.fileName))
            let many = TemporaryDirectory.read(PathString.join(IndexLayout.fileDirectory(of: directory.file("many")), kind.fileName))
            #expect(one != nil && one == many, "\(kind.fileName) differs when the build spills runs")
        }
    }
}
