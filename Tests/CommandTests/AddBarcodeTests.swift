import FoodlogSupport
import AIAnalysis
import Foundation
import Testing
import TestSupport

/// `foodlog add --barcode`: the local index first (no network, no hand-off), then Open Food Facts
/// through `foodlog-net`.
@Suite struct AddBarcodeTests {
    @Test(.enabled(if: Executables.built, "needs the built executables (swift build)"))
    func aBarcodeInTheLocalIndexIsLoggedWithoutTheNetwork() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let home = Home()
        defer { home.directory.remove() }
        try home.buildIndex()
        let env = home.environment(server)
        let added = try CommandRunner.run("foodlog", ["add", "--barcode", "3017620422003", "--grams", "30", "--date", "2026-11-20",
                                                       "--meal", "snack", "--json"], environment: env)
        #expect(added.status == 0 && added.stderr.isEmpty)
        let entry = try #require(try JSONParser.parse(added.stdout.trimmingCharacters(in: .newlines))[0])
        #expect(entry["name"]?.stringValue == "Ferrero Nutella")
        #expect(entry["source"]?.stringValue == "barcode" && entry["ref"]?.stringValue == "3017620422003")
        #expect(entry["grams"]?.doubleValue == 30 && entry["kcal"]?.doubleValue == 161.7 && entry["fat"]?.doubleValue == 9.3)
        // One serving by default (15 g), found by its UPC-style padded form.
        let serving = try CommandRunner.run("foodlog", ["add", "--barcode", "03017620422003", "--date", "2026-11-20", "--json"], environment: env)
        #expect(serving.status == 0)
        let second = try #require(try JSONParser.parse(serving.stdout.trimmingCharacters(in: .newlines))[0])
        #expect(second["grams"]?.doubleValue == 15 && second["servings"]?.doubleValue == 1)
        #expect(abs((second["kcal"]?.doubleValue ?? 0) - 80.85) < 0.06)
        #expect(server.requests.isEmpty)
        #expect(try home.entries(on: "2026-11-20", env).count == 2)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func anUnknownBarcodeIsFetchedFromOpenFoodFactsAndLogged() throws {
        let answer = try #require(offAnswer("data/off-api/3029330003533.json"))
        let missing = try #require(offAnswer("data/off-api/not-found-12345678.json", status: 404))
        let bare = try #require(offAnswer("reference/fixtures/openfoodfacts/v2_product_specific_fields_server_test.json"))
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(answer, missing, bare)
        let home = Home()
        defer { home.directory.remove() }
        try home.buildIndex()
        let env = home.environment(server)
        let added = try CommandRunner.run("foodlog", ["add", "--barcode", "3029330003533", "--servings", "2", "--date", "2026-11-21"],
                                          environment: env)
        #expect(added.status == 0)
        #expect(added.stdout.hasPrefix("logged "))
        #expect(added.stdout.contains("Jacquet Crousti Moelleux Complet Sans Sucre Ajouté 730gr"))
        #expect(added.stdout.contains("2 servings (121.6 g)") && added.stdout.contains("299 kcal"))
        let logged = try home.entries(on: "2026-11-21", env)
        #expect(logged.count == 1 && logged.first?["source"]?.stringValue == "barcode")
        #expect(logged.first?["ref"]?.stringValue == "3029330003533")
        #expect(server.requests.first?.path.hasPrefix("/api/v2/product/3029330003533.json") == true)

        let notFound = try CommandRunner.run("foodlog", ["add", "--barcode", "12345678", "--grams", "50"], environment: env)
        #expect(notFound.status == 66 && notFound.stderr.hasPrefix("foodlog: no product with barcode 12345678 on Open Food Facts"))
        let noNutrition = try CommandRunner.run("foodlog", ["add", "--barcode", "200000000034", "--grams", "50"], environment: env)
        #expect(noNutrition.status == 65 && noNutrition.stderr.contains("has no usable nutrition facts"))
        #expect(server.requests.count == 3)
        #expect(try home.entries(on: "today", env).isEmpty)

        // Offline now, but the product is cached: still logged.
        server.stop()
        let offline = try CommandRunner.run("foodlog", ["add", "--barcode", "3029330003533", "--grams", "60", "--date", "2026-11-21"],
                                            environment: env)
        #expect(offline.status == 0)
        #expect(try home.entries(on: "2026-11-21", env).count == 2)
    }

    @Test(.enabled(if: Executables.built, "needs the built executables (swift build)"))
    func badUsesOfBarcodeAreUsageErrors() throws {
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment()
        let letters = try CommandRunner.run("foodlog", ["add", "--barcode", "30176204x"], environment: env)
        #expect(letters.status == 64 && letters.stderr.hasPrefix("foodlog: '30176204x' is not a barcode"))
        let both = try CommandRunner.run("foodlog", ["add", "--barcode", "3017620422003", "--kcal", "100"], environment: env)
        #expect(both.status == 64)
        let words = try CommandRunner.run("foodlog", ["add", "nutella", "--barcode", "3017620422003"], environment: env)
        #expect(words.status == 64)
    }
}
