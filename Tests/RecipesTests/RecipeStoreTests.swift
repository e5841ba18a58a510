import Foundation
import Testing
import TestSupport
@testable import Recipes

@Suite("Recipe storage")
struct RecipeStoreTests {
    static func sample(id: String, at time: Double, name: String = "Omelette") -> StoredRecipe {
        let recipe = Recipe(name: name, durationMinutes: 15, difficulty: .easy, servings: 2,
                            ingredients: [RecipeIngredient(name: "eggs", quantity: 4, unit: "piece",
                                                           estimate: Macros(grams: 200, kcal: 286, protein: 25, carbs: 1.4, fat: 19))],
                            steps: ["Whisk.", "Cook."])
        return StoredRecipe(id: id, createdAt: time, source: .ingredients, kitchen: ["eggs"], excluded: [],
                            allergies: [.nuts], provider: "openai", model: "gpt-test", recipe: recipe,
                            nutrition: NutritionCalculator(foods: nil).nutrition(of: recipe))
    }

    @Test("saved recipes round-trip and list newest first")
    func roundTrip() throws {
        let directory = TemporaryDirectory("foodlog-recipes")
        defer { directory.remove() }
        let store = RecipeStore(dataDirectory: directory.path)
        let first = try store.save { Self.sample(id: $0, at: 1_000, name: "First") }
        let second = try store.save { Self.sample(id: $0, at: 2_000, name: "Second") }
        #expect(first.id.count == RecipeStore.idLength)
        #expect(first.id != second.id)
        let (recipes, damaged) = try store.list()
        #expect(damaged.isEmpty)
        #expect(recipes.map(\.recipe.name) == ["Second", "First"])
        #expect(try store.load(id: first.id) == first)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/recipes/\(first.id).json"))
    }

    @Test("ids resolve by unique prefix; ambiguous and unknown ids are errors")
    func prefixes() throws {
        let directory = TemporaryDirectory("foodlog-recipes")
        defer { directory.remove() }
        let ids = IDQueue(["abc234", "abd567", "xyz999"])
        let store = RecipeStore(dataDirectory: directory.path, makeID: ids.next)
        for time in [1.0, 2, 3] { _ = try store.save { Self.sample(id: $0, at: time) } }
        #expect(try store.load(id: "x").id == "xyz999")
        #expect(try store.load(id: "ABC").id == "abc234")
        #expect(throws: StorageError.ambiguous(id: "ab", matches: ["abc234", "abd567"])) { try store.load(id: "ab") }
        #expect(throws: StorageError.notFound(id: "qqq")) { try store.load(id: "qqq") }
        #expect(throws: StorageError.invalidID("../etc")) { try store.load(id: "../etc") }
    }

    @Test("a taken id is never overwritten: the next id is tried")
    func collisions() throws {
        let directory = TemporaryDirectory("foodlog-recipes")
        defer { directory.remove() }
        let ids = IDQueue(["same22", "same22", "other3"])
        let store = RecipeStore(dataDirectory: directory.path, makeID: ids.next)
        let first = try store.save { Self.sample(id: $0, at: 1, name: "First") }
        let second = try store.save { Self.sample(id: $0, at: 2, name: "Second") }
        #expect(first.id == "same22")
        #expect(second.id == "other3")
        #expect(try store.load(id: "same22").recipe.name == "First")
    }

    @Test("rm deletes the file and returns what it was")
    func remove() throws {
        let directory = TemporaryDirectory("foodlog-recipes")
        defer { directory.remove() }
        let store = RecipeStore(dataDirectory: directory.path)
        let saved = try store.save { Self.sample(id: $0, at: 1) }
        #expect(try store.remove(id: saved.id) == saved)
        #expect(try store.list().recipes.isEmpty)
        #expect(throws: StorageError.notFound(id: saved.id)) { try store.remove(id: saved.id) }
    }

    @Test("a damaged file is reported and skipped, never deleted; temporary files are ignored")
    func damaged() throws {
        let directory = TemporaryDirectory("foodlog-recipes")
        defer { directory.remove() }
        let store = RecipeStore(dataDirectory: directory.path)
        _ = try store.save { Self.sample(id: $0, at: 1) }
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: directory.path + "/recipes/broken.json"))
        try Data("partial".utf8).write(to: URL(fileURLWithPath: directory.path + "/recipes/.tmp-1-2"))
        let (recipes, damaged) = try store.list()
        #expect(recipes.count == 1)
        #expect(damaged == [.damaged(path: directory.path + "/recipes/broken.json", reason: "not a recipe file")])
        #expect(FileManager.default.fileExists(atPath: directory.path + "/recipes/broken.json"))
    }

    @Test("concurrent writers with clashing ids all land, each under its own id")
    func concurrentWriters() async throws {
        let directory = TemporaryDirectory("foodlog-recipes")
        defer { directory.remove() }
        // Two ids only at first, so writers race for the same names and must fall back.
        let store = RecipeStore(dataDirectory: directory.path, makeID: {
            Bool.random() ? "race01" : (Bool.random() ? "race02" : RecipeStore.randomID())
        })
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<24 {
                group.addTask { _ = try store.save { Self.sample(id: $0, at: Double(index), name: "Dish \(index)") } }
            }
            try await group.waitForAll()
        }
        let (recipes, damaged) = try store.list()
        #expect(damaged.isEmpty)
        #expect(Set(recipes.map(\.recipe.name)).count == 24)
        #expect(Set(recipes.map(\.id)).count == 24)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/recipes").filter { $0.hasPrefix(".tmp") }
        #expect(leftovers.isEmpty)
    }
}

@Suite("Allergy storage")
struct AllergyStoreTests {
    @Test("add, list, remove; names are canonical and deduplicated")
    func addListRemove() throws {
        let directory = TemporaryDirectory("foodlog-recipes")
        defer { directory.remove() }
        let store = AllergyStore(configDirectory: directory.path + "/config/foodlog")
        #expect(try store.load().isEmpty)
        #expect(try store.add([.nuts, .milk]) == [.nuts, .milk])
        #expect(try store.add([.milk, .shellfish]) == [.shellfish])
        #expect(try store.load() == [.nuts, .milk, .shellfish])
        let text = try String(contentsOfFile: store.path, encoding: .utf8)
        #expect(text == "nuts\nmilk\nshellfish\n")
        #expect(try store.remove("dairy") == ["milk"])
        #expect(try store.load() == [.nuts, .shellfish])
    }

    @Test("comments and blank lines are allowed; an unknown name is a config error with its line")
    func fileFormat() throws {
        let directory = TemporaryDirectory("foodlog-recipes")
        defer { directory.remove() }
        let store = AllergyStore(configDirectory: directory.path)
        try "# my allergies\n\nsesame  # since childhood\nkiwi\n".write(toFile: store.path, atomically: true, encoding: .utf8)
        #expect(throws: StorageError.badAllergyLine(path: store.path, line: 4, text: "kiwi")) { try store.load() }
        #expect(StorageError.badAllergyLine(path: store.path, line: 4, text: "kiwi").exitCode == .config)
        #expect(try store.remove("kiwi") == ["kiwi"])
        #expect(try store.load() == [.sesame])
    }
}

/// Hands out ids in order, then random ones.
final class IDQueue: @unchecked Sendable {
    private var ids: [String]
    private let lock = NSLock()
    init(_ ids: [String]) { self.ids = ids }
    var next: @Sendable () -> String {
        { [self] in
            lock.lock()
            defer { lock.unlock() }
            return ids.isEmpty ? RecipeStore.randomID() : ids.removeFirst()
        }
    }
}
