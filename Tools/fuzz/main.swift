import Foundation
import FoodlogSupport
import IndexBuilder

// The fuzz tool: mutates foodlog's inputs, runs the real binaries on each mutant and sorts every
// run into ok, clean error, unclear, crash or hang. See Tools/fuzz/README.md.

func buildSeedIndex(in directory: String) throws -> String {
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let input = directory + "/seed-products.tsv"
    let text = SeedData.indexRows.map { $0.joined(separator: "\t") }.joined(separator: "\n") + "\n"
    FileManager.default.createFile(atPath: input, contents: Data(text.utf8))
    let output = directory + "/seed-index"
    try? FileManager.default.removeItem(atPath: output)
    _ = try IndexBuild.run(BuildOptions(input: input, output: output))
    return output
}

func makeTargets(_ options: FuzzOptions, seedIndex: String) -> [String: any FuzzTarget] {
    var targets: [String: any FuzzTarget] = ["journal": JournalTarget(), "index": IndexTarget(seedIndex: seedIndex)]
    if let directory = options.shared, let shared = SharedFixtures(directory: directory) {
        targets["config"] = ConfigTarget(shared: shared)
        targets["provider"] = ProviderTarget(shared: shared)
        targets["off"] = OFFTarget(shared: shared)
    }
    return targets
}

func runCampaign(_ options: FuzzOptions) throws -> Int32 {
    for name in ["foodlog", "foodlog-net"] where !FileManager.default.isExecutableFile(atPath: options.binaries + "/" + name) {
        throw FuzzError("no \(name) in \(options.binaries); build it (swift build -c release) or pass --bin DIR")
    }
    try FileManager.default.createDirectory(atPath: options.output + "/cases", withIntermediateDirectories: true)
    let seedIndex = try buildSeedIndex(in: options.output + "/work")
    let targets = makeTargets(options, seedIndex: seedIndex)
    let campaign = Campaign(options: options, targets: targets, baseEnvironment: HomeLayout.baseEnvironment(seedIndex: seedIndex))
    let workers = (0..<options.jobs).map(campaign.makeWorker)
    printError("fuzz: seed \(options.seed), \(options.iterations) cases per class, \(options.jobs) jobs, binaries in \(options.binaries), "
               + "journal date \(SeedData.today), findings in \(options.output)/cases")
    var ran: [String] = []
    for name in options.classes {
        guard let target = targets[name] else {
            printError("fuzz: skipping class \(name): it needs ../shared (pass --shared DIR)")
            continue
        }
        if options.selfCheck, campaign.selfCheck(target, worker: workers[0]) > 0 {
            printError("fuzz: warning: \(name)'s unmutated seeds do not all run ok (above); its findings may be noise")
        }
        campaign.run(target, workers: workers)
        ran.append(name)
    }
    let table = campaign.findings.table(classes: ran)
    var report = [table, "", "distinct findings (signature: count, first case):"]
    let distinct = campaign.findings.distinct
    for signature in distinct {
        report.append("- \(signature.key): \(signature.count), \(options.output)/cases/\(signature.firstCase)-\(signature.verdict.name)")
    }
    if distinct.isEmpty { report.append("- none") }
    let text = report.joined(separator: "\n") + "\n"
    print(text, terminator: "")
    FileManager.default.createFile(atPath: options.output + "/summary.txt", contents: Data(text.utf8))
    let bad = distinct.contains { $0.verdict == .crash || $0.verdict == .hang }
    return bad ? 1 : 0
}

func replay(_ directory: String, options: FuzzOptions) throws -> Int32 {
    let fuzzCase = try CaseArchive.load(directory)
    let scratch = NSTemporaryDirectory() + "foodlog-fuzz-replay-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let seedIndex = try buildSeedIndex(in: scratch)
    let worker = Worker(home: scratch + "/home", binaries: options.binaries, timeout: options.timeout,
                        baseEnvironment: HomeLayout.baseEnvironment(seedIndex: seedIndex))
    print("\(fuzzCase.fuzzClass): \(fuzzCase.mutation)")
    var worst = Verdict.ok
    for run in worker.run(fuzzCase, extraEnvironment: ["SWIFT_BACKTRACE": CrashSite.fullBacktrace]) {
        worst = max(worst, run.verdict)
        print("$ foodlog \(run.step.arguments.joined(separator: " "))")
        print("  \(run.verdict.name)\(run.reason.isEmpty ? "" : ": " + run.reason) (\(CaseArchive.describe(run.result.ending)), \(String(format: "%.2f", run.result.seconds)) s)")
        if run.verdict == .crash, let site = CrashSite.parse(run.result.stderr) { print("  site: " + site) }
        for line in String(decoding: run.result.stderr.prefix(2_000), as: UTF8.self).split(separator: "\n").prefix(run.verdict == .crash ? 4 : 12) {
            print("  stderr: " + Classifier.excerpt(String(line), 200))
        }
        for line in String(decoding: run.result.stdout.prefix(2_000), as: UTF8.self).split(separator: "\n").prefix(8) {
            print("  stdout: " + Classifier.excerpt(String(line), 200))
        }
    }
    return worst >= .crash ? 1 : 0
}

func classify(_ command: [String], options: FuzzOptions) -> Int32 {
    guard let executable = command.first else { return 64 }
    let result = ProcessSpawner.run(executable, Array(command.dropFirst()), environment: ["PATH=/usr/bin:/bin", "SWIFT_BACKTRACE=enable=no"],
                                    stdinPath: nil, timeout: options.timeout)
    let (verdict, reason) = Classifier.classify(result)
    print(verdict.name + (reason.isEmpty ? "" : ": " + reason))
    return 0
}

do {
    let options = try FuzzOptions.parse(Array(CommandLine.arguments.dropFirst()))
    switch options.mode {
    case .run: exit(try runCampaign(options))
    case .replay(let directory): exit(try replay(FuzzOptions.absolute(directory), options: options))
    case .classify(let command): exit(classify(command, options: options))
    }
} catch {
    // printError escapes control characters, a line break included: the usage goes line by line.
    let lines = "fuzz: \(error)".split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines { printError(String(line)) }
    exit(2)
}
