import Foundation
import FoodlogSupport
import TestSupport

/// Runs cases one after another in its own scratch home, with its own loopback server (reused;
/// replaced every few hundred cases, since the server keeps every request it received).
final class Worker: @unchecked Sendable {
    /// One command's run and verdict.
    struct StepRun: Sendable {
        var step: FuzzCase.Step
        var result: ProcessSpawner.Result
        var verdict: Verdict
        var reason: String
    }

    /// The answer the server gives to every request while a case runs.
    private final class AnswerBox: @unchecked Sendable {
        private let lock = NSLock()
        private var answer: FuzzCase.Answer?
        func set(_ new: FuzzCase.Answer?) { lock.lock(); answer = new; lock.unlock() }
        func response() -> LoopbackHTTPServer.Response {
            lock.lock(); defer { lock.unlock() }
            guard let answer else { return .json(503, #"{"error":"no answer for this case"}"#) }
            return LoopbackHTTPServer.Response(status: answer.status, headers: answer.headers, body: answer.body)
        }
    }

    let home: String
    let binaries: String
    let timeout: Double
    let baseEnvironment: [String: String]
    private let box = AnswerBox()
    private var server: LoopbackHTTPServer?
    private var served = 0

    init(home: String, binaries: String, timeout: Double, baseEnvironment: [String: String]) {
        self.home = home
        self.binaries = binaries
        self.timeout = timeout
        self.baseEnvironment = baseEnvironment
    }

    deinit { server?.stop() }

    /// The base URL of a running server, started or replaced as needed.
    private func serverURL() throws -> String {
        if let server, served < 300 { served += 1; return server.baseURL }
        server?.stop()
        let box = self.box
        let fresh = try LoopbackHTTPServer { _ in box.response() }
        server = fresh
        served = 1
        return fresh.baseURL
    }

    /// Lays out the case's files in a fresh scratch home and runs its steps.
    func run(_ fuzzCase: FuzzCase, extraEnvironment: [String: String] = [:]) -> [StepRun] {
        let base: String
        do { base = try serverURL() } catch {
            return []
        }
        box.set(fuzzCase.answer)
        defer { box.set(nil) }
        try? FileManager.default.removeItem(atPath: home)
        write(fuzzCase, base: base)
        let environment = environmentList(fuzzCase, base: base, extra: extraEnvironment)
        let executable = binaries + "/foodlog"
        return fuzzCase.steps.map { step in
            let arguments = step.arguments.map { fill($0, base: base) }
            let result = ProcessSpawner.run(executable, arguments, environment: environment, stdinPath: nil, timeout: timeout)
            var (verdict, reason) = Classifier.classify(result, stdoutIsData: step.arguments.first == "export")
            if verdict < .unclear, leaksKey(result) { (verdict, reason) = (.unclear, "the API key appears in the output") }
            return StepRun(step: step, result: result, verdict: verdict, reason: reason)
        }
    }

    /// The environment as `NAME=value` strings: the base, then the case's (an empty value unsets).
    func environmentList(_ fuzzCase: FuzzCase, base: String, extra: [String: String] = [:]) -> [String] {
        var merged = baseEnvironment
        for (name, value) in fuzzCase.environment.merging(extra, uniquingKeysWith: { $1 }) {
            if value.isEmpty { merged[name] = nil } else { merged[name] = value }
        }
        return merged.sorted { $0.key < $1.key }.map { $0.key + "=" + fill($0.value, base: base) }
    }

    func fill(_ text: String, base: String) -> String {
        text.replacingOccurrences(of: "@HOME@", with: home).replacingOccurrences(of: "@BASE@", with: base)
    }

    private func write(_ fuzzCase: FuzzCase, base: String) {
        let baseBytes = Array("@BASE@".utf8)
        let url = Array(base.utf8)
        for (path, bytes) in fuzzCase.files {
            let full = home + "/" + path
            try? FileManager.default.createDirectory(atPath: PathString.directory(of: full), withIntermediateDirectories: true)
            var filled = bytes
            while let at = find(baseBytes, in: filled) { filled.replaceSubrange(at..<(at + baseBytes.count), with: url) }
            FileManager.default.createFile(atPath: full, contents: Data(filled))
        }
    }

    private func leaksKey(_ result: ProcessSpawner.Result) -> Bool {
        let key = Array(SeedData.apiKey.utf8.suffix(16))
        return find(key, in: result.stdout) != nil || find(key, in: result.stderr) != nil
    }
}
