import Foundation
import FoodlogSupport
import TestSupport

/// A fuzz run: for each class in turn, every worker takes the next iteration, builds its case
/// from the iteration's own generator, runs it, classifies each command and records findings.
final class Campaign: @unchecked Sendable {
    let options: FuzzOptions
    let targets: [String: any FuzzTarget]
    let findings: Findings
    let baseEnvironment: [String: String]
    let fuzzPath: String
    private let lock = NSLock()
    private var next = 0
    private var symbolized = 0
    /// Crash sites by crashing instruction (`CrashSite.instruction`).
    private var sites: [String: String] = [:]

    init(options: FuzzOptions, targets: [String: any FuzzTarget], baseEnvironment: [String: String]) {
        self.options = options
        self.targets = targets
        self.baseEnvironment = baseEnvironment
        findings = Findings(keepPerSignature: options.keep)
        fuzzPath = Platform.executablePath() ?? "fuzz"
    }

    func makeWorker(_ number: Int) -> Worker {
        Worker(home: options.output + "/work/worker-\(number)", binaries: options.binaries, timeout: options.timeout,
               baseEnvironment: baseEnvironment)
    }

    /// Runs every seed case and reports any that is not ok (a drifted seed fuzzes nothing useful).
    func selfCheck(_ target: any FuzzTarget, worker: Worker) -> Int {
        var bad = 0
        for fuzzCase in target.seedCases() {
            for run in worker.run(fuzzCase) where run.verdict != .ok {
                bad += 1
                printError("fuzz: seed case of \(target.name) '\(run.step.label)' (\(fuzzCase.mutation)) is \(run.verdict.name): \(run.reason); "
                           + "stderr: \(Classifier.excerpt(String(decoding: run.result.stderr.prefix(300), as: UTF8.self), 300))")
            }
        }
        return bad
    }

    /// Runs `options.iterations` cases of one class on `options.jobs` threads.
    func run(_ target: any FuzzTarget, workers: [Worker]) {
        lock.lock(); next = 0; symbolized = 0; lock.unlock()
        let start = ProcessSpawner.monotonicSeconds()
        let group = DispatchGroup()
        for worker in workers {
            group.enter()
            let thread = Thread { [self] in
                defer { group.leave() }
                while let iteration = take() {
                    var random = SplitMix64(seed: options.seed, stream: target.name, iteration: iteration)
                    let fuzzCase = target.makeCase(&random)
                    handle(fuzzCase, runs: worker.run(fuzzCase), iteration: iteration, worker: worker)
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        var lastReport = start
        while group.wait(timeout: .now() + 1) == .timedOut {
            let now = ProcessSpawner.monotonicSeconds()
            if now - lastReport >= 10 {
                lastReport = now
                lock.lock(); let done = min(next, options.iterations); lock.unlock()
                printError("fuzz: \(target.name) \(done)/\(options.iterations) cases, \(Int(Double(done) / (now - start))) cases/s")
            }
        }
        let seconds = ProcessSpawner.monotonicSeconds() - start
        printError("fuzz: \(target.name) done: \(options.iterations) cases in \(Int(seconds)) s")
    }

    private func take() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < options.iterations else { return nil }
        next += 1
        return next - 1
    }

    /// Where a crash happened: known from an earlier crash at the same instruction, or found by
    /// re-running the case up to this step with the symbolicating backtracer (once per
    /// instruction, at most `--symbolize` times per class); the instruction alone otherwise.
    private func crashSite(_ fuzzCase: FuzzCase, upTo index: Int, run: Worker.StepRun, worker: Worker, runs: inout [Worker.StepRun]) -> String? {
        if let site = CrashSite.parse(run.result.stderr) { return site }
        let instruction = CrashSite.instruction(run.result.stderr)
        if let instruction {
            lock.lock(); let known = sites[instruction]; lock.unlock()
            if let known { return known }
        }
        guard mayBacktrace() else { return instruction }
        let again = worker.run(FuzzCase(fuzzClass: fuzzCase.fuzzClass, files: fuzzCase.files, answer: fuzzCase.answer,
                                        environment: fuzzCase.environment, steps: Array(fuzzCase.steps[...index]), mutation: fuzzCase.mutation),
                               extraEnvironment: ["SWIFT_BACKTRACE": CrashSite.fullBacktrace])
        guard let last = again.last, last.verdict == .crash, let site = CrashSite.parse(last.result.stderr) else { return instruction }
        runs[index].result.stderr = last.result.stderr
        if let instruction { lock.lock(); sites[instruction] = site; lock.unlock() }
        return site
    }

    private func mayBacktrace() -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard symbolized < options.symbolize else { return false }
        symbolized += 1
        return true
    }

    private func handle(_ fuzzCase: FuzzCase, runs: [Worker.StepRun], iteration: Int, worker: Worker) {
        var save: String?
        var runs = runs
        for index in runs.indices {
            let run = runs[index]
            var site: String?
            if run.verdict == .crash {
                site = crashSite(fuzzCase, upTo: index, run: run, worker: worker, runs: &runs)
            }
            let signature = Self.signature(fuzzCase.fuzzClass, run, site: site)
            let caseName = "\(fuzzCase.fuzzClass)-\(iteration)"
            let example = "\(run.step.label): \(run.reason)"
            if findings.record(class: fuzzCase.fuzzClass, verdict: run.verdict, signature: signature, caseName: caseName, example: example),
               save == nil {
                save = signature
            }
        }
        guard let signature = save else { return }
        let worst = runs.map(\.verdict).max() ?? .ok
        let directory = options.output + "/cases/\(fuzzCase.fuzzClass)-\(iteration)-\(worst.name)"
        CaseArchive.save(fuzzCase, runs: runs, iteration: iteration, seed: options.seed, signature: signature, to: directory,
                         fuzzPath: fuzzPath, binaries: options.binaries)
    }

    /// What makes two findings the same: class, command, how it ended, and where it crashed or
    /// what was unclear about it (without the quoted excerpt, so the text shown does not split it).
    static func signature(_ fuzzClass: String, _ run: Worker.StepRun, site: String?) -> String? {
        switch run.verdict {
        case .ok, .cleanError: return nil
        case .hang: return "hang | \(fuzzClass) | \(run.step.label)"
        case .crash:
            let ending = CaseArchive.describe(run.result.ending)
            if let site { return "crash | \(fuzzClass) | \(ending) | \(site)" }
            return "crash | \(fuzzClass) | \(ending) | \(run.step.label) (no backtrace)"
        case .unclear:
            var reason = run.reason
            if let colon = reason.range(of: ": ") { reason = String(reason[..<colon.lowerBound]) }
            let exit = CaseArchive.describe(run.result.ending)
            // A raw control character is one finding per class, exit and stream, whichever
            // character and command it was (the case shows both).
            if reason.hasPrefix("raw "), let stream = reason.split(separator: " ").last {
                return "unclear | \(fuzzClass) | \(exit) | raw control character on \(stream)"
            }
            return "unclear | \(fuzzClass) | \(run.step.label) | \(exit) | " + reason
        }
    }
}
