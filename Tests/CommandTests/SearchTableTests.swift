import Foundation
import Testing
import TestSupport

/// How `foodlog search` lays out its table, run as a user runs it: identical products on one line,
/// no empty brand column, and energy that cannot be per 100 g flagged.
@Suite(.enabled(if: Executables.isBuilt("foodlog", "index-builder"), "needs the built foodlog and index-builder (swift build)"))
struct SearchTableTests {
    let home = TemporaryDirectory("foodlog-table")

    func index(_ rows: [String]) throws -> String {
        let header = "code\tproduct_name\tbrands\tenergy-kcal_100g\tproteins_100g\tcarbohydrates_100g\tfat_100g"
        let input = home.write("rows.tsv", ([header] + rows).joined(separator: "\n") + "\n")
        let output = home.file("index")
        let built = try CommandRunner.run("index-builder", ["--input", input, "--output", output, "--quiet"])
        #expect(built.status == 0, "\(built.stderr)")
        return output
    }

    @Test func identicalProductsShareOneLine() throws {
        defer { home.remove() }
        let rows = (0..<4).map { "1000000\($0)\tPotato Skins\tFar Nature\t214\t6.1\t16.7\t13.6" }
            + ["20000001\tPotato Skins\tFar Nature\t253\t9.1\t16.7\t16.7", "20000002\tPotato wedges\t\t150\t2\t20\t7"]
        let result = try CommandRunner.run("foodlog", ["search", "potato", "skins", "--index", try index(rows)],
                                           environment: ["HOME": home.path])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("Potato Skins") }.count == 2, "\(lines)")
        #expect(lines[1].contains("(+3 same)"), "\(lines)")
        #expect(lines[0].contains("brand"))
        #expect(lines[1].contains("Far Nature"))
    }

    @Test func anEmptyBrandColumnIsLeftOut() throws {
        defer { home.remove() }
        let result = try CommandRunner.run("foodlog", ["search", "banana", "-n", "3"], environment: ["HOME": home.path])
        #expect(result.status == 0)
        let header = try #require(result.stdout.split(separator: "\n").first)
        #expect(!header.contains("brand"), "\(header)")
        #expect(!result.stdout.contains("(generic)"))
        #expect(result.stdout.contains("Banana, raw"))
    }

    @Test func kcalThatDisagreeWithTheMacrosAreFlagged() throws {
        defer { home.remove() }
        let rows = ["30000001\tCola bottle 24 fl oz\tFizz\t280\t0\t11\t0", "30000002\tCola can\tFizz\t42\t0\t10.6\t0",
                    "30000003\tCola vodka mix\tFizz\t180\t0\t10\t0"]
        let where_ = try index(rows)
        let table = try CommandRunner.run("foodlog", ["search", "cola", "--index", where_], environment: ["HOME": home.path])
        let lines = table.stdout.split(separator: "\n").map(String.init)
        let bottle = try #require(lines.first { $0.contains("Cola bottle") })
        #expect(bottle.contains("280?"), "\(bottle)")
        #expect(!(lines.first { $0.contains("Cola can") } ?? "?").contains("?"))
        #expect(!(lines.first { $0.contains("vodka") } ?? "?").contains("180?"), "alcohol has energy no macro holds")
        #expect(lines.last?.hasPrefix("? kcal disagree with protein, carbs and fat") == true, "\(lines)")
        let json = try CommandRunner.run("foodlog", ["search", "cola", "bottle", "--json", "-n", "1", "--index", where_],
                                         environment: ["HOME": home.path])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.first?["kcal_mismatch"] as? Bool == true)
    }
}
