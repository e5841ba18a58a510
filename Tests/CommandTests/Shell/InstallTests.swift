import Foundation
import FoodlogSupport
import IndexBuilder
import Testing
import TestSupport

/// Whether the install tests can run: bash and all three executables built.
var installable: Bool {
    CommandRunner.which("bash") != nil && Executables.isBuilt("foodlog", "foodlog-net", "index-builder")
}

/// `Tools/install.sh` and `Tools/release.sh`, run for real into a scratch prefix. They install the
/// executables this test run was built with (`--from`): a release build inside a test would take
/// minutes on CI, and what is checked here is the layout and that an installed foodlog needs
/// nothing from the clone. The installed index is a distinctive one, so a search that finds its
/// product proves foodlog read PREFIX/share/foodlog/index and not the clone's IndexData/; the
/// prefix is then moved, and everything still works from the new place.
@Suite(.enabled(if: installable, "needs bash and the built foodlog, foodlog-net and index-builder (swift build)"))
final class InstallTests {

    let scratch = TemporaryDirectory("foodlog-install")
    let script = PathString.join(SharedData.packageRoot, "Tools/install.sh")
    var environment: [String: String] {
        ["HOME": scratch.file("home"), "XDG_DATA_HOME": scratch.file("home/data"), "XDG_CONFIG_HOME": scratch.file("home/config"),
         "XDG_CACHE_HOME": scratch.file("home/cache"), "TZ": "UTC", "NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
    }

    deinit { scratch.remove() }

    /// An index holding one product no real index has.
    func distinctiveIndex() throws -> String {
        let rows = "code\tproduct_name\tbrands\tenergy-kcal_100g\tproteins_100g\tcarbohydrates_100g\tfat_100g\n"
            + "4000000000017\tQuokka berry crumble\tInstall Test\t412\t5\t61\t16\n"
        _ = try IndexBuild.run(BuildOptions(input: scratch.write("rows.tsv", rows), output: scratch.file("index")))
        return scratch.file("index")
    }

    @Test func installsARunnableLayoutThatSurvivesBeingMoved() throws {
        let install = try CommandRunner.runProgram("/bin/bash", [script, "--prefix", scratch.file("prefix"), "--from", CommandRunner.productsDirectory,
                                                                 "--index", try distinctiveIndex()], environment: environment)
        #expect(install.status == 0, "\(install.stderr)")
        #expect(install.stdout.hasPrefix("installed foodlog 0.1.0 under \(scratch.file("prefix"))\n"))
        for file in ["bin/foodlog", "bin/foodlog-net", "bin/index-builder", "share/foodlog/index/current",
                     "share/man/man1/foodlog.1", "share/man/man1/foodlog-search.1", "share/bash-completion/completions/foodlog",
                     "share/zsh/site-functions/_foodlog", "share/fish/vendor_completions.d/foodlog.fish"] {
            #expect(PathString.exists(scratch.file("prefix/" + file)), "\(file)")
        }
        #expect(rename(scratch.file("prefix"), scratch.file("moved")) == 0)
        let foodlog = scratch.file("moved/bin/foodlog")

        let search = try CommandRunner.runProgram(foodlog, ["search", "quokka"], environment: environment, directory: "/")
        #expect(search.status == 0, "\(search.stderr)")
        #expect(search.stdout.contains("Quokka berry crumble"))
        let add = try CommandRunner.runProgram(foodlog, ["add", "quokka", "crumble", "--grams", "50"], environment: environment, directory: "/")
        #expect(add.status == 0, "\(add.stderr)")
        #expect(add.stdout.contains("Quokka berry crumble") && add.stdout.contains("206 kcal"))
        let today = try CommandRunner.runProgram(foodlog, ["today"], environment: environment, directory: "/")
        #expect(today.status == 0)
        #expect(today.stdout.contains("Install Test Quokka"))
        let net = try CommandRunner.runProgram(foodlog, ["allergy", "list"], environment: environment, directory: "/")
        #expect(net.status == 0, "the moved foodlog hands over to the foodlog-net beside it: \(net.stderr)")
    }

    @Test func refusesBadArgumentsWithOneLine() throws {
        let missing = try CommandRunner.runProgram("/bin/bash", [script, "--prefix"], environment: environment)
        #expect(missing.status == 64)
        #expect(missing.stderr == "install.sh: --prefix needs a directory\n")
        let nothing = try CommandRunner.runProgram("/bin/bash", [script, "--prefix", scratch.file("p"), "--from", scratch.file("none")],
                                                   environment: environment)
        #expect(nothing.status == 66)
        #expect(nothing.stderr.hasPrefix("install.sh: \(scratch.file("none"))/foodlog is missing;"))
        #expect(!PathString.exists(scratch.file("p/bin")), "nothing installed")
    }

    @Test(.enabled(if: CommandRunner.which("tar") != nil, "needs tar"))
    func releaseTarballHoldsTheInstalledLayout() throws {
        let release = try CommandRunner.runProgram("/bin/bash", [PathString.join(SharedData.packageRoot, "Tools/release.sh"),
                                                                 "--from", CommandRunner.productsDirectory, "--output", scratch.file("dist")],
                                                   environment: environment)
        #expect(release.status == 0, "\(release.stderr)")
        let tarball = release.stdout.trimmingCharacters(in: .newlines)
        #expect(tarball.hasPrefix(scratch.file("dist/foodlog-0.1.0-")) && tarball.hasSuffix(".tar.gz"))
        let listing = try CommandRunner.runProgram(try #require(CommandRunner.which("tar")), ["-tzf", tarball], environment: environment)
        let top = (tarball as NSString).lastPathComponent.replacingOccurrences(of: ".tar.gz", with: "")
        for file in ["bin/foodlog", "bin/foodlog-net", "bin/index-builder", "share/foodlog/index/current",
                     "share/man/man1/foodlog.1", "share/bash-completion/completions/foodlog"] {
            #expect(listing.lines.contains(top + "/" + file), "\(file)")
        }
        // macOS's tar adds AppleDouble `._NAME` files for extended attributes unless told not to.
        #expect(!listing.lines.contains { $0.split(separator: "/").contains { $0.hasPrefix("._") } }, "\(listing.lines)")
    }
}
