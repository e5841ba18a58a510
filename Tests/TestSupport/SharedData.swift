import FoodlogSupport

/// Locates the project's `../shared` directory of real data, which tests read at run time and
/// never copy into the repository.
///
/// A test that needs it declares so with a trait, so that a fresh clone without `../shared` lists
/// it as skipped rather than passing it silently:
///
///     @Test(.enabled(if: SharedData.available, "needs ../shared")) func readsRealAnswers() throws {
///         let path = try #require(SharedData.file("data/off-api/3029330003533.json"))
///
/// CI sets `FOODLOG_REQUIRE_SHARED=1`: then `available` is always true, so a missing `../shared`
/// makes those tests run and fail instead of skip.
public enum SharedData {
    /// The package root, found from this source file's location.
    public static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = PathString.directory(of: path) }
        return path
    }()

    /// `../shared` beside the package root, or `FOODLOG_SHARED_DIR` when set; nil when absent.
    public static var directory: String? {
        PathString.isDirectory(expectedDirectory) ? expectedDirectory : nil
    }

    /// Where the shared directory is looked for, whether or not it exists.
    public static var expectedDirectory: String {
        Platform.environment("FOODLOG_SHARED_DIR") ?? PathString.join(PathString.directory(of: packageRoot), "shared")
    }

    /// Whether a missing `../shared` must fail the tests that need it (`FOODLOG_REQUIRE_SHARED=1`, set by `.ci/run`).
    public static var required: Bool { Platform.environment("FOODLOG_REQUIRE_SHARED") == "1" }

    /// Whether tests that read `../shared` should run: it exists, or it is required (and they fail).
    public static var available: Bool { required || directory != nil }

    /// A file under `shared/`, or `nil` with a one-line notice on standard error when absent. Tests
    /// gated on `available` `#require` the result, so an absent file fails them.
    public static func file(_ relative: String) -> String? {
        guard let directory else {
            printError("notice: \(expectedDirectory) is absent; a test needs shared/\(relative)"
                       + (required ? " and FOODLOG_REQUIRE_SHARED=1 makes that a failure" : ""))
            return nil
        }
        let path = PathString.join(directory, relative)
        guard PathString.exists(path) else {
            printError("notice: shared/\(relative) is absent")
            return nil
        }
        return path
    }
}

/// The package's executables, built beside the test bundle by `swift build`. Tests that run them
/// declare so with a trait, so that they are listed as skipped where the executables are missing:
///
///     @Test(.enabled(if: Executables.built, "needs the built executables (swift build)"))
///
/// `FOODLOG_REQUIRE_BUILT=1` (set by `.ci/run`) makes `built` always true, so missing executables
/// fail those tests instead of skipping them.
public enum Executables {
    /// The path of a built product such as `foodlog`, whether or not it exists.
    public static func path(_ name: String) -> String { PathString.join(CommandRunner.productsDirectory, name) }

    /// Whether every named product is built and executable.
    public static func areBuilt(_ names: [String]) -> Bool {
        names.allSatisfy { access(path($0), X_OK) == 0 }
    }

    /// Whether `foodlog` and `foodlog-net` are built, or CI requires them (`FOODLOG_REQUIRE_BUILT=1`).
    public static var built: Bool { required || areBuilt(["foodlog", "foodlog-net"]) }

    /// Whether the named products are built, or CI requires them (`FOODLOG_REQUIRE_BUILT=1`).
    /// Every "needs a built binary" check goes through `built` or this.
    public static func isBuilt(_ names: String...) -> Bool { required || areBuilt(names) }

    /// Whether missing executables must fail the tests that run them.
    public static var required: Bool { Platform.environment("FOODLOG_REQUIRE_BUILT") == "1" }
}
