import Foundation
import AIAnalysis
import FoodlogSupport
import Testing
import TestSupport
@testable import FoodlogCommands
@testable import FoodlogNetCommands

/// The man pages' EXIT STATUS and ENVIRONMENT come from the tables the code uses (`ExitCode.documented`,
/// `EnvironmentVariable.documented`), the README says the same, and every page a page points to exists.
@Suite struct DocsFromTablesTests {
    let pages = ManPage.pages(NetCommands.set, version: foodlogVersion)

    func section(_ name: String, of text: String) -> String {
        guard let start = text.range(of: ".SH \(name)\n") else { return "" }
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n.SH ")?.lowerBound ?? rest.endIndex)])
    }

    @Test func exitStatusListsEveryCodeTheCodeUses() throws {
        let main = try #require(pages.first { $0.fileName == "foodlog.1" })
        let status = section("EXIT STATUS", of: main.text)
        for (code, meaning) in ExitCode.documented {
            #expect(status.contains("\(code) \(ManPage.escape(meaning))"), "\(code)")
        }
        let codes = ExitCode.documented.map(\.code.rawValue)
        #expect(codes == codes.sorted() && Set(codes).count == codes.count)
        for code in [ExitCode.success, .failure, .usage, .dataError, .noInput, .unavailable, .software, .cannotCreate, .ioError,
                     .temporaryFailure, .noPermission, .config] {
            #expect(codes.contains(code.rawValue), "\(code) is missing from ExitCode.documented")
        }
    }

    @Test func readmeExitCodesNameEveryCode() throws {
        let readme = try String(contentsOfFile: PathString.join(SharedData.packageRoot, "README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Exit codes\n"))
        let rest = readme[start.upperBound...]
        let text = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
        for (code, _) in ExitCode.documented {
            #expect(text.range(of: "\\b\(code)\\b", options: .regularExpression) != nil, "README 'Exit codes' does not mention \(code)")
        }
    }

    @Test func environmentListsTheVariablesTheCodeReads() throws {
        let main = try #require(pages.first { $0.fileName == "foodlog.1" })
        let environment = section("ENVIRONMENT", of: main.text)
        for (variables, _) in EnvironmentVariable.documented {
            for variable in variables { #expect(environment.contains(ManPage.escape(variable.name)), "\(variable)") }
        }
        #expect(ProviderKind.allCases.allSatisfy { kind in
            EnvironmentVariable.documented.contains { $0.variables.contains(kind.keyVariable) }
        })
    }

    @Test func everyPageReferredToExists() {
        let names = Set(pages.map(\.fileName))
        for page in pages {
            for line in page.text.split(separator: "\n") where line.hasPrefix(".BR ") {
                let name = line.dropFirst(4).prefix { $0 != " " }.replacingOccurrences(of: "\\-", with: "-")
                #expect(names.contains(name + ".1"), "\(page.fileName) refers to \(name)(1), which foodlog does not write")
            }
        }
    }

    /// Every environment variable is read through `EnvironmentVariable`, where the man page's
    /// table is: a name written at a read site would not be in it.
    @Test func sourcesReadTheEnvironmentOnlyThroughTheTable() throws {
        let sources = PathString.join(SharedData.packageRoot, "Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        for file in files where !file.hasSuffix("EnvironmentVariable.swift") && !file.hasSuffix("Platform.swift") {
            let text = try String(contentsOfFile: PathString.join(sources, file), encoding: .utf8)
            #expect(text.range(of: #"environment\(\s*""#, options: .regularExpression) == nil, "\(file) reads a variable by name")
            #expect(!text.contains("getenv("), "\(file) calls getenv")
        }
    }
}
