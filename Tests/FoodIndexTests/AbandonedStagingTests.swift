import Foundation
import Testing
import FoodlogSupport
import TestSupport

/// A killed index-builder leaves `PARENT/.NAME.index-builder-PID` behind; the next build of the
/// same target removes it and says so in one line, and never touches the directory of a build
/// that may still be running, another target's, or anything a link inside points to.
@Suite(.enabled(if: Executables.isBuilt("index-builder"), "needs the built index-builder executable (swift build)"))
struct AbandonedStagingTests {
    /// No process has this PID: above any system's limit (Linux caps `pid_max` at 4 194 304,
    /// macOS at 99 999).
    static let deadPID = "99999999"

    @Test func theNextBuildRemovesADeadBuildsDirectoryAndKeepsALiveOne() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let input = directory.write("good.tsv", "code\tproduct_name\tenergy-kcal_100g\n111\tGreek yogurt\t97\n222\tRye bread\t250\n")
        let stale = directory.file(".index.index-builder-\(Self.deadPID)")
        let live = directory.file(".index.index-builder-\(getpid())")
        let otherTarget = directory.file(".other.index-builder-\(Self.deadPID)")
        let notAPID = directory.file(".index.index-builder-12x")
        for path in [stale, live, otherTarget, notAPID] { #expect(mkdir(path, 0o755) == 0) }
        directory.write(".index.index-builder-\(Self.deadPID)/products.bin", "half written")
        directory.write(".index.index-builder-\(Self.deadPID)/run-0.tmp", "spilled")
        let outside = directory.write("keep.txt", "not the builder's")
        #expect(symlink(outside, stale + "/postings.bin") == 0)
        directory.write(".index.index-builder-\(getpid())/products.bin", "in progress")

        let result = try CommandRunner.run("index-builder", ["--input", input, "--output", directory.file("index"), "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "index-builder: note: removed a temporary directory left by a build that no longer runs: \(stale)\n")
        #expect(result.stdout.hasPrefix("Built \(directory.file("index")) from"), "\(result.stdout)")
        #expect(!PathString.exists(stale))
        #expect(TemporaryDirectory.read(outside) == Array("not the builder's".utf8), "a link inside is removed, not followed")
        #expect(TemporaryDirectory.read(live + "/products.bin") == Array("in progress".utf8))
        #expect(PathString.isDirectory(otherTarget) && PathString.isDirectory(notAPID))

        let again = try CommandRunner.run("index-builder", ["--input", input, "--output", directory.file("index"), "--quiet"])
        #expect(again.status == 0)
        #expect(again.stderr == "", "nothing left to remove, nothing said")
        #expect(PathString.isDirectory(live))
    }
}
