import Foundation
import FoodlogSupport

/// Saves a finding as a directory the lead can hand on: the mutant files (`home/`), the served
/// answer (`answer.body`), `case.json` (class, iteration, mutation, environment, command lines,
/// verdicts) and `repro.sh`, which replays it with `fuzz replay`. Loads it back for replay.
enum CaseArchive {
    static func save(_ fuzzCase: FuzzCase, runs: [Worker.StepRun], iteration: Int, seed: UInt64, signature: String,
                     to directory: String, fuzzPath: String, binaries: String) {
        let manager = FileManager.default
        try? manager.removeItem(atPath: directory)
        try? manager.createDirectory(atPath: directory + "/home", withIntermediateDirectories: true)
        for (path, bytes) in fuzzCase.files {
            let full = directory + "/home/" + path
            try? manager.createDirectory(atPath: PathString.directory(of: full), withIntermediateDirectories: true)
            manager.createFile(atPath: full, contents: Data(bytes))
        }
        var members: [(String, JSONValue)] = [
            ("class", .string(fuzzCase.fuzzClass)), ("iteration", .integer(iteration)), ("seed", .string(String(seed))),
            ("signature", .string(signature)), ("mutation", .string(fuzzCase.mutation)),
            ("environment", .object(fuzzCase.environment.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
            ("steps", .array(fuzzCase.steps.map { step in
                .object([("label", .string(step.label)), ("arguments", .array(step.arguments.map { .string($0) }))])
            })),
            ("runs", .array(runs.map { run in
                .object([("label", .string(run.step.label)), ("verdict", .string(run.verdict.name)), ("reason", .string(run.reason)),
                         ("ending", .string(describe(run.result.ending))), ("seconds", .number(run.result.seconds)),
                         ("stderr", .string(Classifier.excerpt(String(decoding: run.result.stderr.prefix(2_000), as: UTF8.self), 2_000))),
                         ("stdout", .string(Classifier.excerpt(String(decoding: run.result.stdout.prefix(1_000), as: UTF8.self), 1_000)))])
            })),
        ]
        if let answer = fuzzCase.answer {
            manager.createFile(atPath: directory + "/answer.body", contents: Data(answer.body))
            members.append(("answer", .object([("status", .integer(answer.status)),
                                               ("headers", .array(answer.headers.map { .array([.string($0.0), .string($0.1)]) }))])))
        }
        manager.createFile(atPath: directory + "/case.json", contents: Data((JSONValue.object(members).rendered() + "\n").utf8))
        let script = """
        #!/bin/sh
        # \(fuzzCase.fuzzClass) iteration \(iteration) (seed \(seed)): \(Classifier.excerpt(fuzzCase.mutation, 300))
        # \(signature)
        # Replays the case: a fresh home from home/ (@BASE@ becomes the loopback server's URL), answer.body
        # served to every request, then each command line of case.json; prints what each run did.
        exec '\(fuzzPath)' replay "$(dirname "$0")" --bin '\(binaries)'

        """
        manager.createFile(atPath: directory + "/repro.sh", contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
    }

    static func describe(_ ending: ProcessSpawner.Result.Ending) -> String {
        switch ending {
        case .exited(let code): return "exit \(code)"
        case .signalled(let signal): return "signal \(signal) (\(Classifier.signalName(signal)))"
        case .timedOut: return "timed out"
        }
    }

    /// A saved case, read back.
    static func load(_ directory: String) throws -> FuzzCase {
        guard let bytes = SharedFixtures.read(directory + "/case.json") else { throw FuzzError("no case.json in \(directory)") }
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch { throw FuzzError("case.json is not JSON: \(error.problem)") }
        var files: [(path: String, bytes: [UInt8])] = []
        let home = directory + "/home"
        if let enumerator = FileManager.default.enumerator(atPath: home) {
            while let relative = enumerator.nextObject() as? String {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: home + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue,
                   let contents = SharedFixtures.read(home + "/" + relative) {
                    files.append((relative, contents))
                }
            }
        }
        var answer: FuzzCase.Answer?
        if let served = json["answer"] {
            let headers = (served["headers"]?.arrayValue ?? []).compactMap { pair -> (String, String)? in
                guard let name = pair[0]?.stringValue, let value = pair[1]?.stringValue else { return nil }
                return (name, value)
            }
            answer = FuzzCase.Answer(status: served["status"]?.intValue ?? 200, headers: headers,
                                     body: SharedFixtures.read(directory + "/answer.body") ?? [])
        }
        let environment = Dictionary((json["environment"]?.objectValue ?? []).map { ($0.0, $0.1.stringValue ?? "") }, uniquingKeysWith: { $1 })
        let steps = (json["steps"]?.arrayValue ?? []).map { step in
            FuzzCase.Step(label: step["label"]?.stringValue ?? "", arguments: (step["arguments"]?.arrayValue ?? []).compactMap(\.stringValue))
        }
        return FuzzCase(fuzzClass: json["class"]?.stringValue ?? "", files: files, answer: answer, environment: environment,
                        steps: steps, mutation: json["mutation"]?.stringValue ?? "")
    }
}

/// A problem with the fuzz tool's own command line or files.
struct FuzzError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
