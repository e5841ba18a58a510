import FoodlogSupport
import AIAnalysis
import Foundation
import Testing
import TestSupport

/// `foodlog product` through the binaries (`foodlog` hands it to `foodlog-net`) against a loopback
/// server serving the real Open Food Facts answers.
@Suite struct ProductCommandTests {
    @Test(.enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func jsonFromTheAPIThenFromTheCacheWithTheServerGone() throws {
        let answer = try #require(offAnswer("data/off-api/3029330003533.json"))
        let server = try LoopbackHTTPServer()
        server.enqueue(answer)
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment(server, ["FOODLOG_OFF_CONTACT": "me@example.org"])
        let first = try CommandRunner.run("foodlog", ["product", "3029330003533", "--json"], environment: env)
        #expect(first.status == 0 && first.stderr.isEmpty)
        let json = try JSONParser.parse(first.stdout.trimmingCharacters(in: .newlines))
        #expect(json.objectValue?.map(\.0) == ["code", "name", "brand", "quantity", "serving_size", "serving_grams", "nutrition_per",
                                              "per_100", "kcal_from_kj", "per_serving", "nutriscore", "nova_group", "categories",
                                              "allergens", "ingredients", "usable", "source", "cache_age_seconds"])
        #expect(json["name"]?.stringValue == "Crousti Moelleux Complet Sans Sucre Ajouté 730gr")
        #expect(json["per_100"]?["kcal"]?.doubleValue == 246 && json["per_serving"]?["kcal"]?.doubleValue == 150)
        #expect(json["source"]?.stringValue == "open_food_facts" && json["usable"]?.boolValue == true)
        #expect(server.requests.first?.header("User-Agent") == "foodlog/0.1.0 (me@example.org)")
        server.stop()

        // Offline: the UPC-style form of the same code, answered from the cache.
        let second = try CommandRunner.run("foodlog", ["product", "03029330003533", "--json"], environment: env)
        #expect(second.status == 0)
        let cached = try JSONParser.parse(second.stdout.trimmingCharacters(in: .newlines))
        #expect(cached["source"]?.stringValue == "cache" && cached["per_100"]?["kcal"]?.doubleValue == 246)

        let sheet = try CommandRunner.run("foodlog", ["product", "3029330003533"], environment: env)
        #expect(sheet.status == 0)
        let lines = sheet.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Jacquet Crousti Moelleux Complet Sans Sucre Ajouté 730gr")
        // The nutrition label (the one 'foodlog show' prints): per 100 g and per serving, one row each.
        #expect(lines.contains { $0.contains("per 100 g") && $0.contains("per serving") })
        #expect(lines.contains { $0.hasPrefix("  Energy") && $0.contains("246 kcal") && $0.contains("150 kcal") })
        #expect(lines.contains { $0.contains(" 9.5 g") })
        #expect(lines.filter { $0.hasPrefix("  ") }.allSatisfy { $0.count <= 80 })
        #expect(lines.last?.hasPrefix("Source: Open Food Facts, cached") == true)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func notFoundNoNutritionAndBadCodesHaveTheirOwnExitCodes() throws {
        let missing = try #require(offAnswer("data/off-api/not-found-12345678.json", status: 404))
        let bare = try #require(offAnswer("reference/fixtures/openfoodfacts/v2_product_specific_fields_server_test.json"))
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(missing, bare)
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment(server)
        let notFound = try CommandRunner.run("foodlog", ["product", "12345678"], environment: env)
        #expect(notFound.status == 66 && notFound.stdout.isEmpty)
        #expect(notFound.stderr == "foodlog: no product with barcode 12345678 on Open Food Facts; check the digits, or log it with numbers: foodlog add \"NAME\" --kcal N\n")

        let noNutrition = try CommandRunner.run("foodlog", ["product", "0200000000034", "--json"], environment: env)
        #expect(noNutrition.status == 65)
        #expect(noNutrition.stderr == "foodlog: Some product (0200000000034) has no usable nutrition facts on Open Food Facts; log it with the label's numbers: foodlog add \"Some product\" --kcal N\n")
        let json = try JSONParser.parse(noNutrition.stdout.trimmingCharacters(in: .newlines))
        #expect(json["usable"]?.boolValue == false && json["per_100"]?["kcal"]?.isNull == true)

        let bad = try CommandRunner.run("foodlog", ["product", "12ab5678"], environment: env)
        #expect(bad.status == 64 && bad.stderr.hasPrefix("foodlog: '12ab5678' is not a barcode"))
        #expect(server.requests.count == 2)
    }

    @Test(.enabled(if: Executables.built, "needs the built executables (swift build)"))
    func offlineFallsBackToTheLocalIndexOrSaysItCannotReachTheServer() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(.json(503, "<html>busy</html>"), .drop)
        let home = Home()
        defer { home.directory.remove() }
        try home.buildIndex()
        let env = home.environment(server)
        let local = try CommandRunner.run("foodlog", ["product", "3017620422003", "--json"], environment: env)
        #expect(local.status == 0)
        #expect(local.stderr == "foodlog: note: cannot reach Open Food Facts (HTTP 503, server busy or down); showing what the local index holds\n")
        let json = try JSONParser.parse(local.stdout.trimmingCharacters(in: .newlines))
        #expect(json["source"]?.stringValue == "local_index" && json["name"]?.stringValue == "Nutella")
        #expect(json["per_100"]?["kcal"]?.doubleValue == 539)

        let nowhere = try CommandRunner.run("foodlog", ["product", "5449000011527"], environment: env)
        #expect(nowhere.status == 69 && nowhere.stdout.isEmpty)
        #expect(nowhere.stderr.hasPrefix("foodlog: cannot reach Open Food Facts ("))
        #expect(nowhere.stderr.hasSuffix("and the product is not in the local index or cache; try again when online\n"))
        #expect(nowhere.stderr.split(separator: "\n").count == 1)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func aCodeOpenFoodFactsDoesNotKnowIsShownFromTheLocalIndex() throws {
        let missing = try #require(offAnswer("data/off-api/not-found-12345678.json", status: 404))
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(missing)
        let home = Home()
        defer { home.directory.remove() }
        try home.buildIndex()
        let result = try CommandRunner.run("foodlog", ["product", "4000000000001"], environment: home.environment(server))
        #expect(result.status == 0)
        #expect(result.stderr == "foodlog: note: Open Food Facts does not know 4000000000001; showing what the local index holds\n")
        #expect(result.stdout.hasPrefix("Mill Plain oats\n"))
        #expect(result.stdout.hasSuffix("Source: the local product index\n"))
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func theReadLimitHoldsAcrossProcesses() throws {
        let answer = try #require(offAnswer("data/off-api/5449000011527.json"))
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(answer)
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment(server, ["FOODLOG_OFF_READS_PER_MINUTE": "1"])
        #expect(try CommandRunner.run("foodlog", ["product", "5449000011527"], environment: env).status == 0)
        let limited = try CommandRunner.run("foodlog", ["product", "3029330003533"], environment: env)
        #expect(limited.status == 75)
        #expect(limited.stderr.hasPrefix("foodlog: Open Food Facts allows 1 product read a minute and that many were made; try again in "))
        #expect(server.requests.count == 1)
    }
}
