import AIAnalysis
import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import Recipes

/// The commands as separate processes against the loopback provider: output, exit codes,
/// storage shared between processes, the cache across runs, logging to the journal.
@Suite("recipe commands as processes", .serialized)
struct RecipeCLITests {
    /// A loopback OpenAI that answers receipt requests with a receipt and everything else with a recipe.
    static func server() throws -> LoopbackHTTPServer? {
        guard let recipe = ProviderFixtures.openAI(RecipeFixtures.recipeText),
              let receipt = ProviderFixtures.openAI(RecipeLoopbackTests.receipt) else { return nil }
        return try LoopbackHTTPServer { request in
            request.bodyText.contains(RecipeSchemas.receiptName) ? receipt : recipe
        }
    }

    static func cli(_ name: String = "foodlog-net", server: LoopbackHTTPServer, home: TemporaryDirectory) -> CLIProcess? {
        guard let path = CLIProcess.path(name) else { return nil }
        return CLIProcess(executable: path, environment: [
            "HOME": home.path, "PATH": "/usr/bin:/bin",
            "XDG_DATA_HOME": home.path + "/data", "XDG_CONFIG_HOME": home.path + "/config", "XDG_CACHE_HOME": home.path + "/cache",
            "FOODLOG_PROVIDERS": "openai", "FOODLOG_OPENAI_BASE_URL": server.baseURL + "/v1",
            "OPENAI_API_KEY": ProviderFixtures.key, "TZ": "UTC",
        ])
    }

    func json(_ text: String) throws -> JSONValue { try JSONParser.parse(text) }

