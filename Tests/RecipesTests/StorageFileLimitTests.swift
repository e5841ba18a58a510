import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import Recipes

/// Recipe and allergy files are read with a cap and without waiting: a FIFO or directory in a
/// file's place, or a file over the cap, is one line naming it, never a hang or a whole read.
@Suite("Recipe storage file limits", .timeLimit(.minutes(1)))
struct StorageFileLimitTests {
    @Test("a recipe file that is a FIFO, a directory or huge is reported by list and load, and kept")
    func recipeFiles() throws {
        let directory = TemporaryDirectory("foodlog-recipes")
        defer { directory.remove() }
        let store = RecipeStore(dataDirectory: directory.path)
        let good = try store.save { RecipeStoreTests.sample(id: $0, at: 1_000) }
        let fifo = store.directory + "/fifo22.json"
        let folder = store.directory + "/dir222.json"
        let huge = store.directory + "/huge22.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(mkdir(folder, 0o700) == 0)
        #expect(FileManager.default.createFile(atPath: huge, contents: Data("{".utf8)))
        #expect(truncate(huge, off_t(RecipeStore.maxFileBytes + 1)) == 0)
        let (recipes, damaged) = try store.list()
        #expect(recipes.map(\.id) == [good.id])
        // list reads in id order: dir222, fifo22, huge22.
        #expect(damaged == [.unusable(path: folder, problem: "is a directory, not a regular file"),
                            .unusable(path: fifo, problem: "is a FIFO (named pipe), not a regular file"),
                            .unusable(path: huge, problem: "is larger than 16 MiB")])
        #expect(throws: StorageError.unusable(path: fifo, problem: "is a FIFO (named pipe), not a regular file")) {
            try store.load(id: "fifo22")
        }
        let error = StorageError.unusable(path: huge, problem: "is larger than 16 MiB")
        #expect(error.message == "\(huge) is larger than 16 MiB; move it aside to continue")
        #expect(error.exitCode.rawValue == 65)
        #expect(Platform.fileType(fifo) == .fifo && Platform.fileType(huge) == .regular, "nothing is removed")
    }

    @Test("an allergies file that is a FIFO is an error naming it, for load, add and rm")
    func allergyFiles() throws {
        let directory = TemporaryDirectory("foodlog-allergies")
        defer { directory.remove() }
        let store = AllergyStore(configDirectory: directory.path)
        #expect(mkfifo(store.path, 0o600) == 0)
        let fifo = StorageError.unusable(path: store.path, problem: "is a FIFO (named pipe), not a regular file")
        #expect(throws: fifo) { try store.load() }
        #expect(throws: fifo) { try store.add([.nuts]) }
        #expect(throws: fifo) { try store.remove("nuts") }
    }
}
