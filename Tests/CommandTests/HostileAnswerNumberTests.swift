import Foundation
import FoodlogSupport
import Testing
import TestSupport

/// Absurd numbers in the answers foodlog reads from servers, each in its real wire format and served
/// by the loopback server, through the real binaries (`foodlog` hands these commands to
/// `foodlog-net`): an Open Food Facts field out of range is left out with one notice; a model's
/// meal or recipe answer out of range is refused with one error line; nothing traps.
@Suite(.enabled(if: Executables.built, "needs the built foodlog and foodlog-net executables (swift build)"),
       .enabled(if: SharedData.directory != nil, "needs ../shared (real Open Food Facts and provider answers)"))
struct HostileAnswerNumberTests {
    // MARK: Open Food Facts

    /// The real answer for 3029330003533 with `changes` applied to `product` (dotted keys reach
    /// into `nutriments`); a value written `#RAW#` is put into the JSON text as it is, so 20-digit
    /// integers and 1e300 arrive exactly as a server would send them.
    static func offAnswer(_ changes: [String: String]) throws -> LoopbackHTTPServer.Response {
        let path = try #require(SharedData.file("data/off-api/3029330003533.json"))
        let data = try #require(FileManager.default.contents(atPath: path))
        var top = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var product = try #require(top["product"] as? [String: Any])
        var nutriments = try #require(product["nutriments"] as? [String: Any])
        var raw: [String: String] = [:]
        for (key, value) in changes {
            let marker = "#RAW\(raw.count)#"
            raw[marker] = value
            if key.hasPrefix("nutriments.") { nutriments[String(key.dropFirst(11))] = marker } else { product[key] = marker }
        }
        product["nutriments"] = nutriments
        top["product"] = product
        var text = String(decoding: try JSONSerialization.data(withJSONObject: top), as: UTF8.self)
        for (marker, value) in raw { text = text.replacingOccurrences(of: "\"\(marker)\"", with: value) }
        return .json(200, text)
    }