    @Test("recipe --json prints one object, saves it, and leaks no key; foodlog hands it to foodlog-net",
          .enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func listFlow() throws {
        let server = try #require(try Self.server())
        defer { server.stop() }
        let home = TemporaryDirectory("foodlog-recipes")
        defer { home.remove() }
        let cli = try #require(Self.cli("foodlog", server: server, home: home))
        let result = try cli.run(["recipe", "eggs", "spinach", "feta", "--allergy", "nuts", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let object = try json(result.stdout)
        #expect(object["name"]?.stringValue == "Spinach and feta omelette")
        #expect(object["allergies_checked"] == .array([.string("nuts")]))
        #expect(object["saved"] == .bool(true))
        #expect(object["steps"]?[0]?["number"] == .integer(1))
        #expect(object["nutrition_per_serving"]?["estimated"] != nil)
        // "4 piece" eggs are weighed through the journal's household measures (50 g each, USDA SR28).
        #expect(object["ingredients"]?[0]?["weight_source"]?.stringValue == "household_measure")
        #expect(object["ingredients"]?[0]?["grams"] == .integer(200))
        #expect(!result.stdout.contains(ProviderFixtures.key))
        let id = try #require(object["id"]?.stringValue)
        #expect(FileManager.default.fileExists(atPath: home.path + "/data/foodlog/recipes/\(id).json"))
    }

    @Test("recipes written by concurrent processes are all kept, listed newest first, shown and removed from others",
          .enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func storageAcrossProcesses() throws {
        let server = try #require(try Self.server())
        defer { server.stop() }
        let home = TemporaryDirectory("foodlog-recipes")
        defer { home.remove() }
        let cli = try #require(Self.cli(server: server, home: home))
        let running = try (0..<4).map { index in
            try cli.start(["recipe", "eggs", "food \(index)", "--no-cache", "--json"])
        }
        let results = try running.map { try $0.wait() }
        #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.stderr))")
        let made = try results.map { try #require(try json($0.stdout)["id"]?.stringValue) }
        #expect(Set(made).count == 4)

        let listed = try cli.run(["recipes", "--json"])
        #expect(listed.status == 0)
        guard case .array(let items) = try json(listed.stdout) else { Issue.record("not an array"); return }
        #expect(Set(items.compactMap { $0["id"]?.stringValue }) == Set(made))
        let times = items.compactMap { $0["created_at"]?.stringValue }
        #expect(times == times.sorted(by: >))

        let shown = try cli.run(["recipes", "show", made[0], "--json"])
        #expect(try json(shown.stdout)["id"]?.stringValue == made[0])
        let removed = try cli.run(["recipes", "rm", made[0]])
        #expect(removed.stdout == "Removed \(made[0]) (Spinach and feta omelette).\n")
        let again = try cli.run(["recipes", "show", made[0]])
        #expect(again.status == 66)
        #expect(again.stderr == "foodlog: no recipe with id '\(made[0])'; 'foodlog recipes' lists them\n")
    }

    @Test("the same receipt photo twice calls the provider once per request, ever",
          .enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func receiptFromStandardInputTwice() throws {
        let server = try #require(try Self.server())
        defer { server.stop() }
        let home = TemporaryDirectory("foodlog-recipes")
        defer { home.remove() }
        let cli = try #require(Self.cli(server: server, home: home))
        let first = try cli.run(["recipe", "--receipt", "-", "--json"], stdin: ProviderFixtures.receiptPhoto)
        #expect(first.status == 0, "\(first.stderr)")
        let object = try json(first.stdout)
        #expect(object["source"]?.stringValue == "receipt")
        #expect(object["receipt_items"]?[0]?["name"]?.stringValue == "eggs")
        #expect(object["kitchen"] == .array([.string("eggs"), .string("baby spinach"), .string("feta")]))
        #expect(server.requests.count == 2)
        let second = try cli.run(["recipe", "--receipt", "-", "--json"], stdin: ProviderFixtures.receiptPhoto)
        #expect(second.status == 0)
        #expect(try json(second.stdout)["cached"] == .bool(true))
        #expect(server.requests.count == 2)
    }

    @Test("recipes log adds the servings' nutrition to the journal",
          .enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func logToJournal() throws {
        let server = try #require(try Self.server())
        defer { server.stop() }
        let home = TemporaryDirectory("foodlog-recipes")
        defer { home.remove() }
        let cli = try #require(Self.cli(server: server, home: home))
        let made = try json(try cli.run(["recipe", "eggs", "--json"]).stdout)
        let id = try #require(made["id"]?.stringValue)
        let perServing = try #require(made["nutrition_per_serving"]?["kcal"]?.doubleValue)
        let logged = try cli.run(["recipes", "log", id, "--servings", "2", "--meal", "dinner", "--json"])
        #expect(logged.status == 0, "\(logged.stderr)")
        let entry = try json(logged.stdout)
        #expect(entry["meal"]?.stringValue == "dinner")
        #expect(abs((entry["kcal"]?.doubleValue ?? 0) - 2 * perServing) <= 1)
        let journal = try FileManager.default.contentsOfDirectory(atPath: home.path + "/data/foodlog/journal")
        #expect(journal.contains { $0.hasSuffix(".jsonl") })
        let bad = try cli.run(["recipes", "log", id, "--servings", "-1"])
        #expect(bad.status == 64)
    }

    @Test("saved allergies apply to every recipe and reach the prompt",
          .enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func savedAllergies() throws {
        let server = try #require(try Self.server())
        defer { server.stop() }
        let home = TemporaryDirectory("foodlog-recipes")
        defer { home.remove() }
        let cli = try #require(Self.cli(server: server, home: home))
        #expect(try cli.run(["allergy", "add", "tree-nuts", "sesame"]).stdout == "Saved: nuts, sesame.\n")
        let listed = try json(try cli.run(["allergy", "list", "--json"]).stdout)
        #expect(listed[0]?["name"]?.stringValue == "nuts")
        let made = try json(try cli.run(["recipe", "eggs", "--allergy", "fish", "--json"]).stdout)
        #expect(made["allergies_checked"] == .array([.string("nuts"), .string("fish"), .string("sesame")]))
        #expect(server.requests.last?.bodyText.contains("tahini") == true)
        let unknown = try cli.run(["allergy", "add", "kiwi"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("foodlog: unknown allergy 'kiwi'; use one of: nuts,"))
    }

    @Test("bad input: one line on stderr, the right exit code, nothing on stdout",
          .enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func badInput() throws {
        let server = try #require(try Self.server())
        defer { server.stop() }
        let home = TemporaryDirectory("foodlog-recipes")
        defer { home.remove() }
        let cli = try #require(Self.cli(server: server, home: home))
        let cases: [([String], Int32, String)] = [
            (["recipe"], 64, "foodlog: missing ingredients (or --receipt PHOTO); see 'foodlog recipe --help'\n"),
            (["recipe", "walnuts", "--allergy", "nuts"], 65,
             "foodlog: every ingredient contains one of your allergens (walnuts: nuts); nothing safe to cook with\n"),
            (["recipe", "--receipt", home.path + "/missing.jpg"], 66,
             "foodlog: cannot read \(home.path)/missing.jpg: no such file; check the path and its permissions\n"),
            (["recipes", "show"], 64, "foodlog: missing recipe ID (see 'foodlog recipes'); see 'foodlog recipes show --help'\n"),
            (["recipes", "show", "../../etc"], 64,
             "foodlog: '../../etc' is not a recipe id; ids are letters and digits, as 'foodlog recipes' lists them\n"),
        ]
        for (arguments, status, stderr) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
        #expect(server.requests.isEmpty)
    }
}

extension RecipeCLITests {
    @Test("a recipe saved before an allergy was added is shown with a warning, never as safe",
          .enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func oldRecipeNewAllergy() throws {
        let server = try #require(try Self.server())
        defer { server.stop() }
        let home = TemporaryDirectory("foodlog-recipes")
        defer { home.remove() }
        let cli = try #require(Self.cli(server: server, home: home))
        let id = try #require(try json(try cli.run(["recipe", "eggs", "--json"]).stdout)["id"]?.stringValue)
        _ = try cli.run(["allergy", "add", "dairy"])
        let shown = try cli.run(["recipes", "show", id, "--json"])
        #expect(shown.status == 0)
        #expect(shown.stderr.hasPrefix("foodlog: warning: this recipe contains feta (milk) in ingredient 'feta'"))
        guard case .array(let warnings)? = try json(shown.stdout)["allergy_warnings"] else { Issue.record("no warnings"); return }
        #expect(warnings.first == .string("feta (milk) in ingredient 'feta'"))
    }

    @Test("allergies added by concurrent processes all land in the file",
          .enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func concurrentAllergyAdds() throws {
        let server = try #require(try Self.server())
        defer { server.stop() }
        let home = TemporaryDirectory("foodlog-recipes")
        defer { home.remove() }
        let cli = try #require(Self.cli(server: server, home: home))
        let names = ["nuts", "fish", "eggs", "soy", "sesame", "celery"]
        let running = try names.map { try cli.start(["allergy", "add", $0]) }
        #expect(try running.map { try $0.wait().status }.allSatisfy { $0 == 0 })
        let listed = try json(try cli.run(["allergy", "list", "--json"]).stdout)
        guard case .array(let items) = listed else { Issue.record("not an array"); return }
        #expect(Set(items.compactMap { $0["name"]?.stringValue }) == Set(names))
    }
}
