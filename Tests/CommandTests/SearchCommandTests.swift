import Foundation
import Testing
import FoodIndex
import FoodlogSupport
import TestSupport

/// `foodlog search` and `foodlog index verify` run as a user runs them: the built binary, a clean
/// environment, the embedded index.
@Suite(.enabled(if: Executables.isBuilt("foodlog", "index-builder"), "needs the built foodlog and index-builder (swift build)"))
struct SearchCommandTests {
    let home = TemporaryDirectory("foodlog-home")

    var environment: [String: String] { ["HOME": home.path] }

    @Test func searchesTheEmbeddedIndexFromAnyDirectory() throws {
        defer { home.remove() }
        let result = try CommandRunner.run("foodlog", ["search", "banana"], environment: environment)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 11, "a header and 10 results")
        #expect(lines[1].contains("Banana, raw"))
        #expect(!result.stdout.contains("\u{1B}["), "no colour when not on a terminal")
    }

    @Test func jsonHasTheDocumentedShape() throws {
        defer { home.remove() }
        let result = try CommandRunner.run("foodlog", ["search", "greek", "yogurt", "--json", "--limit", "3"], environment: environment)
        #expect(result.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 3)
        for object in array {
            for key in ["code", "name", "brand", "kcal_100g", "kcal_estimated", "protein_100g", "carbs_100g", "fat_100g", "score"] {
                #expect(object.keys.contains(key), "missing \(key)")
            }
            #expect(object["kcal_estimated"] is Bool)
            #expect(object["score"] is NSNumber)
            let nutrients = try #require(object["nutrients"] as? [String: NSNumber], "nutrients is an object of numbers")
            #expect(nutrients.keys.allSatisfy { Nutrient(key: $0) != nil }, "\(nutrients.keys.sorted())")
        }
        // Greek yogurt's USDA rows give calcium (mg per 100 g, a yogurt's 100-200 mg).
        let calcium = array.compactMap { ($0["nutrients"] as? [String: NSNumber])?["calcium"]?.doubleValue }
        #expect(!calcium.isEmpty && calcium.allSatisfy { (50...400).contains($0) }, "\(calcium)")
    }

    @Test func explainShowsEachTermsContribution() throws {
        defer { home.remove() }
        let text = try CommandRunner.run("foodlog", ["search", "chiken", "breast", "--explain", "-n", "1"], environment: environment)
        #expect(text.status == 0)
        #expect(text.stdout.contains("chiken → chicken [typo(1)]"))
        #expect(text.stdout.contains("idf"))
        let json = try CommandRunner.run("foodlog", ["search", "chiken", "breast", "--explain", "-n", "1", "--json"], environment: environment)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let explain = try #require(array.first?["explain"] as? [String: Any])
        #expect((explain["terms"] as? [Any])?.count == 2)
    }

    @Test func badInputGetsOneLineAndAUsageCode() throws {
        defer { home.remove() }
        let cases: [([String], Int32, String)] = [
            (["search"], 64, "missing search words"),
            (["search", "egg", "--limit", "0"], 64, "invalid value '0' for '--limit'"),
            (["search", "egg", "--limt", "3"], 64, "did you mean '--limit'"),
            (["search", "egg", "--kind", "fresh"], 64, "expected one of generic, branded"),
            (["serch", "egg"], 64, "did you mean 'search'"),
            (["search", "egg", "--index", "/nonexistent/idx"], 66, "no index in /nonexistent/idx"),
            (["search", "zzqqxxyy"], 1, "no products match"),
        ]
        for (arguments, status, message) in cases {
            let result = try CommandRunner.run("foodlog", arguments, environment: environment)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): one line")
            #expect(result.stdout.isEmpty || status == 0)
        }
    }

    @Test func indexChoiceFollowsOptionThenEnvironmentThenUserDataThenEmbedded() throws {
        defer { home.remove() }
        let input = home.write("tiny.tsv", "code\tproduct_name\tenergy-kcal_100g\n11112222\tQuokkaberry tart\t300\n")
        let userIndex = home.file("data/foodlog/index")
        let built = try CommandRunner.run("index-builder", ["--input", input, "--output", userIndex, "--quiet"])
        #expect(built.status == 0, "\(built.stderr)")
        var env = environment
        env["XDG_DATA_HOME"] = home.file("data")
        #expect(try CommandRunner.run("foodlog", ["search", "quokkaberry"], environment: env).stdout.contains("Quokkaberry tart"))
        #expect(try CommandRunner.run("foodlog", ["search", "quokkaberry"], environment: environment).status == 1)
        env["FOODLOG_INDEX"] = IndexLocation.embeddedDirectory
        #expect(try CommandRunner.run("foodlog", ["search", "quokkaberry"], environment: env).status == 1)
        #expect(try CommandRunner.run("foodlog", ["search", "quokkaberry", "--index", userIndex], environment: env).status == 0)
    }

    @Test func verifyNamesTheDamagedFile() throws {
        defer { home.remove() }
        let input = home.write("tiny.tsv", "code\tproduct_name\n11112222\tZebra cake\n33334444\tLion bar\n")
        let index = home.file("idx")
        #expect(try CommandRunner.run("index-builder", ["-i", input, "-o", index, "-q"]).status == 0)
        let ok = try CommandRunner.run("foodlog", ["index", "verify", index], environment: environment)
        #expect(ok.status == 0)
        #expect(ok.stdout.contains("ok (2 products"))
        let products = IndexLayout.fileDirectory(of: index) + "/products.fli"
        var bytes = try #require(TemporaryDirectory.read(products))
        bytes[bytes.count - 3] ^= 0xFF
        #expect(FileManager.default.createFile(atPath: products, contents: Data(bytes)))
        let bad = try CommandRunner.run("foodlog", ["index", "verify", index], environment: environment)
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("products.fli"))
        #expect(bad.stderr.contains("rebuild"))
        let truncated = try CommandRunner.run("foodlog", ["search", "zebra", "--index", index], environment: environment)
        #expect(truncated.status == 65 || truncated.status == 0)
        #expect(FileManager.default.createFile(atPath: products, contents: Data(bytes[0..<100])))
        let cut = try CommandRunner.run("foodlog", ["search", "zebra", "--index", index], environment: environment)
        #expect(cut.status == 65)
        #expect(cut.stderr.contains("products.fli is truncated") || cut.stderr.contains("products.fli is inconsistent"))
    }

    @Test func helpAndVersion() throws {
        defer { home.remove() }
        let help = try CommandRunner.run("foodlog", ["help"], environment: environment)
        #expect(help.status == 0)
        #expect(help.stdout.contains("search"))
        let searchHelp = try CommandRunner.run("foodlog", ["search", "--help"], environment: environment)
        #expect(searchHelp.stdout.contains("--limit N"))
        #expect(try CommandRunner.run("foodlog", ["--version"], environment: environment).stdout.hasPrefix("foodlog "))
        #expect(try CommandRunner.run("foodlog", [], environment: environment).status == 64)
    }
}

