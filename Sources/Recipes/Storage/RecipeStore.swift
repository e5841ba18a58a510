import Foundation
import FoodlogSupport

/// Saved recipes: one JSON file per recipe under `$XDG_DATA_HOME/foodlog/recipes/`, named by id.
///
/// Files are written whole and atomically (`AtomicFile`), and a new recipe claims its name with
/// `link(2)`, so concurrent `foodlog recipe` processes never overwrite each other and readers never
/// see a partial file. A damaged file is reported and skipped by `list`, never deleted.
public struct RecipeStore: Sendable {
    /// Characters ids are made of: lower-case letters and digits without the look-alikes 0/o, 1/l/i.
    public static let idAlphabet = Array("23456789abcdefghjkmnpqrstuvwxyz")
    public static let idLength = 6
    /// 16 MiB, the largest recipe file read or written. A recipe is a few kilobytes; this is twice
    /// the largest provider answer a recipe can come from (8 MiB, `URLSessionTransport`), as
    /// encoding can double some characters (`/` becomes `\/`), so every recipe saved reads back,
    /// and what a damaged or planted file can make foodlog read stays bounded.
    public static let maxFileBytes = StateFile.recipe.cap

    public let directory: String
    private let makeID: @Sendable () -> String

    /// - Parameters:
    ///   - dataDirectory: `FoodlogPaths.data`.
    ///   - makeID: id source, random by default (injected by tests to force collisions).
    public init(dataDirectory: String, makeID: @escaping @Sendable () -> String = RecipeStore.randomID) {
        self.directory = StateFile.recipe.directory(under: dataDirectory)
        self.makeID = makeID
    }

    @Sendable public static func randomID() -> String {
        String((0..<idLength).map { _ in idAlphabet[Int.random(in: 0..<idAlphabet.count)] })
    }

    /// Saves a new recipe under a fresh id and returns it as stored.
    public func save(_ build: (String) -> StoredRecipe) throws -> StoredRecipe {
        for _ in 0..<50 {
            let stored = build(makeID())
            guard Self.isValidID(stored.id) else { throw StorageError.invalidID(stored.id) }
            let bytes = try Self.encode(stored)
            guard bytes.count <= Self.maxFileBytes else {
                throw StorageError.writeFailed(path: directory, reason: "the recipe is larger than \(CappedFile.describe(bytes: Self.maxFileBytes))")
            }
            if try StateFile.recipe.store(bytes, to: path(for: stored.id), publish: .createNew) { return stored }
        }
        throw StorageError.writeFailed(path: directory, reason: "no free recipe id after 50 tries")
    }

    /// Every readable recipe, newest first, and the files that could not be read.
    public func list() throws -> (recipes: [StoredRecipe], damaged: [StorageError]) {
        var recipes: [StoredRecipe] = []
        var damaged: [StorageError] = []
        for id in try ids() {
            do {
                recipes.append(try load(exactID: id))
            } catch let error as StorageError {
                damaged.append(error)
            }
        }
        recipes.sort { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
        return (recipes, damaged)
    }

    /// The recipe with this id, or the only one whose id starts with it.
    public func load(id: String) throws -> StoredRecipe {
        try load(exactID: resolve(id))
    }

    /// Deletes a recipe and returns what it was.
    @discardableResult
    public func remove(id: String) throws -> StoredRecipe {
        let exact = try resolve(id)
        let recipe = try load(exactID: exact)
        let file = path(for: exact)
        do throws(Errno) {
            try FileSystem.remove(file)
        } catch {
            if error == .noSuchFile { throw StorageError.notFound(id: id) }
            throw StorageError.writeFailed(path: file, reason: error.description)
        }
        Directory.sync(directory)
        return recipe
    }

    /// The full id a user's id or prefix names.
    public func resolve(_ id: String) throws -> String {
        let wanted = id.lowercased()
        guard Self.isValidID(wanted) else { throw StorageError.invalidID(id) }
        let all = try ids()
        if all.contains(wanted) { return wanted }
        let matches = all.filter { $0.hasPrefix(wanted) }.sorted()
        guard let first = matches.first else { throw StorageError.notFound(id: id) }
        guard matches.count == 1 else { throw StorageError.ambiguous(id: id, matches: matches) }
        return first
    }

    func path(for id: String) -> String { PathString.join(directory, id + ".json") }

    func load(exactID id: String) throws -> StoredRecipe {
        let file = path(for: id)
        guard let bytes = try StateFile.recipe.load(file) else { throw StorageError.notFound(id: id) }
        do {
            return try JSONDecoder().decode(StoredRecipe.self, from: Data(bytes))
        } catch {
            throw StorageError.damaged(path: file, reason: "not a recipe file")
        }
    }

    /// Ids of the recipe files present (temporary files excluded).
    func ids() throws -> [String] {
        guard PathString.isDirectory(directory) else { return [] }
        let names: [String]
        do throws(Errno) {
            names = try FileSystem.names(in: directory)
        } catch {
            throw StorageError.readFailed(path: directory, reason: "cannot list the directory")
        }
        return names.compactMap { name in
            guard name.hasSuffix(".json") else { return nil }
            let id = String(name.dropLast(5))
            return Self.isValidID(id) ? id : nil
        }.sorted()
    }

    /// Ids are 1 to 16 lower-case letters and digits: nothing that could leave the directory.
    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 16 && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }

    static func encode(_ recipe: StoredRecipe) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            return Array(try encoder.encode(recipe)) + [10]
        } catch {
            throw StorageError.writeFailed(path: "recipe", reason: "cannot encode: \(error)")
        }
    }
}
