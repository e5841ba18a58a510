import Foundation
import Testing
import TestSupport

/// `foodlog` must link no networking code, or every local command pays FoundationNetworking's
/// dynamic loading (libcurl and ~35 shared libraries, ~8 ms a process). A SwiftPM dependency on
/// the `foodlog-net` executable target once pulled all of it in silently.
@Suite struct ExecutableLinkageTests {
    /// Whether the linkage can be checked here: `ldd` lists shared libraries on Linux only.
    static var checkable: Bool {
        #if os(Linux)
        return Executables.built && FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd")
        #else
        return false
        #endif
    }

    /// `ldd`'s listing of a built product, or nil (with a notice) where it cannot be checked.
    func sharedLibraries(_ product: String) throws -> String? {
        #if os(Linux)
        let binary = CommandRunner.productsDirectory + "/" + product
        guard FileManager.default.isExecutableFile(atPath: binary), FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd") else {
            print("notice: skipping the linkage check: \(binary) or /usr/bin/ldd is missing (run 'swift build' first)")
            return nil
        }
        return try CommandRunner.runProgram("/usr/bin/ldd", [binary], environment: ["PATH": "/usr/bin:/bin"], timeout: 60).stdout
        #else
        return nil
        #endif
    }

    @Test(.enabled(if: Self.checkable, "needs Linux, /usr/bin/ldd and the built executables (swift build)"))
    func foodlogLinksNoNetworkingButFoodlogNetDoes() throws {
        let local = try #require(try sharedLibraries("foodlog"))
        let networked = try #require(try sharedLibraries("foodlog-net"))
        #expect(!local.contains("libcurl"), "foodlog links libcurl:\n\(local)")
        #expect(!local.contains("FoundationNetworking"))
        // The check can see networking where it is: a static-stdlib build shows libcurl, a
        // dynamic one libFoundationNetworking.
        #expect(networked.contains("libcurl") || networked.contains("FoundationNetworking"))
    }
}