@Suite struct IndexBuilderCommandTests {
    @Test func reportsASummaryAndRejectsBadArguments() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let input = directory.write("t.tsv", "code\tproduct_name\tfiber_100g\tsalt_100g\n1\tApple\t2.4\t300\n2\t\t\t\n")
        let result = try CommandRunner.run("index-builder", ["--input", input, "--output", directory.file("i"), "--json"])
        #expect(result.status == 0)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(summary["products"] as? Int == 1)
        #expect((summary["nutrients"] as? [String: Int]) == ["fiber": 1], "300 g of salt per 100 g is not believed")
        #expect(summary["nutrients_dropped"] as? Int == 1)
        #expect((summary["skipped"] as? [String: Int])?["no product name"] == 1)
        #expect(try CommandRunner.run("index-builder", ["--output", directory.file("i")]).status == 64)
        let missing = try CommandRunner.run("index-builder", ["--input", directory.file("none"), "--output", directory.file("i")])
        #expect(missing.status == 66)
        #expect(missing.stderr.hasPrefix("index-builder: cannot open input"))
        let stdin = try CommandRunner.run("index-builder", ["--input", "-", "--output", directory.file("j"), "-q"],
                                          stdin: Data("code\tproduct_name\n9\tPear\n".utf8))
        #expect(stdin.status == 0)
        #expect(stdin.stdout.contains("1 "))
    }
}
