import Foundation
import Testing
import TestSupport

/// HTTPClient is the one network module: URL loading (FoundationNetworking, URLSession and its
/// request and response types) appears in no other source file, so every request goes through
/// its URL checks, body cap, proxy bypass and redirect refusal, and the package's dependency
/// graph shows exactly which targets can reach the network. A file elsewhere could import
/// FoundationNetworking without any change to Package.swift, so this reads the code.
@Suite struct NetworkCodeGuardTests {
    /// Names that mean URL loading, outside comments.
    static let pattern = #"^(?!\s*//).*\b(FoundationNetworking|URLSession(?!Transport)\w*|URLRequest|HTTPURLResponse|URLResponse)\b"#

    /// Swift files under `Sources` and `Tools` outside `Sources/HTTPClient`, from the package root.
    static func files() -> [String] {
        let root = SharedData.packageRoot
        var found: [String] = []
        for top in ["Sources", "Tools"] {
            guard let walker = FileManager.default.enumerator(atPath: root + "/" + top) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                let path = top + "/" + relative
                if !path.hasPrefix("Sources/HTTPClient/") { found.append(path) }
            }
        }
        return found.sorted()
    }

    /// The lines of `text` that use URL loading directly.
    static func offending(_ text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { line in
            regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
        }
    }

    @Test func urlLoadingStaysInHTTPClient() throws {
        let files = Self.files()
        #expect(files.count > 150, "found \(files.count) Swift files: is the package root right? \(SharedData.packageRoot)")
        for path in files {
            guard let text = try? String(contentsOfFile: SharedData.packageRoot + "/" + path, encoding: .utf8) else { continue }
            for line in try Self.offending(text) {
                Issue.record("\(path): URL loading outside HTTPClient (use HTTPTransport): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
    }

    /// The pattern catches each form (so a typo cannot make the guard pass) and lets comments and
    /// HTTPClient's own names through.
    @Test func thePatternCatchesURLLoadingAndNotItsMentions() throws {
        for line in ["import FoundationNetworking", "#if canImport(FoundationNetworking)", "let session = URLSession.shared",
                     "let c = URLSessionConfiguration.ephemeral", "var request = URLRequest(url: url)",
                     "guard let http = response as? HTTPURLResponse else { return }"] {
            #expect(try Self.offending(line) == [line])
        }
        for line in ["// the URLSession transport", "    /// FoundationNetworking costs ~5 ms", "transport: URLSessionTransport()",
                     "let request = HTTPRequest(method: \"GET\", url: url)", "let response: HTTPResponse"] {
            #expect(try Self.offending(line).isEmpty, "\(line)")
        }
    }
}
