import TestSupport

/// `--class off`: Open Food Facts product answers (the real recorded ones) mutated and served by
/// the loopback server, run through `product`, `product --json`, `add --barcode` and the journal
/// reads after it.
struct OFFTarget: FuzzTarget {
    let name = "off"
    let shared: SharedFixtures

    func commands(_ code: String) -> [[FuzzCase.Step]] {
        let d = SeedData.today
        return [
            [.init(label: "product --json", arguments: ["product", code, "--json"])],
            [.init(label: "product", arguments: ["product", code])],
            [.init(label: "add --barcode", arguments: ["add", "--barcode", code, "--date", d, "--json"]),
             .init(label: "log --date (after add --barcode)", arguments: ["log", "--date", d])],
            [.init(label: "add --barcode --grams", arguments: ["add", "--barcode", code, "--grams", "30", "--date", d]),
             .init(label: "export csv (after add --barcode)", arguments: ["export", "--from", d, "--to", d, "--format", "csv"])],
        ]
    }

    let files: [(path: String, bytes: [UInt8])] = [(HomeLayout.configFile, Array(SeedData.baseConfig.utf8))]

    func seedCases() -> [FuzzCase] {
        shared.offAnswers.filter { $0.status == 200 && $0.name.hasPrefix("30") }.flatMap { recorded in
            commands(recorded.code).map { steps in
                FuzzCase(fuzzClass: name, files: files, answer: FuzzCase.Answer(status: 200, headers: [("Content-Type", "application/json")], body: recorded.body),
                         environment: [:], steps: steps, mutation: "none (seed \(recorded.name))")
            }
        }
    }

    func makeCase(_ random: inout SplitMix64) -> FuzzCase {
        let recorded = random.pick(shared.offAnswers)
        var answer = FuzzCase.Answer(status: recorded.status, headers: [("Content-Type", "application/json")], body: recorded.body)
        var what = recorded.name + ": " + TextMutation.mutateJSON(&answer.body, &random)
        if random.chance(1, in: 8) {
            answer.status = random.pick([200, 204, 301, 400, 404, 429, 500, 503])
            what += "; status \(answer.status)"
        }
        return FuzzCase(fuzzClass: name, files: files, answer: answer, environment: [:],
                        steps: random.pick(commands(recorded.code)), mutation: what)
    }
}