    @Test func productLeavesOutEveryAbsurdFieldWithOneNotice() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(try Self.offAnswer([
            "nutriments.proteins_100g": "1e300", "nutriments.fat_100g": "\"-1e15\"",
            "nutriments.carbohydrates_100g": "12345678901234567890", "nova_group": "12345678901234567890",
            "serving_quantity": "\"inf\"", "nutriments.energy-kcal_serving": "1e300", "nutriments.proteins_serving": "\"NaN\"",
            "nutriments.fat_serving": "\"0x10\"",
        ]))
        let home = Home()
        defer { home.directory.remove() }
        let result = try CommandRunner.run("foodlog", ["product", "3029330003533", "--json"], environment: home.environment(server))
        #expect(result.status == 0)
        #expect(result.stderr == "foodlog: note: Open Food Facts data for 3029330003533: left out proteins per 100 g 1e+300 is out of range (0 to 100 g); left out carbohydrates per 100 g 1.2345678901234567e+19 is out of range (0 to 100 g); left out fat per 100 g -1000000000000000.0 is out of range (0 to 100 g); left out kcal per serving 1e+300 is out of range (0 to 20000 kcal); left out NOVA group 1.2345678901234567e+19 is out of range (1 to 4)\n")
        let json = try JSONParser.parse(result.stdout.trimmingCharacters(in: .newlines))
        #expect(json["per_100"]?["kcal"]?.doubleValue == 246)
        #expect(json["per_100"]?["protein"]?.isNull == true && json["per_100"]?["fat"]?.isNull == true
                && json["per_100"]?["carbs"]?.isNull == true)
        #expect(json["nova_group"]?.isNull == true && json["serving_grams"]?.isNull == true)
        // kcal per serving falls back to the (plausible) kJ per serving; "NaN" and "0x10" are not numbers.
        #expect(json["per_serving"]?["kcal"]?.doubleValue == 150.8 && json["per_serving"]?["fat"]?.isNull == true
                && json["per_serving"]?["protein"]?.isNull == true)
        #expect(json["usable"]?.boolValue == true)

        // The sheet renders too, from the cache now.
        let sheet = try CommandRunner.run("foodlog", ["product", "3029330003533"], environment: home.environment(server))
        #expect(sheet.status == 0 && sheet.stdout.contains("246"))
    }

    @Test func productWithoutAPlausibleEnergyCannotBeLogged() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(try Self.offAnswer(["nutriments.energy-kcal_100g": "-1e15", "nutriments.energy-kj_100g": "1e300",
                                           "nutriments.energy_100g": "1e300"]))
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment(server)
        let result = try CommandRunner.run("foodlog", ["add", "--barcode", "3029330003533", "--grams", "60"], environment: env)
        #expect(result.status == 65 && result.stdout.isEmpty)
        #expect(result.stderr == "foodlog: note: Open Food Facts data for 3029330003533: left out kcal per 100 g -1000000000000000.0 is out of range (0 to 900 kcal); left out kcal per 100 g (from kJ) 2.390057361376673e+299 is out of range (0 to 900 kcal)\n"
                + "foodlog: Jacquet Crousti Moelleux Complet Sans Sucre Ajouté 730gr (3029330003533) has no usable nutrition facts on Open Food Facts; log it with the label's numbers: foodlog add \"Jacquet Crousti Moelleux Complet Sans Sucre Ajouté 730gr\" --kcal N\n")
        #expect(!FileManager.default.fileExists(atPath: home.directory.file("data/foodlog/journal")))
    }

    @Test func addByBarcodeLogsThePlausibleNumbersOnly() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(try Self.offAnswer(["nutriments.proteins_100g": "1e300", "serving_quantity": "-1e15"]))
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment(server)
        let result = try CommandRunner.run("foodlog", ["add", "--barcode", "3029330003533", "--grams", "100", "--date", "2026-11-19", "--json"],
                                           environment: env)
        #expect(result.status == 0)
        #expect(result.stderr == "foodlog: note: Open Food Facts data for 3029330003533: left out proteins per 100 g 1e+300 is out of range (0 to 100 g); left out serving size -1000000000000000.0 is out of range (0.1 to 10000 g)\n")
        let entries = try home.entries(on: "2026-11-19", env)
        #expect(entries.count == 1 && entries.first?["kcal"]?.doubleValue == 246 && entries.first?["protein"]?.isNull == true)
        #expect(entries.first?["fat"]?.doubleValue == 3.4)
    }

    // MARK: AI providers

    static let hostileMeal = """
    {"title":"Absurd","items":[{"name":"chicken","grams":150,"calories":1e300,"protein":46.5,"carbs":0,"fat":5.4,"confidence":0.9,"source":"estimate","matched_id":null}],"total":{"calories":1e300,"protein":46.5,"carbs":0,"fat":5.4},"confidence":0.9}
    """

    /// A fixture with the model's text at `path` replaced by `answer`.
    static func wrapped(_ fixture: String, at path: [Any], _ answer: String) throws -> LoopbackHTTPServer.Response {
        let file = try #require(SharedData.file("reference/fixtures/" + fixture))
        let data = try #require(FileManager.default.contents(atPath: file))
        let json = try JSONParser.parse([UInt8](data))
        return .json(200, json.replacing(path, with: .string(answer)).rendered())
    }

    static func providerAnswer(_ provider: String, _ answer: String) throws -> LoopbackHTTPServer.Response {
        switch provider {
        case "anthropic": return try wrapped("anthropic/messages_structured_output_response_sdk_recorded.json", at: ["content", 0, "text"], answer)
        case "gemini": return try wrapped("gemini/googleai_unary-success-thinking-reply-thought-summary.json",
                                          at: ["candidates", 0, "content", "parts", 1, "text"], answer)
        default: return try wrapped("openai/chat_completion_json_schema_sdk_recorded.json", at: ["choices", 0, "message", "content"], answer)
        }
    }

    static func providerEnvironment(_ home: Home, _ server: LoopbackHTTPServer, _ provider: String) -> [String: String] {
        home.environment(server, ["FOODLOG_PROVIDERS": provider, "OPENAI_API_KEY": testKey, "ANTHROPIC_API_KEY": testKey,
                                  "GEMINI_API_KEY": testKey, "FOODLOG_ANTHROPIC_BASE_URL": server.baseURL,
                                  "FOODLOG_GEMINI_BASE_URL": server.baseURL, "FOODLOG_OPENAI_BASE_URL": server.baseURL + "/v1"])
    }

    @Test(arguments: ["openai", "anthropic", "gemini"])
    func estimateRefusesAMealOfAbsurdNumbers(_ provider: String) throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        for _ in 0..<4 { server.enqueue(try Self.providerAnswer(provider, Self.hostileMeal)) }
        let home = Home()
        defer { home.directory.remove() }
        let env = Self.providerEnvironment(home, server, provider)
        let result = try CommandRunner.run("foodlog", ["estimate", "150 g chicken", "--log", "--date", "2026-11-19"], environment: env)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "foodlog: \(provider): items[0].calories 1e+300 is out of range (0 to 20000 kcal) after 3 tries\n")
        #expect(!FileManager.default.fileExists(atPath: home.directory.file("data/foodlog/journal")))
        #expect(!result.stderr.contains(testKey))
    }

    @Test func snapRefusesNegativeAndTwentyDigitNumbers() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let answer = Self.hostileMeal.replacingOccurrences(of: "\"calories\":1e300,\"protein\":46.5", with: "\"calories\":248,\"protein\":12345678901234567890")
        for _ in 0..<4 { server.enqueue(try Self.providerAnswer("openai", answer)) }
        let home = Home()
        defer { home.directory.remove() }
        let photo = home.directory.writeBytes("meal.photo", jpegBytes)
        let result = try CommandRunner.run("foodlog", ["snap", photo, "--json"], environment: Self.providerEnvironment(home, server, "openai"))
        #expect(result.status == 65 && result.stdout.isEmpty)
        #expect(result.stderr == "foodlog: openai: items[0].protein 1.2345678901234567e+19 is out of range (0 to 2000 g) after 3 tries\n")
    }

    // MARK: Recipes

    static func recipeAnswer(ingredient: String) -> String {
        #"{"name":"Spinach omelette","duration_minutes":20,"difficulty":"easy","servings":2,"ingredients":["#
            + #"{"name":"eggs","quantity":4,"unit":"piece","grams":200,"kcal":286,"protein":25,"carbs":1.4,"fat":19},"#
            + ingredient + #"],"steps":["Whisk the eggs.","Wilt the spinach.","Cook until set."]}"#
    }

    @Test(arguments: [
        (#"{"name":"spinach","quantity":100,"unit":"g","grams":100,"kcal":1e300,"protein":2.9,"carbs":3.6,"fat":0.4}"#,
         "openai: recipe unusable: ingredients[1].kcal is 1e+300; expected 0 to 20000 after 3 tries"),
        (#"{"name":"spinach","quantity":12345678901234567890,"unit":"g","grams":100,"kcal":23,"protein":2.9,"carbs":3.6,"fat":0.4}"#,
         "openai: recipe unusable: ingredients[1].quantity is 1.2345678901234567e+19; expected at most 10000 after 3 tries"),
    ])
    func recipeRefusesAbsurdIngredientNumbers(_ ingredient: String, _ problem: String) throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        for _ in 0..<6 { server.enqueue(try Self.providerAnswer("openai", Self.recipeAnswer(ingredient: ingredient))) }
        let home = Home()
        defer { home.directory.remove() }
        let result = try CommandRunner.run("foodlog", ["recipe", "eggs", "spinach"], environment: Self.providerEnvironment(home, server, "openai"))
        #expect(result.status == 65 && result.stdout.isEmpty)
        #expect(result.stderr == "foodlog: " + problem + "\n")
    }
}

extension JSONValue {
    /// A copy with the value at `path` (object keys and array indices) replaced.
    func replacing(_ path: [Any], with newValue: JSONValue) -> JSONValue {
        guard let first = path.first else { return newValue }
        let rest = Array(path.dropFirst())
        switch (self, first) {
        case (.object(let members), let key as String):
            return .object(members.map { $0.0 == key ? ($0.0, $0.1.replacing(rest, with: newValue)) : $0 })
        case (.array(let items), let index as Int):
            var copy = items
            if copy.indices.contains(index) { copy[index] = copy[index].replacing(rest, with: newValue) }
            return .array(copy)
        default:
            return self
        }
    }
}
