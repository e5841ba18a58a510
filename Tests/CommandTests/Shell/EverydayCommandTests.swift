import Foundation
import FoodlogSupport
import Testing
import TestSupport

/// The small things a daily user trips over, run through the built binary on the embedded index.
@Suite(.enabled(if: Executables.built, "needs the built foodlog and foodlog-net (swift build)"))
struct EverydayCommandTests {
    let home = Home()

    func run(_ words: [String], stdin: String? = nil) throws -> CommandRunner.Result {
        try CommandRunner.run("foodlog", words, environment: home.environment(), stdin: stdin.map { Data($0.utf8) })
    }

    @Test func mealNamesIgnoreCase() throws {
        defer { home.directory.remove() }
        let result = try run(["add", "protein bar", "--kcal", "210", "--meal", "Breakfast", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"meal\":\"breakfast\""))
        let wrong = try run(["add", "protein bar", "--kcal", "210", "--meal", "Brunch"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr == "foodlog: invalid value 'Brunch' for '--meal': expected one of breakfast, lunch, dinner, snack\n")
    }

    @Test func favoritesMatchByTheStartOfTheirName() throws {
        defer { home.directory.remove() }
        #expect(try run(["fav", "add", "protein", "shake", "--kcal", "180"]).status == 0)
        #expect(try run(["fav", "add", "protein", "shaker", "bottle", "--kcal", "1"]).status == 0)
        #expect(try run(["fav", "add", "oat", "milk", "--kcal", "120"]).status == 0)
        let unique = try run(["add", "--fav", "oat", "--json"])
        #expect(unique.status == 0, "\(unique.stderr)")
        #expect(unique.stdout.contains("\"name\":\"oat milk\""))
        let exact = try run(["add", "--fav", "Protein Shake", "--json"])
        #expect(exact.stdout.contains("\"name\":\"protein shake\""), "an exact name wins over a longer one it prefixes")
        let ambiguous = try run(["add", "--fav", "protein sh"])
        #expect(ambiguous.status == 65)
        #expect(ambiguous.stderr == "foodlog: favorite 'protein sh' matches 2 favorites ('protein shake', 'protein shaker bottle'); give more of the name\n")
        #expect(ambiguous.stdout == "")
        let none = try run(["add", "--fav", "tea"])
        #expect(none.status == 65)
        #expect(none.stderr == "foodlog: no favorite named 'tea'; 'foodlog fav list' shows them\n")
    }

    @Test func exportJSONIsFormatJSON() throws {
        defer { home.directory.remove() }
        #expect(try run(["add", "protein bar", "--kcal", "210"]).status == 0)
        let alias = try run(["export", "--from", "today", "--json"])
        let long = try run(["export", "--from", "today", "--format", "json"])
        #expect(alias.status == 0)
        #expect(alias.stdout == long.stdout)
        #expect(alias.stdout.hasPrefix("{\"from\":"))
        let clash = try run(["export", "--from", "today", "--json", "--format", "csv"])
        #expect(clash.status == 64)
        #expect(clash.stderr == "foodlog: '--json' and '--format csv' cannot be used together; choose one\n")
    }

    @Test func todayFitsEightyColumns() throws {
        defer { home.directory.remove() }
        #expect(try run(["goal", "set", "--kcal", "2000", "--protein", "150", "--carbs", "250", "--fat", "70"]).status == 0)
        #expect(try run(["add", "2 eggs, 150g chicken breast and a cup of rice", "--meal", "lunch"]).status == 0)
        #expect(try run(["add", "an extraordinarily long homemade dish name that goes on and on", "--kcal", "12345",
                         "--protein", "1234.5", "--carbs", "1234.5", "--fat", "999.9", "--meal", "dinner"]).status == 0)
        let today = try run(["today"])
        #expect(today.status == 0)
        let lines = today.stdout.split(separator: "\n")
        #expect(lines.count > 8)
        for line in lines { #expect(line.count <= 80, "\(line.count): \(line)") }
        #expect(today.stdout.contains("Chicken breast"))
        #expect(today.stdout.contains("\nLunch\n") && today.stdout.contains("\nDinner\n"))
    }

    @Test func searchWithoutResultsExitsOneInBothModes() throws {
        defer { home.directory.remove() }
        let text = try run(["search", "xyzzyqwv"])
        let json = try run(["search", "xyzzyqwv", "--json"])
        #expect(text.status == 1)
        #expect(json.status == 1)
        #expect(json.stdout == "[]\n")
        #expect(text.stdout == "")
        #expect(json.stderr == "foodlog: no products match 'xyzzyqwv'; try fewer or different words\n")
        #expect(text.stderr == json.stderr)
        #expect(try run(["search", "banana", "--json", "-n", "1"]).status == 0)
    }

    @Test func addReadsThePhraseFromStandardInput() throws {
        defer { home.directory.remove() }
        let result = try run(["add", "-", "--json"], stdin: "a banana\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"name\":\"Banana, raw\""))
        let huge = try run(["add", "-"], stdin: String(repeating: "banana ", count: 1000))
        #expect(huge.status == 64)
        #expect(huge.stderr.hasPrefix("foodlog: standard input holds more than 4096 bytes;"))
        let empty = try run(["add", "-"], stdin: "")
        #expect(empty.status == 64)
        #expect(empty.stderr.hasPrefix("foodlog: missing what you ate"))
        let log = try run(["log", "--json"])
        #expect(!log.stdout.contains("banana banana"), "nothing logged from the refused input")
    }
}
